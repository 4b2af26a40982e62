//go:build !js

package kpetables

import (
	"path/filepath"

	"tavola/ai/kpesolve"
)

// solvable tells that, with no table file, the endgames can be solved in
// memory here (see Tables.Source).
const solvable = true

// load opens the full table of the data folder (kpesolve.Find: the cache
// folder, or the config folder where make kpe-table put it before), or the
// browser's slice if that is all there is, on a goroutine of its own;
// without either it reports none (a Kpé game's first need then solves the
// endgames).
func load(done func(source, string, error)) {
	go func() {
		if path, ok := kpesolve.Find(kpesolve.TableFile, kpesolve.WebFile); ok {
			t, err := kpesolve.OpenFile(path)
			done(t, path, err)
			return
		}
		dir, err := kpesolve.DefaultDir()
		if err != nil {
			done(nil, "", nil)
			return
		}
		done(nil, filepath.Join(dir, kpesolve.TableFile), nil)
	}()
}

// endgames returns the layers up to kpesolve.WebSeeds, solving them on a
// goroutine of their own (each answers lookups once solved), and calls
// done when they are all solved or the solve failed.
func endgames(done func(error)) source {
	l := kpesolve.NewLayers(kpesolve.WebSeeds)
	go func() { done(l.Build(nil)) }()
	return l
}
