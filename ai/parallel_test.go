package ai

import (
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// slowClock is a clock that moves on by step at every reading: the search
// reads it every clockEvery units of work, so nodes take as long as the
// step says, whatever the machine.
func slowClock(step time.Duration) func() time.Time {
	var ticks atomic.Int64
	t0 := time.Unix(0, 0)
	return func() time.Time { return t0.Add(time.Duration(ticks.Add(1)) * step) }
}

func TestMasterDoesAtLeastLevel6sWork(t *testing.T) {
	// Gravity at 128,000 nodes a (clock's) second: level 6's 600,000
	// nodes are past its 3 s cap. GIPF at the same speed: 250,000 nodes
	// take 1.95 s, more than the master's second. Kpé: a look every few
	// playouts, 60,000 playouts in about 2 s.
	for _, tc := range []struct {
		game  string
		step  time.Duration
		nodes int64 // what level 6 searches, at least
	}{
		{"gravity", 250 * time.Microsecond, 350_000},
		{"gipf-standard", 250 * time.Microsecond, 250_000},
		{"kpe", 100 * time.Microsecond, 60_000},
	} {
		g := played(newGame(tc.game), 6)
		run := func(b Budget) Result {
			sr := &Searcher{now: slowClock(tc.step)}
			return sr.NewSearchBudget(g, b, 1, 0).Run()
		}
		six := run(LevelBudget(tc.game, 6))
		if six.Nodes < tc.nodes {
			t.Fatalf("%s level 6: %d nodes, want %d at least", tc.game, six.Nodes, tc.nodes)
		}
		second := run(Budget{Time: MasterTime, MCTS: tc.game == "kpe", Threads: 1})
		if second.Nodes >= six.Nodes {
			t.Fatalf("%s: a second of this clock searched %d nodes, level 6 %d: the clock is not slow enough", tc.game, second.Nodes, six.Nodes)
		}
		for _, threads := range []int{1, 2} {
			b := LevelBudget(tc.game, MaxLevel)
			b.Threads = threads
			m := run(b)
			if m.Nodes < six.Nodes {
				t.Errorf("%s master, %d threads: %d nodes, level 6 %d", tc.game, threads, m.Nodes, six.Nodes)
			}
			// With one thread the master's first nodes are level 6's
			// search: it chooses after an iteration at least as deep.
			if threads == 1 && m.Depth < six.Depth {
				t.Errorf("%s master: depth %d, level 6 %d", tc.game, m.Depth, six.Depth)
			}
		}
	}
}

func TestMasterFloorIsLevel6(t *testing.T) {
	for _, game := range []string{"gravity", "kpe", "gipf"} {
		six, m := LevelBudget(game, 6), LevelBudget(game, MaxLevel)
		if m.MinNodes != six.Nodes || m.MaxTime != six.Time || m.Time != MasterTime || m.MCTS != six.MCTS || m.Nodes != 0 {
			t.Errorf("%s: master %+v is not MasterTime above level 6's work %+v", game, m, six)
		}
	}
}

func TestAGivenTimeStillEndsTheMasterLevel(t *testing.T) {
	b := LevelBudget("gipf", MaxLevel).Limit(Budget{Time: 500 * time.Millisecond})
	if b.MaxTime != 500*time.Millisecond || b.Time != 500*time.Millisecond {
		t.Fatalf("level 7 time 500: %+v", b)
	}
	// At 1,280 nodes a second 500 ms is far short of the floor. One
	// thread: helpers do not read the clock, so their nodes would not be
	// the clock's.
	b.Threads = 1
	sr := &Searcher{now: slowClock(25 * time.Millisecond)}
	if r := sr.NewSearchBudget(played(newGame("gipf-standard"), 6), b, 1, 0).Run(); r.Nodes > 2000 {
		t.Errorf("level 7 time 500 searched %d nodes: the floor outlived the time given", r.Nodes)
	}
}

func TestOnlyTimeBudgetsRunOnSeveralThreads(t *testing.T) {
	for _, game := range []string{"gravity", "kpe", "gipf"} {
		for level := 1; level < MaxLevel; level++ {
			if n := LevelBudget(game, level).threads(); n != 1 {
				t.Errorf("%s level %d: %d threads, want 1 (it replays)", game, level, n)
			}
		}
		if n := LevelBudget(game, MaxLevel).threads(); n != DefaultThreads() {
			t.Errorf("%s master level: %d threads, want %d", game, n, DefaultThreads())
		}
	}
	for _, b := range []Budget{{Nodes: 10}, {Depth: 3}, {Time: time.Second, Nodes: 10}, {Time: time.Second, Noise: 5}} {
		if n := b.threads(); n != 1 {
			t.Errorf("%+v: %d threads, want 1", b, n)
		}
	}
	if n := (Budget{Nodes: 10, Threads: 3}).threads(); n != min(3, searchThreads) {
		t.Errorf("3 threads asked: %d", n)
	}
	if n := DefaultThreads(); n < 1 || n > 8 {
		t.Errorf("DefaultThreads() = %d, want 1 to 8", n)
	}
}

func TestParallelSearchFindsForcedWins(t *testing.T) {
	for _, tc := range forcedWins {
		g := setup(t, newGame(tc.game), tc.pos)
		for _, b := range []Budget{{Depth: 2*tc.n - 1, Threads: 2}, {Time: 100 * time.Millisecond, Threads: 3}} {
			r := NewSearchBudget(g, b, 1, 0).Run()
			if !winsWithin(g, r.Action, tc.n) || r.Value <= 0 {
				t.Errorf("%s %+v: %s (value %v) does not win in %d", tc.pos, b, g.FormatAction(r.Action), r.Value, tc.n)
			}
		}
	}
}

func TestParallelSearchPlaysLegalActions(t *testing.T) {
	for _, name := range []string{"gravity", "gipf-standard", "gipf-tournament"} {
		g := newGame(name)
		for ply := 0; ply < 10 && !g.Outcome().Over; ply++ {
			r := NewSearchBudget(g, Budget{Nodes: 30_000, Threads: 3}, 1, 0).Run()
			if !r.OK || !slices.Contains(g.Actions(nil), r.Action) {
				t.Fatalf("%s ply %d: illegal action %d (ok %v)", name, ply, r.Action, r.OK)
			}
			g.Apply(r.Action, nil)
		}
	}
}

func TestParallelNodeBudgetCountsEveryThread(t *testing.T) {
	for _, name := range []string{"gravity", "gipf-standard"} {
		g := played(newGame(name), 6)
		for _, threads := range []int{2, 4} {
			const budget = 100_000
			r := NewSearchBudget(g, Budget{Nodes: budget, Threads: threads}, 1, 0).Run()
			// Each thread tells its nodes every clockEvery, so the
			// count overshoots by a few looks at most.
			if r.Nodes < budget || r.Nodes > budget+int64(2*clockEvery*threads) {
				t.Errorf("%s, %d threads: %d nodes for a budget of %d", name, threads, r.Nodes, budget)
			}
		}
	}
}

func TestParallelTimeBudgetHolds(t *testing.T) {
	// As TestTimeBudgetHoldsInEachGame, on three threads.
	for _, name := range []string{"gravity", "gipf-standard"} {
		g := newGame(name)
		best := time.Hour
		for range 3 {
			start := time.Now()
			NewSearchBudget(g, Budget{Time: 100 * time.Millisecond, Threads: 3}, 1, 0).Run()
			best = min(best, time.Since(start))
			if best <= 150*time.Millisecond {
				break
			}
		}
		if best > 150*time.Millisecond {
			t.Errorf("%s: 100 ms on three threads took %v", name, best)
		}
	}
}

func TestHelpersRestBetweenSlices(t *testing.T) {
	g := played(newGame("gipf-standard"), 6)
	s := NewSearchBudget(g, Budget{Time: time.Minute, Threads: 3}, 1, 0)
	defer s.Cancel()
	rested := 0
	for range 20 {
		if s.Step(2 * time.Millisecond) {
			t.Fatal("a minute's search ended")
		}
		tm := s.ctl.team
		if tm == nil {
			continue // still making its table
		}
		before := tm.nodes.Load()
		time.Sleep(10 * time.Millisecond)
		// Each helper may finish the look it was at.
		if d := tm.nodes.Load() - before; d > int64(2*clockEvery*2) {
			t.Fatalf("the helpers searched %d nodes between two slices", d)
		}
		rested++
	}
	if rested == 0 {
		t.Fatal("no helpers ran in 20 slices")
	}
}

func TestCancelEndsTheHelpers(t *testing.T) {
	var sr Searcher
	g := played(newGame("gravity"), 4)
	s := sr.NewSearchBudget(g, Budget{Time: time.Minute, Threads: 4}, 1, 0)
	for range 5 {
		s.Step(5 * time.Millisecond)
	}
	s.Cancel()
	if r := s.Result(); !r.OK {
		t.Fatalf("cancelled: no action")
	}
	// The body has returned, its helpers with it: the tables are free.
	sr.mu.Lock()
	defer sr.mu.Unlock()
	if sr.holder != nil {
		t.Error("the tables are still held after the cancel")
	}
}
