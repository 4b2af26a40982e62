package kpesolve

import "tavola/internal/seeded"

// Searcher finds values of positions under the spec's rules, the loop
// rule on the path included: an alpha-beta search over the game tree whose
// path holds the positions of the current window, which the bounds of a
// Source cut short and stop where they meet. Its values are exact unless
// a limit stops it, in which case it says how far it got (an interval).
//
// A value is the mover's final gain over the opponent from here on (the
// seeds captured so far left out). A position that starts a window (no
// earlier position can come back) has a value of its own, whatever the
// game before it: the Searcher keeps what it learns of those in a table
// for all later searches.
//
// A Searcher is not safe for concurrent use.
type Searcher struct {
	Src Source
	// Limit bounds the nodes of one call (0: none); Stop, when set, is
	// asked every 1024 nodes and stops the search when it returns true.
	Limit int64
	Stop  func() bool

	tt      map[State]span // bounds of window-first positions
	hints   []hint         // the best move last time, by position (hintBits)
	path    []pathEntry
	saved   [][2]int // win and cycs of the positions entered
	win     int      // index of the current window's first position in path
	cycs    int      // positions of the window so far that lie on a cycle
	nodes   int64
	lineEnd int64 // the node count that ends following a line (0: none)
	stopped bool
	moves   [][]Move // one buffer per depth
	// rootPit is a move of the root proven worth at least rootLo (-1:
	// none yet), found by the searches of the root's value.
	rootPit, rootLo int
	root            int // the length of the path at the root
}

// span is what the Searcher knows of a window-first position's value.
type span struct{ lo, hi int8 }

// hint is the move that was best at a position the last time it was
// searched: the search tries it first. It orders, it never decides a
// value, so it may come from any path, or from another position of the
// same slot.
type hint struct {
	s   State
	pit int8
}

// hintBits is the log2 of the hint table's slots (16 bytes each: 1 MB).
const hintBits = 16

// slot is the hint table's slot of s.
func slot(s State) uint64 {
	return (uint64(s.Board) ^ uint64(s.Lock)<<59) * seeded.Golden >> (64 - hintBits)
}

// pathEntry is one position on the path. Positions alternate movers, so
// two positions of the window can be equal only an even distance apart.
type pathEntry struct {
	s   State
	cyc bool // on a cycle of its window, or not known not to be
}

// Result is what a search found out about a position.
type Result struct {
	// The value lies in [Lo, Hi]; Lo == Hi when it is exact.
	Lo, Hi int
	// Move is a best move (the mover's pit 0–3), -1 when the game is over
	// or no move was found before the search stopped.
	Move int
	// Line is the principal line, starting with Move, each pit in its
	// mover's frame; it follows best moves while their values are known.
	Line  []int
	Nodes int64
}

// Exact reports whether the value is known.
func (r Result) Exact() bool { return r.Lo == r.Hi }

// MoveValue is what a search found out about one move of a position, in
// the mover's view: the value of the game after it lies in [Lo, Hi].
type MoveValue struct {
	Pit    int
	Lo, Hi int
	Taken  int  // seeds the move captures
	Ends   bool // the game ends right after it (a loop, or the opponent has no seeds)
}

// Exact reports whether the move's value is known.
func (m MoveValue) Exact() bool { return m.Lo == m.Hi }

// setRoot puts the root and the positions of its window before it (oldest
// first, each in its own mover's frame) on the path.
func (sr *Searcher) setRoot(root State, history []State) {
	if sr.tt == nil {
		sr.tt = map[State]span{}
		sr.hints = make([]hint, 1<<hintBits)
	}
	sr.path, sr.win, sr.cycs, sr.saved = sr.path[:0], 0, 0, sr.saved[:0]
	sr.rootPit, sr.rootLo, sr.lineEnd = -1, 0, 0
	for _, s := range history {
		sr.push(s)
	}
	sr.push(root)
	sr.root = len(sr.path)
	sr.nodes, sr.stopped = 0, false
}

