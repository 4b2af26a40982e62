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
	maxPly  = Squares       // a game fills at most every square once
)

// geometry holds the tables computed once from the board's shape.
type geometry struct {
	// ahead[sq] are the (at most three) squares a piece entered on sq
	// would slide over, nearest first, padded with sq itself.
	ahead [Squares][3]uint8
	// stopAt[sq][k] is where a piece entered on sq stops when bit i of k
	// says that ahead[sq][i] is taken (padding counts as taken).
	stopAt [Squares][8]uint8
	// stopAtEdge holds the squares whose slide leaves the board at once.
	stopAtEdge uint64
	// dirMask[d] holds the squares that slide in direction dirs[d].
	dirMask [8]uint64
	// lines holds the lines of four.
	lines [Lines]uint64
	// across[sq][k] is the whole line of the board through sq in the k-th
	// direction of lineSteps.
	across [Squares][4]uint64
}

// dirs are the eight slide directions as (file, rank) steps.
var dirs = [8][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {-1, 1}, {1, -1}, {1, 1}}

// lineSteps are the four directions of lines as (file, rank) steps; as
// differences of square numbers they are 1, Ranks, Ranks+1 and Ranks-1.
var lineSteps = [4][2]int{{0, 1}, {1, 0}, {1, 1}, {1, -1}}

var geo = *newGeometry()

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
		if !onBoard(f+dirs[d][0], r+dirs[d][1]) {
			g.stopAtEdge |= 1 << sq
		}
		for i := range g.ahead[sq] {
			g.ahead[sq][i] = uint8(sq)
			if af, ar := f+(i+1)*dirs[d][0], r+(i+1)*dirs[d][1]; onBoard(af, ar) {
				g.ahead[sq][i] = uint8(af*Ranks + ar)
			}
		}
		for k := range g.stopAt[sq] {
			stop := sq
			for i := 0; i < len(g.ahead[sq]) && k>>i&1 == 0; i++ {
				stop = int(g.ahead[sq][i])
			}
			g.stopAt[sq][k] = uint8(stop)
		}
		for k, s := range lineSteps {
			for i := -Files; i <= Files; i++ {
				if lf, lr := f+i*s[0], r+i*s[1]; onBoard(lf, lr) {
					g.across[sq][k] |= 1 << (lf*Ranks + lr)
				}
			}
		}
	}
	n := 0
	for sq := range Squares {
		f, r := sq/Ranks, sq%Ranks
		for _, s := range lineSteps {
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
	return g
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
// when the squares in occ are taken. It reads the three squares ahead into
// an index of stopAt rather than walking, which would mispredict branches.
func landing(occ uint64, sq int) int {
	sq &= Squares - 1
	o := occ | 1<<uint(sq) // the padding of ahead reads as taken
	a := &geo.ahead[sq]
	k := o>>(a[0]&63)&1 | o>>(a[1]&63)&1<<1 | o>>(a[2]&63)&1<<2
	return int(geo.stopAt[sq][k])
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

// inByte[b][i] is the position of the i-th lowest set bit of byte b.
var inByte = func() (t [256][8]uint8) {
	for b := range t {
		i := 0
		for bit := range 8 {
			if b>>bit&1 != 0 {
				t[b][i] = uint8(bit)
				i++
			}
		}
	}
	return t
}()

// selectBit returns the square of the i-th lowest set bit of bb (i counts
// from 0; bb must have more than i bits set). It has no branches to
// mispredict: byte counts, their running sums, and one table look-up.
func selectBit(bb uint64, i int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	c := bb - (bb>>1)&0x5555555555555555
	c = c&0x3333333333333333 + (c>>2)&0x3333333333333333
	c = (c + c>>4) & 0x0f0f0f0f0f0f0f0f
	sums := c * ones // byte j: set bits in bytes 0..j
	// A byte's high bit stays set when its running sum is at most i; those
	// bytes come first, and counting them gives the byte holding bit i.
	below := ((uint64(i)*ones | highs) - sums) & highs
	// The count of those bytes, times 8; the mask (a no-op for i below the
	// count of set bits) spares the shifts their check for counts ≥ 64.
	shift := uint(below>>7*ones>>56) * 8 & 63
	before := int(sums<<8>>shift) & 0xff
	return int(shift) + int(inByte[bb>>shift&0xff][(i-before)&7])
}

func popcount(bb uint64) int { return bits.OnesCount64(bb) }
