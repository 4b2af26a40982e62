package scenes

import (
	"errors"
	"image/color"
	"sync"
	"testing"
	"time"

	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
	"tavola/ui"
)

// countedEval is the bar's evaluator of the tests: every position is worth
// chance to White at once, or its search fails with err when set, and
// each search asked for is counted.
type countedEval struct {
	mu     sync.Mutex
	n      int
	chance float64
	err    error
}

func (c *countedEval) start(g rules.Game) session.EvalRun {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
	return doneEval{session.Standing{Value: 100, Lo: 100, Hi: 100, Chance: c.chance}, c.err}
}

func (c *countedEval) failWith(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.err = err
}

func (c *countedEval) count() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n
}

type doneEval struct {
	s   session.Standing
	err error
}

func (d doneEval) Result() (session.Standing, bool, error) { return d.s, true, d.err }
func (doneEval) Cancel()                                   {}

// barRig is a rig whose bar evaluates with ev, keeping its settings in
// store.
func barRig(t *testing.T, ev *countedEval, store storage.Memory, o Options) *rig {
	t.Helper()
	o.Deps = DefaultDeps()
	o.Deps.NewEval = ev.start
	if store == nil {
		store = storage.Memory{}
	}
	o.Keeping = keptIn(store, nil)
	return newRig(t, o)
}

// near reports whether c is within a few levels of want in each channel.
func near(c color.Color, want color.RGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) bool { return int(x>>8)-int(y) < 6 && int(y)-int(x>>8) < 6 }
	return d(r, want.R) && d(g, want.G) && d(b, want.B)
}

// picture is where the board's picture stands: centred in p.board.
func picture(p *play) ui.Rect {
	fit := p.view.Fit(int(p.board.W), int(p.board.H))
	w, h := float64(fit.X), float64(fit.Y)
	return ui.Rect{X: p.board.X + (p.board.W-w)/2, Y: p.board.Y + (p.board.H-h)/2, W: w, H: h}
}

// checkBarDrawn fails unless p's bar is on the screen: White's share at
// its foot, Black's at its head, apart from the side panel.
func checkBarDrawn(t *testing.T, r *rig, p *play) {
	t.Helper()
	b := p.bar.box
	if b.W <= 0 || b.H <= 0 {
		t.Fatal("no bar")
	}
	if b.Overlaps(p.side) || !b.Inside(ui.Rect{W: float64(r.app.w), H: float64(r.app.h)}) {
		t.Errorf("the bar %v overlaps the side panel %v or leaves the screen", b, p.side)
	}
	if pic := picture(p); b.Overlaps(pic) {
		t.Errorf("the bar %v overlaps the board's picture %v", b, pic)
	}
	un := r.app.unit
	x := int(b.X + b.W/2)
	if foot := r.screen.At(x, int(b.Y+b.H-barPad*un-0.5*un)); !near(foot, r.app.pal.Piece[0]) {
		t.Errorf("the bar's foot is %v, want White's %v", foot, r.app.pal.Piece[0])
	}
	if head := r.screen.At(x, int(b.Y+barPad*un+0.5*un)); !near(head, r.app.pal.Piece[1]) {
		t.Errorf("the bar's head is %v, want Black's %v", head, r.app.pal.Piece[1])
	}
}

func TestTheBarShowsAndSwingsInTheDemo(t *testing.T) {
	ev := &countedEval{chance: 0.8}
	r := barRig(t, ev, nil, Options{Demo: true})
	r.frames(90)
	p := r.playScene()
	if p.demo == nil {
		t.Fatal("not the demo")
	}
	if p.bar.text != "80 %" || !p.bar.first || ev.count() == 0 {
		t.Errorf("the demo's bar writes %q (White's end %v) after %d searches; want 80 %% at White's", p.bar.text, p.bar.first, ev.count())
	}
	if f := p.bar.gauge.Fill(); f != 0.8 {
		t.Errorf("the bar is filled %v, want 0.8", f)
	}
	checkBarDrawn(t, r, p)
}

