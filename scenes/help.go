package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/ui"
)

// shortcuts is the shortcuts overlay ('?' opens it, any key or click
// closes it), laid out once for a screen and a language: the keys in a
// column on the left, what they do beside them, in one text size that lets
// the longest line fit the panel.
type shortcuts struct {
	lang       i18n.Lang
	laidOut    ui.Screen // the screen it was laid out for
	keys, what []string
	panel      ui.Rect
	kx         float64 // the keys' right edge
	size, line float64 // the text size and the distance between lines
}

// The overlay's text sizes and margins, in units.
const (
	helpText   = ui.Body
	helpMargin = 3
	helpGap    = 3
)

// layout places the overlay on a's screen, in a's language.
func (s *shortcuts) layout(a Look) {
	if s.lang == a.Lang() && s.laidOut == a.screen() && s.keys != nil {
		return
	}
	s.lang, s.laidOut = a.Lang(), a.screen()
	s.keys, s.what = s.keys[:0], s.what[:0]
	for l := range strings.SplitSeq(a.t(i18n.ShortcutList), "\n") {
		k, wh, _ := strings.Cut(l, "\t")
		s.keys, s.what = append(s.keys, k), append(s.what, wh)
	}
	u, un := a.Painter(), a.Unit()
	w, h := a.screen().W, a.screen().H
	pw := min(w*0.92, 120*un)
	// The largest whole-pixel size, from helpText down, at which the widest
	// keys and the widest description fit side by side.
	room := pw - 2*helpMargin*un - helpGap*un
	var kw float64
	for s.size = helpText * un; ; s.size = float64(int(s.size) - 1) {
		var ww float64
		kw = 0
		for i := range s.keys {
			kw = max(kw, u.TextWidth(s.keys[i], s.size, true))
			ww = max(ww, u.TextWidth(s.what[i], s.size, false))
		}
		if kw+ww <= room || s.size <= 6 {
			break
		}
	}
	s.line = s.size * 1.44
	ph := float64(len(s.keys))*s.line + 22*un
	s.panel = ui.Rect{X: (w - pw) / 2, Y: (h - ph) / 2, W: pw, H: ph}
	s.kx = s.panel.X + helpMargin*un + kw
}

// draw draws the overlay over dst.
func (s *shortcuts) draw(dst *ebiten.Image, a Look) {
	s.layout(a)
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	w, h := a.screen().W, a.screen().H
	u.Rect(dst, 0, 0, w, h, pal.Background, 0.8)
	r := s.panel
	u.Panel(dst, r, ui.Radius*un, pal.Panel)
	u.Heading(dst, a.screen().PanelHead(r, ui.Subheading, ui.AlignCenter), a.t(i18n.Shortcuts), pal.Text)
	y := r.Y + 14*un
	right := r.X + r.W - helpMargin*un
	for i := range s.keys {
		u.TextIn(dst, s.keys[i], s.kx, y, s.kx-r.X-helpMargin*un, s.size, true, pal.Accent, ui.AlignRight)
		u.TextIn(dst, s.what[i], s.kx+helpGap*un, y, right-s.kx-helpGap*un, s.size, false, pal.Text, ui.AlignLeft)
		y += s.line
	}
	u.TextIn(dst, a.t(i18n.PressToClose), w/2, r.Y+r.H-4*un, r.W-2*helpMargin*un, ui.Caption*un, false, pal.TextDim, ui.AlignCenter)
}
