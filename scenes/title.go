package scenes

import (
	"errors"
	"fmt"
	"os"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/scenes/i18n"
	"tavola/scenes/prefs"
	"tavola/scenes/session"
)

// title is the first screen: continue the saved game, play, the demo, the
// rules, the settings.
type title struct {
	menu    *menu
	actions []func(a *App) error
	saved   *session.Session
	ticks   int
}

func newTitle(a *App) *title {
	t := &title{saved: a.loadAutosave()}
	t.build(a)
	return t
}

// build makes the menu in the current language.
func (t *title) build(a *App) {
	var items []menuItem
	t.actions = t.actions[:0]
	add := func(k i18n.Key, f func(a *App) error) {
		items = append(items, menuItem{text: a.t(k)})
		t.actions = append(t.actions, f)
	}
	if t.saved != nil {
		add(i18n.MenuContinue, func(a *App) error {
			a.goTo(newPlayFrom(a, t.saved))
			return nil
		})
		// Say which game is waiting.
		items[len(items)-1].text += " · " + a.t(familyKeys[family(t.saved.Game().Name())][0])
	}
	add(i18n.MenuPlay, func(a *App) error { a.goTo(newChoose(a, chooseSetup)); return nil })
	add(i18n.MenuDemo, func(a *App) error {
		d, err := newDemo(a, "")
		if err == nil {
			a.goTo(d)
		}
		return err
	})
	add(i18n.MenuRules, func(a *App) error { a.goTo(newChoose(a, chooseRules)); return nil })
	add(i18n.MenuSettings, func(a *App) error { a.goTo(newSettings(a)); return nil })
	if runtime.GOOS != "js" {
		add(i18n.MenuQuit, func(a *App) error { a.done = true; return nil })
	}
	t.menu = newMenu(items...)
}

func (t *title) Update(a *App) error {
	t.ticks++
	if i, _, ok := t.menu.update(a.in); ok {
		a.notice = ""
		a.snd.Play(audio.Click)
		return t.actions[i](a)
	}
	return nil
}

func (t *title) Draw(dst *ebiten.Image, a *App) {
	u, pal := a.ui, a.pal
	w, h := float64(a.w), float64(a.h)
	top := h * 0.2
	u.text(dst, a.t(i18n.AppName), w/2, top, 14*a.unit, true, pal.Text, alignCenter)
	u.text(dst, a.t(i18n.Tagline), w/2, top+10*a.unit, 4*a.unit, false, pal.TextDim, alignCenter)
	drawPieces(dst, a, w/2, top+16.5*a.unit, t.ticks)
	area := rectF{0, top + 21*a.unit, w, h - top - 25*a.unit}
	t.menu.layout(area, a.unit)
	t.menu.draw(dst, u, pal)
	if a.notice != "" {
		u.text(dst, a.notice, w/2, h-3*a.unit, 2.6*a.unit, false, pal.Win, alignCenter)
	}
}

// drawPieces draws a row of pieces of both players that bob gently: the
// title's ornament.
func drawPieces(dst *ebiten.Image, a *App, cx, cy float64, ticks int) {
	r := 2.2 * a.unit
	for i := range 7 {
		p := i % 2
		x := cx + float64(i-3)*r*2.6
		y := cy - r*0.35*wave(ticks+i*9)
		a.ui.piece(dst, a.pal, p, x, y, 2*r)
	}
}

// wave is a smooth 0…1…0 swing of two seconds.
func wave(ticks int) float64 {
	t := float64(ticks%120) / 120
	if t > 0.5 {
		t = 1 - t
	}
	t *= 2
	return t * t * (3 - 2*t)
}

// loadAutosave brings back the saved game; a save that cannot be read is
// reported on the title and ignored.
func (a *App) loadAutosave() *session.Session {
	b, err := a.store.Load("autosave")
	if errors.Is(err, prefs.ErrNotFound) || (err == nil && len(b) == 0) {
		return nil
	}
	if err == nil {
		var v session.Save
		if v, err = session.DecodeSave(b); err == nil {
			if !a.offered(v.Game) {
				err = fmt.Errorf("game %q is not offered", v.Game)
			} else {
				var s *session.Session
				if s, err = session.Restore(v, a.deps.NewGame, a.deps.NewSearch, a.nextSeed()); err == nil {
					if s.Game().Outcome().Over {
						return nil
					}
					return s
				}
			}
		}
	}
	fmt.Fprintln(os.Stderr, "tavola:", err)
	a.notice = fmt.Sprintf(a.t(i18n.SaveLost), err)
	return nil
}

// autosave keeps the game in play, or forgets it when s is nil.
func (a *App) autosave(s *session.Session) {
	var b []byte
	if s != nil {
		b = s.Snapshot().Encode()
	}
	if err := a.store.Save("autosave", b); err != nil {
		fmt.Fprintln(os.Stderr, "tavola:", err)
	}
}

// nextSeed gives each new session its own random choices.
func (a *App) nextSeed() uint64 {
	a.seed = a.seed*6364136223846793005 + 1442695040888963407
	return a.seed
}
