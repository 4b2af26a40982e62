package session_test

import (
	"testing"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/rules/kpe"
	"tavola/session"
)

// fakeRun is a rating the test publishes by hand.
type fakeRun struct {
	r         kpecoach.Rating
	n         int
	cancelled bool
}

func (f *fakeRun) Latest() (kpecoach.Rating, int) { return f.r, f.n }
func (f *fakeRun) Cancel()                        { f.cancelled = true }

// fakeCoach starts fakeRuns and keeps them, newest last.
type fakeCoach struct{ runs []*fakeRun }

func (f *fakeCoach) start(*kpe.Game) session.CoachRun {
	r := &fakeRun{}
	f.runs = append(f.runs, r)
	return r
}

func TestCoachFollowsThePositionAndTellsEachRatingOnce(t *testing.T) {
	var f fakeCoach
	c := session.NewCoach(f.start)
	if _, changed := c.News(); changed {
		t.Error("news before anything was followed")
	}
	g := kpe.New()
	c.Follow(g)
	c.Follow(g) // the same position: the same rating goes on
	if len(f.runs) != 1 {
		t.Fatalf("%d ratings started for one position", len(f.runs))
	}
	if r, changed := c.News(); !changed || r.Moves != nil {
		t.Errorf("a new position's news is %+v, %v; want the empty rating (the notes go)", r, changed)
	}
	if _, changed := c.News(); changed {
		t.Error("the same news told twice")
	}
	run := f.runs[0]
	run.r, run.n = kpecoach.Rating{Moves: []kpesolve.MoveValue{{Pit: 1, Lo: -2, Hi: 3}}}, 1
	if r, changed := c.News(); !changed || len(r.Moves) != 1 || c.Last().Moves[0].Hi != 3 {
		t.Errorf("the bounds came: news %+v, %v", r, changed)
	}
	if _, changed := c.News(); changed {
		t.Error("the bounds told twice")
	}
	run.r, run.n = kpecoach.Rating{Moves: []kpesolve.MoveValue{{Pit: 1, Lo: 3, Hi: 3}}, Done: true}, 2
	if r, changed := c.News(); !changed || !r.Done {
		t.Errorf("the final rating came: news %+v, %v", r, changed)
	}
	// A move: the old rating is cancelled, a new one starts, the notes go.
	g.Apply(g.Actions(nil)[0], nil)
	c.Follow(g)
	if !run.cancelled || len(f.runs) != 2 {
		t.Fatalf("after a move: the old rating cancelled %v, %d started", run.cancelled, len(f.runs))
	}
	if r, changed := c.News(); !changed || r.Moves != nil || c.Last().Moves != nil {
		t.Errorf("after a move the news is %+v, %v; want the empty rating", r, changed)
	}
	// Off (nil): cancelled and cleared; on again rates anew.
	c.Follow(nil)
	if !f.runs[1].cancelled || len(f.runs) != 2 {
		t.Errorf("off: cancelled %v, %d started", f.runs[1].cancelled, len(f.runs))
	}
	c.Follow(g)
	if len(f.runs) != 3 {
		t.Errorf("on again: %d ratings started, want a third", len(f.runs))
	}
	c.Close()
	if !f.runs[2].cancelled {
		t.Error("Close left the rating running")
	}
}

func TestCoachRatesNoGameOver(t *testing.T) {
	var f fakeCoach
	c := session.NewCoach(f.start)
	g := kpe.New()
	if err := g.SetPosition("0,0,0,0/0,0,0,0 S - - 24 24"); err != nil {
		t.Fatal(err)
	}
	c.Follow(g)
	if len(f.runs) != 0 || !g.Outcome().Over {
		t.Errorf("a game over (%v) started %d ratings", g.Outcome().Over, len(f.runs))
	}
	session.NewCoach(nil).Follow(kpe.New()) // no coach: nothing to start
}
