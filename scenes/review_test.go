package scenes

import (
	"slices"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/session"
)

// twoPeople starts a Gravity game between two people with moves played.
func twoPeople(t *testing.T, r *rig, moves ...string) *play {
	t.Helper()
	p := startTwoPeople(t, r, "gravity")
	for _, m := range moves {
		a, err := p.sess.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.apply(r.app, a); err != nil {
			t.Fatal(err)
		}
	}
	r.frames(2)
	return p
}

// positionAfter is the position string after the first k moves.
func positionAfter(t *testing.T, r *rig, moves []string, k int) string {
	t.Helper()
	g, _ := r.app.deps.NewGame("gravity")
	for _, m := range moves[:k] {
		a, _ := g.ParseAction(m)
		g.Apply(a, nil)
	}
	s, _ := g.Position()
	return s
}

func TestHistoryReviewStepsThroughTheGameAndLocksTheBoard(t *testing.T) {
	moves := []string{"d6", "c4", "e5", "h1", "e4"}
	r := newRig(t, Options{})
	p := twoPeople(t, r, moves...)
	live, _ := p.sess.Game().Position()
	a3, _ := p.sess.Game().ParseAction("a3")
	x, y := pointFor(t, p.view, p.sess.Game(), p.board, a3)

	steps := []struct {
		name string
		in   func()
		want int // actions shown; len(moves) is live
	}{
		{"← steps back one move", func() { r.in.key(VerbLeft) }, 4},
		{"← again", func() { r.in.key(VerbLeft) }, 3},
		{"Home goes to the start", func() { r.in.key(VerbFirst) }, 0},
		{"← at the start stays there", func() { r.in.key(VerbLeft) }, 0},
		{"→ steps forward", func() { r.in.key(VerbRight) }, 1},
		{"a click on the board plays nothing", func() { r.in.click(x, y) }, 1},
		{"End returns to the live position", func() { r.in.key(VerbLast) }, 5},
		{"→ at the live position stays live", func() { r.in.key(VerbRight) }, 5},
		{"← from live", func() { r.in.key(VerbLeft) }, 4},
		{"→ into the last move is live again", func() { r.in.key(VerbRight) }, 5},
	}
	for _, st := range steps {
		st.in()
		r.settle()
		reviewing := p.rev.active()
		if reviewing != (st.want < len(moves)) {
			t.Fatalf("%s: reviewing %v", st.name, reviewing)
		}
		if got := p.shown(); got != st.want {
			t.Fatalf("%s: shows %d moves, want %d", st.name, got, st.want)
		}
		if reviewing {
			if got, want := mustPosition(t, p.rev.game), positionAfter(t, r, moves, st.want); got != want {
				t.Errorf("%s: reviewed position %q, want %q", st.name, got, want)
			}
		}
		if got, _ := p.sess.Game().Position(); got != live || len(p.sess.Moves()) != len(moves) {
			t.Fatalf("%s: the live game changed to %q %v", st.name, got, p.sess.Moves())
		}
	}
	// Out of review the same click plays.
	r.in.click(x, y)
	r.settle()
	if got := p.sess.Moves(); len(got) != len(moves)+1 || got[len(moves)] != "a3" {
		t.Errorf("after the review a click on a3 gave %v", got)
	}
}

