package aiwork

import (
	"strings"
	"testing"
	"time"

	"tavola/ai/analysis"
)

func TestEvaluationRoundTrip(t *testing.T) {
	e := &analysis.Eval{Value: -2.5, Lo: -8, Hi: 4}
	back, ok, err := DecodeReply(Reply{ID: 12, Eval: e}.Encode())
	if err != nil || !ok || back.ID != 12 || back.Eval == nil || back.Eval.Value != e.Value || back.Eval.Lo != e.Lo || back.Eval.Hi != e.Hi {
		t.Fatalf("round trip of %+v gave %+v, %v, %v", e, back, ok, err)
	}
	for _, bad := range []string{
		"evaluation\n3\n1 2",
		"evaluation\n3\n1 0 x",
		"evaluation\n3\nNaN NaN NaN",
		"evaluation\n3\n5 0 4",
		"evaluation\n3\n1 0 2\n3",
	} {
		if _, _, err := DecodeReply(bad); err == nil {
			t.Errorf("DecodeReply(%q) did not fail", bad)
		}
	}
	q := Request{ID: 4, Evaluate: true, Game: "gravity", Start: "8/8/8/8/8/8/8/8 w", Moves: []string{"d1"}}
	if kind, _, _, err := decode(q.Encode()); err != nil || kind != kindEvaluate {
		t.Errorf("an evaluation request reads as %q, %v", kind, err)
	}
}

// threatened is a Gravity position where White's b1 c1 d1 threaten a1 and
// e1 both, with mover to move ("w" or "b"): won for White either way.
func threatened(mover string) string {
	if mover == "w" {
		return "bbb5/8/8/8/8/8/8/1www4 w"
	}
	return "bb6/8/8/8/8/8/8/1www4 b"
}

func TestServerEvaluatesAPositionFromTheMoversView(t *testing.T) {
	v := newServed(t, time.Millisecond)
	for i, mover := range []string{"w", "b"} {
		v.s.Handle(Request{ID: uint64(i + 1), Evaluate: true, Game: "gravity", Start: threatened(mover)}.Encode())
		rep := v.wait(t, 30*time.Second)
		want := analysis.Proven
		if mover == "b" {
			want = -want
		}
		if rep.ID != uint64(i+1) || rep.Eval == nil || rep.Eval.Value != float64(want) {
			t.Errorf("%s to move: reply %+v; want the value %d", mover, rep, want)
		}
	}
	v.s.Handle(Request{ID: 9, Evaluate: true, Game: "gravity", Start: "8/8/8/8/8/8/8/wwww4 b"}.Encode())
	if rep := v.wait(t, 10*time.Second); rep.ID != 9 || rep.Err == "" {
		t.Errorf("a finished game's evaluation got %+v, want an error", rep)
	}
}

func TestServerDropsACancelledEvaluation(t *testing.T) {
	v := newServed(t, time.Millisecond)
	long := request(t, "gipf-standard", 8, 6, 1)
	short := request(t, "gravity", 2, 1, 3)
	v.s.Handle(long.Encode())
	v.s.Handle(Request{ID: 2, Evaluate: true, Game: "gipf-standard", Start: long.Start, Moves: long.Moves}.Encode())
	v.s.Handle(short.Encode())
	v.s.Handle(Cancel(2))
	v.s.Handle(Cancel(1))
	if rep := v.wait(t, 10*time.Second); rep.ID != short.ID {
		t.Fatalf("the first reply is %+v, want the short search's: the evaluation was cancelled", rep)
	}
}

func TestClientEvaluatesInTheWorker(t *testing.T) {
	l := newLinked(t)
	g, _ := gameOf(t, "gravity", threatened("b"))
	run := l.c.Evaluate(g)
	a, _ := g.ParseAction("a1")
	g.Apply(a, nil) // the game goes on: the value is of the position asked
	deadline := time.Now().Add(30 * time.Second)
	for {
		e, done, err := run.Result()
		if done {
			if err != nil || e.Value != -analysis.Proven {
				t.Errorf("the worker's value %+v, %v; want −Proven, Black to move and lost", e, err)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the evaluation never ended")
		}
		time.Sleep(time.Millisecond)
	}
	l.c.mu.Lock()
	left := len(l.c.evaluating)
	l.c.mu.Unlock()
	if left != 0 {
		t.Errorf("%d evaluations still followed after the reply came", left)
	}
}

func TestClientCancelsAnEvaluation(t *testing.T) {
	l := newLinked(t)
	g, _ := gameOf(t, "gipf-standard", "")
	busy := l.c.NewSearch(g, 7, 1, 1) // the worker is busy: the evaluation waits behind it
	defer busy.Cancel()
	run := l.c.Evaluate(g)
	run.Cancel()
	if _, done, err := run.Result(); !done || err != analysis.ErrStopped {
		t.Errorf("a cancelled evaluation reads done %v, %v; want ErrStopped", done, err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if last := l.sent[len(l.sent)-1]; !strings.HasPrefix(last, kindCancel) {
		t.Errorf("no cancel sent: %q", l.sent)
	}
}

func TestClientEvaluatesNothingOnceTheWorkerFailed(t *testing.T) {
	l := newLinked(t)
	g, _ := gameOf(t, "gipf-standard", "")
	busy := l.c.NewSearch(g, 7, 1, 1) // the evaluation waits behind it
	defer busy.Cancel()
	pending := l.c.Evaluate(g)
	l.c.Fail("gone")
	if _, done, err := pending.Result(); !done || err == nil || !strings.Contains(err.Error(), "gone") {
		t.Errorf("an evaluation under way when the worker failed: done %v, %v; want the failure", done, err)
	}
	l.mu.Lock()
	sent := len(l.sent)
	l.mu.Unlock()
	run := l.c.Evaluate(g)
	if _, done, err := run.Result(); !done || err == nil {
		t.Errorf("after the worker failed: done %v, %v; want an error at once", done, err)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.sent) != sent {
		t.Errorf("%d messages sent to a failed worker", len(l.sent)-sent)
	}
}
