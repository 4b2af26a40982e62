package gipf

import (
	"testing"

	"tavola/rules"
)

// xorshift is a tiny allocation-free generator for playouts.
type xorshift uint64

func (x *xorshift) next(n int) int {
	*x ^= *x << 13
	*x ^= *x >> 7
	*x ^= *x << 17
	return int(uint64(*x) % uint64(n))
}

// BenchmarkRandomPlayout plays random games to the end and undoes them; it
// reports playouts and actions per second.
func BenchmarkRandomPlayout(b *testing.B) {
	for _, v := range allVariants {
		b.Run(v.String(), func(b *testing.B) {
			g := New(v)
			rng := xorshift(88172645463325252)
			buf := make([]rules.Action, 0, 128)
			actions := 0
			b.ReportAllocs()
			for b.Loop() {
				for {
					buf = g.Actions(buf[:0])
					if len(buf) == 0 {
						break
					}
					g.Apply(buf[rng.next(len(buf))], nil)
					actions++
				}
				for g.Plies() > 0 {
					g.Undo()
				}
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(b.N)/sec, "playouts/s")
			b.ReportMetric(float64(actions)/sec, "actions/s")
			b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
		})
	}
}

// BenchmarkActions lists the pushes of positions from a random Standard
// game; it reports actions listed per second.
func BenchmarkActions(b *testing.B) {
	g := New(Standard)
	rng := xorshift(2463534242)
	buf := make([]rules.Action, 0, 128)
	for range 12 {
		buf = g.Actions(buf[:0])
		g.Apply(buf[rng.next(len(buf))], nil)
	}
	for g.ToMove() != g.s.turn || g.s.stage != stagePush {
		buf = g.Actions(buf[:0])
		g.Apply(buf[0], nil)
	}
	n := 0
	b.ReportAllocs()
	for b.Loop() {
		buf = g.Actions(buf[:0])
		n += len(buf)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "actions/s")
}
