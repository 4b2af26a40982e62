package kpesolve

import (
	"flag"
	"testing"
	"time"

	"tavola/internal/seeded"
)

// plainLayers solves the unlocked layers with up to maxN seeds, both
// parities, without the co-Büchi games: window bounds from the no-loop
// and cash-out games alone.
func plainLayers(t testing.TB, maxN int) []*Layer {
	t.Helper()
	layers := make([]*Layer, maxN+1)
	var done meter
	for n := 0; n <= maxN; n++ {
		l, err := solveLayerWith(n, false, func(m int) *Layer { return layers[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		layers[n] = l
	}
	return layers
}

// TestTightenedWindowBoundsHoldTheValue checks the window bounds the
// co-Büchi games and the search of the small layers tighten, as a
// window's first position: within those of the no-loop and cash-out games
// alone on every board of up to 8 seeds (and D and U too, whose exits they
// tighten); and holding the value by plain exhaustive minimax under the
// spec's rules (brute) where it finishes within 20,000 nodes (tried up to
// 5 seeds: it finishes every board of up to 3 seeds, some of 4 and 5), and
// by the search on the plain tables (which knows nothing of either) on
// every other tightened board of 4 to 6 seeds and on 40 random ones of 8,
// where the games alone closed the bounds (the search proves all).
func TestTightenedWindowBoundsHoldTheValue(t *testing.T) {
	const maxN = 8
	layers, plain := smallLayers(t, maxN), plainLayers(t, maxN)
	src := memorySource{layers: plain}
	rng := seeded.New(11, 0)
	for n, l := range layers {
		p := plain[n]
		tightened, checked := 0, 0
		sample := map[int]bool{}
		for n == maxN && len(sample) < 40 {
			sample[rng.IntN(Size(n))] = true
		}
		for k := range Size(n) {
			b := Unrank(n, uint32(k))
			lo, hi := int(l.Lo[k]), int(l.Hi[k])
			if !(int(p.Lo[k]) <= lo && lo <= hi && hi <= int(p.Hi[k])) {
				t.Fatalf("n=%d board %016x: tightened [%d, %d], plain [%d, %d]", n, uint64(b), lo, hi, p.Lo[k], p.Hi[k])
			}
			if l.D[k] < p.D[k] || l.U[k] > p.U[k] {
				t.Fatalf("n=%d board %016x: [D, U] = [%d, %d], plain [%d, %d]", n, uint64(b), l.D[k], l.U[k], p.D[k], p.U[k])
			}
			changed := lo != int(p.Lo[k]) || hi != int(p.Hi[k])
			if changed {
				tightened++
			}
			s := State{b, Unlocked}
			v, ok := 0, false
			if n <= 5 {
				v, ok = bruteLimited(s, 20000)
			}
			if !ok && changed && (n >= 4 && n <= 6 || sample[k]) {
				res := (&Searcher{Src: src, Limit: 1_000_000}).Solve(s, nil)
				v, ok = res.Lo, res.Exact()
				if !ok {
					t.Fatalf("n=%d board %016x: the search left it at [%d, %d]", n, uint64(b), res.Lo, res.Hi)
				}
			}
			if !ok {
				continue
			}
			checked++
			if v < lo || v > hi {
				t.Fatalf("n=%d board %016x: value %d outside the tightened bounds [%d, %d]", n, uint64(b), v, lo, hi)
			}
		}
		t.Logf("n=%d: %d of %d boards' window bounds tightened, %d values checked", n, tightened, Size(n), checked)
	}
}

var measureMax = flag.Int("kpe.measure", 0, "measure the window bounds on the even layers up to this many seeds")

// TestMeasureWindowBounds logs, per even layer up to -kpe.measure seeds,
// the boards whose window bounds differ and the mean gap, without the
// co-Büchi games and the search of the small layers and with them, and
// each solve's time (docs/AI.md, "The start's value"). It checks that
// they tighten: on every board the solver's bounds lie within the plain
// games' (make verify-kpe runs it).
func TestMeasureWindowBounds(t *testing.T) {
	if *measureMax == 0 {
		t.Skip("no -kpe.measure N")
	}
	plain, solver := make([]*Layer, *measureMax+1), make([]*Layer, *measureMax+1)
	var done meter
	for n := 0; n <= *measureMax; n += 2 {
		t0 := time.Now()
		p, err := solveLayerWith(n, false, func(m int) *Layer { return plain[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		t1 := time.Now()
		l, err := solveLayer(n, func(m int) *Layer { return solver[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		t2 := time.Now()
		var open, open2, gap, gap2 int
		for k := range Size(n) {
			if l.Lo[k] < p.Lo[k] || l.Hi[k] > p.Hi[k] {
				t.Fatalf("n=%d board %d: the solver's window bounds [%d, %d] are not within the plain games' [%d, %d]", n, k, l.Lo[k], l.Hi[k], p.Lo[k], p.Hi[k])
			}
			if p.Lo[k] < p.Hi[k] {
				open++
			}
			if l.Lo[k] < l.Hi[k] {
				open2++
			}
			gap += int(p.Hi[k] - p.Lo[k])
			gap2 += int(l.Hi[k] - l.Lo[k])
		}
		size := float64(Size(n))
		t.Logf("n=%2d boards=%10d | Lo<Hi %10d -> %10d | mean gap %.3f -> %.3f | solve %v -> %v",
			n, Size(n), open, open2, float64(gap)/size, float64(gap2)/size, t1.Sub(t0).Round(time.Millisecond), t2.Sub(t1).Round(time.Millisecond))
		// Only the window bounds are needed below, but for the search.
		plain[n], solver[n] = &Layer{N: n, Lo: p.Lo, Hi: p.Hi}, l
		if n > SearchSeeds {
			solver[n] = &Layer{N: n, Lo: l.Lo, Hi: l.Hi}
		}
	}
}
