package puzzlemaker

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
)

// shippedSeed is the seed make puzzles mines the shipped files with
// (PUZZLE_SEED in the Makefile).
const shippedSeed = 1

// TestShippedPuzzlesArePrefixOfMake mines the first puzzles of each game
// again and compares them with the shipped file's, byte for byte: a run
// of the same seed takes its puzzles in the games' order, so the first k
// of any run are these.
func TestShippedPuzzlesArePrefixOfMake(t *testing.T) {
	const k = 2
	for _, game := range Games {
		text, err := puzzles.ShippedFile(game)
		if err != nil {
			t.Fatal(err)
		}
		set, err := Make(Config{Game: game, N: k, Seed: shippedSeed, Parallel: 1})
		if err != nil {
			t.Fatal(err)
		}
		got := puzzles.FormatFile(set)
		if !strings.HasPrefix(text, got) {
			t.Errorf("%s: mined again:\n%s\nthe shipped file starts:\n%s", game, got, text[:min(len(text), len(got))])
		}
	}
}

// TestShippedPuzzleSampleVerifies re-verifies a few shipped puzzles of
// each game, drawn by a fixed seed, with the deeper search (make
// verify-puzzles checks them all).
func TestShippedPuzzleSampleVerifies(t *testing.T) {
	r := rand.New(rand.NewPCG(20, 4))
	for _, game := range Games {
		set, err := puzzles.Shipped(game)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			p := set[r.IntN(len(set))]
			if err := Verify(p); err != nil {
				t.Error(err)
			}
		}
	}
}

// TestPuzzleVerifyRefusesAnAlteredPuzzle: a puzzle whose solution or goal
// was changed is not the one its position holds.
func TestPuzzleVerifyRefusesAnAlteredPuzzle(t *testing.T) {
	set, err := puzzles.Shipped("gravity")
	if err != nil {
		t.Fatal(err)
	}
	p := *set[0]
	p.Plies += 2
	if Verify(&p) == nil {
		t.Errorf("%s verified with %d plies", p.ID, p.Plies)
	}
	// A position without a puzzle: the start.
	q := *set[0]
	q.Position, q.Solution = "8/8/8/8/8/8/8/8 w", []string{"a1"}
	if Verify(&q) == nil {
		t.Error("the empty board verified as a puzzle")
	}
}

// randomPositions plays n random games of game to a random length and
// returns their positions at the start of a turn.
func randomPositions(t *testing.T, game string, n, minLen, maxLen int, seed uint64) []rules.Game {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var out []rules.Game
	var buf []rules.Action
	for len(out) < n {
		g, err := catalog.New(game)
		if err != nil {
			t.Fatal(err)
		}
		for k := minLen + r.IntN(maxLen-minLen+1); k > 0 && !g.Outcome().Over; k-- {
			buf = g.Actions(buf[:0])
			g.Apply(buf[r.IntN(len(buf))], nil)
		}
		if _, err := g.Position(); err == nil && !g.Outcome().Over {
			out = append(out, g)
		}
	}
	return out
}

// plainWins is the win search without its table or its wins-at-once
// shortcut: every move tried at every depth.
func plainWins(g rules.Game, d int) bool {
	if d <= 0 {
		return false
	}
	p := g.ToMove()
	for _, a := range g.(*gravity.Game).DistinctActions(nil) {
		g.Apply(a, nil)
		o := g.Outcome()
		w := o.Over && o.Winner == p
		if !o.Over && d >= 3 {
			w = true
			for _, b := range g.(*gravity.Game).DistinctActions(nil) {
				g.Apply(b, nil)
				lost := !g.Outcome().Over && plainWins(g, d-2)
				g.Undo()
				if !lost {
					w = false
					break
				}
			}
		}
		g.Undo()
		if w {
			return true
		}
	}
	return false
}

func TestGravityPuzzleSolverAgreesWithPlainSearch(t *testing.T) {
	wins := 0
	for _, g := range randomPositions(t, "gravity", 60, 20, 40, 7) {
		for _, d := range []int{1, 3, 5} {
			s := newGravitySolver(g.Clone().(*gravity.Game))
			got, want := s.wins(d), plainWins(g.Clone(), d)
			if got != want {
				t.Fatalf("%s: wins within %d plies: %v, the plain search says %v", g.Board(), d, got, want)
			}
			if got {
				wins++
			}
		}
	}
	if wins == 0 {
		t.Error("no position with a win: the test checks nothing")
	}
}

// plainGain is the GIPF material search without pruning or ordering.
func plainGain(s *gipfSolver, turns int) int {
	if v, over := s.gain(); over || turns == 0 {
		return v
	}
	maxing := s.g.ToMove() == s.mover
	best := 0
	for i, a := range s.g.Actions(nil) {
		s.g.Apply(a, nil)
		nt := turns
		if !s.g.RemovalPending() {
			nt--
		}
		v := plainGain(s, nt)
		s.g.Undo()
		if i == 0 || (maxing && v > best) || (!maxing && v < best) {
			best = v
		}
	}
	return best
}

func TestGIPFPuzzleSolverAgreesWithPlainSearch(t *testing.T) {
	nonzero := 0
	for _, g := range randomPositions(t, "gipf-standard", 12, 30, 60, 9) {
		s := newGIPFSolver(g.Clone().(*gipf.Game))
		want := plainGain(newGIPFSolver(g.Clone().(*gipf.Game)), 2)
		if got := s.value(2, 0, -gipfWin-1, gipfWin+1); got != want {
			t.Fatalf("%s: the gain over two turns is %d, the plain search says %d", g.Board(), got, want)
		}
		if want != 0 {
			nonzero++
		}
	}
	if nonzero == 0 {
		t.Error("no position with a gain: the test checks nothing")
	}
}
