//go:build !js

package prefs

import (
	"fmt"
	"os"
	"path/filepath"
)

// Open returns the platform's store: the directory tavola under
// os.UserConfigDir().
func Open() (Store, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("prefs: no configuration directory: %w", err)
	}
	return Dir(filepath.Join(dir, "tavola")), nil
}
