package analysis

import (
	"errors"
	"math"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// kpeSeeds bounds a Kpé value: the seed difference of a 48-seed game.
const kpeSeeds = 48

// Search evaluates positions with the AI's search within Budget. In Kpé it
// first asks the solver for the exact value, on Tables when they are set
// (and on nothing but its own search when the board holds at most
// smallBoard seeds), for up to three quarters of the budget's time; what it
// cannot prove it leaves to the AI's search, whose value it keeps within
// the bounds the solver proved. A Search is one worker's: it keeps its
// tables from one position to the next, which changes no value (with a
// budget of nodes, the solver starts afresh at each position, as what it
// proves within its node count depends on what it has seen). The time it
// counts is working time: the time spent in stop, where the browser's
// worker serves other requests, is not counted.
type Search struct {
	Budget ai.Budget
	Tables kpesolve.Source
	Seed   uint64

	ai     ai.Searcher
	solver kpesolve.Searcher
}

// smallBoard is the most seeds on a Kpé board the solver tries to prove
// without tables, and solverNodes bounds its work when the budget gives no
// time: some boards of 7 seeds take it minutes.
const (
	smallBoard  = 6
	solverNodes = 2_000_000
)

// slice is how long the search works between two looks at stop.
const slice = 20 * time.Millisecond

// Evaluate searches g.
func (s *Search) Evaluate(g rules.Game, stop func() bool) (Eval, error) {
	if kg, ok := g.(*kpe.Game); ok {
		return s.kpe(kg, stop)
	}
	r, err := s.search(g, s.Budget, stop)
	if err != nil {
		return Eval{}, err
	}
	return Eval{Value: r.Value, Lo: r.Value, Hi: r.Value, Line: r.PV}, nil
}

// search runs the AI's search within b, looking at stop every slice.
func (s *Search) search(g rules.Game, b ai.Budget, stop func() bool) (ai.Result, error) {
	sr := s.ai.NewSearchBudget(g, b, s.Seed, 0)
	for !sr.Step(slice) {
		if stop() {
			sr.Cancel()
			break
		}
	}
	r := sr.Result()
	if !r.OK {
		return r, errors.New("analysis: the search found no action")
	}
	return r, nil
}

// kpe evaluates a Kpé position: exact when the solver proves it.
func (s *Search) kpe(g *kpe.Game, stop func() bool) (Eval, error) {
	root, history, lead := kpesolve.FromGame(g)
	lo, hi := -kpeSeeds, kpeSeeds
	rest := s.Budget
	src := s.Tables
	if src == nil && root.Board.Total() <= smallBoard {
		src = noTables{}
	}
	if src != nil {
		clock := workClock{start: time.Now(), stop: stop}
		share := s.Budget.Time * 3 / 4
		if share == 0 {
			s.solver = kpesolve.Searcher{Limit: solverNodes}
		} else {
			s.solver.Limit = 0
		}
		s.solver.Src = src
		s.solver.Stop = func() bool { return clock.stopped() || (share > 0 && clock.elapsed() > share) }
		res := s.solver.Solve(root, history)
		if res.Exact() && len(res.Line) > 0 {
			v := float64(lead + res.Lo)
			return Eval{Value: v, Lo: v, Hi: v, Line: kpesolve.LineActions(res.Line, g.ToMove())}, nil
		}
		lo, hi = lead+res.Lo, lead+res.Hi
		if rest.Time > 0 {
			rest.Time = max(s.Budget.Time-clock.elapsed(), time.Millisecond)
		}
	}
	r, err := s.search(g, rest, stop)
	if err != nil {
		return Eval{}, err
	}
	v := math.Max(float64(lo), math.Min(float64(hi), r.Value))
	return Eval{Value: v, Lo: float64(lo), Hi: float64(hi), Line: r.PV}, nil
}

// workClock counts a search's working time: the wall clock since start
// less the time spent in stop.
type workClock struct {
	start  time.Time
	paused time.Duration
	stop   func() bool
}

// stopped asks stop, and counts the time it took as a pause.
func (c *workClock) stopped() bool {
	t := time.Now()
	s := c.stop()
	c.paused += time.Since(t)
	return s
}

func (c *workClock) elapsed() time.Duration { return time.Since(c.start) - c.paused }

// noTables is the solver's source when it has no tables: it proves what
// its own search reaches.
type noTables struct{}

func (noTables) Lookup(kpesolve.State) (kpesolve.Entry, bool) { return kpesolve.Entry{}, false }
