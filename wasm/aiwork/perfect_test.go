package aiwork

import (
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules/catalog"
	"tavola/rules/kpe"
)

// TestServerPlaysKpePerfectlyWithTables gives the server small tables:
// its top-level Kpé move in an endgame they solve is the best move.
func TestServerPlaysKpePerfectlyWithTables(t *testing.T) {
	tab, err := kpesolve.SmallTables(4)
	if err != nil {
		t.Fatal(err)
	}
	const pos = "1,0,2,0/0,1,0,0 S ABCD abcd 24 20"
	g := kpe.New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	root, history, _ := kpesolve.FromGame(g)
	best := (&kpesolve.Searcher{Src: tab}).Solve(root, history)
	v := &served{got: make(chan struct{}, 16)}
	v.s = NewServer(catalog.New, func(m string) {
		v.mu.Lock()
		v.replies = append(v.replies, m)
		v.mu.Unlock()
		v.got <- struct{}{}
	})
	v.s.SetKpeTables(kpetables.Loaded(tab, "test"))
	go v.s.Run(5*time.Millisecond, func() { time.Sleep(time.Millisecond) })
	v.s.Handle(Request{ID: 3, Game: "kpe", Start: pos, Level: ai.MaxLevel, Seed: 1}.Encode())
	rep := v.wait(t, 30*time.Second)
	if rep.Err != "" || rep.Action != kpe.PitName(best.Move) {
		t.Fatalf("reply %+v, the best move is %s", rep, kpe.PitName(best.Move))
	}
}
