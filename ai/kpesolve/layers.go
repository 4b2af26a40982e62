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
func (l *Layers) Build(stop func() bool) error { return l.BuildFor(-1, stop) }

// BuildFor is Build solving first the layers of the parity of n seeds
// (n ≥ 0), the smallest first, then the others: a layer needs only those
// of its own parity below it (captures take 2 or 4 seeds a pit), so a
// position of n seeds finds its layer solved sooner — about 60 % of the
// whole build for the even layers up to WebSeeds, 40 % for the odd ones.
// With n < 0 it is Build.
func (l *Layers) BuildFor(n int, stop func() bool) error {
	if !l.building.CompareAndSwap(false, true) {
		return errors.New("kpesolve: the layers are already built")
	}
	closed := make([]bool, len(l.solved))
	defer func() {
		for k, c := range closed {
			if !c {
				close(l.solved[k])
			}
		}
	}()
	return solveLayersIn(layerOrder(len(l.layers)-1, n), stop, func(layer *Layer) error {
		l.layers[layer.N].Store(layer)
		close(l.solved[layer.N])
		closed[layer.N] = true
		return nil
	})
}

// layerOrder lists the layers of 0 to maxSeeds seeds, the smallest first;
// with n ≥ 0, those of n's parity before the others.
func layerOrder(maxSeeds, n int) []int {
	var order []int
	if n < 0 {
		for k := 0; k <= maxSeeds; k++ {
			order = append(order, k)
		}
		return order
	}
	for _, p := range []int{n % 2, 1 - n%2} {
		for k := p; k <= maxSeeds; k += 2 {
			order = append(order, k)
		}
	}
	return order
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
	return solveLayersIn(layerOrder(maxSeeds, -1), stop, done)
}

// solveLayersIn is solveLayers in the order given: each layer after those
// of its parity below it.
func solveLayersIn(order []int, stop func() bool, done func(*Layer) error) error {
	layers := make([]*Layer, len(order))
	var m meter
	for _, n := range order {
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
