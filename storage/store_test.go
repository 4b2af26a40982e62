package storage_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"tavola/storage"
)

func TestStoresKeepTexts(t *testing.T) {
	dir := t.TempDir()
	stores := map[string]storage.Store{"dir": storage.Dir(filepath.Join(dir, "sub")), "memory": storage.Memory{}}
	for name, s := range stores {
		t.Run(name, func(t *testing.T) {
			if _, err := s.Load("autosave"); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("Load of a missing key: %v, want ErrNotFound", err)
			}
			if err := s.Save("autosave", []byte("one")); err != nil {
				t.Fatal(err)
			}
			if err := s.Save("autosave", []byte("two")); err != nil {
				t.Fatal(err)
			}
			if b, err := s.Load("autosave"); err != nil || string(b) != "two" {
				t.Errorf("Load = %q, %v; want two", b, err)
			}
		})
	}
}

func TestDirReportsAnUnreadableFile(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "settings.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := storage.Dir(dir).Load("settings"); err == nil || errors.Is(err, storage.ErrNotFound) {
		t.Errorf("Load of a directory = %v, want a read error", err)
	}
}

// stores returns a Dir in a fresh directory and a Memory store.
func stores(t *testing.T) map[string]storage.Store {
	return map[string]storage.Store{"dir": storage.Dir(filepath.Join(t.TempDir(), "tavola")), "memory": storage.Memory{}}
}

func TestStoresRemoveAndRename(t *testing.T) {
	for name, s := range stores(t) {
		t.Run(name, func(t *testing.T) {
			if err := s.Remove("nothing"); err != nil {
				t.Errorf("Remove of a missing key: %v", err)
			}
			for _, k := range []string{"a", "b"} {
				if err := s.Save(k, []byte(k)); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Rename("a", "b"); !errors.Is(err, fs.ErrExist) {
				t.Errorf("Rename onto a key in use: %v, want fs.ErrExist", err)
			}
			if err := s.Rename("a", "c"); err != nil {
				t.Fatal(err)
			}
			if b, err := s.Load("c"); err != nil || string(b) != "a" {
				t.Errorf("Load after Rename = %q, %v", b, err)
			}
			if _, err := s.Load("a"); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("the old key still loads: %v", err)
			}
			if err := s.Remove("c"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Load("c"); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("a removed key still loads: %v", err)
			}
		})
	}
}

func TestMoveAsideKeepsEveryBrokenText(t *testing.T) {
	now := time.Date(2026, 1, 2, 15, 4, 5, 0, time.UTC)
	for name, s := range stores(t) {
		t.Run(name, func(t *testing.T) {
			var got []string
			for i := range 3 {
				if err := s.Save("autosave-kpe", []byte{byte('0' + i)}); err != nil {
					t.Fatal(err)
				}
				k, err := storage.MoveAside(s, "autosave-kpe", now)
				if err != nil {
					t.Fatal(err)
				}
				got = append(got, k)
				if b, err := s.Load(k); err != nil || b[0] != byte('0'+i) {
					t.Errorf("%s holds %q, %v", k, b, err)
				}
			}
			want := []string{"autosave-kpe.broken-20260102-150405", "autosave-kpe.broken-20260102-150405-2",
				"autosave-kpe.broken-20260102-150405-3"}
			if !slices.Equal(got, want) {
				t.Errorf("keys %q, want %q", got, want)
			}
			if _, err := s.Load("autosave-kpe"); !errors.Is(err, storage.ErrNotFound) {
				t.Errorf("the broken key still loads: %v", err)
			}
		})
	}
}

func TestDirRefusesTooLargeFilesUnread(t *testing.T) {
	d := storage.Dir(t.TempDir())
	// A sparse 110 MB file: refused from its size alone.
	f, err := os.Create(d.Where("autosave-gravity"))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(110 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = d.Load("autosave-gravity")
	runtime.ReadMemStats(&after)
	if !errors.Is(err, storage.ErrTooLarge) || !strings.Contains(err.Error(), "110 MB") {
		t.Errorf("Load of a 110 MB file: %v, want ErrTooLarge naming its size", err)
	}
	if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
		t.Errorf("refusing it allocated %d bytes: it was read", n)
	}
	// Exactly MaxSize is still loaded.
	if err := d.Save("settings", make([]byte, storage.MaxSize)); err != nil {
		t.Fatal(err)
	}
	if b, err := d.Load("settings"); err != nil || len(b) != storage.MaxSize {
		t.Errorf("Load of MaxSize bytes: %d bytes, %v", len(b), err)
	}
	if _, err := (storage.Memory{"x": make([]byte, storage.MaxSize+1)}).Load("x"); !errors.Is(err, storage.ErrTooLarge) {
		t.Errorf("Memory Load over MaxSize: %v", err)
	}
}

func TestDirSaveLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	d := storage.Dir(dir)
	for _, s := range []string{"first", "second"} {
		if err := d.Save("autosave-kpe", []byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	names, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(names) != 1 || filepath.Base(names[0]) != "autosave-kpe.txt" {
		t.Errorf("files after two saves: %q, want autosave-kpe.txt alone", names)
	}
}

func TestDirSaveFailureKeepsTheOldText(t *testing.T) {
	dir := t.TempDir()
	d := storage.Dir(dir)
	// The temporary file cannot be made: its name, longer than the file's
	// (a dot before, a number and .tmp after: atomicfile), is over the 255
	// bytes a file name may have, while the file's own name is not. (Root
	// may write anywhere, so a folder's mode would not do; and every save
	// has a temporary name of its own, so nothing can sit in its place.)
	key := strings.Repeat("k", 245)
	if err := os.WriteFile(d.Where(key), []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := d.Save(key, []byte("new")); err == nil || !strings.Contains(err.Error(), key) {
		t.Errorf("Save with no room for its temporary file: %v, want an error naming it", err)
	}
	if b, err := d.Load(key); err != nil || string(b) != "old" {
		t.Errorf("after a failed save the file holds %q, %v; want old", b, err)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, ".*")); len(names) != 0 {
		t.Errorf("a failed save left %q", names)
	}
	if err := d.Save("autosave-kpe", []byte("old")); err != nil {
		t.Fatal(err)
	}
	// A config folder that cannot be made (a file is in its way).
	blocked := storage.Dir(filepath.Join(dir, "autosave-kpe.txt", "tavola"))
	if err := blocked.Save("settings", []byte("x")); err == nil {
		t.Error("Save under a file succeeded")
	}
}

// BenchmarkLoadTooLarge refuses a 110 MB save (a sparse file): the time and
// memory it takes are those of a stat.
func BenchmarkLoadTooLarge(b *testing.B) {
	d := storage.Dir(b.TempDir())
	if err := os.WriteFile(d.Where("autosave-gravity"), nil, 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.Truncate(d.Where("autosave-gravity"), 110<<20); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := d.Load("autosave-gravity"); !errors.Is(err, storage.ErrTooLarge) {
			b.Fatal(err)
		}
	}
}

// failing is a Store whose writes fail while broken is set.
type failing struct {
	storage.Memory
	broken bool
}

func (f *failing) Save(key string, data []byte) error {
	if f.broken {
		return errors.New("disk full")
	}
	return f.Memory.Save(key, data)
}

func (f *failing) Remove(key string) error {
	if f.broken {
		return errors.New("read-only")
	}
	return f.Memory.Remove(key)
}

func TestKeepHoldsWhatCouldNotBeWritten(t *testing.T) {
	under := &failing{Memory: storage.Memory{"a": []byte("old"), "b": []byte("old")}, broken: true}
	s := storage.Keep(under)
	if err := s.Save("a", []byte("new")); err == nil {
		t.Fatal("a failed Save reported no error")
	}
	if err := s.Remove("b"); err == nil {
		t.Fatal("a failed Remove reported no error")
	}
	if err := s.Save("c", nil); err == nil {
		t.Fatal("a failed Save reported no error")
	}
	check := func(key, want string, wantErr error) {
		t.Helper()
		b, err := s.Load(key)
		if string(b) != want || !errors.Is(err, wantErr) {
			t.Errorf("Load(%s) = %q, %v; want %q, %v", key, b, err, want, wantErr)
		}
	}
	check("a", "new", nil)
	check("b", "", storage.ErrNotFound)
	check("c", "", nil) // an empty text is a text, not a missing one
	if string(under.Memory["a"]) != "old" || string(under.Memory["b"]) != "old" {
		t.Errorf("the store under it changed: %q", under.Memory)
	}
	// Once writes work again, what is written is what is read.
	under.broken = false
	if err := s.Save("a", []byte("newer")); err != nil {
		t.Fatal(err)
	}
	check("a", "newer", nil)
	if string(under.Memory["a"]) != "newer" {
		t.Errorf("the store under it holds %q", under.Memory["a"])
	}
	if err := s.Remove("b"); err != nil {
		t.Fatal(err)
	}
	check("b", "", storage.ErrNotFound)
	if _, ok := under.Memory["b"]; ok {
		t.Error("b is still in the store under it")
	}
}
