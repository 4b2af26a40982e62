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
}

func newMenu(items ...menuItem) *menu {
	m := &menu{items: items, hover: -1, pressed: -1}
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

// layoutRow places the items side by side across area, with one text size
// that fits the widest label.
func (m *menu) layoutRow(area rectF, unit float64, u *ui) {
	if area == m.row && len(m.rects) == len(m.items) {
		return
	}
	m.row = area
	gap := 1.2 * unit
	n := float64(len(m.items))
	w := (area.w - gap*(n-1)) / n
	m.rects = m.rects[:0]
	m.size = area.h * 0.4
	for i, it := range m.items {
		m.rects = append(m.rects, rectF{area.x + float64(i)*(w+gap), area.y, w, area.h})
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

// draw draws the rows: the focused one in the accent colour.
func (m *menu) draw(dst *ebiten.Image, u *ui, pal *sprites.Palette) {
	for i, r := range m.rects {
		it := m.items[i]
		bg, fg := pal.Panel, pal.Text
		if m.pointerOnly {
			bg = pal.Background
		}
		if i == m.focus && !m.pointerOnly {
			bg, fg = pal.Accent, pal.AccentText
		}
		if it.disabled {
			fg = pal.TextDim
		}
		u.panel(dst, r, r.h*0.22, bg)
		if i == m.hover && (i != m.focus || m.pointerOnly) {
			u.rect(dst, r.x+r.h*0.22, r.y+r.h-r.h*0.08, r.w-r.h*0.44, r.h*0.06, pal.Accent, 1)
		}
		cy := r.y + r.h/2
		if !it.option {
			u.text(dst, it.text, r.x+r.w/2, cy, m.size, i == m.focus, fg, alignCenter)
			continue
		}
		u.text(dst, it.text, r.x+r.h*0.5, cy, m.size, false, fg, alignLeft)
		lx, rx := r.valueArrows()
		u.text(dst, "‹", lx, cy, m.size*1.2, true, fg, alignCenter)
		u.text(dst, it.value, (lx+rx)/2, cy, m.size, true, fg, alignCenter)
		u.text(dst, "›", rx, cy, m.size*1.2, true, fg, alignCenter)
	}
}

// valueArrows returns the x of the two arrows around an option's value.
func (r rectF) valueArrows() (left, right float64) {
	return r.x + r.w*0.56, r.x + r.w - r.h*0.5
}
