package kpe_test

import (
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/kpe"
)

// TestLastMoveIsThePitSownAndWhereItsLastSeedFell plays random games (long
// lapping sowings and captures among them) and checks LastMove against the
// events of every move, and again after each move is taken back.
func TestLastMoveIsThePitSownAndWhereItsLastSeedFell(t *testing.T) {
	rng := seeded.New(3, 4)
	for game := range 200 {
		g := kpe.New()
		if game%2 == 1 {
			// A big pile laps the board: the pit sown keeps n/8 seeds.
			if err := g.SetPosition("20,2,2,2/6,6,6,4 S - - 0 0"); err != nil {
				t.Fatal(err)
			}
		}
		if p, l := g.LastMove(); p != -1 || l != -1 {
			t.Fatalf("no move played, yet LastMove = %d, %d", p, l)
		}
		type move struct{ pit, last int }
		var played []move
		var acts []rules.Action
		for !g.Outcome().Over {
			acts = g.Actions(acts[:0])
			a := acts[rng.IntN(len(acts))]
			ev := g.Apply(a, []rules.Event{})
			m := move{int(a), -1}
			for _, e := range ev {
				if e.Kind == rules.Sown {
					m.last = int(e.To)
				}
			}
			played = append(played, m)
			if p, l := g.LastMove(); p != m.pit || l != m.last {
				t.Fatalf("game %d ply %d: LastMove = %d, %d; the move sowed %d, its last seed in %d", game, len(played), p, l, m.pit, m.last)
			}
		}
		for n := len(played) - 1; n > 0; n-- {
			g.Undo()
			if p, l := g.LastMove(); p != played[n-1].pit || l != played[n-1].last {
				t.Fatalf("game %d, undone to ply %d: LastMove = %d, %d, want %v", game, n, p, l, played[n-1])
			}
		}
		g.Undo()
		if p, _ := g.LastMove(); p != -1 {
			t.Fatalf("game %d: every move undone, yet LastMove says %d", game, p)
		}
	}
}
