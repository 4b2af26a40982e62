package kpesolve

import (
	"testing"
	"time"
)

// refLayer is the reference bounds of the unlocked layer of n seeds,
// written from the definitions of docs/AI.md ("Two bound games per
// class"), not from the solver's code, each in the mover's view:
//
//   - the cash-out game: U, the mover's upper bound, lets the mover end
//     the game at any board on a cycle of the layer (collecting the rows);
//     D, the lower bound, lets the opponent do so. Endless play is the
//     worst result for the player bounded (the one who may cash out).
//   - the no-loop game: nobody may end the game; L is the mover's lower
//     bound, H the upper bound, endless play again the worst for the
//     player bounded (the opponent collects every seed).
//
// Exits (captures) are worth the seeds taken minus window bounds of the
// lower layer (sound bounds of a window's first position: the reference's
// own Lo = max(D, L), Hi = min(U, H), or the tables'): its Lo where the
// game's player is bounded above (U, H), its Hi where below (D, L).
type refLayer struct {
	n              int
	d, u, l, h     []int
	lo, hi         []int
	cyc            []bool
	rounds         [2]int // Kleene rounds of the two games
	gfpU, gfpD     []int  // the cash-out game's greatest fixed point
	gfpL, gfpH     []int  // the no-loop game's
	differs, lDiff int    // boards where the two fixed points differ
}

// refMove is one move of a board: an in-layer child or an exit.
type refMove struct {
	taken  int
	child  int // the child's rank in its layer
	lo, hi int // an exit's window bounds
}

// refBounds computes the reference bounds of the unlocked layers of up to
// maxN seeds, both parities, each by Kleene iteration of its two games
// from the bottom (the player bounded's worst result everywhere) to the
// least fixed point, and, to show what the choice of fixed point does,
// from the top to the greatest. Exits are valued by the reference's own
// window bounds.
func refBounds(maxN int) []*refLayer {
	ref := make([]*refLayer, maxN+1)
	for n := 0; n <= maxN; n++ {
		ref[n] = refSolveLayer(n, func(m int, r int) (int, int) { return ref[m].lo[r], ref[m].hi[r] })
	}
	return ref
}

// refSolveLayer is the reference bounds of layer n, the exits into layer m
// at rank r valued by window(m, r).
func refSolveLayer(n int, window func(m, r int) (lo, hi int)) *refLayer {
	size := Size(n)
	rl := &refLayer{n: n, cyc: tarjanCycles(n)}
	moves := make([][]refMove, size)
	for k := range size {
		for _, m := range Moves(State{Unrank(n, uint32(k)), Unlocked}, nil) {
			rm := refMove{taken: m.Taken, child: int(Rank(m.Next.Board))}
			if m.Taken > 0 {
				rm.lo, rm.hi = window(n-m.Taken, rm.child)
			}
			moves[k] = append(moves[k], rm)
		}
	}
	// exit values of move m: the seeds taken minus the child's Lo or Hi.
	exitLo := func(m refMove) int { return m.taken - m.lo }
	exitHi := func(m refMove) int { return m.taken - m.hi }
	fill := func(v int) []int {
		s := make([]int, size)
		for k := range s {
			s[k] = v
		}
		return s
	}
	// The cash-out game: one round of its operator, (U, D) to (U', D').
	cashOut := func(u, d []int) ([]int, []int, bool) {
		u2, d2 := make([]int, size), make([]int, size)
		changed := false
		for k := range size {
			if len(moves[k]) == 0 {
				u2[k], d2[k] = -n, -n
			} else {
				bu, bd := -1000, -1000
				for _, m := range moves[k] {
					if m.taken == 0 {
						bu, bd = max(bu, -d[m.child]), max(bd, -u[m.child])
					} else {
						bu, bd = max(bu, exitLo(m)), max(bd, exitHi(m))
					}
				}
				if rl.cyc[k] {
					c := Unrank(n, uint32(k)).CashOut()
					bu, bd = max(bu, c), min(bd, c)
				}
				u2[k], d2[k] = bu, bd
			}
			changed = changed || u2[k] != u[k] || d2[k] != d[k]
		}
		return u2, d2, changed
	}
	// The no-loop game: (L, H) to (L', H').
	noLoop := func(l, h []int) ([]int, []int, bool) {
		l2, h2 := make([]int, size), make([]int, size)
		changed := false
		for k := range size {
			if len(moves[k]) == 0 {
				l2[k], h2[k] = -n, -n
			} else {
				bl, bh := -1000, -1000
				for _, m := range moves[k] {
					if m.taken == 0 {
						bl, bh = max(bl, -h[m.child]), max(bh, -l[m.child])
					} else {
						bl, bh = max(bl, exitHi(m)), max(bh, exitLo(m))
					}
				}
				l2[k], h2[k] = bl, bh
			}
			changed = changed || l2[k] != l[k] || h2[k] != h[k]
		}
		return l2, h2, changed
	}
	iterate := func(f func(a, b []int) ([]int, []int, bool), a, b []int) ([]int, []int, int) {
		rounds := 0
		for changed := true; changed; rounds++ {
			a, b, changed = f(a, b)
		}
		return a, b, rounds
	}
	// Least fixed points: the player bounded starts at their worst, −n for
	// an upper bound of the mover (U, L: the mover is bounded), +n in the
	// mover's view where the opponent is (D, H).
	rl.u, rl.d, rl.rounds[0] = iterate(cashOut, fill(-n), fill(n))
	rl.l, rl.h, rl.rounds[1] = iterate(noLoop, fill(-n), fill(n))
	rl.gfpU, rl.gfpD, _ = iterate(cashOut, fill(n), fill(-n))
	rl.gfpL, rl.gfpH, _ = iterate(noLoop, fill(n), fill(-n))
	rl.lo, rl.hi = make([]int, size), make([]int, size)
	for k := range size {
		rl.lo[k], rl.hi[k] = max(rl.d[k], rl.l[k]), min(rl.u[k], rl.h[k])
		if rl.gfpU[k] != rl.u[k] || rl.gfpD[k] != rl.d[k] {
			rl.differs++
		}
		if rl.gfpL[k] != rl.l[k] || rl.gfpH[k] != rl.h[k] {
			rl.lDiff++
		}
	}
	return rl
}

