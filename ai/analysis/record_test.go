package analysis

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules/record"
)

// TestAnalysisRoundTripsThroughTheRecord: the Gravity blunder's analysis,
// written into a record and the record's text read back, gives the same
// marks, values and better move; the player's comment stays.
func TestAnalysisRoundTripsThroughTheRecord(t *testing.T) {
	g := newGame(t, "gravity", "6bb/7b/8/8/8/8/8/www5 b")
	acts := play(t, g, "h1", "d1")
	an, err := Analyse(g, acts, Options{NewEvaluator: depthSearch(3)})
	if err != nil {
		t.Fatal(err)
	}
	pos, _ := g.Position()
	r := &record.Record{Game: "gravity", Start: pos}
	c := g.Clone()
	for _, a := range acts {
		r.Main.Moves = append(r.Main.Moves, record.Move{Action: c.FormatAction(a)})
		c.Apply(a, nil)
	}
	r.Main.Moves[0].Comment = "why not the corner"
	if err := Annotate(r, an); err != nil {
		t.Fatal(err)
	}
	text, err := record.Format(r)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "[%an blunder") || !strings.Contains(text, "why not the corner") || !strings.Contains(text, "[%an line]") {
		t.Errorf("the record does not hold the analysis and the comment:\n%s", text)
	}
	back, err := record.Parse(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	got, ok, err := Annotations(back)
	if err != nil || !ok {
		t.Fatalf("read back: ok %v, %v\n%s", ok, err, text)
	}
	if len(got.Moves) != len(an.Moves) {
		t.Fatalf("%d turns read back, want %d", len(got.Moves), len(an.Moves))
	}
	for i, m := range got.Moves {
		w := an.Moves[i]
		if m.Mark != w.Mark || m.Turn != w.Turn || num(m.Before.Value) != num(w.Before.Value) || num(m.After) != num(w.After) ||
			num(m.ChanceBefore) != num(w.ChanceBefore) || !slices.Equal(m.Better, w.Better) {
			t.Errorf("turn %d read back as %+v, want %+v", i, m, w)
		}
	}
	// Annotating again replaces the analysis instead of adding a second.
	if err := Annotate(back, an); err != nil {
		t.Fatal(err)
	}
	again, _ := record.Format(back)
	if again != text {
		t.Errorf("annotating twice changed the record:\n%s\nwant\n%s", again, text)
	}
}

func TestRecordsWithoutAnalysisReadAsBefore(t *testing.T) {
	r, err := record.Parse("[Game \"gravity\"]\n[Result \"*\"]\n\n1. a1 {a [%an note] of mine} 1... b1\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := Annotations(r); ok || err != nil {
		t.Errorf("a record without an analysis read as one (ok %v, err %v)", ok, err)
	}
}

func TestBrokenAnnotationIsRefused(t *testing.T) {
	r, err := record.Parse("[Game \"gravity\"]\n[Result \"*\"]\n\n1. a1 {[%an awful 1 2 0.5 0.4]}\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := Annotations(r); err == nil {
		t.Error("an unknown mark was read")
	}
}
