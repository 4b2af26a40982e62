package puzzlemaker

import (
	"fmt"
	"sync"

	"tavola/ai/kpesolve"
	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/kpe"
)

// Kpé puzzles come from boards of kpeMin to kpeMax seeds, where the
// in-memory tables give every move's exact value: the puzzle is the only
// move that keeps the position's value. The tables are exact to the end
// of the game, the deepest search there is; the uniqueness margin is
// kpeMargin seeds of the final difference.
const (
	kpeMin    = 8
	kpeMax    = kpesolve.WebSeeds
	kpeMargin = 2
	// kpeNodes bounds the solver's work on one position: a few positions
	// whose lines leave the tables (into locked positions) take it far
	// longer, and a value it does not prove makes no puzzle.
	kpeNodes = 200_000
)

// kpeLayers are the tables every Kpé finder of a run shares (they are safe
// for several goroutines), built once.
var kpeLayers = sync.OnceValues(func() (*kpesolve.Layers, error) {
	l := kpesolve.NewLayers(kpeMax)
	return l, l.Build(nil)
})

type kpeFinder struct {
	layers *kpesolve.Layers
	err    error
}

func newKpeFinder() finder {
	l, err := kpeLayers()
	return &kpeFinder{layers: l, err: err}
}

func (f *kpeFinder) find(g rules.Game) (*puzzles.Puzzle, bool, error) {
	if f.err != nil {
		return nil, false, f.err
	}
	// The puzzle is its position string, which holds no history: the
	// values are those of the position set afresh, as the player gets it
	// (the loop rule sees only the positions played from there).
	pos, err := g.Position()
	if err != nil {
		return nil, false, err
	}
	kg := kpe.New()
	if err := kg.SetPosition(pos); err != nil {
		return nil, false, err
	}
	root, history, lead := kpesolve.FromGame(kg)
	if n := root.Board.Total(); n < kpeMin || n > kpeMax {
		return nil, false, nil
	}
	if _, ok := f.layers.Lookup(root); !ok {
		return nil, false, nil // a locked position: not in the tables
	}
	// A fresh solver for each position: what one learns would otherwise
	// carry over to the next, and the values found depend on nothing but
	// the position.
	find := kpesolve.Searcher{Src: f.layers, Limit: kpeNodes}
	values := find.MoveValues(root, history)
	if len(values) < 2 {
		return nil, false, nil
	}
	best, second := -1, -1
	for i, v := range values {
		if !v.Exact() {
			return nil, false, nil
		}
		switch {
		case best < 0 || v.Lo > values[best].Lo:
			best, second = i, best
		case second < 0 || v.Lo > values[second].Lo:
			second = i
		}
	}
	if values[best].Lo-values[second].Lo < kpeMargin {
		return nil, false, nil
	}
	// The check: a fresh solver with verifyFactor times the limit must
	// find the same exact values.
	check := kpesolve.Searcher{Src: f.layers, Limit: verifyFactor * kpeNodes}
	again := check.MoveValues(root, history)
	if len(again) != len(values) {
		return nil, false, fmt.Errorf("puzzlemaker: kpe: the check found %d moves, the finder %d", len(again), len(values))
	}
	for i, v := range again {
		if !v.Exact() {
			return nil, false, nil // the check ran out of nodes: no puzzle
		}
		if v != values[i] {
			return nil, false, fmt.Errorf("puzzlemaker: kpe: the check values pit %d at [%d, %d], the finder at [%d, %d]", v.Pit, v.Lo, v.Hi, values[i].Lo, values[i].Hi)
		}
	}
	a := kpesolve.Action(values[best].Pit, g.ToMove())
	return &puzzles.Puzzle{Game: g.Name(), Goal: puzzles.Keep, Value: lead + values[best].Lo,
		Position: pos, Solution: notation(g, []rules.Action{a})}, true, nil
}
