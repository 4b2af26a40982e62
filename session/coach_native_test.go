//go:build !js

package session_test

import (
	"slices"
	"testing"
	"time"

	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules/kpe"
	"tavola/session"
)

func TestLocalCoachRatesWithTheTablesOnAGoroutine(t *testing.T) {
	tab, err := kpesolve.SmallTables(6)
	if err != nil {
		t.Fatal(err)
	}
	g := kpe.New()
	if err := g.SetPosition("2,0,1,1/0,1,1,0 S ABCD abcd 22 20"); err != nil {
		t.Fatal(err)
	}
	root, history, lead := kpesolve.FromGame(g)
	want := (&kpesolve.Searcher{Src: tab}).MoveValues(root, history)
	c := session.NewCoach(session.LocalCoach(kpetables.Loaded(tab, "test")))
	t0 := time.Now()
	c.Follow(g)
	if el := time.Since(t0); el > 50*time.Millisecond {
		t.Errorf("Follow took %v: the rating must run elsewhere", el)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !c.Last().Done {
		if time.Now().After(deadline) {
			t.Fatal("the coach never finished")
		}
		time.Sleep(time.Millisecond)
		c.News()
	}
	if r := c.Last(); !slices.Equal(r.Moves, want) || r.Lead != lead || r.Mover != g.ToMove() {
		t.Errorf("the coach rated %+v (lead %d), the solver %+v (lead %d)", r.Moves, r.Lead, want, lead)
	}
	none := session.NewCoach(session.LocalCoach(nil))
	none.Follow(g)
	time.Sleep(20 * time.Millisecond)
	if r, _ := none.News(); r.Moves != nil {
		t.Errorf("without tables the coach rated %+v", r)
	}
}
