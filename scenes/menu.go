package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
)

// menuItem is one row of a menu: a button, or an option whose value the
// arrows (or a click on either half of the value) change.
type menuItem struct {
	text     string
	value    string // an option's current value, drawn at the right
	option   bool
	disabled bool
}

// menu is a vertical list of items worked by keyboard (arrows, Enter) and
// pointer alike.
type menu struct {
	items   []menuItem
	focus   int
	hover   int
	pressed int // the item the pointer went down on, or -1
	rects   []rectF
	size    float64 // text size of the last layout
	// pointerOnly menus (a row of buttons beside the board) ignore the
	// keyboard and show no focus: their keys are shortcuts.
	pointerOnly bool
	row         rectF // the area of the last layoutRow
	// current is the item shown as chosen (a tab bar's page), -1 for none.
	current int
}

func newMenu(items ...menuItem) *menu {
	m := &menu{items: items, hover: -1, pressed: -1, current: -1}
	m.fixFocus(1)
	return m
}

// fixFocus moves the focus off a disabled item, in direction dir.
func (m *menu) fixFocus(dir int) {
	for range m.items {
		if m.focus >= 0 && m.focus < len(m.items) && !m.items[m.focus].disabled {
			return
		}
		m.focus = (m.focus + dir + len(m.items)) % len(m.items)
	}
}

// layout places the items in a column centred in area; unit is the
// screen's size unit (a hundredth of its smaller side).
func (m *menu) layout(area rectF, unit float64) {
	h := 8 * unit
	gap := 1.6 * unit
	w := min(area.w*0.92, 84*unit)
	total := float64(len(m.items))*(h+gap) - gap
	if total > area.h && len(m.items) > 0 {
		// Squeeze the rows into a short window rather than overflow it.
		h = (area.h + gap) / float64(len(m.items)) * 0.82
		gap = h * 0.2
		total = float64(len(m.items))*(h+gap) - gap
	}
	y := area.y + (area.h-total)/2
	x := area.x + (area.w-w)/2
	m.rects = m.rects[:0]
	for range m.items {
		m.rects = append(m.rects, rectF{x, y, w, h})
		y += h + gap
	}
	m.size = h * 0.42
}

// buttonH and buttonGap are the height of a row of buttons and the gap
// between two, in units; a label is drawn at buttonText of the height.
const (
	buttonH    = 7
	buttonGap  = 1.2
	buttonText = 0.4
)

// rowsFor is the fewest rows the items take across width w so that every
// label keeps at least minFit of its size.
func (m *menu) rowsFor(w, unit float64, u *ui) int {
	n := len(m.items)
	size := buttonH * unit * buttonText
	for rows := 1; rows < n; rows++ {
		cols := (n + rows - 1) / rows
		cw := (w - buttonGap*unit*float64(cols-1)) / float64(cols)
		ok := true
		for _, it := range m.items {
			ok = ok && u.textWidth(it.text, size*minFit, false) <= cw*0.85
		}
		if ok {
			return rows
		}
	}
	return max(n, 1)
}

// rowsHeight is the height of rows rows of buttons.
func rowsHeight(rows int, unit float64) float64 {
	return (float64(rows)*buttonH + float64(rows-1)*buttonGap) * unit
}

// layoutRow places the items side by side across area in rows rows (as
// many to a row, the last row's flush left), with one text size that fits
// the widest label.
func (m *menu) layoutRow(area rectF, unit float64, u *ui, rows int) {
	if area == m.row && len(m.rects) == len(m.items) {
		return
	}
	m.row = area
	gap := buttonGap * unit
	rows = max(rows, 1)
	cols := (len(m.items) + rows - 1) / rows
	w := (area.w - gap*float64(cols-1)) / float64(cols)
	h := (area.h - gap*float64(rows-1)) / float64(rows)
	m.rects = m.rects[:0]
	m.size = h * buttonText
	for i, it := range m.items {
		c, r := i%cols, i/cols
		m.rects = append(m.rects, rectF{area.x + float64(c)*(w+gap), area.y + float64(r)*(h+gap), w, h})
		if tw := u.textWidth(it.text, m.size, false); tw > w*0.85 {
			m.size *= w * 0.85 / tw
		}
	}
}

