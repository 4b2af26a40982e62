package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/session"
	"tavola/ui"
)

// The evaluation bar's size, in units: its width (its value's text,
// ui.Caption, fits in it), the gap between it and the board's picture, and
// the margin of its panel round the fill.
const (
	barW   = 8
	barGap = ui.Pad + ui.Pad/2
	barPad = ui.Pad
)

// evalBar is the evaluation bar beside the board: who stands better in the
// position shown, the first player's share filling it from the bottom (the
// side of the board White and South play from), the value written at the
// leader's end, eased as it swings (session.Gauge, whose search runs
// elsewhere: natively on a goroutine, in the browser in the AI's worker).
// The values come from the record's computer analysis where it holds one,
// else from the bar's own search of the position, never from the AI
// seat's. When its search fails the bar is dimmed and writes barFailed
// instead of a stale value, until the next value comes.
type evalBar struct {
	gauge *session.Gauge
	on    bool    // it shows (barShown, as the last update found)
	box   ui.Rect // where it stands; empty while hidden

	// The record's analysis by actions played (session.RecordStandings),
	// read again when the position shown changes (read).
	notes map[int]session.Standing
	read  [3]int // the actions played, the position shown, and a review on (1)

	st     session.Standing // the standing written
	text   string           // the value written, and at which end
	first  bool
	failed bool // the newest search failed: dimmed, barFailed written
}

// barFailed is what the bar writes, in its middle, when its search failed.
const barFailed = "—"

func newEvalBar(start session.EvalFunc) *evalBar {
	return &evalBar{gauge: session.NewGauge(start), read: [3]int{-1}}
}

// barShown reports whether the play scene shows the evaluation bar: in the
// demo and every game of the AI against itself, in a game that is over
// (and its review), in the review of a game the record holds an analysis
// of; while a person plays only when the setting turns it on.
func (p *play) barShown(a Host) bool {
	seats := p.sess.Seats()
	switch {
	case p.demo != nil, a.Settings().EvalBar, p.sess.Game().Outcome().Over, seats[0].AI && seats[1].AI:
		return true
	}
	return p.rev.active() && p.bar != nil && p.bar.notes != nil
}

// barRoom is the width the bar takes from the board's room when it shows.
func (p *play) barRoom(a Look) float64 {
	if p.bar == nil || !p.bar.on {
		return 0
	}
	return (barW + barGap) * a.Unit()
}

// placeBar puts the bar just left of the board's picture (centred in
// p.board, which left it barRoom), as tall as the picture.
func (p *play) placeBar(a Look) {
	if p.bar == nil {
		return
	}
	if !p.bar.on {
		p.bar.box = ui.Rect{}
		return
	}
	un, b := a.Unit(), p.board
	fit := p.view.Fit(int(b.W), int(b.H))
	pw, ph := float64(fit.X), float64(fit.Y)
	h := max(min(ph, b.H), min(30*un, b.H))
	x := b.X + (b.W-pw)/2 - (barW+barGap)*un
	p.bar.box = ui.Rect{X: max(x, b.X-(barW+barGap)*un), Y: b.Y + (b.H-h)/2, W: barW * un, H: h}
}

// shownPosition is the position on the board and the actions that led to
// it: the review's, or the live game's.
func (p *play) shownPosition() (rules.Game, int) {
	if p.rev.active() {
		return p.rev.game, p.rev.at
	}
	return p.sess.Game(), len(p.sess.Played())
}

// updateBar follows the position shown while the bar shows (its value
// from the record's analysis when it holds one, else searched), eases the
// fill, and asks for a frame while it moves.
func (p *play) updateBar(a Host) {
	if p.bar == nil {
		p.bar = newEvalBar(a.Deps().NewEval)
	}
	b := p.bar
	g, at := p.shownPosition()
	review := 0
	if p.rev.active() {
		review = 1
	}
	if k := [3]int{len(p.sess.Played()), at, review}; k != b.read && p.demo == nil {
		b.read = k
		b.notes, _ = session.RecordStandings(p.sess.Record())
	}
	if on := p.barShown(a); on != b.on {
		b.on = on
		p.layout(a) // the board makes room for the bar, or takes it back
		a.Redraw()
	}
	if !b.on {
		b.gauge.Close()
		return
	}
	if s, ok := b.notes[at]; ok {
		b.gauge.Show(g, s)
	} else {
		b.gauge.Follow(g)
	}
	moved := b.gauge.Tick()
	if failed := b.gauge.Err() != nil; failed != b.failed {
		b.failed, b.text, moved = failed, "", true
		if failed {
			b.text = barFailed
			a.Page().SetAttr("data-evalbar", b.text)
		}
	}
	if s, ok, _ := b.gauge.Standing(); ok && !b.failed && (s != b.st || b.text == "") {
		// A new value: written once (a steady frame allocates nothing).
		b.st = s
		b.text, b.first = s.Label()
		a.Page().SetAttr("data-evalbar", b.text) // for the browser tests
		moved = true
	}
	if moved {
		a.Redraw()
	}
}

// drawBar draws the bar: a rounded panel, the second player's colour
// above the first's, a line at even, and the value at the leader's end;
// dimmed, with barFailed in its middle, when its search failed.
func (p *play) drawBar(dst *ebiten.Image, a Look) {
	b := p.bar
	if b == nil || b.box.W <= 0 {
		return
	}
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	u.Panel(dst, b.box, ui.Radius*un, pal.Panel)
	in := ui.Rect{X: b.box.X + barPad*un, Y: b.box.Y + barPad*un, W: b.box.W - 2*barPad*un, H: b.box.H - 2*barPad*un}
	first := in.H * b.gauge.Fill()
	if b.failed {
		u.Rect(dst, in.X, in.Y, in.W, in.H-first, pal.Piece[1], 0.25)
		u.Rect(dst, in.X, in.Y+in.H-first, in.W, first, pal.Piece[0], 0.25)
		u.TextIn(dst, b.text, in.X+in.W/2, in.Y+in.H/2, in.W, ui.Caption*un, true, pal.TextDim, ui.AlignCenter)
		return
	}
	u.Rect(dst, in.X, in.Y, in.W, in.H-first, pal.Piece[1], 1)
	u.Rect(dst, in.X, in.Y+in.H-first, in.W, first, pal.Piece[0], 1)
	// The line at even, in the other colour than the fill it crosses.
	t, even := max(1, 0.25*un), pal.Piece[0]
	if b.gauge.Fill() > 0.5 {
		even = pal.Piece[1]
	}
	u.Rect(dst, in.X, in.Y+in.H/2-t/2, in.W, t, even, 0.6)
	if b.text == "" {
		return // no value yet: an even bar, with nothing written
	}
	y := in.Y + in.H - ui.Caption*un
	if !b.first {
		y = in.Y + ui.Caption*un
	}
	// Written in the other colour than the fill it stands on (the fill
	// may still be easing toward the leader's side).
	c := pal.Piece[1]
	if y < in.Y+in.H-first {
		c = pal.Piece[0]
	}
	u.TextIn(dst, b.text, in.X+in.W/2, y, in.W, ui.Caption*un, true, c, ui.AlignCenter)
}
