package kpesolve

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"tavola/internal/appdirs"
)

// DefaultDir is the folder where `make kpe-table` puts the tables and the
// app and the engine look for them first: kpe in the app's cache folder
// (appdirs.KpeTables), not beside the settings: 900 MB that the solver
// can make again do not belong with what people back up.
func DefaultDir() (string, error) { return appdirs.KpeTables() }

// Find looks for the first of names in DefaultDir and then in the config
// folder where make kpe-table put the tables before
// (appdirs.OldKpeTables), so that tables made then still work; each name
// is looked for in both folders before the next. It returns the path
// found, or ok false when neither folder holds any.
func Find(names ...string) (path string, ok bool) {
	var dirs []string
	for _, dir := range []func() (string, error){appdirs.KpeTables, appdirs.OldKpeTables} {
		if d, err := dir(); err == nil {
			dirs = append(dirs, d)
		}
	}
	for _, name := range names {
		for _, dir := range dirs {
			p := filepath.Join(dir, name)
			if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
				return p, true
			}
		}
	}
	return "", false
}
