package main

import (
	"strings"
	"testing"
	"time"

	"tavola/ai"
	"tavola/rules/catalog"
)

func TestAIBudgetCombinesTheProtocolsBudgets(t *testing.T) {
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	k, err := catalog.New("kpe")
	if err != nil {
		t.Fatal(err)
	}
	l3 := ai.LevelBudget("gravity", 3)
	tests := []struct {
		name string
		kpe  bool
		in   Budget
		want ai.Budget
	}{
		{"no budget plays the default level", false, Budget{}, ai.LevelBudget("gravity", defaultLevel)},
		{"a level alone", false, Budget{Level: 3}, l3},
		{"a time tightens a level", false, Budget{Level: 3, Time: 5 * time.Millisecond},
			ai.Budget{Nodes: l3.Nodes, Time: 5 * time.Millisecond, Wall: true}},
		{"playouts tighten a level's nodes", false, Budget{Level: 3, Playouts: 10}, ai.Budget{Nodes: 10}},
		{"budgets without a level have no handicap", false, Budget{Time: time.Second, Depth: 4},
			ai.Budget{Time: time.Second, Depth: 4, Wall: true}},
		{"kpe without a level runs MCTS", true, Budget{Playouts: 500}, ai.Budget{Nodes: 500, MCTS: true}},
		{"a depth asks for alpha-beta", true, Budget{Depth: 5}, ai.Budget{Depth: 5}},
		// Issue 9: level 6's MCTS ignored the depth and ran its 60,000
		// playouts; a depth now makes it alpha-beta within the level's
		// other limits.
		{"a depth makes an MCTS level alpha-beta", true, Budget{Level: 6, Depth: 1},
			ai.Budget{Nodes: 60_000, Time: 3 * time.Second, Depth: 1, Wall: true}},
		// A level's own time is wall-clock time too: as working time the
		// master level's second left out the gaps between the engine's
		// slices (1.18 s a move at the median under load 18).
		{"the master level's time is wall-clock time", false, Budget{Level: ai.MaxLevel},
			ai.Budget{Time: ai.MasterTime, Wall: true, MinNodes: 600_000, MaxTime: 3 * time.Second}},
		// The master level's floor: level 6's nodes, within its cap; a
		// time given still ends it.
		{"a time ends the master level's floor", false, Budget{Level: ai.MaxLevel, Time: 500 * time.Millisecond},
			ai.Budget{Time: 500 * time.Millisecond, Wall: true, MinNodes: 600_000, MaxTime: 500 * time.Millisecond}},
		// -threads goes to the searches bounded by time alone.
		{"threads for a time", false, Budget{Time: time.Second, threads: 2},
			ai.Budget{Time: time.Second, Wall: true, Threads: 2}},
		{"threads for the master level", false, Budget{Level: ai.MaxLevel, threads: 2},
			ai.Budget{Time: ai.MasterTime, Wall: true, MinNodes: 600_000, MaxTime: 3 * time.Second, Threads: 2}},
		{"no threads for a level that replays", false, Budget{Level: 6, threads: 2},
			ai.Budget{Nodes: 600_000, Time: 3 * time.Second, Wall: true}},
		{"no threads for playouts", false, Budget{Time: time.Second, Playouts: 1000, threads: 2},
			ai.Budget{Time: time.Second, Nodes: 1000, Wall: true}},
	}
	for _, tc := range tests {
		game := g
		if tc.kpe {
			game = k
		}
		if got := aiBudget(game, tc.in); got != tc.want {
			t.Errorf("%s: aiBudget(%+v) = %+v; want %+v", tc.name, tc.in, got, tc.want)
		}
	}
}

func TestGenmovePlaysALegalActionInEveryGame(t *testing.T) {
	for _, name := range catalog.Names() {
		e := newEngine()
		if got, _ := e.Do("new " + name); got != ok("") {
			t.Fatalf("new %s: %q", name, got)
		}
		for range 3 {
			moves, _ := e.Do("moves")
			got, _ := e.Do("genmove level 2")
			a, found := strings.CutPrefix(strings.TrimSuffix(got, "\n\n"), "= ")
			if !found || !strings.Contains(" "+strings.TrimSuffix(moves[2:], "\n\n")+" ", " "+a+" ") {
				t.Fatalf("%s: genmove answered %q; legal: %q", name, got, moves)
			}
		}
		if got, _ := e.Do("undo 3"); got != ok("") {
			t.Errorf("%s: the genmove actions could not be undone: %q", name, got)
		}
	}
}

func TestAnalyzeProvesForcedWins(t *testing.T) {
	tests := []struct{ game, pos, budget, want string }{
		// Black completes a four on a6: a proven win is worth 1000.
		{"gravity", "b1wwwb1b/1w1w4/3b4/bw4bb/b6b/b1wb3w/wbbbw3/w1www2w b", "depth 1", "a6 1000 a6"},
		// South sows C and captures a and b (2 each): North has no seed
		// left, South ends with 20 captured + 8 on the row against 20; the
		// value of a known result is the final difference.
		{"kpe", "3,1,3,3/1,1,0,0 S ABCD abcd 16 20", "depth 1", "C 8 C"},
		{"kpe", "3,1,3,3/1,1,0,0 S ABCD abcd 16 20", "level 6", "C 8 C"},
	}
	for _, tc := range tests {
		e := newEngine()
		if got, _ := e.Do("setposition " + tc.game + " " + tc.pos); got != ok("") {
			t.Fatalf("setposition: %q", got)
		}
		before := state(t, e)
		if got, _ := e.Do("analyze " + tc.budget); got != ok(tc.want) {
			t.Errorf("%s %s: analyze = %q, want %q", tc.game, tc.pos, got, ok(tc.want))
		}
		if after := state(t, e); after != before {
			t.Errorf("analyze changed the game: %q, was %q", after, before)
		}
	}
}
