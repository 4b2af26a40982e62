package scenes

import (
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/settings"
)

// allocsByPackage counts the allocations in the heap profile by the
// project's function that made them (the first frame outside the runtime,
// when it is the project's and not a test file), cumulated since the
// profile rate was 1.
func allocsByPackage() map[string]int64 {
	runtime.GC()
	runtime.GC() // the profile trails by up to two cycles
	n, _ := runtime.MemProfile(nil, true)
	recs := make([]runtime.MemProfileRecord, n+256)
	n, _ = runtime.MemProfile(recs, true)
	out := map[string]int64{}
	for _, r := range recs[:n] {
		frames := runtime.CallersFrames(r.Stack())
		for {
			f, more := frames.Next()
			if f.Function == "runtime.buildTypeAssertCache" || f.Function == "runtime.buildInterfaceSwitchCache" {
				// The runtime's cache of an interface conversion's call
				// site (a Host passed as a Look), which it fills now and
				// then, at random (one call in 1024), and keeps: bounded,
				// and not a frame's allocation.
				break
			}
			if !strings.HasPrefix(f.Function, "runtime.") {
				// The harness (this file and its kin) is not the app.
				if pkg, ok := strings.CutPrefix(f.Function, "tavola/"); ok && !strings.HasSuffix(f.File, "_test.go") {
					out[pkg] += r.AllocObjects
				}
				break
			}
			if !more {
				break
			}
		}
	}
	return out
}

// frameCase is one steady state of the app.
type frameCase struct {
	name  string
	setup func(t *testing.T) (*rig, func())
	aiOK  bool // the AI's own allocations are the AI package's business
	moves bool // moves are played in the window: their allocations are per move
}

func playCase(name, pos, move string, seats [2]session.Seat, speed settings.Speed) func(t *testing.T) (*rig, func()) {
	return func(t *testing.T) (*rig, func()) {
		r, p := playRig(t, name, pos, seats, speed)
		r.in.x, r.in.y, r.in.over = testW/3, testH/2, true // hovering the board
		if move == "" {
			return r, nil
		}
		c := p.sess.Game().Clone()
		a, err := c.ParseAction(move)
		if err != nil {
			t.Fatal(err)
		}
		events := c.Apply(a, make([]rules.Event, 0, 256))
		return r, func() {
			if !p.view.Animating() {
				p.view.Animate(c, a, events)
			}
		}
	}
}

// busySearch thinks forever: each step keeps its core busy for the slice.
type busySearch struct{ stop atomic.Bool }

func (b *busySearch) Step(slice time.Duration) bool {
	for t0 := time.Now(); time.Since(t0) < slice && !b.stop.Load(); {
	}
	return false
}
func (b *busySearch) Result() (rules.Action, uint64) { return 0, 0 }
func (b *busySearch) Cancel()                        { b.stop.Store(true) }

// thinkingCase is a game of name whose AI seat to move thinks without end,
// as the app runs it (natively on a goroutine of its own, keeping a core
// busy): the frames the player sees while the AI thinks.
func thinkingCase(name string) func(t *testing.T) (*rig, func()) {
	return func(t *testing.T) (*rig, func()) {
		r := newRig(t, Options{})
		g, err := r.app.deps.NewGame(name)
		if err != nil {
			t.Fatal(err)
		}
		think := func(rules.Game, int, uint64, uint64) session.Search { return session.InBackground(&busySearch{}) }
		s, err := session.New(g, [2]session.Seat{{AI: true, Level: 6}, {}}, think, 1)
		if err != nil {
			t.Fatal(err)
		}
		r.app.scene = newPlayFrom(r.app, s)
		t.Cleanup(s.Close)
		r.in.x, r.in.y, r.in.over = testW/3, testH/2, true
		return r, nil
	}
}

var frameCases = []frameCase{
	{name: "title", setup: func(t *testing.T) (*rig, func()) {
		r := newRig(t, Options{})
		r.in.x, r.in.y, r.in.over = testW/2, testH*62/100, true // on a button
		return r, nil
	}},
	{name: "the shortcuts over the title", setup: func(t *testing.T) (*rig, func()) {
		r := newRig(t, Options{})
		r.app.help = true
		return r, nil
	}},
	{name: "choose, the cards", setup: func(t *testing.T) (*rig, func()) {
		r := newRig(t, Options{})
		c := newChoose(r.app, chooseSetup)
		r.app.scene = c
		r.in.x, r.in.y = c.cardCenter(1) // hovering Kpé's card
		r.in.over = true
		return r, nil
	}},
	{name: "gravity at rest", setup: playCase("gravity", "", "", [2]session.Seat{}, settings.Normal)},
	{name: "gravity animating", setup: playCase("gravity", "", "e5", [2]session.Seat{}, settings.Normal)},
	{name: "kpe animating", setup: playCase("kpe", "24,2,2,2/2,2,2,2 S - - 10 0", "A", [2]session.Seat{}, settings.Normal)},
	{name: "gipf, reviewing a turn with removals", setup: reviewCase},
	{name: "a won game reviewed, the evaluation bar easing", setup: barEasingCase},
	{name: "an analysed review at a blunder, its arrow and graph shown", setup: analysedCase},
	{name: "gravity in portrait, the move list scrolled back", setup: portraitListCase},
	{name: "gravity, AI thinking", setup: thinkingCase("gravity")},
	{name: "kpe, AI thinking", setup: thinkingCase("kpe")},
	{name: "kpe, AI thinking and moving", aiOK: true, moves: true,
		setup: playCase("kpe", "", "", [2]session.Seat{{AI: true, Level: 6}, {AI: true, Level: 6}}, settings.Off)},
	{name: "saved games, a row hovered", setup: libraryCase},
	{name: "the game as text", setup: copyCase},
	{name: "the paste box, its caret blinking", setup: pasteCase},
	{name: "the game's menu over the board", setup: gameMenuCase},
	{name: "reviewing, Play from here hovered", setup: hereCase},
	{name: "kpe animating back", setup: backCase("kpe", "24,2,2,2/2,2,2,2 S - - 10 0", "A")},
	{name: "gipf animating back", setup: backCase("gipf-basic", "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", "e1-e5")},
}

