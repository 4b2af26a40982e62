package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// benchFrames measures what the play scene does for a board in a frame —
// Input, Update and Draw — on an 800×500 screen, the art already built,
// hints on. restart, when set, starts the animation again whenever it ends
// (inside the measure: it allocates nothing either). Every 64 frames the
// GPU is let catch up outside the measure, as a real frame's end would.
// allocs/op counts every allocation of the process, Ebitengine's command
// queue included (the frametest package checks that ours are 0).
func benchFrames(b *testing.B, v View, g rules.Game, p Pointer, restart func()) {
	screen := ebiten.NewImage(800, 500)
	v.SetBounds(screen.Bounds())
	v.SetHints(true)
	v.SetSpeed(SpeedSlow)
	v.Sync(g)
	frame := func() {
		if restart != nil && !v.Animating() {
			restart()
		}
		v.Input(g, p)
		v.Update()
		v.Draw(screen)
	}
	for range 30 {
		frame()
	}
	screen.At(0, 0)
	cpu := processCPU()
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		frame()
		if i%64 == 63 {
			b.StopTimer()
			screen.At(0, 0)
			b.StartTimer()
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(processCPU()-cpu)/float64(b.N)/1e3, "cpu-µs/op")
}

// playGravity returns a Gravity game after moves.
func playGravity(b *testing.B, moves ...string) *gravity.Game {
	g := gravity.New()
	for _, m := range moves {
		a, err := g.ParseAction(m)
		if err != nil {
			b.Fatal(err)
		}
		g.Apply(a, nil)
	}
	return g
}

func BenchmarkFrameGravityAnimating(b *testing.B) {
	g := playGravity(b, "d4", "e5", "c3", "f6", "d5", "e4", "c6", "b3", "g3")
	a, err := g.ParseAction("e6")
	if err != nil {
		b.Fatal(err)
	}
	ev := g.Apply(a, []rules.Event{})
	v := NewGravityView(sprites.DefaultPalette())
	benchFrames(b, v, g, Pointer{}, func() { v.Animate(g, a, ev) })
}

func BenchmarkFrameGravityIdle(b *testing.B) {
	// The pointer on the centre of the board: a hover preview.
	benchFrames(b, NewGravityView(sprites.DefaultPalette()), gravity.New(), Pointer{X: 400, Y: 250, Present: true}, nil)
}

func BenchmarkFrameKpeAnimating(b *testing.B) {
	// A 40-seed sowing: five laps, then the next.
	g := kpe.New()
	if err := g.SetPosition("40,1,1,1/1,1,1,1 S ABCD abcd 1 0"); err != nil {
		b.Fatal(err)
	}
	ev := g.Apply(0, []rules.Event{})
	v := NewKpeView(sprites.DefaultPalette())
	benchFrames(b, v, g, Pointer{}, func() { v.Animate(g, 0, ev) })
}

func BenchmarkFrameKpeIdle(b *testing.B) {
	// The start (every pit locked, so every lock mark shows) with the
	// pointer over B: its preview.
	g := kpe.New()
	v := NewKpeView(sprites.DefaultPalette()).(*KpeView)
	v.SetBounds(image.Rect(0, 0, 800, 500))
	x, y := v.pitCenter(1)
	benchFrames(b, v, g, Pointer{X: int(x), Y: int(y), Present: true}, nil)
}
