//go:build !js

package scenes

import "errors"

// pageLinks is the web page around the app: natively there is none, so
// there is no link to open at the start, no address for share links (a
// link is its fragment, #r=…, which Paste and -open read), and files are
// saved and opened on the shelf and by -open instead of downloads.
type pageLinks struct{}

func newPageLinks() *pageLinks { return &pageLinks{} }

func (*pageLinks) initial() (string, bool)      { return "", false }
func (*pageLinks) changed() (string, bool)      { return "", false }
func (*pageLinks) base() string                 { return "" }
func (*pageLinks) canFiles() bool               { return false }
func (*pageLinks) upload()                      {}
func (*pageLinks) uploaded() (ClipResult, bool) { return ClipResult{}, false }

func (*pageLinks) download(name, text string) error {
	return errors.New("no downloads outside the browser")
}
