package main

import (
	"errors"
	"fmt"
	"math"
	"path/filepath"
	"sync/atomic"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// This file gives the engine the Kpé tables: analyze reports exact
// values, and genmove at the top level plays perfectly, wherever the
// tables and the solver's search reach. They are a table file
// (tavola-engine -kpe-table DIR, or the data folder's), or else the small
// tables of endgames, made in memory once a Kpé game is chosen.

// exactTime is how long analyze searches for an exact Kpé value when its
// budget gives no time. Without tables for its position it tries only
// with at most exactSmall seeds on the board (the search alone solves
// those at once), for at most smallTime.
const (
	exactTime  = 10 * time.Second
	exactSmall = 3
	smallTime  = 2 * time.Second
)

// smallSeeds is the most seeds on the board of the small tables: the
// unlocked layers up to the browser's slice, solved in 1.3 s on both
// cores of the project's machine (layer n ready after 0.03 s for 10
// seeds, 0.1 s for 12, 0.3 s for 14, 0.7 s for 16; docs/BENCHMARKS.md).
// 20 seeds would take 2.6 s for positions that the search mostly cannot
// solve within exactTime anyway.
const smallSeeds = kpesolve.WebSeeds

// loadKpeTables opens the table file of dir, or when dir is "" the one
// make kpe-table puts in the cache folder (or put in the config folder
// before: kpesolve.Find); no tables then if there are none, and no error.
func loadKpeTables(dir string) (*kpesolve.Tables, string, error) {
	name := filepath.Join(dir, kpesolve.TableFile)
	if dir == "" {
		var ok bool
		if name, ok = kpesolve.Find(kpesolve.TableFile); !ok {
			return nil, "", nil
		}
	}
	t, err := kpesolve.OpenFile(name)
	if err != nil {
		return nil, "", err
	}
	return t, name, nil
}

// lockedSeeds is the most seeds on the board of a locked position whose
// locked classes the small tables solve when it is searched: 7 ms for 6
// seeds, 27 ms for 8, 46 ms for 10, 96 ms for 12 at the median (255 ms at
// most) and 0.46 s for 14 under load 3 (docs/AI.md).
const lockedSeeds = 12

// kpeTables are where the engine's Kpé searches find their tables.
type kpeTables interface {
	// source returns the tables for a search from root, nil when there
	// are none. It may wait for them, until the time until (the zero
	// time: as long as they take) or until stop reports true.
	source(root kpesolve.State, until time.Time, stop func() bool) kpesolve.Source
}

// fileTables are the tables of a table file: there at once, whatever the
// position.
type fileTables struct{ t *kpesolve.Tables }

func (f fileTables) source(kpesolve.State, time.Time, func() bool) kpesolve.Source { return f.t }

// smallTables are the tables of an engine without a table file: the
// unlocked layers up to smallSeeds, solved in memory on a goroutine of
// their own from the first time a Kpé game is chosen (start), so that a
// session that plays only GIPF or Gravity never makes them. They belong
// to the engine's goroutine; only the layers are shared with the build.
type smallTables struct {
	layers *kpesolve.Layers // nil until start
	closed atomic.Bool      // the session has ended: the build stops
	locked *lockedSolve     // the last locked position's classes
	// warn reports a build that failed (a bug of the solver).
	warn func(err error)
}

// lockedSolve solves, on a goroutine of its own, the locked classes that
// play reaches from one position (kpesolve.Layers.Locked).
type lockedSolve struct {
	root kpesolve.State
	done chan struct{} // closed once src is set
	src  kpesolve.Source
}

// start starts the build, once, the layers of the parity of n seeds (the
// first position's) first.
func (s *smallTables) start(n int) *kpesolve.Layers {
	if s.layers == nil {
		s.layers = kpesolve.NewLayers(smallSeeds)
		go func(l *kpesolve.Layers) {
			if err := l.BuildFor(n, s.closed.Load); err != nil && !errors.Is(err, kpesolve.ErrStopped) && s.warn != nil {
				s.warn(err)
			}
		}(s.layers)
	}
	return s.layers
}

// close ends the build after the layer it is solving; the tables stay
// readable.
func (s *smallTables) close() { s.closed.Store(true) }

// source returns the layers once the layer of root's seeds is solved,
// nil for a position above smallSeeds or when the wait ends first. For a
// locked root of at most lockedSeeds seeds it then solves the locked
// classes play reaches from it, and returns them with the layers if they
// are ready in time (the layers alone otherwise: play reaches them).
func (s *smallTables) source(root kpesolve.State, until time.Time, stop func() bool) kpesolve.Source {
	n := root.Board.Total()
	if n > smallSeeds {
		return nil
	}
	l := s.start(n)
	if !l.Has(n) {
		waitFor(l.Solved(n), until, stop)
	}
	if !l.Has(n) {
		return nil
	}
	if root.Lock == kpesolve.Unlocked || n > lockedSeeds {
		return l
	}
	if s.locked == nil || s.locked.root != root {
		ls := &lockedSolve{root: root, done: make(chan struct{})}
		go func() {
			defer close(ls.done)
			src, err := l.Locked(root)
			if err != nil {
				if s.warn != nil {
					s.warn(err)
				}
				return
			}
			ls.src = src
		}()
		s.locked = ls
	}
	waitFor(s.locked.done, until, stop)
	select {
	case <-s.locked.done:
		if s.locked.src != nil {
			return s.locked.src
		}
	default:
	}
	return l
}

// waitFor waits until ch is closed, the time until has passed (never,
// for the zero time) or stop reports true (asked every searchSlice).
func waitFor(ch <-chan struct{}, until time.Time, stop func() bool) {
	var expired <-chan time.Time
	if !until.IsZero() {
		t := time.NewTimer(time.Until(until))
		defer t.Stop()
		expired = t.C
	}
	tick := time.NewTicker(searchSlice)
	defer tick.Stop()
	for !stop() {
		select {
		case <-ch:
			return
		case <-expired:
			return
		case <-tick.C:
		}
	}
}

// noTables is the Source of a search without tables: it knows nothing.
type noTables struct{}

func (noTables) Lookup(kpesolve.State) (kpesolve.Entry, bool) { return kpesolve.Entry{}, false }

// shares cuts a time budget (0: none) from start into the deadlines of
// its three parts: waiting for the tables until wait, the solver until
// solve, the AI's search with what remains until end. Without a budget
// the wait has no end, the solver gets exactTime and the AI its own.
func shares(start time.Time, budget time.Duration) (wait, solve, end time.Time) {
	if budget == 0 {
		return time.Time{}, start.Add(exactTime), time.Time{}
	}
	return start.Add(budget / 2), start.Add(budget * 3 / 4), start.Add(budget)
}

// rest is b with the time left until end (the zero time: b unchanged),
// at least a millisecond.
func rest(b Budget, end time.Time) Budget {
	if !end.IsZero() {
		b.Time = max(time.Until(end), time.Millisecond)
	}
	return b
}

// exactAnalyze wraps an analyze: in Kpé, with tables for the position
// (or at most exactSmall seeds on the board), it first searches the
// exact value with the solver and answers it when it finds it; otherwise
// it answers next's analysis, its value kept within the bounds the solver
// proved. A time budget holds for the whole: half of it at most waits
// for the tables, the solver searches until three quarters, next has the
// rest.
func exactAnalyze(tables kpeTables, next func(rules.Game, Budget, func() bool) (Analysis, error)) func(rules.Game, Budget, func() bool) (Analysis, error) {
	sr := &kpesolve.Searcher{}
	return func(g rules.Game, b Budget, stop func() bool) (Analysis, error) {
		kg, ok := g.(*kpe.Game)
		if !ok {
			return next(g, b, stop)
		}
		wait, solve, end := shares(time.Now(), b.Time)
		root, history, lead := kpesolve.FromGame(kg)
		src := tables.source(root, wait, stop)
		if src == nil {
			if root.Board.Total() > exactSmall {
				return next(g, rest(b, end), stop)
			}
			src = noTables{}
			solve = time.Now().Add(min(time.Until(solve), smallTime))
		}
		sr.Src = src
		sr.Stop = func() bool { return stop() || time.Now().After(solve) }
		res := sr.Solve(root, history)
		if res.Exact() && len(res.Line) > 0 {
			return Analysis{Value: float64(lead + res.Lo), Line: kpesolve.LineActions(res.Line, kg.ToMove()), Exact: true}, nil
		}
		an, err := next(g, rest(b, end), stop)
		an.Value = math.Max(float64(lead+res.Lo), math.Min(float64(lead+res.Hi), an.Value))
		return an, err
	}
}

// perfectGenmove wraps a genmove: at the top level in Kpé, the search is
// the perfect player on the tables for the position, when there are any
// (waiting for them at most half of a time budget, which the search then
// finishes).
func perfectGenmove(tables kpeTables, next func(rules.Game, Budget, func() bool) (rules.Action, error)) func(rules.Game, Budget, func() bool) (rules.Action, error) {
	return func(g rules.Game, b Budget, stop func() bool) (rules.Action, error) {
		kg, ok := g.(*kpe.Game)
		if !ok || b.Level != ai.MaxLevel {
			return next(g, b, stop)
		}
		wait, _, end := shares(time.Now(), b.Time)
		root, _, _ := kpesolve.FromGame(kg)
		b.kpe = tables.source(root, wait, stop)
		return next(g, rest(b, end), stop)
	}
}

// useKpeTables gives the engine the tables t, or the small tables when t
// is nil.
func (e *engine) useKpeTables(t *kpesolve.Tables) {
	var tables kpeTables = fileTables{t}
	if t == nil {
		e.small = &smallTables{}
		tables = e.small
	}
	e.study = exactAnalyze(tables, e.study)
	e.search = perfectGenmove(tables, e.search)
}

// protocolFlags reads the protocol's arguments: -kpe-table DIR and
// -threads N (see Budget.threads), each at most once, in any order.
func protocolFlags(args []string) (dir string, threads int, err error) {
	bad := fmt.Errorf("want no arguments or -kpe-table DIR, -threads N (1 to %d), got %q", ai.MaxThreads, args)
	seen := make(map[string]bool, 2)
	for i := 0; i < len(args); i += 2 {
		if i+1 >= len(args) || args[i+1] == "" || seen[args[i]] {
			return "", 0, bad
		}
		seen[args[i]] = true
		switch args[i] {
		case "-kpe-table":
			dir = args[i+1]
		case "-threads":
			n, err := parseCount("-threads", args[i+1], ai.MaxThreads)
			if err != nil || n == 0 {
				return "", 0, bad
			}
			threads = int(n)
		default:
			return "", 0, bad
		}
	}
	return dir, threads, nil
}
