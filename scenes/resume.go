package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/session"
	"tavola/ui"
)

// resume lists the games in progress, one per kind (the title's Continue
// when there are several): "Gravity · 12 moves · Human vs AI level 3".
type resume struct {
	saved []*session.Session
	menu  *ui.Menu
}

func newResume(a Host, saved []*session.Session) *resume {
	r := &resume{saved: saved}
	var items []ui.MenuItem
	for _, s := range saved {
		items = append(items, ui.MenuItem{Text: a.Library().InProgressText(s)})
	}
	items = append(items, ui.MenuItem{Text: a.t(i18n.Back)})
	r.menu = ui.NewMenu(items...)
	return r
}

func (r *resume) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, _, ok := r.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	if i == len(r.saved) {
		a.goTo(newTitle(a))
		return nil
	}
	a.goTo(newPlayFrom(a, r.saved[i]))
	return nil
}

func (r *resume) Draw(dst *ebiten.Image, a Host) {
	s := a.screen()
	a.Painter().Heading(dst, s.Head(ui.Display), a.t(i18n.InProgress), a.Palette().Text)
	r.menu.Layout(s.MenuArea(s.Below(ui.Display, 0), ui.Margin+ui.Gap), a.Unit())
	a.Painter().Menu(dst, r.menu, a.Palette())
}

// replace asks before a new game replaces the game of its kind in
// progress: continue that one (the default), start the new one, or go
// back to the setup.
type replace struct {
	saved      *session.Session
	start      func() (*play, error) // the new game
	back       func() Scene
	head, info string
	menu       *ui.Menu
}

// The choices of replace, in order.
const (
	replaceContinue = iota
	replaceNew
	replaceBack
)

func newReplace(a Host, saved *session.Session, seats [2]session.Seat, back func() Scene) *replace {
	return newReplaceWith(a, saved, a.t(i18n.NewGame),
		func() (*play, error) { return newPlay(a, saved.Game().Name(), seats) }, back)
}

// newReplaceWith asks before start (said by startText) replaces the game
// saved: a new game, or one opened (a saved game, a link, a paste).
func newReplaceWith(a Host, saved *session.Session, startText string, start func() (*play, error), back func() Scene) *replace {
	return &replace{saved: saved, start: start, back: back,
		head: fmt.Sprintf(a.t(i18n.InProgressOne), a.gameTitle(saved.Game().Name())),
		info: a.Library().MovesText(saved) + " · " + a.Library().SeatsText(saved),
		menu: ui.NewMenu(ui.MenuItem{Text: a.t(i18n.ContinueSaved)}, ui.MenuItem{Text: startText},
			ui.MenuItem{Text: a.t(i18n.Back)})}
}

func (r *replace) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(r.back())
		return nil
	}
	i, _, ok := r.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	switch i {
	case replaceContinue:
		a.goTo(newPlayFrom(a, r.saved))
	case replaceNew:
		p, err := r.start()
		if err != nil {
			return err
		}
		a.goTo(p)
	case replaceBack:
		a.goTo(r.back())
	}
	return nil
}

func (r *replace) Draw(dst *ebiten.Image, a Host) {
	u, pal, s := a.Painter(), a.Palette(), a.screen()
	// The heading (a question, in up to two lines) from the top of the
	// screen's heading down, the game and the warning under it.
	head := s.Head(ui.Heading)
	y := head.Y - head.Size/2
	y += u.Para(dst, r.head, head.X, y, head.W, head.Size, true, pal.Text, ui.AlignCenter, 2)
	y += s.U(ui.Pad)
	y += u.Para(dst, r.info, head.X, y, head.W, s.U(ui.Info), false, pal.Text, ui.AlignCenter, 2)
	y += u.Para(dst, a.t(i18n.ReplaceWarn), head.X, y+s.U(ui.Pad), head.W, s.U(ui.Info), false, pal.TextDim, ui.AlignCenter, 2)
	r.menu.Layout(s.MenuArea(y+s.U(ui.Margin), ui.Margin), a.Unit())
	u.Menu(dst, r.menu, pal)
}
