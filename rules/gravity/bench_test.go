package gravity

import (
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

// BenchmarkRandomPlayout plays uniformly random games from the start to the
// end, drawing each action with NumActions and NthAction as a playout
// policy would.
func BenchmarkRandomPlayout(b *testing.B) {
	g := New()
	rng := seeded.New(100, 0)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		g.Reset()
		for n := g.NumActions(); n > 0; n = g.NumActions() {
			g.Apply(g.NthAction(rng.IntN(n)), nil)
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkRandomPlayoutActions plays the same random games, listing every
// action with Actions at each ply.
func BenchmarkRandomPlayoutActions(b *testing.B) {
	benchmarkListedPlayouts(b, (*Game).Actions)
}

// BenchmarkRandomPlayoutDistinct plays random games over DistinctActions,
// as a search that treats equal landings as one move would.
func BenchmarkRandomPlayoutDistinct(b *testing.B) {
	benchmarkListedPlayouts(b, (*Game).DistinctActions)
}

// benchmarkListedPlayouts plays random games choosing each action from the
// list that list appends.
func benchmarkListedPlayouts(b *testing.B, list func(*Game, []rules.Action) []rules.Action) {
	g := New()
	buf := make([]rules.Action, 0, Squares)
	rng := seeded.New(100, 0)
	plies := 0
	b.ReportAllocs()
	for b.Loop() {
		g.Reset()
		for !g.Outcome().Over {
			buf = list(g, buf[:0])
			g.Apply(buf[rng.IntN(len(buf))], nil)
			plies++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkApplyUndo applies and takes back every action of a middle-game
// position.
func BenchmarkApplyUndo(b *testing.B) {
	g := New()
	if err := g.SetPosition("b7/b7/b7/8/8/w7/w7/1ww4b w"); err != nil {
		b.Fatal(err)
	}
	acts := g.Actions(nil)
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		for _, a := range acts {
			g.Apply(a, nil)
			g.Undo()
		}
		n += len(acts)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}
