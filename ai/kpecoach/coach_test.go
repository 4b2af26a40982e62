package kpecoach

import (
	"slices"
	"testing"

	"tavola/ai/kpesolve"
	"tavola/rules/kpe"
)

// endgame is a Kpé endgame that the tables of 6 seeds solve, South to
// move, two seeds ahead.
func endgame(t *testing.T) (*kpe.Game, *kpesolve.Tables) {
	t.Helper()
	tab, err := kpesolve.SmallTables(6)
	if err != nil {
		t.Fatal(err)
	}
	g := kpe.New()
	if err := g.SetPosition("2,0,1,1/0,1,1,0 S ABCD abcd 22 20"); err != nil {
		t.Fatal(err)
	}
	return g, tab
}

func TestRatePublishesTheBoundsThenTheSolvedValues(t *testing.T) {
	g, tab := endgame(t)
	var got []Rating
	Rate(&kpesolve.Searcher{Src: tab}, Of(g), func() bool { return false }, func(r Rating) { got = append(got, r) })
	if len(got) != 2 || got[0].Done || !got[1].Done {
		t.Fatalf("published %+v, want the bounds and then the final values", got)
	}
	root, history, lead := kpesolve.FromGame(g)
	want := (&kpesolve.Searcher{Src: tab}).MoveValues(root, history)
	if !slices.Equal(got[1].Moves, want) || len(want) == 0 {
		t.Errorf("final values %+v, the solver's %+v", got[1].Moves, want)
	}
	for _, r := range got {
		if r.Lead != lead || r.Lead != 2 || r.Mover != g.ToMove() {
			t.Errorf("rating for mover %d, lead %d; want %d, %d", r.Mover, r.Lead, g.ToMove(), lead)
		}
	}
	for i, m := range got[0].Moves {
		if f := got[1].Moves[i]; m.Pit != f.Pit || m.Lo > f.Lo || m.Hi < f.Hi {
			t.Errorf("pit %d: the bounds [%d, %d] do not hold the value [%d, %d]", m.Pit, m.Lo, m.Hi, f.Lo, f.Hi)
		}
	}
}

func TestRateStoppedPublishesNothingMore(t *testing.T) {
	g, tab := endgame(t)
	n := 0
	Rate(&kpesolve.Searcher{Src: tab}, Of(g), func() bool { return true }, func(Rating) { n++ })
	if n != 0 {
		t.Errorf("stopped before it began, Rate published %d ratings", n)
	}
	var got []Rating
	Rate(&kpesolve.Searcher{Src: tab}, Of(g), func() bool { return len(got) > 0 }, func(r Rating) { got = append(got, r) })
	if len(got) != 1 || got[0].Done {
		t.Errorf("stopped after the bounds, Rate published %+v", got)
	}
}
