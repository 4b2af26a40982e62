package kpe_test

import (
	"slices"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/internal/ref"
	"tavola/rules/kpe"
)

// formatted writes the actions in notation.
func formatted(g *kpe.Game, acts []rules.Action) []string {
	out := make([]string, len(acts))
	for i, a := range acts {
		out[i] = g.FormatAction(a)
	}
	return out
}

// snapshot is what an undo must bring back.
type snapshot struct {
	pos     string
	hash    uint64
	outcome rules.Outcome
	toMove  rules.Player
}

func snap(t *testing.T, g *kpe.Game) snapshot {
	t.Helper()
	pos, err := g.Position()
	if err != nil {
		t.Fatalf("Position: %v", err)
	}
	return snapshot{pos, g.Hash(), g.Outcome(), g.ToMove()}
}

func seedsInPlay(g *kpe.Game) int {
	s := 0
	for _, c := range g.Pits() {
		s += c
	}
	c := g.Captured()
	return s + c[0] + c[1]
}

// replay checks that the events of one move, applied to the pits before it,
// give the pits after it.
func replay(t *testing.T, before, after [8]int, mover rules.Player, events []rules.Event, over bool) {
	t.Helper()
	pits := before
	for _, e := range events {
		switch e.Kind {
		case rules.PickedUp:
			if e.Player != mover || int(e.Count) != pits[e.From] {
				t.Fatalf("picked up %+v from %v", e, pits)
			}
			pits[e.From] = 0
		case rules.Sown:
			pits[e.To]++
			if int(e.Count) != pits[e.To] {
				t.Fatalf("sown %+v, pit holds %d", e, pits[e.To])
			}
		case rules.Captured:
			if e.Player != mover || kpe.Owner(int(e.From)) == mover || int(e.Count) != pits[e.From] || (e.Count != 2 && e.Count != 4) {
				t.Fatalf("captured %+v from %v", e, pits)
			}
			pits[e.From] = 0
		case rules.Collected, rules.GameOver:
			if !over {
				t.Fatalf("%v event while the game goes on", e.Kind)
			}
		default:
			t.Fatalf("unexpected event %+v", e)
		}
	}
	if pits != after {
		t.Fatalf("events give %v, the game has %v", pits, after)
	}
	if over && events[len(events)-1].Kind != rules.GameOver {
		t.Fatalf("game over without a GameOver event: %+v", events)
	}
}

// TestRandomPlayoutsKeepInvariants plays thousands of random games and
// checks at every ply: 48 seeds, the reference (rules/internal/ref) agrees on
// the moves, the position and the end, the incremental hash equals a fresh
// one, the position string round-trips, the events replay the move, a clone
// is independent, and undo restores every earlier state and hash.
func TestRandomPlayoutsKeepInvariants(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	rng := seeded.New(101, 0)
	g, fresh := kpe.New(), kpe.New()
	var acts []rules.Action
	events := make([]rules.Event, 0, 64)
	var plies, loops, captures, moves int
	for game := range games {
		g.Reset()
		n := ref.NewKpe()
		var hist []snapshot
		for !g.Outcome().Over {
			s := snap(t, g)
			hist = append(hist, s)
			if want, _ := n.Position(); s.pos != want {
				t.Fatalf("game %d ply %d: position %q, reference %q", game, len(hist), s.pos, want)
			}
			if got := seedsInPlay(g); got != kpe.Seeds {
				t.Fatalf("game %d: %d seeds in %q", game, got, s.pos)
			}
			if err := fresh.SetPosition(s.pos); err != nil {
				t.Fatalf("game %d: SetPosition(%q): %v", game, s.pos, err)
			}
			if p, _ := fresh.Position(); p != s.pos || fresh.Hash() != s.hash {
				t.Fatalf("game %d: %q round-trips to %q, hash %x fresh %x", game, s.pos, p, s.hash, fresh.Hash())
			}
			acts = g.Actions(acts[:0])
			if got, want := formatted(g, acts), n.Moves(); !slices.Equal(got, want) {
				t.Fatalf("game %d at %q: actions %v, reference %v", game, s.pos, got, want)
			}
			a := acts[rng.IntN(len(acts))]
			if parsed, err := g.ParseAction(g.FormatAction(a)); err != nil || parsed != a {
				t.Fatalf("game %d: ParseAction(FormatAction(%d)) = %d, %v", game, a, parsed, err)
			}
			if len(hist)%17 == 5 {
				c := g.Clone()
				c.Apply(c.Actions(nil)[0], nil)
				if after := snap(t, g); after != s {
					t.Fatalf("game %d: playing on a clone changed the original: %+v → %+v", game, s, after)
				}
			}
			before := g.Pits()
			capBefore := g.Captured()[s.toMove]
			if len(hist)%3 == 0 {
				events = g.Apply(a, events[:0])
				replay(t, before, g.Pits(), s.toMove, events, g.Outcome().Over)
			} else {
				g.Apply(a, nil)
			}
			if g.Captured()[s.toMove] != capBefore {
				captures++
			}
			moves++
			if err := n.Play(g.FormatAction(a)); err != nil {
				t.Fatalf("game %d at %q: the reference refuses %s: %v", game, s.pos, g.FormatAction(a), err)
			}
		}
		o := g.Outcome()
		if o.Reason.String() != n.Reason() || o.Score != n.Score() {
			t.Fatalf("game %d ends %v %v, reference %s %v", game, o.Reason, o.Score, n.Reason(), n.Score())
		}
		if o.Score[0]+o.Score[1] != kpe.Seeds {
			t.Fatalf("game %d: final score %v", game, o.Score)
		}
		if o.Reason == rules.Loop {
			loops++
		}
		plies += len(hist)
		for i := len(hist) - 1; i >= 0; i-- {
			g.Undo()
			if got := snap(t, g); got != hist[i] {
				t.Fatalf("game %d: undo to ply %d gives %+v, want %+v", game, i, got, hist[i])
			}
		}
		if g.Plies() != 0 {
			t.Fatalf("game %d: %d plies left after undoing all", game, g.Plies())
		}
	}
	t.Logf("%d games: %.1f plies on average, %.0f%% end in a loop, %.1f%% of moves capture",
		games, float64(plies)/float64(games), 100*float64(loops)/float64(games), 100*float64(captures)/float64(moves))
}