func TestTheBarShowsAFailedSearchAndRecoversAtTheNextValue(t *testing.T) {
	ev := &countedEval{chance: 0.8}
	r := barRig(t, ev, nil, Options{Demo: true})
	r.frames(90)
	p := r.playScene()
	if p.bar.text != "80 %" {
		t.Fatalf("the bar writes %q, want 80 %%", p.bar.text)
	}
	// nextSearch runs frames until the demo's next position has been
	// searched (the demo plays on).
	nextSearch := func(failed bool) {
		n := ev.count()
		for i := 0; i < 600 && (ev.count() == n || p.bar.failed != failed); i++ {
			r.frames(1)
		}
		r.frames(2)
	}
	ev.failWith(errors.New("the worker died"))
	nextSearch(true)
	if !p.bar.failed || p.bar.text != barFailed {
		t.Fatalf("the search fails: the bar writes %q (failed %v); want %q, not the stale value", p.bar.text, p.bar.failed, barFailed)
	}
	// Dimmed: its foot is no longer White's colour.
	b, un := p.bar.box, r.app.unit
	if foot := r.screen.At(int(b.X+b.W/2), int(b.Y+b.H-barPad*un-0.5*un)); near(foot, r.app.pal.Piece[0]) {
		t.Errorf("the failed bar's foot is White's %v, want it dimmed", foot)
	}
	ev.failWith(nil)
	nextSearch(false)
	if p.bar.failed || p.bar.text != "80 %" {
		t.Errorf("after a good search the bar writes %q (failed %v); want 80 %%", p.bar.text, p.bar.failed)
	}
	checkBarDrawn(t, r, p)
}

func TestTheBarIsOffInPlayUntilTheSettingTurnsItOnAndStaysOn(t *testing.T) {
	ev := &countedEval{chance: 0.3}
	store := storage.Memory{}
	r := barRig(t, ev, store, Options{Game: "gravity"})
	r.frames(10)
	p := r.playScene()
	if p.bar.box.W != 0 || ev.count() != 0 {
		t.Fatalf("a person's game shows the bar %v, %d searches; want none by default", p.bar.box, ev.count())
	}
	r.app.goTo(newSettings(r.app))
	for range setEvalBar {
		r.in.key(VerbDown)
	}
	r.in.key(VerbConfirm)
	r.settle()
	if !r.app.set.EvalBar {
		t.Fatal("the settings row did not turn the bar on")
	}
	kept, err := settings.Decode(store["settings"])
	if err != nil || !kept.EvalBar {
		t.Fatalf("kept settings %+v, %v: the bar's setting is not kept", kept, err)
	}

	// Restarted: the setting read back shows the bar in play.
	r2 := barRig(t, ev, store, Options{Game: "gravity"})
	r2.frames(10)
	p2 := r2.playScene()
	if p2.bar.text != "70 %" || p2.bar.first {
		t.Errorf("after a restart the bar writes %q at White's end %v; want Black's 70 %%", p2.bar.text, p2.bar.first)
	}
	checkBarDrawn(t, r2, p2)
}

