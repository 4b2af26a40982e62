package gravity

import (
	"slices"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/internal/ref"
)

// sameState reports whether a and b hold the same position, outcome, hash
// and undo history (stale history beyond Plies does not count).
func sameState(a, b *Game) bool {
	return a.bb == b.bb && a.toMove == b.toMove && a.winner == b.winner && a.reason == b.reason &&
		a.hash == b.hash && a.plies == b.plies && slices.Equal(a.hist[:a.plies], b.hist[:b.plies])
}

// checkAgainstReference compares g with the reference r
// (rules/internal/ref): position string, from-scratch hash, status, legal
// actions in order and their landings, distinct landings, and a
// position-string round trip.
func checkAgainstReference(t *testing.T, g *Game, r *ref.Gravity) {
	t.Helper()
	pos, err := g.Position()
	if want, _ := r.Position(); err != nil || pos != want {
		t.Fatalf("Position() = %q, %v; reference %q", pos, err, want)
	}
	if h := hashOf(g.bb[0], g.bb[1], g.toMove); g.Hash() != h {
		t.Fatalf("%s: incremental hash %#x, from scratch %#x", pos, g.Hash(), h)
	}
	if got, want := rules.Status(g), r.Status(); got != want {
		t.Fatalf("%s: status %q, reference %q", pos, got, want)
	}
	acts, moves := g.Actions(nil), r.Moves()
	if len(acts) != len(moves) {
		t.Fatalf("%s: %d actions, reference %d", pos, len(acts), len(moves))
	}
	for i, m := range moves {
		if g.FormatAction(acts[i]) != m {
			t.Fatalf("%s: action %d is %s, reference %s", pos, i, g.FormatAction(acts[i]), m)
		}
		if got, want := SquareName(g.Landing(int(acts[i]))), r.Landing(m); got != want {
			t.Fatalf("%s: Landing(%s) = %s, reference %s", pos, m, got, want)
		}
	}
	checkDistinct(t, g)
	c := New()
	if err := c.SetPosition(pos); err != nil {
		t.Fatalf("SetPosition(Position()) = %v for %q", err, pos)
	}
	if c.bb != g.bb || c.toMove != g.toMove || c.Hash() != g.Hash() || c.Outcome() != g.Outcome() {
		t.Fatalf("%s does not round-trip", pos)
	}
}

func TestRandomPlayoutsKeepInvariants(t *testing.T) {
	games := 3000
	if testing.Short() {
		games = 300
	}
	rng := seeded.New(100, 0)
	var (
		acts   []rules.Action
		snaps  []Game
		events = make([]rules.Event, 0, 4) // non-nil: record the events
	)
	for range games {
		g, n := New(), ref.NewGravity()
		snaps = snaps[:0]
		cloneAt := rng.IntN(40)
		var clone *Game
		var cloneSnap Game
		for {
			checkAgainstReference(t, g, n)
			if g.Outcome().Over {
				break
			}
			if g.Plies() == cloneAt {
				clone, cloneSnap = g.Clone().(*Game), *g
			}
			if d := len(g.DistinctActions(nil)); d > 28 {
				t.Fatalf("%d distinct actions, more than the 28 chains", d)
			}
			snaps = append(snaps, *g)
			acts = g.Actions(acts[:0])
			a := acts[rng.IntN(len(acts))]
			to, mover := g.Landing(int(a)), g.ToMove()
			events = g.Apply(a, events[:0])
			if events[0] != (rules.Event{Kind: rules.Placed, Player: mover, From: -1, To: int8(a)}) {
				t.Fatalf("first event %+v for %s", events[0], g.FormatAction(a))
			}
			if moved := to != int(a); moved != (len(events) > 1 && events[1].Kind == rules.Moved) ||
				moved && events[1] != (rules.Event{Kind: rules.Moved, Player: mover, From: int8(a), To: int8(to)}) {
				t.Fatalf("events %+v for %s landing on %s", events, g.FormatAction(a), SquareName(to))
			}
			if over := events[len(events)-1].Kind == rules.GameOver; over != g.Outcome().Over {
				t.Fatalf("events %+v, outcome %+v", events, g.Outcome())
			}
			if e, l := g.LastMove(); e != int(a) || l != to {
				t.Fatalf("LastMove = %d, %d after %s", e, l, g.FormatAction(a))
			}
			if err := n.Play(g.FormatAction(a)); err != nil {
				t.Fatalf("the reference refuses %s: %v", g.FormatAction(a), err)
			}
		}
		if out := g.Outcome(); out.Reason == rules.Four && g.WinningLine()&^g.bb[out.Winner] != 0 {
			t.Fatalf("winning line %#x not the winner's", g.WinningLine())
		}
		if clone != nil {
			if !sameState(clone, &cloneSnap) {
				t.Fatal("playing on the original changed its clone")
			}
			end := *g
			clone.Apply(clone.Actions(nil)[0], nil)
			if !sameState(g, &end) {
				t.Fatal("playing on a clone changed the original")
			}
		}
		for i := len(snaps) - 1; i >= 0; i-- {
			g.Undo()
			if !sameState(g, &snaps[i]) {
				t.Fatalf("Undo to ply %d does not restore the state", i)
			}
		}
	}
}

