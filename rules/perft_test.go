package rules_test

import (
	"testing"

	"tavola/rules"
	"tavola/rules/gravity"
)

func TestPerftUntilCountsLikePerftWhenNotStopped(t *testing.T) {
	g := gravity.New()
	calls := 0
	n, done := rules.PerftUntil(g, 4, func() bool { calls++; return false })
	if n != 15249024 || !done {
		t.Fatalf("PerftUntil(4) = %d, %v; want 15249024, true", n, done)
	}
	// 1 + 64 + 4032 interior positions, a look every 1024.
	if calls != 4 {
		t.Errorf("stop was asked %d times, want 4", calls)
	}
}

func TestPerftUntilGivesUpWhenStoppedAndLeavesTheGame(t *testing.T) {
	g := gravity.New()
	for _, a := range []string{"d6", "c4", "e8"} {
		act, err := g.ParseAction(a)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(act, nil)
	}
	hash, plies := g.Hash(), g.Plies()
	calls := 0
	_, done := rules.PerftUntil(g, 6, func() bool { calls++; return calls == 3 })
	if done {
		t.Fatal("a stopped perft reported done")
	}
	if calls != 3 {
		t.Errorf("stop was asked %d times after it said stop, want 3", calls)
	}
	if g.Hash() != hash || g.Plies() != plies {
		t.Errorf("the stopped perft left hash %x, %d plies; want %x, %d", g.Hash(), g.Plies(), hash, plies)
	}
	if n, done := rules.PerftUntil(g, 0, func() bool { return true }); n != 1 || !done {
		t.Errorf("PerftUntil(0) = %d, %v; want 1, true", n, done)
	}
}
