package paint

import (
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/ui"
)

// FitSize is the text size, at most size and at least ui.MinFit of it,
// at which s is no wider than w.
func (u *Painter) FitSize(s string, size, w float64, bold bool) float64 {
	return ui.FitSize(s, size, w, bold, u.TextWidth)
}

// Fits reports whether s drawn by TextIn at size in width w is whole:
// neither cut nor shrunk below ui.MinFit.
func (u *Painter) Fits(s string, size, w float64, bold bool) bool {
	return u.TextWidth(s, u.FitSize(s, size, w, bold), bold) <= w
}

// TextIn draws s on one line with its vertical centre at y, anchored at x
// by a, no wider than w nor than the room between x and the edges of dst:
// a little smaller when it must be, cut with "…" when even that is too
// wide. A text with more characters than the room could ever hold (a
// broken file's) is cut at once, without measuring it at other sizes.
func (u *Painter) TextIn(dst *ebiten.Image, s string, x, y, w, size float64, bold bool, c color.RGBA, a ui.Align) {
	w = min(w, roomAt(dst.Bounds(), x, a))
	if s == "" || w <= 0 {
		return
	}
	room := 0
	if n := int(w/(ui.MinAdvance*size*ui.MinFit)) + 1; len(s) > n && utf8.RuneCountInString(s[:min(len(s), 4*n)]) > n {
		room = max(1, int(w))
	} else if size = u.FitSize(s, size, w, bold); u.TextWidth(s, size, bold) > w {
		room = max(1, int(w))
	}
	l := u.Label(s, size, bold, c, room, 1, a)
	u.Place(dst, l, x, y-l.AY, a)
}

// Line draws s where l says (ui.Screen's places: a heading, a subtitle),
// anchored by a.
func (u *Painter) Line(dst *ebiten.Image, l ui.Line, s string, bold bool, c color.RGBA, a ui.Align) {
	u.TextIn(dst, s, l.X, l.Y, l.W, l.Size, bold, c, a)
}

// Heading draws the heading s, bold and centred, where l says.
func (u *Painter) Heading(dst *ebiten.Image, l ui.Line, s string, c color.RGBA) {
	u.Line(dst, l, s, true, c, ui.AlignCenter)
}
