package gipf

import (
	"fmt"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/internal/ref"
)

func TestPerftAgreesWithReference(t *testing.T) {
	positions := []struct {
		v     Variant
		pos   string
		depth int
	}{
		{Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", 3},
		{Standard, "standard B2W/5/6/W5B/6/5/B2W w 12 12 -", 3},
		{Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB", 3},
		// Rows crossing through a GIPF piece, both colours around them.
		{Standard, build(Standard, "w", 3, 4, "-", append(crossing, "Be5", "Wb5", "Bh2", "wf4", "wg4", "wh4")...), 3},
		// A white row of GIPF pieces left standing, black nearly out of pieces.
		{Standard, build(Standard, "b", 2, 1, "-", "Wb2", "Wc3", "Wd4", "We5", "bf5", "Bh2", "wc2", "wd2", "we2"), 4},
		// Tournament with rights on one side only.
		{Tournament, build(Tournament, "w", 6, 9, "B", "Wd4", "wd5", "wd6", "bc3", "be5", "Bf4"), 3},
	}
	if testing.Short() {
		positions = positions[3:]
	}
	for _, c := range positions {
		g := load(t, c.v, c.pos)
		r, err := ref.ParseGIPF(c.v.String(), c.pos)
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= c.depth; d++ {
			if got, want := rules.Perft(g, d), ref.Perft(r, d); got != want {
				t.Errorf("%s perft %d = %d, reference %d", c.pos, d, got, want)
			}
		}
	}
}

func TestPiecesAreConservedInRandomGames(t *testing.T) {
	rng := seeded.New(5, 6)
	for _, v := range allVariants {
		for range 200 {
			g := New(v)
			var captured [2]int
			for !g.Outcome().Over {
				acts := g.Actions(nil)
				for _, e := range g.Apply(acts[rng.IntN(len(acts))], []rules.Event{}) {
					if e.Kind == rules.Captured {
						captured[e.Player.Other()] += int(e.Count)
					}
				}
				for p := range rules.Player(2) {
					if n := g.Reserve(p) + g.OnBoard(p) + captured[p]; n != v.Pieces() {
						t.Fatalf("%s: %s has %d reserve + %d on board + %d captured = %d, want %d", v,
							g.PlayerName(p), g.Reserve(p), g.OnBoard(p), captured[p], n, v.Pieces())
					}
					if g.Lost(p) != captured[p] {
						t.Fatalf("%s: Lost(%s) = %d, events captured %d", v, g.PlayerName(p), g.Lost(p), captured[p])
					}
				}
			}
		}
	}
}

func TestUndoAndCloneRestoreEveryEarlierState(t *testing.T) {
	rng := seeded.New(7, 8)
	for _, v := range allVariants {
		for range 50 {
			g := New(v)
			var seen []string
			for !g.Outcome().Over {
				seen = append(seen, snapshot(g))
				acts := g.Actions(nil)
				g.Apply(acts[rng.IntN(len(acts))], nil)
			}
			c := g.Clone().(*Game)
			for i := len(seen) - 1; i >= 0; i-- {
				g.Undo()
				if got := snapshot(g); got != seen[i] {
					t.Fatalf("%s: undo to ply %d gives\n%s\nwant\n%s", v, i, got, seen[i])
				}
			}
			if c.Plies() != len(seen) || !c.Outcome().Over {
				t.Fatalf("%s: the clone changed with the original", v)
			}
			for c.Plies() > 0 {
				c.Undo()
			}
			if snapshot(c) != seen[0] {
				t.Fatalf("%s: the clone does not undo to the start", v)
			}
		}
	}
}

func TestPositionStringsRoundTrip(t *testing.T) {
	rng := seeded.New(9, 10)
	for _, v := range allVariants {
		g := New(v)
		for range 40 {
			g.Reset()
			for !g.Outcome().Over {
				if pos, err := g.Position(); err == nil {
					h := New(v)
					if err := h.SetPosition(pos); err != nil {
						t.Fatalf("%q refused: %v", pos, err)
					}
					back, _ := h.Position()
					if back != pos || h.Hash() != g.Hash() || rules.Status(h) != rules.Status(g) {
						t.Fatalf("%q reads back as %q (hash %x vs %x, %s vs %s)", pos, back, h.Hash(), g.Hash(), rules.Status(h), rules.Status(g))
					}
				}
				acts := g.Actions(nil)
				g.Apply(acts[rng.IntN(len(acts))], nil)
			}
		}
	}
}

func TestIncrementalHashMatchesFreshHash(t *testing.T) {
	rng := seeded.New(11, 12)
	for _, v := range allVariants {
		g := New(v)
		hashes := map[uint64]string{}
		for range 100 {
			g.Reset()
			for !g.Outcome().Over {
				if h := fullHash(&g.s); h != g.Hash() {
					t.Fatalf("%s: incremental %x, fresh %x", v, g.Hash(), h)
				}
				key := fmt.Sprint(g.s.men, g.s.gipf, g.s.reserve, g.s.rights, g.ToMove(), g.s.stage, g.s.done)
				if old, ok := hashes[g.Hash()]; ok && old != key {
					t.Fatalf("%s: hash %x for two states:\n%s\n%s", v, g.Hash(), old, key)
				}
				hashes[g.Hash()] = key
				acts := g.Actions(nil)
				g.Apply(acts[rng.IntN(len(acts))], nil)
			}
		}
	}
}

func TestHotPathsAllocateNothing(t *testing.T) {
	g := New(Standard)
	buf := make([]rules.Action, 0, 256)
	rng := seeded.New(99, 0)
	allocs := testing.AllocsPerRun(100, func() {
		for {
			buf = g.Actions(buf[:0])
			if len(buf) == 0 {
				break
			}
			g.Apply(buf[rng.IntN(len(buf))], nil)
			_ = g.Hash()
		}
		for g.Plies() > 0 {
			g.Undo()
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per playout, want 0", allocs)
	}
}
