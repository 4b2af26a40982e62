package ai

import (
	"runtime"
	"sync"
	"time"

	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/kpe"
)

// Result is what a search found. Value is from the view of the player who
// decides at the root, in the protocol's convention: ±1000 a proven win or
// loss in GIPF and Gravity, the final seed difference of a proven Kpé
// result, otherwise the evaluation (seeds in Kpé). PV starts with Action.
type Result struct {
	Action     rules.Action
	Value      float64
	PV         []rules.Action
	Depth      int   // the last depth searched completely (alpha-beta)
	Nodes      int64 // actions applied (alpha-beta) or playouts (MCTS)
	Generation uint64
	// OK is false when the game is over at the root (or the search was
	// cancelled before it found anything): Action means nothing then.
	OK bool
}

// engine is one kind of search body.
type engine interface {
	run(t *tables)
	result() (a rules.Action, value float64, pv []rules.Action, depth int, ok bool)
}

// tables are the big memory of a search: the transposition table, the
// MCTS arena and alpha-beta's work space. They are allocated in pieces
// while the search runs, never all in one slice, and a Searcher keeps
// them for its next search.
type tables struct {
	tt    table
	arena arena
	ab    *abWork
	kpe   *kpesolve.Searcher // the perfect Kpé player's solver and what it learnt
	// helpers are the work spaces of a parallel search's helpers, made
	// as a search first needs them.
	helpers []*abWork
}

// work returns alpha-beta's work space, made on first use.
func (t *tables) work() *abWork {
	if t.ab == nil {
		t.ab = newABWork()
	}
	return t.ab
}

// Searcher runs searches one after another on tables it keeps, so that
// only its first search allocates them (in pieces, over its first slices)
// and none clears them: entries of earlier searches are left unread (the
// transposition table's entries carry the age of their search). A
// search's result does not depend on whether its tables were fresh or
// kept: the same game, budget and seed give the same Result.
//
// The tables go to one search at a time. A search that starts while an
// earlier one still holds them waits for them if that one was cancelled
// (it lets them go within microseconds), and otherwise uses tables of its
// own. The zero Searcher is ready to use; it may be used from several
// goroutines.
type Searcher struct {
	mu     sync.Mutex
	t      *tables
	holder *control // the search that holds t; nil when t is free
	// now is the clock of its searches: time.Now when nil (tests give
	// one that makes nodes slow).
	now func() time.Time
}

// clock is the clock of sr's searches; nil for time.Now.
func (sr *Searcher) clock() func() time.Time {
	if sr == nil {
		return nil
	}
	return sr.now
}

// NewSearch prepares a search at a playing level on the Searcher's
// tables, as the package's NewSearch does on tables of its own.
func (sr *Searcher) NewSearch(g rules.Game, level int, seed, generation uint64) *Search {
	return sr.NewSearchBudget(g, LevelBudget(g.Name(), level), seed, generation)
}

// NewSearchBudget prepares a search with a budget on the Searcher's
// tables, as the package's NewSearchBudget does on tables of its own.
func (sr *Searcher) NewSearchBudget(g rules.Game, b Budget, seed, generation uint64) *Search {
	return newSearch(sr, g, b, seed, generation)
}

// Prepare makes the Searcher's tables now, as a first search would make
// them over its first slices: the transposition table at its largest and
// alpha-beta's work space. The browser's AI worker calls it when it starts,
// so that its first search does not spend a slice growing the heap. It does
// nothing while a search holds the tables.
func (sr *Searcher) Prepare() {
	sr.mu.Lock()
	defer sr.mu.Unlock()
	if sr.holder != nil {
		return
	}
	if sr.t == nil {
		sr.t = &tables{}
	}
	sr.t.tt.prepare(maxTableBits, func() bool { return true })
	sr.t.work()
}

