package kpesolve

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"tavola/internal/seeded"
)

// refAll runs the reference comparisons whole (every board the references
// finish, docs/AI.md "Two bound games per class" and "The search above the
// tables"); without it make test runs a sample.
var refAll = flag.Bool("kpe.ref", false, "compare the solver with the exact references on every board they finish (minutes)")

// minimax is exact exhaustive minimax under the spec's rules, with the
// semantics of brute (the game ends when a position — board, started
// pits, player to move — comes back, each player collecting their row;
// every position of the game so far is on the path; no tables, no
// windows), made to reach further by alpha-beta: fail-soft null-window
// tests, the value's range [−n, n] from the n seeds on the board as a
// static cut-off, and moves ordered by what they are known to give — the
// moves that end the game (a loop, or the opponent left without seeds) by
// their exact value first, then captures, then the move that was best at
// the position last time (a hint kept by position: it orders, it never
// decides a value).
type minimax struct {
	path    []State // the game so far, oldest first; movers alternate, the top is searched
	hint    map[State]int8
	nodes   int64
	limit   int64 // nodes of one solve (0: none)
	stopped bool
	moves   [][]Move
}

// repeats reports whether s, reached by a move of the top of the path,
// occurred before in the game: the same position two, four, … moves back.
func (mm *minimax) repeats(s State) bool {
	for i := len(mm.path) - 2; i >= 0; i -= 2 {
		if mm.path[i] == s {
			return true
		}
	}
	return false
}

// leaf reports whether move m of the top of the path ends the game, and
// then its exact value for the mover.
func (mm *minimax) leaf(m Move) (int, bool) {
	switch {
	case mm.repeats(m.Next):
		return m.Taken - m.Next.Board.CashOut(), true
	case m.Next.Board.Mine() == 0: // the opponent has no move: the mover collects the rest
		return m.Taken + m.Next.Board.Theirs(), true
	}
	return 0, false
}

