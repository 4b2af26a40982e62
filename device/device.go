// Package device holds the few types the machine's edges and the packages
// above them share: the clipboard and what its requests came to, the
// presses the platform counts between two reads of the input, and the
// pointer of a tick as the widgets and the boards read it. It is headless
// and imports nothing of the module: package platform implements these
// types, packages scenes, ui and render use them, and main hands one to
// the other as they are.
package device

import (
	"errors"
	"fmt"
)

// Clipboard is the system clipboard, where the platform gives one to the
// app. Its answers may come later, so results come back through Poll.
type Clipboard interface {
	// Copy puts text on the clipboard; Poll reports when it is done, or
	// why it could not be.
	Copy(text string)
	// Paste asks for the clipboard's text (Ctrl+V, a Paste button); Poll
	// brings it, or why it could not be read. In the browser a Ctrl+V in
	// the page brings it without asking while Listen is on.
	Paste()
	// Listen says whether a text box waits for pasted text (the browser
	// then lets Ctrl+V through to the page).
	Listen(on bool)
	// Poll returns the next result, if one came.
	Poll() (ClipResult, bool)
}

// ClipResult is what a Copy, a Paste or an upload came to. An Err that is
// an errors.ErrUnsupported (ErrNoClipboard) says that there is no
// clipboard here.
type ClipResult struct {
	Pasted bool   // a Paste (else a Copy)
	Text   string // the text pasted
	Err    error  // why it could not be done
}

// ErrNoClipboard says that there is no clipboard here (no clipboard tool
// found, no clipboard in the page); it is an errors.ErrUnsupported.
var ErrNoClipboard = fmt.Errorf("no clipboard here: %w", errors.ErrUnsupported)

// PressCount is what the platform counted between two reads of the input:
// presses and releases of the pointer (mouse button or finger), where the
// last touch ended (screen pixels) and whether the last press was a
// touch, and the keys released (bit i for the i-th key watched).
// Platforms whose polled state already keeps such presses (GLFW's sticky
// buttons) count nothing.
type PressCount struct {
	Downs, Ups int
	X, Y       int
	Touch      bool
	Keys       uint32
}

// Pointer is the mouse or a finger in a tick (already merged by the
// caller), in screen pixels: what the widgets (ui.Input) and the boards
// (render.View.Input) read.
type Pointer struct {
	X, Y     int
	Present  bool // the pointer is over the window (false for a lifted touch)
	Down     bool // a button or finger is down
	Pressed  bool // went down this tick
	Released bool // went up this tick
	Touch    bool // a finger, not a mouse: a long press shows a tooltip
}
