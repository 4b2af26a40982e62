//go:build !js

package shelf

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"tavola/scenes/prefs"
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
	return New(prefs.Dir(dir), "", func() ([]string, error) {
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

// Folder is where the saved games go: Tavola in the player's documents
// folder (XDG_DOCUMENTS_DIR, as the desktop names it — Documenti in
// Italian — or ~/Documents) when it exists, else tavola/games under
// os.UserConfigDir().
func Folder() (string, error) {
	if home, err := os.UserHomeDir(); err == nil {
		if docs := documents(home); docs != "" {
			if fi, err := os.Stat(docs); err == nil && fi.IsDir() {
				return filepath.Join(docs, "Tavola"), nil
			}
		}
	}
	cfg, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("shelf: no folder for saved games: %w", err)
	}
	return filepath.Join(cfg, "tavola", "games"), nil
}

// documents is the documents folder of the user whose home is home: the
// desktop's XDG_DOCUMENTS_DIR (from the environment, or from
// user-dirs.dirs under the configuration folder), else home/Documents.
func documents(home string) string {
	if d := os.Getenv("XDG_DOCUMENTS_DIR"); d != "" {
		return d
	}
	cfg := os.Getenv("XDG_CONFIG_HOME")
	if cfg == "" {
		cfg = filepath.Join(home, ".config")
	}
	if f, err := os.Open(filepath.Join(cfg, "user-dirs.dirs")); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if v, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "XDG_DOCUMENTS_DIR="); ok {
				v = strings.Trim(v, `"`)
				v = strings.Replace(v, "$HOME", home, 1)
				if filepath.IsAbs(v) && filepath.Clean(v) != filepath.Clean(home) {
					return v
				}
			}
		}
	}
	return filepath.Join(home, "Documents")
}
