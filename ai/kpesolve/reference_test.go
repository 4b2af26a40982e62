package kpesolve

import (
	"math/rand/v2"
	"testing"
	"time"

	"tavola/internal/seeded"
)

// someBoards is the ranks of every board of n seeds, or of a random count
// of them when count is positive and smaller.
func someBoards(n, count int, rng *rand.Rand) []uint32 {
	boards := make([]uint32, Size(n))
	for k := range boards {
		boards[k] = uint32(k)
	}
	if count <= 0 || count >= len(boards) {
		return boards
	}
	for i := range count {
		j := i + rng.IntN(len(boards)-i)
		boards[i], boards[j] = boards[j], boards[i]
	}
	return boards[:count]
}

// refCase is one position compared: a board of the layer, as a game's
// first position or after a random walk in its layer (the history).
type refCase struct {
	s       State
	history []State
}

// refCases lists, for each board, the board itself and where a random walk
// of 1 to 12 moves from it ends, with the walk as its history.
func refCases(n int, boards []uint32, rng *rand.Rand) []refCase {
	var out []refCase
	for _, k := range boards {
		s := State{Unrank(n, k), Unlocked}
		out = append(out, refCase{s, nil})
		if w, h := walk(s, 1+rng.IntN(12), rng); len(h) > 0 {
			out = append(out, refCase{w, h})
		}
	}
	return out
}

// refBudget is the node limit of the searches compared, a position: a
// million with -kpe.ref, 200,000 in make test.
func refBudget() int64 {
	if *refAll {
		return 1_000_000
	}
	return 200_000
}

// TestSearchMatchesMinimax compares Searcher.Solve (tables up to 8 seeds)
// and the bounded reference (reference bounds, bounded_test.go) with
// exact exhaustive minimax (minimax_test.go: no tables, no windows) on
// boards of 4 to 7 seeds, as a game's first position and after a random
// walk in the layer: wherever minimax finishes within its budget, both
// must give its value (the search: an interval that holds it, its value if
// it finished, with a legal principal line unless the budget ran out
// following it). With -kpe.ref: every board of 4 to 6 seeds and a random
// 100 of 7, a million nodes; make test: every
// board of 4 seeds, a random 300 of 5 and 40 of 6, 200,000 nodes.
func TestSearchMatchesMinimax(t *testing.T) {
	tab, err := SmallTables(8)
	if err != nil {
		t.Fatal(err)
	}
	ref := refBounds(8)
	rng := seeded.New(17, 0)
	sizes := map[int]int{4: 0, 5: 300, 6: 40}
	if *refAll {
		sizes = map[int]int{4: 0, 5: 0, 6: 0, 7: 100}
	}
	budget := refBudget()
	mm := &minimax{limit: budget}
	bs := &bounded{ref: ref, limit: budget}
	for n := 4; n <= 7; n++ {
		count, ok := sizes[n]
		if !ok {
			continue
		}
		t0 := time.Now()
		var cases, withHistory, unfinished, open, lineCut, boundedOpen int
		var mmNodes, srNodes int64
		for _, c := range refCases(n, someBoards(n, count, rng), rng) {
			want, ok := mm.solve(c.s, c.history)
			if !ok {
				unfinished++
				continue
			}
			cases++
			if len(c.history) > 0 {
				withHistory++
			}
			mmNodes += mm.nodes
			res := (&Searcher{Src: tab, Limit: budget}).Solve(c.s, c.history)
			srNodes += res.Nodes
			if want < res.Lo || want > res.Hi {
				t.Fatalf("%s after %d moves: the search gives [%d, %d], minimax %d", position(c.s), len(c.history), res.Lo, res.Hi, want)
			}
			switch {
			case !res.Exact():
				open++
			case len(res.Line) == 0 && res.Nodes >= budget:
				lineCut++ // the value proven, the budget ran out following the line
			default:
				checkLine(t, c.s, c.history, res)
			}
			if v, ok := bs.solve(c.s, c.history); !ok {
				boundedOpen++
			} else if v != want {
				t.Fatalf("%s after %d moves: the bounded reference gives %d, minimax %d", position(c.s), len(c.history), v, want)
			}
		}
		t.Logf("%d seeds: %d positions compared (%d with a history), %d more that minimax did not finish in %d nodes; minimax %d nodes a position, the search %d; the search left %d open and %d exact without a line (the budget ran out following it), the bounded reference %d open (%v)",
			n, cases, withHistory, unfinished, mm.limit, mmNodes/int64(max(cases, 1)), srNodes/int64(max(cases, 1)), open, lineCut, boundedOpen, time.Since(t0).Round(time.Millisecond))
	}
}

// TestSearchMatchesBoundedReference compares Searcher.Solve (tables up to
// 8 seeds) with the bounded reference (reference bounds of refBounds, its
// own path-aware search) on boards of up to 8 seeds, as a game's first
// position and after a random walk in the layer: both must give the same
// value where both finish within the budget, and where one does not, the
// other's value must lie in its interval. make test runs every board of up
// to 5 seeds and a random 100 of 6, 10 of 7 and 50 of 8 (200,000 nodes);
// -kpe.ref every board of up to 8 seeds but a random 100 of 7 (a million
// nodes; the odd layer of 7 is where both leave most open).
func TestSearchMatchesBoundedReference(t *testing.T) {
	tab, err := SmallTables(8)
	if err != nil {
		t.Fatal(err)
	}
	ref := refBounds(8)
	rng := seeded.New(23, 0)
	budget := refBudget()
	for n := 0; n <= 8; n++ {
		count := map[int]int{6: 100, 7: 10, 8: 50}[n]
		if *refAll {
			count = map[int]int{7: 100}[n]
		}
		t0 := time.Now()
		bs := &bounded{ref: ref, limit: budget}
		var cases, withHistory, open, boundedOpen int
		var bsNodes, srNodes int64
		for _, c := range refCases(n, someBoards(n, count, rng), rng) {
			cases++
			if len(c.history) > 0 {
				withHistory++
			}
			res := (&Searcher{Src: tab, Limit: budget}).Solve(c.s, c.history)
			srNodes += res.Nodes
			if !res.Exact() {
				open++
			}
			v, ok := bs.solve(c.s, c.history)
			bsNodes += bs.nodes
			if !ok {
				boundedOpen++
				if res.Exact() {
					// The reference's bounds hold the search's value.
					lo, hi, _ := bs.bounds()
					if res.Lo < lo || res.Lo > hi {
						t.Fatalf("%s after %d moves: the search gives %d, the reference bounds [%d, %d]", position(c.s), len(c.history), res.Lo, lo, hi)
					}
				}
				continue
			}
			if v < res.Lo || v > res.Hi {
				t.Fatalf("%s after %d moves: the search gives [%d, %d], the bounded reference %d", position(c.s), len(c.history), res.Lo, res.Hi, v)
			}
		}
		t.Logf("%d seeds: %d positions compared (%d with a history); nodes a position: the search %d, the bounded reference %d; left open: the search %d, the bounded reference %d, in %d nodes (%v)",
			n, cases, withHistory, srNodes/int64(max(cases, 1)), bsNodes/int64(max(cases, 1)), open, boundedOpen, budget, time.Since(t0).Round(time.Millisecond))
	}
}
