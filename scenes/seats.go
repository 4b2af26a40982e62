package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/ui"
)

// seatPanel is the head of the play scene's side panel: the game's name,
// the two seats (the one to move marked, the AI's thinking dots beside it)
// and the status line. Its texts are rebuilt when the game changes.
type seatPanel struct {
	seat     [2]string // "White · AI level 3"
	status   string
	thinking string                   // status while the AI thinks ("Black to move · thinking…")
	steps    [render.StepCount]string // status while the board asks a step of a person ("White: choose which row to take")
}

// refresh writes the texts of s's position; head is the end of the game's
// headline ("White wins"), empty while it goes on.
func (sp *seatPanel) refresh(a Look, s *session.Session, head string) {
	g := s.Game()
	seats := s.Seats()
	for i := range 2 {
		who := a.t(i18n.Human)
		if seats[i].AI {
			who = fmt.Sprintf(a.t(i18n.AILevel), seats[i].Level)
		}
		sp.seat[i] = playerName(a, g, rules.Player(i)) + " · " + who
	}
	o := g.Outcome()
	sp.status = fmt.Sprintf(a.t(i18n.ToMove), playerName(a, g, g.ToMove()))
	if _, err := g.Position(); err != nil && !o.Over {
		// A decision in the middle of a turn: a GIPF row to choose.
		sp.status = fmt.Sprintf(a.t(i18n.ChooseRow), playerName(a, g, g.ToMove()))
	}
	sp.thinking = sp.status + " · " + a.t(i18n.Thinking) + "…"
	sp.steps = stepTexts(a, g)
	if o.Over {
		sp.status = head
	}
}

// draw draws the head of the side panel in box b for session sess; rev,
// when on, replaces the status, else step (what the board asks of the
// person to move). ticks drive the thinking dots. Every text
// keeps inside b.
func (sp *seatPanel) draw(dst *ebiten.Image, a Host, b ui.Rect, name string, sess *session.Session, step render.Step, rev *review, ticks int) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	x := b.X + ui.PanelPad*un
	right := b.X + b.W - ui.PanelPad*un
	head, room, line := sp.rooms(a, b)
	hl := a.screen().PanelHead(b, ui.Subheading, ui.AlignLeft)
	hl.W = head
	if !a.Settings().Sound {
		// The mute indicator, at the top right.
		u.TextIn(dst, a.t(i18n.SoundOff), right, hl.Y, b.W/3, ui.Caption*un, false, pal.TextDim, ui.AlignRight)
	}
	u.Line(dst, hl, a.t(i18n.FamilyKeys(family(name))[0]), true, pal.Text, ui.AlignLeft)
	g := sess.Game()
	over := g.Outcome().Over
	for i := range 2 {
		y := b.Y + 12*un + float64(i)*6.5*un
		pl := rules.Player(i)
		bold := g.ToMove() == pl && !over
		if bold {
			u.Rect(dst, b.X, y-2.8*un, 1.2*un, 5.6*un, pal.Accent, 1)
		}
		u.Piece(dst, pal, i, x+ui.Inset*un, y, seatPiece*un)
		u.TextIn(dst, sp.seat[i], x+seatText*un, y, room, ui.Body*un, bold, pal.Text, ui.AlignLeft)
		if g.ToMove() == pl && sess.Thinking() {
			// The thinking indicator: three dots that pulse in turn.
			tx := x + (seatText+ui.Pad)*un + min(u.TextWidth(sp.seat[i], u.FitSize(sp.seat[i], ui.Body*un, room, bold), bold), room)
			for d := range 3 {
				k := wave(ticks*2 + d*20)
				u.Circle(dst, tx+float64(d)*2*un, y, (0.45+0.35*k)*un, pal.Accent, 1)
			}
		}
	}
	statusColor := pal.TextDim
	if over {
		statusColor = pal.Win
	}
	if rev.active() {
		statusColor = pal.Accent
	}
	status, bold := sp.line(sess, step, rev), over || rev.active()
	if u.TextWidth(status, ui.Body*un, bold) <= line {
		u.TextIn(dst, status, x, b.Y+26*un, line, ui.Body*un, bold, statusColor, ui.AlignLeft)
	} else {
		// A longer status (a step of a GIPF removal) takes two lines.
		u.Para(dst, status, x, b.Y+22.4*un, line, ui.Small*un, bold, statusColor, ui.AlignLeft, 2)
	}
}

// line is the status line shown: the review's when one is on, else what
// the board asks of the person to move (step), else the AI's thinking,
// else the position's.
func (sp *seatPanel) line(sess *session.Session, step render.Step, rev *review) string {
	switch {
	case rev.active():
		return rev.text
	case sess.Game().Outcome().Over:
		return sp.status
	case step != render.StepNone && step < render.StepCount && sess.HumanToMove():
		return sp.steps[step]
	case sess.Thinking():
		return sp.thinking
	}
	return sp.status
}

// rooms are the widths the game's name (beside the mute indicator when
// the sound is off), a seat's text (the thinking dots' room kept for
// every seat) and the status line have in box b.
func (sp *seatPanel) rooms(a Host, b ui.Rect) (head, seat, line float64) {
	un := a.Unit()
	line = b.W - 2*ui.PanelPad*un
	head = line
	if !a.Settings().Sound {
		head -= min(a.Painter().TextWidth(a.t(i18n.SoundOff), ui.Caption*un, false), b.W/3) + 2*un
	}
	return head, line - seatText*un - seatDots*un, line
}

// seatDots is the room of the thinking dots after a seat's text, in units.
const seatDots = 6.5

// seatPiece is the diameter of a seat's piece, in units.
const seatPiece = 4.4

// seatText is how far a seat's name stands right of the panel's text edge
// (past its piece), in units.
const seatText = 6

// playerName is the name of g's seat pl for the player: "White".
func playerName(a Look, g rules.Game, pl rules.Player) string { return a.Lang().Seat(g.PlayerName(pl)) }
