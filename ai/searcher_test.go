package ai

import (
	"runtime"
	"slices"
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// played returns g after n actions that level-1 searches chose.
func played(g rules.Game, n int) rules.Game {
	for i := 0; i < n && !g.Outcome().Over; i++ {
		g.Apply(NewSearch(g, 1, uint64(i), 0).Run().Action, nil)
	}
	return g
}

func sameResult(a, b Result) bool {
	return a.Action == b.Action && a.Value == b.Value && a.Depth == b.Depth && a.Nodes == b.Nodes &&
		a.OK == b.OK && slices.Equal(a.PV, b.PV)
}

func TestSearcherGivesTheResultsOfFreshTables(t *testing.T) {
	searches := []struct {
		name string
		g    rules.Game
		b    Budget
	}{
		{"gravity level 5", played(gravity.New(), 6), LevelBudget("gravity", 5)},
		{"kpe level 5 (mcts)", played(kpe.New(), 6), LevelBudget("kpe", 5)},
		{"gipf level 4", played(gipf.New(gipf.Standard), 6), LevelBudget("gipf", 4)},
		{"kpe endgame: exact phase, then a new age", setup(t, kpe.New(), "0,1,1,1/1,1,0,1 N ABCD abcd 24 18"), Budget{Nodes: 300_000}},
		{"wide tree with jitter", &wideTree{}, Budget{Nodes: 20_000, Noise: 50}},
		{"gravity level 3 after bigger searches", played(gravity.New(), 10), LevelBudget("gravity", 3)},
		{"kpe level 6 node budget", played(kpe.New(), 3), Budget{Nodes: 20_000, MCTS: true}},
	}
	// The endgame's exact phase must give up and start a new age of the
	// table, or the case proves nothing of it.
	s := NewSearchBudget(searches[3].g, searches[3].b, 3, 1)
	if s.Run(); s.job.eng.(*alphaBeta).tt == nil || s.job.eng.(*alphaBeta).tt.age != 2 {
		t.Fatalf("%s: the exact phase did not start a new age of the table", searches[3].name)
	}
	var sr Searcher
	for round := range 2 {
		for i, tc := range searches {
			fresh := NewSearchBudget(tc.g, tc.b, uint64(i), 1).Run()
			s := sr.NewSearchBudget(tc.g, tc.b, uint64(i), 1)
			if round == 1 {
				for !s.Step(2 * time.Millisecond) {
				}
			} else {
				s.Run()
			}
			if got := s.Result(); !sameResult(got, fresh) {
				t.Errorf("round %d, %s: kept tables %+v, fresh tables %+v", round, tc.name, got, fresh)
			}
		}
	}
}

func TestSearcherTablesGoToTheNextSearchAfterACancel(t *testing.T) {
	var sr Searcher
	g := played(gravity.New(), 4)
	first := sr.NewSearchBudget(g, Budget{Nodes: 1_000_000}, 1, 0)
	first.Step(time.Millisecond)
	kept := sr.t
	first.Cancel()
	next := sr.NewSearchBudget(g, Budget{Nodes: 50_000}, 2, 0)
	next.Step(time.Millisecond)
	if sr.t != kept || sr.holder != next.ctl {
		t.Fatalf("the search after a cancelled one does not hold the Searcher's tables")
	}
	want := NewSearchBudget(g, Budget{Nodes: 50_000}, 2, 0).Run()
	if got := next.Run(); !sameResult(got, want) {
		t.Errorf("after a cancelled search: %+v, fresh tables %+v", got, want)
	}
	if sr.holder != nil {
		t.Errorf("a finished search still holds the tables")
	}
}

func TestSearcherLendsItsTablesToOneSearchAtATime(t *testing.T) {
	var sr Searcher
	g := played(kpe.New(), 4)
	b := Budget{Nodes: 200_000}
	a := sr.NewSearchBudget(g, b, 1, 0)
	a.Step(time.Millisecond) // a holds the tables, parked between slices
	other := sr.NewSearchBudget(g, b, 1, 0)
	got := other.Run() // on tables of its own
	if sr.holder != a.ctl {
		t.Fatalf("a second search took the tables from a running one")
	}
	want := NewSearchBudget(g, b, 1, 0).Run()
	if !sameResult(got, want) || !sameResult(a.Run(), want) {
		t.Errorf("two searches at once on one Searcher: %+v and %+v, fresh tables %+v", got, a.Result(), want)
	}
}

func TestTableEntriesOfAnEarlierAgeAreEmpty(t *testing.T) {
	var tt table
	tt.prepare(12, func() bool { return true })
	tt.store(77, 3, 500, 4, boundExact, 0)
	if _, ok := tt.probe(77); !ok {
		t.Fatal("an entry of this age is not found")
	}
	tt.newAge()
	if _, ok := tt.probe(77); ok {
		t.Error("an entry of the age before is found")
	}
	tt.store(77, 5, 100, 1, boundLower, 0)
	if e, ok := tt.probe(77); !ok || e.move() != 5 || e.depth() != 1 {
		t.Errorf("a shallower entry did not replace the deeper one of an earlier age: %+v %v", e, ok)
	}
}

func TestSweepClearsEverySlotBeforeItsAgeComesBack(t *testing.T) {
	var tt table
	tt.prepare(maxTableBits, func() bool { return true })
	for _, c := range tt.chunks {
		for j := range c {
			c[j].put(newEntry(uint64(j), 0, 0, tt.age, 0, boundExact), false)
		}
	}
	for range sweepAges {
		tt.newAge()
	}
	for i, c := range tt.chunks {
		for j := range c {
			if e := c[j].load(false); e != (ttEntry{}) {
				t.Fatalf("chunk %d slot %d not cleared after %d ages: %+v", i, j, sweepAges, e)
			}
		}
	}
}

func TestTableIsMadeInChunksWithAPaceBetween(t *testing.T) {
	tests := []struct {
		name       string
		bits, stop int // stop: the pace call that says stop, 0 = never
		paces      int
		ok         bool
		allocated  int
	}{
		{"a small table is one chunk", chunkBits - 2, 0, 1, true, 1},
		{"2^14 entries are four chunks", chunkBits + 2, 0, 4, true, 4},
		{"a stop between chunks ends the making", chunkBits + 2, 2, 2, false, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tt table
			paces := 0
			ok := tt.prepare(tc.bits, func() bool { paces++; return paces != tc.stop })
			n := 0
			for _, c := range tt.chunks {
				if c != nil {
					n++
				}
			}
			if ok != tc.ok || paces != tc.paces || n != tc.allocated {
				t.Errorf("prepare(%d): ok %v, %d paces, %d chunks; want %v, %d, %d", tc.bits, ok, paces, n, tc.ok, tc.paces, tc.allocated)
			}
		})
	}
}

func TestPreparedSearcherAllocatesNoTableInItsFirstSearch(t *testing.T) {
	g, b := played(gravity.New(), 6), LevelBudget("gravity", 6)
	b.Time = 0 // the node budget alone: the same result however loaded the machine
	fresh := NewSearchBudget(g, b, 1, 1).Run()
	var sr Searcher
	sr.Prepare()
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	got := sr.NewSearchBudget(g, b, 1, 1).Run()
	runtime.ReadMemStats(&m1)
	if !sameResult(got, fresh) {
		t.Errorf("prepared tables %+v, fresh tables %+v", got, fresh)
	}
	// The table alone is 2^maxTableBits entries of 16 bytes.
	if a := m1.TotalAlloc - m0.TotalAlloc; a > 1<<20 {
		t.Errorf("the first search on prepared tables allocated %d KB", a>>10)
	}
}
