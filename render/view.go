package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/device"
	"tavola/rules"
	"tavola/sprites"
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
// the caller) in screen pixels: the type the widgets read too.
type Pointer = device.Pointer

// View is a board on the screen. The play scene owns one per game; it shows
// the position of a rules.Game, turns the events of the actions applied to it
// into animations, and turns pointer input into legal actions. A view never
// changes the game: the scene applies the actions it returns.
type View interface {
	// SetBounds places the board inside r (screen device pixels); the view
	// keeps its aspect ratio and centres itself.
	SetBounds(r image.Rectangle)
	// Fit returns the size of the board's picture placed in a w×h
	// rectangle, for a scene that gives it no more room than it takes
	// (a GIPF board turns its stacks into strips above and below it when
	// that makes it bigger, so its height at a given width is not its
	// width).
	Fit(w, h int) image.Point
	// Sync shows g's current position at once, with no animation (new game,
	// undo, loading a save).
	Sync(g rules.Game)
	// Animate shows the events of action a, which has just been applied to g
	// (g is already the position after it). A running animation is snapped
	// to its end first.
	Animate(g rules.Game, a rules.Action, events []rules.Event)
	// AnimateBack shows action a being taken back (a review stepping back
	// over it): g is the position before a, events are what a did when it
	// was played from there. The view plays a's animation in reverse and
	// ends on g. A running animation is snapped to its end first.
	AnimateBack(g rules.Game, a rules.Action, events []rules.Event)
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
	// and the animation in progress, with the captions and the tooltip
	// shown.
	Draw(dst *ebiten.Image)
	// SetLabels sets the words of the board's captions and tooltips.
	SetLabels(l Labels)
	// Step says what the player to move is being asked on the board now,
	// for the scene's status line.
	Step() Step
	// SetRecorder routes the view's draws through r, which holds them back
	// during a frame and draws only what changed (nil: drawn at once).
	SetRecorder(r *Recorder)
	// Still reports whether the next Draw would draw what the last one did,
	// if the view is told nothing new meanwhile (no Sync, Animate, setter or
	// pointer movement): false while an animation, a pulse or a timed cue
	// runs, or a resize settles. The app redraws the screen only when
	// something changed, so a view that shows anything that moves by
	// itself must report it here.
	Still() bool
}

// Step is what a board asks of the player to move, beyond "your move":
// the steps of a GIPF removal choice.
type Step uint8

// The steps.
const (
	StepNone       Step = iota // nothing beyond the move
	StepChooseRow              // several rows are offered: click the one to take
	StepKeepGIPF               // the row chosen holds GIPF pieces: click those to keep, then confirm
	StepConfirmRow             // a row is chosen: confirm it, or cancel to choose another
	StepCount                  // the number of steps
)

// board is what every view shares: its palette and painter, the cached
// board image and the palette it was drawn in, the settings the View
// interface sets, the clock that pulses highlights, and the identity of
// the position it shows — so that a game changed behind its back (the
// scene undid a move without telling it) is noticed and shown afresh.
type board struct {
	pal      *sprites.Palette
	pnt      painter
	boardImg *ebiten.Image
	artPal   *sprites.Palette // the palette boardImg was drawn in
	settle   int              // ticks since the size last changed
	clock    int              // ticks since creation

	hash    uint64
	plies   int
	outcome rules.Outcome
	toMove  rules.Player

	interactive, hints bool
	speed              Speed

	tips
}

// still is the shared part of a view's Still: nothing clock-driven was
// drawn last, the art has settled at its size and no tooltip is about to
// open or close.
func (b *board) still() bool { return b.pnt.still(b.settle) && !b.tipper.pending() }

// newBoard returns the shared part of a view drawn in palette p, accepting
// input.
func newBoard(p *sprites.Palette) board {
	return board{pal: p, pnt: newPainter(), interactive: true, tips: tips{tipper: noTipper}}
}

// SetPalette redraws the board in palette p.
func (b *board) SetPalette(p *sprites.Palette) { b.pal = p }

// SetRecorder routes the board's draws through r.
func (b *board) SetRecorder(r *Recorder) { b.pnt.rec = r }

// SetSpeed sets the animation speed.
func (b *board) SetSpeed(s Speed) { b.speed = s }

// SetHints shows or hides the legal-move hints.
func (b *board) SetHints(on bool) { b.hints = on }

// Step reports StepNone: the boards that ask more say so themselves.
func (b *board) Step() Step { return StepNone }

// clockTick is the part of Update every view shares: the clock and the resize
// settle advance.
func (b *board) clockTick() {
	b.clock++
	b.settle++
}

// read records g as the position shown: its identity, outcome and player
// to move.
func (b *board) read(g rules.Game) {
	b.hash, b.plies = g.Hash(), g.Plies()
	b.outcome, b.toMove = g.Outcome(), g.ToMove()
}

// stale reports whether g is not the position the view last read.
func (b *board) stale(g rules.Game) bool { return g.Hash() != b.hash || g.Plies() != b.plies }

// redraw reports whether the art must be drawn again (see painter.reuse):
// same says the layout it was drawn for still holds, scale is the size
// wanted over the size it was drawn for. When it must, the old board image
// is freed and the palette noted; the view then draws its art.
func (b *board) redraw(same bool, scale float64) bool {
	if b.pnt.reuse(b.boardImg != nil && b.artPal == b.pal && same, scale, b.settle) {
		return false
	}
	if b.boardImg != nil {
		b.pnt.rec.Free(b.boardImg)
	}
	b.artPal = b.pal
	return true
}
