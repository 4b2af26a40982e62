//go:build !js

package shelf_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"tavola/storage"
	"tavola/storage/shelf"
)

func TestNamesSortByTheTimeOfTheSave(t *testing.T) {
	at := func(s string) time.Time {
		tm, err := time.Parse(time.DateTime, s)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	if got := shelf.Name(at("2026-12-01 14:05:12"), "gravity"); got != "2026-12-01-140512-gravity" {
		t.Errorf("Name = %q", got)
	}
	if got, ok := shelf.SavedAt("2026-12-01-140512-gravity"); !ok || !got.Equal(at("2026-12-01 14:05:12")) {
		t.Errorf("SavedAt = %v, %v", got, ok)
	}
	if _, ok := shelf.SavedAt("Partita con Ada"); ok {
		t.Error("SavedAt of a name without a time")
	}
	for name, s := range map[string]*shelf.Shelf{"memory": shelf.InMemory(storage.Memory{}), "dir": shelf.InDir(t.TempDir())} {
		t.Run(name, func(t *testing.T) {
			if got, err := s.Names(); err != nil || len(got) != 0 {
				t.Errorf("an empty shelf lists %q, %v", got, err)
			}
			saved := []string{
				shelf.Name(at("2026-11-30 09:00:00"), "kpe"),
				shelf.Name(at("2026-12-01 14:05:12"), "gravity"),
				shelf.Name(at("2025-01-01 00:00:00"), "gipf-standard"),
				"Partita con Ada",
			}
			for _, n := range saved {
				if err := s.Save(n, []byte("record of "+n)); err != nil {
					t.Fatal(err)
				}
			}
			want := []string{saved[1], saved[0], saved[2], "Partita con Ada"}
			if got, err := s.Names(); err != nil || !slices.Equal(got, want) {
				t.Errorf("Names = %q, %v; want %q", got, err, want)
			}
			if b, err := s.Load(saved[0]); err != nil || string(b) != "record of "+saved[0] {
				t.Errorf("Load = %q, %v", b, err)
			}
			if err := s.Remove(saved[0]); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Load(saved[0]); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("a removed game loads: %v", err)
			}
		})
	}
}

func TestNamesThatAreNotAGamesAreRefused(t *testing.T) {
	s := shelf.InMemory(storage.Memory{})
	for _, n := range []string{"", "../settings", "a/b", `a\b`, ".hidden", "c:x", "tab\there", string([]byte{0xff})} {
		if err := s.Save(n, []byte("x")); err == nil {
			t.Errorf("Save(%q) accepted", n)
		}
		if _, err := s.Load(n); err == nil || errors.Is(err, storage.ErrNotFound) {
			t.Errorf("Load(%q) = %v, want a refusal", n, err)
		}
	}
}

func TestAFolderListsItsTextFilesOnly(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a.txt", "b.pgn", ".c.txt"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "d.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	s := shelf.InDir(dir)
	if got, err := s.Names(); err != nil || !slices.Equal(got, []string{"a"}) {
		t.Errorf("Names = %q, %v; want the regular .txt file alone", got, err)
	}
	if s.Where() != dir || s.Place("a") != filepath.Join(dir, "a.txt") {
		t.Errorf("Where %q, Place %q", s.Where(), s.Place("a"))
	}
	if got, err := shelf.InDir(filepath.Join(dir, "none")).Names(); err != nil || len(got) != 0 {
		t.Errorf("a folder not made yet lists %q, %v", got, err)
	}
}

func TestTheFolderIsInTheDocumentsTheDesktopNames(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_DOCUMENTS_DIR", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
	// No documents folder: the configuration folder.
	if got, err := shelf.Folder(); err != nil || got != filepath.Join(home, ".config", "tavola", "games") {
		t.Errorf("Folder without documents = %q, %v", got, err)
	}
	if err := os.Mkdir(filepath.Join(home, "Documents"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, _ := shelf.Folder(); got != filepath.Join(home, "Documents", "Tavola") {
		t.Errorf("Folder with ~/Documents = %q", got)
	}
	// An Italian desktop names its own.
	if err := os.MkdirAll(filepath.Join(home, ".config"), 0o755); err != nil {
		t.Fatal(err)
	}
	dirs := "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Scrivania\"\nXDG_DOCUMENTS_DIR=\"$HOME/Documenti\"\n"
	if err := os.WriteFile(filepath.Join(home, ".config", "user-dirs.dirs"), []byte(dirs), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(home, "Documenti"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, _ := shelf.Folder(); got != filepath.Join(home, "Documenti", "Tavola") {
		t.Errorf("Folder with user-dirs.dirs = %q", got)
	}
}
