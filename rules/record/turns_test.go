package record

import (
	"reflect"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
)

// playTurns plays moves on g, counting them into turns with AddAction.
func playTurns(t *testing.T, g rules.Game, moves ...string) []Turn {
	t.Helper()
	var turns []Turn
	for i, m := range moves {
		a, err := legalAction(g, m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		turns = AddAction(turns, g, i)
		g.Apply(a, nil)
	}
	return turns
}

func TestAGIPFTurnHoldsThePushAndTheRemovalsAfterIt(t *testing.T) {
	g := gipf.New(gipf.Standard)
	if err := g.SetPosition("standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -"); err != nil {
		t.Fatal(err)
	}
	// White's push makes a black row, which Black removes in White's turn.
	turns := playTurns(t, g, "a1-f5", "xb2,c3,(d4),e5,f5", "i5-h5", "a2-b2")
	want := []Turn{{rules.First, 1, 0, 2}, {rules.Second, 1, 2, 3}, {rules.First, 2, 3, 4}}
	if !reflect.DeepEqual(turns, want) {
		t.Fatalf("turns %+v, want %+v", turns, want)
	}
	for _, w := range [][]Turn{want[:2], {{rules.First, 1, 0, 2}}, {{rules.First, 1, 0, 1}}, nil} {
		turns = DropAction(turns)
		if len(turns) == 0 {
			turns = nil
		}
		if !reflect.DeepEqual(turns, w) {
			t.Fatalf("after DropAction: %+v, want %+v", turns, w)
		}
	}
}

func TestTurnsOfAGameTheSecondPlayerStartsAreNumberedFromOne(t *testing.T) {
	g := gravity.New()
	if err := g.SetPosition("8/8/8/8/8/8/8/8 b"); err != nil {
		t.Fatal(err)
	}
	turns := playTurns(t, g, "d6", "c4", "e8")
	want := []Turn{{rules.Second, 1, 0, 1}, {rules.First, 2, 1, 2}, {rules.Second, 2, 2, 3}}
	if !reflect.DeepEqual(turns, want) {
		t.Errorf("turns %+v, want %+v", turns, want)
	}
}
