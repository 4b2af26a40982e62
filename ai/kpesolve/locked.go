package kpesolve

import (
	"cmp"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// Class holds the bounds of the positions reachable from the start with
// one lock state other than Unlocked and N seeds on the board: the boards'
// numbers (Rank) in increasing order and, for each, the bounds as in
// Layer. No locked position lies on a cycle of its window (docs/AI.md,
// "What the loop rule does to values"), so its bounds do not depend on the
// history: D and Lo are one slice, U and Hi another, and Cyc is empty.
type Class struct {
	Lock         Lock
	N            int
	Ranks        []uint32
	D, U, Lo, Hi []int8
	Cyc          bitset // the positions on a cycle of their window: none
	index        rankIndex
}

func newClass(lock Lock, n int, ranks []uint32) *Class {
	return &Class{Lock: lock, N: n, Ranks: ranks, index: newRankIndex(ranks, Size(n))}
}

// find returns the index of board number r in the class.
func (c *Class) find(r uint32) (int, bool) { return c.index.find(c.Ranks, r) }

// classKey names a class: its lock state and seeds on the board.
type classKey struct {
	lock Lock
	n    int
}

// slots is the size of a table of classes indexed by classKey.slot.
const slots = 256 * (Seeds + 1)

func (k classKey) slot() int { return int(k.lock)*(Seeds+1) + k.n }

// after reports whether class k comes after the windows of p started pits
// and n seeds in the order of play (more pits started, or as many and
// fewer seeds): every move out of such a window leads to one.
func (k classKey) after(p, n int) bool {
	q := bits.OnesCount8(uint8(k.lock))
	return q > p || q == p && k.n < n
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

// windowKeys lists the windows of p started pits and n seeds on the
// board, each as the keys of its one or two classes.
func windowKeys(p, n int) [][]classKey {
	var out [][]classKey
	for _, w := range windowLocks(p) {
		keys := []classKey{{w[0], n}, {w[1], n}}
		if w[0] == w[1] {
			keys = keys[:1]
		}
		out = append(out, keys)
	}
	return out
}

// eachWindow calls work(i, worker) for every i < len(sizes), on all
// cores, the largest windows first (by sizes, which need only be rough):
// each worker (0 … GOMAXPROCS-1) takes the next when it is done with one,
// so that the last to finish is a small one.
func eachWindow(sizes []int, work func(i, worker int)) {
	order := make([]int, len(sizes))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(sizes[b], sizes[a]) })
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range min(len(order), runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(1)) - 1; k < len(order); k = int(next.Add(1)) - 1 {
				work(order[k], w)
			}
		}()
	}
	wg.Wait()
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
// a player locked). The windows of one group (as many pits started and
// seeds) share no position and lead only to later groups, so they are
// searched side by side, each worker gathering what its windows' exits
// reach in sets of its own: a later window starts from the union of all
// workers' sets for its classes.
func enumerateFrom(starts []State, found *atomic.Int64) (map[classKey]*Class, error) {
	workers := runtime.GOMAXPROCS(0)
	pending := make([][]*boardSet, workers) // by worker, then classKey.slot
	for w := range pending {
		pending[w] = make([]*boardSet, slots)
	}
	defer func() { // after an error, the sets not used
		for _, pw := range pending {
			for _, s := range pw {
				if s != nil {
					s.release()
				}
			}
		}
	}()
	for _, s := range starts {
		k := classKey{s.Lock, s.Board.Total()}
		if s.Lock == Unlocked || k.n > Seeds {
			return nil, fmt.Errorf("kpesolve: %v is not a locked position", s)
		}
		addPending(pending[0], k, Rank(s.Board))
	}
	classes := map[classKey]*Class{}
	for p := range 8 {
		for n := Seeds; n >= 0; n-- {
			var wins [][]classKey
			var seeds [][][]*boardSet // by window, then class: the sets of every worker
			var sizes []int           // the seeds of each window
			for _, keys := range windowKeys(p, n) {
				ss := make([][]*boardSet, len(keys))
				size := 0
				for j, k := range keys {
					for _, pw := range pending {
						if s := pw[k.slot()]; s != nil {
							ss[j] = append(ss[j], s)
							pw[k.slot()] = nil
							size += s.len()
						}
					}
				}
				if size > 0 {
					wins, seeds, sizes = append(wins, keys), append(seeds, ss), append(sizes, size)
				}
			}
			out := make([][]*Class, len(wins))
			errs := make([]error, len(wins))
			eachWindow(sizes, func(i, w int) {
				out[i], errs[i] = enumerateWindow(wins[i], seeds[i], pending[w], p, found)
			})
			for i := range wins {
				if errs[i] != nil {
					return nil, errs[i]
				}
				for _, c := range out[i] {
					classes[classKey{c.Lock, c.N}] = c
				}
			}
		}
	}
	for _, pw := range pending {
		for _, s := range pw {
			if s != nil {
				return nil, fmt.Errorf("kpesolve: classes reached out of order")
			}
		}
	}
	return classes, nil
}

