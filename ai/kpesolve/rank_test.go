package kpesolve

import (
	"testing"

	"tavola/internal/seeded"
)

func TestRankCountsEveryBoardOnce(t *testing.T) {
	for n := 0; n <= 7; n++ {
		b := first(n) // all seeds in pit 7

		for k := 0; ; k++ {
			if got := Rank(b); got != uint32(k) {
				t.Fatalf("n=%d: board %016x has rank %d, want %d", n, uint64(b), got, k)
			}
			if u := Unrank(n, uint32(k)); u != b {
				t.Fatalf("n=%d: Unrank(%d) = %016x, want %016x", n, k, uint64(u), uint64(b))
			}
			var ok bool
			if b, ok = next(b); !ok {
				if k+1 != Size(n) {
					t.Fatalf("n=%d: %d boards, want %d", n, k+1, Size(n))
				}
				break
			}
		}
	}
}

// first is the first board with n seeds in rank order: all in pit 7.
func first(n int) Board { return Board(n) << (8 * (Pits - 1)) }

// TestRankIndexFindsEveryNumber checks both kinds of rankIndex (a bitmap
// for dense classes, a hash table for sparse ones) on clustered sets of
// numbers: every number found at its place, every other one not found.
func TestRankIndexFindsEveryNumber(t *testing.T) {
	rng := seeded.New(3, 0)
	const size = 100_000
	for _, density := range []int{2, 30, 80, 100, 500, 20_000, size} {
		var ranks []uint32
		for r := 0; r < size; r++ { // clusters: denser in some stretches
			if rng.IntN(density) == 0 || r%3000 < 100 && rng.IntN(4*density) == 0 {
				ranks = append(ranks, uint32(r))
			}
		}
		x := newRankIndex(ranks, size)
		if (x.lines != nil) != (90*len(ranks) >= size) {
			t.Fatalf("density 1/%d: %d numbers, bitmap %v", density, len(ranks), x.lines != nil)
		}
		k := 0
		for r := range uint32(size) {
			i, ok := x.find(ranks, r)
			if in := k < len(ranks) && ranks[k] == r; ok != in || ok && i != k {
				t.Fatalf("density 1/%d: find(%d) = %d %v, want %d %v", density, r, i, ok, k, in)
			}
			if k < len(ranks) && ranks[k] == r {
				k++
			}
		}
		if _, ok := x.find(ranks, size+7); ok {
			t.Fatalf("density 1/%d: a number past the end found", density)
		}
	}
}
