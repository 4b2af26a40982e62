package gipf

import (
	"fmt"
	"strings"
	"testing"

	"tavola/rules"
)

// build writes a position string of variant v: pieces are "<piece><spot>"
// with piece one of w, b, W, B (e.g. "Wb2").
func build(v Variant, toMove string, rw, rb int, rights string, pieces ...string) string {
	var board [NumPoints]byte
	for _, pc := range pieces {
		p := PointIndex(pc[1:])
		if p < 0 || IsDot(p) {
			panic("build: bad spot " + pc)
		}
		board[p] = pc[0]
	}
	var cols []string
	for _, col := range colSpots {
		var b strings.Builder
		e := 0
		for _, p := range col {
			if board[p] == 0 {
				e++
				continue
			}
			if e > 0 {
				fmt.Fprint(&b, e)
				e = 0
			}
			b.WriteByte(board[p])
		}
		if e > 0 {
			fmt.Fprint(&b, e)
		}
		cols = append(cols, b.String())
	}
	return fmt.Sprintf("%s %s %s %d %d %s", v, strings.Join(cols, "/"), toMove, rw, rb, rights)
}

// load returns a game of variant v at position pos, failing the test if it
// is refused.
func load(t *testing.T, v Variant, pos string) *Game {
	t.Helper()
	g := New(v)
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies actions written in notation, failing the test on any error.
func play(t *testing.T, g *Game, actions ...string) []rules.Event {
	t.Helper()
	var ev []rules.Event
	for _, s := range actions {
		a, err := g.ParseAction(s)
		if err != nil {
			t.Fatalf("%s\n%v", g.Board(), err)
		}
		ev = g.Apply(a, []rules.Event{})
	}
	return ev
}

// listed returns the legal actions written out, in listing order.
func listed(g *Game) []string {
	var out []string
	for _, a := range g.Actions(nil) {
		out = append(out, g.FormatAction(a))
	}
	return out
}

// pieceAt writes what stands on the named spot: "", "w", "b", "W" or "B".
func pieceAt(g *Game, name string) string {
	p, gp := g.At(PointIndex(name))
	switch {
	case p == rules.NoPlayer:
		return ""
	case gp:
		return "WB"[p : p+1]
	}
	return "wb"[p : p+1]
}

// snapshot is everything observable about a game, for "changes nothing" checks.
func snapshot(g *Game) string {
	pos, err := g.Position()
	return fmt.Sprintf("%s|%v|%x|%d|%s|%v", pos, err, g.Hash(), g.Plies(), rules.Status(g), listed(g))
}

func points(names ...string) uint64 {
	var m uint64
	for _, n := range names {
		m |= 1 << uint(PointIndex(n))
	}
	return m
}
