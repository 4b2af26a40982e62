package scenes

import (
	"fmt"
	"runtime"
	"sync"
	"time"

	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
	"tavola/rules/kpe"
)

// coachTime is how long the coach searches a position's moves; coachWork
// is how long it works before it sleeps a millisecond in the browser,
// where the page's one thread must draw the frames meanwhile.
const (
	coachTime = 5 * time.Second
	coachWork = 4 * time.Millisecond
)

// kpeCoach rates each move of the person to move in a Kpé game with the
// solver on the Kpé tables (kpesolve.Searcher.MoveValues): first the
// tables' bounds, at once, then what a search of coachTime proves, on a
// goroutine of its own. Its methods are called from the app's goroutine.
type kpeCoach struct {
	key  [2]uint64 // the position followed: hash and plies
	stop chan struct{}

	mu   sync.Mutex
	res  coachResult
	seen int // the version of res last shown

	srMu sync.Mutex // the Searcher belongs to one search at a time
	sr   *kpesolve.Searcher
}

// coachResult is what the coach knows of the position followed.
type coachResult struct {
	version int
	moves   []kpesolve.MoveValue
	mover   rules.Player
	lead    int  // the mover's lead in seeds captured
	done    bool // the search has ended
}

// follow makes the coach rate g's moves (a new search when the position
// changed); nil tables or a game over clear it.
func (c *kpeCoach) follow(g *kpe.Game, src kpesolve.Source) {
	key := [2]uint64{g.Hash(), uint64(g.Plies())}
	if src == nil || g.Outcome().Over {
		key = [2]uint64{}
	}
	if key == c.key {
		return
	}
	c.key = key
	c.halt()
	c.mu.Lock()
	c.res = coachResult{version: c.res.version + 1}
	c.mu.Unlock()
	if key == ([2]uint64{}) {
		return
	}
	root, history, lead := kpesolve.FromGame(g)
	stop := make(chan struct{})
	c.stop = stop
	go c.search(src, root, history, lead, g.ToMove(), stop)
}

// halt stops the search running, if any.
func (c *kpeCoach) halt() {
	if c.stop != nil {
		close(c.stop)
		c.stop = nil
	}
}

// search rates the moves of root and publishes what it finds.
func (c *kpeCoach) search(src kpesolve.Source, root kpesolve.State, history []kpesolve.State, lead int, mover rules.Player, stop chan struct{}) {
	c.srMu.Lock()
	defer c.srMu.Unlock()
	if c.sr == nil || c.sr.Src != src {
		c.sr = &kpesolve.Searcher{Src: src}
	}
	sr := c.sr
	stopped := func() bool {
		select {
		case <-stop:
			return true
		default:
			return false
		}
	}
	sr.Stop = func() bool { return true } // the tables' bounds alone
	c.publish(stop, coachResult{moves: sr.MoveValues(root, history), mover: mover, lead: lead})
	deadline := time.Now().Add(coachTime)
	rested := time.Now()
	sr.Stop = func() bool {
		if runtime.GOARCH == "wasm" && time.Since(rested) > coachWork {
			time.Sleep(time.Millisecond)
			rested = time.Now()
		}
		return stopped() || time.Now().After(deadline)
	}
	moves := sr.MoveValues(root, history)
	if !stopped() {
		c.publish(stop, coachResult{moves: moves, mover: mover, lead: lead, done: true})
	}
}

// publish makes r the coach's result, unless its search was stopped.
func (c *kpeCoach) publish(stop chan struct{}, r coachResult) {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-stop:
		return
	default:
	}
	r.version = c.res.version + 1
	c.res = r
}

// news returns the coach's notes and caption when they changed since the
// last call.
func (c *kpeCoach) news(a *App) (render.KpeCoach, bool) {
	c.mu.Lock()
	r := c.res
	c.mu.Unlock()
	if r.version == c.seen {
		return render.KpeCoach{}, false
	}
	c.seen = r.version
	return coachNotes(a, r), true
}

// coachNotes writes the notes of r: each pit's final seed difference for
// the mover, captures included, exact ("+4", "0", "−2") or the interval
// it is proven to lie in ("−2…+2"), and a caption that says which.
func coachNotes(a *App, r coachResult) render.KpeCoach {
	var k render.KpeCoach
	if len(r.moves) == 0 {
		return k
	}
	exact := true
	for _, m := range r.moves {
		lo, hi := r.lead+m.Lo, r.lead+m.Hi
		i := int(kpesolve.Action(m.Pit, r.mover))
		k.Notes[i] = signed(lo)
		if lo != hi {
			exact = false
			k.Notes[i] += "…" + signed(hi)
		}
		switch {
		case lo > 0:
			k.Tones[i] = render.CoachWin
		case hi < 0:
			k.Tones[i] = render.CoachLoss
		case lo == 0 && hi == 0:
			k.Tones[i] = render.CoachDraw
		}
	}
	switch {
	case !r.done:
		k.Caption = a.t(i18n.CoachSearching)
	case exact:
		k.Caption = a.t(i18n.CoachExact)
	default:
		k.Caption = a.t(i18n.CoachBounds)
	}
	return k
}

// signed writes v with its sign: "+4", "0", "−2".
func signed(v int) string {
	switch {
	case v > 0:
		return fmt.Sprintf("+%d", v)
	case v < 0:
		return fmt.Sprintf("−%d", -v)
	}
	return "0"
}

// updateCoach runs the coach of a Kpé game: C turns it on or off (outside
// the demo), and while it is on and a person is to move in the live game
// their pits show what each is worth.
func (p *play) updateCoach(a *App) {
	kv, ok := p.view.(*render.KpeView)
	if !ok {
		return
	}
	if p.demo == nil && a.in.Verbs.Has(VerbCoach) {
		a.set.Coach = !a.set.Coach
		a.saveSettings()
	}
	g, _ := p.sess.Game().(*kpe.Game)
	var src kpesolve.Source
	if a.set.Coach && p.demo == nil && g != nil && p.sess.HumanToMove() && !p.rev.active() && a.deps.KpeTables != nil {
		src = a.deps.KpeTables.Source()
	}
	if src == nil {
		g = kpe.New() // followed with no tables: the coach clears
	}
	p.coach.follow(g, src)
	if k, changed := p.coach.news(a); changed {
		kv.SetCoach(k)
		a.Redraw()
	}
}

// coachStatus is the coach's setting: on or off, and where the tables
// come from (or where make kpe-table would put them).
func (a *App) coachStatus() string {
	on := a.t(i18n.OffWord)
	if a.set.Coach {
		on = a.t(i18n.On)
	}
	if a.deps.KpeTables == nil {
		return on
	}
	st := a.deps.KpeTables.Status()
	switch {
	case st.Solved && st.State != kpetables.Failed:
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachSolved), st.Seeds)
	case st.State == kpetables.Ready:
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachTables), st.Where)
	case st.State == kpetables.Absent:
		dir, _ := kpesolve.DefaultDir()
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachNoTables), dir)
	case st.State == kpetables.Failed:
		return on + " · " + st.Err.Error()
	}
	return on
}
