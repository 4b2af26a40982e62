// Package atomicfile writes a file so that a crash or a power cut leaves
// either its old content or the new one, never an empty or a partial file.
// The app's saves and settings, the engine's records and the Kpé tables are
// all written through it.
package atomicfile

import (
	"io"
	"os"
	"path/filepath"
)

// Write replaces the file name with what write writes. The text goes to
// name+".tmp" in the same folder first, which is synced to the disk, given
// the mode perm, renamed over name, and then the folder is synced (best
// effort: some systems cannot sync a folder). On any error the temporary
// file is removed and name is left as it was. One writer at a time per
// file: a second one writing the same name at once shares its temporary
// file.
func Write(name string, perm os.FileMode, write func(io.Writer) error) error {
	tmp := name + ".tmp"
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, perm)
	if err != nil {
		return err
	}
	err = write(f)
	if err == nil {
		// The mode asked for, whatever the umask or a file left from
		// before made it.
		err = f.Chmod(perm)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	SyncDir(filepath.Dir(name))
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