// update reads one frame and returns the item chosen: delta 0 activates a
// button, ±1 changes an option.
func (m *menu) update(f Frame) (index, delta int, ok bool) {
	n := len(m.items)
	if n == 0 {
		return 0, 0, false
	}
	switch {
	case m.pointerOnly:
	case f.Verbs.Has(VerbUp):
		m.focus = (m.focus - 1 + n) % n
		m.fixFocus(-1)
	case f.Verbs.Has(VerbDown):
		m.focus = (m.focus + 1) % n
		m.fixFocus(1)
	case f.Verbs.Has(VerbLeft) && m.items[m.focus].option:
		return m.focus, -1, true
	case f.Verbs.Has(VerbRight) && m.items[m.focus].option:
		return m.focus, 1, true
	case f.Verbs.Has(VerbConfirm):
		if m.items[m.focus].option {
			return m.focus, 1, true
		}
		return m.focus, 0, true
	}
	p := f.Pointer
	m.hover = -1
	if p.Present {
		for i, r := range m.rects {
			if r.contains(p.X, p.Y) && !m.items[i].disabled {
				m.hover = i
			}
		}
	}
	if p.Pressed {
		m.pressed = m.hover
		if m.hover >= 0 && !m.pointerOnly {
			m.focus = m.hover
		}
	}
	if p.Released {
		i := m.pressed
		m.pressed = -1
		if i >= 0 && i == m.hover {
			if !m.items[i].option {
				return i, 0, true
			}
			// A click on the left half of the value goes back; anywhere
			// else goes forward.
			r := m.rects[i]
			lx, rx := r.valueArrows()
			if x := float64(p.X); x >= lx-r.h*0.4 && x < (lx+rx)/2 {
				return i, -1, true
			}
			return i, 1, true
		}
	}
	return 0, 0, false
}

// draw draws the rows: the focused one in the accent colour, the current
// one (a tab bar's page) in bold and underlined.
func (m *menu) draw(dst *ebiten.Image, u *ui, pal *sprites.Palette) {
	for i := range m.rects {
		m.drawItem(dst, u, pal, i)
	}
}

// drawItem draws item i where the last layout put it.
func (m *menu) drawItem(dst *ebiten.Image, u *ui, pal *sprites.Palette, i int) {
	r := m.rects[i]
	it := m.items[i]
	bg, fg := pal.Panel, pal.Text
	if m.pointerOnly {
		bg = pal.Background
	}
	focused := i == m.focus && !m.pointerOnly
	if focused {
		bg, fg = pal.Accent, pal.AccentText
	}
	if it.disabled {
		fg = pal.TextDim
	}
	u.panel(dst, r, r.h*0.22, bg)
	if i == m.current {
		u.rect(dst, r.x+r.h*0.22, r.y+r.h-r.h*0.1, r.w-r.h*0.44, r.h*0.08, pal.Accent, 1)
	} else if i == m.hover && !focused {
		u.rect(dst, r.x+r.h*0.22, r.y+r.h-r.h*0.08, r.w-r.h*0.44, r.h*0.06, pal.Accent, 1)
	}
	cy := r.y + r.h/2
	if !it.option {
		u.textIn(dst, it.text, r.x+r.w/2, cy, r.w-r.h*0.5, m.size, m.emphasised(i), fg, alignCenter)
		return
	}
	lx, rx := r.valueArrows()
	label, value := m.optionRooms(u, i)
	u.textIn(dst, it.text, r.x+r.h*0.5, cy, label, m.size, false, fg, alignLeft)
	u.text(dst, "‹", lx, cy, m.size*1.2, true, fg, alignCenter)
	u.textIn(dst, it.value, (lx+rx)/2, cy, value, m.size, true, fg, alignCenter)
	u.text(dst, "›", rx, cy, m.size*1.2, true, fg, alignCenter)
}

// emphasised reports whether item i is drawn in bold: the focus of a
// menu worked by keys, or the current page of a tab bar.
func (m *menu) emphasised(i int) bool {
	return i == m.current || (i == m.focus && !m.pointerOnly)
}

// optionRooms are the widths an option row's label and value have: the
// label from the row's start to the left arrow, the value between the
// arrows, each kept a gap away from them.
func (m *menu) optionRooms(u *ui, i int) (label, value float64) {
	r := m.rects[i]
	lx, rx := r.valueArrows()
	arrow := u.textWidth("‹", m.size*1.2, true)
	gap := r.h * 0.2
	return lx - arrow/2 - gap - (r.x + r.h*0.5), rx - lx - arrow - 2*gap
}

// valueArrows returns the x of the two arrows around an option's value.
func (r rectF) valueArrows() (left, right float64) {
	return r.x + r.w*0.45, r.x + r.w - r.h*0.5
}
