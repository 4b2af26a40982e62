package kpe_test

import (
	"testing"

	"tavola/rules/kpe"
)

// FuzzSetPosition checks that any string is either refused, leaving the
// game as it was, or accepted and written back exactly as it was given.
func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{kpe.Start, "0,7,7,7/7,7,7,6 N A - 0 0", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23",
		"48,0,0,0/0,0,0,0 N D bd 0 0", "6,6,6,6/6,6,6,6 S - - 0 1", "6,6,6/6,6,6,6 S - - 0 0", "06,6,6,6/6,6,6,6 S - - 0 0",
		"6,6,6,6/6,6,6,6 S BA - 0 0", "", "6,6,6,6/6,6,6,6  S - - 0 0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := playFrom(t, kpe.Start, "A d")
		before, hash := position(t, g), g.Hash()
		if err := g.SetPosition(s); err != nil {
			if position(t, g) != before || g.Hash() != hash || g.Plies() != 2 {
				t.Fatalf("refused %q but the game changed to %q", s, position(t, g))
			}
			return
		}
		if got := position(t, g); got != s {
			t.Fatalf("accepted %q, writes it back as %q", s, got)
		}
		if g.Plies() != 0 || seedsInPlay(g) != kpe.Seeds {
			t.Fatalf("after %q: plies %d, seeds %d", s, g.Plies(), seedsInPlay(g))
		}
		g.Actions(nil)
		g.Board()
	})
}

// FuzzParseAction checks that any text is either refused, leaving the game
// as it was, or read as a legal action that formats back to the same text.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"A", "a", "D", "d", "", "AB", "E", " A", "\x00", "é"} {
		f.Add(kpe.Start, s)
		f.Add("0,1,0,3/0,0,0,0 S ABCD abcd 20 24", s)
		f.Add("6,6,6,6/6,6,6,6 N - - 0 0", s)
	}
	f.Fuzz(func(t *testing.T, pos, s string) {
		g := kpe.New()
		if g.SetPosition(pos) != nil {
			return
		}
		before, hash := position(t, g), g.Hash()
		a, err := g.ParseAction(s)
		if position(t, g) != before || g.Hash() != hash {
			t.Fatalf("ParseAction(%q) changed the game", s)
		}
		if err != nil {
			return
		}
		legal := false
		for _, b := range g.Actions(nil) {
			legal = legal || a == b
		}
		if !legal || g.FormatAction(a) != s {
			t.Fatalf("ParseAction(%q) = %d (%s), legal %v", s, a, g.FormatAction(a), legal)
		}
	})
}
