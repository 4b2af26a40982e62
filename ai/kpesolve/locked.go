package kpesolve

import (
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
)

// Class holds the bounds of the positions reachable from the start with
// one lock state other than Unlocked and N seeds on the board: the boards'
// numbers (Rank) in increasing order and, for each, the bounds as in
// Layer.
type Class struct {
	Lock         Lock
	N            int
	Ranks        []uint32
	D, U, Lo, Hi []int8
	Cyc          bitset // the positions on a cycle of their window
}

// find returns the index of board number r in the class.
func (c *Class) find(r uint32) (int, bool) { return slices.BinarySearch(c.Ranks, r) }

// classKey names a class: its lock state and seeds on the board.
type classKey struct {
	lock Lock
	n    int
}

// windowLocks lists the lock states with p started pits in all, in pairs
// {L, L.Mirror()} (once each): the positions of one window have one of the
// two, alternately, as the players alternate.
func windowLocks(p int) [][2]Lock {
	var out [][2]Lock
	for l := range 255 {
		lock := Lock(l)
		if bits.OnesCount8(uint8(lock)) == p && lock <= lock.Mirror() {
			out = append(out, [2]Lock{lock, lock.Mirror()})
		}
	}
	return out
}

// StartState is the start of the game: 6 seeds a pit, nothing started.
var StartState = State{Board(6 * lanes), 0}

// enumerateLocked finds every position reachable from the start while a
// player is still locked, class by class in the order play can go (fewer
// pits started first, then more seeds first), and returns the classes with
// their boards (no bounds yet). found counts the positions.
func enumerateLocked(found *atomic.Int64) (map[classKey]*Class, error) {
	return enumerateFrom([]State{StartState}, found)
}

// enumerateFrom is enumerateLocked from other first positions (all with
// the same number of seeds on the board and a player locked).
func enumerateFrom(starts []State, found *atomic.Int64) (map[classKey]*Class, error) {
	pending := map[classKey]*rankSet{}
	set := func(k classKey) *rankSet {
		s := pending[k]
		if s == nil {
			s = &rankSet{}
			pending[k] = s
		}
		return s
	}
	for _, s := range starts {
		set(classKey{s.Lock, s.Board.Total()}).add(Rank(s.Board))
	}
	classes := map[classKey]*Class{}
	var moves []Move
	var stack []State
	for p := range 8 {
		for n := Seeds; n >= 0; n-- {
			for _, w := range windowLocks(p) {
				keys := []classKey{{w[0], n}, {w[1], n}}
				if w[0] == w[1] {
					keys = keys[:1]
				}
				stack = stack[:0]
				for _, k := range keys {
					if s := pending[k]; s != nil {
						for _, v := range s.slots {
							if v != 0 {
								stack = append(stack, State{Unrank(n, v-1), k.lock})
							}
						}
					}
				}
				for len(stack) > 0 {
					s := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					moves = Moves(s, moves[:0])
					for _, m := range moves {
						if !m.Cut {
							if set(classKey{m.Next.Lock, n}).add(Rank(m.Next.Board)) {
								stack = append(stack, m.Next)
							}
						} else if m.Next.Lock != Unlocked {
							set(classKey{m.Next.Lock, n - m.Taken}).add(Rank(m.Next.Board))
						}
					}
				}
				for _, k := range keys {
					if s := pending[k]; s != nil {
						c := &Class{Lock: k.lock, N: n, Ranks: s.sorted()}
						classes[k] = c
						found.Add(int64(len(c.Ranks)))
						delete(pending, k)
					}
				}
			}
		}
	}
	if len(pending) != 0 {
		return nil, fmt.Errorf("kpesolve: %d classes reached out of order", len(pending))
	}
	return classes, nil
}