// value is the mover's value at the top of the path, searched in (alpha,
// beta) fail-soft: exact inside, an upper bound at most alpha, a lower
// bound at least beta.
func (mm *minimax) value(alpha, beta int) int {
	mm.nodes++
	if mm.limit > 0 && mm.nodes > mm.limit {
		mm.stopped = true
	}
	if mm.stopped {
		return 0
	}
	depth := len(mm.path)
	s := mm.path[depth-1]
	n := s.Board.Total()
	for len(mm.moves) <= depth {
		mm.moves = append(mm.moves, make([]Move, 0, 4))
	}
	moves := Moves(s, mm.moves[depth][:0])
	mm.moves[depth] = moves
	if len(moves) == 0 {
		return -s.Board.Theirs()
	}
	// The mover gets at most every seed on the board and at least none.
	if alpha >= n {
		return n
	}
	if beta <= -n {
		return -n
	}
	best := -n - 2
	var key [4]int
	for i, m := range moves {
		if v, ok := mm.leaf(m); ok {
			best = max(best, v)
			key[i] = -1 << 20 // searched already
			continue
		}
		key[i] = 64*m.Taken - m.Next.Board.CashOut()
		if h, ok := mm.hint[s]; ok && int(h) == m.Pit {
			key[i] += 1 << 16
		}
	}
	if best >= beta || best >= n {
		return best
	}
	for i := 1; i < len(moves); i++ { // insertion sort, best key first
		for j := i; j > 0 && key[j] > key[j-1]; j-- {
			key[j], key[j-1] = key[j-1], key[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
	a := max(alpha, best)
	bestPit := -1
	for i, m := range moves {
		if key[i] == -1<<20 {
			break
		}
		mm.path = append(mm.path, m.Next)
		v := m.Taken - mm.value(m.Taken-beta, m.Taken-a)
		mm.path = mm.path[:depth]
		if mm.stopped {
			return 0
		}
		if v > best {
			best, bestPit = v, m.Pit
		}
		if best >= beta || best >= n {
			break
		}
		a = max(a, best)
	}
	if bestPit >= 0 && best > alpha {
		mm.hint[s] = int8(bestPit)
	}
	return best
}

// solve is the exact value of root, the positions of the game before it
// given oldest first (each in its own mover's frame, alternating, the
// last one's mover being root's opponent), by null-window tests that halve
// the range of values; false if the node limit stopped it.
func (mm *minimax) solve(root State, history []State) (int, bool) {
	if mm.hint == nil {
		mm.hint = map[State]int8{}
	}
	mm.path = append(append(mm.path[:0], history...), root)
	mm.nodes, mm.stopped = 0, false
	n := root.Board.Total()
	return narrow(-n, n, func(g int) (int, bool) { v := mm.value(g, g+1); return v, !mm.stopped })
}

// narrow finds the value in [lo, hi] (values of lo's parity) by null-window
// tests that halve the range: test(g) is a fail-soft search of the window
// (g, g+1), false when a limit stopped it (narrow then is false too).
func narrow(lo, hi int, test func(g int) (int, bool)) (int, bool) {
	for lo < hi {
		g := lo + 2*((hi-lo)/4) // values have the parity of the seeds
		v, ok := test(g)
		if !ok {
			return 0, false
		}
		if v > g {
			lo = v
		} else {
			hi = v
		}
	}
	return lo, true
}

// position is the position string of s with its mover as South, the seeds
// off the board split between the captures (a value is what the mover
// gains from here on, so they do not matter).
func position(s State) string {
	b := s.Board
	var started [2]string
	for p := range 2 {
		for i := range 4 {
			if s.Lock&(1<<(4*p+i)) != 0 {
				started[p] += string(rune("Aa"[p] + byte(i)))
			}
		}
		if started[p] == "" {
			started[p] = "-"
		}
	}
	off := Seeds - b.Total()
	return fmt.Sprintf("%d,%d,%d,%d/%d,%d,%d,%d S %s %s %d %d", b.Pit(0), b.Pit(1), b.Pit(2), b.Pit(3),
		b.Pit(4), b.Pit(5), b.Pit(6), b.Pit(7), started[0], started[1], off/2, off-off/2)
}

// walk plays up to steps random moves from s that stay in its layer or
// class (no capture, no first start) and do not repeat a position, and
// returns where it ends and the positions before (the walk is the
// history: its window).
func walk(s State, steps int, rng *rand.Rand) (State, []State) {
	var history []State
	for range steps {
		next, ok := stepIn(s, history, rng)
		if !ok {
			break
		}
		s, history = next, append(history, s)
	}
	return s, history
}

// stepIn is a random move of s that stays in its window (no capture, no
// pit started) and brings back no position of history or s itself; false
// when there is none.
func stepIn(s State, history []State, rng *rand.Rand) (State, bool) {
	var in []Move
	for _, m := range Moves(s, nil) {
		if !m.Cut && !repeatsIn(m.Next, append(history, s)) {
			in = append(in, m)
		}
	}
	if len(in) == 0 {
		return s, false
	}
	return in[rng.IntN(len(in))].Next, true
}

// TestMinimaxIsBruteForce checks that the alpha-beta reference gives
// brute's values, wherever brute finishes in 20,000 nodes: every unlocked
// board of up to 3 seeds and a third of the small locked classes'
// positions, as a game's first position and after a random walk.
func TestMinimaxIsBruteForce(t *testing.T) {
	_, classes := smallClasses(t)
	roots := bruteRoots(classes, 3)
	rng := seeded.New(3, 0)
	mm := &minimax{}
	checked := 0
	for _, root := range roots {
		for _, steps := range []int{0, 6} {
			s, history := walk(root, steps, rng)
			want, ok := bruteWith(s, history, 20_000)
			if !ok {
				continue
			}
			got, ok := mm.solve(s, history)
			if !ok || got != want {
				t.Fatalf("%s after %d moves (lock %02x): minimax %d (finished %v), brute force %d", position(s), len(history), s.Lock, got, ok, want)
			}
			checked++
		}
	}
	if checked < len(roots) {
		t.Fatalf("only %d positions checked of %d roots", checked, len(roots))
	}
	t.Logf("%d positions checked", checked)
}

// TestMinimaxReach checks how far the alpha-beta reference gets, as a
// game's first position: it finishes every unlocked board of 4 and 5
// seeds within a million nodes and of 6 within ten million (docs/AI.md,
// "The search above the tables"), the two budgets give the same value
// wherever both finish, and every value it finds lies in the interval the
// solver gives with the small tables. (A bigger budget need not finish
// every board a smaller one did: the hints the searches leave, which order
// the later boards' moves, differ.) make test runs the
// boards of 4 and 5 seeds at a million nodes; -kpe.ref every board of 4 to
// 6 seeds and a random 200 of 7 and of 8 at a million and ten million
// (about 14 minutes), and logs the reach.
func TestMinimaxReach(t *testing.T) {
	sizes, budgets := map[int]int{4: 0, 5: 0}, []int64{1_000_000}
	if *refAll {
		sizes, budgets = map[int]int{4: 0, 5: 0, 6: 0, 7: 200, 8: 200}, []int64{1_000_000, 10_000_000}
	}
	// allWithin is the budget within which minimax finishes every board of
	// a layer.
	allWithin := map[int]int64{4: 1_000_000, 5: 1_000_000, 6: 10_000_000}
	tab, err := SmallTables(8)
	if err != nil {
		t.Fatal(err)
	}
	rng := seeded.New(11, 0)
	for n := 4; n <= 8; n++ {
		count, ok := sizes[n]
		if !ok {
			continue
		}
		boards := someBoards(n, count, rng)
		var before map[uint32]int // what the smaller budget finished
		for _, budget := range budgets {
			mm := &minimax{limit: budget}
			t0 := time.Now()
			done, nodes := map[uint32]int{}, int64(0)
			for _, k := range boards {
				s := State{Unrank(n, k), Unlocked}
				v, ok := mm.solve(s, nil)
				if !ok {
					continue
				}
				done[k] = v
				nodes += mm.nodes
				if res := (&Searcher{Src: tab, Limit: budget}).Solve(s, nil); v < res.Lo || v > res.Hi {
					t.Fatalf("%s: minimax %d, outside the solver's [%d, %d]", position(s), v, res.Lo, res.Hi)
				}
			}
			for k, v := range before {
				if w, ok := done[k]; ok && w != v {
					t.Errorf("%s: %d nodes give %d, fewer gave %d", position(State{Unrank(n, k), Unlocked}), budget, w, v)
				}
			}
			if b, ok := allWithin[n]; ok && budget >= b && len(done) != len(boards) {
				t.Errorf("%d seeds, %d nodes a board: %d of %d finished, want all", n, budget, len(done), len(boards))
			}
			before = done
			t.Logf("%d seeds, %d nodes a board: %d of %d finished, %d nodes on average, %v", n, budget, len(done), len(boards), nodes/int64(max(len(done), 1)), time.Since(t0).Round(time.Millisecond))
		}
	}
}
