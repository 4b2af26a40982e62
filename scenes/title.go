package scenes

import (
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/session"
	"tavola/ui"
)

// title is the first screen: continue a game in progress, play, the
// demo, the puzzles, the rules, the settings.
type title struct {
	menu    *ui.Menu
	actions []func(a Host) error
	saved   []*session.Session // the games in progress, one per kind at most
	born    time.Duration      // the app's clock when the title was made
	ticks   int                // the ripple's ticks (60 a second) since
}

func newTitle(a Host) *title {
	t := &title{saved: a.loadSaves(), born: a.Now()}
	t.build(a)
	return t
}

// build makes the menu in the current language. Continue comes first when
// games are in progress, and says which (library's Continue): with one it
// goes straight there, with several to the list of them.
func (t *title) build(a Host) {
	var items []ui.MenuItem
	t.actions = t.actions[:0]
	add := func(text string, f func(a Host) error) {
		items = append(items, ui.MenuItem{Text: text})
		t.actions = append(t.actions, f)
	}
	if text, straight, ok := a.Library().Continue(t.saved); ok {
		add(text, func(a Host) error {
			if straight {
				a.goTo(newPlayFrom(a, t.saved[0]))
			} else {
				a.goTo(newResume(a, t.saved))
			}
			return nil
		})
	}
	add(a.t(i18n.MenuPlay), func(a Host) error { a.goTo(newChoose(a, chooseSetup)); return nil })
	add(a.t(i18n.MenuSaved), func(a Host) error { a.goTo(newLibrary(a, nil)); return nil })
	add(a.t(i18n.MenuDemo), func(a Host) error {
		d, err := newDemo(a, "")
		if err == nil {
			a.goTo(d)
		}
		return err
	})
	add(a.t(i18n.MenuPuzzles), func(a Host) error { a.goTo(newPuzzleHub(a)); return nil })
	add(a.t(i18n.MenuRules), func(a Host) error { a.goTo(newChoose(a, chooseRules)); return nil })
	add(a.t(i18n.MenuSettings), func(a Host) error { a.goTo(newSettings(a)); return nil })
	if runtime.GOOS != "js" {
		add(a.t(i18n.MenuQuit), func(a Host) error { a.quit(); return nil })
	}
	t.menu = ui.NewMenu(items...)
}

// The title's pieces ripple: each bobs titleBobs ticks of 60 a second
// (three waves), bobStagger ticks after the one before, then rests, so
// that a still title costs no drawing at all. The ripple follows the clock,
// not the ticks: on a slow browser it still ends after seven seconds.
const (
	titleBobs   = 3 * 120
	bobStagger  = 9
	titlePieces = 7
)

// Where the title's tagline, ornament and menu stand under the name, in
// units.
const (
	titleTagline  = 10
	titlePiecesAt = 16.5
	titleMenuAt   = 21
)

func (t *title) Update(a Host) error {
	if t.ticks < titleBobs+(titlePieces-1)*bobStagger {
		t.ticks = int((a.Now() - t.born) * 60 / time.Second)
		a.Redraw()
	}
	if i, _, ok := t.menu.Update(a.Input().UI()); ok {
		a.Sounds().Play(audio.Click)
		return t.actions[i](a)
	}
	return nil
}

// Draw draws the name, the ornament and the menu, which keeps clear of
// the notices at the bottom, and the build's version in a corner.
func (t *title) Draw(dst *ebiten.Image, a Host) {
	u, pal, s := a.Painter(), a.Palette(), a.screen()
	w, h := s.W, s.H
	// The name a fifth of the way down, the tagline and the ornament under
	// it, the menu below them (above the notices).
	top := h * 0.2
	u.Text(dst, a.t(i18n.AppName), w/2, top, s.U(ui.Title), true, pal.Text, ui.AlignCenter)
	u.Text(dst, a.t(i18n.Tagline), w/2, top+s.U(titleTagline), s.U(ui.Lead), false, pal.TextDim, ui.AlignCenter)
	drawPieces(dst, a, w/2, top+s.U(titlePiecesAt), t.ticks)
	menuTop := top + s.U(titleMenuAt)
	area := s.MenuArea(menuTop, ui.Margin)
	area.H -= max(0, a.noticeHeight()-s.U(3))
	t.menu.Layout(area, a.Unit())
	u.Menu(dst, t.menu, pal)
	if v := a.Version(); v != "" {
		// Small, in the top left corner: out of the way of the menu, of
		// the notices at the bottom and of the browser page's full-screen
		// button at the top right.
		u.Text(dst, v, s.U(ui.Gap), s.U(ui.Gap+ui.Fine/4), s.U(ui.Fine), false, pal.TextDim, ui.AlignLeft)
	}
}

// drawPieces draws a row of pieces of both players that ripple gently and
// rest: the title's ornament.
func drawPieces(dst *ebiten.Image, a Look, cx, cy float64, ticks int) {
	r := 2.2 * a.Unit()
	for i := range titlePieces {
		p := i % 2
		x := cx + float64(i-titlePieces/2)*r*2.6
		y := cy - r*0.35*wave(min(max(ticks-i*bobStagger, 0), titleBobs))
		a.Painter().Piece(dst, a.Palette(), p, x, y, 2*r)
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
