package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/session"
)

// resume lists the games in progress, one per kind (the title's Continue
// when there are several): "Gravity · 12 moves · Human vs AI level 3".
type resume struct {
	saved []*session.Session
	menu  *menu
}

func newResume(a *App, saved []*session.Session) *resume {
	r := &resume{saved: saved}
	var items []menuItem
	for _, s := range saved {
		items = append(items, menuItem{text: a.lib.InProgressText(s)})
	}
	items = append(items, menuItem{text: a.t(i18n.Back)})
	r.menu = newMenu(items...)
	return r
}

func (r *resume) Update(a *App) error {
	if a.in.Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, _, ok := r.menu.update(a.in)
	if !ok {
		return nil
	}
	a.snd.Play(audio.Click)
	if i == len(r.saved) {
		a.goTo(newTitle(a))
		return nil
	}
	a.goTo(newPlayFrom(a, r.saved[i]))
	return nil
}

func (r *resume) Draw(dst *ebiten.Image, a *App) {
	w, h := float64(a.w), float64(a.h)
	a.ui.text(dst, a.t(i18n.InProgress), w/2, 12*a.unit, 8*a.unit, true, a.pal.Text, alignCenter)
	r.menu.layout(rectF{0, 20 * a.unit, w, h - 26*a.unit}, a.unit)
	r.menu.draw(dst, a.ui, a.pal)
}

// replace asks before a new game replaces the game of its kind in
// progress: continue that one (the default), start the new one, or go
// back to the setup.
type replace struct {
	saved      *session.Session
	start      func() (*play, error) // the new game
	back       func() Scene
	head, info string
	menu       *menu
}

// The choices of replace, in order.
const (
	replaceContinue = iota
	replaceNew
	replaceBack
)

func newReplace(a *App, saved *session.Session, seats [2]session.Seat, back func() Scene) *replace {
	return newReplaceWith(a, saved, a.t(i18n.NewGame),
		func() (*play, error) { return newPlay(a, saved.Game().Name(), seats) }, back)
}

// newReplaceWith asks before start (said by startText) replaces the game
// saved: a new game, or one opened (a saved game, a link, a paste).
func newReplaceWith(a *App, saved *session.Session, startText string, start func() (*play, error), back func() Scene) *replace {
	return &replace{saved: saved, start: start, back: back,
		head: fmt.Sprintf(a.t(i18n.InProgressOne), a.gameTitle(saved.Game().Name())),
		info: a.lib.MovesText(saved) + " · " + a.lib.SeatsText(saved),
		menu: newMenu(menuItem{text: a.t(i18n.ContinueSaved)}, menuItem{text: startText},
			menuItem{text: a.t(i18n.Back)})}
}

func (r *replace) Update(a *App) error {
	if a.in.Verbs.Has(VerbBack) {
		a.goTo(r.back())
		return nil
	}
	i, _, ok := r.menu.update(a.in)
	if !ok {
		return nil
	}
	a.snd.Play(audio.Click)
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

func (r *replace) Draw(dst *ebiten.Image, a *App) {
	u, pal, un := a.ui, a.pal, a.unit
	w, h := float64(a.w), float64(a.h)
	y := 6 * un
	y += u.para(dst, r.head, w/2, y, w-8*un, 6*un, true, pal.Text, alignCenter, 2)
	y += un
	y += u.para(dst, r.info, w/2, y, w-8*un, 3.4*un, false, pal.Text, alignCenter, 2)
	y += u.para(dst, a.t(i18n.ReplaceWarn), w/2, y+un, w-8*un, 3.4*un, false, pal.TextDim, alignCenter, 2)
	top := y + 4*un
	r.menu.layout(rectF{0, top, w, h - top - 4*un}, un)
	r.menu.draw(dst, u, pal)
}
