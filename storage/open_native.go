//go:build !js

package storage

import (
	"fmt"

	"tavola/internal/appdirs"
)

// Open returns the platform's store: the app's config folder
// (appdirs.Config: tavola under os.UserConfigDir()).
func Open() (Store, error) {
	dir, err := appdirs.Config()
	if err != nil {
		return nil, fmt.Errorf("storage: no configuration directory: %w", err)
	}
	return Dir(dir), nil
}
