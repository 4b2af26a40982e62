package ai

import (
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// frameSlice is the slice the app gives a search in the browser.
const frameSlice = 3 * time.Millisecond

// sliceTimes are the longest and the first slice of a pumped search, by
// the wall clock and in processor time (which a loaded machine does not
// stretch; in the browser, which has no such clock, the wall clock again).
type sliceTimes struct {
	longest, first, longestCPU, firstCPU time.Duration
}

func (t *sliceTimes) add(o sliceTimes) {
	t.longest, t.first = max(t.longest, o.longest), max(t.first, o.first)
	t.longestCPU, t.firstCPU = max(t.longestCPU, o.longestCPU), max(t.firstCPU, o.firstCPU)
}

func (t sliceTimes) report(b *testing.B) {
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(t.longest), "max-slice-ms")
	b.ReportMetric(ms(t.first), "first-slice-ms")
	b.ReportMetric(ms(t.longestCPU), "max-slice-cpu-ms")
	b.ReportMetric(ms(t.firstCPU), "first-slice-cpu-ms")
}

// pumpSlices runs s to its end in frameSlice slices and measures them.
func pumpSlices(s *Search) sliceTimes {
	var t sliceTimes
	for i := 0; ; i++ {
		start, cpu := time.Now(), cpuTime()
		done := s.Step(frameSlice)
		took, tookCPU := time.Since(start), cpuTime()-cpu
		if i == 0 {
			t.first, t.firstCPU = took, tookCPU
		}
		t.longest, t.longestCPU = max(t.longest, took), max(t.longestCPU, tookCPU)
		if done {
			return t
		}
	}
}

// level6Games are middle games of each game, for the slice benchmarks.
func level6Games(b *testing.B) []struct {
	name string
	g    rules.Game
} {
	return []struct {
		name string
		g    rules.Game
	}{
		{"gravity", benchGame(b, gravity.New(), "d4", "e5", "c3", "f6")},
		{"kpe", benchGame(b, kpe.New(), "A", "a", "B", "b")},
		{"gipf", benchGame(b, gipf.New(gipf.Standard), "a1-c3", "i5-g5", "e9-e7", "d2")},
	}
}

// BenchmarkLevel6Slices pumps whole level-6 searches in 3 ms slices, as the
// app does in the browser, and reports the longest slice and the first:
// each search on tables of its own (NewSearch), then on the tables a
// Searcher kept from an earlier search (what the app's searches after its
// first one do).
//
// A small search of the game runs first, so that the figures leave out
// what happens once in a process (WebAssembly's code compiled on its first
// call, for one).
func BenchmarkLevel6Slices(b *testing.B) {
	const level = 6
	for _, tc := range level6Games(b) {
		NewSearchBudget(tc.g, Budget{Nodes: 5000, MCTS: LevelBudget(tc.g.Name(), level).MCTS}, 1, 0).Run()
		b.Run(tc.name, func(b *testing.B) {
			var t sliceTimes
			for i := 0; b.Loop(); i++ {
				t.add(pumpSlices(NewSearch(tc.g, level, uint64(i), 0)))
			}
			t.report(b)
		})
		b.Run(tc.name+"-kept", func(b *testing.B) {
			var t sliceTimes
			var sr Searcher
			sr.NewSearch(tc.g, level, 99, 0).Run() // makes the tables
			for i := 0; b.Loop(); i++ {
				t.add(pumpSlices(sr.NewSearch(tc.g, level, uint64(i), 0)))
			}
			t.report(b)
		})
	}
}
