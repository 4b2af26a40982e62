//go:build !js

package shelf

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"tavola/internal/appdirs"

	"tavola/storage"
)

// Open returns the shelf of the player's folder (Folder).
func Open() (*Shelf, error) {
	dir, err := Folder()
	if err != nil {
		return nil, err
	}
	return InDir(dir), nil
}

// InDir is the shelf of the record files <name>.txt in dir, which is made
// at the first save.
func InDir(dir string) *Shelf {
	return New(storage.Dir(dir), "", func() ([]string, error) {
		ents, err := os.ReadDir(dir)
		if errors.Is(err, os.ErrNotExist) {
			return nil, nil
		}
		var out []string
		for _, e := range ents {
			if n, ok := strings.CutSuffix(e.Name(), ".txt"); ok && e.Type().IsRegular() {
				out = append(out, n)
			}
		}
		return out, err
	}, dir)
}

// Folder is where the saved games go (appdirs.Games): Tavola in the
// player's documents folder, as the desktop names it (Documenti on an
// Italian Linux desktop, the Documents known folder on Windows), when it
// exists, else games in the app's config folder.
func Folder() (string, error) {
	dir, err := appdirs.Games()
	if err != nil {
		return "", fmt.Errorf("shelf: %w", err)
	}
	return dir, nil
}
