package kpesolve

import (
	"math/bits"
	"sync"
)

// bitset is a set of board numbers.
type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(k uint32) bool { return s[k>>6]&(1<<(k&63)) != 0 }
func (s bitset) add(k uint32)      { s[k>>6] |= 1 << (k & 63) }
func (s bitset) del(k uint32)      { s[k>>6] &^= 1 << (k & 63) }

// first is the smallest number in the set, which must not be empty.
func (s bitset) first() uint32 {
	for i, w := range s {
		if w != 0 {
			return uint32(i)<<6 | uint32(bits.TrailingZeros64(w))
		}
	}
	panic("kpesolve: first of an empty set")
}

func (s bitset) and(t bitset) {
	for i := range s {
		s[i] &= t[i]
	}
}

// cycleSet marks the boards of the unlocked layer with n seeds that lie on
// a cycle of its in-layer moves (the moves that neither capture nor start
// a pit: in an unlocked layer, the moves that do not capture). The boards
// of a cycle are also the real positions of one: a cycle of boards in the
// mover's frame of odd length is half of a real cycle of twice its length.
//
// Every layer measured has one strongly connected component with more than
// one board, about two thirds of the layer, and no other cycle. So
// cycleSet finds a board on a cycle by walking until a board comes back,
// takes its component (the boards it reaches that reach it back), then
// removes from the rest, again and again, the boards with no in-layer move
// into the rest: if nothing is left, the rest holds no cycle. Otherwise it
// walks the boards left to another cycle and goes on. It returns the set
// and the number of components found.
func cycleSet(n int) (bitset, int) {
	size := Size(n)
	cyc := newBitset(size)
	comps := 0
	p, ok := findCycle(n, spread(n), func(uint32) bool { return true })
	for {
		if ok {
			fwd, bwd := newBitset(size), newBitset(size)
			var wg sync.WaitGroup
			wg.Add(2)
			go func() { defer wg.Done(); reachForward(n, p, fwd) }()
			go func() { defer wg.Done(); reachBackward(n, p, bwd) }()
			wg.Wait()
			fwd.and(bwd)
			for i := range cyc {
				cyc[i] |= fwd[i]
			}
			comps++
		}
		left, any := restWithCycles(n, cyc)
		if !any {
			return cyc, comps
		}
		p, ok = findCycle(n, Unrank(n, left.first()), left.has)
	}
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
// mover's pits first: the pivot of cycleSet.
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

// reachForward adds to seen every board reachable from b by in-layer
// moves (b itself only if it lies on a cycle).
func reachForward(n int, b Board, seen bitset) {
	queue := []Board{b}
	var moves []Move
	for len(queue) > 0 {
		b := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		moves = Moves(State{b, Unlocked}, moves[:0])
		for _, m := range moves {
			if m.Taken != 0 {
				continue
			}
			r := Rank(m.Next.Board)
			if !seen.has(r) {
				seen.add(r)
				queue = append(queue, m.Next.Board)
			}
		}
	}
}

// reachBackward adds to seen every board from which b is reachable.
func reachBackward(n int, b Board, seen bitset) {
	queue := []Board{b}
	var ps []Board
	for len(queue) > 0 {
		b := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		ps = parents(b, ps[:0])
		for _, p := range ps {
			r := Rank(p)
			if !seen.has(r) {
				seen.add(r)
				queue = append(queue, p)
			}
		}
	}
}

// restWithCycles removes from the boards outside cyc, again and again,
// those with no in-layer move to a board still there. The boards left
// lead to a cycle of the rest, each by a move to another board left; it
// returns them, and false when none is (the rest is acyclic).
func restWithCycles(n int, cyc bitset) (bitset, bool) {
	size := Size(n)
	out := make([]uint8, size) // in-layer moves into the rest
	var mu sync.Mutex
	var queue []Board
	parallel(size, func(from, to int) {
		var moves []Move
		var dead []Board
		b := Unrank(n, uint32(from))
		for k := uint32(from); k < uint32(to); k++ {
			if !cyc.has(k) {
				moves = Moves(State{b, Unlocked}, moves[:0])
				for _, m := range moves {
					if m.Taken == 0 && !cyc.has(Rank(m.Next.Board)) {
						out[k]++
					}
				}
				if out[k] == 0 {
					dead = append(dead, b)
				}
			}
			b, _ = next(b)
		}
		mu.Lock()
		queue = append(queue, dead...)
		mu.Unlock()
	})
	var ps []Board
	for len(queue) > 0 {
		c := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		ps = parents(c, ps[:0])
		for _, p := range ps {
			r := Rank(p)
			if cyc.has(r) || out[r] == 0 {
				continue
			}
			out[r]--
			if out[r] == 0 {
				queue = append(queue, p)
			}
		}
	}
	left := newBitset(size)
	any := false
	for k := range uint32(size) {
		if !cyc.has(k) && out[k] != 0 {
			left.add(k)
			any = true
		}
	}
	return left, any
}