// push puts s on the path in the current window.
func (sr *Searcher) push(s State) {
	e, ok := sr.Src.Lookup(s)
	p := pathEntry{s, !ok || e.Cycle}
	if p.cyc {
		sr.cycs++
	}
	sr.path = append(sr.path, p)
}

// fresh reports whether no earlier position of the path can come back
// from the top one: it starts its window, or it lies on no cycle, or no
// earlier position of its window does (a position that comes back lies on
// a cycle with every position between).
func (sr *Searcher) fresh() bool {
	top := sr.path[len(sr.path)-1]
	return len(sr.path)-1 == sr.win || !top.cyc || sr.cycs == 1
}

// repeats reports whether s, moved to now, is a position of the window.
func (sr *Searcher) repeats(s State) bool {
	for i := len(sr.path) - 2; i >= sr.win; i -= 2 {
		if sr.path[i].s == s {
			return true
		}
	}
	return false
}

// bounds are the bounds of the top of the path that hold with its history.
func (sr *Searcher) bounds(fresh bool) (int, int) {
	s := sr.path[len(sr.path)-1].s
	n := s.Board.Total()
	lo, hi := -n, n
	if e, ok := sr.Src.Lookup(s); ok {
		lo, hi = e.Window(fresh)
	}
	if fresh {
		if t, ok := sr.tt[s]; ok {
			lo, hi = max(lo, int(t.lo)), min(hi, int(t.hi))
		}
	}
	return lo, hi
}

// value is the value of the top of the path, searched in (alpha, beta):
// exact inside, an upper bound at most alpha, a lower bound at least beta.
func (sr *Searcher) value(alpha, beta int) int {
	sr.nodes++
	if sr.nodes&1023 == 0 && (sr.Limit > 0 && sr.nodes >= sr.Limit || sr.lineEnd > 0 && sr.nodes >= sr.lineEnd || sr.Stop != nil && sr.Stop()) {
		sr.stopped = true
	}
	if sr.stopped {
		return 0
	}
	depth := len(sr.path)
	s := sr.path[depth-1].s
	for len(sr.moves) <= depth {
		sr.moves = append(sr.moves, make([]Move, 0, 4))
	}
	moves := Moves(s, sr.moves[depth][:0])
	sr.moves[depth] = moves
	if len(moves) == 0 {
		return -s.Board.Theirs()
	}
	fresh := sr.fresh()
	lo, hi := sr.bounds(fresh)
	if lo == hi || hi <= alpha {
		return hi
	}
	if lo >= beta {
		return lo
	}
	a0, b0 := max(alpha, lo), min(beta, hi)
	a := a0
	sr.order(moves, s)
	best, pit := -Seeds-1, -1
	for _, m := range moves {
		v := sr.moveValue(m, a, b0)
		if sr.stopped {
			return 0
		}
		if v > best {
			// Above a, v is a lower bound of the move's value.
			best, pit = v, m.Pit
		}
		a = max(a, v)
		if best >= b0 {
			break
		}
	}
	best = max(min(best, hi), lo)
	if best <= a0 {
		pit = -1 // every move is an upper bound: none is known best
	} else {
		sr.hints[slot(s)] = hint{s, int8(pit)}
		if depth == sr.root && (sr.rootPit < 0 || best > sr.rootLo) {
			sr.rootPit, sr.rootLo = pit, best
		}
	}
	if fresh {
		t := span{int8(lo), int8(hi)}
		if old, ok := sr.tt[s]; ok {
			t = span{max(t.lo, old.lo), min(t.hi, old.hi)}
		}
		switch {
		case best <= a0:
			t.hi = min(t.hi, int8(best))
		case best >= b0:
			t.lo = max(t.lo, int8(best))
		default:
			t = span{int8(best), int8(best)}
		}
		sr.tt[s] = t
	}
	return best
}

