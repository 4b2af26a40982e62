package gipf

import (
	"slices"
	"testing"
)

func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"basic b2w/5/6/w5b/6/5/b2w w 12 12 -",
		"standard B2W/5/6/W5B/6/5/B2W w 12 12 -",
		"tournament 4/5/6/7/6/5/4 w 18 18 WB",
		"standard W3/wW3/w1W3/w2W3/3b2/5/B3 b 2 1 -",
		"tournament 4/1b3/2Www1/3b3/2B3/5/4 w 6 9 B",
		"standard 4/5/6/7/6/5/4 w 12 12 -",
		"basic 22/5/6/7/6/5/4 w 0 0 -",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range allVariants {
			g := New(v)
			play(t, g, listed(g)[0])
			before := snapshot(g)
			if err := g.SetPosition(s); err != nil {
				if after := snapshot(g); after != before {
					t.Fatalf("refused %q changed the game:\n%s\n%s", s, before, after)
				}
				continue
			}
			pos, err := g.Position()
			if err != nil {
				t.Fatalf("%q accepted, but Position fails: %v", s, err)
			}
			h := New(v)
			if err := h.SetPosition(pos); err != nil {
				t.Fatalf("%q accepted as %q, which is refused: %v", s, pos, err)
			}
			if snapshot(h) != snapshot(g) {
				t.Fatalf("%q and %q differ", s, pos)
			}
			if acts := g.Actions(nil); len(acts) > 0 {
				g.Apply(acts[len(acts)/2], nil)
			}
		}
	})
}

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"a1-c3", "a1-b2", "d2", "Ge2", "A2-B2", "xc3,d4,(e5),f5", "xe2,e3,e4,e5", "x(b2),(c3),(d4),(e5)", "i5-h5", "G"} {
		f.Add(s)
	}
	positions := []struct {
		v   Variant
		pos string
	}{
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -"},
		{Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB"},
		{Standard, build(Standard, "w", 5, 5, "-", append(crossing, "Be5", "Wb5", "Bh2")...)},
		{Standard, build(Standard, "w", 5, 5, "-", "Wb2", "Wc3", "Wd4", "We5", "Wb5", "Bh2")},
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range positions {
			g := load(t, c.v, c.pos)
			for i := 0; i < 2; i++ {
				before := snapshot(g)
				a, err := g.ParseAction(s)
				if after := snapshot(g); after != before {
					t.Fatalf("ParseAction(%q) changed the game", s)
				}
				if err == nil {
					if !slices.Contains(g.Actions(nil), a) {
						t.Fatalf("ParseAction(%q) = %q, not a listed action", s, g.FormatAction(a))
					}
					if b, err := g.ParseAction(g.FormatAction(a)); err != nil || b != a {
						t.Fatalf("%q does not read back: %v", g.FormatAction(a), err)
					}
				}
				// Try again in the middle of the turn (a pending removal when there is one).
				if acts := g.Actions(nil); len(acts) > 0 {
					g.Apply(acts[0], nil)
				}
			}
		}
	})
}
