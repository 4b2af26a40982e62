package atomicfile_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"

	"tavola/internal/atomicfile"
)

func TestWriteReplacesTheFile(t *testing.T) {
	name := filepath.Join(t.TempDir(), "a.txt")
	for _, text := range []string{"first", "second, longer than the first", "3"} {
		if err := atomicfile.Write(name, 0o644, func(w io.Writer) error {
			_, err := io.WriteString(w, text)
			return err
		}); err != nil {
			t.Fatal(err)
		}
		if b, err := os.ReadFile(name); err != nil || string(b) != text {
			t.Errorf("after writing %q the file holds %q, %v", text, b, err)
		}
	}
	fi, err := os.Stat(name)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", fi.Mode().Perm())
	}
	if _, err := os.Stat(name + ".tmp"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the temporary file is left: %v", err)
	}
}

func TestAFailedWriteKeepsTheOldFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(name, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	broken := errors.New("disk full")
	err := atomicfile.Write(name, 0o644, func(w io.Writer) error {
		io.WriteString(w, "half of the new")
		return broken
	})
	if !errors.Is(err, broken) {
		t.Errorf("Write = %v, want the writer's error", err)
	}
	// The temporary file cannot be made: a folder stands in its place.
	if err := os.Mkdir(name+".tmp", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.Write(name, 0o644, func(io.Writer) error { return nil }); err == nil {
		t.Error("Write with no room for its temporary file succeeded")
	}
	if b, err := os.ReadFile(name); err != nil || string(b) != "old" {
		t.Errorf("after failed writes the file holds %q, %v; want old", b, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want the file and the folder in the way", len(entries))
	}
}
