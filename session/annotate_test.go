package session_test

import (
	"strings"
	"testing"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/session"
)

// annotatedGravity is a short Gravity game played through a session and
// its analysis (a shallow search: the marks need not be good, only kept).
func annotatedGravity(t *testing.T) (*session.Session, *analysis.Game) {
	t.Helper()
	s, err := session.New(gravity.New(), [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"d1", "e1", "d2", "c1"} {
		a, err := s.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	start := gravity.New()
	an, err := analysis.Analyse(start, s.Played(), analysis.Options{Workers: 1, NewEvaluator: func() analysis.Evaluator {
		return &analysis.Search{Budget: ai.Budget{Depth: 2}, Seed: 1}
	}})
	if err != nil {
		t.Fatal(err)
	}
	return s, an
}

// TestAnnotateKeepsTheAnalysisInTheRecordAndItsNotes: once annotated, the
// session's record and its notes (brought back on a session restored from
// the autosave) read the same marks and values back.
func TestAnnotateKeepsTheAnalysisInTheRecordAndItsNotes(t *testing.T) {
	s, an := annotatedGravity(t)
	if _, ok, err := s.Annotations(); ok || err != nil {
		t.Fatalf("a session never analysed reads an analysis (%v, %v)", ok, err)
	}
	if err := s.Annotate(an); err != nil {
		t.Fatal(err)
	}
	check := func(what string, got *analysis.Game, ok bool, err error) {
		t.Helper()
		if err != nil || !ok || len(got.Moves) != len(an.Moves) {
			t.Fatalf("%s: %v, %v, %d turns; want the %d analysed", what, ok, err, len(got.Moves), len(an.Moves))
		}
		for i, m := range got.Moves {
			if m.Mark != an.Moves[i].Mark || m.Turn != an.Moves[i].Turn {
				t.Errorf("%s: turn %d marked %v (%+v), analysed %v (%+v)", what, i, m.Mark, m.Turn, an.Moves[i].Mark, an.Moves[i].Turn)
			}
		}
	}
	got, ok, err := s.Annotations()
	check("the record", got, ok, err)
	if !s.HasNotes() {
		t.Error("an annotated session has no notes to keep beside the autosave")
	}
	notes, err := s.NotesText()
	if err != nil {
		t.Fatal(err)
	}
	back, err := session.Restore(s.Snapshot(), func(string) (rules.Game, error) { return gravity.New(), nil }, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := back.SetNotes(notes); err != nil {
		t.Fatal(err)
	}
	got, ok, err = back.Annotations()
	check("the notes restored", got, ok, err)
}

// TestAnnotateRefusesAnAnalysisOfMoreMovesAndChangesNothing: after an
// undo the analysis is of moves no longer played; it is refused, naming
// the turn, and the record is as it was.
func TestAnnotateRefusesAnAnalysisOfMoreMovesAndChangesNothing(t *testing.T) {
	s, an := annotatedGravity(t)
	s.Undo()
	before := s.Record()
	err := s.Annotate(an)
	if err == nil || !strings.Contains(err.Error(), "turn") {
		t.Fatalf("annotating 4 turns on 3 played: %v, want an error naming the turn", err)
	}
	if _, ok, _ := s.Annotations(); ok {
		t.Error("the refused analysis was kept")
	}
	if after := s.Record(); len(after.Main.Moves) != len(before.Main.Moves) || after.Main.Moves[0].Comment != "" {
		t.Errorf("the record changed: %+v", after.Main.Moves)
	}
	other := &analysis.Game{Name: "kpe"}
	if err := s.Annotate(other); err == nil {
		t.Error("an analysis of Kpé was kept in a Gravity game")
	}
}

// TestTheEngineLinesAreNotThePlayersVariations: the lines an analysis
// keeps as variations are not counted, nor read out, as moves played
// instead.
func TestTheEngineLinesAreNotThePlayersVariations(t *testing.T) {
	s, an := annotatedGravity(t)
	if err := s.Annotate(an); err != nil {
		t.Fatal(err)
	}
	lines := 0
	for _, m := range s.Record().Main.Moves {
		lines += len(m.Variations)
	}
	if lines == 0 {
		t.Fatal("the analysis kept no engine line: nothing to test")
	}
	for i := range s.Played() {
		if n, v := s.Variations(i), s.Variation(i); n != 0 || v != "" {
			t.Errorf("move %d: %d variations (%q), want none: only the engine's lines", i+1, n, v)
		}
	}
}
