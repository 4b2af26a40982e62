package kpesolve

// brute is plain exhaustive minimax under the spec's rules, path and all:
// it keeps every position of the game so far (board, started pits, player
// to move) and ends the game when one comes back, each player collecting
// their row. It knows nothing of windows, layers or tables.
type brute struct {
	path  map[bruteKey]bool
	nodes int
	limit int
}

type bruteKey struct {
	s     State
	north bool // the mover is the second player (the frame is mirrored)
}

// value is the mover's gain over the opponent from s on, s being already
// on the path (with north telling who moves).
func (br *brute) value(s State, north bool) int {
	br.nodes++
	if br.limit > 0 && br.nodes > br.limit {
		panic("brute: node limit")
	}
	moves := Moves(s, nil)
	if len(moves) == 0 {
		return -s.Board.Theirs()
	}
	best := -1000
	for _, m := range moves {
		k := bruteKey{m.Next, !north}
		var v int
		if br.path[k] {
			v = m.Taken - m.Next.Board.CashOut()
		} else {
			br.path[k] = true
			v = m.Taken - br.value(m.Next, !north)
			delete(br.path, k)
		}
		best = max(best, v)
	}
	return best
}

// bruteValue is the value of s as the first position of a game.
func bruteValue(s State, limit int) (int, int) {
	br := &brute{path: map[bruteKey]bool{{s, false}: true}, limit: limit}
	v := br.value(s, false)
	return v, br.nodes
}

// bruteLimited is bruteValue, giving up (false) past limit nodes.
func bruteLimited(s State, limit int) (v int, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	v, _ = bruteValue(s, limit)
	return v, true
}
