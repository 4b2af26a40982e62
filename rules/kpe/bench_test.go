package kpe_test

import (
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/kpe"
)

// BenchmarkRandomPlayout plays one random game from the start per
// iteration, the way a Monte Carlo search does.
func BenchmarkRandomPlayout(b *testing.B) {
	g := kpe.New()
	acts := make([]rules.Action, 0, 4)
	rng := seeded.New(100, 0)
	plies := 0
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		g.Reset()
		for {
			acts = g.Actions(acts[:0])
			if len(acts) == 0 {
				break
			}
			g.Apply(acts[rng.IntN(len(acts))], nil)
			plies++
		}
	}
	s := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/s, "playouts/s")
	b.ReportMetric(float64(plies)/s, "actions/s")
}

// BenchmarkActions applies random actions in random games: one action (its
// listing, choice and application) per iteration, restarting when a game
// ends.
func BenchmarkActions(b *testing.B) {
	g := kpe.New()
	acts := make([]rules.Action, 0, 4)
	rng := seeded.New(101, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		acts = g.Actions(acts[:0])
		if len(acts) == 0 {
			g.Reset()
			acts = g.Actions(acts[:0])
		}
		g.Apply(acts[rng.IntN(len(acts))], nil)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkApplyUndo measures a search's step: list, apply and take back.
func BenchmarkApplyUndo(b *testing.B) {
	g := kpe.New()
	acts := make([]rules.Action, 0, 4)
	rng := seeded.New(102, 0)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		acts = g.Actions(acts[:0])
		if len(acts) == 0 {
			g.Reset()
			continue
		}
		a := acts[rng.IntN(len(acts))]
		g.Apply(a, nil)
		if i%4 == 0 {
			g.Undo()
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "steps/s")
}
