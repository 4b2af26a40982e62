package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/library"
	"tavola/render"
	"tavola/rules"
	"tavola/storage"
	"tavola/storage/shelf"
	"tavola/ui"
)

// fakeInput plays queued frames, then idles with the pointer where it was.
type fakeInput struct {
	queue []Frame
	x, y  int
	over  bool
}

func (f *fakeInput) Read() Frame {
	if len(f.queue) == 0 {
		return Frame{Pointer: render.Pointer{X: f.x, Y: f.y, Present: f.over}}
	}
	fr := f.queue[0]
	f.queue = f.queue[1:]
	return fr
}

// key queues one frame with verb v.
func (f *fakeInput) key(v Verb) { f.queue = append(f.queue, Frame{Verbs: v, Gesture: true}) }

// click queues a press held for a few frames, then the release, as a real
// mouse (or finger) does.
func (f *fakeInput) click(x, y int) {
	p := render.Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true}
	f.queue = append(f.queue, Frame{Pointer: p, Gesture: true})
	p.Pressed = false
	for range 5 {
		f.queue = append(f.queue, Frame{Pointer: p})
	}
	p.Down, p.Released = false, true
	f.queue = append(f.queue, Frame{Pointer: p})
	f.x, f.y, f.over = x, y, true
}

// tap queues one frame in which the pointer went down and up at (x, y):
// a click quicker than a frame.
func (f *fakeInput) tap(x, y int) {
	p := render.Pointer{X: x, Y: y, Present: true, Pressed: true, Released: true}
	f.queue = append(f.queue, Frame{Pointer: p, Gesture: true})
	f.x, f.y, f.over = x, y, true
}

// fakeClock is the app's clock in tests: each read (one a tick) is step
// later than the last — a 60 Hz frame unless a test makes frames slower.
type fakeClock struct{ now, step time.Duration }

func (c *fakeClock) read() time.Duration {
	c.now += c.step
	return c.now
}

// rig is an app under test with its screen.
type rig struct {
	t      testing.TB
	app    *App
	in     *fakeInput
	clock  *fakeClock
	screen *ebiten.Image
	store  storage.Memory // the app's store, when it is a Memory
	shelf  *shelf.Shelf   // the app's saved games
}

// memKeeping is the app's keeping for the tests, on the store and the
// shelf a test gives, wired as main wires storage's (library.Keep).
type memKeeping struct {
	store storage.Store
	shelf *shelf.Shelf
}

// keptIn keeps the app's saves in store and its saved games on sh; nil
// are new memory ones (never the player's own folder).
func keptIn(store storage.Store, sh *shelf.Shelf) *memKeeping {
	if store == nil {
		store = storage.Memory{}
	}
	if sh == nil {
		sh = shelf.InMemory(storage.Memory{})
	}
	return &memKeeping{store: store, shelf: sh}
}

func (k *memKeeping) Open(g library.Games, lang func() i18n.Lang, told func(BrokenSave)) Kept {
	saves, texts, lib := library.Keep(k.store, k.shelf, g, lang, func(b storage.Broken) { told(BrokenSave(b)) })
	return Kept{Saves: saves, Texts: texts, Library: lib}
}

const testW, testH = 720, 450

func newRig(t testing.TB, o Options) *rig {
	t.Helper()
	in := &fakeInput{}
	// A Memory store unless the test gives another (a Dir in a temporary
	// folder); r.store is nil then.
	if o.Keeping == nil {
		o.Keeping = keptIn(nil, nil)
	}
	k := o.Keeping.(*memKeeping)
	store, _ := k.store.(storage.Memory)
	if o.Platform.Clipboard == nil {
		o.Platform.Clipboard = &fakeClip{}
	}
	clock := &fakeClock{step: time.Second / 60}
	o.Input, o.Mute, o.Clock = in, true, clock.read
	if o.Deps.NewGame == nil {
		o.Deps = DefaultDeps()
	}
	a, err := NewApp(o)
	if err != nil {
		t.Fatal(err)
	}
	a.SetSize(testW, testH)
	r := &rig{t: t, app: a, in: in, clock: clock, screen: ebiten.NewImage(testW, testH), store: store, shelf: k.shelf}
	t.Cleanup(func() {
		if p, ok := a.scene.(*play); ok {
			leaveGame(p, nil)
		}
		r.screen.Deallocate()
	})
	return r
}

// frames runs n ticks of the app, each inside a real frame: Update then
// Draw.
func (r *rig) frames(n int) {
	r.t.Helper()
	for range n {
		if err := r.tick(true); err != nil {
			r.t.Fatalf("Update: %v", err)
		}
	}
}

// tick runs one frame of the app, drawing it when draw is set.
func (r *rig) tick(draw bool) error {
	var d func(*ebiten.Image)
	if draw {
		d = func(*ebiten.Image) { r.app.Draw(r.screen) }
	}
	return loop.do(r.app.Update, d)
}

// settle runs until the queued input is used and no crossfade runs.
func (r *rig) settle() {
	r.t.Helper()
	for i := 0; len(r.in.queue) > 0 || r.app.Transitioning(); i++ {
		if i > 600 {
			r.t.Fatal("the app never settled")
		}
		r.frames(1)
	}
	r.frames(1)
}

// playScene returns the play scene shown, failing the test otherwise.
func (r *rig) playScene() *play {
	r.t.Helper()
	p, ok := r.app.scene.(*play)
	if !ok {
		r.t.Fatalf("scene is %T, want *play", r.app.scene)
	}
	return p
}

// movePoint is where a click on p's board plays move (in the game's
// notation).
func movePoint(t *testing.T, p *play, move string) (int, int) {
	t.Helper()
	g := p.sess.Game()
	a, err := g.ParseAction(move)
	if err != nil {
		t.Fatal(err)
	}
	return pointFor(t, p.view, g, p.board, a)
}

// playOn plays up to n more plies on p, each the listed action at a fixed
// stride: a long game, the same at every run.
func playOn(t testing.TB, r *rig, p *play, n int) {
	t.Helper()
	g := p.sess.Game()
	for i := 0; i < n && !g.Outcome().Over; i++ {
		acts := g.Actions(nil)
		if err := p.apply(r.app, acts[(i*7)%len(acts)]); err != nil {
			t.Fatal(err)
		}
	}
}

// pointFor finds a screen point where a click means action want, by asking
// the view itself (so the test does not copy its layout).
func pointFor(t *testing.T, v render.View, g rules.Game, r ui.Rect, want rules.Action) (int, int) {
	t.Helper()
	v.SetInteractive(true)
	for y := r.Y; y < r.Y+r.H; y += r.H / 60 {
		for x := r.X; x < r.X+r.W; x += r.W / 60 {
			p := render.Pointer{X: int(x), Y: int(y), Present: true, Pressed: true, Released: true}
			if a, ok := v.Input(g, p); ok && a == want {
				return int(x), int(y)
			}
		}
	}
	t.Fatalf("no point of the board plays %s", g.FormatAction(want))
	return 0, 0
}
