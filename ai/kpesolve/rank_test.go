package kpesolve

import "testing"

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
