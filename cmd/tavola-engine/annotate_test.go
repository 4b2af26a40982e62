package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/ai/analysis"
	"tavola/rules/record"
)

// TestAnnotateWritesTheAnalysisIntoTheRecord: Black's h1 lets White's row
// through; the record written back marks it a blunder, keeps the player's
// comment, and reads back as an analysis.
func TestAnnotateWritesTheAnalysisIntoTheRecord(t *testing.T) {
	name := filepath.Join(t.TempDir(), "game.txt")
	text := "[Game \"gravity\"]\n[Position \"6bb/7b/8/8/8/8/8/www5 b\"]\n[Result \"white\"]\n[Reason \"four\"]\n\n1... h1 {my move} 2. d1\n"
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs strings.Builder
	if code := dispatch([]string{"annotate", name, "time", "300"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	b, _ := os.ReadFile(name)
	r, err := record.Parse(string(b))
	if err != nil {
		t.Fatalf("the record written does not read: %v\n%s", err, b)
	}
	an, ok, err := analysis.Annotations(r)
	if err != nil || !ok || len(an.Moves) != 2 || an.Moves[0].Mark != analysis.Blunder {
		t.Fatalf("analysis read back: %+v, %v, %v\n%s", an, ok, err, b)
	}
	if !strings.Contains(string(b), "my move") || !strings.Contains(out.String(), "1 blunders") {
		t.Errorf("record:\n%s\nreport:\n%s", b, out.String())
	}
}

func TestAnnotateRefusesBadInputAndChangesNothing(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("[Game \"gravity\"]\n\n1. z9\n"), 0o644)
	for _, args := range [][]string{{"annotate"}, {"annotate", bad, "time"}, {"annotate", bad, "time", "0"}, {"annotate", bad, "depth", "3"},
		{"annotate", bad}, {"annotate", filepath.Join(dir, "none.txt")}} {
		var out, errs strings.Builder
		if code := dispatch(args, nil, &out, &errs); code == 0 || errs.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q", args, code, errs.String())
		}
	}
	if b, _ := os.ReadFile(bad); string(b) != "[Game \"gravity\"]\n\n1. z9\n" {
		t.Errorf("a refused record was changed: %q", b)
	}
}
