package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/scenes/i18n"
	"tavola/scenes/session"
)

// seatPanel is the head of the play scene's side panel: the game's name,
// the two seats (the one to move marked, the AI's thinking dots beside it)
// and the status line. Its texts are rebuilt when the game changes.
type seatPanel struct {
	seat     [2]string // "White · AI level 3"
	status   string
	thinking string // status while the AI thinks ("Black to move · thinking…")
}

// seatNames maps the protocol's seat names to the interface's words.
var seatNames = map[string]i18n.Key{"white": i18n.White, "black": i18n.Black, "south": i18n.South, "north": i18n.North}

func (a *App) playerName(g rules.Game, pl rules.Player) string {
	n := g.PlayerName(pl)
	if k, ok := seatNames[n]; ok {
		return a.t(k)
	}
	return n
}

// refresh writes the texts of s's position; head is the end of the game's
// headline ("White wins"), empty while it goes on.
func (sp *seatPanel) refresh(a *App, s *session.Session, head string) {
	g := s.Game()
	seats := s.Seats()
	for i := range 2 {
		who := a.t(i18n.Human)
		if seats[i].AI {
			who = fmt.Sprintf(a.t(i18n.AILevel), seats[i].Level)
		}
		sp.seat[i] = a.playerName(g, rules.Player(i)) + " · " + who
	}
	o := g.Outcome()
	sp.status = fmt.Sprintf(a.t(i18n.ToMove), a.playerName(g, g.ToMove()))
	if _, err := g.Position(); err != nil && !o.Over {
		// A decision in the middle of a turn: a GIPF row to choose.
		sp.status = fmt.Sprintf(a.t(i18n.ChooseRow), a.playerName(g, g.ToMove()))
	}
	sp.thinking = sp.status + " · " + a.t(i18n.Thinking) + "…"
	if o.Over {
		sp.status = head
	}
}

// draw draws the head of the side panel s for session sess; rev, when on,
// replaces the status. ticks drive the thinking dots.
func (sp *seatPanel) draw(dst *ebiten.Image, a *App, s rectF, name string, sess *session.Session, rev *review, ticks int) {
	u, pal, un := a.ui, a.pal, a.unit
	x := s.x + 3*un
	u.text(dst, a.t(familyKeys[family(name)][0]), x, s.y+5*un, 5*un, true, pal.Text, alignLeft)
	g := sess.Game()
	over := g.Outcome().Over
	for i := range 2 {
		y := s.y + 12*un + float64(i)*6.5*un
		pl := rules.Player(i)
		if g.ToMove() == pl && !over {
			u.rect(dst, s.x, y-2.8*un, 1.2*un, 5.6*un, pal.Accent, 1)
		}
		u.piece(dst, pal, i, x+2*un, y, 4.4*un)
		u.text(dst, sp.seat[i], x+6*un, y, 3.2*un, g.ToMove() == pl && !over, pal.Text, alignLeft)
		if g.ToMove() == pl && sess.Thinking() {
			// The thinking indicator: three dots that pulse in turn.
			tx := x + 7*un + u.textWidth(sp.seat[i], 3.2*un, true)
			for d := range 3 {
				k := wave(ticks*2 + d*20)
				u.circle(dst, tx+float64(d)*2*un, y, (0.45+0.35*k)*un, pal.Accent, 1)
			}
		}
	}
	statusColor := pal.TextDim
	if over {
		statusColor = pal.Win
	}
	status := sp.status
	if sess.Thinking() && !over {
		status = sp.thinking
	}
	if rev.active() {
		status, statusColor = rev.text, pal.Accent
	}
	u.text(dst, status, x, s.y+26*un, 3.2*un, over || rev.active(), statusColor, alignLeft)
}
