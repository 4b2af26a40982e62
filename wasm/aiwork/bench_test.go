package aiwork

import (
	"testing"
	"time"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/record"
)

// BenchmarkWorkerAnalysisGIPF analyses a GIPF Standard game of 60 turns
// (ai/analysis's BenchmarkAnalyseGIPFGame's: levels 3 and 4 from seed 1) on the worker's Server, as the browser's
// worker does (run it under Node.js for WebAssembly's figures), and
// reports the longest wait between two progress replies.
func BenchmarkWorkerAnalysisGIPF(b *testing.B) {
	g, err := catalog.New("gipf-standard")
	if err != nil {
		b.Fatal(err)
	}
	c := g.Clone()
	r := seeded.New(1, 0)
	var sr ai.Searcher
	var acts []rules.Action
	var turns []record.Turn
	var buf []rules.Action
	for !(record.TurnStarts(c) && len(turns) == 60) {
		if c.Outcome().Over {
			b.Fatalf("the game ended after %d turns", len(turns))
		}
		var a rules.Action
		if len(acts) < 2 {
			buf = c.Actions(buf[:0])
			a = buf[r.IntN(len(buf))]
		} else {
			a = sr.NewSearch(c, 3+int(c.ToMove()), r.Uint64(), 0).Run().Action
		}
		turns = record.AddAction(turns, c, len(acts))
		c.Apply(a, nil)
		acts = append(acts, a)
	}
	var gap time.Duration
	for n := range b.N {
		got := make(chan Reply, 256)
		s := NewServer(catalog.New, func(m string) {
			r, _, _ := DecodeReply(m)
			got <- r
		})
		go s.Run(50*time.Millisecond, func() { time.Sleep(time.Millisecond) })
		s.Handle(analysisRequest(b, uint64(n+1), g, acts).Encode())
		last := time.Now()
		for r := range got {
			gap, last = max(gap, time.Since(last)), time.Now()
			if r.Err != "" {
				b.Fatal(r.Err)
			}
			if r.Analysis != nil {
				break
			}
		}
	}
	b.ReportMetric(float64(gap.Milliseconds()), "max-progress-gap-ms")
}
