package kpesolve

import (
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
)

// Layer holds the bounds of the unlocked boards with N seeds on them (both
// players have started from all their pits), indexed by Rank, each the
// mover's gain over the opponent from here on:
//
//   - D[k] ≤ value ≤ U[k] whatever the game's history;
//   - Lo[k] ≤ value ≤ Hi[k] when no earlier position can come back (the
//     position is the first of its window: the game starts there, or the
//     move that led to it captured or started a pit).
//
// D ≤ Lo ≤ Hi ≤ U. Where Lo = Hi the value of a window's first position is
// exact, and where D = U the value is exact whatever the history.
type Layer struct {
	N            int
	D, U, Lo, Hi []int8
	Cyc          bitset // the boards on a cycle of the layer
}

// layerInit fills both games' levels for the boards of one range.
func layerInit(n int, cyc bitset, lower func(int) *Layer, up, low *game, from, to int) {
	var moves []Move
	b := Unrank(n, uint32(from))
	for k := from; k < to; k++ {
		moves = Moves(State{b, Unlocked}, moves[:0])
		e := newExits()
		for _, m := range moves {
			if m.Taken == 0 {
				e.inWindow++
				continue
			}
			l := lower(n - m.Taken)
			r := Rank(m.Next.Board)
			e.add(m.Taken, int(l.Lo[r]), int(l.Hi[r]))
		}
		setLevels(up, low, k, b, len(moves), e, cyc.has(uint32(k)))
		b, _ = next(b)
	}
}

// walker holds the work space of one propagation.
type walker struct {
	stack []uint64
	pbuf  []Board
	batch []parent
	sink  uint32
}

// parent is an in-layer parent of a node just determined.
type parent struct {
	b     Board
	r     uint32
	other bool // the node just determined is the opponent's: the parent is P's
}

// batchSize is how many determined nodes walker.determine takes from its
// stack at once: their parents' words are loaded before any is used, so
// that the memory system fetches them side by side.
const batchSize = 64

// determine fixes a node at value v and then everything that follows from
// it at the same level: P's nodes with a child worth v, and the
// opponent's nodes whose last undetermined move it was (unless an exit
// worth less than v is left to them, which sets their level lower). The
// updates at one level commute, so the order in which the stack is worked
// off does not matter.
func (w *walker) determine(g *game, b Board, k uint32, other bool, v int) {
	g.set(k, other, v)
	w.stack = append(w.stack[:0], entry(b, other))
	for len(w.stack) > 0 {
		from := max(0, len(w.stack)-batchSize)
		w.batch = w.batch[:0]
		for _, e := range w.stack[from:] {
			c, cOther := Board(e&^(1<<63)), e&(1<<63) != 0
			w.pbuf = parents(c, w.pbuf[:0])
			for _, p := range w.pbuf {
				r := Rank(p)
				w.sink += g.node[r] // start the load now
				w.batch = append(w.batch, parent{p, r, cOther})
			}
		}
		w.stack = w.stack[:from]
		for _, q := range w.batch {
			if g.visit(q.r, q.other, v) {
				w.stack = append(w.stack, entry(q.b, !q.other))
			}
		}
	}
}

// entry packs a board and which of its nodes into a stack entry (counts
// stay below 128, so bit 63 is free).
func entry(b Board, other bool) uint64 {
	if other {
		return uint64(b) | 1<<63
	}
	return uint64(b)
}

// solveLayer computes the layer with n seeds from the layers below it
// (lower(m) for m < n, the same parity). done counts the nodes determined,
// for progress reports.
func solveLayer(n int, lower func(int) *Layer, done *atomic.Int64) (*Layer, error) {
	cyc, _ := cycleSet(n)
	size := Size(n)
	up, low := newGame(n, size, done), newGame(n, size, done)
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	chunk := (size + 4*workers - 1) / (4 * workers)
	next := atomic.Int64{}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				from := int(next.Add(int64(chunk))) - chunk
				if from >= size {
					return
				}
				layerInit(n, cyc, lower, up, low, from, min(from+chunk, size))
			}
		}()
	}
	wg.Wait()
	wg.Add(2)
	for _, g := range []*game{up, low} {
		go func() {
			defer wg.Done()
			var w walker
			g.solve(func(k uint32, other bool, v int) { w.determine(g, Unrank(n, k), k, other, v) })
		}()
	}
	wg.Wait()
	l := &Layer{N: n, Cyc: cyc, D: make([]int8, size), U: make([]int8, size), Lo: make([]int8, size), Hi: make([]int8, size)}
	for k := range size {
		var err error
		if l.D[k], l.U[k], l.Lo[k], l.Hi[k], err = bounds(up, low, k); err != nil {
			return nil, fmt.Errorf("kpesolve: layer %d: %w", n, err)
		}
	}
	return l, nil
}
