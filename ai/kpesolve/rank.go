package kpesolve

// The boards with n seeds on the board are numbered 0 … Size(n)-1 in the
// lexicographic order of their pit counts (pit 0 first): the
// combinatorial number system of compositions, or stars and bars. A
// composition of n into 8 parts is n stars and 7 bars; its rank counts the
// compositions before it, pit by pit: those with a smaller count in the
// first pit that differs.

// comp[k][m] is the number of ways to put m seeds into k pits, C(m+k-1, k-1).
var comp [Pits + 1][Seeds + 1]uint64

// before[i][r][c] is the number of boards whose pits before i are equal,
// that have r seeds in pits i…7, and hold fewer than c seeds in pit i
// (r, c ≤ Seeds). The rows are 64 long so that Rank's indices, masked to
// 6 bits, need no bounds checks: Rank runs in half the time.
var before [Pits - 1][64][64]uint32

func init() {
	for m := 0; m <= Seeds; m++ {
		comp[1][m] = 1
	}
	comp[0][0] = 1
	for k := 2; k <= Pits; k++ {
		var s uint64
		for m := 0; m <= Seeds; m++ {
			s += comp[k-1][m]
			comp[k][m] = s
		}
	}
	for i := range Pits - 1 {
		rest := Pits - 1 - i // pits after i
		for r := 0; r <= Seeds; r++ {
			var s uint64
			for c := 0; c <= r; c++ {
				before[i][r][c] = uint32(s)
				s += comp[rest][r-c]
			}
		}
	}
}

// Size is the number of boards with n seeds on them.
func Size(n int) int { return int(comp[Pits][n]) }

// Rank is the number of b among the boards with as many seeds.
func Rank(b Board) uint32 {
	r := uint(uint64(b)*lanes>>56) & 63 // the seeds on the board: each pit's byte summed in the top one
	var k uint32
	for i := range Pits - 1 {
		c := uint(uint8(b)) & 63
		k += before[i][r][c]
		r = (r - c) & 63
		b >>= 8
	}
	return k
}

// Unrank is the board numbered k among those with n seeds (k < Size(n)).
func Unrank(n int, k uint32) Board {
	var b Board
	r := n
	for i := range Pits - 1 {
		c := 0
		for c < r && before[i][r][c+1] <= k {
			c++
		}
		k -= before[i][r][c]
		b |= Board(c) << (8 * uint(i))
		r -= c
	}
	return b | Board(r)<<(8*(Pits-1))
}

// next is the board after b in rank order among those with as many seeds,
// and false after the last.
func next(b Board) (Board, bool) {
	// Like counting: find the last pit before 7 that can give a seed to the
	// pit after it; move one seed there and all the seeds after it into
	// the pit after it.
	tail := b.Pit(Pits - 1)
	for i := Pits - 2; i >= 0; i-- {
		c := b.Pit(i)
		if tail > 0 {
			// pit i gets one more, the tail (minus that seed) goes to pit 7.
			b &^= ^Board(0) << (8 * uint(i+1))
			b += 1 << (8 * uint(i))
			b |= Board(tail-1) << (8 * (Pits - 1))
			return b, true
		}
		tail += c
	}
	return b, false
}
