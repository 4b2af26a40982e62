package analysis

import (
	"testing"
	"time"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/record"
)

// gipfGame is a GIPF Standard game of turns turns, the AI at levels 3 and
// 4 against each other from a random opening of two actions (all from
// seed 1): the start and its actions, cut where turn turns+1 would start.
func gipfGame(tb testing.TB, turns int) (rules.Game, []rules.Action) {
	tb.Helper()
	g := newGame(tb, "gipf-standard", "")
	c := g.Clone()
	r := seeded.New(1, 0)
	var acts []rules.Action
	var ts []record.Turn
	var sr ai.Searcher
	var buf []rules.Action
	for {
		if c.Outcome().Over {
			tb.Fatalf("the game ended after %d turns, before %d", len(ts), turns)
		}
		if record.TurnStarts(c) && len(ts) == turns {
			return g, acts
		}
		var a rules.Action
		if len(acts) < 2 {
			buf = c.Actions(buf[:0])
			a = buf[r.IntN(len(buf))]
		} else {
			res := sr.NewSearch(c, 3+int(c.ToMove()), r.Uint64(), 0).Run()
			if !res.OK {
				tb.Fatalf("action %d: the AI found nothing", len(acts)+1)
			}
			a = res.Action
		}
		ts = record.AddAction(ts, c, len(acts))
		c.Apply(a, nil)
		acts = append(acts, a)
	}
}

// BenchmarkAnalyseGIPFGame analyses a 60-turn GIPF Standard game (61
// positions) on Workers() workers: at 0.5 s a position (the wall clock, as
// the engine's annotate FILE time 500), and with the analysis budget of
// nodes (Budget, the app's and annotate's own). docs/BENCHMARKS.md has the
// figures.
func BenchmarkAnalyseGIPFGame(b *testing.B) {
	g, acts := gipfGame(b, 60)
	for _, c := range []struct {
		name   string
		budget ai.Budget
	}{
		{"time=500ms", ai.Budget{Time: 500 * time.Millisecond, Wall: true}},
		{"nodes", Budget("gipf-standard")},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				an, err := Analyse(g, acts, Options{
					NewEvaluator: func() Evaluator { return &Search{Budget: c.budget, Seed: 1} },
					Workers:      Workers(),
				})
				if err != nil {
					b.Fatal(err)
				}
				if len(an.Moves) != 60 {
					b.Fatalf("%d turns analysed, want 60", len(an.Moves))
				}
			}
			b.ReportMetric(float64(Workers()), "workers")
		})
	}
}
