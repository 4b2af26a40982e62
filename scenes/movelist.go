package scenes

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/rules"
	"tavola/session"
)

// moveList is the game record beside the board, by turns (a GIPF turn is
// its push and the removals after it), numbered as a game record is: "3."
// before the first player's turn, "3..." before the second's. Its texts are
// rebuilt when the game changes (build), so frames format nothing.
//
// When the turns do not all fit, the list scrolls: by the wheel, by
// dragging it, and by itself to keep the newest turn (or the one under
// review) in view. A click — pressed and released without dragging — on a
// turn reports it.
type moveList struct {
	text  []string  // each turn's actions, space-separated
	num   []string  // "3." for the first player's turn, "3..." for the second's
	width []float64 // each text's width, in units
	pairs []turnRow // the turns two to a row, the first player's on the left
	over  bool      // the game is over: no "…" for a turn to come
	geom  listGeom  // where the list was last laid out

	back  int // lines scrolled back from the newest (0: the newest in view)
	mark  int // the turn marked at the last layout, so a new mark is shown
	press struct {
		on, dragged bool
		x, y        int // where the pointer went down
		back        int // back when it did
	}
}

// turnRow is one row of the paired move list: its number and the turns in
// its two columns (-1 for none).
type turnRow struct {
	num  string
	turn [2]int
}

// moveSize is the move list's text size, in units; widths are measured at
// measureUnit pixels to the unit and kept in units.
const (
	moveSize    = 2.8
	measureUnit = 10
)

// build writes the list of the turns of a game whose actions are moves
// (over: the game has ended), and scrolls to the newest.
func (m *moveList) build(u *ui, moves []string, turns []session.Turn, over bool) {
	m.over, m.back = over, 0
	m.text, m.num, m.width, m.pairs = m.text[:0], m.num[:0], m.width[:0], m.pairs[:0]
	for i, t := range turns {
		text := strings.Join(moves[t.First:t.End], " ")
		m.text = append(m.text, text)
		m.width = append(m.width, u.textWidth(text, moveSize*measureUnit, false)/measureUnit)
		n := strconv.Itoa(t.Number)
		col := 0
		if t.Player == rules.First {
			m.num = append(m.num, n+".")
		} else {
			m.num = append(m.num, n+"...")
			col = 1
		}
		last := len(m.pairs) - 1
		if col == 1 && last >= 0 && m.pairs[last].turn[1] < 0 && m.pairs[last].num == n+"." {
			m.pairs[last].turn[1] = i
			continue
		}
		row := turnRow{num: n + ".", turn: [2]int{-1, -1}}
		row.turn[col] = i
		m.pairs = append(m.pairs, row)
	}
}

// listGeom is where the move list stands: its lines, the first one shown,
// and whether the turns go two to a row.
type listGeom struct {
	box              rectF   // the whole list, its heading included
	x, y, line, col2 float64 // first line's centre; col2 is the second column
	w                float64
	first, n, lines  int // lines shown: [first, first+n) of lines
	paired           bool
}

// listHead is the height of the list's heading, in units.
const listHead = 6

// layout places the list in r: two turns a row when the widest turns fit
// side by side (one action a turn, as in Gravity and Kpé), else one turn a
// line (GIPF turns with their removals). The newest line is at the bottom
// unless the list was scrolled back; a new mark (the turn under review, -1
// for none) is scrolled into view, and the end of a review shows the
// newest turn again.
func (m *moveList) layout(un float64, r rectF, mark int) {
	g := listGeom{box: r, x: r.x, y: r.y + listHead*un, w: r.w, line: 3.6 * un}
	var wide [2]float64
	for _, row := range m.pairs {
		for c, t := range row.turn {
			if t >= 0 {
				wide[c] = max(wide[c], m.width[t])
			}
		}
	}
	g.col2 = r.x + max(24, 11+wide[0]+3)*un
	g.paired = g.col2+wide[1]*un <= r.x+r.w-2*un
	g.lines = len(m.text)
	if g.paired {
		g.lines = len(m.pairs)
	}
	rows := max(1, int((r.h-listHead*un+g.line/2)/g.line))
	m.back = max(0, min(m.back, g.lines-rows))
	if mark != m.mark {
		m.mark = mark
		if mark < 0 {
			m.back = 0 // back to the live game: the newest turn
		} else {
			at := mark
			if g.paired {
				at = m.pairRow(mark)
			}
			// Just enough scrolling to show it.
			newest := g.lines - 1 - m.back
			switch {
			case at > newest:
				m.back = g.lines - 1 - at
			case at < newest-rows+1:
				m.back = g.lines - rows - at
			}
		}
	}
	g.first = max(0, g.lines-rows-m.back)
	g.n = min(rows, g.lines-g.first)
	m.geom = g
}

