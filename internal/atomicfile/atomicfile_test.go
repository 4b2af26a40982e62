package atomicfile_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
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
	if entries, err := os.ReadDir(filepath.Dir(name)); err != nil || len(entries) != 1 {
		t.Errorf("the folder holds %v (%v), want the file alone: a temporary file is left", entries, err)
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
	if !errors.Is(err, broken) || !strings.Contains(err.Error(), name) {
		t.Errorf("Write = %v, want the writer's error, naming the file", err)
	}
	// The rename cannot replace a folder that holds something: the text is
	// written and synced, and then thrown away.
	full := filepath.Join(dir, "full")
	if err := os.MkdirAll(filepath.Join(full, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}
	err = atomicfile.Write(full, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, "new")
		return err
	})
	if err == nil || !strings.Contains(err.Error(), full) {
		t.Errorf("Write over a folder = %v, want an error naming it", err)
	}
	if b, err := os.ReadFile(name); err != nil || string(b) != "old" {
		t.Errorf("after failed writes the file holds %q, %v; want old", b, err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		t.Errorf("the folder holds %d entries, want the file and the folder: a temporary file is left", len(entries))
	}
	// A folder that does not exist: nothing is made, and the error says
	// which file.
	missing := filepath.Join(dir, "no", "b.txt")
	if err := atomicfile.Write(missing, 0o644, func(io.Writer) error { return nil }); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("Write into a missing folder = %v, want an error naming the file", err)
	}
}

func TestRemoveStaleRemovesOnlyTheFilesTemporaryFiles(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "kpe.tbl")
	keep := []string{"kpe.tbl", "kpe-web.tbl", ".kpe-web.tbl.123.tmp", "kpe.tbl.tmp"}
	for _, f := range append([]string{".kpe.tbl.123.tmp", ".kpe.tbl.4567.tmp"}, keep...) {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := atomicfile.RemoveStale(name); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var left []string
	for _, e := range entries {
		left = append(left, e.Name())
	}
	slices.Sort(keep)
	if !slices.Equal(left, keep) {
		t.Errorf("left %v, want %v", left, keep)
	}
	// What a killed Write would leave is what RemoveStale removes: the
	// name of the temporary file Write writes through, seen from inside.
	var tmp string
	err = atomicfile.Write(name, 0o644, func(io.Writer) error {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if !slices.Contains(keep, e.Name()) {
				tmp = e.Name()
			}
		}
		return errors.New("stop")
	})
	if err == nil || tmp == "" {
		t.Fatalf("Write = %v, its temporary file %q", err, tmp)
	}
	if err := os.WriteFile(filepath.Join(dir, tmp), []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := atomicfile.RemoveStale(name); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, tmp)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the temporary file %s a killed Write would leave is left: %v", tmp, err)
	}
}
