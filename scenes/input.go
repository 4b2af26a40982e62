package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tavola/device"
	"tavola/render"
	"tavola/ui"
)

// Verb is a set of things the keyboard asked for this frame; scenes ask for
// verbs, never for keys.
type Verb uint32

// The verbs.
const (
	VerbUp Verb = 1 << iota
	VerbDown
	VerbLeft
	VerbRight
	VerbConfirm
	VerbBack
	VerbHelp
	VerbUndo
	VerbRedo
	VerbHints
	VerbMute
	VerbPause
	VerbStep
	VerbFaster
	VerbSlower
	VerbGame
	VerbFirst // Home: the start of the game (history review)
	VerbLast  // End: back to the live position
	VerbCoach // C: the Kpé coach on or off
	VerbErase // Backspace, which is also VerbBack: a text box erases
	VerbCopy  // Ctrl+C
	VerbPaste // Ctrl+V
	VerbSave  // Ctrl+S
	VerbOpen  // Ctrl+O

	VerbAnalyse // A: analyse the game, or stop the analysis
	VerbLine    // L: show the engine's line from the move reviewed
)

// Has reports whether v holds every verb of w.
func (v Verb) Has(w Verb) bool { return v&w == w && w != 0 }

// Frame is the input of one tick.
type Frame struct {
	Pointer render.Pointer
	Verbs   Verb
	// Gesture is set when a key, button or finger went down: the first one
	// unlocks the sound in browsers.
	Gesture bool
	// Wheel is how far the mouse wheel turned, in lines (positive: up).
	Wheel float64
	// Text is what was typed (layout-dependent characters; Shift+Enter is
	// a line break), for text boxes.
	Text string
	// Dropped is the text of a file dropped on the window.
	Dropped string
}

// Source reads the input of a tick. The window's is the app's own; tests use
// their own.
type Source interface {
	Read() Frame
}

// noTouch marks the absence of an active touch.
const noTouch ebiten.TouchID = -1

// ebitenSource merges the mouse and the first finger into one pointer and
// reads the keyboard as verbs. Positions are in the screen's pixels, which
// Layout makes device pixels. Ebitengine's input is a state polled once a
// frame, so a press and release between two frames (a quick click on a
// slow frame, a synthetic one) would never show: the platform's own count
// of them (Presses) fills the gap.
type ebitenSource struct {
	touch   ebiten.TouchID
	tx, ty  int
	ids     []ebiten.TouchID
	keys    []ebiten.Key
	chars   []rune
	mx, my  int  // the mouse position when the last touch ended
	lastTap bool // the pointer last came from a finger
	clicks  clickTracker
	presses Presses
	keyDown uint32 // the keyVerbs keys that were down at the last read
	canvas  Canvas // the browser canvas's zoom, which positions undo
	drops   Drops
}

// newEbitenSource reads the window's input, on a canvas that c may zoom,
// with the presses p counted and the files d dropped.
func newEbitenSource(c Canvas, p Presses, d Drops) *ebitenSource {
	return &ebitenSource{touch: noTouch, ids: make([]ebiten.TouchID, 0, 8),
		keys: make([]ebiten.Key, 0, 8), chars: make([]rune, 0, 8), presses: p, canvas: c, drops: d}
}

// unzoom maps a position Ebitengine read on a zoomed canvas (zoom times
// too far: it takes the window's client positions for the zoomed body's)
// onto the screen.
func (s *ebitenSource) unzoom(x, y int) (int, int) {
	if z := s.canvas.Factor(); z != 1 {
		return int(float64(x) / z), int(float64(y) / z)
	}
	return x, y
}

var keyVerbs = [...]struct {
	key  ebiten.Key
	verb Verb
}{
	{ebiten.KeyArrowUp, VerbUp}, {ebiten.KeyArrowDown, VerbDown}, {ebiten.KeyTab, VerbDown},
	{ebiten.KeyArrowLeft, VerbLeft}, {ebiten.KeyArrowRight, VerbRight},
	{ebiten.KeyEnter, VerbConfirm}, {ebiten.KeyNumpadEnter, VerbConfirm},
	{ebiten.KeyEscape, VerbBack}, {ebiten.KeyBackspace, VerbBack | VerbErase},
	{ebiten.KeyF1, VerbHelp},
	{ebiten.KeyU, VerbUndo}, {ebiten.KeyR, VerbRedo},
	{ebiten.KeyH, VerbHints}, {ebiten.KeyM, VerbMute},
	{ebiten.KeySpace, VerbPause}, {ebiten.KeyN, VerbStep}, {ebiten.KeyG, VerbGame},
	{ebiten.KeyNumpadAdd, VerbFaster}, {ebiten.KeyNumpadSubtract, VerbSlower},
	{ebiten.KeyHome, VerbFirst}, {ebiten.KeyEnd, VerbLast}, {ebiten.KeyC, VerbCoach},
	{ebiten.KeyA, VerbAnalyse}, {ebiten.KeyL, VerbLine},
}

// ctrlVerbs are the verbs of Ctrl (or Cmd) with a letter.
var ctrlVerbs = map[ebiten.Key]Verb{ebiten.KeyC: VerbCopy, ebiten.KeyV: VerbPaste, ebiten.KeyS: VerbSave,
	ebiten.KeyO: VerbOpen}

