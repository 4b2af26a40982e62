package kpesolve

import (
	"fmt"
	"os"
	"path/filepath"
)

// DefaultDir is the folder where `make kpe-table` puts the tables and the
// app and the engine look for them: kpe under the app's folder in
// os.UserConfigDir() (beside its settings and saves).
func DefaultDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("kpesolve: no data folder: %w", err)
	}
	return filepath.Join(dir, "tavola", "kpe"), nil
}
