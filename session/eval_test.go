package session_test

import (
	"errors"
	"math"
	"testing"

	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/session"
)

// gravityAt is a Gravity game at position.
func gravityAt(t *testing.T, position string) rules.Game {
	t.Helper()
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetPosition(position); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestStandingOfTurnsTheMoversValueToTheFirstPlayers(t *testing.T) {
	white := session.StandingOf("gravity", rules.First, analysis.Eval{Value: 200, Lo: 200, Hi: 200})
	black := session.StandingOf("gravity", rules.Second, analysis.Eval{Value: 200, Lo: 200, Hi: 200})
	if white.Value != 200 || white.Chance <= 0.5 || black.Value != -200 || black.Chance >= 0.5 {
		t.Errorf("+200 for the mover: White moving %+v, Black moving %+v; want White ahead, then behind", white, black)
	}
	if math.Abs(white.Chance+black.Chance-1) > 1e-12 {
		t.Errorf("the two sides' chances %v and %v do not add up to one", white.Chance, black.Chance)
	}
	if won := session.StandingOf("gipf-standard", rules.Second, analysis.Eval{Value: -analysis.Proven}); won.Chance != 1 || !won.Exact() {
		t.Errorf("Black to move and proven lost reads %+v; want White's certain win", won)
	}
	k := session.StandingOf("kpe", rules.Second, analysis.Eval{Value: 3, Lo: 2, Hi: 6})
	if !k.Seeds || k.Value != -3 || k.Lo != -6 || k.Hi != -2 || k.Exact() {
		t.Errorf("North to move, +3 in 2…6 reads %+v; want South's −3 in −6…−2, not exact", k)
	}
}

func TestAFinishedGameStandsAtItsResult(t *testing.T) {
	won := gravityAt(t, "8/8/8/8/8/8/8/wwww4 b") // White has four in a row
	if s := session.OutcomeStanding(won); s.Chance != 1 || !s.Exact() || s.Fill() != 1 {
		t.Errorf("White has won: %+v, fill %v; want a certain win, the bar full", s, s.Fill())
	}
	lost := gravityAt(t, "8/8/8/8/8/8/8/bbbb4 w")
	if s := session.OutcomeStanding(lost); s.Chance != 0 || s.Fill() != 0 {
		t.Errorf("Black has won: %+v; want White's chance 0", s)
	}
}

func TestTheBarFillsWithTheWinChanceAndTheKpeLead(t *testing.T) {
	if f := (session.Standing{Chance: 0.64}).Fill(); f != 0.64 {
		t.Errorf("a 64 %% chance fills %v", f)
	}
	seeds := func(v float64) float64 { return session.Standing{Seeds: true, Value: v, Lo: v, Hi: v}.Fill() }
	if seeds(0) != 0.5 {
		t.Errorf("an even Kpé game fills %v, want half", seeds(0))
	}
	if f := seeds(session.SeedScale); math.Abs(f-1/(1+math.Exp(-1))) > 1e-12 {
		t.Errorf("a lead of SeedScale fills %v, want 73 %%", f)
	}
	if seeds(48) < 0.999 || seeds(-48) > 0.001 {
		t.Errorf("the widest leads fill %v and %v; want the bar full and empty", seeds(48), seeds(-48))
	}
	prev := -1.0
	for v := -48.0; v <= 48; v += 2 {
		f := seeds(v)
		if f <= prev || f < 0 || f > 1 {
			t.Fatalf("lead %v fills %v after %v: not rising within [0, 1]", v, f, prev)
		}
		if math.Abs(f+seeds(-v)-1) > 1e-12 {
			t.Fatalf("leads %v and %v fill %v and %v: not symmetric", v, -v, f, seeds(-v))
		}
		prev = f
	}
}

// fakeEval is an evaluation the test ends by hand.
type fakeEval struct {
	game      rules.Game
	st        session.Standing
	done      bool
	err       error
	cancelled bool
}

func (f *fakeEval) Result() (session.Standing, bool, error) { return f.st, f.done, f.err }
func (f *fakeEval) Cancel()                                 { f.cancelled = true }

// fakeEvals starts fakeEvals and keeps them, newest last.
type fakeEvals struct{ runs []*fakeEval }

func (f *fakeEvals) start(g rules.Game) session.EvalRun {
	r := &fakeEval{game: g.Clone()}
	f.runs = append(f.runs, r)
	return r
}

func TestTheGaugeEvaluatesEachPositionOnceAndCancelsTheOneLeft(t *testing.T) {
	var f fakeEvals
	gg := session.NewGauge(f.start)
	g := gravityAt(t, "8/8/8/8/8/8/8/8 w")
	gg.Follow(g)
	gg.Follow(g)
	if len(f.runs) != 1 {
		t.Fatalf("%d searches for one position", len(f.runs))
	}
	if _, ok, _ := gg.Standing(); ok {
		t.Error("a standing before the search ended")
	}
	first := f.runs[0]
	first.st, first.done = session.Standing{Chance: 0.7}, true
	gg.Tick()
	if s, ok, fresh := gg.Standing(); !ok || !fresh || s.Chance != 0.7 || gg.Fill() != 0.7 {
		t.Errorf("the first value came: %+v, %v, %v, fill %v; want 0.7 at once", s, ok, fresh, gg.Fill())
	}
	a, _ := g.ParseAction("d1")
	g.Apply(a, nil)
	gg.Follow(g)
	b, _ := g.ParseAction("e1")
	g.Apply(b, nil)
	gg.Follow(g) // the position changed again before its value came
	if len(f.runs) != 3 || !f.runs[1].cancelled || f.runs[2].cancelled {
		t.Fatalf("%d searches; the one left cancelled: %v", len(f.runs), len(f.runs) > 1 && f.runs[1].cancelled)
	}
	f.runs[1].st, f.runs[1].done = session.Standing{Chance: 0.1}, true // too late: dropped
	gg.Tick()
	if s, ok, fresh := gg.Standing(); !ok || fresh || s.Chance != 0.7 {
		t.Errorf("while the new search runs: %+v, %v, fresh %v; want the old value, not fresh", s, ok, fresh)
	}
	if f.runs[2].game.Hash() != g.Hash() {
		t.Error("the search is not of the position followed")
	}
	gg.Close()
	if !f.runs[2].cancelled {
		t.Error("Close left the search running")
	}
}

func TestTheGaugeReportsAFailedSearchUntilTheNextValue(t *testing.T) {
	var f fakeEvals
	gg := session.NewGauge(f.start)
	g := gravityAt(t, "8/8/8/8/8/8/8/8 w")
	gg.Follow(g)
	f.runs[0].st, f.runs[0].done = session.Standing{Chance: 0.7}, true
	gg.Tick()
	a, _ := g.ParseAction("d1")
	g.Apply(a, nil)
	gg.Follow(g)
	boom := errors.New("the worker died")
	f.runs[1].done, f.runs[1].err = true, boom
	gg.Tick()
	if err := gg.Err(); !errors.Is(err, boom) {
		t.Errorf("after a failed search Err is %v, want %v", err, boom)
	}
	b, _ := g.ParseAction("e1")
	g.Apply(b, nil)
	gg.Follow(g)
	gg.Tick()
	if gg.Err() == nil {
		t.Error("the failure was forgotten before a value came")
	}
	f.runs[2].st, f.runs[2].done = session.Standing{Chance: 0.4}, true
	gg.Tick()
	if s, ok, fresh := gg.Standing(); gg.Err() != nil || !ok || !fresh || s.Chance != 0.4 {
		t.Errorf("after a good search: err %v, %+v %v %v; want the new value and no error", gg.Err(), s, ok, fresh)
	}
}

func TestTheGaugeEasesTheFillToTheNewValue(t *testing.T) {
	gg := session.NewGauge(nil)
	g := gravityAt(t, "8/8/8/8/8/8/8/8 w")
	gg.Show(g, session.Standing{Chance: 0.9})
	if gg.Fill() != 0.9 || gg.Tick() {
		t.Fatalf("the first value fills %v and still moves; want 0.9 at once", gg.Fill())
	}
	a, _ := g.ParseAction("d1")
	g.Apply(a, nil)
	gg.Show(g, session.Standing{Chance: 0.2})
	prev, ticks := gg.Fill(), 0
	for gg.Tick() {
		ticks++
		if f := gg.Fill(); f >= prev || f < 0.2 {
			t.Fatalf("tick %d: fill %v after %v; want it falling toward 0.2, never past", ticks, f, prev)
		}
		prev = gg.Fill()
		if ticks > 120 {
			t.Fatal("the fill never reached its value in two seconds of ticks")
		}
	}
	if gg.Fill() != 0.2 || ticks < 10 {
		t.Errorf("the fill stopped at %v after %d ticks; want 0.2, eased over several ticks", gg.Fill(), ticks)
	}
}

func TestTheGaugeValuesAFinishedGameWithoutASearch(t *testing.T) {
	var f fakeEvals
	gg := session.NewGauge(f.start)
	gg.Follow(gravityAt(t, "8/8/8/8/8/8/8/bbbb4 w"))
	if s, ok, fresh := gg.Standing(); len(f.runs) != 0 || !ok || !fresh || s.Chance != 0 {
		t.Errorf("a game Black won: %d searches, %+v, %v, %v; want none, White's chance 0", len(f.runs), s, ok, fresh)
	}
}

// constEval values every position at the number of actions played, from
// the mover's view.
type constEval struct{}

func (constEval) Evaluate(g rules.Game, _ func() bool) (analysis.Eval, error) {
	v := float64(10 * g.Plies())
	buf := g.Actions(nil)
	return analysis.Eval{Value: v, Lo: v, Hi: v, Line: buf[:1]}, nil
}

func TestARecordsAnalysisGivesTheStandingOfEachTurn(t *testing.T) {
	start, _ := catalog.New("gravity")
	s, err := session.New(start, [2]session.Seat{{}, {}}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"d1", "a8", "e1", "b8"} {
		a, err := s.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	r := s.Record()
	if _, ok := session.RecordStandings(r); ok {
		t.Error("a record without analysis gave standings")
	}
	g0, _ := catalog.New("gravity")
	an, err := analysis.Analyse(g0, s.Played(), analysis.Options{NewEvaluator: func() analysis.Evaluator { return constEval{} }})
	if err != nil {
		t.Fatal(err)
	}
	if err := analysis.Annotate(r, an); err != nil {
		t.Fatal(err)
	}
	st, ok := session.RecordStandings(r)
	if !ok || len(st) != 5 {
		t.Fatalf("standings %v, %v; want one for each of the 5 positions", st, ok)
	}
	for k := range 5 {
		want := float64(10 * k) // the mover's view: White moves at even k
		if k%2 == 1 {
			want = -want
		}
		if st[k].Value != want {
			t.Errorf("after %d actions White's value is %v, want %v", k, st[k].Value, want)
		}
	}
}

func TestTheBarWritesTheLeadersValueAtItsEnd(t *testing.T) {
	for _, tc := range []struct {
		s     session.Standing
		text  string
		first bool
	}{
		{session.Standing{Chance: 0.64}, "64 %", true},
		{session.Standing{Chance: 0.5}, "50 %", true},
		{session.Standing{Chance: 0.3}, "70 %", false},
		{session.Standing{Value: 900, Chance: 0.999}, "99 %", true},
		{session.Standing{Value: -analysis.Proven, Chance: 0}, "100 %", false},
		{session.Standing{Seeds: true, Value: 3, Lo: 3, Hi: 3}, "+3", true},
		{session.Standing{Seeds: true, Value: -2, Lo: -4, Hi: 0}, "≈−2", false},
		{session.Standing{Seeds: true}, "0", true},
	} {
		if text, first := tc.s.Label(); text != tc.text || first != tc.first {
			t.Errorf("%+v writes %q at the first player's end %v; want %q, %v", tc.s, text, first, tc.text, tc.first)
		}
	}
}
