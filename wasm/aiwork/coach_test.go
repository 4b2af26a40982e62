package aiwork

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules/catalog"
	"tavola/rules/kpe"
)

// coachEndgame is a Kpé endgame the tables of 6 seeds solve, with its
// request and the solver's values of its moves.
func coachEndgame(t *testing.T) (*kpe.Game, *kpesolve.Tables, []kpesolve.MoveValue) {
	t.Helper()
	tab, err := kpesolve.SmallTables(6)
	if err != nil {
		t.Fatal(err)
	}
	g := kpe.New()
	if err := g.SetPosition("2,0,1,1/0,1,1,0 S ABCD abcd 22 20"); err != nil {
		t.Fatal(err)
	}
	root, history, _ := kpesolve.FromGame(g)
	return g, tab, (&kpesolve.Searcher{Src: tab}).MoveValues(root, history)
}

func TestRatingRoundTrip(t *testing.T) {
	r := &kpecoach.Rating{Moves: []kpesolve.MoveValue{{Pit: 0, Lo: -3, Hi: 5, Taken: 2}, {Pit: 3, Lo: 4, Hi: 4, Ends: true}},
		Mover: 1, Lead: -2, Done: true}
	back, ok, err := DecodeReply(Reply{ID: 9, Rating: r}.Encode())
	if err != nil || !ok || back.ID != 9 || back.Rating == nil {
		t.Fatalf("round trip gave %+v, %v, %v", back, ok, err)
	}
	if got := back.Rating; got.Mover != r.Mover || got.Lead != r.Lead || got.Done != r.Done || !slices.Equal(got.Moves, r.Moves) {
		t.Errorf("round trip gave %+v, want %+v", got, r)
	}
	r.Done, r.Moves = false, nil
	if back, _, err := DecodeReply(Reply{ID: 9, Rating: r}.Encode()); err != nil || back.Rating.Done || len(back.Rating.Moves) != 0 {
		t.Errorf("a rating still searching, of no moves, read back as %+v, %v", back.Rating, err)
	}
	for _, bad := range []string{
		"rating\n3\nmaybe\n0\n0",
		"rating\n3\ndone\n2\n0",
		"rating\n3\ndone\n0\n99",
		"rating\n3\ndone\n0\n0\n4 0 0 0 0",
		"rating\n3\ndone\n0\n0\n1 3 2 0 0",
		"rating\n3\ndone\n0\n0\n1 0 0 0",
		"rating\n3\ndone\n0\n0\n0 0 0 0 0\n1 0 0 0 0\n2 0 0 0 0\n3 0 0 0 0\n0 0 0 0 0",
		"rating\n3\ndone\n0",
	} {
		if _, _, err := DecodeReply(bad); err == nil {
			t.Errorf("DecodeReply(%q) did not fail", bad)
		}
	}
	q := Request{ID: 4, Coach: true, Game: "kpe", Start: "6,6,6,6/6,6,6,6 S - - 0 0", Moves: []string{"A"}}
	if kind, _, _, err := decode(q.Encode()); err != nil || kind != kindCoach {
		t.Errorf("a coach request reads as %q, %v", kind, err)
	}
}

func TestServerRatesTheCoachsPositionWithTheTables(t *testing.T) {
	g, tab, want := coachEndgame(t)
	v := newServed(t, time.Millisecond)
	v.s.SetKpeTables(kpetables.Loaded(tab, "test"))
	start, moves, err := History(g)
	if err != nil {
		t.Fatal(err)
	}
	v.s.Handle(Request{ID: 5, Coach: true, Game: "kpe", Start: start, Moves: moves}.Encode())
	v.wait(t, 30*time.Second)
	v.wait(t, 30*time.Second)
	v.mu.Lock()
	var got []Reply
	for _, m := range v.replies {
		r, _, err := DecodeReply(m)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, r)
	}
	v.mu.Unlock()
	if len(got) != 2 {
		t.Fatalf("%d replies, want the bounds and the final values", len(got))
	}
	first, final := got[0], got[1]
	if first.ID != 5 || first.Rating == nil || first.Rating.Done {
		t.Fatalf("the first reply %+v, want the bounds of 5", first)
	}
	if final.ID != 5 || final.Rating == nil || !final.Rating.Done || !slices.Equal(final.Rating.Moves, want) {
		t.Fatalf("the final reply %+v, want the solver's values %+v", final, want)
	}
	if final.Rating.Lead != 2 || final.Rating.Mover != g.ToMove() {
		t.Errorf("the rating is for mover %d, lead %d", final.Rating.Mover, final.Rating.Lead)
	}
}

