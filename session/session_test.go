package session_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"tavola/rules"
	"tavola/session"
)

var (
	human = session.Seat{}
	bot   = session.Seat{AI: true, Level: 1}
)

// searches records the fake searches a session starts.
type searches struct {
	steps   int
	started []*fakeSearch
}

func (s *searches) start(g rules.Game, level int, seed, gen uint64) session.Search {
	f := &fakeSearch{steps: s.steps, generation: gen}
	s.started = append(s.started, f)
	return f
}

func newSession(t *testing.T, seats [2]session.Seat, sr *searches) *session.Session {
	t.Helper()
	s, err := session.New(newRace(), seats, sr.start, 1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// thinkAndPlay pumps the AI until it answers and plays its move.
func thinkAndPlay(t *testing.T, s *session.Session) {
	t.Helper()
	for range 100 {
		if a, ok := s.Think(time.Millisecond); ok {
			if _, err := s.Play(a); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatal("the AI never answered")
}

func TestUndoTakesBackTheRightPlies(t *testing.T) {
	tests := []struct {
		name  string
		seats [2]session.Seat
		moves int // plies played before the undo (AI plies played by the fake)
		want  []string
	}{
		{"two people: one ply", [2]session.Seat{human, human}, 3, []string{"2", "2"}},
		{"person first vs AI: their move and the reply", [2]session.Seat{human, bot}, 4, []string{"2", "1"}},
		{"AI first vs person: their move and the reply", [2]session.Seat{bot, human}, 3, []string{"1"}},
		{"AI vs AI: one ply", [2]session.Seat{bot, bot}, 3, []string{"1", "1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sr := &searches{steps: 1}
			s := newSession(t, tc.seats, sr)
			for range tc.moves {
				if s.AIToMove() {
					thinkAndPlay(t, s)
				} else if _, err := s.Play(2); err != nil {
					t.Fatal(err)
				}
			}
			if !s.Undo() {
				t.Fatal("Undo took nothing back")
			}
			if got := s.Moves(); !slices.Equal(got, tc.want) {
				t.Errorf("moves after undo = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestUndoBeforeThePersonMovedDoesNothing(t *testing.T) {
	sr := &searches{steps: 1}
	s := newSession(t, [2]session.Seat{bot, human}, sr)
	thinkAndPlay(t, s)
	if s.CanUndo() || s.Undo() {
		t.Fatal("undo took back the AI's opening move, which the AI would just replay")
	}
	if got := s.Moves(); !slices.Equal(got, []string{"1"}) {
		t.Errorf("moves = %v, want [1]", got)
	}
}

func TestRedoReplaysThePersonsMoveAndTheReply(t *testing.T) {
	sr := &searches{steps: 1}
	s := newSession(t, [2]session.Seat{human, bot}, sr)
	if _, err := s.Play(2); err != nil {
		t.Fatal(err)
	}
	thinkAndPlay(t, s)
	s.Undo()
	if len(s.Moves()) != 0 || !s.CanRedo() {
		t.Fatalf("after undo: moves %v, can redo %v", s.Moves(), s.CanRedo())
	}
	if !s.Redo() {
		t.Fatal("Redo replayed nothing")
	}
	if got := s.Moves(); !slices.Equal(got, []string{"2", "1"}) {
		t.Errorf("moves after redo = %v, want [2 1]", got)
	}
	if s.CanRedo() {
		t.Error("redo list not empty after replaying everything")
	}
	if len(s.Events()) != 1 {
		t.Errorf("events of the last redone move = %v, want one", s.Events())
	}
}

func TestANewMoveClearsRedo(t *testing.T) {
	s := newSession(t, [2]session.Seat{human, human}, &searches{})
	s.Play(1)
	s.Play(1)
	s.Undo()
	s.Undo()
	if _, err := s.Play(2); err != nil {
		t.Fatal(err)
	}
	if s.CanRedo() {
		t.Error("a different move kept the redo list")
	}
	s.Undo()
	s.Play(2) // the same move as the redo would play keeps nothing else either
	if s.CanRedo() {
		t.Error("redo list should be empty")
	}
}

func TestIllegalActionIsRefusedAndChangesNothing(t *testing.T) {
	s := newSession(t, [2]session.Seat{human, human}, &searches{})
	before, _ := s.Game().Position()
	if _, err := s.Play(3); err == nil || !strings.Contains(err.Error(), "not legal") {
		t.Fatalf("Play(3) error = %v, want not legal", err)
	}
	after, _ := s.Game().Position()
	if before != after || len(s.Moves()) != 0 {
		t.Errorf("position %q -> %q, moves %v", before, after, s.Moves())
	}
}

func TestAISearchIsPumpedInSlices(t *testing.T) {
	sr := &searches{steps: 5}
	s := newSession(t, [2]session.Seat{bot, human}, sr)
	for i := range 4 {
		if _, ok := s.Think(time.Millisecond); ok {
			t.Fatalf("answered after %d slices, the search needs 5", i+1)
		}
		if !s.Thinking() {
			t.Fatal("not thinking while the search runs")
		}
	}
	if a, ok := s.Think(time.Millisecond); !ok || a != 1 {
		t.Fatalf("Think = %v, %v; want 1, true", a, ok)
	}
	if len(sr.started) != 1 {
		t.Errorf("started %d searches, want 1", len(sr.started))
	}
}

func TestStaleSearchResultIsDropped(t *testing.T) {
	sr := &searches{steps: 1}
	start := func(g rules.Game, level int, seed, gen uint64) session.Search {
		return sr.start(g, level, seed, gen+7) // answers for another generation
	}
	s, err := session.New(newRace(), [2]session.Seat{bot, human}, start, 1)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, ok := s.Think(time.Millisecond); ok {
			t.Fatal("played the result of a stale search")
		}
	}
	if len(sr.started) != 3 || !sr.started[0].cancelled {
		t.Errorf("started %d searches (want a fresh one per stale answer), first cancelled %v",
			len(sr.started), sr.started[0].cancelled)
	}
}

func TestUndoCancelsTheRunningSearch(t *testing.T) {
	sr := &searches{steps: 50}
	s := newSession(t, [2]session.Seat{human, bot}, sr)
	s.Play(1)
	s.Think(time.Millisecond)
	gen := s.Generation()
	s.Undo()
	if !sr.started[0].cancelled || s.Thinking() || s.Generation() == gen {
		t.Errorf("after undo: cancelled %v, thinking %v, generation %d -> %d",
			sr.started[0].cancelled, s.Thinking(), gen, s.Generation())
	}
}

func TestAnAISeatNeedsASearch(t *testing.T) {
	if _, err := session.New(newRace(), [2]session.Seat{human, bot}, nil, 1); err == nil {
		t.Error("an AI seat without a search was accepted")
	}
}