// moveValue is the value of move m of the top of the path, for its mover,
// searched in (alpha, beta).
func (sr *Searcher) moveValue(m Move, alpha, beta int) int {
	if !m.Cut && sr.repeats(m.Next) {
		// The position comes back: the game ends, each collecting their row.
		return -m.Next.Board.CashOut()
	}
	sr.enter(m)
	v := m.Taken - sr.value(m.Taken-beta, m.Taken-alpha)
	sr.leave()
	return v
}

// order sorts the moves of s best first: the move that was best at s
// the last time (its hint), then by what the tables say of them: a move
// that ends the game in a loop by its value, the others by the middle of
// their bounds.
func (sr *Searcher) order(moves []Move, s State) {
	var key [4]int
	best := -1
	if h := sr.hints[slot(s)]; h.s == s {
		best = int(h.pit)
	}
	for i, m := range moves {
		switch {
		case !m.Cut && sr.repeats(m.Next):
			key[i] = -2 * m.Next.Board.CashOut()
		default:
			k := 0
			if e, ok := sr.Src.Lookup(m.Next); ok {
				lo, hi := e.Window(m.Cut || !e.Cycle)
				k = -(lo + hi)
			}
			key[i] = 2*m.Taken + k
		}
		if m.Pit == best {
			key[i] += 1 << 10
		}
	}
	for i := 1; i < len(moves); i++ { // insertion sort, stable
		for j := i; j > 0 && key[j] > key[j-1]; j-- {
			key[j], key[j-1] = key[j-1], key[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// Solve searches the value of root, the positions of its window before it
// given oldest first (each in its own mover's frame: they alternate
// movers, the last one's mover being root's opponent). It narrows the
// bounds the tables give by null-window searches until the value is
// exact or the limit stops it, then follows a principal line.
func (sr *Searcher) Solve(root State, history []State) Result {
	sr.setRoot(root, history)
	res := Result{Move: -1}
	moves := Moves(root, nil)
	if len(moves) == 0 {
		v := -root.Board.Theirs()
		res.Lo, res.Hi = v, v
		return res
	}
	res.Lo, res.Hi = sr.bounds(sr.fresh())
	for res.Lo < res.Hi && !sr.stopped {
		g := res.Lo + 2*((res.Hi-res.Lo)/4) // values have the parity of the seeds
		v := sr.value(g, g+1)
		if sr.stopped {
			break
		}
		if v > g {
			res.Lo = max(res.Lo, v)
		} else {
			res.Hi = min(res.Hi, v)
		}
	}
	if res.Exact() {
		// Following the line re-searches what the proof searched, a move at
		// a time: past the first move, which may take what the limit
		// leaves, it may take a few times the proof's nodes, no more.
		res.Line = sr.line(res.Lo, 40, max(2*sr.nodes, lineNodes))
		sr.lineEnd = 0
	}
	if len(res.Line) > 0 {
		res.Move = res.Line[0]
	} else {
		res.Move = sr.bestGuess(moves)
	}
	res.Nodes = sr.nodes
	return res
}

// lineNodes is the fewest nodes Solve lets a principal line take past
// its first move.
const lineNodes = 100_000

// bestGuess is the move the tables rate best, for a search that stopped
// before it proved one.
func (sr *Searcher) bestGuess(moves []Move) int {
	sr.stopped = false
	sr.order(moves, sr.path[len(sr.path)-1].s)
	return moves[0].Pit
}

// known returns a move of the top of the path (moves are its moves) that
// the searches of the root's value proved worth at least v, its value:
// the root's best move, found while proving it (see value).
func (sr *Searcher) known(moves []Move, v int) (Move, bool) {
	if len(sr.path) == sr.root && sr.rootPit >= 0 && sr.rootLo >= v {
		for _, m := range moves {
			if m.Pit == sr.rootPit {
				return m, true
			}
		}
	}
	return Move{}, false
}

// line follows best moves from the top of the path, whose value is v, for
// at most max moves, and takes them back; the moves after the first may
// take extra nodes (0: no limit but the search's). It stops at the end of the game,
// at an unlocked position where the tables give the value whatever the
// history, at the opening's end (the first unlocked position after locked
// ones, a window's first position) once its value is known, or when a
// limit stops the searches. Through the locked positions it goes on: they
// lie on no cycle, so where the tables know their values, following them
// costs no search.
func (sr *Searcher) line(v, most int, extra int64) []int {
	var out []int
	entered := 0
	defer func() {
		for range entered {
			sr.leave()
		}
	}()
	fromLocked := false
	for len(out) < most && !sr.stopped {
		s := sr.path[len(sr.path)-1].s
		moves := Moves(s, nil)
		if len(moves) == 0 {
			break
		}
		if len(out) > 0 && s.Lock == Unlocked {
			if e, ok := sr.Src.Lookup(s); ok && e.Exact() {
				break
			}
			if lo, hi := sr.bounds(sr.fresh()); fromLocked && lo == hi {
				break
			}
		}
		fromLocked = s.Lock != Unlocked
		m, found := sr.known(moves, v)
		if !found {
			sr.order(moves, s)
			for _, c := range moves {
				// The move is best if it is worth at least v.
				if sr.moveValue(c, v-1, v) >= v && !sr.stopped {
					m, found = c, true
					break
				}
			}
		}
		if !found {
			break
		}
		out = append(out, m.Pit)
		if len(out) == 1 && extra > 0 {
			sr.lineEnd = sr.nodes + extra
		}
		if !m.Cut && sr.repeats(m.Next) {
			return out // the game ends in a loop
		}
		sr.enter(m)
		entered++
		v = m.Taken - v
	}
	return out
}

// MoveValues searches the value of each move of root (see Solve): for
// each pit that may be sown, the mover's value after it, exact or an
// interval. The moves take turns, one null-window search each, so that a
// limit leaves them all about as far.
func (sr *Searcher) MoveValues(root State, history []State) []MoveValue {
	moves := Moves(root, nil)
	out := make([]MoveValue, len(moves))
	sr.setRoot(root, history)
	for i, m := range moves {
		mv := MoveValue{Pit: m.Pit, Taken: m.Taken}
		switch {
		case !m.Cut && sr.repeats(m.Next):
			mv.Lo, mv.Ends = -m.Next.Board.CashOut(), true
			mv.Hi = mv.Lo
		case len(Moves(m.Next, nil)) == 0:
			mv.Lo, mv.Ends = m.Taken+m.Next.Board.Theirs(), true
			mv.Hi = mv.Lo
		default:
			sr.enter(m)
			lo, hi := sr.bounds(sr.fresh())
			sr.leave()
			mv.Lo, mv.Hi = m.Taken-hi, m.Taken-lo
		}
		out[i] = mv
	}
	for open := true; open && !sr.stopped; {
		open = false
		for i, m := range moves {
			mv := &out[i]
			if mv.Exact() || sr.stopped {
				continue
			}
			open = true
			// The child's value lies in [taken-Hi, taken-Lo].
			lo, hi := m.Taken-mv.Hi, m.Taken-mv.Lo
			g := lo + 2*((hi-lo)/4)
			sr.enter(m)
			v := sr.value(g, g+1)
			sr.leave()
			if sr.stopped {
				break
			}
			if v > g {
				lo = max(lo, v)
			} else {
				hi = min(hi, v)
			}
			mv.Lo, mv.Hi = m.Taken-hi, m.Taken-lo
		}
	}
	return out
}

// enter plays move m of the top of the path (one that does not end the
// game in a loop) onto the path; leave takes it back.
func (sr *Searcher) enter(m Move) {
	sr.saved = append(sr.saved, [2]int{sr.win, sr.cycs})
	if m.Cut {
		sr.win, sr.cycs = len(sr.path), 0
	}
	sr.push(m.Next)
}

func (sr *Searcher) leave() {
	sr.path = sr.path[:len(sr.path)-1]
	w := sr.saved[len(sr.saved)-1]
	sr.saved = sr.saved[:len(sr.saved)-1]
	sr.win, sr.cycs = w[0], w[1]
}
