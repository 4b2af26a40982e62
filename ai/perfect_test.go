package ai

import (
	"testing"

	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// smallKpeTables are the tables of the unlocked layers up to 6 seeds.
func smallKpeTables(t *testing.T) *kpesolve.Tables {
	t.Helper()
	tab, err := kpesolve.SmallTables(6)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// TestPerfectPlayerNeverDropsASeed plays the perfect player's move in
// endgames the tables hold and checks that the value after it is the
// position's value, and that it falls back to the master level where
// the tables know nothing.
func TestPerfectPlayerNeverDropsASeed(t *testing.T) {
	tab := smallKpeTables(t)
	positions := []string{
		"1,0,2,0/0,1,0,0 S ABCD abcd 24 20",
		"0,2,1,0/2,0,1,0 N ABCD abcd 22 20",
		"2,0,0,1/0,1,2,0 S ABCD abcd 20 22",
		"0,0,3,1/1,1,0,0 N ABCD abcd 21 21",
		"1,1,1,1/1,1,0,0 S ABCD abcd 20 22",
	}
	for _, pos := range positions {
		g := kpe.New()
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		root, history, lead := kpesolve.FromGame(g)
		sr := &kpesolve.Searcher{Src: tab}
		want := sr.Solve(root, history)
		if !want.Exact() {
			t.Fatalf("%s: not solved", pos)
		}
		r := NewSearchBudget(g, Budget{KpeTables: tab, Time: 5 * MasterTime}, 1, 0).Run()
		if !r.OK || r.Value != float64(lead+want.Lo) {
			t.Fatalf("%s: perfect player %+v, the value is %d", pos, r, lead+want.Lo)
		}
		// The move keeps the value: the position after it is worth as much.
		g.Apply(r.Action, nil)
		after := float64(lead + want.Lo)
		if o := g.Outcome(); o.Over {
			me := rules.Player(1 - g.ToMove())
			if float64(o.Score[me]-o.Score[me.Other()]) != after {
				t.Fatalf("%s: %v ends the game at %v, not %v", pos, r.Action, o.Score, after)
			}
			continue
		}
		root, history, lead2 := kpesolve.FromGame(g)
		res := (&kpesolve.Searcher{Src: tab}).Solve(root, history)
		if !res.Exact() || float64(-(lead2+res.Lo)) != after {
			t.Fatalf("%s: after %v the opponent's value is %d, want %v", pos, r.Action, lead2+res.Lo, -after)
		}
	}
	// The start is far above the tables: the master level plays.
	r := NewSearchBudget(kpe.New(), Budget{KpeTables: tab, Time: MasterTime / 10}, 1, 0).Run()
	if !r.OK {
		t.Fatalf("start: %+v", r)
	}
}
