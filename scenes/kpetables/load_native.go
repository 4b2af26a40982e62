//go:build !js

package kpetables

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"tavola/ai/kpesolve"
)

// load opens the full table of the data folder, or the browser's slice if
// that is all there is, on a goroutine of its own; without either it
// solves the slice's layers in memory there (kpesolve.Layers up to
// kpesolve.WebSeeds, 1.3 s on two cores; see docs/BENCHMARKS.md).
func load(done func(source, string, error)) {
	go func() {
		if dir, err := kpesolve.DefaultDir(); err == nil {
			for _, name := range []string{kpesolve.TableFile, kpesolve.WebFile} {
				path := filepath.Join(dir, name)
				if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
					continue
				}
				t, err := kpesolve.OpenFile(path)
				done(t, path, err)
				return
			}
		}
		l := kpesolve.NewLayers(kpesolve.WebSeeds)
		if err := l.Build(nil); err != nil {
			done(nil, "", fmt.Errorf("solving the Kpé endgames: %w", err))
			return
		}
		done(l, "", nil)
	}()
}
