package kpesolve

import (
	"sync"
	"testing"

	"tavola/internal/seeded"
)

// smallClasses solves the classes reachable from a few positions with
// four seeds on the board and a player still locked.
func smallClasses(t testing.TB) ([]*Layer, map[classKey]*Class) {
	t.Helper()
	small.once.Do(func() { small.layers, small.classes, small.err = solveSmallClasses() })
	if small.err != nil {
		t.Fatal(small.err)
	}
	return small.layers, small.classes
}

// small holds what smallClasses solves once for all the tests.
var small struct {
	once    sync.Once
	layers  []*Layer
	classes map[classKey]*Class
	err     error
}

func solveSmallClasses() ([]*Layer, map[classKey]*Class, error) {
	layers := make([]*Layer, 6)
	var done meter
	for n := range layers {
		l, err := solveLayer(n, func(m int) *Layer { return layers[m] }, &done)
		if err != nil {
			return nil, nil, err
		}
		layers[n] = l
	}
	var starts []State
	for k := range Size(3) {
		for _, l := range []Lock{0x00, 0x7f, 0xf7, 0x35, 0xef, 0xe3, 0x1f} {
			starts = append(starts, State{Unrank(3, uint32(k)), l})
		}
	}
	var found meter
	classes, err := enumerateFrom(starts, &found.Int64)
	if err != nil {
		return nil, nil, err
	}
	if err := solveLocked(classes, func(m int) *Layer { return layers[m] }, &done); err != nil {
		return nil, nil, err
	}
	return layers, classes, nil
}

func TestLockedClassesHoldTheValue(t *testing.T) {
	layers, classes := smallClasses(t)
	src := memorySource{layers: layers, classes: classes}
	total, brutes := 0, 0
	for _, c := range classes {
		for i, r := range c.Ranks {
			s := State{Unrank(c.N, r), c.Lock}
			e, ok := src.Lookup(s)
			if !ok || e.D != c.D[i] {
				t.Fatalf("class %02x/%d: lookup of its own board %d failed", c.Lock, c.N, r)
			}
			if !(e.D <= e.Lo && e.Lo <= e.Hi && e.Hi <= e.U) {
				t.Fatalf("class %02x/%d board %016x: bounds out of order %+v", c.Lock, c.N, uint64(s.Board), e)
			}
			v, solved := bruteLimited(s, 100_000)
			if solved {
				brutes++
			}
			if solved && (v < int(e.Lo) || v > int(e.Hi)) {
				t.Fatalf("class %02x/%d board %016x: value %d outside the window bounds %+v", c.Lock, c.N, uint64(s.Board), v, e)
			}
			// The cash-out game's equations.
			wantU, wantD := -1000, -1000
			moves := Moves(s, nil)
			if len(moves) == 0 {
				wantU, wantD = -c.N, -c.N
			}
			for _, m := range moves {
				ce, ok := src.Lookup(m.Next)
				if !ok {
					t.Fatalf("class %02x/%d board %016x: a successor is not in the tables", c.Lock, c.N, uint64(s.Board))
				}
				if m.Cut {
					wantU, wantD = max(wantU, m.Taken-int(ce.Lo)), max(wantD, m.Taken-int(ce.Hi))
				} else {
					wantU, wantD = max(wantU, -int(ce.D)), max(wantD, -int(ce.U))
				}
			}
			if e.Cycle {
				wantU, wantD = max(wantU, s.Board.CashOut()), min(wantD, s.Board.CashOut())
			}
			if int(e.U) != wantU || int(e.D) != wantD {
				t.Fatalf("class %02x/%d board %016x: U=%d D=%d, successors give %d %d", c.Lock, c.N, uint64(s.Board), e.U, e.D, wantU, wantD)
			}
			total++
		}
	}
	if total < 1000 || brutes < total/4 {
		t.Fatalf("only %d positions reached, %d solved by brute force", total, brutes)
	}
}