// solveLocked computes the bounds of every class, in the order opposite to
// play's (more pits started first, then fewer seeds first), each window's
// exits leading to classes or unlocked layers solved before. done counts
// the nodes determined.
func solveLocked(classes map[classKey]*Class, layers func(int) *Layer, done *meter) error {
	for p := 7; p >= 0; p-- {
		for n := 0; n <= Seeds; n++ {
			for _, w := range windowLocks(p) {
				var cs []*Class
				for i, l := range w {
					if c := classes[classKey{l, n}]; c != nil && (i == 0 || w[1] != w[0]) {
						cs = append(cs, c)
					}
				}
				if len(cs) == 0 {
					continue
				}
				if err := solveWindow(cs, classes, layers, done); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// window is the explicit graph of one window's positions: those of one or
// two classes, numbered one after the other, with their in-window moves.
type window struct {
	n       int
	cs      []*Class
	first   []int // number of each class's first position
	kids    csr   // in-window moves
	parents csr   // the same moves backwards
}

// csr lists, for each node i, the nodes list[start[i]:start[i+1]].
type csr struct {
	start []uint32
	list  []uint32
}

func (c csr) of(i uint32) []uint32 { return c.list[c.start[i]:c.start[i+1]] }

// state is the position numbered i.
func (w *window) state(i int) State {
	for j := len(w.cs) - 1; j >= 0; j-- {
		if i >= w.first[j] {
			c := w.cs[j]
			return State{Unrank(w.n, c.Ranks[i-w.first[j]]), c.Lock}
		}
	}
	panic("kpesolve: position out of the window")
}

// number is the number of the position s of the window, if it is one.
func (w *window) number(s State) (int, bool) {
	for j, c := range w.cs {
		if c.Lock == s.Lock {
			i, ok := c.find(Rank(s.Board))
			return w.first[j] + i, ok
		}
	}
	return 0, false
}

func solveWindow(cs []*Class, classes map[classKey]*Class, layers func(int) *Layer, done *meter) error {
	w := &window{n: cs[0].N, cs: cs}
	size := 0
	for _, c := range cs {
		w.first = append(w.first, size)
		size += len(c.Ranks)
	}
	// First the in-window moves, for the cycles; then the levels, which
	// need the cycles.
	w.kids.start = make([]uint32, size+1)
	var moves []Move
	for i := range size {
		s := w.state(i)
		moves = Moves(s, moves[:0])
		for _, m := range moves {
			if !m.Cut {
				j, ok := w.number(m.Next)
				if !ok {
					return fmt.Errorf("kpesolve: class %02x/%d: a move leaves the window's positions", s.Lock, w.n)
				}
				w.kids.list = append(w.kids.list, uint32(j))
			}
		}
		w.kids.start[i+1] = uint32(len(w.kids.list))
	}
	w.parents = w.kids.reverse()
	cyc := w.cycles()
	up, low := newGame(w.n, size, done), newGame(w.n, size, done)
	for i := range size {
		s := w.state(i)
		moves = Moves(s, moves[:0])
		e := newExits()
		for _, m := range moves {
			if !m.Cut {
				e.inWindow++
				continue
			}
			lo, hi, err := exitBounds(m, w.n, classes, layers)
			if err != nil {
				return err
			}
			e.add(m.Taken, lo, hi)
		}
		setLevels(up, low, i, s.Board, len(moves), e, cyc.has(uint32(i)))
	}
	var wg sync.WaitGroup
	for _, g := range []*game{up, low} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var stack []uint64
			g.solve(func(seeds []uint64, v int) {
				stack = append(stack[:0], seeds...)
				for len(stack) > 0 {
					e := stack[len(stack)-1]
					stack = stack[:len(stack)-1]
					for _, p := range w.parents.of(uint32(e)) {
						if o := e>>63 != 0; g.visit(p, o, v) {
							stack = append(stack, uint64(p)|boolBit(!o))
						}
					}
				}
			})
		}()
	}
	wg.Wait()
	for j, c := range cs {
		m := len(c.Ranks)
		c.D, c.U, c.Lo, c.Hi = make([]int8, m), make([]int8, m), make([]int8, m), make([]int8, m)
		c.Cyc = newBitset(m)
		for i := range m {
			if cyc.has(uint32(w.first[j] + i)) {
				c.Cyc.add(uint32(i))
			}
			var err error
			if c.D[i], c.U[i], c.Lo[i], c.Hi[i], err = bounds(up, low, w.first[j]+i); err != nil {
				up.release()
				low.release()
				return fmt.Errorf("kpesolve: class %02x/%d: %w", c.Lock, c.N, err)
			}
		}
	}
	up.release()
	low.release()
	return nil
}

func boolBit(b bool) uint64 {
	if b {
		return 1 << 63
	}
	return 0
}

// exitBounds are the window bounds of the position a move out of its
// window leads to, in that position's mover's view.
func exitBounds(m Move, n int, classes map[classKey]*Class, layers func(int) *Layer) (int, int, error) {
	r := Rank(m.Next.Board)
	if m.Next.Lock == Unlocked {
		l := layers(n - m.Taken)
		return int(l.Lo[r]), int(l.Hi[r]), nil
	}
	c := classes[classKey{m.Next.Lock, n - m.Taken}]
	if c == nil || c.Lo == nil {
		return 0, 0, fmt.Errorf("kpesolve: class %02x/%d needed before it is solved", m.Next.Lock, n-m.Taken)
	}
	i, ok := c.find(r)
	if !ok {
		return 0, 0, fmt.Errorf("kpesolve: class %02x/%d lacks a position a move reaches", m.Next.Lock, n-m.Taken)
	}
	return int(c.Lo[i]), int(c.Hi[i]), nil
}

// reverse is the graph with every edge turned round.
func (c csr) reverse() csr {
	n := len(c.start) - 1
	r := csr{start: make([]uint32, n+1), list: make([]uint32, len(c.list))}
	for _, j := range c.list {
		r.start[j+1]++
	}
	for i := range n {
		r.start[i+1] += r.start[i]
	}
	fill := slices.Clone(r.start[:n])
	for i := range n {
		for _, j := range c.of(uint32(i)) {
			r.list[fill[j]] = uint32(i)
			fill[j]++
		}
	}
	return r
}

// cycles marks the positions of the window that lie on a cycle of its
// in-window moves (Tarjan's algorithm, iterative).
func (w *window) cycles() bitset {
	size := len(w.kids.start) - 1
	const unseen = ^uint32(0)
	index := make([]uint32, size)
	low := make([]uint32, size)
	on := newBitset(size)
	cyc := newBitset(size)
	for i := range index {
		index[i] = unseen
	}
	type frame struct{ v, next uint32 }
	var call []frame
	var stack []uint32
	counter := uint32(0)
	for root := range uint32(size) {
		if index[root] != unseen {
			continue
		}
		call = append(call, frame{root, w.kids.start[root]})
		index[root], low[root] = counter, counter
		counter++
		stack = append(stack, root)
		on.add(root)
		for len(call) > 0 {
			f := &call[len(call)-1]
			if f.next < w.kids.start[f.v+1] {
				u := w.kids.list[f.next]
				f.next++
				if index[u] == unseen {
					index[u], low[u] = counter, counter
					counter++
					stack = append(stack, u)
					on.add(u)
					call = append(call, frame{u, w.kids.start[u]})
				} else if on.has(u) {
					low[f.v] = min(low[f.v], index[u])
				}
				continue
			}
			v := f.v
			call = call[:len(call)-1]
			if len(call) > 0 {
				p := call[len(call)-1].v
				low[p] = min(low[p], low[v])
			}
			if low[v] != index[v] {
				continue
			}
			i := len(stack) - 1
			for stack[i] != v {
				i--
			}
			comp := stack[i:]
			// One position is on a cycle only if it moves to itself.
			loop := len(comp) > 1 || slices.Contains(w.kids.of(v), v)
			for _, u := range comp {
				on.del(u)
				if loop {
					cyc.add(u)
				}
			}
			stack = stack[:i]
		}
	}
	return cyc
}