func TestTheBarShowsInAGameOfTheAIAgainstItself(t *testing.T) {
	ev := &countedEval{chance: 0.6}
	r := barRig(t, ev, nil, Options{})
	p, err := newPlay(r.app, "kpe", [2]session.Seat{{AI: true, Level: 1}, {AI: true, Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	r.app.goTo(p)
	r.settle()
	if p.bar.text == "" || ev.count() == 0 {
		t.Errorf("the AI against itself: the bar writes %q after %d searches; want a value", p.bar.text, ev.count())
	}
	checkBarDrawn(t, r, p)
}

func TestTheBarShowsInTheReviewOfAFinishedGame(t *testing.T) {
	ev := &countedEval{chance: 0.5}
	r := barRig(t, ev, nil, Options{Game: "gravity"})
	r.frames(2)
	p := r.playScene()
	for _, m := range []string{"a8", "h8", "b7", "h7", "c6", "h6", "d5"} {
		a, err := p.sess.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.apply(r.app, a); err != nil {
			t.Fatal(err)
		}
	}
	r.frames(2)
	if p.bar.text != "100 %" || !p.bar.first {
		t.Errorf("White has won: the bar writes %q at White's end %v; want 100 %%", p.bar.text, p.bar.first)
	}
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.settle()
	p.view.Snap()
	r.frames(60)
	if !p.rev.active() || p.bar.text != "50 %" || ev.count() == 0 {
		t.Errorf("reviewing: %v, the bar writes %q after %d searches; want 50 %% from the bar's search", p.rev.active(), p.bar.text, ev.count())
	}
	checkBarDrawn(t, r, p)
}

// verdictEval values each position at 50 times the actions played, from
// the mover's view.
type verdictEval struct{}

func (verdictEval) Evaluate(g rules.Game, _ func() bool) (analysis.Eval, error) {
	v := float64(50 * g.Plies())
	return analysis.Eval{Value: v, Lo: v, Hi: v, Line: g.Actions(nil)[:1]}, nil
}

func TestTheReviewBarReadsTheRecordsAnalysisWithoutSearching(t *testing.T) {
	ev := &countedEval{chance: 0.5}
	r := barRig(t, ev, nil, Options{})
	start, err := r.app.deps.NewGame("gravity")
	if err != nil {
		t.Fatal(err)
	}
	var acts []rules.Action
	g := start.Clone()
	for _, m := range []string{"d1", "a8", "e1", "b8"} {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(a, nil)
		acts = append(acts, a)
	}
	an, err := analysis.Analyse(start, acts, analysis.Options{NewEvaluator: func() analysis.Evaluator { return verdictEval{} }})
	if err != nil {
		t.Fatal(err)
	}
	rec := &record.Record{Game: "gravity"}
	c := start.Clone()
	for _, a := range acts {
		rec.Main.Moves = append(rec.Main.Moves, record.Move{Action: c.FormatAction(a)})
		c.Apply(a, nil)
	}
	if err := analysis.Annotate(rec, an); err != nil {
		t.Fatal(err)
	}
	s, err := session.FromRecord(rec, [2]session.Seat{{}, {}}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayFrom(r.app, s)
	r.app.goTo(p)
	r.frames(5)
	if p.bar.box.W != 0 {
		t.Fatal("the bar shows in a game going on before its review")
	}
	r.in.key(VerbLeft) // three actions played: Black to move, worth +150 to Black
	r.settle()
	r.frames(60)
	curve, _ := analysis.CurveOf("gravity")
	want, _ := session.Standing{Chance: curve.Chance(-150)}.Label()
	if p.bar.text != want || p.bar.first || ev.count() != 0 {
		t.Errorf("the review's bar writes %q (White's end %v) after %d searches; want Black's %s from the record, no search",
			p.bar.text, p.bar.first, ev.count(), want)
	}
	checkBarDrawn(t, r, p)
}

// barSettled runs r's frames until the game of its play scene has at least
// plies actions, nothing moves, and the bar shows the fresh value of the
// position shown (the bar's search is real time, the rig's clock is not),
// for the screenshots.
func barSettled(r *rig, plies int) {
	r.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		r.settle()
		p := r.playScene()
		_, ok, fresh := p.bar.gauge.Standing()
		if len(p.sess.Played()) >= plies && ok && fresh && p.view.Still() && !p.bar.gauge.Tick() {
			if p.demo != nil {
				p.demo.paused = true
			}
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatal("the bar never settled")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// barEasingCase is the review of a game White won, its bar easing from a
// value shown before toward the one the bar's evaluator gives, for the
// frames' allocation test.
func barEasingCase(t *testing.T) (*rig, func()) {
	r := barRig(t, &countedEval{chance: 0.3}, nil, Options{})
	p := twoPeople(t, r, "a8", "h8", "b7", "h7", "c6", "h6", "d5")
	p.reviewTo(r.app, 5)
	p.view.Snap()
	g, _ := p.shownPosition()
	p.bar.gauge.Show(g.Clone(), session.Standing{Chance: 0.95})
	p.bar.gauge.Close() // the next frame follows the position again: a search, then the swing
	return r, nil
}
