package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/scenes/i18n"
)

// drawHelp draws the shortcuts overlay over the screen ('?' opens it, any
// key or click closes it).
func (a *App) drawHelp(dst *ebiten.Image) {
	u, pal, un := a.ui, a.pal, a.unit
	w, h := float64(a.w), float64(a.h)
	u.rect(dst, 0, 0, w, h, pal.Background, 0.8)
	list := a.t(i18n.ShortcutList)
	n := float64(strings.Count(list, "\n") + 1)
	line := 4.6 * un
	pw, ph := min(w*0.92, 120*un), n*line+22*un
	r := rectF{(w - pw) / 2, (h - ph) / 2, pw, ph}
	u.panel(dst, r, 2*un, pal.Panel)
	u.text(dst, a.t(i18n.Shortcuts), w/2, r.y+6*un, 5*un, true, pal.Text, alignCenter)
	y := r.y + 14*un
	kx := r.x + pw*0.3
	for l := range strings.SplitSeq(list, "\n") {
		keys, what, _ := strings.Cut(l, "\t")
		u.text(dst, keys, kx, y, 3.2*un, true, pal.Accent, alignRight)
		u.text(dst, what, kx+3*un, y, 3.2*un, false, pal.Text, alignLeft)
		y += line
	}
	u.text(dst, a.t(i18n.PressToClose), w/2, r.y+r.h-4*un, 2.6*un, false, pal.TextDim, alignCenter)
}
