package frametest

import (
	"errors"
	"fmt"
	"image"
	"os"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// Screen size of the measurements and frames per case.
const (
	screenW, screenH = 800, 500
	warmup           = 30 // frames before measuring: art built, atlas settled
	measured         = 120
)

// scenario is one board in one steady state. frame is what the play scene
// does for the board in a frame; restart, when set, starts the animation
// again whenever it ends (outside the timed part), as a long game would.
type scenario struct {
	name    string
	view    render.View
	game    rules.Game
	pointer render.Pointer
	restart func()
}

// result is what the loop measured for a scenario.
type result struct {
	name      string
	durations []time.Duration
	mallocs   uint64 // every allocation during Input, Update and Draw
	ours      int64  // those made by the project's own code
	frames    int
}

func (r result) quantile(q float64) time.Duration {
	d := slices.Clone(r.durations)
	slices.Sort(d)
	return d[min(len(d)-1, int(q*float64(len(d))))]
}

func (r result) mean() time.Duration {
	var sum time.Duration
	for _, d := range r.durations {
		sum += d
	}
	return sum / time.Duration(len(r.durations))
}

// loop is the game that plays every scenario for warmup+measured frames.
type loop struct {
	scenarios []scenario
	results   []result
	current   int
	frame     int
	pending   bool // Update ran the scenario's Input and Update; Draw finishes the frame
	start     time.Time
	before    runtime.MemStats
	spent     time.Duration
	err       error
}

func (l *loop) Update() error {
	if l.current == len(l.scenarios) {
		return ebiten.Termination
	}
	s := &l.scenarios[l.current]
	if s.restart != nil && !s.view.Animating() {
		s.restart()
	}
	if l.frame == warmup {
		l.results[l.current].ours = -ownAllocs()
	}
	if l.frame >= warmup {
		runtime.ReadMemStats(&l.before)
	}
	l.start = time.Now()
	if _, ok := s.view.Input(s.game, s.pointer); ok {
		l.err = fmt.Errorf("%s: a hover produced an action", s.name)
		return ebiten.Termination
	}
	s.view.Update()
	l.spent = time.Since(l.start)
	if l.frame >= warmup {
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		l.results[l.current].mallocs += after.Mallocs - l.before.Mallocs
	}
	l.pending = true
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	if !l.pending {
		return
	}
	l.pending = false
	s := &l.scenarios[l.current]
	if l.frame >= warmup {
		runtime.ReadMemStats(&l.before)
	}
	start := time.Now()
	s.view.Draw(screen)
	spent := l.spent + time.Since(start)
	if l.frame >= warmup {
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		r := &l.results[l.current]
		r.durations = append(r.durations, spent)
		// ReadMemStats allocates nothing: what is counted, here and in
		// Update, was done by the board's Input, Update and Draw.
		r.mallocs += after.Mallocs - l.before.Mallocs
		r.frames++
	}
	l.frame++
	if l.frame == warmup+measured {
		l.results[l.current].ours += ownAllocs()
		l.current++
		l.frame = 0
	}
}

func (l *loop) Layout(int, int) (int, int) { return screenW, screenH }

// scenarios builds the four measured boards.
func scenarios() ([]scenario, error) {
	pal := sprites.DefaultPalette()
	bounds := image.Rect(0, 0, screenW, screenH)
	centre := render.Pointer{X: screenW / 2, Y: screenH / 2, Present: true}

	gg := gravity.New()
	for _, m := range []string{"d4", "e5", "c3", "f6", "d5", "e4", "c6", "b3", "g3"} {
		a, err := gg.ParseAction(m)
		if err != nil {
			return nil, err
		}
		gg.Apply(a, nil)
	}
	ga, err := gg.ParseAction("e6")
	if err != nil {
		return nil, err
	}
	gev := gg.Apply(ga, []rules.Event{})
	gv := render.NewGravityView(pal)
	gi := gravity.New()
	giv := render.NewGravityView(pal)

	kg := kpe.New()
	if err := kg.SetPosition("40,1,1,1/1,1,1,1 S ABCD abcd 1 0"); err != nil {
		return nil, err
	}
	kev := kg.Apply(0, []rules.Event{})
	kv := render.NewKpeView(pal)
	ki := kpe.New()
	kiv := render.NewKpeView(pal)
	// The pointer over pit B of the idle board: South's row is the lower
	// of the two rows, B the second pit from the left.
	overB := render.Pointer{X: screenW/2 - screenW/40*3, Y: screenH/2 + screenH/10, Present: true}

	for _, v := range []render.View{gv, giv, kv, kiv} {
		v.SetBounds(bounds)
		v.SetHints(true)
		v.SetSpeed(render.SpeedSlow)
	}
	gv.Sync(gg)
	giv.Sync(gi)
	kv.Sync(kg)
	kiv.Sync(ki)
	// The start again, the pointer resting on the padlock under B: its
	// tooltip shows from the warm-up's end on, the captions always.
	kt := kpe.New()
	ktv := render.NewKpeView(pal)
	ktv.SetBounds(bounds)
	ktv.SetLabels(labels)
	ktv.Sync(kt)
	lx, ly := ktv.(*render.KpeView).LockCenter(1)
	onLock := render.Pointer{X: int(lx), Y: int(ly), Present: true}

	return []scenario{
		{name: "kpé, a padlock's tooltip and the captions", view: ktv, game: kt, pointer: onLock},
		{name: "gravity, animating a slide", view: gv, game: gg, restart: func() { gv.Animate(gg, ga, gev) }},
		{name: "gravity, idle with hover preview and hints", view: giv, game: gi, pointer: centre},
		{name: "kpé, animating a 40-seed sowing (5 laps)", view: kv, game: kg, restart: func() { kv.Animate(kg, 0, kev) }},
		{name: "kpé, idle with hover preview and hints", view: kiv, game: ki, pointer: overB},
	}, nil
}

// labels are words for the boards' captions, tooltips and legend.
var labels = render.Labels{
	Reserve: "reserve", Captured: "captured", Total: "total",
	ReserveTip: [2]string{"White's reserve", "Black's reserve"}, CapturedTip: [2]string{"White's captures", "Black's captures"},
	Coords: "Show or hide the coordinates", Single: "Push in a single piece", GIPFPiece: "Push in a GIPF piece",
	Confirm: "Take this row", Cancel: "Choose another row",
	Offer: "a row you can take", Home: "back to the reserve", Capture: "captured", Keep: "GIPF piece: click to keep it", Kept: "stays on the board",
	TrayTip: [2]string{"Seeds captured by South", "Seeds captured by North"}, LockTip: [2]string{"South is locked", "North is locked"},
	PitLockTip: "Not sown from yet", LockCaption: "No captures until every padlocked pit is sown",
}

var results []result

// ownAllocs is the number of objects allocated so far by the project's own
// code (the allocation site, the first frame outside the runtime, is in a
// tavola package), from the heap profile at a rate of one sample per
// allocation.
func ownAllocs() int64 {
	runtime.GC()
	runtime.GC() // the profile trails by up to two cycles
	n, _ := runtime.MemProfile(nil, true)
	recs := make([]runtime.MemProfileRecord, n+64)
	n, _ = runtime.MemProfile(recs, true)
	var total int64
	for _, r := range recs[:n] {
		frames := runtime.CallersFrames(r.Stack())
		for {
			f, more := frames.Next()
			if !strings.HasPrefix(f.Function, "runtime.") {
				if strings.HasPrefix(f.Function, "tavola/") && !strings.HasPrefix(f.Function, "tavola/render/frametest.") {
					total += r.AllocObjects
				}
				break
			}
			if !more {
				break
			}
		}
	}
	return total
}

func TestMain(m *testing.M) {
	runtime.MemProfileRate = 1 // before anything: ownAllocs sees every allocation
	ebiten.SetWindowSize(screenW/2, screenH/2)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ss, err := scenarios()
	if err == nil {
		var more []scenario
		more, err = gipfScenarios()
		ss = append(ss, more...)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "frametest:", err)
		os.Exit(2)
	}
	l := &loop{scenarios: ss, results: make([]result, len(ss))}
	for i := range ss {
		l.results[i] = result{name: ss[i].name, durations: make([]time.Duration, 0, measured)}
	}
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "frametest:", err)
		os.Exit(2)
	}
	if l.err != nil {
		fmt.Fprintln(os.Stderr, "frametest:", l.err)
		os.Exit(1)
	}
	results = l.results
	os.Exit(m.Run())
}

