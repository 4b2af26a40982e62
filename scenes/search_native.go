//go:build !js

package scenes

import (
	"sync"
	"time"

	"tavola/ai"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/session"
)

// newSearchFunc runs the searches on goroutines of their own (natively Go
// preempts them), on one ai.Searcher that keeps their tables.
func newSearchFunc(kt *kpetables.Tables) session.SearchFunc {
	return newAISearch(new(ai.Searcher), kt)
}

// backgroundSlice is how long the background goroutine lets a search run
// between two looks at whether it was cancelled.
const backgroundSlice = 20 * time.Millisecond

// backgroundSearch runs a search on a goroutine of its own. Natively Go
// preempts goroutines, so the search may use a whole core while the frames
// stay light and on time; Step only looks whether it has finished. (In the
// browser Go has one thread and no preemption: there the search is pumped
// in slices from Update.)
type backgroundSearch struct {
	done   chan struct{} // closed when the search has finished or stopped
	stop   chan struct{} // closed by Cancel
	once   sync.Once
	action rules.Action
	gen    uint64
}

// inBackground starts s on its own goroutine; the search, which belongs to
// the goroutine that pumps it, is stepped and cancelled only there.
func inBackground(s session.Search) session.Search {
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
