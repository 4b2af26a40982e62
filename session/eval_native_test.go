//go:build !js

package session_test

import (
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/kpe"
	"tavola/session"
)

// settle follows g with gg until its standing is fresh.
func settle(t *testing.T, gg *session.Gauge, g rules.Game) session.Standing {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second) // the bar's 300 ms, on a loaded machine
	for {
		gg.Follow(g)
		if s, ok, fresh := gg.Standing(); ok && fresh {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatal("no value in 30 s")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestTheBarsSearchValuesAPositionInTheBackground(t *testing.T) {
	gg := session.NewGauge(session.LocalEval(nil, session.EvalBudget))
	defer gg.Close()
	g := gravityAt(t, "8/8/8/8/8/8/8/8 w")
	t0 := time.Now()
	gg.Follow(g)
	if d := time.Since(t0); d > 50*time.Millisecond {
		t.Errorf("Follow took %v: it must only start the search", d)
	}
	s := settle(t, gg, g)
	if s.Seeds || s.Chance <= 0.05 || s.Chance >= 0.95 {
		t.Errorf("the empty board reads %+v; want a chance, far from certain", s)
	}
}

func TestAWonPositionReadsFullForWhiteWhoeverMoves(t *testing.T) {
	// White's b1 c1 d1 threaten a1 and e1 both: White to move wins at
	// once, Black to move blocks one and loses to the other.
	for _, pos := range []string{"bbb5/8/8/8/8/8/8/1www4 w", "bb6/8/8/8/8/8/8/1www4 b"} {
		gg := session.NewGauge(session.LocalEval(nil, session.EvalBudget))
		s := settle(t, gg, gravityAt(t, pos))
		gg.Close()
		if s.Chance < 0.99 || s.Fill() < 0.99 {
			t.Errorf("%s: White's chance %v, fill %v; want near 100 %%", pos, s.Chance, s.Fill())
		}
	}
	// The same threats for Black: White's chance is near 0, whoever moves.
	for _, pos := range []string{"ww6/8/8/8/8/8/8/1bbb4 w", "www5/8/8/8/8/8/8/1bbb4 b"} {
		gg := session.NewGauge(session.LocalEval(nil, session.EvalBudget))
		s := settle(t, gg, gravityAt(t, pos))
		gg.Close()
		if s.Chance > 0.01 {
			t.Errorf("%s: White's chance %v; want near 0", pos, s.Chance)
		}
	}
}

func TestTheBarReadsAKpeEndgameAsSouthsExactLead(t *testing.T) {
	for _, pos := range []string{"1,0,1,0/0,1,0,1 S ABCD abcd 23 21", "1,0,1,0/0,1,0,1 N ABCD abcd 23 21"} {
		g := kpe.New()
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		gg := session.NewGauge(session.LocalEval(nil, session.EvalBudget))
		s := settle(t, gg, g)
		gg.Close()
		var direct analysis.Search
		direct.Budget = session.EvalBudget("kpe")
		e, err := direct.Evaluate(g.Clone(), func() bool { return false })
		if err != nil || !e.Exact() {
			t.Fatalf("%s: the direct search gave %+v, %v; want an exact value", pos, e, err)
		}
		want := e.Value
		if g.ToMove() != rules.First {
			want = -want
		}
		if !s.Seeds || !s.Exact() || s.Value != want {
			t.Errorf("%s: the bar reads %+v; want South's exact lead %v", pos, s, want)
		}
	}
}

func TestACancelledEvaluationStopsAndLetsTheNextSearch(t *testing.T) {
	long := func(game string) ai.Budget {
		if game == "gravity" {
			return session.EvalBudget(game)
		}
		return ai.Budget{Time: time.Minute, Wall: true, Threads: 1}
	}
	start := session.LocalEval(nil, long)
	gipf, err := catalog.New("gipf-standard")
	if err != nil {
		t.Fatal(err)
	}
	first := start(gipf)
	time.Sleep(50 * time.Millisecond) // it searches, for a minute unless cancelled
	first.Cancel()
	second := start(gravityAt(t, "8/8/8/8/8/8/8/8 w"))
	deadline := time.Now().Add(20 * time.Second)
	for {
		if _, done, err := second.Result(); done {
			if err != nil {
				t.Fatal(err)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the next evaluation waited 20 s: the cancelled one did not stop")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if _, done, _ := first.Result(); done {
		t.Error("the cancelled evaluation gave a value")
	}
}
