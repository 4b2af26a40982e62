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

// Screen size of the measurements, and frames of warm-up before any
// measure: art built, atlas settled.
const (
	screenW, screenH = 800, 500
	warmup           = 30
)

// scenario is one board in one steady state. A frame of it is what the
// play scene does for the board: Input with pointer, Update, Draw;
// restart, when set, starts the animation again whenever it ends (outside
// the timed part), as a long game would.
type scenario struct {
	name    string
	view    render.View
	game    rules.Game
	pointer render.Pointer
	restart func()
}

// job asks the game loop to play frames frames of a scenario. For each it
// records the time of the board's Input, Update and Draw, and the
// allocations the process made during them.
type job struct {
	s         *scenario
	frames    int
	durations []time.Duration
	mallocs   uint64
	err       error
	done      chan struct{}
}

// loop is the game: it plays the jobs the tests and benchmarks send it,
// one frame a tick, and idles between them until quit is closed.
type loop struct {
	jobs    chan *job
	quit    chan struct{}
	cur     *job
	pending bool // Update ran the scenario's Input and Update; Draw finishes the frame
	spent   time.Duration
	before  runtime.MemStats
}

func (l *loop) Update() error {
	if l.cur == nil {
		select {
		case l.cur = <-l.jobs:
		case <-l.quit:
			return ebiten.Termination
		default:
			return nil
		}
	}
	j := l.cur
	s := j.s
	if s.restart != nil && !s.view.Animating() {
		s.restart()
	}
	runtime.ReadMemStats(&l.before)
	start := time.Now()
	if _, ok := s.view.Input(s.game, s.pointer); ok {
		j.err = fmt.Errorf("%s: a hover produced an action", s.name)
	}
	s.view.Update()
	l.spent = time.Since(start)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	j.mallocs += after.Mallocs - l.before.Mallocs
	l.pending = true
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	if !l.pending {
		return
	}
	l.pending = false
	j := l.cur
	runtime.ReadMemStats(&l.before)
	start := time.Now()
	j.s.view.Draw(screen)
	spent := l.spent + time.Since(start)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	// ReadMemStats allocates nothing: what is counted, here and in Update,
	// was done by the board's Input, Update and Draw (and Ebitengine's
	// render thread meanwhile).
	j.mallocs += after.Mallocs - l.before.Mallocs
	j.durations = append(j.durations, spent)
	if len(j.durations) == j.frames || j.err != nil {
		l.cur = nil
		close(j.done)
	}
}

func (l *loop) Layout(int, int) (int, int) { return screenW, screenH }

// frames has the game loop play n frames of s and returns what it
// measured.
func (l *loop) frames(s *scenario, n int) (*job, error) {
	j := &job{s: s, frames: n, durations: make([]time.Duration, 0, n), done: make(chan struct{})}
	l.jobs <- j
	<-j.done
	return j, j.err
}

// scenarios builds the Gravity and Kpé boards measured.
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

// The game loop and the boards it plays, made by TestMain.
var (
	game  *loop
	cases []scenario
)

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
	cases = ss
	game = &loop{jobs: make(chan *job), quit: make(chan struct{})}
	code := 0
	go func() {
		// The tests and benchmarks run beside the game loop, which
		// Ebitengine keeps on the main thread, and send it frames to play.
		code = m.Run()
		close(game.quit)
	}()
	if err := ebiten.RunGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "frametest:", err)
		os.Exit(2)
	}
	os.Exit(code)
}

// measured is the number of frames whose allocations are counted.
const measured = 120

func TestBoardFramesAllocateNothingInSteadyState(t *testing.T) {
	for i := range cases {
		s := &cases[i]
		if _, err := game.frames(s, warmup); err != nil {
			t.Fatal(err)
		}
		ours := -ownAllocs()
		j, err := game.frames(s, measured)
		if err != nil {
			t.Fatal(err)
		}
		ours += ownAllocs()
		if ours != 0 {
			t.Errorf("%s: the project's code made %d allocations in %d frames, want 0", s.name, ours, len(j.durations))
		}
		t.Logf("%s: %.2f allocations a frame in the whole process (Ebitengine's command queue)", s.name, float64(j.mallocs)/measured)
	}
}

// BenchmarkBoardFrames reports, for each board, the time of its Input,
// Update and Draw per frame in the real game loop: ns/op is the mean,
// median-ns/op and p95-ns/op the quantiles. The target is 4 ms. It
// asserts nothing (see the package doc).
func BenchmarkBoardFrames(b *testing.B) {
	for i := range cases {
		s := &cases[i]
		b.Run(s.name, func(b *testing.B) {
			b.StopTimer()
			if _, err := game.frames(s, warmup); err != nil {
				b.Fatal(err)
			}
			b.StartTimer()
			j, err := game.frames(s, b.N)
			b.StopTimer()
			if err != nil {
				b.Fatal(err)
			}
			d := slices.Clone(j.durations)
			slices.Sort(d)
			var sum time.Duration
			for _, x := range d {
				sum += x
			}
			b.ReportMetric(float64(sum.Nanoseconds())/float64(len(d)), "ns/op")
			b.ReportMetric(float64(d[len(d)/2].Nanoseconds()), "median-ns/op")
			b.ReportMetric(float64(d[min(len(d)-1, len(d)*95/100)].Nanoseconds()), "p95-ns/op")
		})
	}
}