// TestPerftMatchesReference counts the move sequences from the start
// with the real rules and with the reference.
func TestPerftMatchesReference(t *testing.T) {
	// Depths 1–6 as the engine's perft command must answer them; deeper ones
	// are checked against the reference only.
	known := []uint64{1, 4, 16, 64, 241, 952, 3731}
	g := kpe.New()
	n := ref.NewKpe()
	for depth := 1; depth <= 8; depth++ {
		got, want := rules.Perft(g, depth), ref.Perft(n, depth)
		if got != want {
			t.Fatalf("perft(%d) = %d, reference %d", depth, got, want)
		}
		if depth < len(known) && got != known[depth] {
			t.Errorf("perft(%d) = %d, want %d", depth, got, known[depth])
		}
	}
	if p, _ := g.Position(); p != kpe.Start || g.Plies() != 0 {
		t.Errorf("perft left the game at %q with %d plies", p, g.Plies())
	}
}

func TestUndoWithoutMovesPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Errorf("Undo at the start did not panic")
		}
	}()
	kpe.New().Undo()
}

// TestLoopsFoundAfterUndo walks random games the way a search does: at
// every ply each action and each reply to it is applied and taken back
// before the game goes on. Every position reached must be over, or not,
// exactly as when the same moves are played straight from the start, so
// that taking back a capture or a first move from a pit does not hide an
// earlier position from loop detection.
func TestLoopsFoundAfterUndo(t *testing.T) {
	games := 200
	if testing.Short() {
		games = 40
	}
	rng := seeded.New(105, 0)
	g, straight := kpe.New(), kpe.New()
	var line []rules.Action
	var loops int
	check := func(game int) {
		t.Helper()
		straight.Reset()
		for _, a := range line {
			straight.Apply(a, nil)
		}
		got, want := g.Outcome(), straight.Outcome()
		if got != want {
			p, _ := straight.Position()
			t.Fatalf("game %d: after %v (%q) the walked game ends %+v, played straight %+v", game, line, p, got, want)
		}
		if got.Reason == rules.Loop {
			loops++
		}
	}
	for game := range games {
		g.Reset()
		line = line[:0]
		for !g.Outcome().Over {
			acts := g.Actions(nil)
			for _, a := range acts {
				g.Apply(a, nil)
				line = append(line, a)
				check(game)
				for _, b := range g.Actions(nil) {
					g.Apply(b, nil)
					line = append(line, b)
					check(game)
					g.Undo()
					line = line[:len(line)-1]
				}
				g.Undo()
				line = line[:len(line)-1]
			}
			a := acts[rng.IntN(len(acts))]
			g.Apply(a, nil)
			line = append(line, a)
		}
	}
	if loops == 0 {
		t.Fatalf("no loop was reached in %d walked games: the test checks nothing", games)
	}
}
