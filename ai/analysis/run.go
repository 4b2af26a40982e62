package analysis

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sync"

	"tavola/rules"
	"tavola/rules/record"
)

// MaxWorkers is the most workers an analysis runs on natively: beyond four
// the positions of one game keep no more cores busy than the app can spare.
const MaxWorkers = 4

// Workers is how many workers an analysis runs on natively:
// min(runtime.NumCPU(), MaxWorkers).
func Workers() int { return min(runtime.NumCPU(), MaxWorkers) }

// Run is an analysis under way: the positions of a game, searched one at
// a time by Step (from one goroutine or several, each with its own
// evaluator) or by Work's workers, and put together by Result once every
// position is. A position's value depends on the position and the
// evaluator's budget alone, never on which worker searched it or what it
// searched before (with a node budget the result is the same whatever
// the workers), so a Run gives what Analyse gives. Its methods may be
// called from several goroutines.
type Run struct {
	name      string
	actions   []rules.Action
	turns     []record.Turn
	positions []rules.Game // each turn's, then where the game stands now

	mu    sync.Mutex
	evals []Eval
	state []posState
	done  int
	err   error // the first error of a search; the Run is then over
}

// posState is where a position stands in a Run.
type posState uint8

const (
	pending posState = iota
	searching
	searched
)

// NewRun prepares the analysis of the game played from start by actions
// (start is not changed): an action that is not legal where it is played
// is refused, naming it.
func NewRun(start rules.Game, actions []rules.Action) (*Run, error) {
	g := start.Clone()
	r := &Run{name: start.Name(), actions: slices.Clone(actions)}
	buf := make([]rules.Action, 0, 256)
	for i, a := range actions {
		if g.Outcome().Over {
			return nil, fmt.Errorf("analysis: action %d is played after the end of the game", i+1)
		}
		if buf = g.Actions(buf[:0]); !slices.Contains(buf, a) {
			return nil, fmt.Errorf("analysis: action %d (%d) is not legal", i+1, a)
		}
		if len(r.turns) == 0 || record.TurnStarts(g) {
			r.positions = append(r.positions, g.Clone())
		}
		r.turns = record.AddAction(r.turns, g, i)
		g.Apply(a, nil)
	}
	r.positions = append(r.positions, g)
	r.evals = make([]Eval, len(r.positions))
	r.state = make([]posState, len(r.positions))
	return r, nil
}

// Total is the number of positions the Run searches: one a turn, and the
// position the game stands at.
func (r *Run) Total() int { return len(r.positions) }

// Progress is the number of positions searched so far, and Total.
func (r *Run) Progress() (done, total int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.done, len(r.positions)
}

// Step searches one position no one has taken yet with ev, and reports
// whether every position is searched. When stop ends the search early, the
// position's search is dropped (a later Step searches it again) and Step
// fails with ErrStopped; when the search fails, the Run does (each Step
// after returns that error). A finished game's position is valued by its
// outcome, without a search. With nothing left to take, Step returns at
// once: the positions other goroutines search may still be under way.
func (r *Run) Step(ev Evaluator, stop func() bool) (finished bool, err error) {
	r.mu.Lock()
	if r.err != nil {
		defer r.mu.Unlock()
		return false, r.err
	}
	i := slices.Index(r.state, pending)
	if i < 0 {
		defer r.mu.Unlock()
		return r.done == len(r.positions), nil
	}
	r.state[i] = searching
	r.mu.Unlock()

	var e Eval
	p := r.positions[i]
	if !p.Outcome().Over {
		e, err = ev.Evaluate(p.Clone(), stop)
		switch {
		case stop(): // what a search cut short says is dropped, errors too
			err = ErrStopped
		case err == nil && (math.IsNaN(e.Value) || math.IsInf(e.Value, 0)):
			err = fmt.Errorf("analysis: the search valued position %d at %v", i, e.Value)
		}
	}

	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case errors.Is(err, ErrStopped):
		r.state[i] = pending
		return false, err
	case err != nil:
		if r.err == nil {
			r.err = err
		}
		return false, r.err
	}
	r.evals[i], r.state[i] = e, searched
	r.done++
	return r.done == len(r.positions), nil
}

// Work searches the positions left on workers goroutines (at least one),
// each with an evaluator of its own from newEvaluator, and returns when
// every position is searched, or when stop reports true (ErrStopped: the
// positions searched stay, and a later Step or Work goes on from there),
// or when a search fails. progress, when set, is told after each position
// (the positions searched, and Total), from the worker that searched it.
func (r *Run) Work(workers int, newEvaluator func() Evaluator, stop func() bool, progress func(done, total int)) error {
	if newEvaluator == nil {
		return errors.New("analysis: no evaluator")
	}
	if stop == nil {
		stop = func() bool { return false }
	}
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Go(func() {
			ev := newEvaluator()
			for !stop() {
				finished, err := r.Step(ev, stop)
				if err != nil {
					return
				}
				if progress != nil {
					progress(r.Progress())
				}
				if finished || !r.hasPending() {
					return
				}
			}
		})
	}
	wg.Wait()
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.err != nil:
		return r.err
	case r.done == len(r.positions):
		return nil
	}
	return ErrStopped
}

// hasPending reports whether a position is left for a Step to take.
func (r *Run) hasPending() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Contains(r.state, pending)
}

// Result puts the analysis together once every position is searched: each
// turn's values, win chances, mark and better turn.
func (r *Run) Result() (*Game, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.err != nil {
		return nil, r.err
	}
	if r.done < len(r.positions) {
		return nil, fmt.Errorf("analysis: %d of %d positions searched", r.done, len(r.positions))
	}
	out := &Game{Name: r.name}
	curve, chances := CurveOf(r.name)
	for t, turn := range r.turns {
		m := Move{Turn: turn, Before: r.evals[t]}
		next, nextEval := r.positions[t+1], r.evals[t+1]
		m.After, m.AfterLo, m.AfterHi = nextEval.Value, nextEval.Lo, nextEval.Hi
		if next.ToMove() != turn.Player && !next.Outcome().Over {
			m.After, m.AfterLo, m.AfterHi = -m.After, -m.AfterHi, -m.AfterLo
		}
		if o := next.Outcome(); o.Over {
			m.After = outcomeValue(o, turn.Player, !chances)
			m.AfterLo, m.AfterHi = m.After, m.After
		}
		played := r.actions[turn.First:turn.End]
		best := firstTurn(r.positions[t], m.Before.Line)
		switch {
		case chances:
			m.ChanceBefore, m.ChanceAfter = curve.Chance(m.Before.Value), curve.Chance(m.After)
			m.Mark = MarkChance(m.ChanceBefore, m.ChanceAfter)
		default:
			m.Mark = MarkSeeds(int(m.Before.Lo), int(m.AfterHi))
		}
		if slices.Equal(best, played) {
			m.Mark = Best
		} else if m.Mark > Good {
			m.Better = best
		}
		out.Moves = append(out.Moves, m)
	}
	return out, nil
}