// TestAppFramesAllocateNothingInSteadyState runs each steady state inside
// the real loop with every allocation profiled, and checks that the app's
// own code (scenes, render, sprites, audio) allocates nothing per frame;
// the AI's allocations while it thinks are reported apart. It logs the CPU
// time of Update+Draw per frame (docs/BENCHMARKS.md); the thinking frames
// include the AI's slice of about 3 ms.
func TestAppFramesAllocateNothingInSteadyState(t *testing.T) {
	keptScreen(t) // as main: frames draw only their damage
	const warmup, measured = 30, 120
	var table strings.Builder
	table.WriteString("| state | mean | p95 | allocations/frame: app | AI |\n|---|---|---|---|---|\n")
	for _, fc := range frameCases {
		t.Run(fc.name, func(t *testing.T) {
			r, before := fc.setup(t)
			var spent time.Duration
			durations := make([]time.Duration, 0, measured)
			update := func() error {
				if before != nil {
					before()
				}
				t0 := time.Now()
				err := r.app.Update()
				spent = time.Since(t0)
				return err
			}
			draw := func() {
				t0 := time.Now()
				r.app.Draw(r.screen)
				spent += time.Since(t0)
				durations = append(durations, spent)
			}
			run := func(n int) {
				for range n {
					if err := loop.do(update, func(*ebiten.Image) { draw() }); err != nil {
						t.Fatal(err)
					}
				}
			}
			run(warmup)
			durations = durations[:0]
			old := runtime.MemProfileRate
			runtime.MemProfileRate = 1
			// A move played by the AI allocates (the move list, the save):
			// that is per move, not per frame, so a window in which a move
			// is played starts again after it.
			plies := func() int {
				if p, ok := r.app.scene.(*play); ok {
					return len(p.sess.Moves())
				}
				return 0
			}
			a0 := allocsByPackage()
			for n, tries := 0, 0; n < measured; n++ {
				k := plies()
				run(1)
				if plies() != k && !fc.moves {
					if tries++; tries > 20 {
						t.Fatal("a move is played every few frames: no steady state to measure")
					}
					// The frame after a move is part of it: the AI starts
					// its search and the status line first says so.
					run(1)
					a0, n = allocsByPackage(), -1
					durations = durations[:0]
				}
			}
			a1 := allocsByPackage()
			runtime.MemProfileRate = old
			var app, ai int64
			for pkg, n := range a1 {
				d := n - a0[pkg]
				switch {
				case d == 0:
				case strings.HasPrefix(pkg, "ai"), strings.HasPrefix(pkg, "rules"):
					ai += d
				default:
					app += d
					if d != 0 {
						t.Logf("%s: %d allocations in %d frames", pkg, d, measured)
					}
				}
			}
			if app != 0 && !fc.moves {
				t.Errorf("the app's code made %d allocations in %d frames, want 0", app, measured)
			}
			if ai != 0 && !fc.aiOK {
				t.Errorf("the rules or AI made %d allocations in %d frames with no AI thinking", ai, measured)
			}
			mean, p95 := stats(durations)
			fmt.Fprintf(&table, "| %s | %.2f ms | %.2f ms | %.2f | %.2f |\n", fc.name, mean, p95,
				float64(app)/measured, float64(ai)/measured)
		})
	}
	t.Log("\n" + table.String())
}

func stats(d []time.Duration) (mean, p95 float64) {
	if len(d) == 0 {
		return 0, 0
	}
	s := append([]time.Duration(nil), d...)
	var sum time.Duration
	for i := range s {
		sum += s[i]
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	ms := func(x time.Duration) float64 { return float64(x) / float64(time.Millisecond) }
	return ms(sum / time.Duration(len(s))), ms(s[min(len(s)-1, len(s)*95/100)])
}

// reviewCase is a GIPF game between two people reviewed at its first turn
// (a push and its removal), the move list drawn by turns.
func reviewCase(t *testing.T) (*rig, func()) {
	r, _ := playCase("gipf-basic", "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", "", [2]session.Seat{}, settings.Normal)(t)
	p := r.app.scene.(*play)
	for _, m := range []string{"e1-e5", "xc3,d4,e5,f5", "b2", "c6", "f1-d2"} {
		a, err := p.sess.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.apply(r.app, a); err != nil {
			t.Fatal(err)
		}
	}
	p.reviewTo(r.app, 2)
	return r, nil
}

// portraitListCase is a long Gravity game between two people on a 560×780
// screen, its move list scrolled back by the wheel, the pointer resting
// on it.
func portraitListCase(t *testing.T) (*rig, func()) {
	r := layoutRig(t, 560, 780, "en")
	p := twoPeople(t, r)
	playOn(t, r, p, 40)
	r.frames(2)
	l := p.moves.Geom
	x, y := int(l.X+l.W/2), int(l.Y+l.Line)
	r.in.queue = append(r.in.queue, Frame{Pointer: render.Pointer{X: x, Y: y, Present: true}, Wheel: 3})
	r.settle()
	if p.moves.Back() == 0 {
		t.Fatal("the wheel did not scroll the list")
	}
	r.in.x, r.in.y, r.in.over = x, y, true
	return r, nil
}
