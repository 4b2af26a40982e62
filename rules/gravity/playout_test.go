package gravity

import (
	"slices"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

// sameState reports whether a and b hold the same position, outcome, hash
// and undo history (stale history beyond Plies does not count).
func sameState(a, b *Game) bool {
	return a.bb == b.bb && a.toMove == b.toMove && a.winner == b.winner && a.reason == b.reason &&
		a.hash == b.hash && a.plies == b.plies && slices.Equal(a.hist[:a.plies], b.hist[:b.plies])
}

// checkAgainstNaive compares g with the naive grid n: position string,
// from-scratch hash, outcome, legal actions and distinct landings, and a
// position-string round trip.
func checkAgainstNaive(t *testing.T, g *Game, n *naive) {
	t.Helper()
	pos, err := g.Position()
	if err != nil || pos != n.position() {
		t.Fatalf("Position() = %q, %v; naive %q", pos, err, n.position())
	}
	if h := hashOf(g.bb[0], g.bb[1], g.toMove); g.Hash() != h {
		t.Fatalf("%s: incremental hash %#x, from scratch %#x", pos, g.Hash(), h)
	}
	if g.Outcome() != n.outcome() {
		t.Fatalf("%s: Outcome %+v, naive %+v", pos, g.Outcome(), n.outcome())
	}
	acts, moves := g.Actions(nil), n.moves()
	if len(acts) != len(moves) {
		t.Fatalf("%s: %d actions, naive %d", pos, len(acts), len(moves))
	}
	for i, m := range moves {
		if acts[i] != rules.Action(m[0]*Ranks+m[1]) {
			t.Fatalf("%s: action %d is %s, naive %v", pos, i, g.FormatAction(acts[i]), m)
		}
		lf, lr := n.slide(m[0], m[1])
		if got := g.Landing(int(acts[i])); got != lf*Ranks+lr {
			t.Fatalf("%s: Landing(%s) = %s, naive %s", pos, g.FormatAction(acts[i]), SquareName(got), SquareName(lf*Ranks+lr))
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
		g, n := New(), &naive{}
		snaps = snaps[:0]
		cloneAt := rng.IntN(40)
		var clone *Game
		var cloneSnap Game
		for {
			checkAgainstNaive(t, g, n)
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
			to := g.Landing(int(a))
			events = g.Apply(a, events[:0])
			if events[0] != (rules.Event{Kind: rules.Placed, Player: n.toMove, From: -1, To: int8(a)}) {
				t.Fatalf("first event %+v for %s", events[0], g.FormatAction(a))
			}
			if moved := to != int(a); moved != (len(events) > 1 && events[1].Kind == rules.Moved) ||
				moved && events[1] != (rules.Event{Kind: rules.Moved, Player: n.toMove, From: int8(a), To: int8(to)}) {
				t.Fatalf("events %+v for %s landing on %s", events, g.FormatAction(a), SquareName(to))
			}
			if over := events[len(events)-1].Kind == rules.GameOver; over != g.Outcome().Over {
				t.Fatalf("events %+v, outcome %+v", events, g.Outcome())
			}
			if e, l := g.LastMove(); e != int(a) || l != to {
				t.Fatalf("LastMove = %d, %d after %s", e, l, g.FormatAction(a))
			}
			n.play(int(a)/Ranks, int(a)%Ranks)
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

func TestRandomBoardsMatchNaive(t *testing.T) {
	rng := seeded.New(101, 0)
	for range 2000 {
		n := &naive{toMove: rules.Player(rng.IntN(2))}
		density := rng.IntN(Squares)
		for f := range Files {
			for r := range Ranks {
				if rng.IntN(Squares) < density {
					n.cell[f][r] = int8(1 + rng.IntN(2))
				}
			}
		}
		g := New()
		err := g.SetPosition(n.position())
		if n.hasFour(1) && n.hasFour(2) {
			if err == nil {
				t.Fatalf("%s accepted with both fours", n.position())
			}
			continue
		}
		if err != nil {
			// Only a colour with more than 32 pieces may be refused.
			continue
		}
		checkAgainstNaive(t, g, n)
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
			if got := (&naive{}).perft(depth); got != w {
				t.Errorf("naive perft(%d) = %d, want %d", depth, got, w)
			}
		}
	}
}

func TestPerftWithWinsMatchesNaive(t *testing.T) {
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
		n := &naive{toMove: g.toMove}
		for s := range Squares {
			if p := g.At(s); p != rules.NoPlayer {
				n.cell[s/Ranks][s%Ranks] = int8(p) + 1
			}
		}
		got, naiveGot := rules.Perft(g, tt.depth), n.perft(tt.depth)
		if got != naiveGot || got != tt.want {
			t.Errorf("%s: Perft(%d) = %d, naive %d, want %d", tt.pos, tt.depth, got, naiveGot, tt.want)
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
