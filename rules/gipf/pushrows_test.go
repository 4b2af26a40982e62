package gipf

import (
	"math/bits"
	"slices"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

// naivePushRows moves the pieces of push a by p one by one (PushPreview's
// list), then looks for four in a run of each colour on the lines the
// push changed: its own line and every line through a spot whose colour
// changed.
func naivePushRows(g *Game, p rules.Player, a rules.Action) (own, other bool) {
	pp, ok := g.PushPreview(a)
	if !ok || pp.N == 0 {
		return false, false
	}
	w, b, _ := g.Bitboards()
	before := [2]uint64{w, b}
	after := before
	colour := func(m [2]uint64, q int) int {
		for c := range m {
			if m[c]>>uint(q)&1 != 0 {
				return c
			}
		}
		return -1
	}
	moved := make([]int, pp.N)
	moved[0] = int(p)
	for i := 1; i < pp.N; i++ {
		moved[i] = colour(before, pp.From[i])
	}
	for i := 1; i < pp.N; i++ {
		after[moved[i]] &^= 1 << uint(pp.From[i])
	}
	for i := range pp.N {
		after[moved[i]] |= 1 << uint(pp.To[i])
	}
	changed := map[int]bool{Entries()[EntryIndex(pp.Dot, pp.To[0])].Line: true}
	for q := range NumPoints {
		if !IsDot(q) && colour(before, q) != colour(after, q) {
			for _, l := range LinesThrough(q) {
				changed[l] = true
			}
		}
	}
	var rows [2]bool
	for l := range changed {
		for c := range 2 {
			run := 0
			for _, q := range Lines()[l].Spots {
				if after[c]>>uint(q)&1 != 0 {
					run++
					rows[c] = rows[c] || run >= 4
				} else {
					run = 0
				}
			}
		}
	}
	return rows[p], rows[p.Other()]
}

func TestPushRowsMatchesMovingThePieces(t *testing.T) {
	rng := seeded.New(3, 4)
	checked, rows := 0, 0
	for range 3000 {
		v := allVariants[rng.IntN(3)]
		g := New(v)
		if err := g.SetPosition(randomPosition(rng, v)); err != nil || g.Outcome().Over {
			continue
		}
		for _, a := range g.Actions(nil) {
			for _, p := range []rules.Player{rules.First, rules.Second} {
				own, other := g.PushRows(p, a)
				wantOwn, wantOther := naivePushRows(g, p, a)
				if own != wantOwn || other != wantOther {
					pos, _ := g.Position()
					t.Fatalf("%s: %s pushing %s: rows %v/%v, want %v/%v", pos, g.PlayerName(p), g.FormatAction(a), own, other, wantOwn, wantOther)
				}
				checked++
				if own || other {
					rows++
				}
			}
		}
	}
	if checked < 10000 || rows < checked/50 {
		t.Errorf("%d pushes checked, %d with rows: too few to mean anything", checked, rows)
	}
}

func TestPushRowsFindsThePushesThatRemoveRows(t *testing.T) {
	rng := seeded.New(5, 6)
	g := New(Standard)
	found := 0
	for range 200 {
		g.Reset()
		for !g.Outcome().Over && g.Plies() < 300 {
			acts := g.Actions(nil)
			if !g.RemovalPending() {
				me := g.ToMove()
				for _, a := range acts {
					own, other := g.PushRows(me, a)
					lost := g.Lost(me.Other()) + g.Lost(me)
					res := g.Reserve(me) + g.Reserve(me.Other())
					g.Apply(a, nil)
					// A row removed or offered after the push is a row
					// PushRows saw (no row stood before: random play keeps
					// no GIPF piece in a row).
					happened := g.RemovalPending() || g.Lost(me.Other())+g.Lost(me) != lost ||
						g.Reserve(me)+g.Reserve(me.Other()) != res-1-bits.OnesCount64(uint64(a>>12&1))
					g.Undo()
					if happened && !own && !other {
						t.Fatalf("%s: %s removed a row PushRows did not see", g.Board(), g.FormatAction(a))
					}
					if happened {
						found++
					}
				}
			}
			g.Apply(acts[rng.IntN(len(acts))], nil)
		}
	}
	if found < 100 {
		t.Errorf("only %d row pushes met", found)
	}
}

func TestRowPushesArePushRowsOwnForAWholeList(t *testing.T) {
	rng := seeded.New(7, 8)
	rows := 0
	for range 3000 {
		v := allVariants[rng.IntN(3)]
		g := New(v)
		if err := g.SetPosition(randomPosition(rng, v)); err != nil || g.Outcome().Over || rowStands(g) {
			continue
		}
		acts := g.Actions(nil)
		for _, p := range []rules.Player{rules.First, rules.Second} {
			var want []rules.Action
			for _, a := range acts {
				if own, _ := g.PushRows(p, a); own {
					want = append(want, a)
				}
			}
			got := g.RowPushes(p, acts, nil)
			if !slices.Equal(got, want) {
				pos, _ := g.Position()
				t.Fatalf("%s: %s: RowPushes %v, PushRows %v", pos, g.PlayerName(p), got, want)
			}
			rows += len(got)
		}
	}
	if rows < 1000 {
		t.Errorf("only %d row pushes met", rows)
	}
}

// rowStands reports whether four men of one colour stand in a run on some
// line.
func rowStands(g *Game) bool {
	w, b, _ := g.Bitboards()
	for _, m := range [2]uint64{w, b} {
		for _, l := range Lines() {
			run := 0
			for _, q := range l.Spots {
				if m>>uint(q)&1 != 0 {
					if run++; run == 4 {
						return true
					}
				} else {
					run = 0
				}
			}
		}
	}
	return false
}