func mustPosition(t *testing.T, g rules.Game) string {
	t.Helper()
	s, err := g.Position()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestClickingAMoveInTheListShowsThatPosition(t *testing.T) {
	moves := []string{"d6", "c4", "e5", "h1", "e4", "d4"}
	r := newRig(t, Options{})
	p := twoPeople(t, r, moves...)
	g := p.moves.Geom
	if !g.Paired || g.N != 3 {
		t.Fatalf("Gravity's list: paired %v, %d rows; want 3 rows of two", g.Paired, g.N)
	}
	// Black's move of row 2 ("h1") is the fourth action.
	r.in.click(int(g.Col2+r.app.unit), int(g.Y+g.Line))
	r.settle()
	if !p.rev.active() || p.rev.at != 4 {
		t.Fatalf("after clicking h1: reviewing %v at %d, want 4", p.rev.active(), p.rev.at)
	}
	// White's move of the first row.
	r.in.click(int(g.X+12*r.app.unit), int(g.Y))
	r.settle()
	if !p.rev.active() || p.rev.at != 1 {
		t.Fatalf("after clicking d6: reviewing %v at %d, want 1", p.rev.active(), p.rev.at)
	}
	// A move (undo) returns to the live position and then takes back.
	r.in.key(VerbUndo)
	r.settle()
	if p.rev.active() || len(p.sess.Moves()) != len(moves)-1 {
		t.Errorf("after undo while reviewing: reviewing %v, moves %v", p.rev.active(), p.sess.Moves())
	}
}

func TestReviewingNeitherCancelsNorConfusesTheAI(t *testing.T) {
	r := newRig(t, Options{Game: "gravity"}) // a person against the AI
	r.frames(2)
	p := r.playScene()
	x, y := movePoint(t, p, "e4")
	r.in.click(x, y)
	r.settle()
	for i := 0; len(p.sess.Moves()) < 2; i++ {
		if i > 3000 {
			t.Fatal("the AI never replied")
		}
		r.frames(1)
	}
	x, y = movePoint(t, p, "d4")
	r.in.click(x, y)
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.settle()
	if !p.rev.active() && len(p.sess.Moves()) == 3 {
		t.Fatal("the keys did not start a review")
	}
	gen := p.sess.Generation()
	// The AI answers while the person reviews: its move is legal in the
	// live game, and playing it returns the board to the live position.
	for i := 0; len(p.sess.Moves()) < 4; i++ {
		if i > 3000 {
			t.Fatal("the AI never replied during the review")
		}
		if len(p.sess.Moves()) == 3 && (p.sess.Generation() != gen || !p.sess.AIToMove()) {
			t.Fatalf("during the review the search's generation went %d → %d", gen, p.sess.Generation())
		}
		r.frames(1)
	}
	if p.rev.active() {
		t.Error("the AI's move left the board in review")
	}
	data, _ := r.store.Load(session.Key(p.name))
	if v, err := session.DecodeSave(data); err != nil || !slices.Equal(v.Moves, p.sess.Moves()) {
		t.Errorf("the autosave holds %q (%v), want the moves %q", v.Moves, err, p.sess.Moves())
	}
}

func TestGIPFMoveListKeepsATurnsRemovalsWithItsPush(t *testing.T) {
	r := newRig(t, Options{})
	p, _ := gipfPlay(t, r, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", [2]session.Seat{{}, {}})
	g := p.sess.Game()
	for _, m := range []string{"e1-e5", "xc3,d4,e5,f5"} {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.apply(r.app, a); err != nil {
			t.Fatal(err)
		}
	}
	acts := g.Actions(nil)
	black := g.FormatAction(acts[0])
	if err := p.apply(r.app, acts[0]); err != nil {
		t.Fatal(err)
	}
	r.frames(2)
	want := []struct{ num, text string }{{"1.", "e1-e5 xc3,d4,e5,f5"}, {"1...", black}}
	if len(p.moves.Text) != len(want) {
		t.Fatalf("turns %q, want %v", p.moves.Text, want)
	}
	for i, w := range want {
		if p.moves.Num[i] != w.num || p.moves.Text[i] != w.text {
			t.Errorf("turn %d: %s %q, want %s %q", i, p.moves.Num[i], p.moves.Text[i], w.num, w.text)
		}
	}
	if p.moves.Geom.N == 0 {
		t.Error("the move list was not drawn")
	}
	// Clicking the first turn shows the position after the removal.
	ml := p.moves.Geom
	r.in.click(int(ml.X+12*r.app.unit), int(ml.Y))
	r.settle()
	if !p.rev.active() || p.rev.at != 2 {
		t.Errorf("clicking White's turn: reviewing %v at %d, want after its 2 actions", p.rev.active(), p.rev.at)
	}
}