// acquire lends the tables to the search of c, or returns tables of its
// own (see Searcher); nil when c was cancelled meanwhile.
func (sr *Searcher) acquire(c *control) *tables {
	if sr == nil {
		return &tables{}
	}
	for {
		sr.mu.Lock()
		if sr.holder == nil {
			if sr.t == nil {
				sr.t = &tables{}
			}
			sr.holder = c
			sr.mu.Unlock()
			return sr.t
		}
		h := sr.holder
		sr.mu.Unlock()
		if !h.cancelled() {
			return &tables{}
		}
		select {
		case <-h.exited:
		case <-c.cancel:
			return nil
		}
	}
}

// release takes the tables back from the search of c.
func (sr *Searcher) release(c *control) {
	if sr == nil {
		return
	}
	sr.mu.Lock()
	if sr.holder == c {
		sr.holder = nil
	}
	sr.mu.Unlock()
}

// Search is one resumable search on its own copy of a game. Step pumps it;
// Result reads it once Step has reported it done. A Search belongs to the
// goroutine that pumps it: Step, Result and Cancel are called from there.
type Search struct {
	ctl   *control
	job   *job
	gen   uint64
	res   Result
	ready bool
}

// job is what the search's goroutine runs: the engine on tables from the
// Searcher, and the answer it found, taken before the tables go back.
type job struct {
	eng   engine
	owner *Searcher
	ctl   *control
	found bool // the body has set the answer below
	a     rules.Action
	value float64
	pv    []rules.Action
	depth int
	ok    bool
}

// run is the body: it borrows the tables, searches, and takes the answer
// while the tables are still its own.
func (j *job) run() {
	t := j.owner.acquire(j.ctl)
	if t == nil {
		return
	}
	defer j.owner.release(j.ctl)
	j.eng.run(t)
	j.a, j.value, j.pv, j.depth, j.ok = j.eng.result()
	j.pv = append([]rules.Action(nil), j.pv...)
	j.found = true
}

// NewSearch prepares a search at a playing level (1..MaxLevel; out of
// range levels are clamped) of a copy of g, on tables of its own. Nothing
// runs before Step. An app that searches move after move should keep a
// Searcher and call its NewSearch, which reuses the tables.
func NewSearch(g rules.Game, level int, seed, generation uint64) *Search {
	return NewSearchBudget(g, LevelBudget(g.Name(), level), seed, generation)
}

// NewSearchBudget prepares a search of a copy of g with a budget. A budget
// with no limit at all searches until the game is solved or Cancel.
//
// Budget.Time is the search's own working time: the sum of the slices it
// was given, not the wall-clock time since it started, so a search pumped
// for 5 ms per 16 ms frame thinks as long as one run in a single call. It
// counts from when the search's tables are made (see Searcher).
func NewSearchBudget(g rules.Game, b Budget, seed, generation uint64) *Search {
	return newSearch(nil, g, b, seed, generation)
}

func newSearch(owner *Searcher, g rules.Game, b Budget, seed, generation uint64) *Search {
	c := g.Clone()
	ev := evaluatorFor(c)
	ctl := newControl(b, owner.clock())
	scored := c.Name() == "kpe"
	s := &Search{ctl: ctl, gen: generation, job: &job{owner: owner, ctl: ctl}}
	gg, isGIPF := c.(*gipf.Game)
	kg, isKpe := c.(*kpe.Game)
	switch {
	case b.KpeTables != nil && isKpe:
		if b.Time == 0 {
			b.Time = MasterTime
			ctl.maxTime = b.Time
		}
		master := LevelBudget("kpe", MaxLevel).Limit(Budget{Time: b.Time})
		s.job.eng = newPerfect(kg, b.KpeTables, ctl, newHybrid(c, ev, ctl, master, seed, scored))
	case b.GF1 && isGIPF:
		s.job.eng = newGF1(gg, ctl, b, seed)
	case b.MCTS:
		s.job.eng = newHybrid(c, ev, ctl, b, seed, scored)
	default:
		s.job.eng = newAlphaBeta(c, ev, ctl, b, seed, scored)
	}
	// A search dropped without Cancel must not leave its goroutine blocked.
	runtime.AddCleanup(s, func(c *control) { c.abort() }, ctl)
	return s
}

