package kpesolve

import (
	"slices"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/kpe"
)

// TestMovesFollowTheGame plays random games with the rules of the game
// and checks at every position that the solver's moves are the game's
// actions, lead to the same positions, take the same seeds, cut the
// window where the game does, and end the game where it does.
func TestMovesFollowTheGame(t *testing.T) {
	rng := seeded.New(99, 0)
	var acts []rules.Action
	for game := 0; game < 300; game++ {
		g := kpe.New()
		for !g.Outcome().Over {
			root, history, lead := FromGame(g)
			mover := g.ToMove()
			acts = g.Actions(acts[:0])
			moves := Moves(root, nil)
			var pits []rules.Action
			for _, m := range moves {
				pits = append(pits, Action(m.Pit, mover))
			}
			if !slices.Equal(pits, acts) {
				t.Fatalf("game %d: solver moves %v, game actions %v", game, pits, acts)
			}
			m := moves[rng.IntN(len(moves))]
			c0 := g.Captured()
			g.Apply(Action(m.Pit, mover), nil)
			c1 := g.Captured()
			if c1[mover]-c0[mover] != m.Taken {
				t.Fatalf("game %d: solver took %d, the game %d", game, m.Taken, c1[mover]-c0[mover])
			}
			if o := g.Outcome(); o.Over {
				loop := !m.Cut && repeatsIn(m.Next, append(history, root))
				if (o.Reason == rules.Loop) != loop || (o.Reason == rules.NoMoves) != (len(Moves(m.Next, nil)) == 0) {
					t.Fatalf("game %d ends (%v), solver loop %v", game, o.Reason, loop)
				}
				// The final score as the solver counts it.
				final := lead + m.Taken - m.Next.Board.CashOut()
				if o.Reason == rules.NoMoves {
					final = lead + m.Taken + m.Next.Board.Theirs()
				}
				if final != o.Score[mover]-o.Score[mover.Other()] {
					t.Fatalf("game %d: solver final %d, game %v", game, final, o.Score)
				}
				break
			}
			next, hist, _ := FromGame(g)
			if next != m.Next || (len(hist) == 0) != m.Cut {
				t.Fatalf("game %d: solver next %+v cut %v, game %+v window %d", game, m.Next, m.Cut, next, len(hist))
			}
		}
	}
}

func TestLineActionsAlternateTheMovers(t *testing.T) {
	got := LineActions([]int{0, 1, 3, 2}, rules.Second)
	want := []rules.Action{Action(0, rules.Second), Action(1, rules.First), Action(3, rules.Second), Action(2, rules.First)}
	if !slices.Equal(got, want) {
		t.Errorf("LineActions = %v, want %v", got, want)
	}
	g := kpe.New()
	for _, a := range LineActions([]int{2, 1}, g.ToMove()) {
		if !slices.Contains(g.Actions(nil), a) {
			t.Fatalf("%v is not a legal action at %v", a, g)
		}
		g.Apply(a, nil)
	}
}