// TestRandomBoardsMatchReference reads random position strings, from
// nearly empty boards to full ones: the game accepts exactly those the
// reference accepts (both players with four, or more than 32 pieces of a
// colour, are refused), and then agrees with it on everything.
func TestRandomBoardsMatchReference(t *testing.T) {
	rng := seeded.New(101, 0)
	refused := 0
	for range 2000 {
		pos := ref.RandomGravityPosition(rng)
		r, errR := ref.ParseGravity(pos)
		g := New()
		errG := g.SetPosition(pos)
		if (errG == nil) != (errR == nil) {
			t.Fatalf("%s: SetPosition error %v, reference %v", pos, errG, errR)
		}
		if errG != nil {
			refused++
			continue
		}
		checkAgainstReference(t, g, r)
	}
	if refused == 0 || refused > 1000 {
		t.Errorf("%d of 2000 random boards refused: the sample misses the refusals or the games", refused)
	}
}

func TestPerftFromStart(t *testing.T) {
	// With no four possible before ply 7, these are 64·63·62·…
	want := []uint64{1, 64, 4032, 249984, 15249024}
	for depth, w := range want {
		if got := rules.Perft(New(), depth); got != w {
			t.Errorf("Perft(%d) = %d, want %d", depth, got, w)
		}
		if depth <= 3 || !testing.Short() {
			if got := ref.Perft(ref.NewGravity(), depth); got != w {
				t.Errorf("reference perft(%d) = %d, want %d", depth, got, w)
			}
		}
	}
}

func TestPerftWithWinsMatchesReference(t *testing.T) {
	tests := []struct {
		pos   string
		depth int
		want  uint64
	}{
		// Both threaten fours, so games end inside the tree. The values
		// were also checked with a separate Python script.
		{"b7/b7/b7/8/8/w7/w7/1ww4b w", 3, 157734},
		{"b7/b7/b7/8/8/w7/w7/1ww4b b", 3, 157410},
		{"4b3/3b4/2b5/8/8/2w5/1w6/w7 w", 3, 181608},
	}
	for _, tt := range tests {
		g := New()
		if err := g.SetPosition(tt.pos); err != nil {
			t.Fatal(err)
		}
		r, err := ref.ParseGravity(tt.pos)
		if err != nil {
			t.Fatal(err)
		}
		got, refGot := rules.Perft(g, tt.depth), ref.Perft(r, tt.depth)
		if got != refGot || got != tt.want {
			t.Errorf("%s: Perft(%d) = %d, reference %d, want %d", tt.pos, tt.depth, got, refGot, tt.want)
		}
	}
}

func TestDistinctActionsCoverEveryResult(t *testing.T) {
	// Playing every distinct action reaches every position that Actions
	// reaches, each once.
	g := setUp(t, []string{"a1", "e4", "h1"}, []string{"b2", "d5"}, rules.First)
	var all, distinct []uint64
	for _, a := range g.Actions(nil) {
		g.Apply(a, nil)
		all = append(all, g.Hash())
		g.Undo()
	}
	for _, a := range g.DistinctActions(nil) {
		g.Apply(a, nil)
		distinct = append(distinct, g.Hash())
		g.Undo()
	}
	slices.Sort(all)
	slices.Sort(distinct)
	if !slices.Equal(slices.Compact(all), distinct) {
		t.Fatalf("distinct results %d, all results %d", len(distinct), len(slices.Compact(all)))
	}
}

func TestNthActionIndexesActions(t *testing.T) {
	rng := seeded.New(102, 0)
	for range 200 {
		g := New()
		for !g.Outcome().Over {
			acts := g.Actions(nil)
			if g.NumActions() != len(acts) {
				t.Fatalf("NumActions = %d, len(Actions) = %d", g.NumActions(), len(acts))
			}
			for i, a := range acts {
				if g.NthAction(i) != a {
					t.Fatalf("NthAction(%d) = %v, Actions has %v", i, g.NthAction(i), a)
				}
			}
			g.Apply(acts[rng.IntN(len(acts))], nil)
		}
		if g.NumActions() != 0 {
			t.Fatalf("NumActions = %d after the end", g.NumActions())
		}
	}
}
