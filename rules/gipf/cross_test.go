package gipf

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/internal/ref"
)

var allVariants = []Variant{Basic, Standard, Tournament}

// randomPosition builds a random position string of variant v, often crowded
// enough to hold rows, sometimes not acceptable.
func randomPosition(rng *rand.Rand, v Variant) string {
	pieces := v.Pieces()
	var board [7][]byte
	used := [2]int{}
	density := rng.Float64() * 0.9
	for c := range board {
		for range colSpots[c] {
			ch := byte('.')
			if rng.Float64() < density {
				p := rng.IntN(2)
				w := 1
				ch = "wb"[p]
				if v != Basic && rng.IntN(5) == 0 {
					ch = "WB"[p]
					w = 2
				}
				if used[p]+w > pieces {
					ch = '.'
				} else {
					used[p] += w
				}
			}
			board[c] = append(board[c], ch)
		}
	}
	var cols []string
	for _, col := range board {
		var b strings.Builder
		e := 0
		for _, ch := range col {
			if ch == '.' {
				e++
				continue
			}
			if e > 0 {
				fmt.Fprint(&b, e)
				e = 0
			}
			b.WriteByte(ch)
		}
		if e > 0 {
			fmt.Fprint(&b, e)
		}
		cols = append(cols, b.String())
	}
	res := [2]int{}
	for p := range res {
		res[p] = rng.IntN(pieces - used[p] + 1)
		if rng.IntN(3) == 0 {
			res[p] = pieces - used[p]
		}
	}
	rights := "-"
	if v == Tournament {
		rights = []string{"WB", "W", "B", "-"}[rng.IntN(4)]
	}
	return fmt.Sprintf("%s %s %s %d %d %s", v, strings.Join(cols, "/"), "wb"[rng.IntN(2):][:1], res[0], res[1], rights)
}

// compare checks that g and the reference agree on everything observable.
func compare(t *testing.T, g *Game, r *ref.GIPF, where string) bool {
	t.Helper()
	if s, w := rules.Status(g), r.Status(); s != w {
		t.Errorf("%s: status %q, reference %q", where, s, w)
		return false
	}
	acts := g.Actions(nil)
	got := make([]string, len(acts))
	for i, a := range acts {
		got[i] = g.FormatAction(a)
	}
	want := r.Moves()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("%s: actions\n got %v\nwant %v", where, got, want)
		return false
	}
	pos, err := g.Position()
	if want, ok := r.Position(); ok {
		if err != nil || pos != want {
			t.Errorf("%s: position %q (%v), reference %q", where, pos, err, want)
			return false
		}
	} else if err == nil {
		t.Errorf("%s: Position succeeded with a decision pending", where)
		return false
	}
	if h := fullHash(&g.s); h != g.Hash() {
		t.Errorf("%s: incremental hash %x, fresh %x", where, g.Hash(), h)
		return false
	}
	for _, a := range acts {
		b, err := g.ParseAction(g.FormatAction(a))
		if err != nil || b != a {
			t.Errorf("%s: ParseAction(%q) = %v, %v; want %v", where, g.FormatAction(a), b, err, a)
			return false
		}
	}
	return true
}

// crossPlay plays a random game from the current positions of g and r,
// comparing them after every action, then undoes it all.
func crossPlay(t *testing.T, rng *rand.Rand, g *Game, r *ref.GIPF, label string) bool {
	t.Helper()
	start, _ := g.Position()
	h0 := g.Hash()
	var record []string
	for ply := 0; ply < 400; ply++ {
		where := fmt.Sprintf("%s after %v", label, record)
		if !compare(t, g, r, where) {
			return false
		}
		acts := g.Actions(nil)
		if len(acts) == 0 {
			break
		}
		a := acts[rng.IntN(len(acts))]
		text := g.FormatAction(a)
		record = append(record, text)
		g.Apply(a, nil)
		if err := r.Play(text); err != nil {
			t.Errorf("%s: the reference refuses %s: %v", where, text, err)
			return false
		}
	}
	for g.Plies() > 0 {
		g.Undo()
	}
	if p, _ := g.Position(); p != start || g.Hash() != h0 {
		t.Errorf("%s: undoing everything gives %q, want %q", label, p, start)
		return false
	}
	return true
}

func TestRandomGamesAgreeWithReference(t *testing.T) {
	rng := seeded.New(1, 2)
	games := 150
	if testing.Short() {
		games = 20
	}
	for _, v := range allVariants {
		for i := range games {
			g := New(v)
			start, _ := g.Position()
			r, err := ref.ParseGIPF(v.String(), start)
			if err != nil {
				t.Fatalf("reference refuses %q: %v", start, err)
			}
			if !crossPlay(t, rng, g, r, fmt.Sprintf("%s game %d", v, i)) {
				return
			}
		}
	}
}

func TestRandomPositionsAgreeWithReference(t *testing.T) {
	rng := seeded.New(3, 4)
	n := 1500
	if testing.Short() {
		n = 200
	}
	accepted := 0
	for i := range n {
		v := allVariants[i%3]
		pos := randomPosition(rng, v)
		g := New(v)
		errG := g.SetPosition(pos)
		r, errR := ref.ParseGIPF(v.String(), pos)
		if (errG == nil) != (errR == nil) {
			t.Fatalf("%q: SetPosition error %v, reference %v", pos, errG, errR)
		}
		if errG != nil {
			continue
		}
		accepted++
		if !crossPlay(t, rng, g, r, pos) {
			return
		}
	}
	if accepted < n/3 {
		t.Errorf("only %d of %d random positions accepted", accepted, n)
	}
}
