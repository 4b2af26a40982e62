//go:build !js

package session

import (
	"sync"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules"
)

// LocalAnalysis analyses on goroutines of their own (natively Go preempts
// them: the game stays playable meanwhile), analysis.Workers() of them,
// each position searched within budget(game) (analysis.Budget is the
// app's: the marks are the engine's annotate's), Kpé's on kt's tables
// when they have loaded.
func LocalAnalysis(kt *kpetables.Tables, budget func(game string) ai.Budget) AnalysisFunc {
	return func(start rules.Game, actions []rules.Action) Analyser {
		run, err := analysis.NewRun(start, actions)
		if err != nil {
			return failed{err}
		}
		var src kpesolve.Source
		if kt != nil && start.Name() == "kpe" {
			src = kt.Source()
		}
		b := budget(start.Name())
		l := &localAnalyser{run: run, stop: make(chan struct{})}
		go func() {
			err := run.Work(analysis.Workers(), func() analysis.Evaluator {
				return &analysis.Search{Budget: b, Tables: src, Seed: 1}
			}, l.stopped, nil)
			var an *analysis.Game
			if err == nil {
				an, err = run.Result()
			}
			l.end(an, err)
		}()
		return l
	}
}

// localAnalyser is an analysis on goroutines.
type localAnalyser struct {
	run  *analysis.Run
	stop chan struct{}
	once sync.Once

	mu     sync.Mutex
	done   bool
	result *analysis.Game
	err    error
}

func (l *localAnalyser) stopped() bool {
	select {
	case <-l.stop:
		return true
	default:
		return false
	}
}

// end keeps the analysis's outcome, unless it was cancelled before.
func (l *localAnalyser) end(an *analysis.Game, err error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.done {
		l.done, l.result, l.err = true, an, err
	}
}

func (l *localAnalyser) Progress() (int, int) { return l.run.Progress() }

func (l *localAnalyser) Done() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.done
}

func (l *localAnalyser) Result() (*analysis.Game, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.result, l.err
}

func (l *localAnalyser) Cancel() {
	l.once.Do(func() { close(l.stop) })
	l.end(nil, analysis.ErrStopped)
}

// failed is an analysis that could not start.
type failed struct{ err error }

func (failed) Progress() (int, int)              { return 0, 0 }
func (failed) Done() bool                        { return true }
func (f failed) Result() (*analysis.Game, error) { return nil, f.err }
func (failed) Cancel()                           {}
