package kpesolve

import (
	"flag"
	"testing"
	"time"
)

// plainLayers solves the unlocked layers with up to maxN seeds, both
// parities, without the co-Büchi games: window bounds from the no-loop
// and cash-out games alone.
func plainLayers(t testing.TB, maxN int) []*Layer {
	t.Helper()
	layers := make([]*Layer, maxN+1)
	var done meter
	for n := 0; n <= maxN; n++ {
		l, err := solveLayerUpTo(n, -1, func(m int) *Layer { return layers[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		layers[n] = l
	}
	return layers
}

// TestCoBuchiBoundsHoldTheValue checks the window bounds the co-Büchi
// games tighten, as a window's first position: within those of the
// no-loop and cash-out games alone on every board of up to 8 seeds (and D
// and U too, whose exits they tighten); and
// holding the value by plain exhaustive minimax under the spec's rules
// (brute) where it finishes within 20,000 nodes (tried up to 5 seeds: it
// finishes every board of up to 3 seeds, some of 4 and 5), and by the search on the plain tables (which
// knows nothing of the co-Büchi games) on every board of 4 to 6 seeds
// whose bounds they tightened (it proves all of them).
func TestCoBuchiBoundsHoldTheValue(t *testing.T) {
	const maxN = 8
	layers, plain := smallLayers(t, maxN), plainLayers(t, maxN)
	src := memorySource{layers: plain}
	for n, l := range layers {
		p := plain[n]
		tightened, checked := 0, 0
		for k := range Size(n) {
			b := Unrank(n, uint32(k))
			lo, hi := int(l.Lo[k]), int(l.Hi[k])
			if !(int(p.Lo[k]) <= lo && lo <= hi && hi <= int(p.Hi[k])) {
				t.Fatalf("n=%d board %016x: co-Büchi [%d, %d], plain [%d, %d]", n, uint64(b), lo, hi, p.Lo[k], p.Hi[k])
			}
			// The exits' tighter window bounds tighten D and U above.
			if l.D[k] < p.D[k] || l.U[k] > p.U[k] {
				t.Fatalf("n=%d board %016x: [D, U] = [%d, %d], plain [%d, %d]", n, uint64(b), l.D[k], l.U[k], p.D[k], p.U[k])
			}
			changed := lo != int(p.Lo[k]) || hi != int(p.Hi[k])
			if changed {
				tightened++
			}
			if n > 6 {
				continue
			}
			s := State{b, Unlocked}
			v, ok := 0, false
			if n <= 5 {
				v, ok = bruteLimited(s, 20000)
			}
			if !ok && changed && n >= 4 {
				res := (&Searcher{Src: src, Limit: 200000}).Solve(s, nil)
				v, ok = int(res.Lo), res.Exact()
				if !ok {
					t.Fatalf("n=%d board %016x: the search left it at [%d, %d]", n, uint64(b), res.Lo, res.Hi)
				}
			}
			if !ok {
				continue
			}
			checked++
			if v < lo || v > hi {
				t.Fatalf("n=%d board %016x: value %d outside the co-Büchi bounds [%d, %d]", n, uint64(b), v, lo, hi)
			}
		}
		t.Logf("n=%d: %d of %d boards' window bounds tightened, %d values checked", n, tightened, Size(n), checked)
	}
}

// TestWindowBoundsBoundTheirSuccessors checks the window bounds against
// the moves of their position, every board up to 12 seeds: as the first
// of its window, a position is worth at most the best of what its moves
// can be worth (an in-layer child c, with the position as its history,
// at most −D(c) to the mover; an exit e at most the seeds taken − Lo(e)),
// and at least the best of what they are sure to be worth (−U(c), the
// seeds taken − Hi(e)).
func TestWindowBoundsBoundTheirSuccessors(t *testing.T) {
	layers := smallLayers(t, 12)
	for n, l := range layers {
		for k := range Size(n) {
			b := Unrank(n, uint32(k))
			moves := Moves(State{b, Unlocked}, nil)
			most, least := -1000, -1000
			if len(moves) == 0 {
				most, least = -n, -n
			}
			for _, m := range moves {
				r := Rank(m.Next.Board)
				if m.Taken == 0 {
					most, least = max(most, -int(l.D[r])), max(least, -int(l.U[r]))
				} else {
					c := layers[n-m.Taken]
					most, least = max(most, m.Taken-int(c.Lo[r])), max(least, m.Taken-int(c.Hi[r]))
				}
			}
			if int(l.Lo[k]) > most || int(l.Hi[k]) < least {
				t.Fatalf("n=%d board %016x: window bounds [%d, %d], its moves give [%d, %d]", n, uint64(b), l.Lo[k], l.Hi[k], least, most)
			}
		}
	}
}

var coBuchiMax = flag.Int("kpe.cobuchi", 0, "measure the co-Büchi window bounds on the even layers up to this many seeds")

// TestMeasureCoBuchi logs, per even layer up to -kpe.cobuchi seeds, how
// many boards have open window bounds without the co-Büchi games and with
// them on every layer (each layer's exits worth the co-Büchi bounds below),
// the mean gaps, the safety parts found and the cost; and checks that the
// solver's bounds (the co-Büchi games up to CoBuchiSeeds only) are those
// (docs/AI.md, "The start's value").
func TestMeasureCoBuchi(t *testing.T) {
	if *coBuchiMax == 0 {
		t.Skip("no -kpe.cobuchi N")
	}
	plain, solver := make([]*Layer, *coBuchiMax+1), make([]*Layer, *coBuchiMax+1)
	lo, hi := make([][]int8, len(plain)), make([][]int8, len(plain))
	var done meter
	for n := 0; n <= *coBuchiMax; n += 2 {
		t0 := time.Now()
		p, err := solveLayerUpTo(n, -1, func(m int) *Layer { return plain[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		plain[n] = p
		t1 := time.Now()
		g := newLayerGraph(n, p.Cyc, func(m int) []int8 { return lo[m] }, func(m int) []int8 { return hi[m] })
		t2 := time.Now()
		var rounds int
		lo[n], hi[n], rounds = g.solve()
		t3 := time.Now()
		if solver[n], err = solveLayer(n, func(m int) *Layer { return solver[m] }, &done); err != nil {
			t.Fatal(err)
		}
		var open, open2, differ, gap, gap2 int
		for k := range Size(n) {
			if p.Lo[k] < p.Hi[k] {
				open++
			}
			if lo[n][k] < hi[n][k] {
				open2++
			}
			if lo[n][k] < p.Lo[k] || hi[n][k] > p.Hi[k] || lo[n][k] > hi[n][k] {
				t.Fatalf("n=%d board %d: plain [%d, %d], co-Büchi [%d, %d]", n, k, p.Lo[k], p.Hi[k], lo[n][k], hi[n][k])
			}
			if solver[n].Lo[k] != lo[n][k] || solver[n].Hi[k] != hi[n][k] {
				differ++
			}
			gap += int(p.Hi[k] - p.Lo[k])
			gap2 += int(hi[n][k] - lo[n][k])
		}
		size := float64(Size(n))
		t.Logf("n=%2d boards=%9d | Lo<Hi %9d -> %9d | mean gap %.3f -> %.3f | safety parts %d | solver differs on %d | plain solve %v, graph %v, co-Büchi %v",
			n, Size(n), open, open2, float64(gap)/size, float64(gap2)/size, rounds, differ,
			t1.Sub(t0).Round(time.Millisecond), t2.Sub(t1).Round(time.Millisecond), t3.Sub(t2).Round(time.Millisecond))
	}
}
