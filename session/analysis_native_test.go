//go:build !js

package session_test

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/session"
)

// gravityGame is a Gravity game of a few moves, played through a session
// so that its record can be analysed too.
func gravityGame(t *testing.T) (*session.Session, []rules.Action) {
	t.Helper()
	s, err := session.New(gravity.New(), [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"d1", "e1", "d2", "c1", "d3", "e2"} {
		a, err := s.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return s, s.Played()
}

func nodes(n int64) func(string) ai.Budget {
	return func(string) ai.Budget { return ai.Budget{Nodes: n} }
}

// waitDone waits for the analyser to end, checking that its progress
// never goes back, and returns the last progress seen.
func waitDone(t *testing.T, an session.Analyser) (done, total int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !an.Done() {
		if time.Now().After(deadline) {
			t.Fatal("the analysis never ended")
		}
		d, tot := an.Progress()
		if d < done || d > tot {
			t.Fatalf("progress %d of %d after %d", d, tot, done)
		}
		done, total = d, tot
		time.Sleep(time.Millisecond)
	}
	return an.Progress()
}

// TestLocalAnalysisRunsInTheBackground: starting returns at once, the
// progress climbs to every position, and the result is Analyse's for the
// same budget, for a game and for its session's record.
func TestLocalAnalysisRunsInTheBackground(t *testing.T) {
	s, acts := gravityGame(t)
	start := gravity.New()
	want, err := analysis.Analyse(start, acts, analysis.Options{NewEvaluator: func() analysis.Evaluator {
		return &analysis.Search{Budget: ai.Budget{Nodes: 20_000}, Seed: 1}
	}})
	if err != nil {
		t.Fatal(err)
	}
	local := session.LocalAnalysis(nil, nodes(20_000))
	t0 := time.Now()
	an := local(start, acts)
	if el := time.Since(t0); el > 50*time.Millisecond {
		t.Errorf("starting the analysis took %v: it must run in the background", el)
	}
	if done, total := waitDone(t, an); done != len(acts)+1 || total != done {
		t.Errorf("the progress ended at %d of %d, want %d", done, total, len(acts)+1)
	}
	got, err := an.Result()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the background analysis differs from Analyse's:\n%+v\n%+v", got, want)
	}
	fromRecord, err := session.AnalyseRecord(local, s.Record())
	if err != nil {
		t.Fatal(err)
	}
	waitDone(t, fromRecord)
	if got, err := fromRecord.Result(); err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("the record's analysis %+v, %v differs from the game's", got, err)
	}
}

// TestCancelEndsTheLocalAnalysis: a cancelled analysis is done at once
// with ErrStopped, and its searches stop: the progress moves no more.
func TestCancelEndsTheLocalAnalysis(t *testing.T) {
	_, acts := gravityGame(t)
	an := session.LocalAnalysis(nil, nodes(100_000_000))(gravity.New(), acts)
	time.Sleep(30 * time.Millisecond)
	an.Cancel()
	if !an.Done() {
		t.Fatal("a cancelled analysis is not done")
	}
	if got, err := an.Result(); got != nil || !errors.Is(err, analysis.ErrStopped) {
		t.Errorf("a cancelled analysis gave %v, %v", got, err)
	}
	time.Sleep(50 * time.Millisecond) // a slice for the searches to see the cancel
	before, _ := an.Progress()
	time.Sleep(300 * time.Millisecond)
	if after, total := an.Progress(); after != before || after == total {
		t.Errorf("after the cancel the progress went from %d to %d of %d", before, after, total)
	}
	an.Cancel() // a second cancel changes nothing
}

// TestAnIllegalGameIsNotAnalysed: an action played twice ends the
// analysis at once with an error; a record that does not replay starts
// nothing.
func TestAnIllegalGameIsNotAnalysed(t *testing.T) {
	_, acts := gravityGame(t)
	an := session.LocalAnalysis(nil, nodes(1000))(gravity.New(), append(acts, acts[0]))
	if !an.Done() {
		t.Fatal("an illegal game's analysis is not done at once")
	}
	if got, err := an.Result(); got != nil || err == nil {
		t.Errorf("an illegal game was analysed: %v, %v", got, err)
	}
	s, _ := gravityGame(t)
	r := s.Record()
	r.Main.Moves[1].Action = r.Main.Moves[0].Action
	if an, err := session.AnalyseRecord(session.LocalAnalysis(nil, nodes(1000)), r); err == nil {
		t.Errorf("a record with an illegal move started %v", an)
	}
}
