package storage_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/puzzles"
)

func TestPuzzleProgressIsKeptInTheConfigFolderAndReadBack(t *testing.T) {
	dir := configDir(t)
	k := newKeeper(t, dir)
	pr, where, err := k.LoadPuzzles()
	if err != nil || where != "" || pr.Rating != puzzles.NewRating || pr.Streak != 0 {
		t.Fatalf("a new player: %+v, %q, %v", pr, where, err)
	}
	set, err := puzzles.Shipped("gravity")
	if err != nil {
		t.Fatal(err)
	}
	pr.Record(set[0], puzzles.Clean)
	pr.Record(set[1], puzzles.Clean)
	if err := k.KeepPuzzles(pr); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "puzzles.txt")); err != nil {
		t.Errorf("no puzzles.txt in the config folder: %v", err)
	}
	// A new keeper on the same folder: the next run of the app.
	again, _, err := newKeeper(t, dir).LoadPuzzles()
	if err != nil {
		t.Fatal(err)
	}
	if again.Streak != 2 || again.Rating != pr.Rating || !again.Done[set[0].ID] || !again.Done[set[1].ID] {
		t.Errorf("read back %+v, want %+v", again, pr)
	}
}

func TestBrokenPuzzleProgressIsMovedAsideAndToldNeverLost(t *testing.T) {
	dir := configDir(t)
	broken := []byte(`{"rating": {"R": 1500, "RD": -3}, "streak": 2`)
	plant(t, dir, "puzzles.txt", broken)
	k := newKeeper(t, dir)
	pr, where, err := k.LoadPuzzles()
	if err == nil || !strings.Contains(where, "puzzles.broken-") {
		t.Fatalf("broken progress: err %v, where %q; want it told and moved aside", err, where)
	}
	if pr == nil || pr.Rating != puzzles.NewRating {
		t.Errorf("broken progress gave %+v, want a new player's", pr)
	}
	got := files(t, dir)
	if len(got) != 1 || !strings.HasPrefix(got[0], "puzzles.broken-") {
		t.Fatalf("files %q, want the progress kept aside", got)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, got[0])); string(b) != string(broken) {
		t.Errorf("the file kept aside holds %q, want what was there", b)
	}
	// Told once: the next start finds nothing and starts afresh quietly.
	if _, where, err := k.LoadPuzzles(); err != nil || where != "" {
		t.Errorf("the next start: %q, %v", where, err)
	}
}
