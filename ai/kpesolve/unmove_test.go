package kpesolve

import (
	"slices"
	"testing"
)

// TestParentsAreTheInLayerMovesReversed checks parents against the moves:
// for every board of a few small layers, the boards whose legal in-layer
// moves lead to a child are exactly its parents, with multiplicity.
func TestParentsAreTheInLayerMovesReversed(t *testing.T) {
	for _, n := range []int{1, 2, 5, 8, 9} {
		want := map[Board][]Board{}
		var buf []Move
		for k := range Size(n) {
			b := Unrank(n, uint32(k))
			for _, m := range Moves(State{b, Unlocked}, buf[:0]) {
				if m.Taken == 0 {
					want[m.Next.Board] = append(want[m.Next.Board], b)
				}
			}
		}
		var got []Board
		for k := range Size(n) {
			c := Unrank(n, uint32(k))
			got = parents(c, got[:0])
			w := want[c]
			slices.Sort(got)
			slices.Sort(w)
			if !slices.Equal(got, w) {
				t.Fatalf("n=%d: parents of %016x = %x, want %x", n, uint64(c), got, w)
			}
		}
	}
}
