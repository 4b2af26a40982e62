package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/rules"
)

// overPanel is the end of a game, over the board: who won and why, and
// (outside the demo) Play again and Menu.
type overPanel struct {
	head, why string // empty while the game goes on
	menu      *menu  // nil in the demo
	box       rectF  // where the panel was last laid out
}

// The choices of the panel's menu.
const (
	overPlayAgain = iota
	overMenu
)

func newOverPanel(a *App, buttons bool) overPanel {
	o := overPanel{}
	if buttons {
		o.menu = newMenu(menuItem{text: a.t(i18n.PlayAgain)}, menuItem{text: a.t(i18n.Menu)})
	}
	return o
}

// reason says why a game ended.
func (a *App) reason(r rules.Reason) string { return a.lang.Reason(r) }

// set writes the texts of g's outcome (none while it goes on).
func (o *overPanel) set(a *App, g rules.Game) {
	o.head, o.why = "", ""
	out := g.Outcome()
	if !out.Over {
		return
	}
	o.head = a.t(i18n.Draw)
	if out.Winner != rules.NoPlayer {
		o.head = fmt.Sprintf(a.t(i18n.Wins), a.playerName(g, out.Winner))
	}
	o.why = a.reason(out.Reason)
	if g.Name() == "kpe" {
		o.why += " · " + fmt.Sprintf(a.t(i18n.Score), out.Score[0], out.Score[1])
	}
}

// layout centres the panel on the board b: the headline and the reason,
// and under them the menu when there is one.
func (o *overPanel) layout(b rectF, un float64) {
	pw, ph := min(b.w*0.8, 70*un), 34*un
	if o.menu == nil {
		ph = 17 * un
	}
	o.box = rectF{b.x + (b.w-pw)/2, b.y + (b.h-ph)/2, pw, ph}
	if o.menu != nil {
		o.menu.layout(rectF{o.box.x, o.box.y + 14*un, pw, 18 * un}, un*0.8)
	}
}

// update reads a frame and returns the choice made, if any.
func (o *overPanel) update(f Frame) (choice int, ok bool) {
	if o.menu == nil {
		return 0, false
	}
	i, _, ok := o.menu.update(f)
	return i, ok
}

func (o *overPanel) draw(dst *ebiten.Image, a *App) {
	u, pal, un := a.ui, a.pal, a.unit
	r := o.box
	u.panel(dst, rectF{r.x - 0.5*un, r.y - 0.5*un, r.w + un, r.h + un}, 2.5*un, pal.Accent)
	u.panel(dst, r, 2*un, pal.Panel)
	u.textIn(dst, o.head, r.x+r.w/2, r.y+6*un, r.w-4*un, 6*un, true, pal.Text, alignCenter)
	u.textIn(dst, o.why, r.x+r.w/2, r.y+12.5*un, r.w-4*un, 3.2*un, false, pal.TextDim, alignCenter)
	if o.menu != nil {
		o.menu.draw(dst, u, pal)
	}
}
