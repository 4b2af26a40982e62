package kpesolve

import (
	"math/bits"
	"runtime"
	"slices"
	"sync"
)

// bitset is a set of board numbers.
type bitset []uint64

func newBitset(n int) bitset       { return make(bitset, (n+63)/64) }
func (s bitset) has(k uint32) bool { return s[k>>6]&(1<<(k&63)) != 0 }
func (s bitset) add(k uint32)      { s[k>>6] |= 1 << (k & 63) }

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
// word: a goroutine that owns a range of numbers starting at a multiple
// of 4 owns their words (see parallel and search).
type moveCounts []uint32

func newMoveCounts(size int) moveCounts { return make(moveCounts, (size+3)/4) }

// get is the count of board k.
func (c moveCounts) get(k uint32) int { return int(uint8(c[k>>2] >> (8 * (k & 3)))) }

// set sets the count of board k.
func (c moveCounts) set(k uint32, v int) {
	s := 8 * (k & 3)
	c[k>>2] = c[k>>2]&^(0xff<<s) | uint32(uint8(v))<<s
}

// take lowers the count of board k, which must not be zero, by one and
// returns what is left.
func (c moveCounts) take(k uint32) int {
	s := 8 * (k & 3)
	c[k>>2] -= 1 << s
	return int(uint8(c[k>>2] >> s))
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
	search(size, []Board{p}, children, func(_ Board, r uint32) bool {
		if cyc.has(r) || fwd.has(r) {
			return false
		}
		fwd.add(r)
		return true
	})
	comp.add(Rank(p))
	search(size, []Board{p}, parents, func(_ Board, r uint32) bool {
		switch {
		case cyc.has(r) || comp.has(r):
			return false
		case !fwd.has(r):
			out.take(r) // a move of the rest into the component
			return false
		}
		comp.add(r)
		return true
	})
	return comp
}

// children appends the boards the in-layer moves of b lead to.
func children(b Board, buf []Board) []Board {
	var moves [Pits / 2]Move
	for _, m := range Moves(State{b, Unlocked}, moves[:0]) {
		if m.Taken == 0 {
			buf = append(buf, m.Next.Board)
		}
	}
	return buf
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
	search(size, frontier, parents, func(_ Board, r uint32) bool {
		if cyc.has(r) || out.take(r) != 0 {
			return false
		}
		dead.add(r)
		return true
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

// met is a board a search met, with its number.
type met struct {
	b Board
	r uint32
}

// search works off a search of the boards of a layer of size boards on
// all cores, from the boards of frontier: expand appends the boards a
// board leads to (its in-layer children, or parents), and accept(q, r),
// told of each board q met (r its number), reports whether the search
// goes on from q. The numbers are split into one range per goroutine,
// each starting at a multiple of 64, and accept is only ever called by
// the goroutine that owns r's range, so the words of the sets and counts
// it writes for r are that goroutine's own: no writes need atomics, and
// the cache misses of several writes go out side by side. The search
// goes in rounds: a round's boards are expanded on all cores, then each
// core takes the boards it owns that the round met.
func search(size int, frontier []Board, expand func(b Board, buf []Board) []Board, accept func(q Board, r uint32) bool) {
	const round = 1 << 14 // boards a goroutine expands a round
	workers := runtime.GOMAXPROCS(0)
	if size < 1<<16 {
		workers = 1
	}
	span := uint32(((size+workers-1)/workers + 63) &^ 63)
	queue := slices.Clone(frontier) // the boards to expand, whatever their owner
	found := make([][]Board, workers)
	mail := make([][][]met, workers) // mail[from][to]
	bufs := make([][]Board, workers)
	for w := range mail {
		mail[w] = make([][]met, workers)
	}
	for len(queue) > 0 {
		take := queue[max(0, len(queue)-round*workers):]
		queue = queue[:len(queue)-len(take)]
		onAll(workers, func(w int) {
			box := mail[w]
			for to := range box {
				box[to] = box[to][:0]
			}
			for _, b := range take[w*len(take)/workers : (w+1)*len(take)/workers] {
				bufs[w] = expand(b, bufs[w][:0])
				for _, q := range bufs[w] {
					r := Rank(q)
					box[r/span] = append(box[r/span], met{q, r})
				}
			}
		})
		onAll(workers, func(w int) {
			found[w] = found[w][:0]
			for from := range mail {
				for _, m := range mail[from][w] {
					if accept(m.b, m.r) {
						found[w] = append(found[w], m.b)
					}
				}
			}
		})
		for _, f := range found {
			queue = append(queue, f...)
		}
	}
}

// onAll calls work(0) … work(workers-1) on goroutines of their own and
// returns when all are done.
func onAll(workers int, work func(w int)) {
	if workers == 1 {
		work(0)
		return
	}
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(w)
		}()
	}
	wg.Wait()
}
