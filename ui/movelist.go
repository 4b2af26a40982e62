package ui

import (
	"math"
	"strconv"
	"strings"

	"tavola/rules"
	"tavola/session"
)

// MoveList is the game record beside the board, by turns (a GIPF turn is
// its push and the removals after it), numbered as a game record is: "3."
// before the first player's turn, "3..." before the second's. Its texts are
// rebuilt when the game changes (Build), so frames format nothing.
//
// When the turns do not all fit, the list scrolls: by the wheel, by
// dragging it, and by itself to keep the newest turn (or the one under
// review) in view. A click — pressed and released without dragging — on a
// turn reports it.
type MoveList struct {
	Text  []string  // each turn's actions, space-separated
	Num   []string  // "3." for the first player's turn, "3..." for the second's
	Width []float64 // each text's width, in units
	Pairs []TurnRow // the turns two to a row, the first player's on the left
	Over  bool      // the game is over: no "…" for a turn to come
	Geom  ListGeom  // where the list was last laid out

	back  int // lines scrolled back from the newest (0: the newest in view)
	mark  int // the turn marked at the last layout, so a new mark is shown
	press struct {
		on, dragged bool
		x, y        int // where the pointer went down
		back        int // back when it did
	}
}

// TurnRow is one row of the paired move list: its number and the turns in
// its two columns (-1 for none).
type TurnRow struct {
	Num  string
	Turn [2]int
}

// MoveSize is the move list's text size, in units; widths are measured at
// MeasureUnit pixels to the unit and kept in units.
const (
	MoveSize    = Small
	MeasureUnit = 10
)

// Build writes the list of the turns of a game whose actions are moves
// (over: the game has ended), and scrolls to the newest.
func (m *MoveList) Build(measure Measure, moves []string, turns []session.Turn, over bool) {
	m.Over, m.back = over, 0
	m.Text, m.Num, m.Width, m.Pairs = m.Text[:0], m.Num[:0], m.Width[:0], m.Pairs[:0]
	for i, t := range turns {
		text := strings.Join(moves[t.First:t.End], " ")
		m.Text = append(m.Text, text)
		m.Width = append(m.Width, measure(text, MoveSize*MeasureUnit, false)/MeasureUnit)
		n := strconv.Itoa(t.Number)
		col := 0
		if t.Player == rules.First {
			m.Num = append(m.Num, n+".")
		} else {
			m.Num = append(m.Num, n+"...")
			col = 1
		}
		last := len(m.Pairs) - 1
		if col == 1 && last >= 0 && m.Pairs[last].Turn[1] < 0 && m.Pairs[last].Num == n+"." {
			m.Pairs[last].Turn[1] = i
			continue
		}
		row := TurnRow{Num: n + ".", Turn: [2]int{-1, -1}}
		row.Turn[col] = i
		m.Pairs = append(m.Pairs, row)
	}
}

// ListGeom is where the move list stands: its lines, the first one shown,
// and whether the turns go two to a row.
type ListGeom struct {
	Box              Rect    // the whole list, its heading included
	X, Y, Line, Col2 float64 // first line's centre; col2 is the second column
	W                float64
	First, N, Lines  int // lines shown: [first, first+n) of lines
	Paired           bool
}

// ListHead is the height of the list's heading, in units.
const ListHead = 6

// Layout places the list in r: two turns a row when the widest turns fit
// side by side (one action a turn, as in Gravity and Kpé), else one turn a
// line (GIPF turns with their removals). The newest line is at the bottom
// unless the list was scrolled back; a new mark (the turn under review, -1
// for none) is scrolled into view, and the end of a review shows the
// newest turn again.
func (m *MoveList) Layout(un float64, r Rect, mark int) {
	g := ListGeom{Box: r, X: r.X, Y: r.Y + ListHead*un, W: r.W, Line: 3.6 * un}
	var wide [2]float64
	for _, row := range m.Pairs {
		for c, t := range row.Turn {
			if t >= 0 {
				wide[c] = max(wide[c], m.Width[t])
			}
		}
	}
	g.Col2 = r.X + max(24, 11+wide[0]+3)*un
	g.Paired = g.Col2+wide[1]*un <= r.X+r.W-2*un
	g.Lines = len(m.Text)
	if g.Paired {
		g.Lines = len(m.Pairs)
	}
	rows := max(1, int((r.H-ListHead*un+g.Line/2)/g.Line))
	m.back = max(0, min(m.back, g.Lines-rows))
	if mark != m.mark {
		m.mark = mark
		if mark < 0 {
			m.back = 0 // back to the live game: the newest turn
		} else {
			at := mark
			if g.Paired {
				at = m.PairRow(mark)
			}
			// Just enough scrolling to show it.
			newest := g.Lines - 1 - m.back
			switch {
			case at > newest:
				m.back = g.Lines - 1 - at
			case at < newest-rows+1:
				m.back = g.Lines - rows - at
			}
		}
	}
	g.First = max(0, g.Lines-rows-m.back)
	g.N = min(rows, g.Lines-g.First)
	m.Geom = g
}

// PairRow is the row of the paired list that holds turn t.
func (m *MoveList) PairRow(t int) int {
	for i, row := range m.Pairs {
		if row.Turn[0] == t || row.Turn[1] == t {
			return i
		}
	}
	return 0
}

// Update reads a tick of input over the list: the wheel and a drag
// scroll it; a click on a turn returns that turn.
func (m *MoveList) Update(f Input) (turn int, ok bool) {
	g := &m.Geom
	p := f.Pointer
	over := p.Present && g.Box.Contains(p.X, p.Y)
	if over && f.Wheel != 0 {
		// A notch up shows older turns.
		m.back += int(math.Copysign(math.Ceil(math.Abs(f.Wheel)), f.Wheel))
		m.back = max(0, min(m.back, g.Lines-g.N))
	}
	if p.Pressed && over {
		m.press.on, m.press.dragged = true, false
		m.press.x, m.press.y, m.press.back = p.X, p.Y, m.back
	}
	if !m.press.on {
		return 0, false
	}
	if dy := float64(p.Y - m.press.y); math.Abs(dy) > g.Line/2 {
		// Dragging down pulls older turns into view.
		m.press.dragged = true
		m.back = max(0, min(m.press.back+int(math.Round(dy/g.Line)), g.Lines-g.N))
	}
	if !p.Released {
		return 0, false
	}
	m.press.on = false
	if m.press.dragged {
		return 0, false
	}
	return g.Hit(m.press.x, m.press.y, m.Pairs)
}

// Awaited reports whether a row's empty column t (-1) stands for a turn
// still to come, drawn "…": not once the game is over.
func (m *MoveList) Awaited(t int) bool { return t < 0 && !m.Over }

// Hit is the turn shown at (x, y), if any.
func (g *ListGeom) Hit(px, py int, pairs []TurnRow) (int, bool) {
	if g.Line == 0 {
		return 0, false
	}
	x, y := float64(px), float64(py)
	k := int(math.Floor((y - g.Y + g.Line/2) / g.Line))
	if x < g.X || x >= g.X+g.W || k < 0 || k >= g.N {
		return 0, false
	}
	if !g.Paired {
		return g.First + k, true
	}
	row := pairs[g.First+k]
	t := row.Turn[0]
	if x >= g.Col2-g.Line/2 || t < 0 {
		t = row.Turn[1]
	}
	return t, t >= 0
}

// Back is how many lines the list is scrolled back from the newest (0:
// the newest in view).
func (m *MoveList) Back() int { return m.back }
