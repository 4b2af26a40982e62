package ai

import (
	"runtime"
	"time"

	"tavola/rules"
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
	run()
	result() (a rules.Action, value float64, pv []rules.Action, depth int, ok bool)
}

// Search is one resumable search on its own copy of a game. Step pumps it;
// Result reads it once Step has reported it done. A Search belongs to the
// goroutine that pumps it: Step, Result and Cancel are called from there.
type Search struct {
	ctl   *control
	eng   engine
	gen   uint64
	res   Result
	ready bool
}

// NewSearch prepares a search at a playing level (1..MaxLevel; out of
// range levels are clamped) of a copy of g. Nothing runs before Step.
func NewSearch(g rules.Game, level int, seed, generation uint64) *Search {
	return NewSearchBudget(g, LevelBudget(g.Name(), level), seed, generation)
}

// NewSearchBudget prepares a search of a copy of g with a budget. A budget
// with no limit at all searches until the game is solved or Cancel.
//
// Budget.Time is the search's own working time: the sum of the slices it
// was given, not the wall-clock time since it started, so a search pumped
// for 5 ms per 16 ms frame thinks as long as one run in a single call.
func NewSearchBudget(g rules.Game, b Budget, seed, generation uint64) *Search {
	c := g.Clone()
	ev := evaluatorFor(c)
	ctl := newControl(b)
	scored := c.Name() == "kpe"
	s := &Search{ctl: ctl, gen: generation}
	if b.MCTS {
		s.eng = newHybrid(c, ev, ctl, b, seed, scored)
	} else {
		s.eng = newAlphaBeta(c, ev, ctl, b, seed, scored)
	}
	// A search dropped without Cancel must not leave its goroutine blocked.
	runtime.AddCleanup(s, func(c *control) { c.abort() }, ctl)
	return s
}

// tableBits sizes the transposition table to the budget: node budgets
// (the levels) get up to 2^18 entries (4 MB, allocated at once even in the
// browser), shallow depths and a second or less too, long searches 2^20
// entries (16 MB).
func tableBits(b Budget) int {
	switch {
	case b.Time == 0 && b.Nodes > 0:
		bits := 12
		for bits < 18 && int64(1)<<bits < b.Nodes {
			bits++
		}
		return bits
	case b.Time == 0 && b.Depth > 0 && b.Depth <= 6:
		return 16
	case b.Time > 0 && b.Time <= time.Second:
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
	if !s.ctl.step(slice, s.eng.run) {
		return false
	}
	if !s.ready {
		s.collect()
	}
	return true
}

// collect turns the engine's answer into the Result.
func (s *Search) collect() {
	a, value, pv, depth, ok := s.eng.result()
	s.res = Result{Action: a, Value: value, PV: append([]rules.Action(nil), pv...),
		Depth: depth, Nodes: s.ctl.nodes, Generation: s.gen, OK: ok}
	s.ready = true
}

// Result returns what the search found. Valid once Step has returned
// true; after Cancel it holds the best action found before the cancel.
func (s *Search) Result() Result { return s.res }

// Cancel stops the search: Step reports it done from then on and its
// goroutine ends. The Result keeps what was found so far.
func (s *Search) Cancel() {
	if !s.ready {
		s.collect()
	}
	s.ctl.abort()
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

func (h *hybrid) run() {
	// The node budget counts playouts only: the tactical search is
	// bounded by its depth (and the time budget).
	ctl := h.ab.ctl
	playouts := ctl.maxNodes
	ctl.maxNodes = 0
	h.ab.run()
	if ctl.stopped || h.ab.hasBest && h.ab.bestScore >= provenMin {
		return
	}
	ctl.nodes, ctl.maxNodes = 0, playouts
	h.useTree = true
	h.m.run()
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
