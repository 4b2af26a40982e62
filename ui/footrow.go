package ui

// FootRow is a row of buttons across a screen's foot, drawn as panels and
// worked by the pointer alone: the screen's keys are its shortcuts.
type FootRow struct{ *Menu }

// NewFootRow returns a row of the items, none of them focused.
func NewFootRow(items ...MenuItem) FootRow {
	m := NewMenu(items...)
	m.Focus = -1
	return FootRow{m}
}

// LayoutFoot lays the row out across the foot of s, inside its margins
// and a Gap above its bottom edge, in as many rows as its labels need, and
// returns where it starts.
func (r FootRow) LayoutFoot(s Screen, measure Measure) (top float64) {
	rows := r.RowsFor(s.Inner(), s.Un, measure)
	bh := RowsHeight(rows, s.Un)
	top = s.H - bh - Gap*s.Un
	r.LayoutRow(Rect{X: Margin * s.Un, Y: top, W: s.Inner(), H: bh}, s.Un, measure, rows)
	return top
}

// Update reads the pointer of f and returns the button clicked.
func (r FootRow) Update(f Input) (int, bool) {
	i, _, ok := r.Menu.Update(Input{Pointer: f.Pointer})
	r.Focus = -1 // a click leaves no keyboard focus behind
	return i, ok
}
