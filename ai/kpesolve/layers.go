package kpesolve

import (
	"errors"
	"fmt"
	"sync/atomic"
)

// ErrStopped is the error of a Build stopped before its last layer.
var ErrStopped = errors.New("kpesolve: stopped")

// Layers are tables of the unlocked layers up to some number of seeds on
// the board, both parities, solved in memory by Build with no table file
// and no encoding: the tables of small endgames, for a program that has
// no file. Each layer answers lookups as soon as it is solved, while
// Build goes on with the next: a position with n seeds finds every
// position play can reach from it once layer n is solved (Solved). The
// bounds take 4 bytes a board (6 MB up to WebSeeds). Layers are safe for
// use by several goroutines.
type Layers struct {
	layers   []atomic.Pointer[Layer]
	solved   []chan struct{} // solved[n] is closed once layer n is solved or Build has returned
	building atomic.Bool
}

// NewLayers returns the tables of the layers of 0 to maxSeeds seeds
// (capped to 0 … Seeds), all unsolved until Build solves them.
func NewLayers(maxSeeds int) *Layers {
	maxSeeds = min(max(maxSeeds, 0), Seeds)
	l := &Layers{layers: make([]atomic.Pointer[Layer], maxSeeds+1), solved: make([]chan struct{}, maxSeeds+2)}
	for n := range l.solved {
		l.solved[n] = make(chan struct{})
	}
	return l
}

// Build solves the layers, the smallest first, each open to lookups as
// soon as it is solved, and returns once they all are (on all cores: 1.4 s
// up to WebSeeds on the project's machine, see docs/BENCHMARKS.md). stop,
// when set, is asked before each layer: once it reports true Build
// returns ErrStopped, the layers solved so far kept. Only the first call
// builds; later ones fail.
func (l *Layers) Build(stop func() bool) error {
	if !l.building.CompareAndSwap(false, true) {
		return errors.New("kpesolve: the layers are already built")
	}
	n := 0
	defer func() {
		for ; n < len(l.solved); n++ {
			close(l.solved[n])
		}
	}()
	return solveLayers(len(l.layers)-1, stop, func(layer *Layer) error {
		l.layers[n].Store(layer)
		close(l.solved[n])
		n++
		return nil
	})
}

// MaxSeeds is the most seeds on the board of a layer the tables hold once
// built.
func (l *Layers) MaxSeeds() int { return len(l.layers) - 1 }

// Has reports whether layer n is solved: then every position play can
// reach from a board of n unlocked seeds has its bounds.
func (l *Layers) Has(n int) bool {
	return n >= 0 && n < len(l.layers) && l.layers[n].Load() != nil
}

// Solved returns a channel closed once layer n is solved, or once Build
// has returned without it (see Has); for n above MaxSeeds, once Build has
// returned.
func (l *Layers) Solved(n int) <-chan struct{} {
	return l.solved[min(max(n, 0), len(l.solved)-1)]
}

// Lookup returns the bounds of s, and false when its layer is not solved
// (yet), or s is locked, or has more seeds than the tables hold.
func (l *Layers) Lookup(s State) (Entry, bool) {
	n := s.Board.Total()
	if s.Lock != Unlocked || n >= len(l.layers) {
		return Entry{}, false
	}
	layer := l.layers[n].Load()
	if layer == nil {
		return Entry{}, false
	}
	return layer.entry(Rank(s.Board)), true
}

// entry is what the layer knows of its board number r.
func (l *Layer) entry(r uint32) Entry {
	return Entry{D: l.D[r], U: l.U[r], Lo: l.Lo[r], Hi: l.Hi[r], Cycle: l.Cyc.has(r)}
}

// solveLayers solves the unlocked layers of 0 to maxSeeds seeds, both
// parities, the smallest first, and hands each to done as soon as it is
// solved. It returns done's error, or ErrStopped once stop (when set)
// reports true before a layer.
func solveLayers(maxSeeds int, stop func() bool, done func(*Layer) error) error {
	layers := make([]*Layer, maxSeeds+1)
	var m meter
	for n := 0; n <= maxSeeds; n++ {
		if stop != nil && stop() {
			return ErrStopped
		}
		l, err := solveLayer(n, func(k int) *Layer { return layers[k] }, &m)
		if err != nil {
			return err
		}
		layers[n] = l
		if err := done(l); err != nil {
			return err
		}
	}
	return nil
}

// Locked returns tables that hold, besides the layers, every position
// play can reach from s while a player is locked (s a locked position
// whose layer is solved), solved at once from the layers.
func (l *Layers) Locked(s State) (Source, error) {
	n := s.Board.Total()
	if s.Lock == Unlocked || !l.Has(n) {
		return nil, fmt.Errorf("kpesolve: no locked classes from %v: unlocked, or its layer is not solved", s)
	}
	layers := make([]*Layer, n+1)
	for k := range layers {
		layers[k] = l.layers[k].Load()
	}
	var found atomic.Int64
	classes, err := enumerateFrom([]State{s}, &found)
	if err != nil {
		return nil, err
	}
	var done meter
	if err := solveLocked(classes, func(k int) *Layer { return layers[k] }, &done); err != nil {
		return nil, err
	}
	return memorySource{layers: layers, classes: classes}, nil
}
