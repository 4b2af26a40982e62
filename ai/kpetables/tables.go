// Package kpetables gives the app the Kpé tables (package kpesolve): it
// loads them in the background — natively from the cache folder where
// make kpe-table puts them (or the config folder where it put them
// before: kpesolve.Find), or else, once a Kpé game first needs them, it
// solves the browser's slice in memory; in the browser the slice served
// beside the app, fetched after the first frame — and says where they
// came from.
package kpetables

import (
	"fmt"
	"sync"

	"tavola/ai/kpesolve"
)

// Tables are the app's Kpé tables, none until Start has found them. The
// zero value is ready to Start; its methods may be called from any
// goroutine.
type Tables struct {
	mu      sync.Mutex
	started bool
	src     source
	status  Status
}

// source is what the tables are read from: a table file
// (*kpesolve.Tables) or the layers solved in memory (*kpesolve.Layers).
type source interface {
	kpesolve.Source
	MaxSeeds() int
}

// Status says what became of the tables.
type Status struct {
	State State
	// Where is the file or address the tables come from (or were looked
	// for; "" when they were solved); Err the reason they could not be
	// read or solved.
	Where string
	Err   error
	// Solved tells that no file held them: the endgames (the layers up
	// to Seeds) are solved in memory instead, from a Kpé game's first
	// need on (see Source).
	Solved bool
	// Seeds is the most seeds on the board of a position the tables hold.
	Seeds int
}

// State is the stage the loading has reached.
type State int

// The stages: not started, loading, ready, none found, unreadable.
const (
	Idle State = iota
	Loading
	Ready
	Absent
	Failed
)

// Start loads the tables in the background, once; later calls do
// nothing. In the browser, call it after the first frame.
func (t *Tables) Start() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.started {
		return
	}
	t.started = true
	t.status.State = Loading
	load(t.done)
}

// done records the end of the loading.
func (t *Tables) done(src source, where string, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.status = Status{State: Ready, Where: where, Err: err}
	switch {
	case err != nil:
		t.status.State = Failed
	case src == nil:
		t.status.State = Absent
		t.status.Solved, t.status.Seeds = solvable, kpesolve.WebSeeds
	default:
		t.src = src
		t.status.Seeds = src.MaxSeeds()
		_, t.status.Solved = src.(*kpesolve.Layers)
	}
}

// Source returns the tables once they are loaded, nil before or if there
// are none. Natively, when the data folder has no table file, its first
// call starts solving the endgames in memory (kpesolve.Layers up to
// kpesolve.WebSeeds, 1.3 s of two quiet cores: docs/BENCHMARKS.md), so that
// only a Kpé game that asks pays for it — not the title's frames at every
// start; each layer answers lookups as soon as it is solved.
func (t *Tables) Source() kpesolve.Source {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.src == nil && t.status.State == Absent && t.status.Solved {
		t.solveEndgames()
	}
	if t.src == nil {
		return nil
	}
	return t.src
}

// solveEndgames makes the endgames solved in memory the tables, while
// they are solved (see endgames). t.mu is held.
func (t *Tables) solveEndgames() {
	t.src = endgames(func(err error) {
		t.mu.Lock()
		defer t.mu.Unlock()
		if err != nil {
			t.src = nil
			t.status = Status{State: Failed, Err: fmt.Errorf("solving the Kpé endgames: %w", err)}
			return
		}
		t.status.State = Ready
	})
	t.status = Status{State: Loading, Solved: true, Seeds: t.src.MaxSeeds()}
}

// Status returns what became of the tables so far.
func (t *Tables) Status() Status {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.status
}

// Loaded returns tables that already hold src — a *kpesolve.Tables read
// from where, or *kpesolve.Layers solved in memory (where "") —: for
// tests, and for callers that made the tables themselves.
func Loaded(src source, where string) *Tables {
	t := &Tables{started: true}
	t.done(src, where, nil)
	return t
}