// pairRow is the row of the paired list that holds turn t.
func (m *moveList) pairRow(t int) int {
	for i, row := range m.pairs {
		if row.turn[0] == t || row.turn[1] == t {
			return i
		}
	}
	return 0
}

// update reads a frame of input over the list: the wheel and a drag
// scroll it; a click on a turn returns that turn.
func (m *moveList) update(f Frame) (turn int, ok bool) {
	g := &m.geom
	p := f.Pointer
	over := p.Present && g.box.contains(p.X, p.Y)
	if over && f.Wheel != 0 {
		// A notch up shows older turns.
		m.back += int(math.Copysign(math.Ceil(math.Abs(f.Wheel)), f.Wheel))
		m.back = max(0, min(m.back, g.lines-g.n))
	}
	if p.Pressed && over {
		m.press.on, m.press.dragged = true, false
		m.press.x, m.press.y, m.press.back = p.X, p.Y, m.back
	}
	if !m.press.on {
		return 0, false
	}
	if dy := float64(p.Y - m.press.y); math.Abs(dy) > g.line/2 {
		// Dragging down pulls older turns into view.
		m.press.dragged = true
		m.back = max(0, min(m.press.back+int(math.Round(dy/g.line)), g.lines-g.n))
	}
	if !p.Released {
		return 0, false
	}
	m.press.on = false
	if m.press.dragged {
		return 0, false
	}
	return g.hit(m.press.x, m.press.y, m.pairs)
}

// awaited reports whether a row's empty column t (-1) stands for a turn
// still to come, drawn "…": not once the game is over.
func (m *moveList) awaited(t int) bool { return t < 0 && !m.over }

// hit is the turn shown at (x, y), if any.
func (g *listGeom) hit(px, py int, pairs []turnRow) (int, bool) {
	if g.line == 0 {
		return 0, false
	}
	x, y := float64(px), float64(py)
	k := int(math.Floor((y - g.y + g.line/2) / g.line))
	if x < g.x || x >= g.x+g.w || k < 0 || k >= g.n {
		return 0, false
	}
	if !g.paired {
		return g.first + k, true
	}
	row := pairs[g.first+k]
	t := row.turn[0]
	if x >= g.col2-g.line/2 || t < 0 {
		t = row.turn[1]
	}
	return t, t >= 0
}

// draw draws the list where layout placed it; turn mark (-1 for none) is
// highlighted. A bar at the right shows where the lines shown stand among
// all when they do not all fit.
func (m *moveList) draw(dst *ebiten.Image, a *App, mark int) {
	u, pal, un := a.ui, a.pal, a.unit
	g := &m.geom
	r := g.box
	u.textIn(dst, a.t(i18n.Moves), r.x+3*un, r.y+2*un, r.w-6*un, 3*un, true, pal.TextDim, alignLeft)
	size := moveSize * un
	right := r.x + r.w - 2*un // the text's right edge, the bar beyond it
	for k := range g.n {
		y := g.y + float64(k)*g.line
		if !g.paired {
			t := g.first + k
			if t == mark {
				u.rect(dst, r.x+un, y-g.line/2, r.w-2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, m.num[t], r.x+9*un, y, size, false, pal.TextDim, alignRight)
			u.textIn(dst, m.text[t], r.x+11*un, y, right-r.x-11*un, size, false, pal.Text, alignLeft)
			continue
		}
		row := m.pairs[g.first+k]
		u.text(dst, row.num, r.x+9*un, y, size, false, pal.TextDim, alignRight)
		for c, t := range row.turn {
			x := r.x + 11*un
			if c == 1 {
				x = g.col2
			}
			if t < 0 {
				if m.awaited(t) {
					u.text(dst, "…", x, y, size, false, pal.TextDim, alignLeft)
				}
				continue
			}
			if t == mark {
				u.rect(dst, x-un, y-g.line/2, m.width[t]*un+2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, m.text[t], x, y, size, false, pal.Text, alignLeft)
		}
	}
	if g.n < g.lines {
		top, h := g.y-g.line/2, float64(g.n)*g.line
		u.rect(dst, right+0.6*un, top, 0.5*un, h, pal.TextDim, 0.35)
		u.rect(dst, right+0.4*un, top+h*float64(g.first)/float64(g.lines), 0.9*un,
			max(un, h*float64(g.n)/float64(g.lines)), pal.Accent, 1)
	}
}
