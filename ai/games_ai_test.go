package ai

import (
	"slices"
	"testing"
	"time"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// winsWithin reports whether action a of the player to move forces a win
// within n of that player's decisions (a included), whatever the replies.
func winsWithin(g rules.Game, a rules.Action, n int) bool {
	me := g.ToMove()
	g.Apply(a, nil)
	defer g.Undo()
	if o := g.Outcome(); o.Over {
		return o.Winner == me
	}
	if n == 1 {
		return false
	}
	if g.ToMove() == me {
		return canWinWithin(g, n-1)
	}
	for _, b := range g.Actions(nil) {
		g.Apply(b, nil)
		ok := false
		if o := g.Outcome(); o.Over {
			ok = o.Winner == me
		} else if g.ToMove() == me {
			ok = canWinWithin(g, n-1)
		}
		g.Undo()
		if !ok {
			return false
		}
	}
	return true
}

func canWinWithin(g rules.Game, n int) bool {
	for _, a := range g.Actions(nil) {
		if winsWithin(g, a, n) {
			return true
		}
	}
	return false
}

// newGame makes a game of the tests by its protocol name.
func newGame(name string) rules.Game {
	switch name {
	case "kpe":
		return kpe.New()
	case "gipf-basic":
		return gipf.New(gipf.Basic)
	case "gipf-standard":
		return gipf.New(gipf.Standard)
	case "gipf-tournament":
		return gipf.New(gipf.Tournament)
	}
	return gravity.New()
}

// forcedWins are positions (found by random play and checked by
// canWinWithin) where the player to move wins in n decisions and not fewer.
var forcedWins = []struct {
	game, pos string
	n         int
}{
	{"gravity", "b1wwwb1b/1w1w4/3b4/bw4bb/b6b/b1wb3w/wbbbw3/w1www2w b", 1},
	{"gravity", "bw1bwwwb/bb2ww1w/2b1b2b/7b/ww4wb/b2b1b1w/1b1wb1bw/ww1wbwbw w", 1},
	{"gravity", "4w2b/w6b/8/w7/7w/8/1w4bw/bbbw3b w", 2},
	{"gravity", "b1w1b2w/bw6/w7/b5bw/b6w/w7/1w1b4/w2b1b1w b", 2},
	{"gravity", "bb1w1w1b/1b1w4/w6b/bw6/7b/5b2/1w4w1/w2bw2w b", 2},
	{"kpe", "3,1,3,3/1,1,0,0 S ABCD abcd 16 20", 1},
	{"kpe", "3,3,1,0/1,8,4,18 N ABCD abcd 4 6", 1},
	{"kpe", "1,3,0,27/0,0,0,7 S ABCD abcd 2 8", 2},
	{"kpe", "0,0,0,3/1,12,0,0 N ABCD abcd 14 18", 2},
	{"kpe", "2,1,2,6/0,0,0,7 S ABCD abcd 20 10", 2},
	{"gipf-basic", "basic 1w1b/1b2b/bb3b/wwb1b1w/bw1b2/bb1bb/b2w w 9 0 -", 1},
	{"gipf-basic", "basic wwwb/bbb1w/bwb1bw/bb2wb1/wb2w1/wwwb1/w1b1 b 1 2 -", 2},
	{"gipf-basic", "basic 2w1/wwbwb/wbw1b1/bbb3w/www1bb/b1bw1/bbww b 1 2 -", 2},
	{"gipf-standard", "standard w1w1/ww1W1/bwW1bw/wb2b2/wB1wbb/w3b/b1b1 b 0 7 -", 1},
	{"gipf-standard", "standard bbwW/wwBww/wbb1Bb/W1w2ww/3bWw/bb1bw/wbBb b 0 1 -", 1},
	{"gipf-standard", "standard ww1b/1b1wb/2Bwww/1wWbbwb/1W2b1/2w2/1bbw w 3 6 -", 2},
	{"gipf-standard", "standard wwb1/wbbbw/w1B1wb/1bWw1wb/wb3B/1B3/ww2 b 5 3 -", 2},
	{"gipf-tournament", "tournament bwb1/bwb1w/1w1w2/w1B3w/3Wb1/bwbwb/wwwb b 0 7 -", 1},
	{"gipf-tournament", "tournament ww2/bwB2/bbbW1w/1w3ww/w4w/w1w2/bbb1 b 4 9 -", 2},
	{"gipf-tournament", "tournament bwW1/1bb1w/wbbw1w/6w/bBw2w/bw1bw/b1wb b 5 6 -", 2},
}

func TestSearchFindsForcedWinsInEachGame(t *testing.T) {
	for _, tc := range forcedWins {
		g := setup(t, newGame(tc.game), tc.pos)
		if tc.n > 1 && canWinWithin(g, tc.n-1) || !canWinWithin(g, tc.n) {
			t.Fatalf("%s: not a win in exactly %d", tc.pos, tc.n)
		}
		// GIPF's depth counts whole turns, which hold its removals.
		depth := 2*tc.n - 1
		budgets := map[string]Budget{"depth": {Depth: depth}, "level 3": LevelBudget(tc.game, 3),
			"top level": LevelBudget(tc.game, MaxLevel), "100 ms": {Time: 100 * time.Millisecond}}
		if tc.n == 1 {
			budgets["level 1"] = LevelBudget(tc.game, 1)
		}
		for name, b := range budgets {
			r := NewSearchBudget(g, b, 1, 0).Run()
			if !winsWithin(g, r.Action, tc.n) {
				t.Errorf("%s %s: %s does not win in %d", tc.pos, name, g.FormatAction(r.Action), tc.n)
			}
			if r.Value <= 0 {
				t.Errorf("%s %s: value %v for a forced win", tc.pos, name, r.Value)
			}
		}
	}
}

func TestLevelsPlayOnlyLegalActions(t *testing.T) {
	for _, name := range []string{"gravity", "kpe", "gipf-standard", "gipf-tournament"} {
		for level := 1; level <= MaxLevel; level++ {
			g := newGame(name)
			seed := uint64(level)
			for ply := 0; ply < 12 && !g.Outcome().Over; ply++ {
				b := LevelBudget(name, level).Limit(Budget{Nodes: 20_000})
				r := NewSearchBudget(g, b, seed, 0).Run()
				if !r.OK || !slices.Contains(g.Actions(nil), r.Action) {
					t.Fatalf("%s level %d: illegal action %d", name, level, r.Action)
				}
				g.Apply(r.Action, nil)
				seed++
			}
		}
	}
}

func TestSlicedSearchMatchesOneCallInEachGame(t *testing.T) {
	for _, name := range []string{"gravity", "kpe", "gipf-standard", "gipf-tournament"} {
		for _, b := range []Budget{{Nodes: 200_000}, {Nodes: 2000, MCTS: true}} {
			g := newGame(name)
			whole := NewSearchBudget(g, b, 9, 0).Run()
			s := NewSearchBudget(g, b, 9, 0)
			for !s.Step(5 * time.Millisecond) {
			}
			sliced := s.Result()
			if whole.Action != sliced.Action || whole.Value != sliced.Value || whole.Nodes != sliced.Nodes ||
				!slices.Equal(whole.PV, sliced.PV) {
				t.Errorf("%s %+v: one call %+v, in slices %+v", name, b, whole, sliced)
			}
		}
	}
}

func TestEndgameSolvedExactly(t *testing.T) {
	// Gravity boards with 8 empty squares, from random play: the search's
	// proven value must be the minimax value.
	r := seeded.New(3, 0)
	checked := 0
	for tries := 0; checked < 6 && tries < 200; tries++ {
		g := gravity.New()
		for g.Plies() < 56 && !g.Outcome().Over {
			acts := g.Actions(nil)
			g.Apply(acts[r.IntN(len(acts))], nil)
		}
		if g.Outcome().Over {
			continue
		}
		pos, _ := g.Position()
		g = setup(t, gravity.New(), pos).(*gravity.Game)
		want := minimax(g.Clone())
		res := NewSearch(g, 1, 1, 0).Run()
		if res.Value != float64(want*1000) {
			t.Errorf("%s: level 1 value %v, minimax %d", pos, res.Value, want)
		}
		checked++
	}
}

func TestSearchAllocatesNothingPerNode(t *testing.T) {
	// A search allocates its tables when it starts; ten times the nodes
	// must not cost (more than a few slices growing) more allocations.
	for _, name := range []string{"gravity", "kpe", "gipf-standard"} {
		for _, mcts := range []bool{false, true} {
			g := newGame(name)
			count := func(nodes int64) float64 {
				return testing.AllocsPerRun(1, func() {
					NewSearchBudget(g, Budget{Nodes: nodes, MCTS: mcts}, 1, 0).Run()
				})
			}
			small, large := count(1000), count(10_000)
			if mcts {
				small, large = count(50), count(500)
			}
			if large > small+16 {
				t.Errorf("%s mcts=%v: %v allocations for ten times the nodes, %v for the few", name, mcts, large, small)
			}
		}
	}
}

func TestTimeBudgetHoldsInEachGame(t *testing.T) {
	// 100 ms of working time must end within 150 ms of wall-clock time,
	// table allocation included (best of three tries on a shared machine).
	for _, name := range []string{"gravity", "kpe", "gipf-standard"} {
		for _, b := range []Budget{{Time: 100 * time.Millisecond}, LevelBudget(name, MaxLevel).Limit(Budget{Time: 100 * time.Millisecond})} {
			g := newGame(name)
			best := time.Hour
			for range 3 {
				start := time.Now()
				NewSearchBudget(g, b, 1, 0).Run()
				best = min(best, time.Since(start))
				if best <= 150*time.Millisecond {
					break
				}
			}
			if best > 150*time.Millisecond {
				t.Errorf("%s %+v: took %v", name, b, best)
			}
		}
	}
}
