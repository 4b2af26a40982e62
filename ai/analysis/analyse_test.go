package analysis

import (
	"strings"
	"testing"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/kpe"
)

// play parses moves on a copy of g and returns the actions.
func play(t *testing.T, g rules.Game, moves ...string) []rules.Action {
	t.Helper()
	c := g.Clone()
	var out []rules.Action
	for _, m := range moves {
		a, err := c.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		c.Apply(a, nil)
		out = append(out, a)
	}
	return out
}

func newGame(t testing.TB, name, position string) rules.Game {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	if position != "" {
		if err := g.SetPosition(position); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func depthSearch(depth int) func() Evaluator {
	return func() Evaluator { return &Search{Budget: ai.Budget{Depth: depth}, Seed: 1} }
}

// TestGravityBlunderThatLetsFourThroughIsMarked: White has a1 b1 c1 and
// only d1 completes the row; Black plays h1 instead of blocking, and White
// wins. Black's move is a blunder, its better move lands on d1, and
// White's winning move is the best.
func TestGravityBlunderThatLetsFourThroughIsMarked(t *testing.T) {
	g := newGame(t, "gravity", "6bb/7b/8/8/8/8/8/www5 b")
	an, err := Analyse(g, play(t, g, "h1", "d1"), Options{NewEvaluator: depthSearch(3), Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(an.Moves) != 2 {
		t.Fatalf("%d turns analysed, want 2", len(an.Moves))
	}
	black, white := an.Moves[0], an.Moves[1]
	if black.Mark != Blunder {
		t.Errorf("h1 marked %v (chance %.2f → %.2f), want a blunder", black.Mark, black.ChanceBefore, black.ChanceAfter)
	}
	if black.ChanceAfter != 0 || black.After != -Proven {
		t.Errorf("after h1 Black's value is %v (chance %v), want the proven loss", black.After, black.ChanceAfter)
	}
	if len(black.Better) != 1 {
		t.Fatalf("better turn %v, want one action", black.Better)
	}
	c := g.Clone()
	c.Apply(black.Better[0], nil)
	if pos, _ := c.Position(); !strings.HasSuffix(pos, "/wwwb4 w") {
		t.Errorf("the better move %s leaves %s: it does not block on d1", g.FormatAction(black.Better[0]), pos)
	}
	if white.Mark != Best || white.Better != nil {
		t.Errorf("White's winning d1 marked %v with better %v, want best", white.Mark, white.Better)
	}
	s := an.Summaries()
	if s[rules.Second].Marks[Blunder] != 1 || s[rules.First].Marks[Best] != 1 {
		t.Errorf("summaries %+v", s)
	}
	if s[rules.Second].AverageLoss < 100*blunderLoss {
		t.Errorf("Black's average loss %.1f, want at least %.0f", s[rules.Second].AverageLoss, 100*blunderLoss)
	}
}

// TestAnalyseRefusesAnIllegalAction: a bad game gets an error, not a
// half analysis.
func TestAnalyseRefusesAnIllegalAction(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := play(t, g, "a1")
	acts = append(acts, acts[0]) // a1 again: taken
	if _, err := Analyse(g, acts, Options{NewEvaluator: depthSearch(1)}); err == nil {
		t.Error("an action played twice was analysed")
	}
}

// TestStopEndsTheAnalysis: a stopped analysis says so.
func TestStopEndsTheAnalysis(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := play(t, g, "a1", "b1", "c1", "d2", "e3")
	if _, err := Analyse(g, acts, Options{NewEvaluator: depthSearch(2), Stop: func() bool { return true }}); err != ErrStopped {
		t.Errorf("err = %v, want ErrStopped", err)
	}
}

// TestProgressCountsEveryPosition: the progress reaches the number of
// positions (turns and the last position).
func TestProgressCountsEveryPosition(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := play(t, g, "a1", "b1", "c1")
	last := 0
	_, err := Analyse(g, acts, Options{NewEvaluator: depthSearch(1), Workers: 2, Progress: func(done, total int) {
		if total != 4 {
			t.Errorf("total %d, want 4", total)
		}
		last = max(last, done)
	}})
	if err != nil {
		t.Fatal(err)
	}
	if last != 4 {
		t.Errorf("progress reached %d of 4", last)
	}
}

// TestKpeValuesLieWithinTheirBounds: in the opening nothing is proven
// and the search's value stays inside the bounds it reports.
func TestKpeValuesLieWithinTheirBounds(t *testing.T) {
	g := newGame(t, "kpe", "")
	acts := play(t, g, "A", "d", "C", "b")
	an, err := Analyse(g, acts, Options{NewEvaluator: func() Evaluator {
		return &Search{Budget: ai.Budget{Nodes: 2000, MCTS: true}, Seed: 1}
	}})
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range an.Moves {
		if m.Before.Lo > m.Before.Value || m.Before.Value > m.Before.Hi {
			t.Errorf("turn %d: value %v outside its bounds [%v, %v]", i, m.Before.Value, m.Before.Lo, m.Before.Hi)
		}
	}
	if !an.Kpe() {
		t.Error("a Kpé analysis is not in seeds")
	}
}

// TestKpeEndgameMoveIsMarkedBySeedsLost: on this board of 6 seeds (21 to
// 21 captured) the solver proves that A ends +2 for South and D −6:
// playing D loses 8 seeds (a mistake by the count) and throws the win
// away, a blunder; A is the better move. The
// values are checked against the solver's own per-move values.
func TestKpeEndgameMoveIsMarkedBySeedsLost(t *testing.T) {
	g := newGame(t, "kpe", "3,0,0,1/0,0,2,0 S ABCD abcd 21 21")
	root, history, lead := kpesolve.FromGame(g.(*kpe.Game))
	sr := kpesolve.Searcher{Src: noTables{}}
	want := map[string]float64{}
	for _, mv := range sr.MoveValues(root, history) {
		if !mv.Exact() {
			t.Fatalf("pit %d: [%d, %d], not exact", mv.Pit, mv.Lo, mv.Hi)
		}
		want[g.FormatAction(kpesolve.Action(mv.Pit, rules.First))] = float64(lead + mv.Lo)
	}
	if want["A"] != 2 || want["D"] != -6 {
		t.Fatalf("the solver values A %v and D %v, not the +2 and −6 this test is built on", want["A"], want["D"])
	}
	for _, c := range []struct {
		move   string
		mark   Mark
		better string
	}{{"A", Best, ""}, {"D", Blunder, "A"}} {
		an, err := Analyse(g, play(t, g, c.move), Options{NewEvaluator: func() Evaluator {
			return &Search{Budget: ai.Budget{Nodes: 5000, MCTS: true}, Seed: 1}
		}})
		if err != nil {
			t.Fatal(err)
		}
		mv := an.Moves[0]
		if !mv.Before.Exact() || mv.Before.Value != 2 || mv.AfterLo != mv.AfterHi || mv.After != want[c.move] {
			t.Errorf("%s: before %v [%v, %v], after %v [%v, %v]; want 2 exact and %v exact", c.move,
				mv.Before.Value, mv.Before.Lo, mv.Before.Hi, mv.After, mv.AfterLo, mv.AfterHi, want[c.move])
		}
		if mv.Mark != c.mark {
			t.Errorf("%s marked %v, want %v", c.move, mv.Mark, c.mark)
		}
		var better string
		for _, a := range mv.Better {
			better += g.FormatAction(a)
		}
		if better != c.better {
			t.Errorf("%s: better %q, want %q", c.move, better, c.better)
		}
	}
}
