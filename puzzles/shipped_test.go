package puzzles

import (
	"fmt"
	"testing"

	"tavola/rules/gipf"
)

// TestShippedPuzzlesAreWellFormed reads every shipped file: each puzzle
// of the game it is filed under, with the game's goal, numbered in order,
// and its solution legal (Parse replays it).
func TestShippedPuzzlesAreWellFormed(t *testing.T) {
	prefix := map[string]string{"gipf-standard": "gipf", "gravity": "gravity", "kpe": "kpe"}
	for _, game := range ShippedGames {
		set, err := Shipped(game)
		if err != nil {
			t.Fatal(err)
		}
		if len(set) == 0 {
			t.Errorf("%s: no puzzles", game)
		}
		for i, p := range set {
			if want := fmt.Sprintf("%s-%04d", prefix[game], i+1); p.ID != want || p.Game != game {
				t.Errorf("%s: puzzle %d is %s of %s, want %s", game, i+1, p.ID, p.Game, want)
			}
			ok := false
			switch game {
			case "gipf-standard":
				ok = (p.Goal == TakeTwo && p.Pieces >= 2) || (p.Goal == Win && p.Plies == len(p.Solution))
			case "gravity":
				ok = p.Goal == Win && p.Plies >= 3 && p.Plies <= 7 && p.Plies == len(p.Solution)
			case "kpe":
				ok = p.Goal == Keep && len(p.Solution) == 1
			}
			if !ok {
				t.Errorf("%s: %s has goal %s and %d moves of solution: %s", game, p.ID, p.Goal, len(p.Solution), p.Format())
			}
		}
	}
	if _, err := Shipped("chess"); err == nil {
		t.Error("shipped puzzles of chess")
	}
}

// TestShippedSolutionsReachTheirGoals plays each line out: a Gravity or a
// GIPF win ends in the player's win, a GIPF take-two line wins the pieces
// it says, net of the player's own losses.
func TestShippedSolutionsReachTheirGoals(t *testing.T) {
	for _, game := range []string{"gipf-standard", "gravity"} {
		set, err := Shipped(game)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range set {
			g, line, err := p.Line()
			if err != nil {
				t.Fatal(err)
			}
			mover := g.ToMove()
			net := func() int {
				gg, ok := g.(*gipf.Game)
				if !ok {
					return 0
				}
				return gg.Lost(mover.Other()) - gg.Lost(mover)
			}
			before := net()
			for _, a := range line {
				g.Apply(a, nil)
			}
			o := g.Outcome()
			switch p.Goal {
			case Win:
				if !o.Over || o.Winner != mover {
					t.Errorf("%s: the line does not win: %s", p.ID, p.Format())
				}
			case TakeTwo:
				if won := net() - before; won < p.Pieces {
					t.Errorf("%s: the line wins %d pieces, not %d: %s", p.ID, won, p.Pieces, p.Format())
				}
			}
		}
	}
}
