//go:build !js

package kpetables

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tavola/ai/kpesolve"
)

func waitFor(t *testing.T, tab *Tables) Status {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if s := tab.Status(); s.State != Loading {
			return s
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the tables are still loading")
	return Status{}
}

// dataDir points the config and cache folders at a temporary directory
// and returns the tables' folder in it (kpesolve.DefaultDir), made.
func dataDir(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "config"))
	t.Setenv("XDG_CACHE_HOME", filepath.Join(home, "cache"))
	t.Setenv("HOME", home)
	dir, err := kpesolve.DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestTablesLoadFromTheDataFolder(t *testing.T) {
	dir := dataDir(t)
	var b bytes.Buffer
	if err := kpesolve.WriteLayers(&b, 4); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, kpesolve.WebFile), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var tab Tables
	if tab.Source() != nil || tab.Status().State != Idle {
		t.Fatal("tables before Start")
	}
	tab.Start()
	tab.Start() // once
	s := waitFor(t, &tab)
	if s.State != Ready || s.Solved || s.Seeds != 4 || s.Where != filepath.Join(dir, kpesolve.WebFile) || tab.Source() == nil {
		t.Fatalf("status %+v", s)
	}
}

// TestTablesMadeBeforeTheCacheFolderStillLoad: make kpe-table put the
// tables in the config folder before; the app still finds them there, and
// prefers the cache folder's when both have the same file.
func TestTablesMadeBeforeTheCacheFolderStillLoad(t *testing.T) {
	dir := dataDir(t)
	if home := os.Getenv("HOME"); dir != filepath.Join(home, "cache", "tavola", "kpe") {
		t.Fatalf("the tables' folder is %s, want tavola/kpe in the cache folder", dir)
	}
	old := filepath.Join(os.Getenv("HOME"), "config", "tavola", "kpe")
	write := func(dir string, seeds int) {
		t.Helper()
		var b bytes.Buffer
		if err := kpesolve.WriteLayers(&b, seeds); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, kpesolve.WebFile), b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(old, 2)
	var tab Tables
	tab.Start()
	if s := waitFor(t, &tab); s.State != Ready || s.Seeds != 2 || s.Where != filepath.Join(old, kpesolve.WebFile) {
		t.Fatalf("tables in the old folder: status %+v", s)
	}
	write(dir, 4)
	var both Tables
	both.Start()
	if s := waitFor(t, &both); s.State != Ready || s.Seeds != 4 || s.Where != filepath.Join(dir, kpesolve.WebFile) {
		t.Fatalf("tables in both folders: status %+v, want the cache folder's", s)
	}
}

func TestTablesAreSolvedWithoutAFileOnlyWhenAsked(t *testing.T) {
	dir := dataDir(t)
	var tab Tables
	tab.Start()
	s := waitFor(t, &tab)
	if s.State != Absent || !s.Solved || s.Seeds != kpesolve.WebSeeds || s.Err != nil {
		t.Fatalf("no table file, not asked yet: status %+v", s)
	}
	time.Sleep(50 * time.Millisecond)
	if s := tab.Status(); s.State != Absent {
		t.Fatalf("the endgames were solved before a Kpé game asked: status %+v", s)
	}
	if tab.Source() == nil {
		t.Fatal("asked: no tables to look into while they are solved")
	}
	s = waitFor(t, &tab)
	if s.State != Ready || !s.Solved || s.Seeds != kpesolve.WebSeeds || s.Where != "" || s.Err != nil {
		t.Fatalf("no table file, asked: status %+v", s)
	}
	endgame := kpesolve.State{Board: kpesolve.Unrank(kpesolve.WebSeeds, 12345), Lock: kpesolve.Unlocked}
	if _, ok := tab.Source().Lookup(endgame); !ok {
		t.Errorf("the solved tables do not hold %v", endgame)
	}
	if err := os.WriteFile(filepath.Join(dir, kpesolve.TableFile), []byte("KPETABLE but not really"), 0o644); err != nil {
		t.Fatal(err)
	}
	var bad Tables
	bad.Start()
	if s := waitFor(t, &bad); s.State != Failed || s.Err == nil || bad.Source() != nil {
		t.Fatalf("damaged tables: status %+v", s)
	}
}
