package render

import (
	"tavola/rules"
	"tavola/sprites"
)

// tap follows a press and release on the targets of a board (squares,
// pits), numbered from 0, noSquare for none: the one under the pointer
// that can be played (the hover preview) and the one pressed.
type tap struct {
	hover, press int
}

// noTap is a tap with nothing hovered or pressed.
var noTap = tap{noSquare, noSquare}

// reset forgets the hover and the press.
func (t *tap) reset() { *t = noTap }

// track takes the pointer p over target (noSquare when over none), which
// can be played when legal. It reports the target tapped: pressed, then
// released on the same target, which can be played.
func (t *tap) track(p Pointer, target int, legal bool) (int, bool) {
	t.hover = noSquare
	if legal {
		t.hover = target
	}
	if p.Pressed {
		t.press = target
	}
	if p.Released {
		pressed := t.press
		t.press = noSquare
		if legal && target == pressed {
			t.hover = noSquare
			return target, true
		}
	}
	return noSquare, false
}

// tapBoard is a board played by tapping one target, a Gravity square or a
// Kpé pit: the shared part of those views and their input.
type tapBoard struct {
	board
	tap
}

// newTapBoard returns a tap board drawn in palette p, nothing hovered.
func newTapBoard(p *sprites.Palette) tapBoard { return tapBoard{board: newBoard(p), tap: noTap} }

// targets is what a tap board asks of the view it is part of.
type targets interface {
	// Sync shows g's position afresh.
	Sync(g rules.Game)
	// targetAt returns the target under screen point (x, y), or noSquare.
	targetAt(x, y int) int
	// playable reports whether target t is a legal action now.
	playable(t int) bool
	// tipAt returns the tooltip of the thing under screen point (x, y),
	// or noTip.
	tipAt(x, y int) int
}

// SetInteractive allows or forbids input to the board.
func (b *tapBoard) SetInteractive(on bool) {
	b.interactive = on
	if !on {
		b.tap.reset()
	}
}

// input turns a press and release on the same playable target of v into
// its action (the target's number); the target under the pointer (or
// finger) is previewed, and a thing it rests on explained. A game changed
// behind the view's back is shown afresh first.
func (b *tapBoard) input(v targets, g rules.Game, p Pointer) (rules.Action, bool) {
	if b.stale(g) {
		v.Sync(g)
	}
	tip := noTip
	if located(p) {
		tip = v.tipAt(p.X, p.Y)
	}
	if b.tipFrame(p, tip) || !b.interactive || b.outcome.Over {
		// A long press that showed a tooltip plays nothing.
		b.tap.reset()
		return 0, false
	}
	t := noSquare
	if located(p) {
		t = v.targetAt(p.X, p.Y)
	}
	if t, ok := b.tap.track(p, t, t != noSquare && v.playable(t)); ok {
		return rules.Action(t), true
	}
	return 0, false
}
