package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/puzzles"
)

// TestPuzzlesCommandWritesTheShippedFirstPuzzle: the command with the
// shipped seed writes the shipped file's first puzzle, and -verify
// accepts it and refuses it once its solution is changed.
func TestPuzzlesCommandWritesTheShippedFirstPuzzle(t *testing.T) {
	var out, errs strings.Builder
	if code := dispatch([]string{"puzzles", "-game", "gravity", "-n", "1", "-seed", "1", "-q"}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	shipped, err := puzzles.ShippedFile("gravity")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(shipped, out.String()) {
		t.Errorf("wrote\n%s\nthe shipped file starts\n%s", out.String(), shipped[:len(out.String())])
	}
	mined := out.String()
	name := filepath.Join(t.TempDir(), "p.tsv")
	if err := os.WriteFile(name, []byte(mined), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := dispatch([]string{"puzzles", "-verify", name}, nil, &out, &errs); code != 0 {
		t.Errorf("-verify of the puzzle it wrote: exit %d: %s", code, errs.String())
	}
	set, err := puzzles.Parse(mined)
	if err != nil || len(set) != 1 {
		t.Fatalf("%d puzzles, %v", len(set), err)
	}
	set[0].Plies += 2
	if err := os.WriteFile(name, []byte(puzzles.FormatFile(set)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := dispatch([]string{"puzzles", "-verify", name}, nil, &out, &errs); code != 1 {
		t.Errorf("-verify of an altered puzzle: exit %d, want 1", code)
	}
	if code := dispatch([]string{"puzzles", "-n", "0"}, nil, &out, &errs); code != 2 {
		t.Errorf("-n 0: exit %d, want 2", code)
	}
}
