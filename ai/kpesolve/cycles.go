package kpesolve

import (
	"math/bits"
	"runtime"
	"sync"
	"sync/atomic"
)

// bitset is a set of board numbers.
type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(k uint32) bool { return s[k>>6]&(1<<(k&63)) != 0 }
func (s bitset) add(k uint32)      { s[k>>6] |= 1 << (k & 63) }
func (s bitset) del(k uint32)      { s[k>>6] &^= 1 << (k & 63) }

// tryAdd adds k and reports whether it was new; goroutines may call it
// on the same set at once.
func (s bitset) tryAdd(k uint32) bool {
	bit := uint64(1) << (k & 63)
	w := &s[k>>6]
	if atomic.LoadUint64(w)&bit != 0 {
		return false // a plain load: the loads of several calls go out at once, a locked OR waits for its own
	}
	return atomic.OrUint64(w, bit)&bit == 0
}

// first is the smallest number in the set, which must not be empty.
func (s bitset) first() uint32 {
	for i, w := range s {
		if w != 0 {
			return uint32(i)<<6 | uint32(bits.TrailingZeros64(w))
		}
	}
	panic("kpesolve: first of an empty set")
}

func (s bitset) or(t bitset) {
	for i := range s {
		s[i] |= t[i]
	}
}

// moveCounts holds a small count for each board of a layer, four to a
// word, so that goroutines can lower them at once (take).
type moveCounts []uint32

func newMoveCounts(size int) moveCounts { return make(moveCounts, (size+3)/4) }

// get is the count of board k.
func (c moveCounts) get(k uint32) int {
	return int(uint8(atomic.LoadUint32(&c[k>>2]) >> (8 * (k & 3))))
}

// set sets the count of board k; no other goroutine may use its word.
func (c moveCounts) set(k uint32, v int) {
	s := 8 * (k & 3)
	c[k>>2] = c[k>>2]&^(0xff<<s) | uint32(uint8(v))<<s
}

// take lowers the count of board k, which must not be zero, by one and
// returns what is left.
func (c moveCounts) take(k uint32) int {
	s := 8 * (k & 3)
	return int(uint8(atomic.AddUint32(&c[k>>2], ^(uint32(1)<<s-1)) >> s))
}

// inLayerMoves counts the in-layer moves of every board of the layer
// with n seeds (the moves that do not capture): what cycleSet needs.
func inLayerMoves(n int) moveCounts {
	out := newMoveCounts(Size(n))
	parallel(Size(n), func(from, to int) {
		var moves []Move
		b := Unrank(n, uint32(from))
		for k := from; k < to; k++ {
			moves = Moves(State{b, Unlocked}, moves[:0])
			c := 0
			for _, m := range moves {
				if m.Taken == 0 {
					c++
				}
			}
			out.set(uint32(k), c)
			b, _ = next(b)
		}
	})
	return out
}

// cycleSet marks the boards of the unlocked layer with n seeds that lie on
// a cycle of its in-layer moves (the moves that neither capture nor start
// a pit: in an unlocked layer, the moves that do not capture). The boards
// of a cycle are also the real positions of one: a cycle of boards in the
// mover's frame of odd length is half of a real cycle of twice its length.
// out holds each board's in-layer moves (inLayerMoves); cycleSet uses
// it up. It returns the set and the number of components found.
//
// Every layer measured has one strongly connected component with more than
// one board, about half the layer, and no other cycle; it reaches few
// boards outside it, and nearly every board reaches it. So cycleSet finds
// a board on a cycle by walking until a board comes back, takes the
// boards it reaches (F), then those of F from which it is reached back:
// its component C. A board of F with a move into C is in C, so the
// search back never leaves F, and the moves into C from the rest are
// counted off the rest's counts as it goes. Then the rest is peeled: the
// boards whose every move leads into the cycles found or to boards peeled
// are removed, again and again. If nothing is left, the rest holds no
// cycle; otherwise a walk among the boards left finds another cycle, and
// it goes on. Every step runs on all cores.
func cycleSet(n int, out moveCounts) (bitset, int) {
	size := Size(n)
	cyc, dead := newBitset(size), newBitset(size)
	comps := 0
	p, ok := findPivot(n)
	for {
		if ok {
			comp := component(n, p, cyc, out)
			cyc.or(comp)
			comps++
		}
		left, any := peel(n, cyc, dead, out)
		if !any {
			return cyc, comps
		}
		p, ok = findCycle(n, Unrank(n, left), func(r uint32) bool { return !cyc.has(r) && !dead.has(r) })
	}
}

// findPivot finds a board on a cycle of the layer with n seeds by walks
// from a few boards spread over it; false if none comes back.
func findPivot(n int) (Board, bool) {
	const walks = 64
	all := func(uint32) bool { return true }
	if p, ok := findCycle(n, spread(n), all); ok {
		return p, true
	}
	size := Size(n)
	for i := range walks {
		if p, ok := findCycle(n, Unrank(n, uint32(size*i/walks)), all); ok {
			return p, true
		}
	}
	return 0, false
}

