package scenes

import (
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// playRig makes an app at speed showing a play scene of name from
// position pos (the start when empty), with seats.
func playRig(tb testing.TB, name, pos string, seats [2]session.Seat, speed settings.Speed) (*rig, *play) {
	tb.Helper()
	set := settings.Defaults()
	set.Speed = speed
	r := newRig(tb, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
	g, err := r.app.deps.NewGame(name)
	if err != nil {
		tb.Fatal(err)
	}
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			tb.Fatal(err)
		}
	}
	s, err := session.New(g, seats, r.app.deps.NewSearch, 1)
	if err != nil {
		tb.Fatal(err)
	}
	p := newPlayFrom(r.app, s)
	r.app.scene = p
	tb.Cleanup(s.Close)
	return r, p
}

// measure runs b.N frames of the app inside the real loop and reports the
// CPU time of the app's Update and Draw alone (cpu-ns/frame; the loop's own
// presenting and the GPU are not counted) and the heap allocations of the
// whole process per frame (allocs/frame), Ebitengine's included. before
// runs ahead of each frame, outside the measure.
func measure(b *testing.B, r *rig, before func()) {
	var spent time.Duration
	update := func() error {
		if before != nil {
			before()
		}
		t0 := time.Now()
		err := r.app.Update()
		spent += time.Since(t0)
		return err
	}
	draw := func(*ebiten.Image) {
		t0 := time.Now()
		r.app.Draw(r.screen)
		spent += time.Since(t0)
	}
	for range 5 {
		if err := loop.do(update, draw); err != nil {
			b.Fatal(err)
		}
	}
	spent = 0
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	b.ResetTimer()
	for range b.N {
		if err := loop.do(update, draw); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&m1)
	b.ReportMetric(float64(spent.Nanoseconds())/float64(b.N), "cpu-ns/frame")
	b.ReportMetric(float64(m1.Mallocs-m0.Mallocs)/float64(b.N), "allocs/frame")
}

// benchAnimating measures frames while the view animates move (replayed on
// a copy each time the animation ends, so every measured frame animates).
func benchAnimating(b *testing.B, name, pos, move string) {
	r, p := playRig(b, name, pos, [2]session.Seat{}, settings.Normal)
	g := p.sess.Game().Clone()
	a, err := g.ParseAction(move)
	if err != nil {
		b.Fatal(err)
	}
	events := g.Apply(a, make([]rules.Event, 0, 256))
	r.in.x, r.in.y, r.in.over = testW/3, testH/2, true // hovering the board
	measure(b, r, func() {
		if !p.view.Animating() {
			p.view.Animate(g, a, events)
		}
	})
}

func BenchmarkFrameGravityAnimating(b *testing.B) {
	// e5 slides diagonally to h8 across the board.
	benchAnimating(b, "gravity", "", "e5")
}

func BenchmarkFrameKpeAnimating(b *testing.B) {
	// A 24-seed sowing laps the board three times, seed by seed.
	benchAnimating(b, "kpe", "24,2,2,2/2,2,2,2 S - - 10 0", "A")
}

// BenchmarkFrameAIThinking measures frames while the AI searches: both
// seats are the strongest AI, with no animation, so nearly every frame
// pumps a slice of search.
func BenchmarkFrameAIThinking(b *testing.B) {
	for _, name := range []string{"gravity", "kpe"} {
		b.Run(name, func(b *testing.B) {
			lv := DefaultDeps().MaxLevel
			r, p := playRig(b, name, "", [2]session.Seat{{AI: true, Level: lv}, {AI: true, Level: lv}}, settings.Off)
			measure(b, r, nil)
			if !p.sess.Thinking() && !p.sess.Game().Outcome().Over {
				b.Log("the AI was not thinking at the end")
			}
		})
	}
}

// BenchmarkFrameIdle measures a frame of a board at rest under the pointer.
func BenchmarkFrameIdle(b *testing.B) {
	for _, name := range []string{"gravity", "kpe"} {
		b.Run(name, func(b *testing.B) {
			r, _ := playRig(b, name, "", [2]session.Seat{}, settings.Normal)
			r.in.x, r.in.y, r.in.over = testW/3, testH/2, true
			measure(b, r, nil)
		})
	}
}
