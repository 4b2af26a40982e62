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

// layerInit fills both games' levels for the boards of one range, the
// cash-outs left out (addCashOuts adds them once the cycles are known),
// and counts the boards' in-layer moves into out (for cycleSet).
func layerInit(n int, lower func(int) *Layer, up, low *game, out moveCounts, from, to int) {
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
		setLevels(up, low, k, b, len(moves), e, false)
		out.set(uint32(k), e.inWindow)
		b, _ = next(b)
	}
}

// addCashOuts lets the cash-out game's player end the game at the boards
// of one range that lie on a cycle, as setLevels does: layerInit set their
// levels without.
func addCashOuts(n int, cyc bitset, up *game, from, to int) {
	b := Unrank(n, uint32(from))
	for k := from; k < to; k++ {
		if cyc.has(uint32(k)) {
			w, c := up.node[k], b.CashOut()
			up.node[k] = pack(max(nodeX(w), c), max(nodeY(w), -c), nodeExit(w), nodeSt(w))
		}
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
// stack at once: their parents' words are loaded, one after the other in a
// loop that does nothing else, before any is used, so that the memory
// system fetches them side by side.
const batchSize = 64

// determine works off what follows at value v from the seeds (nodes of
// the layer with n seeds, fixed at v; see game.solve): P's nodes with a
// child worth v, and the opponent's nodes whose last undetermined move it
// was (unless an exit worth less than v is left to them, which sets their
// level lower). The updates at one level commute, so the order in which
// the stack is worked off does not matter.
func (w *walker) determine(g *game, n int, seeds []uint64, v int) {
	w.stack = w.stack[:0]
	for _, s := range seeds {
		w.stack = append(w.stack, entry(Unrank(n, uint32(s)), s>>63 != 0))
	}
	for len(w.stack) > 0 {
		from := max(0, len(w.stack)-batchSize)
		w.batch = w.batch[:0]
		for _, e := range w.stack[from:] {
			c, cOther := Board(e&^(1<<63)), e&(1<<63) != 0
			w.pbuf = parents(c, w.pbuf[:0])
			for _, p := range w.pbuf {
				w.batch = append(w.batch, parent{p, Rank(p), cOther})
			}
		}
		w.stack = w.stack[:from]
		for _, q := range w.batch {
			w.sink += g.node[q.r] // start the loads
		}
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

// CoBuchiSeeds is the most seeds of a layer whose window bounds the
// co-Büchi games tighten (see Layer.tighten); SearchSeeds the most of one
// whose window bounds, where they still differ, the search narrows
// (Layer.narrow), its exits worth the layers below. On the layers above,
// the no-loop and cash-out games alone, with those exits, gave the
// window bounds the co-Büchi games give on every layer measured up to 24
// seeds, and with the small layers searched, Lo = Hi on every board
// measured (docs/AI.md, "Tighter window bounds on the small layers").
const (
	CoBuchiSeeds = 12
	SearchSeeds  = 6
)

// narrowLimit bounds the nodes of the search of one board in Layer.narrow:
// none measured needs more than a few thousand.
const narrowLimit = 1_000_000

// solveLayer computes the layer with n seeds from the layers below it
// (lower(m) for m < n, the same parity). done counts the nodes determined
// and names the phase, for progress reports.
func solveLayer(n int, lower func(int) *Layer, done *meter) (*Layer, error) {
	return solveLayerWith(n, true, lower, done)
}

// solveLayerWith is solveLayer; without tighten, the window bounds are the
// no-loop and cash-out games' alone, on every layer.
func solveLayerWith(n int, tighten bool, lower func(int) *Layer, done *meter) (*Layer, error) {
	size := Size(n)
	up, low := newGame(n, size, done), newGame(n, size, done)
	out := newMoveCounts(size)
	done.enter("exits")
	parallel(size, func(from, to int) { layerInit(n, lower, up, low, out, from, to) })
	done.enter("cycles")
	cyc, _ := cycleSet(n, out)
	parallel(size, func(from, to int) { addCashOuts(n, cyc, up, from, to) })
	done.enter("bound games")
	var wg sync.WaitGroup
	wg.Add(2)
	for _, g := range []*game{up, low} {
		go func() {
			defer wg.Done()
			var w walker
			g.solve(func(seeds []uint64, v int) { w.determine(g, n, seeds, v) })
		}()
	}
	wg.Wait()
	l := &Layer{N: n, Cyc: cyc, D: make([]int8, size), U: make([]int8, size), Lo: make([]int8, size), Hi: make([]int8, size)}
	done.enter("bounds")
	var bad atomic.Int64
	bad.Store(-1)
	parallel(size, func(from, to int) {
		for k := from; k < to; k++ {
			var err error
			if l.D[k], l.U[k], l.Lo[k], l.Hi[k], err = bounds(up, low, k); err != nil {
				bad.CompareAndSwap(-1, int64(k))
				return
			}
		}
	})
	var err error
	if k := bad.Load(); k >= 0 {
		_, _, _, _, err = bounds(up, low, int(k))
	}
	up.release()
	low.release()
	if err == nil && tighten && n <= CoBuchiSeeds {
		done.enter("co-Büchi games")
		err = l.tighten(lower)
	}
	if err == nil && tighten && n <= SearchSeeds {
		done.enter("search")
		l.narrow(lower)
	}
	if err != nil {
		return nil, fmt.Errorf("kpesolve: layer %d: %w", n, err)
	}
	return l, nil
}

// parallel calls work on consecutive ranges of 0 … size-1, a few per core,
// on as many goroutines as there are cores, and returns when all are done.
// The ranges start at multiples of 64, so that each has the words of a
// bitset (and of moveCounts) over its numbers to itself.
func parallel(size int, work func(from, to int)) {
	workers := runtime.GOMAXPROCS(0)
	chunk := (max(1, (size+4*workers-1)/(4*workers)) + 63) &^ 63
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				from := int(next.Add(int64(chunk))) - chunk
				if from >= size {
					return
				}
				work(from, min(from+chunk, size))
			}
		}()
	}
	wg.Wait()
}
