package ai

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// benchGame returns a game of name after a few fixed opening actions, so
// that benchmarks measure a middle game rather than the first move.
func benchGame(b *testing.B, g rules.Game, opening ...string) rules.Game {
	b.Helper()
	for _, s := range opening {
		a, err := g.ParseAction(s)
		if err != nil {
			b.Fatal(err)
		}
		g.Apply(a, nil)
	}
	return g
}

// benchSearch runs searches of budget from g and reports the nodes (or
// playouts) per second of searching and the depth reached.
func benchSearch(b *testing.B, g rules.Game, budget Budget, unit string) {
	var nodes int64
	depth := 0
	b.ReportAllocs()
	cpu := cpuTime()
	for i := 0; b.Loop(); i++ {
		r := NewSearchBudget(g, budget, uint64(i), 0).Run()
		nodes += r.Nodes
		depth += r.Depth
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), unit)
	// Per second of processor time: what one core does when it is not
	// shared (run with -cpu 1).
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds(), strings.Replace(unit, "/s", "/cpu-s", 1))
	}
	b.ReportMetric(float64(depth)/float64(b.N), "depth")
}

// The depth alpha-beta reaches in one second of a middle game.
func BenchmarkSecondGravity(b *testing.B) {
	g := benchGame(b, gravity.New(), "d4", "e5", "c3", "f6")
	benchSearch(b, g, Budget{Time: time.Second}, "nodes/s")
}

func BenchmarkSecondKpe(b *testing.B) {
	g := benchGame(b, kpe.New(), "A", "a", "B", "b")
	benchSearch(b, g, Budget{Time: time.Second}, "nodes/s")
}

func BenchmarkSecondGIPF(b *testing.B) {
	g := benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")
	benchSearch(b, g, Budget{Time: time.Second}, "nodes/s")
}

func BenchmarkAlphaBetaGravity(b *testing.B) {
	g := benchGame(b, gravity.New(), "d4", "e5", "c3", "f6")
	benchSearch(b, g, Budget{Nodes: 500_000}, "nodes/s")
}

func BenchmarkAlphaBetaKpe(b *testing.B) {
	g := benchGame(b, kpe.New(), "A", "a", "B", "b")
	benchSearch(b, g, Budget{Nodes: 500_000}, "nodes/s")
}

func BenchmarkMCTSGravity(b *testing.B) {
	g := benchGame(b, gravity.New(), "d4", "e5", "c3", "f6")
	benchSearch(b, g, Budget{Nodes: 5000, MCTS: true}, "playouts/s")
}

func BenchmarkMCTSKpe(b *testing.B) {
	g := benchGame(b, kpe.New(), "A", "a", "B", "b")
	benchSearch(b, g, Budget{Nodes: 5000, MCTS: true}, "playouts/s")
}

func BenchmarkAlphaBetaGIPF(b *testing.B) {
	g := benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")
	benchSearch(b, g, Budget{Nodes: 500_000}, "nodes/s")
}

func BenchmarkMCTSGIPF(b *testing.B) {
	g := benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")
	benchSearch(b, g, Budget{Nodes: 2000, MCTS: true}, "playouts/s")
}

// BenchmarkGF1 is the GF1 replica at the depths of GF1's levels 4, 5 and
// 6, from the middle game of the other benchmarks.
func BenchmarkGF1(b *testing.B) {
	g := benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")
	for _, d := range []int{4, 5, 6} {
		b.Run(fmt.Sprintf("depth%d", d), func(b *testing.B) {
			benchSearch(b, g, Budget{Depth: d, GF1: true}, "nodes/s")
		})
	}
}

// BenchmarkThreads is the parallel search beside one thread: a second of
// each middle game above on 1 and 2 threads (run with -cpu 2 or more).
// nodes/s counts every thread's nodes by the wall clock, nodes/cpu-s per
// second of processor time of them all; depth is the main search's last
// complete iteration.
func BenchmarkThreads(b *testing.B) {
	games := []struct {
		name string
		g    rules.Game
	}{
		{"gravity", benchGame(b, gravity.New(), "d4", "e5", "c3", "f6")},
		{"gipf", benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")},
		{"kpe", benchGame(b, kpe.New(), "A", "a", "B", "b")},
	}
	for _, tc := range games {
		for _, n := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads%d", tc.name, n), func(b *testing.B) {
				benchSearch(b, tc.g, Budget{Time: time.Second, Threads: n}, "nodes/s")
			})
		}
	}
}

// BenchmarkThreadsToDepth is the search overhead of the parallel search:
// the nodes (every thread's) and the time (ns/op) a search takes to
// complete a fixed depth of each middle game on 1 and 2 threads.
func BenchmarkThreadsToDepth(b *testing.B) {
	games := []struct {
		name  string
		g     rules.Game
		depth int
	}{
		{"gravity", benchGame(b, gravity.New(), "d4", "e5", "c3", "f6"), 8},
		{"gipf", benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2"), 5},
		{"kpe", benchGame(b, kpe.New(), "A", "a", "B", "b"), 16},
	}
	for _, tc := range games {
		for _, n := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/depth%d/threads%d", tc.name, tc.depth, n), func(b *testing.B) {
				var nodes int64
				for i := 0; b.Loop(); i++ {
					nodes += NewSearchBudget(tc.g, Budget{Depth: tc.depth, Threads: n}, uint64(i), 0).Run().Nodes
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes")
			})
		}
	}
}
