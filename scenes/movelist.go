package scenes

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules"
	"tavola/scenes/i18n"
	"tavola/scenes/session"
)

// moveList is the game record beside the board, by turns (a GIPF turn is
// its push and the removals after it), numbered as a game record is: "3."
// before the first player's turn, "3..." before the second's. Its texts are
// rebuilt when the game changes (build), so frames format nothing.
type moveList struct {
	text  []string  // each turn's actions, space-separated
	num   []string  // "3." for the first player's turn, "3..." for the second's
	width []float64 // each text's width, in units
	pairs []turnRow // the turns two to a row, the first player's on the left
	geom  listGeom  // where the list was last drawn
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

// build writes the list of the turns of a game whose actions are moves.
func (m *moveList) build(u *ui, moves []string, turns []session.Turn) {
	m.text, m.num, m.width, m.pairs = m.text[:0], m.num[:0], m.width[:0], m.pairs[:0]
	num := 1
	for i, t := range turns {
		if i > 0 && t.Player == rules.First {
			num++
		}
		text := strings.Join(moves[t.First:t.End], " ")
		m.text = append(m.text, text)
		m.width = append(m.width, u.textWidth(text, moveSize*measureUnit, false)/measureUnit)
		n := strconv.Itoa(num)
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
	x, y, line, col2 float64 // first line's centre; col2 is the second column
	w                float64
	first, n         int // lines shown: [first, first+n)
	paired           bool
	pairs            []turnRow
}

// hit is the turn under a press of p, if any.
func (g listGeom) hit(p render.Pointer) (int, bool) {
	if !p.Pressed || g.line == 0 {
		return 0, false
	}
	x, y := float64(p.X), float64(p.Y)
	k := int((y - g.y + g.line/2) / g.line)
	if x < g.x || x >= g.x+g.w || y < g.y-g.line/2 || k >= g.n {
		return 0, false
	}
	if !g.paired {
		return g.first + k, true
	}
	row := g.pairs[g.first+k]
	t := row.turn[0]
	if x >= g.col2-g.line/2 || t < 0 {
		t = row.turn[1]
	}
	return t, t >= 0
}

// layout places the list in r: two turns a row when the widest turns fit
// side by side (one action a turn, as in Gravity and Kpé), else one turn a
// line (GIPF turns with their removals). The newest line is at the bottom,
// or turn mark (-1 for none) when it would be scrolled away.
func (m *moveList) layout(un float64, r rectF, mark int) listGeom {
	g := listGeom{x: r.x, y: r.y + 6*un, w: r.w, line: 3.6 * un, pairs: m.pairs}
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
	lines := len(m.text)
	if g.paired {
		lines = len(m.pairs)
	}
	rows := max(1, int((r.h-6*un)/g.line))
	g.first = max(0, lines-rows)
	if mark >= 0 {
		at := mark
		if g.paired {
			at = m.pairRow(mark)
		}
		g.first = min(g.first, at)
	}
	g.n = min(rows, lines-g.first)
	return g
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

// draw draws the list in r, the newest turn at the bottom; turn mark (-1
// for none) is highlighted.
func (m *moveList) draw(dst *ebiten.Image, a *App, r rectF, mark int) {
	u, pal, un := a.ui, a.pal, a.unit
	u.text(dst, a.t(i18n.Moves), r.x+3*un, r.y+2*un, 3*un, true, pal.TextDim, alignLeft)
	g := m.layout(un, r, mark)
	m.geom = g
	size := moveSize * un
	for k := range g.n {
		y := g.y + float64(k)*g.line
		if !g.paired {
			t := g.first + k
			if t == mark {
				u.rect(dst, r.x+un, y-g.line/2, r.w-2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, m.num[t], r.x+9*un, y, size, false, pal.TextDim, alignRight)
			u.text(dst, m.text[t], r.x+11*un, y, size, false, pal.Text, alignLeft)
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
				u.text(dst, "…", x, y, size, false, pal.TextDim, alignLeft)
				continue
			}
			if t == mark {
				u.rect(dst, x-un, y-g.line/2, m.width[t]*un+2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, m.text[t], x, y, size, false, pal.Text, alignLeft)
		}
	}
}
