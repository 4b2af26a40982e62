package commentary

import (
	"math"
	"testing"

	"tavola/ai/analysis"
	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/record"
)

// turn is an analysed turn of player p with the chances (or Kpé values)
// before and after it, from p's view.
func turn(p rules.Player, before, after float64, m analysis.Mark) analysis.Move {
	return analysis.Move{Turn: record.Turn{Player: p}, Mark: m, ChanceBefore: before, ChanceAfter: after,
		Before: analysis.Eval{Value: before, Lo: before, Hi: before}, After: after, AfterLo: after, AfterHi: after}
}

// TestGraphShowsWhitesChanceWhoeverMoved: the second player's chances are
// turned into White's, the start is the first turn's chance before it,
// and the levels run from the foot (Black certain) to the top.
func TestGraphShowsWhitesChanceWhoeverMoved(t *testing.T) {
	a := &analysis.Game{Name: "gravity", Moves: []analysis.Move{
		turn(rules.First, 0.55, 0.5, analysis.Inaccuracy),
		turn(rules.Second, 0.5, 0.2, analysis.Blunder), // Black's 20 %: White's 80 %
		turn(rules.First, 0.8, 1, analysis.Best),
	}}
	g := GraphOf(a)
	want := []float64{0.55, 0.5, 0.8, 1}
	if len(g.Points) != len(want) {
		t.Fatalf("%d points, want %d", len(g.Points), len(want))
	}
	for i, w := range want {
		if math.Abs(g.Points[i]-w) > 1e-9 || math.Abs(g.Level(i)-w) > 1e-9 {
			t.Errorf("point %d: %v (level %v), want %v", i, g.Points[i], g.Level(i), w)
		}
	}
	if g.Marks[1] != analysis.Blunder {
		t.Errorf("marks %v: turn 1 is not the blunder", g.Marks)
	}
	// Drawn in a box from y=100, 50 high: certain for White at the top.
	if y := g.Y(3, 100, 50); y != 100 {
		t.Errorf("White certain drawn at y %v, want the top 100", y)
	}
	if y := g.Y(1, 100, 50); y != 125 {
		t.Errorf("an even game drawn at y %v, want the middle 125", y)
	}
}

// TestKpeGraphShowsSouthsLeadWithinItsSpan: North's values are negated
// into South's lead, the span is the largest lead (at least minSpan) and
// a lead beyond it stays in the box.
func TestKpeGraphShowsSouthsLeadWithinItsSpan(t *testing.T) {
	a := &analysis.Game{Name: "kpe", Moves: []analysis.Move{
		turn(rules.First, 2, 2, analysis.Best),
		turn(rules.Second, -2, -12, analysis.Blunder), // North −12: South +12
	}}
	g := GraphOf(a)
	if g.Points[0] != 2 || g.Points[1] != 2 || g.Points[2] != 12 {
		t.Fatalf("points %v, want South's 2 2 12", g.Points)
	}
	if g.Span != 12 || g.Level(2) != 1 || g.Level(0) != 0.5+2.0/24 {
		t.Errorf("span %v, levels %v %v", g.Span, g.Level(0), g.Level(2))
	}
	if small := GraphOf(&analysis.Game{Name: "kpe", Moves: a.Moves[:1]}); small.Span != minSpan {
		t.Errorf("a game of small leads spans %v, want %d", small.Span, minSpan)
	}
}

// TestGraphHitIsTheTurnNearestTheClick: a click maps to the nearest
// point's turn, the first point to the start (-1), and outside to none.
func TestGraphHitIsTheTurnNearestTheClick(t *testing.T) {
	g := Graph{Points: make([]float64, 5)} // the start and 4 turns, 100 px wide: a point every 25
	for _, c := range []struct {
		x    float64
		turn int
		ok   bool
	}{{10, -1, true}, {22.4, -1, true}, {23, 0, true}, {60, 1, true}, {110, 3, true}, {9, 0, false}, {111, 0, false}} {
		turn, ok := g.Hit(c.x, 10, 100)
		if ok != c.ok || (ok && turn != c.turn) {
			t.Errorf("x %v: turn %d, %v; want %d, %v", c.x, turn, ok, c.turn, c.ok)
		}
	}
	for i := range g.Points {
		if turn, ok := g.Hit(g.X(i, 10, 100), 10, 100); !ok || turn != i-1 {
			t.Errorf("the click on point %d's x means turn %d, want %d", i, turn, i-1)
		}
	}
}

// TestSummaryNamesTheLossInBothLanguages: the marks and the loss, named
// by what the game counts.
func TestSummaryNamesTheLossInBothLanguages(t *testing.T) {
	var s analysis.Summary
	s.Turns, s.AverageLoss = 10, 4.25
	s.Marks[analysis.Inaccuracy], s.Marks[analysis.Mistake], s.Marks[analysis.Blunder] = 2, 1, 3
	for _, c := range []struct {
		lang i18n.Lang
		kpe  bool
		want string
	}{
		{i18n.English, false, "White: 2 ?!, 1 ?, 3 ?? · average win-chance loss 4.2"},
		{i18n.Italian, false, "White: 2 ?!, 1 ?, 3 ?? · perdita media di probabilità 4.2"},
		{i18n.English, true, "White: 2 ?!, 1 ?, 3 ?? · average seeds lost 4.2"},
		{i18n.Italian, true, "White: 2 ?!, 1 ?, 3 ?? · semi persi in media 4.2"},
	} {
		if got := Summary(c.lang, "White", c.kpe, s); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
		if LossExplained(c.lang, c.kpe) == "" {
			t.Errorf("no explanation of the loss in %s", c.lang.Code())
		}
	}
}