func (s *ebitenSource) Read() Frame {
	var f Frame
	taps := s.presses.Take()
	s.keys = inpututil.AppendJustPressedKeys(s.keys[:0])
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	for _, k := range s.keys {
		f.Gesture = true
		if ctrl {
			switch k {
			case ebiten.KeyZ:
				if ebiten.IsKeyPressed(ebiten.KeyShift) {
					f.Verbs |= VerbRedo
				} else {
					f.Verbs |= VerbUndo
				}
			case ebiten.KeyY:
				f.Verbs |= VerbRedo
			default:
				f.Verbs |= ctrlVerbs[k]
			}
			continue
		}
		if k == ebiten.KeyEnter && ebiten.IsKeyPressed(ebiten.KeyShift) {
			f.Text += "\n"
			continue
		}
		for _, kv := range keyVerbs {
			if kv.key == k {
				f.Verbs |= kv.verb
			}
		}
	}
	// A key the platform saw go up that was never down for Ebitengine
	// was pressed and released between two reads.
	var down uint32
	for i, kv := range keyVerbs {
		if ebiten.IsKeyPressed(kv.key) {
			down |= 1 << i
		}
	}
	if missed := taps.Keys &^ (down | s.keyDown); missed != 0 && !ctrl {
		f.Gesture = true
		for i, kv := range keyVerbs {
			if missed&(1<<i) != 0 {
				f.Verbs |= kv.verb
			}
		}
	}
	s.keyDown = down
	// Characters depend on the keyboard layout: '?' and '+' sit on
	// different keys in Italy and in England.
	s.chars = ebiten.AppendInputChars(s.chars[:0])
	if len(s.chars) > 0 {
		f.Text += string(s.chars)
	}
	for _, c := range s.chars {
		switch c {
		case '?':
			f.Verbs |= VerbHelp
		case '+':
			f.Verbs |= VerbFaster
		case '-':
			f.Verbs |= VerbSlower
		}
	}
	f.Pointer = s.clicks.next(s.sample(taps))
	if f.Pointer.Pressed {
		f.Gesture = true
	}
	_, f.Wheel = ebiten.Wheel()
	f.Dropped = s.drops.Dropped()
	return f
}

// sample reads the pointer's state: the first finger while one is down,
// a tap that came and went since the last read, else the mouse.
func (s *ebitenSource) sample(taps device.PressCount) pointerSample {
	smp := pointerSample{Downs: taps.Downs, Ups: taps.Ups}
	if z := s.canvas.Factor(); z != 1 {
		// The page's count maps onto the canvas's pixels, zoom times fewer.
		taps.X, taps.Y = int(float64(taps.X)*z), int(float64(taps.Y)*z)
	}
	if s.touch != noTouch && inpututil.IsTouchJustReleased(s.touch) {
		// The finger left the glass: its release, where it was last.
		s.touch = noTouch
		s.lastTap = true
		s.mx, s.my = s.unzoom(ebiten.CursorPosition())
		smp.X, smp.Y, smp.Present, smp.Touch = s.tx, s.ty, true, true
		return smp
	}
	if s.touch == noTouch {
		if s.ids = inpututil.AppendJustPressedTouchIDs(s.ids[:0]); len(s.ids) > 0 {
			s.touch = s.ids[0]
		}
	}
	if s.touch != noTouch {
		s.tx, s.ty = s.unzoom(ebiten.TouchPosition(s.touch))
		smp.X, smp.Y, smp.Present, smp.Down, smp.Touch = s.tx, s.ty, true, true, true
		return smp
	}
	if taps.Touch && taps.Downs > 0 && taps.Ups > 0 {
		// A tap too quick for any frame to see.
		s.lastTap = true
		s.mx, s.my = s.unzoom(ebiten.CursorPosition())
		smp.X, smp.Y, smp.Present, smp.Touch = taps.X, taps.Y, true, true
		return smp
	}
	x, y := s.unzoom(ebiten.CursorPosition())
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if s.lastTap && !down && taps.Downs == 0 {
		// After a tap, until the mouse moves or clicks, nothing hovers:
		// the finger has left the glass.
		if x == s.mx && y == s.my {
			smp.Downs, smp.Ups = 0, 0
			return smp
		}
	}
	s.lastTap = false
	smp.X, smp.Y, smp.Present, smp.Down = x, y, true, down
	return smp
}

// pointerSample is the pointer's state at one read, with the presses and
// releases counted since the last one.
type pointerSample struct {
	X, Y          int
	Present, Down bool
	Touch         bool // a finger
	Downs, Ups    int
}

// clickTracker turns pointer samples into frames: a press where the state
// went down, a release where it went up, and — when the platform counted a
// press and a release that no read saw — both at once, a whole click in
// one frame. A release and a new press between two reads (a quick double
// click) give the release first and the press at the next read.
type clickTracker struct {
	down bool // what the last frame said
}

func (c *clickTracker) next(s pointerSample) render.Pointer {
	p := render.Pointer{X: s.X, Y: s.Y, Present: s.Present, Down: s.Down, Touch: s.Touch}
	switch {
	case !c.down && s.Down:
		p.Pressed = true
	case c.down && !s.Down:
		p.Released = true
	case !c.down && s.Downs > 0 && s.Ups > 0:
		p.Pressed, p.Released = true, true
	case c.down && s.Down && s.Downs > 0 && s.Ups > 0:
		p.Released, p.Down = true, false
	}
	c.down = p.Down
	return p
}

// UI is what the widgets of package ui read of f: its pointer, its wheel
// and the one navigation its verbs ask for (the first of up, down, left,
// right, confirm).
func (f Frame) UI() ui.Input {
	in := ui.Input{Pointer: f.Pointer, Wheel: f.Wheel}
	switch {
	case f.Verbs.Has(VerbUp):
		in.Nav = ui.NavUp
	case f.Verbs.Has(VerbDown):
		in.Nav = ui.NavDown
	case f.Verbs.Has(VerbLeft):
		in.Nav = ui.NavLeft
	case f.Verbs.Has(VerbRight):
		in.Nav = ui.NavRight
	case f.Verbs.Has(VerbConfirm):
		in.Nav = ui.NavConfirm
	}
	return in
}
