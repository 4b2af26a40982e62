package kpesolve

import (
	"fmt"
	"testing"

	"tavola/internal/seeded"
)

// BenchmarkLayer solves the unlocked layer of 16 seeds (245,157 boards)
// from the layers below it: ns/op over the boards is the solver's cost a
// board.
func BenchmarkLayer(b *testing.B) {
	layers := smallLayers(b, 15)
	var done meter
	b.ResetTimer()
	for range b.N {
		if _, err := solveLayer(16, func(m int) *Layer { return layers[m] }, &done); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(Size(16)), "ns/board")
}

// BenchmarkSearch finds the exact value of every move of random positions
// of 8 seeds on tables read from a file (the layers up to 10 seeds), as the
// coach does: each move's child has a history, so the search goes on where
// the history-free bounds D and U differ. ns/op is one position's moves.
func BenchmarkSearch(b *testing.B) {
	tab, err := SmallTables(10)
	if err != nil {
		b.Fatal(err)
	}
	rng := seeded.New(5, 0)
	b.ResetTimer()
	for range b.N {
		s := State{Unrank(8, uint32(rng.IntN(Size(8)))), Unlocked}
		for _, mv := range (&Searcher{Src: tab}).MoveValues(s, nil) {
			if !mv.Exact() {
				b.Fatalf("%v: move %d left at [%d, %d]", s, mv.Pit, mv.Lo, mv.Hi)
			}
		}
	}
}

// BenchmarkSmallTables makes the tables of the unlocked layers up to 12,
// 14, 16 and 18 seeds: in memory (Layers, what an engine without a table
// file does) and through the table file's bytes (SmallTables).
func BenchmarkSmallTables(b *testing.B) {
	for _, n := range []int{12, 14, 16, WebSeeds} {
		b.Run(fmt.Sprintf("memory/%d", n), func(b *testing.B) {
			for range b.N {
				if err := NewLayers(n).Build(nil); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("file/%d", n), func(b *testing.B) {
			for range b.N {
				if _, err := SmallTables(n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
