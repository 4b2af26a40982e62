package ai

import (
	"math/bits"

	"tavola/rules"
	"tavola/rules/gipf"
)

// gipfRings are the spots at distance 0, 1 and 2 from the centre e5, and
// gipfRingWeight what a piece on them is worth to GF1 (its centre bonus).
var (
	gipfRings      = gipfCentreRings()
	gipfRingWeight = [3]int32{5, 2, 1}
)

func gipfCentreRings() (r [3]uint64) {
	centre := gipf.PointIndex("e5")
	ax := func(p int) (int, int) {
		x := gipf.PointColumn(p)
		return x, gipf.PointNumber(p) + max(0, x-4)
	}
	cx, cy := ax(centre)
	for p := range gipf.NumPoints {
		if gipf.IsDot(p) {
			continue
		}
		x, y := ax(p)
		dx, dy := x-cx, y-cy
		d := max(abs(dx), abs(dy))
		if dx*dy < 0 {
			d = abs(dx) + abs(dy)
		}
		if d < len(r) {
			r[d] |= 1 << p
		}
	}
	return r
}

func abs(x int) int { return max(x, -x) }

// The open-three count works on the spots laid out on a 7×7 grid of
// axial coordinates (bit (x-1)*7 + y-2, x the column, y the number shifted
// as in rules/gipf), where each of the three line directions is one shift.
// A column's spots are consecutive in both numberings, so a board moves to
// the grid with one shift per column.
type gipfColumn struct {
	mask  uint64 // the column's spots as point bits
	shift int    // grid bit minus point bit
}

type gipfDir struct {
	shift uint
	start uint64 // grid spots where three spots of a line begin
	open  uint64 // starts whose line ends just before or just after the three
}

var gipfColumns, gipfDirs = gipfGrid()

// gipfGridSpots is every spot on the grid.
var gipfGridSpots = func() (m uint64) {
	for _, c := range gipfColumns {
		m |= gipfToGrid(c.mask)
	}
	return m
}()

func gipfGrid() (cols [7]gipfColumn, dirs [3]gipfDir) {
	spot := map[[2]int]bool{}
	for p := range gipf.NumPoints {
		if gipf.IsDot(p) {
			continue
		}
		x := gipf.PointColumn(p)
		y := gipf.PointNumber(p) + max(0, x-4)
		spot[[2]int{x, y}] = true
		c := &cols[x-1]
		c.mask |= 1 << p
		c.shift = (x-1)*7 + y - 2 - p
	}
	steps := [3][2]int{{0, 1}, {1, 0}, {1, 1}}
	for d, st := range steps {
		dirs[d].shift = uint(st[0]*7 + st[1])
		for pt := range spot {
			at := func(k int) bool { return spot[[2]int{pt[0] + k*st[0], pt[1] + k*st[1]}] }
			if !at(1) || !at(2) {
				continue
			}
			bit := uint64(1) << ((pt[0]-1)*7 + pt[1] - 2)
			dirs[d].start |= bit
			if !at(-1) || !at(3) {
				dirs[d].open |= bit
			}
		}
	}
	return cols, dirs
}

// gipfToGrid moves a set of spots from point bits to grid bits.
func gipfToGrid(m uint64) uint64 {
	var g uint64
	for _, c := range gipfColumns {
		if c.shift >= 0 {
			g |= (m & c.mask) << uint(c.shift)
		} else {
			g |= (m & c.mask) >> uint(-c.shift)
		}
	}
	return g
}

// gipfOpenThrees counts the places where three pieces of m stand in a line
// with an empty spot, or the line's end (where a push enters), on at least
// one side. A longer run counts once for each three it holds.
func gipfOpenThrees(m, empty uint64) int {
	n := 0
	for _, d := range gipfDirs {
		s := d.shift
		three := m & (m >> s) & (m >> (2 * s)) & d.start
		n += bits.OnesCount64(three & (empty<<s | empty>>(3*s) | d.open))
	}
	return n
}

// gipfEval scores GIPF positions for the player who decides, with the
// weights of the variant (gipfWeightsFor) on the counts of gipfCount.
type gipfEval struct{}

func (gipfEval) evaluate(g rules.Game) int32 {
	gg := g.(*gipf.Game)
	f := gipfCount(gg)
	return gipfWeightsFor(gg.Variant()).score(&f)
}

