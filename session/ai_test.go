package session_test

import (
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules/kpe"
	"tavola/session"
)

// TestKpeTopLevelPlaysPerfectlyWithTables checks the app's searches (AISearch): at
// Kpé's top level with tables loaded, the move keeps the position's value.
func TestKpeTopLevelPlaysPerfectlyWithTables(t *testing.T) {
	tab, err := kpesolve.SmallTables(4)
	if err != nil {
		t.Fatal(err)
	}
	g := kpe.New()
	// An endgame the tables solve.
	if err := g.SetPosition("1,0,2,0/0,1,0,0 S ABCD abcd 24 20"); err != nil {
		t.Fatal(err)
	}
	root, history, _ := kpesolve.FromGame(g)
	want := (&kpesolve.Searcher{Src: tab}).Solve(root, history)
	search := session.AISearch(new(ai.Searcher), kpetables.Loaded(tab, "test"))
	s := search(g, ai.MaxLevel, 1, 7)
	deadline := time.Now().Add(30 * time.Second)
	for !s.Step(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the search did not end")
		}
		time.Sleep(time.Millisecond)
	}
	a, gen := s.Result()
	if gen != 7 || int(a) != want.Move {
		t.Fatalf("top level played %v (generation %d), the best move is %d", a, gen, want.Move)
	}
}
