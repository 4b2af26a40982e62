package kpesolve

import (
	"testing"

	"tavola/internal/seeded"
)

// bruteWith is brute's value of s with the positions of history before it
// (oldest first, alternating movers), s's mover being the first player.
func bruteWith(s State, history []State, limit int) (v int, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	br := &brute{path: map[bruteKey]bool{{s, false}: true}, limit: limit}
	north := true
	for i := len(history) - 1; i >= 0; i-- {
		br.path[bruteKey{history[i], north}] = true
		north = !north
	}
	return br.value(s, false), true
}

// bruteRoots is where the comparisons with brute force start: every
// unlocked board of up to 3 seeds, and every nth position of the small
// locked classes, in the order of the classes' keys (so that a seeded walk
// from them is the same every run).
func bruteRoots(classes map[classKey]*Class, nth int) []State {
	var roots []State
	for n := 0; n <= 3; n++ {
		for k := range Size(n) {
			roots = append(roots, State{Unrank(n, uint32(k)), Unlocked})
		}
	}
	for _, c := range sortedClasses(classes) {
		for i, r := range c.Ranks {
			if i%nth == 0 {
				roots = append(roots, State{Unrank(c.N, r), c.Lock})
			}
		}
	}
	return roots
}

// TestSearchMatchesBruteForce solves every unlocked board of up to 3 seeds
// and every position of the small locked classes, from the start of a
// window and after random walks in it, and compares the values with
// plain exhaustive minimax under the spec's rules.
func TestSearchMatchesBruteForce(t *testing.T) {
	layers, classes := smallClasses(t)
	src := memorySource{layers: layers, classes: classes}
	roots := bruteRoots(classes, 1)
	rng := seeded.New(7, 0)
	checked := 0
	for _, root := range roots {
		var history []State
		s := root
		for step := 0; step < 4; step++ {
			want, ok := bruteWith(s, history, 20_000)
			if ok {
				sr := &Searcher{Src: src}
				res := sr.Solve(s, history)
				if !res.Exact() || res.Lo != want {
					t.Fatalf("%016x lock %02x after %d steps: search [%d, %d], brute force %d", uint64(s.Board), s.Lock, step, res.Lo, res.Hi, want)
				}
				checkLine(t, s, history, res)
				checked++
			}
			next, ok := stepIn(s, history, rng)
			if !ok {
				break
			}
			s, history = next, append(history, s)
		}
	}
	if checked < len(roots) {
		t.Fatalf("only %d positions checked", checked)
	}
}

func repeatsIn(s State, window []State) bool {
	for i := len(window) - 2; i >= 0; i -= 2 {
		if window[i] == s {
			return true
		}
	}
	return false
}

// checkLine plays the principal line and checks that it is made of legal
// moves whose outcome, where the line ends the game, is the value.
func checkLine(t *testing.T, s State, history []State, res Result) {
	t.Helper()
	if len(Moves(s, nil)) > 0 && (len(res.Line) == 0 || res.Line[0] != res.Move) {
		t.Fatalf("%016x: line %v does not start with the move %d", uint64(s.Board), res.Line, res.Move)
	}
	window := append(append([]State(nil), history...), s)
	gain, sign := 0, 1
	for i, pit := range res.Line {
		var mv *Move
		for _, m := range Moves(s, nil) {
			if m.Pit == pit {
				mv = &m
			}
		}
		if mv == nil {
			t.Fatalf("%016x: move %d of the line (pit %d) is not legal", uint64(s.Board), i, pit)
		}
		gain += sign * mv.Taken
		if !mv.Cut && repeatsIn(mv.Next, window) {
			gain -= sign * mv.Next.Board.CashOut()
			if i != len(res.Line)-1 || gain != res.Lo {
				t.Fatalf("line %v ends in a loop at move %d with %d, value %d", res.Line, i, gain, res.Lo)
			}
			return
		}
		if mv.Cut {
			window = window[:0]
		}
		s = mv.Next
		window = append(window, s)
		sign = -sign
	}
	if len(Moves(s, nil)) == 0 && gain-sign*s.Board.Theirs() != res.Lo {
		t.Fatalf("line %v ends the game with %d, value %d", res.Line, gain-sign*s.Board.Theirs(), res.Lo)
	}
}

// TestSearchSolvesTheOpenOddBoards searches the boards of 7 seeds whose
// window bounds the layers leave open (652 of the 3,432), a random 30 of
// them (all with -kpe.ref), as a game's first position, 200,000 nodes
// each on the layers up to 7 seeds: every one must come out exact, with
// a legal principal line starting with a move the proof itself found
// (Searcher.known), and with the value of exact minimax (minimax_test.go),
// its move keeping it, wherever minimax finishes within a million nodes.
// Before the search tried the best move of the last visit first, it left
// all but one of them open within a million nodes (docs/AI.md).
func TestSearchSolvesTheOpenOddBoards(t *testing.T) {
	layers := make([]*Layer, 8)
	if err := solveLayers(7, nil, func(l *Layer) error { layers[l.N] = l; return nil }); err != nil {
		t.Fatal(err)
	}
	l := layers[7]
	var open []uint32
	for k := range l.Lo {
		if l.Lo[k] != l.Hi[k] {
			open = append(open, uint32(k))
		}
	}
	rng := seeded.New(23, 0)
	if !*refAll {
		for i := range 30 {
			j := i + rng.IntN(len(open)-i)
			open[i], open[j] = open[j], open[i]
		}
		open = open[:30]
	}
	sr := &Searcher{Src: layerStack{l, func(k int) *Layer { return layers[k] }}, Limit: 200_000}
	mm := &minimax{limit: 1_000_000}
	known, checked := 0, 0
	for _, k := range open {
		s := State{Unrank(7, k), Unlocked}
		res := sr.Solve(s, nil)
		if !res.Exact() {
			t.Errorf("%s: the search leaves [%d, %d] within %d nodes", position(s), res.Lo, res.Hi, sr.Limit)
			continue
		}
		checkLine(t, s, nil, res)
		moves := Moves(s, nil)
		if m, ok := sr.known(moves, res.Lo); ok {
			known++
			if m.Pit != res.Move {
				t.Errorf("%s: the proof's move %d, the line's %d", position(s), m.Pit, res.Move)
			}
		}
		want, ok := mm.solve(s, nil)
		if !ok {
			continue
		}
		checked++
		for _, m := range moves {
			if m.Pit != res.Move {
				continue
			}
			var after []State
			if !m.Cut {
				after = []State{s}
			}
			v, ok := mm.solve(m.Next, after)
			if res.Lo != want || ok && m.Taken-v != want {
				t.Errorf("%s: search %d (move %d), minimax %d (after the move %d, finished %v)", position(s), res.Lo, res.Move, want, m.Taken-v, ok)
			}
		}
	}
	if known == 0 || checked == 0 {
		t.Errorf("of %d boards, %d moves known from the proof, %d values checked by minimax", len(open), known, checked)
	}
	t.Logf("%d boards: %d moves known from the proof, %d values checked by minimax", len(open), known, checked)
}