func TestBoardFramesAllocateNothingInSteadyState(t *testing.T) {
	if len(results) == 0 {
		t.Fatal("the game loop measured nothing")
	}
	for _, r := range results {
		if r.frames != measured {
			t.Errorf("%s: %d frames measured, want %d", r.name, r.frames, measured)
		}
		if r.ours != 0 {
			t.Errorf("%s: the project's code made %d allocations in %d frames, want 0", r.name, r.ours, r.frames)
		}
	}
}

// TestBoardFrameTimes reports the CPU time of Input+Update+Draw per frame
// (the figures of docs/BENCHMARKS.md) and fails only far above the 4 ms
// target, as the machine's load makes the numbers noisy.
func TestBoardFrameTimes(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "| board | mean | median | p95 | allocations/frame: ours | whole process |\n|---|---|---|---|---|---|\n")
	for _, r := range results {
		if len(r.durations) == 0 {
			t.Fatalf("%s: no frames measured", r.name)
		}
		fmt.Fprintf(&b, "| %s | %.3f ms | %.3f ms | %.3f ms | %.2f | %.2f |\n", r.name,
			ms(r.mean()), ms(r.quantile(0.5)), ms(r.quantile(0.95)),
			float64(r.ours)/float64(r.frames), float64(r.mallocs)/float64(r.frames))
		if m := r.quantile(0.5); m > 40*time.Millisecond {
			t.Errorf("%s: median frame %v, far above the 4 ms target", r.name, m)
		}
	}
	t.Log("\n" + b.String())
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
