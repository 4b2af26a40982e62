package ai

import (
	"slices"
	"testing"

	"tavola/rules"
)

// rowPush is a Standard position where White's push onto b2 makes the row
// b2 c3 d4 e5 whose extent holds Black's GIPF piece on f5: a removal
// decision follows the push, and only after it is the capture made.
const rowPush = "standard 3W/1w3/2w3/3w3/3B2/5/B3 w 10 10 -"

func TestSearchSeesTheRemovalsOfItsLastPush(t *testing.T) {
	g := setup(t, newGame("gipf-standard"), rowPush)
	for name, b := range map[string]Budget{"alpha-beta": {Depth: 1}, "GF1 replica": {Depth: 1, GF1: true}} {
		r := NewSearchBudget(g, b, 1, 0).Run()
		if got := g.FormatAction(r.Action); got != "b2" || r.Depth != 1 {
			t.Errorf("%s at depth 1 turn: %s (depth %d), want b2 and its capture", name, got, r.Depth)
		}
		if name == "alpha-beta" && (len(r.PV) < 2 || g.FormatAction(r.PV[1]) != "xb2,c3,d4,e5,f5") {
			t.Errorf("%s: the line %v does not take the GIPF piece on f5", name, r.PV)
		}
	}
}

// newTestAlphaBeta is an alpha-beta search of g ready to run its parts.
func newTestAlphaBeta(g rules.Game) *alphaBeta {
	ab := newAlphaBeta(g, evaluatorFor(g), newControl(Budget{}, nil), Budget{}, 1, false)
	t := &tables{}
	t.tt.prepare(12, func() bool { return true })
	ab.tt, ab.abWork = &t.tt, t.work()
	ab.reset()
	return ab
}

func TestQuiescencePlaysOutACapture(t *testing.T) {
	g := setup(t, newGame("gipf-standard"), rowPush)
	ab := newTestAlphaBeta(g)
	var names []string
	for _, a := range ab.ev.tactical(g, nil) {
		names = append(names, g.FormatAction(a))
	}
	if !slices.Equal(names, []string{"b2"}) {
		t.Fatalf("tactical pushes %v, want [b2]", names)
	}
	static := ab.ev.evaluate(g)
	// White takes Black's GIPF piece on f5: two pieces, 40 for the
	// capture and 40 for the GIPF piece, whatever Black replies.
	if v := ab.quiesce(0, 0, -scoreInf, scoreInf); v < static+60 {
		t.Errorf("quiescence %d, static %d: the capture is not seen", v, static)
	}
	if g.Plies() != 0 {
		t.Errorf("quiescence left %d actions applied", g.Plies())
	}
}
