package rules

import "testing"

func TestOtherSwapsSeats(t *testing.T) {
	if First.Other() != Second || Second.Other() != First {
		t.Fatalf("Other: First→%v Second→%v", First.Other(), Second.Other())
	}
}

func TestReasonWordsFollowTheProtocol(t *testing.T) {
	want := map[Reason]string{Four: "four", Full: "full", NoMoves: "no-moves", Loop: "loop",
		NoPieces: "no-pieces", NoGIPF: "no-gipf", Repetition: "repetition", NotOver: ""}
	for r, w := range want {
		if r.String() != w {
			t.Errorf("%d.String() = %q, want %q", r, r.String(), w)
		}
	}
}
