package ui

// MenuItem is one row of a menu: a button, or an option whose value the
// arrows (or a click on either half of the value) change.
type MenuItem struct {
	Text     string
	Value    string // an option's current value, drawn at the right
	Option   bool
	Disabled bool
}

// Menu is a vertical list of items worked by keyboard (arrows, Enter) and
// pointer alike.
type Menu struct {
	Items   []MenuItem
	Focus   int
	Hover   int
	pressed int // the item the pointer went down on, or -1
	Rects   []Rect
	Size    float64 // text size of the last layout
	// PointerOnly menus (a row of buttons beside the board) ignore the
	// keyboard and show no focus: their keys are shortcuts.
	PointerOnly bool
	Row         Rect // the area of the last LayoutRow (zero: lay out again)
	// Current is the item shown as chosen (a tab bar's page), -1 for none.
	Current int
}

// NewMenu returns a menu of the items, focused on the first enabled one.
func NewMenu(items ...MenuItem) *Menu {
	m := &Menu{Items: items, Hover: -1, pressed: -1, Current: -1}
	m.fixFocus(1)
	return m
}

// fixFocus moves the focus off a disabled item, in direction dir.
func (m *Menu) fixFocus(dir int) {
	for range m.Items {
		if m.Focus >= 0 && m.Focus < len(m.Items) && !m.Items[m.Focus].Disabled {
			return
		}
		m.Focus = (m.Focus + dir + len(m.Items)) % len(m.Items)
	}
}

// MenuRowH and MenuGap are the height of a menu's row and the gap between
// two, in units, when the area has room for them.
const (
	MenuRowH = 8
	MenuGap  = 1.6
)

// Layout places the items in a column centred in area; unit is the
// screen's size unit (a hundredth of its smaller side).
func (m *Menu) Layout(area Rect, unit float64) {
	h := MenuRowH * unit
	gap := MenuGap * unit
	w := min(area.W*0.92, 84*unit)
	total := float64(len(m.Items))*(h+gap) - gap
	if total > area.H && len(m.Items) > 0 {
		// Squeeze the rows into a short window rather than overflow it.
		// (The gap shrinks with the rows: they are never more than the
		// area's height together.)
		n := float64(len(m.Items))
		h = min((area.H+gap)/n*0.82, area.H/(1.2*n-0.2))
		gap = h * 0.2
		total = float64(len(m.Items))*(h+gap) - gap
	}
	y := area.Y + (area.H-total)/2
	x := area.X + (area.W-w)/2
	m.Rects = m.Rects[:0]
	for range m.Items {
		m.Rects = append(m.Rects, Rect{X: x, Y: y, W: w, H: h})
		y += h + gap
	}
	m.Size = h * 0.42
}

// ButtonH and ButtonGap are the height of a row of buttons and the gap
// between two, in units; a label is drawn at ButtonText of the height.
const (
	ButtonH    = 7
	ButtonGap  = 1.2
	ButtonText = 0.4
)

// RowsFor is the fewest rows the items take across width w so that every
// label keeps at least MinFit of its size.
func (m *Menu) RowsFor(w, unit float64, measure Measure) int {
	n := len(m.Items)
	size := ButtonH * unit * ButtonText
	for rows := 1; rows < n; rows++ {
		cols := (n + rows - 1) / rows
		cw := (w - ButtonGap*unit*float64(cols-1)) / float64(cols)
		ok := true
		for _, it := range m.Items {
			ok = ok && measure(it.Text, size*MinFit, false) <= cw*0.85
		}
		if ok {
			return rows
		}
	}
	return max(n, 1)
}

// RowsHeight is the height of rows rows of buttons.
func RowsHeight(rows int, unit float64) float64 {
	return (float64(rows)*ButtonH + float64(rows-1)*ButtonGap) * unit
}

// LayoutRow places the items side by side across area in rows rows (as
// many to a row, the last row's flush left), with one text size that fits
// the widest label.
func (m *Menu) LayoutRow(area Rect, unit float64, measure Measure, rows int) {
	if area == m.Row && len(m.Rects) == len(m.Items) {
		return
	}
	m.Row = area
	gap := ButtonGap * unit
	rows = max(rows, 1)
	cols := (len(m.Items) + rows - 1) / rows
	w := (area.W - gap*float64(cols-1)) / float64(cols)
	h := (area.H - gap*float64(rows-1)) / float64(rows)
	m.Rects = m.Rects[:0]
	m.Size = h * ButtonText
	for i, it := range m.Items {
		c, r := i%cols, i/cols
		m.Rects = append(m.Rects, Rect{X: area.X + float64(c)*(w+gap), Y: area.Y + float64(r)*(h+gap), W: w, H: h})
		if tw := measure(it.Text, m.Size, false); tw > w*0.85 {
			m.Size *= w * 0.85 / tw
		}
	}
}

// Update reads one tick and returns the item chosen: delta 0 activates a
// button, ±1 changes an option.
func (m *Menu) Update(f Input) (index, delta int, ok bool) {
	n := len(m.Items)
	if n == 0 {
		return 0, 0, false
	}
	switch {
	case m.PointerOnly:
	case f.Nav == NavUp:
		m.Focus = (m.Focus - 1 + n) % n
		m.fixFocus(-1)
	case f.Nav == NavDown:
		m.Focus = (m.Focus + 1) % n
		m.fixFocus(1)
	case f.Nav == NavLeft && m.Items[m.Focus].Option:
		return m.Focus, -1, true
	case f.Nav == NavRight && m.Items[m.Focus].Option:
		return m.Focus, 1, true
	case f.Nav == NavConfirm:
		if m.Items[m.Focus].Option {
			return m.Focus, 1, true
		}
		return m.Focus, 0, true
	}
	p := f.Pointer
	m.Hover = -1
	if p.Present {
		for i, r := range m.Rects {
			if r.Contains(p.X, p.Y) && !m.Items[i].Disabled {
				m.Hover = i
			}
		}
	}
	if p.Pressed {
		m.pressed = m.Hover
		if m.Hover >= 0 && !m.PointerOnly {
			m.Focus = m.Hover
		}
	}
	if p.Released {
		i := m.pressed
		m.pressed = -1
		if i >= 0 && i == m.Hover {
			if !m.Items[i].Option {
				return i, 0, true
			}
			// A click on the left half of the value goes back; anywhere
			// else goes forward.
			r := m.Rects[i]
			lx, rx := r.ValueArrows()
			if x := float64(p.X); x >= lx-r.H*0.4 && x < (lx+rx)/2 {
				return i, -1, true
			}
			return i, 1, true
		}
	}
	return 0, 0, false
}

// Emphasised reports whether item i is drawn in bold: the focus of a
// menu worked by keys, or the current page of a tab bar.
func (m *Menu) Emphasised(i int) bool {
	return i == m.Current || (i == m.Focus && !m.PointerOnly)
}

// OptionRooms are the widths an option row's label and value have: the
// label from the row's start to the left arrow, the value between the
// arrows, each kept a gap away from them.
func (m *Menu) OptionRooms(i int, measure Measure) (label, value float64) {
	r := m.Rects[i]
	lx, rx := r.ValueArrows()
	arrow := measure("‹", m.Size*1.2, true)
	gap := r.H * 0.2
	return lx - arrow/2 - gap - (r.X + r.H*0.5), rx - lx - arrow - 2*gap
}
