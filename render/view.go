package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
)

// Speed is the animation speed setting.
type Speed uint8

// The four animation speeds of the settings screen (ux.md): off, fast
// (120 ms a step), normal (250 ms) and slow (500 ms).
const (
	SpeedNormal Speed = iota
	SpeedFast
	SpeedSlow
	SpeedOff
)

// Ticks is the length in ticks (60 TPS) of one animation step at speed s;
// 0 means no animation.
func (s Speed) Ticks() int {
	switch s {
	case SpeedFast:
		return 7
	case SpeedSlow:
		return 30
	case SpeedOff:
		return 0
	}
	return 15
}

// Pointer is one frame of the pointer (mouse or touch, already merged by
// the caller) in screen device pixels.
type Pointer struct {
	X, Y     int
	Present  bool // the pointer is over the window (false for a lifted touch)
	Down     bool // a button or finger is down
	Pressed  bool // went down this frame
	Released bool // went up this frame
}

// View is a board on the screen. The play scene owns one per game; it shows
// the position of a rules.Game, turns the events of the actions applied to it
// into animations, and turns pointer input into legal actions. A view never
// changes the game: the scene applies the actions it returns.
type View interface {
	// SetBounds places the board inside r (screen device pixels); the view
	// keeps its aspect ratio and centres itself.
	SetBounds(r image.Rectangle)
	// Sync shows g's current position at once, with no animation (new game,
	// undo, loading a save).
	Sync(g rules.Game)
	// Animate shows the events of action a, which has just been applied to g
	// (g is already the position after it). A running animation is snapped
	// to its end first.
	Animate(g rules.Game, a rules.Action, events []rules.Event)
	// Update advances the animation by one tick.
	Update()
	// Animating reports whether an animation is running.
	Animating() bool
	// Snap jumps to the end of the running animation.
	Snap()
	// SetSpeed sets the animation speed.
	SetSpeed(s Speed)
	// SetHints turns the legal-move hints on or off.
	SetHints(on bool)
	// SetInteractive allows or forbids input to the board (it is forbidden
	// while the AI thinks or during a replay).
	SetInteractive(on bool)
	// Input feeds one frame of pointer input; when it completes a legal
	// action of g (which may take several clicks, as a GIPF removal choice
	// does) it returns it with ok true.
	Input(g rules.Game, p Pointer) (a rules.Action, ok bool)
	// Draw draws the board, its pieces, hover preview, hints, the last move
	// and the animation in progress.
	Draw(dst *ebiten.Image)
}
