//go:build !js

package platform

// Page is the web page around the app: natively there is none.
type Page struct{}

// SetAttr does nothing natively: there is no page.
func (Page) SetAttr(name, value string) {}
