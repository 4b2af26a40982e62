package gipf

import (
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
)

// TestLastPushIsTheDotAndTheEndOfTheLastPush plays random games of every
// variant (removal choices among them) and checks LastPush against the
// events of every push — it stays the push through the removals after it —
// and again after each action is taken back; a new position has none.
func TestLastPushIsTheDotAndTheEndOfTheLastPush(t *testing.T) {
	rng := seeded.New(21, 22)
	for game := range 90 {
		g := New(Variant(game % 3))
		type push struct{ dot, end int }
		none := push{-1, -1}
		var after []push // the last push after each action
		var acts []rules.Action
		for ply := 0; !g.Outcome().Over && ply < 300; ply++ {
			last := none
			if len(after) > 0 {
				last = after[len(after)-1]
			}
			acts = g.Actions(acts[:0])
			a := acts[rng.IntN(len(acts))]
			for _, e := range g.Apply(a, []rules.Event{}) {
				switch {
				case e.Kind == rules.Placed:
					last = push{int(e.To), -1}
				case e.Kind == rules.Moved && !IsRemoval(a):
					last.end = int(e.To)
				}
			}
			after = append(after, last)
			if d, e := g.LastPush(); (push{d, e}) != last {
				t.Fatalf("game %d ply %d (%s): LastPush = %s-%s, want %s-%s", game, ply, g.FormatAction(a),
					name(d), name(e), name(last.dot), name(last.end))
			}
		}
		for n := len(after) - 1; n > 0; n-- {
			g.Undo()
			if d, e := g.LastPush(); (push{d, e}) != after[n-1] {
				t.Fatalf("game %d, undone to ply %d: LastPush = %s-%s, want %s-%s", game, n, name(d), name(e), name(after[n-1].dot), name(after[n-1].end))
			}
		}
		g.Undo()
		if d, e := g.LastPush(); (push{d, e}) != none {
			t.Fatalf("game %d: everything undone, yet LastPush = %d-%d", game, d, e)
		}
	}
	g := New(Standard)
	g.Apply(g.Actions(nil)[0], nil)
	pos, err := g.Position()
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	if d, e := g.LastPush(); d != -1 || e != -1 {
		t.Errorf("after SetPosition LastPush = %d-%d, want none", d, e)
	}
}

// name is the name of point p, or "none" for -1.
func name(p int) string {
	if p < 0 {
		return "none"
	}
	return PointName(p)
}