func TestServerRefusesARatingItCannotMake(t *testing.T) {
	v := newServed(t, time.Millisecond)
	g, _ := catalog.New("gravity")
	start, _ := g.Position()
	v.s.Handle(Request{ID: 6, Coach: true, Game: "gravity", Start: start}.Encode())
	if rep := v.wait(t, 5*time.Second); rep.ID != 6 || !strings.Contains(rep.Err, "Kpé") {
		t.Errorf("a rating of Gravity got %+v, want an error", rep)
	}
	k := kpe.New()
	start, _ = k.Position()
	v.s.Handle(Request{ID: 7, Coach: true, Game: "kpe", Start: start}.Encode())
	if rep := v.wait(t, 5*time.Second); rep.ID != 7 || !strings.Contains(rep.Err, "no Kpé tables") {
		t.Errorf("a rating without tables got %+v, want an error", rep)
	}
}

func TestServerDropsACancelledRating(t *testing.T) {
	g, tab, _ := coachEndgame(t)
	v := newServed(t, time.Millisecond)
	v.s.SetKpeTables(kpetables.Loaded(tab, "test"))
	start, moves, _ := History(g)
	long := request(t, "gipf-standard", 8, 6, 1)
	short := request(t, "gravity", 2, 1, 3)
	v.s.Handle(long.Encode())
	v.s.Handle(Request{ID: 2, Coach: true, Game: "kpe", Start: start, Moves: moves}.Encode())
	v.s.Handle(short.Encode())
	v.s.Handle(Cancel(2))
	v.s.Handle(Cancel(1))
	if rep := v.wait(t, 10*time.Second); rep.ID != short.ID {
		t.Fatalf("the first reply is %+v, want the short search's: the rating was cancelled", rep)
	}
}

func TestClientRatesInTheWorker(t *testing.T) {
	g, tab, want := coachEndgame(t)
	l := newLinked(t)
	l.s.SetKpeTables(kpetables.Loaded(tab, "test"))
	run := l.c.Coach(g)
	g.Apply(g.Actions(nil)[0], nil) // the game goes on: the rating is of the position asked
	deadline := time.Now().Add(30 * time.Second)
	var r kpecoach.Rating
	n := 0
	for !r.Done {
		if time.Now().After(deadline) {
			t.Fatal("the rating never finished")
		}
		time.Sleep(time.Millisecond)
		r, n = run.Latest()
	}
	if n != 2 || !slices.Equal(r.Moves, want) {
		t.Errorf("%d ratings, the last %+v; want 2, the solver's %+v", n, r.Moves, want)
	}
	l.c.mu.Lock()
	left := len(l.c.coaching)
	l.c.mu.Unlock()
	if left != 0 {
		t.Errorf("%d ratings still followed after the last one came", left)
	}
	run.Cancel() // done already: nothing is sent
	l.mu.Lock()
	defer l.mu.Unlock()
	if last := l.sent[len(l.sent)-1]; strings.HasPrefix(last, kindCancel) {
		t.Errorf("a cancel was sent for a rating done: %q", l.sent)
	}
}

func TestClientRatesNothingOnceTheWorkerFailed(t *testing.T) {
	g, tab, _ := coachEndgame(t)
	l := newLinked(t)
	l.s.SetKpeTables(kpetables.Loaded(tab, "test"))
	l.c.Fail("gone")
	run := l.c.Coach(g)
	time.Sleep(50 * time.Millisecond)
	if _, n := run.Latest(); n != 0 || len(l.sent) != 0 {
		t.Errorf("after the worker failed: %d ratings, %d messages sent", n, len(l.sent))
	}
}
