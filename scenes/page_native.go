//go:build !js

package scenes

// setPageAttr does nothing natively: there is no page (see page.go).
func setPageAttr(name, value string) {}