// findCycle walks from b along in-layer moves to allowed boards until a
// board comes back, which lies on a cycle; false if the walk ends.
func findCycle(n int, b Board, allowed func(uint32) bool) (Board, bool) {
	var moves []Move
	seen := map[Board]bool{}
	for !seen[b] {
		seen[b] = true
		moves = Moves(State{b, Unlocked}, moves[:0])
		found := false
		for _, m := range moves {
			if m.Taken == 0 && allowed(Rank(m.Next.Board)) {
				b, found = m.Next.Board, true
				break
			}
		}
		if !found {
			return 0, false
		}
	}
	return b, true
}

// spread is the board with n seeds spread as evenly as possible, the
// mover's pits first: the first walk's start in findPivot.
func spread(n int) Board {
	var b Board
	for i := range Pits {
		c := n / Pits
		if i < n%Pits {
			c++
		}
		b |= Board(c) << (8 * uint(i))
	}
	return b
}

// component returns the strongly connected component of board p (on a
// cycle) among the boards outside cyc, and takes from out, for each board
// outside cyc and the component, its moves into the component.
func component(n int, p Board, cyc bitset, out moveCounts) bitset {
	size := Size(n)
	fwd, comp := newBitset(size), newBitset(size)
	search([]Board{p}, func(b Board, next []Board, sc *scratch) []Board {
		sc.moves = Moves(State{b, Unlocked}, sc.moves[:0])
		for _, m := range sc.moves {
			if m.Taken != 0 {
				continue
			}
			if r := Rank(m.Next.Board); !cyc.has(r) && fwd.tryAdd(r) {
				next = append(next, m.Next.Board)
			}
		}
		return next
	})
	comp.add(Rank(p))
	search([]Board{p}, func(b Board, next []Board, sc *scratch) []Board {
		sc.boards = parents(b, sc.boards[:0])
		for _, q := range sc.boards {
			r := Rank(q)
			switch {
			case cyc.has(r):
			case !fwd.has(r):
				out.take(r) // a move of the rest into the component
			case comp.tryAdd(r):
				next = append(next, q)
			}
		}
		return next
	})
	return comp
}

// peel removes from the boards outside cyc and dead, again and again,
// those whose count in out is zero (every move leads into cyc or to a
// board removed), adding them to dead and taking their moves off their
// parents' counts. The boards left reach a cycle among them, each by a
// move to another board left; peel returns the first of them, and false
// when none is (the boards outside cyc hold no cycle).
func peel(n int, cyc, dead bitset, out moveCounts) (uint32, bool) {
	size := Size(n)
	var mu sync.Mutex
	var frontier []Board
	parallel(size, func(from, to int) {
		var zero []Board
		b := Unrank(n, uint32(from))
		for k := uint32(from); k < uint32(to); k++ {
			if !cyc.has(k) && !dead.has(k) && out.get(k) == 0 {
				dead.add(k) // the range's words are its own
				zero = append(zero, b)
			}
			b, _ = next(b)
		}
		mu.Lock()
		frontier = append(frontier, zero...)
		mu.Unlock()
	})
	search(frontier, func(b Board, next []Board, sc *scratch) []Board {
		sc.boards = parents(b, sc.boards[:0])
		for _, q := range sc.boards {
			if r := Rank(q); !cyc.has(r) && out.take(r) == 0 && dead.tryAdd(r) {
				next = append(next, q)
			}
		}
		return next
	})
	for i := range cyc {
		if w := ^(cyc[i] | dead[i]); w != 0 {
			if k := uint32(i)<<6 | uint32(bits.TrailingZeros64(w)); k < uint32(size) {
				return k, true
			}
		}
	}
	return 0, false
}

// scratch is one goroutine's work space in search.
type scratch struct {
	moves  []Move
	boards []Board
}

// search works off a breadth-first search on all cores, a level at a
// time: visit is called once for each board of the frontier and appends
// to next the boards the level adds. The order in which it is called
// does not matter.
func search(frontier []Board, visit func(b Board, next []Board, sc *scratch) []Board) {
	const chunk = 1 << 12
	workers := runtime.GOMAXPROCS(0)
	nexts := make([][]Board, workers)
	scratches := make([]scratch, workers)
	for len(frontier) > 0 {
		if len(frontier) < chunk || workers == 1 {
			next := nexts[0][:0]
			for _, b := range frontier {
				next = visit(b, next, &scratches[0])
			}
			frontier, nexts[0] = next, frontier[:0]
			continue
		}
		var at atomic.Int64
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				next := nexts[w][:0]
				for {
					from := int(at.Add(chunk)) - chunk
					if from >= len(frontier) {
						break
					}
					for _, b := range frontier[from:min(from+chunk, len(frontier))] {
						next = visit(b, next, &scratches[w])
					}
				}
				nexts[w] = next
			}()
		}
		wg.Wait()
		total := 0
		for _, nx := range nexts {
			total += len(nx)
		}
		merged := make([]Board, 0, total)
		for _, nx := range nexts {
			merged = append(merged, nx...)
		}
		frontier = merged
	}
}
