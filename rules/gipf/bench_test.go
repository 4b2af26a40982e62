package gipf

import (
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

// BenchmarkRandomPlayout plays random games to the end and undoes them; it
// reports playouts and actions per second.
func BenchmarkRandomPlayout(b *testing.B) {
	for _, v := range allVariants {
		b.Run(v.String(), func(b *testing.B) {
			g := New(v)
			rng := seeded.New(103, 0)
			buf := make([]rules.Action, 0, 128)
			actions := 0
			b.ReportAllocs()
			for b.Loop() {
				for {
					buf = g.Actions(buf[:0])
					if len(buf) == 0 {
						break
					}
					g.Apply(buf[rng.IntN(len(buf))], nil)
					actions++
				}
				for g.Plies() > 0 {
					g.Undo()
				}
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(b.N)/sec, "playouts/s")
			b.ReportMetric(float64(actions)/sec, "actions/s")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkActions lists the pushes of positions from a random Standard
// game; it reports actions listed per second.
func BenchmarkActions(b *testing.B) {
	g := New(Standard)
	rng := seeded.New(104, 0)
	buf := make([]rules.Action, 0, 128)
	for range 12 {
		buf = g.Actions(buf[:0])
		g.Apply(buf[rng.IntN(len(buf))], nil)
	}
	for g.ToMove() != g.s.turn || g.s.stage != stagePush {
		buf = g.Actions(buf[:0])
		g.Apply(buf[0], nil)
	}
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = g.Actions(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}

// pushPositions are the starts of turns of random Standard games, past
// their first ten actions: where the search asks which pushes make rows.
func pushPositions(b *testing.B) []*Game {
	b.Helper()
	rng := seeded.New(7, 0)
	var out []*Game
	for len(out) < 200 {
		g := New(Standard)
		for !g.Outcome().Over && g.Plies() < 60 {
			acts := g.Actions(nil)
			g.Apply(acts[rng.IntN(len(acts))], nil)
			if g.Plies() > 10 && !g.RemovalPending() && !g.Outcome().Over && rng.IntN(8) == 0 {
				out = append(out, g.Clone().(*Game))
			}
		}
	}
	return out
}

// BenchmarkRowPushes finds the pushes that make a row of the player to
// move, in a whole list (RowPushes), one push at a time (PushRows), and by
// applying each push and looking (the way without either); per position.
func BenchmarkRowPushes(b *testing.B) {
	games := pushPositions(b)
	acts := make([][]rules.Action, len(games))
	for i, g := range games {
		acts[i] = g.Actions(nil)
	}
	out := make([]rules.Action, 0, 64)
	b.Run("RowPushes", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := i % len(games)
			out = games[k].RowPushes(games[k].ToMove(), acts[k], out[:0])
		}
	})
	b.Run("PushRows", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := i % len(games)
			g := games[k]
			out = out[:0]
			for _, a := range acts[k] {
				if own, _ := g.PushRows(g.ToMove(), a); own {
					out = append(out, a)
				}
			}
		}
	})
	b.Run("Apply", func(b *testing.B) {
		for i := 0; b.Loop(); i++ {
			k := i % len(games)
			g := games[k]
			out = out[:0]
			me := g.ToMove()
			for _, a := range acts[k] {
				r := g.Reserve(me)
				g.Apply(a, nil)
				if g.RemovalPending() || g.Reserve(me) >= r {
					out = append(out, a)
				}
				g.Undo()
			}
		}
	})
}
