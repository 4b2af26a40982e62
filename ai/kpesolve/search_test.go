package kpesolve

import "testing"

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

// TestSearchMatchesBruteForce solves every unlocked board of up to 3 seeds
// and every position of the small locked classes, from the start of a
// window and after random walks in it, and compares the values with
// plain exhaustive minimax under the spec's rules.
func TestSearchMatchesBruteForce(t *testing.T) {
	layers, classes := smallClasses(t)
	src := memorySource{layers: layers, classes: classes}
	var roots []State
	for n := 0; n <= 3; n++ {
		for k := range Size(n) {
			roots = append(roots, State{Unrank(n, uint32(k)), Unlocked})
		}
	}
	for _, c := range classes {
		for _, r := range c.Ranks {
			roots = append(roots, State{Unrank(c.N, r), c.Lock})
		}
	}
	rng := xorshift(7)
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
			next, ok := stepIn(s, history, &rng)
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
