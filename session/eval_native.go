//go:build !js

package session

import (
	"sync"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/ai/kpetables"
	"tavola/rules"
)

// LocalEval evaluates on goroutines of their own (natively Go preempts
// them: the frames stay on time), each position within budget(game)
// (EvalBudget is the bar's), Kpé's on kt's tables when they have loaded.
// One evaluation searches at a time, on one analysis.Search that keeps its
// tables: a new one waits for the one before, cancelled, to stop (within
// a slice of its search).
func LocalEval(kt *kpetables.Tables, budget func(game string) ai.Budget) EvalFunc {
	var mu sync.Mutex
	var search analysis.Search
	return func(g rules.Game) EvalRun {
		r := &localEval{stop: make(chan struct{})}
		c := g.Clone()
		go func() {
			mu.Lock()
			defer mu.Unlock()
			if r.stopped() {
				return
			}
			search.Budget, search.Tables, search.Seed = budget(c.Name()), nil, 1
			if kt != nil && c.Name() == "kpe" {
				search.Tables = kt.Source()
			}
			e, err := search.Evaluate(c, r.stopped)
			r.end(StandingOf(c.Name(), c.ToMove(), e), err)
		}()
		return r
	}
}

// localEval is an evaluation on a goroutine of its own.
type localEval struct {
	stop chan struct{}
	once sync.Once

	mu   sync.Mutex
	done bool
	st   Standing
	err  error
}

func (l *localEval) stopped() bool {
	select {
	case <-l.stop:
		return true
	default:
		return false
	}
}

// end keeps the evaluation's standing, unless it was cancelled.
func (l *localEval) end(s Standing, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.stopped() {
		l.done, l.st, l.err = true, s, err
	}
}

func (l *localEval) Result() (Standing, bool, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.st, l.done, l.err
}

func (l *localEval) Cancel() { l.once.Do(func() { close(l.stop) }) }
