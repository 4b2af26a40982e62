package kpesolve

import (
	"slices"
	"testing"

	"tavola/internal/seeded"
)

// smallLayers solves the unlocked layers with up to maxN seeds, both
// parities.
func smallLayers(t testing.TB, maxN int) []*Layer {
	t.Helper()
	var layers []*Layer
	if err := solveLayers(maxN, nil, func(l *Layer) error { layers = append(layers, l); return nil }); err != nil {
		t.Fatal(err)
	}
	return layers
}

// tarjanCycles is a plain recursive Tarjan over the boards of a layer:
// the boards of components with more than one board, or that move to
// themselves.
func tarjanCycles(n int) []bool {
	size := Size(n)
	index, low := make([]int, size), make([]int, size)
	on := make([]bool, size)
	cyc := make([]bool, size)
	for i := range index {
		index[i] = -1
	}
	kids := func(k int) []int {
		var out []int
		for _, m := range Moves(State{Unrank(n, uint32(k)), Unlocked}, nil) {
			if m.Taken == 0 {
				out = append(out, int(Rank(m.Next.Board)))
			}
		}
		return out
	}
	var stack []int
	counter := 0
	var visit func(v int)
	visit = func(v int) {
		index[v], low[v] = counter, counter
		counter++
		stack = append(stack, v)
		on[v] = true
		for _, w := range kids(v) {
			if index[w] < 0 {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			i := len(stack) - 1
			for stack[i] != v {
				i--
			}
			comp := stack[i:]
			loop := len(comp) > 1 || slices.Contains(kids(v), v)
			for _, w := range comp {
				on[w] = false
				cyc[w] = loop
			}
			stack = stack[:i]
		}
	}
	for v := range size {
		if index[v] < 0 {
			visit(v)
		}
	}
	return cyc
}

func TestCycleSetIsTheBoardsOnCycles(t *testing.T) {
	for n := 0; n <= 12; n++ {
		got, comps := cycleSet(n, inLayerMoves(n))
		want := tarjanCycles(n)
		for k, w := range want {
			if got.has(uint32(k)) != w {
				t.Fatalf("n=%d: board %016x on a cycle: got %v, want %v", n, uint64(Unrank(n, uint32(k))), !w, w)
			}
		}
		if n >= 2 && comps != 1 {
			t.Errorf("n=%d: %d components with cycles, want 1", n, comps)
		}
	}
}

// TestBoundsEqualTheBestOfTheirSuccessors checks that the cash-out game's
// tables solve its equations: U is the best of the cash-out (on a cycle)
// and the moves, each worth what the opponent's D (in the layer) or the
// window bounds below (after a capture) leave; D is the same with the
// opponent able to cash out, so the worse of the cash-out and the best
// move. The window bounds (tightened on the small layers) must lie
// between the moves' parts of D and U.
func TestBoundsEqualTheBestOfTheirSuccessors(t *testing.T) {
	layers := smallLayers(t, 12)
	for n, l := range layers {
		for k := range Size(n) {
			b := Unrank(n, uint32(k))
			d, u, lo, hi := int(l.D[k]), int(l.U[k]), int(l.Lo[k]), int(l.Hi[k])
			if !(d <= lo && lo <= hi && hi <= u) {
				t.Fatalf("n=%d board %016x: D=%d Lo=%d Hi=%d U=%d out of order", n, uint64(b), d, lo, hi, u)
			}
			moves := Moves(State{b, Unlocked}, nil)
			wantU, wantD := -1000, -1000
			if len(moves) == 0 {
				wantU, wantD = -n, -n
			}
			for _, m := range moves {
				r := Rank(m.Next.Board)
				if m.Taken == 0 {
					wantU = max(wantU, -int(l.D[r]))
					wantD = max(wantD, -int(l.U[r]))
				} else {
					c := layers[n-m.Taken]
					wantU = max(wantU, m.Taken-int(c.Lo[r]))
					wantD = max(wantD, m.Taken-int(c.Hi[r]))
				}
			}
			// As a window's first position, the position is worth at most
			// what its moves can be worth (a child c with the position as
			// its history at most −D(c)) and at least what they are sure
			// to be (−U(c)): the moves' part of U and D.
			if lo > wantU || hi < wantD {
				t.Fatalf("n=%d board %016x: window bounds [%d, %d], its moves give [%d, %d]", n, uint64(b), lo, hi, wantD, wantU)
			}
			if l.Cyc.has(uint32(k)) {
				wantU = max(wantU, b.CashOut())
				wantD = min(wantD, b.CashOut())
			}
			if u != wantU || d != wantD {
				t.Fatalf("n=%d board %016x: U=%d D=%d, its successors give U=%d D=%d", n, uint64(b), u, d, wantU, wantD)
			}
		}
	}
}

// TestWindowBoundsHoldTheValue compares the window bounds with plain
// exhaustive minimax under the spec's rules (brute) from every board of
// up to 3 seeds, and the bounds that hold whatever the history with the
// value after each step of random games in the layer.
func TestWindowBoundsHoldTheValue(t *testing.T) {
	layers := smallLayers(t, 3)
	for n := 0; n <= 3; n++ {
		l := layers[n]
		for k := range Size(n) {
			s := State{Unrank(n, uint32(k)), Unlocked}
			v, _ := bruteValue(s, 0)
			if v < int(l.Lo[k]) || v > int(l.Hi[k]) {
				t.Fatalf("n=%d board %016x: value %d outside the window bounds [%d, %d]", n, uint64(s.Board), v, l.Lo[k], l.Hi[k])
			}
			// A random walk in the layer, the walk so far as history.
			rng := seeded.New(uint64(k), 1)
			br := &brute{path: map[bruteKey]bool{{s, false}: true}}
			north := false
			for step := 0; step < 12; step++ {
				moves := Moves(s, nil)
				var in []Move
				for _, m := range moves {
					if m.Taken == 0 && !br.path[bruteKey{m.Next, !north}] {
						in = append(in, m)
					}
				}
				if len(in) == 0 {
					break
				}
				s, north = in[rng.IntN(len(in))].Next, !north
				br.path[bruteKey{s, north}] = true
				v := br.value(s, north)
				r := Rank(s.Board)
				if v < int(l.D[r]) || v > int(l.U[r]) {
					t.Fatalf("n=%d board %016x after %d steps: value %d outside [D, U] = [%d, %d]", n, uint64(s.Board), step+1, v, l.D[r], l.U[r])
				}
			}
		}
	}
}