// gipfSide is what the evaluation counts of one side.
type gipfSide struct {
	captured int    // enemy pieces captured (a GIPF piece counts two)
	reserve  int    // pieces in reserve
	board    int    // pieces on the board (a GIPF piece counts two)
	gipf     int    // GIPF pieces on the board, at most gipfMaxCounted
	ring     [3]int // singles on the centre e5 and the two rings around it
	ringGIPF [3]int // GIPF pieces there
	threes   int    // open threes (gipfOpenThrees)
}

// gipfFeatures are the counts of both sides, the player who decides
// first.
type gipfFeatures struct {
	me, op gipfSide
	rule   bool // the GIPF rule applies: GIPF pieces count
}

// gipfMaxCounted is how many GIPF pieces of a side the evaluation tells
// apart: more count as many (in Tournament a side may enter more).
const gipfMaxCounted = 4

// gipfCount counts what the evaluation weighs in g.
func gipfCount(gg *gipf.Game) gipfFeatures {
	me := gg.ToMove()
	w, b, gp := gg.Bitboards()
	men := [2]uint64{w, b}
	grid := [2]uint64{gipfToGrid(w), gipfToGrid(b)}
	empty := gipfGridSpots &^ (grid[0] | grid[1])
	side := func(p rules.Player) gipfSide {
		s := gipfSide{captured: gg.Lost(p.Other()), reserve: gg.Reserve(p), board: gg.OnBoard(p),
			gipf: min(gg.GIPFOnBoard(p), gipfMaxCounted), threes: gipfOpenThrees(grid[p], empty)}
		for i, ring := range gipfRings {
			m := men[p] & ring
			s.ring[i] = bits.OnesCount64(m &^ gp)
			s.ringGIPF[i] = bits.OnesCount64(m & gp)
		}
		return s
	}
	return gipfFeatures{me: side(me), op: side(me.Other()), rule: gg.Variant() != gipf.Basic}
}

// gipfWeights are the GIPF evaluation's weights; ±1000 is a win. Reserve
// and GIPF are tables by count (running out of pieces, or of GIPF
// pieces, loses: the value of one more is not constant). The open threes
// and the tempo are the player who decides's own (it pushes next).
type gipfWeights struct {
	Captured int32
	Reserve  [19]int32
	Board    int32
	GIPF     [gipfMaxCounted + 1]int32
	Ring     [3]int32
	RingGIPF [3]int32
	ThreesMe int32 // open threes of the player who decides
	ThreesOp int32 // open threes of the other
	Tempo    int32 // the player who decides pushes next
}

// side is the part of the score that counts one side's own material.
func (w *gipfWeights) side(s *gipfSide, rule bool) int32 {
	v := w.Captured*int32(s.captured) + w.Reserve[min(s.reserve, len(w.Reserve)-1)] + w.Board*int32(s.board)
	if rule {
		v += w.GIPF[s.gipf]
	}
	for i := range s.ring {
		v += w.Ring[i]*int32(s.ring[i]) + w.RingGIPF[i]*int32(s.ringGIPF[i])
	}
	return v
}

// score is the evaluation of f for the player who decides.
func (w *gipfWeights) score(f *gipfFeatures) int32 {
	return w.side(&f.me, f.rule) - w.side(&f.op, f.rule) +
		w.ThreesMe*int32(f.me.threes) - w.ThreesOp*int32(f.op.threes) + w.Tempo
}

func (gipfEval) endgame(rules.Game) int64 { return 0 }

func (gipfEval) value(s int32) float64 { return float64(max(-999, min(999, s))) }

func (gipfEval) offset(rules.Game) int32 { return 0 }

// cost counts whole turns: a push is a turn, and the removal decisions
// that complete it cost nothing.
func (gipfEval) cost(a rules.Action) int {
	if gipf.IsRemoval(a) {
		return 0
	}
	return 1
}

// settled reports that no removal decision is pending: the horizon never
// cuts a turn between its push and its removals.
func (gipfEval) settled(g rules.Game) bool { return !g.(*gipf.Game).RemovalPending() }

// tactical lists the pushes that make a row of the mover's colour: the
// captures (and the recoveries of its own pieces) that quiescence plays
// out beyond the horizon.
func (gipfEval) tactical(g rules.Game, buf []rules.Action) []rules.Action {
	gg := g.(*gipf.Game)
	start := len(buf)
	buf = gg.Actions(buf)
	return gg.RowPushes(gg.ToMove(), buf[start:], buf[:start])
}
