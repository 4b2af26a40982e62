package ai

import (
	"math/bits"

	"tavola/rules"
	"tavola/rules/gipf"
)

// GIPF evaluation weights, after GF1 and the Boardspace robots (see
// shared/design/ai-notes.md); ±1000 is a win.
const (
	gipfCaptured = 20 // each enemy piece captured
	gipfReserve  = 4  // each piece in reserve
	gipfShort    = 12 // each piece short of 4 in reserve: running out loses
	gipfPiece    = 40 // each GIPF piece on the board (Standard, Tournament), up to gipfCounted
	gipfLastGIPF = 15 // a single GIPF piece left
	// gipfCounted is how many GIPF pieces on the board count: in
	// Tournament a fourth one is worth no more than two singles, so the
	// search does not spend its reserve entering them (the project's
	// search entered 11–16 a game; GF1 stops at 3).
	gipfCounted   = 3
	gipfOpenThree = 8 // three in a line next to an empty spot
)

// gipfRings are the spots at distance 0, 1 and 2 from the centre e5, and
// gipfRingWeight what a piece on them is worth (GF1's centre bonus).
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

// gipfEval scores GIPF positions for the player who decides: material
// captured, reserves (with a penalty as one runs low), GIPF pieces, control
// of the centre (GIPF pieces count half again) and open threes.
type gipfEval struct{}

func (gipfEval) evaluate(g rules.Game) int32 {
	gg := g.(*gipf.Game)
	me := gg.ToMove()
	op := me.Other()
	w, b, gp := gg.Bitboards()
	men := [2]uint64{w, b}
	grid := [2]uint64{gipfToGrid(w), gipfToGrid(b)}
	side := func(p rules.Player) int32 {
		s := gipfCaptured*int32(gg.Lost(p.Other())) + gipfReserve*int32(gg.Reserve(p))
		if r := gg.Reserve(p); r < 4 {
			s -= gipfShort * int32(4-r)
		}
		if gg.Variant() != gipf.Basic {
			n := gg.GIPFOnBoard(p)
			s += gipfPiece * int32(min(n, gipfCounted))
			if n == 1 {
				s -= gipfLastGIPF
			}
		}
		m := men[p]
		for i, ring := range gipfRings {
			s += gipfRingWeight[i] * int32(2*bits.OnesCount64(m&ring)+bits.OnesCount64(m&gp&ring)) / 2
		}
		return s
	}
	s := side(me) - side(op)
	empty := gipfGridSpots &^ (grid[0] | grid[1])
	s += gipfOpenThree * int32(gipfOpenThrees(grid[me&1], empty)-gipfOpenThrees(grid[op&1], empty))
	return s
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