// pendingDense and windowDense set from which size the boards that exits
// reach and those of a window's classes are kept in a bitmap (see
// boardSet): the first set as soon as that takes less memory (many of them
// wait to be used), the second once it holds a thousandth of its seed
// count's boards (only the windows being searched have one).
const (
	pendingDense = 64
	windowDense  = 1024
)

func addPending(pending []*boardSet, k classKey, r uint32) {
	s := pending[k.slot()]
	if s == nil {
		s = newBoardSet(Size(k.n), pendingDense)
		pending[k.slot()] = s
	}
	s.add(r)
}

// enumerateWindow finds the positions of the window of the classes keys
// (p started pits, keys[0].n seeds) that its in-window moves reach from
// the boards of seeds (for each class, sets whose union they are), and
// adds the boards that its exits reach to pending. It releases seeds.
func enumerateWindow(keys []classKey, seeds [][]*boardSet, pending []*boardSet, p int, found *atomic.Int64) ([]*Class, error) {
	n := keys[0].n
	in := make([]*boardSet, len(keys))
	for j := range in {
		in[j] = newBoardSet(Size(n), windowDense)
	}
	defer func() {
		for j := range keys {
			in[j].release()
			for _, s := range seeds[j] {
				s.release()
			}
		}
	}()
	var stack []State
	for j, k := range keys {
		for _, s := range seeds[j] {
			s.each(func(r uint32) {
				if in[j].add(r) {
					stack = append(stack, State{Unrank(n, r), k.lock})
				}
			})
			s.release()
		}
	}
	var moves []Move
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		moves = Moves(s, moves[:0])
		for _, m := range moves {
			k := classKey{m.Next.Lock, n - m.Taken}
			if !m.Cut {
				j := 0
				if k.lock != keys[0].lock {
					j = 1
				}
				if j == len(keys) || k.lock != keys[j].lock {
					return nil, fmt.Errorf("kpesolve: class %02x/%d: a move in its window leads to lock %02x", s.Lock, n, k.lock)
				}
				if in[j].add(Rank(m.Next.Board)) {
					stack = append(stack, m.Next)
				}
			} else if k.lock != Unlocked {
				if !k.after(p, n) {
					return nil, fmt.Errorf("kpesolve: class %02x/%d: a move out of its window leads to class %02x/%d, not after it", s.Lock, n, k.lock, k.n)
				}
				addPending(pending, k, Rank(m.Next.Board))
			}
		}
	}
	var out []*Class
	for j, k := range keys {
		if in[j].len() > 0 {
			c := newClass(k.lock, n, in[j].sorted())
			found.Add(int64(len(c.Ranks)))
			out = append(out, c)
		}
	}
	return out, nil
}

