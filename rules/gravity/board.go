package gravity

import (
	"fmt"
	"math/bits"
)

// The size of the board.
const (
	Files   = 8             // files a–h
	Ranks   = 8             // ranks 1–8
	Squares = Files * Ranks // squares, numbered file*Ranks + rank
	Lines   = 130           // lines of four squares on the board
	noSq    = -1            // "off the board" in the geometry tables
	maxPly  = Squares       // a game fills at most every square once
)

// geometry holds the tables computed once from the board's shape.
type geometry struct {
	// next is the square a piece on sq slides to next, noSq at the edge.
	next [Squares]int8
	// stopAtEdge holds the squares whose slide leaves the board at once.
	stopAtEdge uint64
	// dirMask[d] holds the squares that slide in direction dirs[d].
	dirMask [8]uint64
	// lines holds the lines of four; linesAt[lineFirst[sq]:lineFirst[sq+1]]
	// are those through sq.
	lines     [Lines]uint64
	linesAt   [4 * Lines]uint64
	lineFirst [Squares + 1]uint16
}

// dirs are the eight slide directions as (file, rank) steps.
var dirs = [8][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}

var geo = newGeometry()

func onBoard(f, r int) bool { return f >= 0 && f < Files && r >= 0 && r < Ranks }

// slideDir returns the index in dirs of the direction a piece entered on
// (f, r) slides in: toward the nearest side, or diagonally toward the corner
// between a nearest vertical and a nearest horizontal side.
func slideDir(f, r int) int {
	df, dh := -1, f
	if Files-1-f < f {
		df, dh = 1, Files-1-f
	}
	dr, dv := -1, r
	if Ranks-1-r < r {
		dr, dv = 1, Ranks-1-r
	}
	switch {
	case dh < dv:
		dr = 0
	case dv < dh:
		df = 0
	}
	for d, s := range dirs {
		if s == [2]int{df, dr} {
			return d
		}
	}
	panic("gravity: no slide direction") // unreachable: every step is in dirs
}

func newGeometry() *geometry {
	g := new(geometry)
	for sq := range Squares {
		f, r := sq/Ranks, sq%Ranks
		d := slideDir(f, r)
		g.dirMask[d] |= 1 << sq
		nf, nr := f+dirs[d][0], r+dirs[d][1]
		if onBoard(nf, nr) {
			g.next[sq] = int8(nf*Ranks + nr)
		} else {
			g.next[sq] = noSq
			g.stopAtEdge |= 1 << sq
		}
	}
	n := 0
	for sq := range Squares {
		f, r := sq/Ranks, sq%Ranks
		for _, s := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}} {
			if !onBoard(f+3*s[0], r+3*s[1]) {
				continue
			}
			var line uint64
			for i := range 4 {
				line |= 1 << ((f+i*s[0])*Ranks + r + i*s[1])
			}
			g.lines[n] = line
			n++
		}
	}
	if n != Lines {
		panic(fmt.Sprintf("gravity: %d lines of four, want %d", n, Lines))
	}
	k := 0
	for sq := range Squares {
		g.lineFirst[sq] = uint16(k)
		for _, line := range g.lines {
			if line>>sq&1 != 0 {
				g.linesAt[k] = line
				k++
			}
		}
	}
	g.lineFirst[Squares] = uint16(k)
	return g
}

// fourThrough reports whether bb holds a line of four through sq.
func fourThrough(bb uint64, sq int) bool {
	for _, line := range geo.linesAt[geo.lineFirst[sq]:geo.lineFirst[sq+1]] {
		if bb&line == line {
			return true
		}
	}
	return false
}

// fours returns the union of the lines of four that bb holds.
func fours(bb uint64) uint64 {
	var u uint64
	for _, line := range geo.lines {
		if bb&line == line {
			u |= line
		}
	}
	return u
}

// landing returns the square where a piece entered on empty square sq stops
// when the squares in occ are taken.
func landing(occ uint64, sq int) int {
	for {
		n := geo.next[sq]
		if n == noSq || occ>>uint(n)&1 != 0 {
			return sq
		}
		sq = int(n)
	}
}

// stops returns the empty squares where a piece entered stays: the next
// square of its slide is taken or off the board. They are exactly the
// distinct landing squares, since a piece entered on its own landing square
// stays there.
func stops(occ uint64) uint64 {
	// blocked collects the squares whose next square is taken: for the
	// squares of direction d that are not at the edge, next = sq + shift, so
	// occ shifted by -shift puts that square's bit at sq.
	var blocked uint64
	for d, s := range dirs {
		shift := s[0]*Ranks + s[1]
		var from uint64
		if shift > 0 {
			from = occ >> uint(shift)
		} else {
			from = occ << uint(-shift)
		}
		blocked |= from & geo.dirMask[d] &^ geo.stopAtEdge
	}
	return ^occ & (blocked | geo.stopAtEdge)
}

// trailing returns the lowest square of a non-empty bitboard.
func trailing(bb uint64) int { return bits.TrailingZeros64(bb) }

func popcount(bb uint64) int { return bits.OnesCount64(bb) }
