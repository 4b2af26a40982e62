package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tempFile is a path in a fresh temporary folder, and the text written
// there when text is not "".
func tempFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if text != "" {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return path
}

func TestSaveWritesTheGameAsARecordAndLoadPlaysItBack(t *testing.T) {
	path := tempFile(t, "game.txt", "")
	e := newEngine()
	converse(t, e, []exchange{
		{"new kpe", ok("")},
		{"play A b C", ok("")},
		{"1 save " + path, "=1\n\n"},
	})
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := "[Game \"kpe\"]\n[Result \"*\"]\n\n1. A 1... b 2. C\n"; string(data) != want {
		t.Errorf("saved %q, want %q", data, want)
	}
	before := state(t, e)
	converse(t, e, []exchange{
		{"new gravity", ok("")},
		{"load " + path, ok("")},
	})
	if after := state(t, e); after != before {
		t.Errorf("loaded %q, saved %q", after, before)
	}
	converse(t, e, []exchange{{"undo 3", ok("")}, {"position", ok("6,6,6,6/6,6,6,6 S - - 0 0")}, {"undo", fail("undo: only 0 actions to take back, not 1")}})
}

func TestSaveAndLoadKeepAStartOfItsOwnAndAGIPFTurnInTheMiddle(t *testing.T) {
	path := tempFile(t, "gipf.txt", "")
	e := newEngine()
	converse(t, e, []exchange{
		{"setposition gipf-standard standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -", ok("")},
		// White's push leaves Black a row to remove: a decision is pending.
		{"play a1-f5", ok("")},
		{"save " + path, ok("")},
		{"new gravity", ok("")},
		{"load " + path, ok("")},
		{"moves", ok("xb2,c3,(d4),e5,f5 xb2,c3,d4,e5,f5")},
		{"undo", ok("")},
		{"position", ok("standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -")},
	})
	data, _ := os.ReadFile(path)
	if want := "[Game \"gipf\"]\n[Variant \"standard\"]\n[Position \"standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -\"]\n" +
		"[Result \"*\"]\n\n1. a1-f5\n"; string(data) != want {
		t.Errorf("saved %q, want %q", data, want)
	}
}

func TestLoadReadsTheMainLineOfAFinishedGame(t *testing.T) {
	path := tempFile(t, "over.txt", "[Game \"kpe\"]\n[Position \"0,0,1,1/1,0,0,0 S ABCD abcd 22 23\"]\n"+
		"[South \"Ada\"]\n[Result \"south\"]\n[Reason \"no-moves\"]\n[Score \"25-23\"]\n\n{the last seed} 1. D {wins} (1. C)\n")
	converse(t, newEngine(), []exchange{
		{"load " + path, ok("")},
		{"status", ok("over south no-moves 25-23")},
		{"undo", ok("")},
		{"position", ok("0,0,1,1/1,0,0,0 S ABCD abcd 22 23")},
	})
}

func TestAFailedLoadOrSaveChangesNothing(t *testing.T) {
	dir := t.TempDir()
	bad := tempFile(t, "bad.txt", "[Game \"kpe\"]\n\n1. A 1... z\n")
	huge := tempFile(t, "huge.txt", strings.Repeat(" ", 1<<20+1))
	e := newEngine()
	converse(t, e, []exchange{
		{"save " + filepath.Join(dir, "x.txt"), fail("no game: choose one with new or setposition")},
		{"new gravity", ok("")},
		{"play d6 c4", ok("")},
	})
	before := state(t, e)
	missing := filepath.Join(dir, "none.txt")
	converse(t, e, []exchange{
		{"load " + missing, fail("load: open " + missing + ": no such file or directory")},
		{"load " + bad, fail("load: " + bad + `: line 3, column 11: expected a legal action of Kpé (north to move), found "z": kpe: move "z": not a pit letter (A–D for south, a–d for north)`)},
		{"load " + huge, fail("load: " + huge + ": line 1, column 1: the record is larger than 1048576 bytes")},
		{"load " + dir, fail("load: " + dir + ": read " + dir + ": is a directory")},
		{"load", fail("missing argument (want 1)")},
		{"load a b", fail("too many arguments (want at most 1)")},
		{"save " + filepath.Join(dir, "no", "x.txt"), "? save: write " + filepath.Join(dir, "no", "x.txt") + ": open " + filepath.Join(dir, "no") + "/*"},
		{"save " + dir, "? save: write " + dir + ": rename *"},
	})
	if after := state(t, e); after != before {
		t.Errorf("state changed from %q to %q", before, after)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a failed save left %v", entries)
	}
	if got, _ := e.Do("undo 2"); got != ok("") {
		t.Errorf("the history was lost: undo 2 = %q", got)
	}
}
