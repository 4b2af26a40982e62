package scenes

import (
	"image/color"
	"math"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
)

// minFit is the smallest share of its size a text is shrunk to so that it
// fits its box; past it the text is cut with "…" instead.
const minFit = 0.75

// fitSize is the text size, at most size and at least minFit of it, at
// which s is no wider than w.
func (u *ui) fitSize(s string, size, w float64, bold bool) float64 {
	tw := u.textWidth(s, size, bold)
	if tw <= w || tw == 0 {
		return size
	}
	// Faces come in whole pixels: round down, then step down until it fits.
	fs := max(math.Floor(size*w/tw), math.Ceil(size*minFit))
	for fs > math.Ceil(size*minFit) && u.textWidth(s, fs, bold) > w {
		fs--
	}
	return fs
}

// fits reports whether s drawn by textIn at size in width w is whole:
// neither cut nor shrunk below minFit.
func (u *ui) fits(s string, size, w float64, bold bool) bool {
	return u.textWidth(s, u.fitSize(s, size, w, bold), bold) <= w
}

// textIn draws s on one line with its vertical centre at y, anchored at x
// by a, no wider than w nor than the room between x and the edges of dst:
// a little smaller when it must be, cut with "…" when even that is too
// wide. A text with more characters than the room could ever hold (a
// broken file's) is cut at once, without measuring it at other sizes.
func (u *ui) textIn(dst *ebiten.Image, s string, x, y, w, size float64, bold bool, c color.RGBA, a align) {
	w = min(w, roomAt(dst.Bounds(), x, a))
	if s == "" || w <= 0 {
		return
	}
	room := 0
	if n := int(w/(minAdvance*size*minFit)) + 1; len(s) > n && utf8.RuneCountInString(s[:min(len(s), 4*n)]) > n {
		room = max(1, int(w))
	} else if size = u.fitSize(s, size, w, bold); u.textWidth(s, size, bold) > w {
		room = max(1, int(w))
	}
	l := u.label(s, size, bold, c, room, 1, a)
	u.place(dst, l, x, y-l.AY, a)
}
