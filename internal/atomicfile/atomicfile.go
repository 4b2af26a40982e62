// Package atomicfile writes a file so that a crash, a power cut or another
// writer of the same file leaves either its old content or one writer's
// new content whole, never an empty or a partial file. The app's saves and
// settings, the engine's records and the Kpé tables are all written
// through it.
package atomicfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write replaces the file name with what write writes. The text goes to a
// temporary file of its own in the same folder (os.CreateTemp: a hidden
// name no other writer shares), which is given the mode perm, synced to
// the disk, closed and renamed over name; then the folder is synced (best
// effort: some systems cannot sync a folder). On any error the temporary
// file is removed, name is left as it was, and the error says which file
// and what step failed. Writers of the same file at once, in one process
// or several, each land whole, the last rename winning; a reader sees one
// of them whole, or the old file.
func Write(name string, perm os.FileMode, write func(io.Writer) error) error {
	dir := filepath.Dir(name)
	f, err := os.CreateTemp(dir, tempPattern(name))
	if err != nil {
		return fmt.Errorf("write %s: %w", name, err)
	}
	tmp := f.Name()
	err = write(f)
	if err == nil {
		// The mode asked for, not CreateTemp's 0600.
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	err = errors.Join(err, f.Close())
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", name, err)
	}
	SyncDir(dir)
	return nil
}

// tempPattern is the pattern of Write's temporary files for name (see
// os.CreateTemp): hidden, beside it.
func tempPattern(name string) string { return "." + filepath.Base(name) + ".*.tmp" }

// RemoveStale removes the temporary files that writes of name left when
// their process was killed or the machine stopped (Write removes its own
// on an error). Only a program that knows no other writer of name is
// running may call it — the Kpé solve, whose table files are hundreds of
// megabytes, does when it starts.
func RemoveStale(name string) error {
	stale, err := filepath.Glob(filepath.Join(filepath.Dir(name), tempPattern(name)))
	if err != nil {
		return fmt.Errorf("remove stale %s: %w", name, err)
	}
	for _, f := range stale {
		if err := os.Remove(f); err != nil && !errors.Is(err, os.ErrNotExist) {
			return fmt.Errorf("remove stale %s: %w", name, err)
		}
	}
	return nil
}

// SyncDir makes a rename or a removal in the folder dir durable. It is best
// effort: some systems (Windows) cannot open a folder to sync it, and the
// files themselves are already on the disk.
func SyncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}