// tableBits sizes the transposition table to the budget: node budgets
// (the levels) get up to 2^18 entries (6 MB), shallow depths and a second
// or less too (unless MaxTime lets it run longer: the master level has
// level 6's table), long searches (and the top levels) 2^20 entries (24 MB),
// or 2^maxTableBits where that is less (the browser).
func tableBits(b Budget) int {
	return min(budgetBits(b), maxTableBits)
}

func budgetBits(b Budget) int {
	switch {
	case b.Time == 0 && b.Nodes > 0:
		bits := 12
		for bits < 18 && int64(1)<<bits < b.Nodes {
			bits++
		}
		return bits
	case b.Time == 0 && b.Depth > 0 && b.Depth <= 6:
		return 16
	case b.Time > 0 && b.Time <= time.Second && b.MaxTime <= time.Second:
		return 18
	}
	return 20
}

// Step lets the search work for about slice (a few microseconds more at
// most) and reports whether it has finished. It never blocks longer.
func (s *Search) Step(slice time.Duration) (done bool) {
	if s.ready {
		return true
	}
	if !s.ctl.step(slice, s.job.run) {
		return false
	}
	if !s.ready {
		s.collect()
	}
	return true
}

// collect turns the body's answer into the Result, once the body has
// ended (or never started).
func (s *Search) collect() {
	j := s.job
	if !j.found && !s.ctl.started {
		j.a, j.value, j.pv, j.depth, j.ok = j.eng.result()
	}
	s.res = Result{Action: j.a, Value: j.value, PV: j.pv,
		Depth: j.depth, Nodes: s.ctl.total(), Generation: s.gen, OK: j.ok}
	s.ready = true
}

// Result returns what the search found. Valid once Step has returned
// true; after Cancel it holds the best action found before the cancel.
func (s *Search) Result() Result { return s.res }

// Cancel stops the search: Step reports it done from then on and its
// goroutine ends (Cancel waits the microseconds that takes, so that the
// tables are free again for a Searcher's next search). The Result keeps
// what was found so far.
func (s *Search) Cancel() {
	s.ctl.abort()
	s.ctl.finish()
	if !s.ready {
		s.collect()
	}
}

// Run pumps the search to its end in one call, for callers that may block
// (the engine, tests, matches).
func (s *Search) Run() Result {
	for !s.Step(time.Hour) {
	}
	return s.res
}

// tacticalDepth is the depth of the alpha-beta search that runs before
// MCTS: a full-width look at the next few plies (Kpé has at most 4
// actions a ply, the others up to 42).
func tacticalDepth(game string) int {
	if game == "kpe" {
		return 6
	}
	return 2
}

// hybrid is MCTS preceded by a shallow alpha-beta search (with the exact
// endgame phase where the game has one): random playouts can overlook a
// forced win that a few plies of full-width search prove, and a proven win
// is played at once.
type hybrid struct {
	ab      *alphaBeta
	m       *mcts
	useTree bool
}

func newHybrid(g rules.Game, ev evaluator, ctl *control, b Budget, seed uint64, scored bool) *hybrid {
	t := Budget{Depth: tacticalDepth(g.Name())}
	return &hybrid{ab: newAlphaBeta(g, ev, ctl, t, seed, scored), m: newMCTS(g, ctl, b, seed, scored)}
}

func (h *hybrid) run(t *tables) {
	// The node budget counts playouts only: the tactical search is
	// bounded by its depth (and the time budget).
	ctl := h.ab.ctl
	playouts := ctl.maxNodes
	ctl.maxNodes = 0
	h.ab.run(t)
	if ctl.stopped || h.ab.hasBest && h.ab.bestScore >= provenMin {
		return
	}
	ctl.nodes, ctl.maxNodes = 0, playouts
	h.useTree = true
	h.m.run(t)
}

// result is MCTS's choice when it ran; a result the tactical search
// proved (a loss: every action loses) keeps the proven value.
func (h *hybrid) result() (rules.Action, float64, []rules.Action, int, bool) {
	if h.useTree {
		if a, v, pv, d, ok := h.m.result(); ok {
			if h.ab.hasBest && proven(h.ab.bestScore) {
				_, v, _, _, _ = h.ab.result()
			}
			return a, v, pv, d, ok
		}
	}
	return h.ab.result()
}
