package ai

import (
	"testing"
	"time"

	"tavola/rules/kpe"
)

func TestLimitKeepsTheTighterOfEachLimit(t *testing.T) {
	b := Budget{Nodes: 1000, Time: time.Second, Noise: 5}
	for _, tc := range []struct{ o, want Budget }{
		{Budget{}, b},
		{Budget{Nodes: 10}, Budget{Nodes: 10, Time: time.Second, Noise: 5}},
		{Budget{Nodes: 5000, Time: time.Millisecond}, Budget{Nodes: 1000, Time: time.Millisecond, Noise: 5}},
		{Budget{Depth: 3}, Budget{Nodes: 1000, Time: time.Second, Depth: 3, Noise: 5}},
	} {
		if got := b.Limit(tc.o); got != tc.want {
			t.Errorf("%+v.Limit(%+v) = %+v, want %+v", b, tc.o, got, tc.want)
		}
	}
}

func TestADepthEndsAnMCTSLevelAtThatDepth(t *testing.T) {
	// Issue 9: "level 6 depth 1" ran level 6's 60,000 playouts; the
	// depth now makes the search alpha-beta and ends it there.
	b := LevelBudget("kpe", MaxLevel).Limit(Budget{Depth: 1})
	if b.MCTS {
		t.Fatalf("%+v still asks for MCTS", b)
	}
	r := NewSearchBudget(kpe.New(), b, 1, 0).Run()
	if !r.OK || r.Depth != 1 || r.Nodes > 100 {
		t.Errorf("level 6 depth 1: depth %d after %d nodes (ok %v), want depth 1 after a few nodes", r.Depth, r.Nodes, r.OK)
	}
}