// TestBoundGamesAreTheLeastFixedPoints checks that the solver's bound
// games (its layers without the co-Büchi games and the search of the small
// layers, solveLayerWith) give, on every
// unlocked board of up to 12 seeds (10 with -short), the reference bounds
// of refBounds: D, U, Lo = max(D, L) and Hi = min(U, H), the least fixed
// points of the games, which the equations alone
// (TestBoundsEqualTheBestOfTheirSuccessors) do not single out — the test
// checks that the greatest fixed points differ somewhere, so that it
// tells them apart.
func TestBoundGamesAreTheLeastFixedPoints(t *testing.T) {
	maxN := 12
	if testing.Short() {
		maxN = 10
	}
	t0 := time.Now()
	ref := refBounds(maxN)
	t.Logf("reference bounds up to %d seeds in %v", maxN, time.Since(t0).Round(time.Millisecond))
	layers := make([]*Layer, maxN+1)
	var done meter
	cashDiff, loopDiff := 0, 0
	for n, rl := range ref {
		l, err := solveLayerWith(n, false, func(m int) *Layer { return layers[m] }, &done)
		if err != nil {
			t.Fatal(err)
		}
		layers[n] = l
		for k := range Size(n) {
			got := [4]int{int(l.D[k]), int(l.U[k]), int(l.Lo[k]), int(l.Hi[k])}
			want := [4]int{rl.d[k], rl.u[k], rl.lo[k], rl.hi[k]}
			if got != want || l.Cyc.has(uint32(k)) != rl.cyc[k] {
				t.Fatalf("%s: the solver's D, U, Lo, Hi = %v (on a cycle %v), the reference %v (%v)", position(State{Unrank(n, uint32(k)), Unlocked}), got, l.Cyc.has(uint32(k)), want, rl.cyc[k])
			}
		}
		cashDiff += rl.differs
		loopDiff += rl.lDiff
		t.Logf("%2d seeds: %6d boards, Kleene rounds %d and %d; greatest fixed point differs on %d (cash-out) and %d (no-loop)", n, Size(n), rl.rounds[0], rl.rounds[1], rl.differs, rl.lDiff)
	}
	t.Logf("boards where the greatest fixed point differs: %d in the cash-out game, %d in the no-loop game", cashDiff, loopDiff)
	if loopDiff == 0 || cashDiff == 0 {
		t.Fatal("the greatest and least fixed points agree everywhere in a game: the test cannot tell them apart")
	}
}

// TestTablesHoldTheReferenceBounds checks the solver's tables
// (SmallTables, through the file format, the window bounds tightened by
// the co-Büchi games and the search) against the reference computed with their exits
// valued as the tables value them (by the tables' window bounds of the
// layers below): on every unlocked board of up to 12 seeds (10 with
// -short), D and U equal the reference's least fixed points, and the
// window bounds lie within the reference's: max(D, L) ≤ Lo ≤ Hi ≤ min(U,
// H).
func TestTablesHoldTheReferenceBounds(t *testing.T) {
	maxN := 12
	if testing.Short() {
		maxN = 10
	}
	tab, err := SmallTables(maxN)
	if err != nil {
		t.Fatal(err)
	}
	entry := func(n, r int) Entry {
		e, ok := tab.Lookup(State{Unrank(n, uint32(r)), Unlocked})
		if !ok {
			t.Fatalf("%s: not in the tables", position(State{Unrank(n, uint32(r)), Unlocked}))
		}
		return e
	}
	window := func(m, r int) (int, int) { e := entry(m, r); return int(e.Lo), int(e.Hi) }
	tighter := 0
	for n := 0; n <= maxN; n++ {
		rl := refSolveLayer(n, window)
		for k := range Size(n) {
			e := entry(n, k)
			if int(e.D) != rl.d[k] || int(e.U) != rl.u[k] || e.Cycle != rl.cyc[k] || int(e.Lo) < rl.lo[k] || int(e.Hi) > rl.hi[k] || e.Lo > e.Hi {
				t.Fatalf("%s: tables D, U, Lo, Hi = %d %d %d %d (on a cycle %v); the reference D %d, U %d, window bounds within [%d, %d] (%v)",
					position(State{Unrank(n, uint32(k)), Unlocked}), e.D, e.U, e.Lo, e.Hi, e.Cycle, rl.d[k], rl.u[k], rl.lo[k], rl.hi[k], rl.cyc[k])
			}
			if int(e.Lo) > rl.lo[k] || int(e.Hi) < rl.hi[k] {
				tighter++
			}
		}
	}
	t.Logf("window bounds tighter than the bound games' on %d boards of up to %d seeds", tighter, maxN)
}
