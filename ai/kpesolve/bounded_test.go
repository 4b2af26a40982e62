package kpesolve

// bounded is a path-aware alpha-beta over the real game, cut off by the
// reference bounds of refBounds, written from docs/AI.md's statements, not
// from the Searcher's code. The path rule is the spec's: every position of
// the game so far is on the path, and a move to one of them ends the game,
// each player collecting their row. At each node the bounds that hold
// there cut it off: [Lo, Hi] where no earlier position of the game can
// come back — the node lies on no cycle of its layer, or no earlier
// position of the path with as many seeds does (one that can come back
// reaches the node and is reached from it, so both lie on a cycle; a
// position with more seeds never comes back) — and [D, U] elsewhere. The
// value of such a fresh node does not depend on the history, so what the
// search learns of it is kept (memo) for the rest of the search and later
// ones. Unlocked positions only.
type bounded struct {
	ref     []*refLayer
	path    []State
	cycN    []int // per path entry: its seeds if it lies on a cycle, else -1
	memo    map[State][2]int
	nodes   int64
	limit   int64
	stopped bool
	moves   [][]Move
}

// push puts s on the path.
func (bs *bounded) push(s State) {
	n := s.Board.Total()
	c := -1
	if bs.ref[n].cyc[Rank(s.Board)] {
		c = n
	}
	bs.path, bs.cycN = append(bs.path, s), append(bs.cycN, c)
}

func (bs *bounded) pop() {
	bs.path, bs.cycN = bs.path[:len(bs.path)-1], bs.cycN[:len(bs.cycN)-1]
}

// fresh reports whether no earlier position of the path can come back
// from the top one.
func (bs *bounded) fresh() bool {
	top := len(bs.path) - 1
	if bs.cycN[top] < 0 {
		return true
	}
	for _, c := range bs.cycN[:top] {
		if c == bs.cycN[top] {
			return false
		}
	}
	return true
}

// repeats reports whether s, reached by a move of the top of the path,
// occurred before in the game.
func (bs *bounded) repeats(s State) bool {
	for i := len(bs.path) - 2; i >= 0; i -= 2 {
		if bs.path[i] == s {
			return true
		}
	}
	return false
}

// bounds are the reference bounds of the top of the path that hold with
// its history, tightened by the memo where it is fresh.
func (bs *bounded) bounds() (lo, hi int, fresh bool) {
	s := bs.path[len(bs.path)-1]
	rl, k := bs.ref[s.Board.Total()], Rank(s.Board)
	if !bs.fresh() {
		return rl.d[k], rl.u[k], false
	}
	lo, hi = rl.lo[k], rl.hi[k]
	if m, ok := bs.memo[s]; ok {
		lo, hi = max(lo, m[0]), min(hi, m[1])
	}
	return lo, hi, true
}

// value is the mover's value at the top of the path, searched in (alpha,
// beta) fail-soft.
func (bs *bounded) value(alpha, beta int) int {
	bs.nodes++
	if bs.limit > 0 && bs.nodes > bs.limit {
		bs.stopped = true
	}
	if bs.stopped {
		return 0
	}
	depth := len(bs.path)
	s := bs.path[depth-1]
	for len(bs.moves) <= depth {
		bs.moves = append(bs.moves, make([]Move, 0, 4))
	}
	moves := Moves(s, bs.moves[depth][:0])
	bs.moves[depth] = moves
	if len(moves) == 0 {
		return -s.Board.Theirs()
	}
	lo, hi, fresh := bs.bounds()
	if lo == hi || hi <= alpha {
		return hi
	}
	if lo >= beta {
		return lo
	}
	a0, b0 := max(alpha, lo), min(beta, hi)
	// Moves that end the game first, then by the middle of the child's
	// bounds whatever the history.
	var key [4]int
	for i, m := range moves {
		c := m.Next.Board
		switch {
		case bs.repeats(m.Next):
			key[i] = 1000 + 2*(m.Taken-c.CashOut())
		case c.Mine() == 0:
			key[i] = 1000 + 2*(m.Taken+c.Theirs())
		default:
			rl, k := bs.ref[c.Total()], Rank(c)
			key[i] = 2*m.Taken - rl.d[k] - rl.u[k]
		}
	}
	for i := 1; i < len(moves); i++ {
		for j := i; j > 0 && key[j] > key[j-1]; j-- {
			key[j], key[j-1] = key[j-1], key[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	best, a := -1000, a0
	for _, m := range moves {
		var v int
		switch {
		case bs.repeats(m.Next):
			v = m.Taken - m.Next.Board.CashOut()
		case m.Next.Board.Mine() == 0:
			v = m.Taken + m.Next.Board.Theirs()
		default:
			bs.push(m.Next)
			v = m.Taken - bs.value(m.Taken-b0, m.Taken-a)
			bs.pop()
			if bs.stopped {
				return 0
			}
		}
		best = max(best, v)
		if best >= b0 {
			break
		}
		a = max(a, best)
	}
	best = max(min(best, hi), lo)
	if fresh {
		m := [2]int{lo, hi}
		switch {
		case best <= a0:
			m[1] = best
		case best >= b0:
			m[0] = best
		default:
			m = [2]int{best, best}
		}
		bs.memo[s] = m
	}
	return best
}

// solve is the exact value of root after history (as minimax.solve), or
// false if the node limit stopped it.
func (bs *bounded) solve(root State, history []State) (int, bool) {
	if bs.memo == nil {
		bs.memo = map[State][2]int{}
	}
	bs.path, bs.cycN = bs.path[:0], bs.cycN[:0]
	for _, s := range history {
		bs.push(s)
	}
	bs.push(root)
	bs.nodes, bs.stopped = 0, false
	if root.Board.Mine() == 0 {
		return -root.Board.Theirs(), true
	}
	lo, hi, _ := bs.bounds()
	return narrow(lo, hi, func(g int) (int, bool) { v := bs.value(g, g+1); return v, !bs.stopped })
}
