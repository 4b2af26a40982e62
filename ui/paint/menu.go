package paint

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
	"tavola/ui"
)

// Menu draws m's rows where its last layout put them: the focused one in the accent colour, the current
// one (a tab bar's page) in bold and underlined.
func (u *Painter) Menu(dst *ebiten.Image, m *ui.Menu, pal *sprites.Palette) {
	for i := range m.Rects {
		u.MenuItem(dst, m, pal, i)
	}
}

// MenuItem draws m's item i where the last layout put it.
func (u *Painter) MenuItem(dst *ebiten.Image, m *ui.Menu, pal *sprites.Palette, i int) {
	r := m.Rects[i]
	it := m.Items[i]
	bg, fg := pal.Panel, pal.Text
	if m.PointerOnly {
		bg = pal.Background
	}
	focused := i == m.Focus && !m.PointerOnly
	if focused {
		bg, fg = pal.Accent, pal.AccentText
	}
	if it.Disabled {
		fg = pal.TextDim
	}
	u.Panel(dst, r, r.H*0.22, bg)
	if i == m.Current {
		u.Rect(dst, r.X+r.H*0.22, r.Y+r.H-r.H*0.1, r.W-r.H*0.44, r.H*0.08, pal.Accent, 1)
	} else if i == m.Hover && !focused {
		u.Rect(dst, r.X+r.H*0.22, r.Y+r.H-r.H*0.08, r.W-r.H*0.44, r.H*0.06, pal.Accent, 1)
	}
	cy := r.Y + r.H/2
	if !it.Option {
		u.TextIn(dst, it.Text, r.X+r.W/2, cy, r.W-r.H*0.5, m.Size, m.Emphasised(i), fg, ui.AlignCenter)
		return
	}
	lx, rx := r.ValueArrows()
	label, value := m.OptionRooms(i, u.TextWidth)
	u.TextIn(dst, it.Text, r.X+r.H*0.5, cy, label, m.Size, false, fg, ui.AlignLeft)
	u.Text(dst, "‹", lx, cy, m.Size*1.2, true, fg, ui.AlignCenter)
	u.TextIn(dst, it.Value, (lx+rx)/2, cy, value, m.Size, true, fg, ui.AlignCenter)
	u.Text(dst, "›", rx, cy, m.Size*1.2, true, fg, ui.AlignCenter)
}
