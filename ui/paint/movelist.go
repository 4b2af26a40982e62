package paint

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
	"tavola/ui"
)

// MoveList draws m where its layout placed it, under the heading head
// (un is the screen's unit); turn mark (-1 for none) is highlighted. A bar at the right shows where the lines shown stand among
// all when they do not all fit.
func (u *Painter) MoveList(dst *ebiten.Image, m *ui.MoveList, pal *sprites.Palette, un float64, head string, mark int) {
	g := &m.Geom
	r := g.Box
	u.TextIn(dst, head, r.X+3*un, r.Y+2*un, r.W-6*un, ui.Body*un, true, pal.TextDim, ui.AlignLeft)
	size := ui.MoveSize * un
	right := r.X + r.W - 2*un // the text's right edge, the bar beyond it
	for k := range g.N {
		y := g.Y + float64(k)*g.Line
		if !g.Paired {
			t := g.First + k
			if t == mark {
				u.Rect(dst, r.X+un, y-g.Line/2, r.W-2*un, g.Line, pal.Accent, 0.3)
			}
			u.Text(dst, m.Num[t], r.X+9*un, y, size, false, pal.TextDim, ui.AlignRight)
			u.TextIn(dst, m.Text[t], r.X+11*un, y, right-r.X-11*un, size, false, pal.Text, ui.AlignLeft)
			continue
		}
		row := m.Pairs[g.First+k]
		u.Text(dst, row.Num, r.X+9*un, y, size, false, pal.TextDim, ui.AlignRight)
		for c, t := range row.Turn {
			x := r.X + 11*un
			if c == 1 {
				x = g.Col2
			}
			if t < 0 {
				if m.Awaited(t) {
					u.Text(dst, "…", x, y, size, false, pal.TextDim, ui.AlignLeft)
				}
				continue
			}
			if t == mark {
				u.Rect(dst, x-un, y-g.Line/2, m.Width[t]*un+2*un, g.Line, pal.Accent, 0.3)
			}
			u.Text(dst, m.Text[t], x, y, size, false, pal.Text, ui.AlignLeft)
		}
	}
	if g.N < g.Lines {
		top, h := g.Y-g.Line/2, float64(g.N)*g.Line
		u.Rect(dst, right+0.6*un, top, 0.5*un, h, pal.TextDim, 0.35)
		u.Rect(dst, right+0.4*un, top+h*float64(g.First)/float64(g.Lines), 0.9*un,
			max(un, h*float64(g.N)/float64(g.Lines)), pal.Accent, 1)
	}
}
