package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/rules"
	"tavola/ui"
)

// overPanel is the end of a game, over the board: who won and why, and
// (outside the demo) Play again and Menu.
type overPanel struct {
	head, why string   // empty while the game goes on
	menu      *ui.Menu // nil in the demo
	box       ui.Rect  // where the panel was last laid out
}

// The choices of the panel's menu.
const (
	overPlayAgain = iota
	overMenu
)

func newOverPanel(a Look, buttons bool) overPanel {
	o := overPanel{}
	if buttons {
		o.menu = ui.NewMenu(ui.MenuItem{Text: a.t(i18n.PlayAgain)}, ui.MenuItem{Text: a.t(i18n.Menu)})
	}
	return o
}

// set writes the texts of g's outcome (none while it goes on).
func (o *overPanel) set(a Look, g rules.Game) {
	o.head, o.why = "", ""
	out := g.Outcome()
	if !out.Over {
		return
	}
	o.head = a.t(i18n.Draw)
	if out.Winner != rules.NoPlayer {
		o.head = fmt.Sprintf(a.t(i18n.Wins), playerName(a, g, out.Winner))
	}
	o.why = reason(a, out.Reason)
	if g.Name() == "kpe" {
		o.why += " · " + fmt.Sprintf(a.t(i18n.Score), out.Score[0], out.Score[1])
	}
}

// layout centres the panel on the board b: the headline and the reason,
// and under them the menu when there is one.
func (o *overPanel) layout(b ui.Rect, un float64) {
	pw, ph := min(b.W*0.8, 70*un), 34*un
	if o.menu == nil {
		ph = 17 * un
	}
	o.box = ui.Rect{X: b.X + (b.W-pw)/2, Y: b.Y + (b.H-ph)/2, W: pw, H: ph}
	if o.menu != nil {
		o.menu.Layout(ui.Rect{X: o.box.X, Y: o.box.Y + 14*un, W: pw, H: 18 * un}, un*0.8)
	}
}

// update reads a frame and returns the choice made, if any.
func (o *overPanel) update(f Frame) (choice int, ok bool) {
	if o.menu == nil {
		return 0, false
	}
	i, _, ok := o.menu.Update(f.UI())
	return i, ok
}

func (o *overPanel) draw(dst *ebiten.Image, a Look) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	r := o.box
	u.Panel(dst, ui.Rect{X: r.X - 0.5*un, Y: r.Y - 0.5*un, W: r.W + un, H: r.H + un}, 2.5*un, pal.Accent)
	u.Panel(dst, r, ui.Radius*un, pal.Panel)
	head := a.screen().PanelHead(r, ui.Heading, ui.AlignCenter)
	u.Heading(dst, head, o.head, pal.Text)
	u.TextIn(dst, o.why, head.X, r.Y+12.5*un, head.W, ui.Body*un, false, pal.TextDim, ui.AlignCenter)
	if o.menu != nil {
		u.Menu(dst, o.menu, pal)
	}
}

// reason says why a game ended.
func reason(a Look, r rules.Reason) string { return a.Lang().Reason(r) }