// solveLocked computes the bounds of every class, in the order opposite to
// play's (more pits started first, then fewer seeds first), each window's
// exits leading to classes or unlocked layers solved before; the windows
// of one group (as many pits started and seeds) side by side. done counts
// the positions solved.
func solveLocked(classes map[classKey]*Class, layers func(int) *Layer, done *meter) error {
	byKey := make([]*Class, slots)
	top := 0
	for k, c := range classes {
		byKey[k.slot()] = c
		top = max(top, k.n)
	}
	lays := make([]*Layer, top+1)
	for m := range lays {
		lays[m] = layers(m)
	}
	for p := 7; p >= 0; p-- {
		for n := 0; n <= Seeds; n++ {
			var wins [][]*Class
			var sizes []int
			for _, keys := range windowKeys(p, n) {
				var cs []*Class
				size := 0
				for _, k := range keys {
					if c := byKey[k.slot()]; c != nil {
						cs = append(cs, c)
						size += len(c.Ranks)
					}
				}
				if len(cs) > 0 {
					wins, sizes = append(wins, cs), append(sizes, size)
				}
			}
			errs := make([]error, len(wins))
			eachWindow(sizes, func(i, _ int) {
				errs[i] = solveWindow(wins[i], byKey, lays, done)
			})
			for _, err := range errs {
				if err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// unseen and onPath mark, in solveWindow, a position not reached yet and
// one on the search's path (no bound is that low).
const (
	unseen = -128
	onPath = -127
)

// frame is a position of solveWindow's depth-first search: its number in
// the window, its in-window moves (the children's numbers and boards, the
// next to visit at) and its bounds so far.
type frame struct {
	node   uint32
	nk, at uint8
	lo, hi int
	kids   [4]uint32
	boards [4]Board
}

// solveWindow computes the bounds of the positions of one window, the
// classes cs (one lock state and its mirror image, numbered one after the
// other): a position with no moves is worth −n to its mover (the opponent
// collects every seed); otherwise
//
//	Lo = max over the moves of −Hi(child), or for an exit taken − Hi(exit),
//	Hi = max over the moves of −Lo(child), or for an exit taken − Lo(exit),
//
// the exits' bounds those of classes (byKey) and layers solved before.
// This is what both bound games give on a window with no cycle, where
// nobody can cash out and play cannot go on for ever: the cash-out game's
// D and U and the no-loop game's L and H solve the same equations, so
// D = Lo and U = Hi. The children are solved first, by a depth-first
// search, which also proves the window acyclic: a move back into the
// search's own path is an error.
func solveWindow(cs []*Class, byKey []*Class, layers []*Layer, done *meter) error {
	n, p := cs[0].N, bits.OnesCount8(uint8(cs[0].Lock))
	first := make([]int, len(cs)+1)
	for j, c := range cs {
		first[j+1] = first[j] + len(c.Ranks)
	}
	size := first[len(cs)]
	// val holds each position's bounds side by side, Lo then Hi (one cache
	// line for both), or unseen, or onPath while it is on the search's path.
	val := make([][2]int8, size)
	for i := range val {
		val[i][0] = unseen
	}
	var stack []frame
	var moves []Move
	fail := func(j int, format string, a ...any) error {
		return fmt.Errorf("kpesolve: class %02x/%d: %s", cs[j].Lock, n, fmt.Sprintf(format, a...))
	}
	// open puts position i (of class j, board b) on the stack, its exits
	// valued and its in-window moves to visit.
	open := func(i uint32, j int, b Board) error {
		f := frame{node: i, lo: -1000, hi: -1000}
		moves = Moves(State{b, cs[j].Lock}, moves[:0])
		if len(moves) == 0 {
			f.lo, f.hi = -n, -n
		}
		for _, m := range moves {
			r := Rank(m.Next.Board)
			if !m.Cut {
				cj := 0
				if m.Next.Lock != cs[0].Lock {
					cj = 1
				}
				if cj == len(cs) || m.Next.Lock != cs[cj].Lock {
					return fail(j, "a move leaves the window's positions")
				}
				k, ok := cs[cj].find(r)
				if !ok {
					return fail(j, "a move leaves the window's positions")
				}
				f.kids[f.nk], f.boards[f.nk] = uint32(first[cj]+k), m.Next.Board
				f.nk++
				continue
			}
			var elo, ehi int8
			if m.Next.Lock == Unlocked {
				l := layers[n-m.Taken]
				if l == nil {
					return fail(j, "layer %d needed before it is solved", n-m.Taken)
				}
				elo, ehi = l.Lo[r], l.Hi[r]
			} else {
				key := classKey{m.Next.Lock, n - m.Taken}
				c := byKey[key.slot()]
				if !key.after(p, n) || c == nil || c.Lo == nil {
					return fail(j, "class %02x/%d needed before it is solved", key.lock, key.n)
				}
				k, ok := c.find(r)
				if !ok {
					return fail(j, "class %02x/%d lacks a position a move reaches", key.lock, key.n)
				}
				elo, ehi = c.Lo[k], c.Hi[k]
			}
			f.lo, f.hi = max(f.lo, m.Taken-int(ehi)), max(f.hi, m.Taken-int(elo))
		}
		val[i][0] = onPath
		stack = append(stack, f)
		return nil
	}
	class := func(i uint32) int {
		if int(i) >= first[1] {
			return 1
		}
		return 0
	}
	for j, c := range cs {
		for k, r := range c.Ranks {
			if val[first[j]+k][0] != unseen {
				continue
			}
			if err := open(uint32(first[j]+k), j, Unrank(n, r)); err != nil {
				return err
			}
			for len(stack) > 0 {
				f := &stack[len(stack)-1]
				if f.at < f.nk {
					kid := f.kids[f.at]
					switch v := val[kid]; v[0] {
					default:
						f.lo, f.hi = max(f.lo, -int(v[1])), max(f.hi, -int(v[0]))
						f.at++
					case onPath:
						return fail(class(f.node), "its window has a cycle")
					case unseen: // visit the child, then come back to it
						if err := open(kid, class(kid), f.boards[f.at]); err != nil {
							return err
						}
					}
					continue
				}
				// The bounds are on the bound games' levels (−n, −n+2, …, n).
				if f.lo > f.hi || f.lo < -n || f.hi > n || (f.lo+n)%2 != 0 || (f.hi+n)%2 != 0 {
					return fail(class(f.node), "bounds [%d, %d] off the levels of %d seeds", f.lo, f.hi, n)
				}
				val[f.node] = [2]int8{int8(f.lo), int8(f.hi)}
				stack = stack[:len(stack)-1]
			}
		}
	}
	for j, c := range cs {
		c.Lo, c.Hi = make([]int8, len(c.Ranks)), make([]int8, len(c.Ranks))
		for k, v := range val[first[j]:first[j+1]] {
			c.Lo[k], c.Hi[k] = v[0], v[1]
		}
		c.D, c.U = c.Lo, c.Hi
		c.Cyc = newBitset(len(c.Ranks))
	}
	done.Add(int64(size))
	return nil
}
