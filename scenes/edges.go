package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/device"
)

// Platform is the machine's side of the app, which main wires (package
// platform: one implementation natively, one in the browser). The screens
// see only these interfaces. A nil field is a platform without it: no
// clipboard, no web page, a canvas always at full resolution, no presses
// counted beside Ebitengine's, no file drops, no screenshots.
type Platform struct {
	Clipboard device.Clipboard
	Links     Links
	Page      Page
	Canvas    Canvas
	Presses   Presses
	Drops     Drops
	// Screenshot writes the screen to a PNG file (tavola -screenshot).
	Screenshot func(screen *ebiten.Image, file string) error
}

// Links are the web page's share links and record files: the link the page
// was opened with, one pasted into its address bar later, the page's
// address for share links, downloads and uploads. Natively there is no
// page: no links, no files.
type Links interface {
	// Initial is the code of the share link the page was opened with.
	Initial() (code string, ok bool)
	// Changed is the code of a link pasted into the address bar since the
	// last call.
	Changed() (code string, ok bool)
	// Base is the page's address without fragment ("" for none).
	Base() string
	// CanFiles reports whether records can be downloaded and uploaded.
	CanFiles() bool
	// Download offers text as a file called name.
	Download(name, text string) error
	// Upload asks the player for a file; its text comes by Uploaded.
	Upload()
	// Uploaded is the text of a file the player chose, when one came.
	Uploaded() (device.ClipResult, bool)
}

// Page is told what the app shows, as attributes of the web page's <html>
// element (see page).
type Page interface {
	SetAttr(name, value string)
}

// Canvas is what the app draws on, when it may have fewer pixels than
// the screen (a browser's canvas on a software WebGL while the picture
// moves).
type Canvas interface {
	// Factor is the canvas's zoom now: pointer positions are read Factor
	// times too far, and the screen keeps its full size.
	Factor() float64
	// Frame tells that a frame ended, and whether the app drew in it.
	Frame(drew bool)
}

// Presses counts the pointer's presses and releases and the keys released
// between two reads of the input, which Ebitengine's polled state misses
// in the browser when both come between two frames. The keys are those of
// WatchedKeys.
type Presses interface {
	Take() device.PressCount
}

// Drops are the files dropped on the window.
type Drops interface {
	// Dropped is the text of the first file dropped since the last frame,
	// or "" when none came.
	Dropped() string
}

// WatchedKeys are the keys whose releases Presses counts, in the order of
// device.PressCount.Keys's bits.
func WatchedKeys() []ebiten.Key {
	keys := make([]ebiten.Key, len(keyVerbs))
	for i, kv := range keyVerbs {
		keys[i] = kv.key
	}
	return keys
}

// noClipboard is the clipboard of a platform without one.
type noClipboard struct{ out []device.ClipResult }

func (c *noClipboard) Copy(string) {
	c.out = append(c.out, device.ClipResult{Err: device.ErrNoClipboard})
}
func (c *noClipboard) Paste() {
	c.out = append(c.out, device.ClipResult{Pasted: true, Err: device.ErrNoClipboard})
}
func (c *noClipboard) Listen(bool) {}
func (c *noClipboard) Poll() (device.ClipResult, bool) {
	if len(c.out) == 0 {
		return device.ClipResult{}, false
	}
	r := c.out[0]
	c.out = c.out[1:]
	return r, true
}

// noPage is the platform without a web page: no links, no files, no
// attributes, a canvas at full resolution, nothing dropped.
type noPage struct{}

func (noPage) Initial() (string, bool)             { return "", false }
func (noPage) Changed() (string, bool)             { return "", false }
func (noPage) Base() string                        { return "" }
func (noPage) CanFiles() bool                      { return false }
func (noPage) Download(string, string) error       { return errors.New("no downloads here") }
func (noPage) Upload()                             {}
func (noPage) Uploaded() (device.ClipResult, bool) { return device.ClipResult{}, false }
func (noPage) SetAttr(string, string)              {}
func (noPage) Factor() float64                     { return 1 }
func (noPage) Frame(bool)                          {}
func (noPage) Take() device.PressCount             { return device.PressCount{} }
func (noPage) Dropped() string                     { return "" }

// withDefaults fills the fields left nil.
func (p Platform) withDefaults() Platform {
	if p.Clipboard == nil {
		p.Clipboard = &noClipboard{}
	}
	if p.Links == nil {
		p.Links = noPage{}
	}
	if p.Page == nil {
		p.Page = noPage{}
	}
	if p.Canvas == nil {
		p.Canvas = noPage{}
	}
	if p.Presses == nil {
		p.Presses = noPage{}
	}
	if p.Drops == nil {
		p.Drops = noPage{}
	}
	if p.Screenshot == nil {
		p.Screenshot = func(*ebiten.Image, string) error { return errors.New("scenes: no screenshots here") }
	}
	return p
}
