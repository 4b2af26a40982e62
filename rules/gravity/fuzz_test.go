package gravity

import (
	"strings"
	"testing"

	"tavola/rules"
)

// fuzzGame returns a game with a position and some history, so that a
// refused input has something to leave unchanged.
func fuzzGame(t *testing.T) *Game {
	g := setUp(t, []string{"h1", "c3"}, []string{"a1", "e5"}, rules.First)
	g.Apply(rules.Action(sq(t, "e4")), nil)
	g.Apply(rules.Action(sq(t, "b5")), nil)
	return g
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"8/8/8/8/8/8/8/8 w", "7b/8/8/8/8/8/6w1/w6w b", fullPattern + " w", "8/8/8/8/8/8/8/wwww4 b",
		"8/8/8/8/8/8/bbbb4/wwww4 w", "8/8/8/44/8/8/8/8 w", "8/8/8/8/8/8/8/8", "8/8/8/8/8/8/8/8 w ", "9/8/8/8/8/8/8/8 w",
		"wwbwwbww/wbwwbwwb/bwwbwwbw/wwbwwbww/8/8/w7/w7 w", "", "/", "w/b w", "8/8/8/8/8/8/8/8/8 w",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := fuzzGame(t)
		before := *g
		if err := g.SetPosition(s); err != nil {
			if *g != before {
				t.Fatalf("refused %q changed the game", s)
			}
			return
		}
		// Every position has one string, so an accepted one round-trips.
		if got, err := g.Position(); err != nil || got != s {
			t.Fatalf("SetPosition(%q) then Position() = %q, %v", s, got, err)
		}
		if g.Plies() != 0 || g.Hash() != hashOf(g.bb[0], g.bb[1], g.toMove) {
			t.Fatalf("%q: plies %d, hash %#x", s, g.Plies(), g.Hash())
		}
		if popcount(g.bb[0]) > maxPieces || popcount(g.bb[1]) > maxPieces || g.bb[0]&g.bb[1] != 0 {
			t.Fatalf("%q: accepted a bad board", s)
		}
		if (fours(g.bb[0]) != 0 || fours(g.bb[1]) != 0) != (g.Outcome().Reason == rules.Four) {
			t.Fatalf("%q: outcome %+v", s, g.Outcome())
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"e4", "E4", "e4>g2", "E4>G2", "e4>h1", "h1", "a1", "", "e", "z9", "e4>", ">", "e4>g2>f3", "b5>a6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := fuzzGame(t)
		before := *g
		a, err := g.ParseAction(s)
		if *g != before {
			t.Fatalf("ParseAction(%q) changed the game", s)
		}
		if err != nil {
			return
		}
		legal := false
		for _, b := range g.Actions(nil) {
			legal = legal || a == b
		}
		if !legal {
			t.Fatalf("ParseAction(%q) = %v, not a legal action", s, a)
		}
		entry, landing, with := strings.Cut(strings.ToLower(s), ">")
		if g.FormatAction(a) != entry || with && SquareName(g.Landing(int(a))) != landing {
			t.Fatalf("ParseAction(%q) = %s landing on %s", s, g.FormatAction(a), SquareName(g.Landing(int(a))))
		}
	})
}