// TestLockedWindowsHaveNoCycles checks, at every position of random games
// from the start while a player is still locked, that no position of its
// window can come back (a depth-first search over the moves that stay in
// the window finds no edge back into its own path; windows of more than
// 10,000 positions are left out); the classes' solve (solveWindow) fails
// on a cycle of its own accord. docs/AI.md gives the reason:
// a pit not yet started only gains seeds within a window, and every sowing
// that passes it drops one there.
func TestLockedWindowsHaveNoCycles(t *testing.T) {
	rng := seeded.New(21, 0)
	color := map[State]uint8{}   // 1 on the search's path, 2 done
	var visit func(s State) bool // false: a cycle, or too large
	visit = func(s State) bool {
		color[s] = 1
		if len(color) > 10_000 {
			return false
		}
		for _, m := range Moves(s, nil) {
			if m.Cut {
				continue
			}
			switch color[m.Next] {
			case 1:
				return false
			case 0:
				if !visit(m.Next) {
					return false
				}
			}
		}
		color[s] = 2
		return true
	}
	checked := 0
	for game := 0; game < 12; game++ {
		for s := StartState; s.Lock != Unlocked; {
			clear(color)
			if !visit(s) && len(color) <= 10_000 {
				t.Fatalf("game %d: the window of %016x (lock %02x) has a cycle", game, uint64(s.Board), s.Lock)
			}
			if len(color) <= 10_000 {
				checked++
			}
			moves := Moves(s, nil)
			if len(moves) == 0 {
				break
			}
			s = moves[rng.IntN(len(moves))].Next
		}
	}
	if checked < 100 {
		t.Fatalf("only %d locked positions checked", checked)
	}
	t.Logf("%d locked positions' windows checked", checked)
	// The search finds the cycles of an unlocked layer.
	clear(color)
	cyc, _ := cycleSet(8, inLayerMoves(8))
	if visit(State{Unrank(8, cyc.first()), Unlocked}) {
		t.Fatal("no cycle found from a board of 8 seeds, unlocked")
	}
}

// TestLockedBoundsSolveTheirEquations solves the classes reachable from
// every board of 9 seeds with a few lock states, on layers whose window
// bounds are open (from 7 seeds up), and checks every position's bounds
// against its moves' (docs/AI.md, "The locked phase has no loops"): D =
// Lo, U = Hi, nothing on a cycle, a position with no moves worth −n, and
// otherwise Lo the best over the moves of −Hi of an in-window child or,
// out of the window, the seeds taken minus the exit's Hi, Hi the same with
// −Lo and Lo. The small classes of the tests above lead only to exact
// layers, where Lo = Hi, and could not tell the two apart.
func TestLockedBoundsSolveTheirEquations(t *testing.T) {
	const n = 9
	layers := smallLayers(t, n)
	var starts []State
	for k := range Size(n) {
		for _, l := range []Lock{0x00, 0x7f, 0xf7, 0x3e, 0xb3} {
			starts = append(starts, State{Unrank(n, uint32(k)), l})
		}
	}
	var found meter
	classes, err := enumerateFrom(starts, &found.Int64)
	if err != nil {
		t.Fatal(err)
	}
	var done meter
	if err := solveLocked(classes, func(m int) *Layer { return layers[m] }, &done); err != nil {
		t.Fatal(err)
	}
	src := memorySource{layers: layers, classes: classes}
	total, open := 0, 0
	for _, c := range classes {
		for _, r := range c.Ranks {
			s := State{Unrank(c.N, r), c.Lock}
			e, ok := src.Lookup(s)
			if !ok || e.Cycle || e.D != e.Lo || e.U != e.Hi {
				t.Fatalf("%v: %+v (found %v): not history-free", s, e, ok)
			}
			lo, hi := -1000, -1000
			moves := Moves(s, nil)
			if len(moves) == 0 {
				lo, hi = -c.N, -c.N
			}
			for _, m := range moves {
				ce, ok := src.Lookup(m.Next)
				if !ok {
					t.Fatalf("%v: successor %v not in the tables", s, m.Next)
				}
				if m.Cut {
					lo, hi = max(lo, m.Taken-int(ce.Hi)), max(hi, m.Taken-int(ce.Lo))
					if ce.Lo != ce.Hi {
						open++
					}
				} else {
					lo, hi = max(lo, -int(ce.Hi)), max(hi, -int(ce.Lo))
				}
			}
			if int(e.Lo) != lo || int(e.Hi) != hi {
				t.Fatalf("%v: [%d, %d], its moves give [%d, %d]", s, e.Lo, e.Hi, lo, hi)
			}
			total++
		}
	}
	if total < 100_000 || open < 10_000 {
		t.Fatalf("only %d positions, %d exits with open bounds", total, open)
	}
	t.Logf("%d positions in %d classes, %d exits with open bounds", total, len(classes), open)
}
