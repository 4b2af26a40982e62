//go:build !js

package platform

import "tavola/device"

import "errors"

// Links is the web page around the app: natively there is none, so there
// is no link to open at the start, no address for share links (a link is
// its fragment, #r=…, which Paste and -open read), and files are saved and
// opened on the shelf and by -open instead of downloads.
type Links struct{}

// NewLinks returns the links of no page.
func NewLinks(func(fragment string) (string, bool)) *Links { return &Links{} }

// Initial is the code of the link the page was opened with: none.
func (*Links) Initial() (string, bool) { return "", false }

// Changed is the code of a link pasted into the address bar: none.
func (*Links) Changed() (string, bool) { return "", false }

// Base is the page's address: none.
func (*Links) Base() string { return "" }

// CanFiles reports whether records can be downloaded and uploaded: no.
func (*Links) CanFiles() bool { return false }

// Upload does nothing: there is no page to ask.
func (*Links) Upload() {}

// Uploaded is the text of a file uploaded: none.
func (*Links) Uploaded() (device.ClipResult, bool) { return device.ClipResult{}, false }

// Download refuses: there are no downloads outside the browser.
func (*Links) Download(name, text string) error {
	return errors.New("no downloads outside the browser")
}
