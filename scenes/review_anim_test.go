package scenes

import (
	"testing"

	"tavola/rules"
)

// peopleAt starts a game of name between two people with moves played
// (the first legal action each time, n of them).
func peopleAt(t *testing.T, r *rig, name string, n int) *play {
	t.Helper()
	p := startTwoPeople(t, r, name)
	g := p.sess.Game()
	for i := 0; i < n && !g.Outcome().Over; i++ {
		acts := g.Actions(nil)
		if err := p.apply(r.app, acts[i%len(acts)]); err != nil {
			t.Fatal(err)
		}
		p.view.Snap()
	}
	r.frames(2)
	return p
}

func TestReviewStepsAnimateForwardAndBackOnEveryBoard(t *testing.T) {
	for _, name := range []string{"gravity", "kpe", "gipf-standard"} {
		t.Run(name, func(t *testing.T) {
			r := newRig(t, Options{})
			p := peopleAt(t, r, name, 6)
			n := len(p.sess.Played())
			for _, st := range []struct {
				verb Verb
				at   int
			}{{VerbLeft, n - 1}, {VerbLeft, n - 2}, {VerbRight, n - 1}, {VerbRight, n}} {
				r.in.key(st.verb)
				r.frames(1)
				if !p.view.Animating() {
					t.Errorf("a step to %d of %d does not animate", st.at, n)
				}
				r.settle()
				for p.view.Animating() {
					r.frames(1)
				}
				if p.shown() != st.at {
					t.Fatalf("shows %d actions, want %d", p.shown(), st.at)
				}
				want := p.sess.Game()
				if p.rev.active() {
					want = p.rev.game
				}
				if got, _ := want.Position(); got != positionOf(t, r, name, p.sess.Played()[:st.at]) {
					t.Errorf("at %d the reviewed game stands at %q", st.at, got)
				}
			}
		})
	}
}

// positionOf is the position after the actions acts of the game name (""
// in the middle of a turn).
func positionOf(t *testing.T, r *rig, name string, acts []rules.Action) string {
	t.Helper()
	g, _ := r.app.deps.NewGame(name)
	for _, a := range acts {
		g.Apply(a, nil)
	}
	s, _ := g.Position()
	return s
}
