package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"tavola/render"
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
}

// Source reads the input of a tick. The window's is NewSource(); tests use
// their own.
type Source interface {
	Read() Frame
}

// noTouch marks the absence of an active touch.
const noTouch ebiten.TouchID = -1

// ebitenSource merges the mouse and the first finger into one pointer and
// reads the keyboard as verbs. Positions are in the screen's pixels, which
// Layout makes device pixels.
type ebitenSource struct {
	touch   ebiten.TouchID
	tx, ty  int
	ids     []ebiten.TouchID
	keys    []ebiten.Key
	chars   []rune
	mx, my  int  // the mouse position when the last touch began
	lastTap bool // the pointer last came from a finger
}

// NewSource returns the input of the window.
func NewSource() Source {
	return &ebitenSource{touch: noTouch, ids: make([]ebiten.TouchID, 0, 8),
		keys: make([]ebiten.Key, 0, 8), chars: make([]rune, 0, 8)}
}

var keyVerbs = [...]struct {
	key  ebiten.Key
	verb Verb
}{
	{ebiten.KeyArrowUp, VerbUp}, {ebiten.KeyArrowDown, VerbDown}, {ebiten.KeyTab, VerbDown},
	{ebiten.KeyArrowLeft, VerbLeft}, {ebiten.KeyArrowRight, VerbRight},
	{ebiten.KeyEnter, VerbConfirm}, {ebiten.KeyNumpadEnter, VerbConfirm},
	{ebiten.KeyEscape, VerbBack}, {ebiten.KeyBackspace, VerbBack},
	{ebiten.KeyF1, VerbHelp},
	{ebiten.KeyU, VerbUndo}, {ebiten.KeyR, VerbRedo},
	{ebiten.KeyH, VerbHints}, {ebiten.KeyM, VerbMute},
	{ebiten.KeySpace, VerbPause}, {ebiten.KeyN, VerbStep}, {ebiten.KeyG, VerbGame},
	{ebiten.KeyNumpadAdd, VerbFaster}, {ebiten.KeyNumpadSubtract, VerbSlower},
	{ebiten.KeyHome, VerbFirst}, {ebiten.KeyEnd, VerbLast},
}

func (s *ebitenSource) Read() Frame {
	var f Frame
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
			}
			continue
		}
		for _, kv := range keyVerbs {
			if kv.key == k {
				f.Verbs |= kv.verb
			}
		}
	}
	// Characters depend on the keyboard layout: '?' and '+' sit on
	// different keys in Italy and in England.
	s.chars = ebiten.AppendInputChars(s.chars[:0])
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
	f.Pointer = s.pointer()
	if f.Pointer.Pressed {
		f.Gesture = true
	}
	return f
}

// pointer follows the first finger while one is down, and the mouse
// otherwise.
func (s *ebitenSource) pointer() render.Pointer {
	var p render.Pointer
	if s.touch == noTouch {
		s.ids = inpututil.AppendJustPressedTouchIDs(s.ids[:0])
		if len(s.ids) > 0 {
			s.touch = s.ids[0]
			s.tx, s.ty = ebiten.TouchPosition(s.touch)
			s.mx, s.my = ebiten.CursorPosition()
			s.lastTap = true
			return render.Pointer{X: s.tx, Y: s.ty, Present: true, Down: true, Pressed: true}
		}
	} else {
		if inpututil.IsTouchJustReleased(s.touch) {
			s.touch = noTouch
			return render.Pointer{X: s.tx, Y: s.ty, Present: true, Released: true}
		}
		s.tx, s.ty = ebiten.TouchPosition(s.touch)
		return render.Pointer{X: s.tx, Y: s.ty, Present: true, Down: true}
	}
	x, y := ebiten.CursorPosition()
	if s.lastTap {
		// After a tap, until the mouse moves, nothing hovers: the finger
		// has left the glass.
		if x == s.mx && y == s.my {
			return p
		}
		s.lastTap = false
	}
	p.X, p.Y = x, y
	p.Present = true
	p.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	p.Pressed = inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	p.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	return p
}
