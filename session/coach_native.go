//go:build !js

package session

import (
	"sync"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules/kpe"
)

// LocalCoach rates on goroutines of their own with kt's tables (natively
// Go preempts them: the frames stay on time). Without tables loaded a run
// never rates. One rating searches at a time, on one kpesolve.Searcher
// kept while the tables stay the same.
func LocalCoach(kt *kpetables.Tables) CoachFunc {
	var mu sync.Mutex
	var sr *kpesolve.Searcher
	return func(g *kpe.Game) CoachRun {
		r := &localRun{stop: make(chan struct{})}
		var src kpesolve.Source
		if kt != nil {
			src = kt.Source()
		}
		if src == nil {
			return r
		}
		p := kpecoach.Of(g)
		go func() {
			mu.Lock()
			defer mu.Unlock()
			if sr == nil || sr.Src != src {
				sr = &kpesolve.Searcher{Src: src}
			}
			kpecoach.Rate(sr, p, r.stopped, r.publish)
		}()
		return r
	}
}

// localRun is a rating on a goroutine of its own.
type localRun struct {
	stop chan struct{}
	once sync.Once

	mu sync.Mutex
	r  kpecoach.Rating
	n  int
}

func (l *localRun) stopped() bool {
	select {
	case <-l.stop:
		return true
	default:
		return false
	}
}

// publish makes r the newest rating, unless the run was cancelled.
func (l *localRun) publish(r kpecoach.Rating) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.stopped() {
		l.r, l.n = r, l.n+1
	}
}

func (l *localRun) Latest() (kpecoach.Rating, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.r, l.n
}

func (l *localRun) Cancel() { l.once.Do(func() { close(l.stop) }) }
