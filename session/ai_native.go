//go:build !js

package session

import (
	"sync"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/ai/kpetables"
	"tavola/rules"
)

// NewAI is the app's AI natively: each search on a goroutine of its own
// (InBackground), all on one ai.Searcher that keeps their tables, and the
// coach's ratings, the analyses and the evaluation bar's values on
// goroutines too (LocalCoach, LocalAnalysis with the analysis budget,
// LocalEval with the bar's).
func NewAI() AI {
	kt := new(kpetables.Tables)
	return AI{NewSearch: AISearch(new(ai.Searcher), kt), NewCoach: LocalCoach(kt),
		NewAnalysis: LocalAnalysis(kt, analysis.Budget), NewEval: LocalEval(kt, EvalBudget), MaxLevel: ai.MaxLevel, KpeTables: kt}
}

// backgroundSlice is how long the background goroutine lets a search run
// between two looks at whether it was cancelled.
const backgroundSlice = 20 * time.Millisecond

// backgroundSearch runs a search on a goroutine of its own.
type backgroundSearch struct {
	done   chan struct{} // closed when the search has finished or stopped
	stop   chan struct{} // closed by Cancel
	once   sync.Once
	action rules.Action
	gen    uint64
}

// InBackground starts s on a goroutine of its own. Natively Go preempts
// goroutines, so the search may use a whole core while the frames stay
// light and on time; Step only looks whether it has finished. The search,
// which belongs to the goroutine that pumps it, is stepped and cancelled
// only there. (In the browser Go has one thread and no preemption: there
// InBackground leaves s to be pumped in slices from the app's Update.)
func InBackground(s Search) Search {
	b := &backgroundSearch{done: make(chan struct{}), stop: make(chan struct{})}
	go func() {
		defer close(b.done)
		for {
			select {
			case <-b.stop:
				s.Cancel()
				return
			default:
			}
			if s.Step(backgroundSlice) {
				b.action, b.gen = s.Result()
				return
			}
		}
	}()
	return b
}

// Step reports whether the search has finished; it never waits.
func (b *backgroundSearch) Step(time.Duration) bool {
	select {
	case <-b.done:
		return true
	default:
		return false
	}
}

// Result is the search's choice, once Step has reported it done.
func (b *backgroundSearch) Result() (rules.Action, uint64) { return b.action, b.gen }

// Cancel stops the search; its goroutine ends within a slice.
func (b *backgroundSearch) Cancel() { b.once.Do(func() { close(b.stop) }) }
