package main

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// This file gives the engine the Kpé tables (tavola-engine -kpe-table
// DIR): analyze reports exact values, and genmove at the top level plays
// perfectly, wherever the tables and the solver's search reach.

// exactTime is how long analyze searches for an exact Kpé value when its
// budget gives no time. Without tables it tries only with at most
// exactSmall seeds on the board (the search alone solves those at once,
// and few with 4 seeds within a second), for at most smallTime.
const (
	exactTime  = 10 * time.Second
	exactSmall = 3
	smallTime  = 2 * time.Second
)

// loadKpeTables opens the table file of dir, or of the data folder where
// make kpe-table puts it when dir is "" (no tables then if there are
// none, and no error).
func loadKpeTables(dir string) (*kpesolve.Tables, string, error) {
	given := dir != ""
	if !given {
		var err error
		if dir, err = kpesolve.DefaultDir(); err != nil {
			return nil, "", nil
		}
	}
	name := filepath.Join(dir, kpesolve.TableFile)
	if _, err := os.Stat(name); !given && errors.Is(err, fs.ErrNotExist) {
		return nil, "", nil
	}
	t, err := kpesolve.OpenFile(name)
	if err != nil {
		return nil, "", err
	}
	return t, name, nil
}

// noTables is the Source of an engine without tables: it knows nothing.
type noTables struct{}

func (noTables) Lookup(kpesolve.State) (kpesolve.Entry, bool) { return kpesolve.Entry{}, false }

// exactAnalyze wraps an analyze: in Kpé it first searches the exact value
// with the solver, within the budget's time (exactTime when it gives
// none), and answers it when it finds it; otherwise it answers next's
// analysis, its value kept within the bounds the solver proved.
func exactAnalyze(src kpesolve.Source, tables bool, next func(rules.Game, Budget, func() bool) (Analysis, error)) func(rules.Game, Budget, func() bool) (Analysis, error) {
	sr := &kpesolve.Searcher{Src: src}
	return func(g rules.Game, b Budget, stop func() bool) (Analysis, error) {
		kg, ok := g.(*kpe.Game)
		if !ok {
			return next(g, b, stop)
		}
		root, history, lead := kpesolve.FromGame(kg)
		if !tables && root.Board.Total() > exactSmall {
			return next(g, b, stop)
		}
		limit := b.Time
		if limit == 0 {
			limit = exactTime
		}
		if !tables {
			limit = min(limit, smallTime)
		}
		deadline := time.Now().Add(limit)
		sr.Stop = func() bool { return stop() || time.Now().After(deadline) }
		res := sr.Solve(root, history)
		if res.Exact() && len(res.Line) > 0 {
			line := make([]rules.Action, len(res.Line))
			mover := kg.ToMove()
			for i, pit := range res.Line {
				line[i] = kpesolve.Action(pit, mover)
				mover = mover.Other()
			}
			return Analysis{Value: float64(lead + res.Lo), Line: line, Exact: true}, nil
		}
		an, err := next(g, b, stop)
		an.Value = math.Max(float64(lead+res.Lo), math.Min(float64(lead+res.Hi), an.Value))
		return an, err
	}
}

// perfectGenmove wraps a genmove: at the top level in Kpé, the search is
// the perfect player on the tables.
func perfectGenmove(src kpesolve.Source, next func(rules.Game, Budget, func() bool) (rules.Action, error)) func(rules.Game, Budget, func() bool) (rules.Action, error) {
	return func(g rules.Game, b Budget, stop func() bool) (rules.Action, error) {
		if g.Name() == "kpe" && b.Level == ai.MaxLevel {
			b.kpe = src
		}
		return next(g, b, stop)
	}
}

// useKpeTables gives the engine the tables t (nil: none, and analyze
// still solves small Kpé endgames exactly).
func (e *engine) useKpeTables(t *kpesolve.Tables) {
	if t == nil {
		e.study = exactAnalyze(noTables{}, false, e.study)
		return
	}
	e.study = exactAnalyze(t, true, e.study)
	e.search = perfectGenmove(t, e.search)
}

// kpeTableFlag reads the protocol's arguments: at most -kpe-table DIR.
func kpeTableFlag(args []string) (string, error) {
	switch {
	case len(args) == 0:
		return "", nil
	case len(args) == 2 && args[0] == "-kpe-table" && args[1] != "":
		return args[1], nil
	}
	return "", fmt.Errorf("want no arguments or -kpe-table DIR, got %q", args)
}
