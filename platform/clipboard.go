package platform

import (
	"errors"
	"fmt"
	"sync"
)

// Clipboard is the system clipboard, where the platform gives one to the
// app. Natively Ebitengine has none: the app runs the desktop's own tools
// (wl-copy and wl-paste, xclip, xsel, pbcopy and pbpaste, PowerShell); in
// the browser it uses navigator.clipboard and the page's paste event.
// Both may answer later, so results come back through Poll.
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

// ClipResult is what a Copy or a Paste came to.
type ClipResult struct {
	Pasted bool   // a Paste (else a Copy)
	Text   string // the text pasted
	Err    error  // why it could not be done
}

// ErrNoClipboard says that no clipboard tool was found; it is an
// errors.ErrUnsupported, which is how the screens, which do not import
// this package, know it.
var ErrNoClipboard = fmt.Errorf("no clipboard here: %w", errors.ErrUnsupported)

// clipQueue holds the results that came, for Poll; the platforms' answers
// may come from another goroutine or a browser callback.
type clipQueue struct {
	mu  sync.Mutex
	out []ClipResult
}

// push adds a result.
func (q *clipQueue) push(r ClipResult) {
	q.mu.Lock()
	q.out = append(q.out, r)
	q.mu.Unlock()
}

// Poll returns the oldest result not yet taken.
func (q *clipQueue) Poll() (ClipResult, bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.out) == 0 {
		return ClipResult{}, false
	}
	r := q.out[0]
	q.out = q.out[1:]
	return r, true
}
