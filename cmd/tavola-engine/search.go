package main

import (
	"errors"
	"slices"
	"time"

	"tavola/ai"
	"tavola/rules"
)

// This file is the engine's door to the AI (package ai). The engine has
// already checked that a game is chosen and not over, and parsed the
// budget; it checks the answer (legal actions only) and prints it.

// defaultLevel is the level of a genmove or analyze that gives no budget.
const defaultLevel = 4

// defaultSeed is the seed of a search that names none: the engine answers
// the same way every time unless asked otherwise.
const defaultSeed = 1

// searchSlice is how long a search runs between two looks at its stop:
// the longest a stop waits.
const searchSlice = 10 * time.Millisecond

// aiBudget turns the protocol's budgets into the AI's. A level gives that
// level's budget (and handicap); time, playouts and depth tighten it, the
// first reached ending the search. Without a level the search has only
// the budgets given and no handicap, and runs the game's preferred search
// (MCTS for Kpé); with no budget at all it plays at defaultLevel. A depth
// asks for alpha-beta (see ai.Budget.Limit), with or without a level.
// Playouts bound MCTS playouts, or alpha-beta nodes. Every time is
// wall-clock time (ai.Budget.Wall), a level's own too (the master level's
// second): a move never takes much longer. As working time, which leaves
// out the gaps between the engine's slices, "genmove level 7" took 1.18 s
// at the median and up to 1.57 s under load 18. The engine's thread count
// goes to the searches that run on several threads (see threaded).
func aiBudget(g rules.Game, b Budget) ai.Budget {
	given := ai.Budget{Time: b.Time, Nodes: b.Playouts, Depth: b.Depth, Wall: b.Time > 0}
	switch {
	case b.Level > 0:
		lb := ai.LevelBudget(g.Name(), b.Level).Limit(given)
		lb.Wall = lb.Time > 0
		lb.KpeTables = b.kpe
		return threaded(lb, b.threads)
	case given == ai.Budget{}:
		return ai.LevelBudget(g.Name(), defaultLevel)
	}
	return threaded(ai.Budget{MCTS: ai.LevelBudget(g.Name(), ai.MaxLevel).MCTS}.Limit(given), b.threads)
}

// threaded gives ab n threads when it would run on the default's several:
// a budget that replays (a node or depth limit, a jitter) keeps its one
// thread, so that its answers stay the same.
func threaded(ab ai.Budget, n int) ai.Budget {
	if n > 0 && !ab.Replays() {
		ab.Threads = n
	}
	return ab
}

// search runs the AI on g (the engine's copy) until its budget ends, stop
// reports true, or maxTime has passed, whichever comes first. A stopped
// search answers what it found so far; it fails only if that is nothing.
func search(g rules.Game, b Budget, stop func() bool) (ai.Result, error) {
	seed := uint64(defaultSeed)
	if b.HasSeed {
		seed = b.Seed
	}
	s := ai.NewSearchBudget(g, aiBudget(g, b), seed, 0)
	start := time.Now()
	stopped := false
	for !s.Step(searchSlice) {
		if stopped = stop() || time.Since(start) >= maxTime; stopped {
			s.Cancel()
			break
		}
	}
	r := s.Result()
	switch {
	case !r.OK && stopped:
		return r, errors.New("stopped before the search found an action")
	case !r.OK:
		return r, errors.New("the search found no action")
	}
	return r, nil
}

// genmove chooses an action for whoever decides now in g within budget b.
// g is the search's own copy of the engine's game (history included). The
// engine plays the returned action; an error is answered as a failure and
// changes nothing.
func genmove(g rules.Game, b Budget, stop func() bool) (rules.Action, error) {
	r, err := search(g, b, stop)
	return r.Action, err
}

// analyze searches g like genmove but plays nothing: it returns the value of
// the position for whoever decides now and the principal line, whose first
// action is the one chosen. The line is cut before any action that is not
// legal where it stands (a line read from the transposition table can end
// in another position's action).
func analyze(g rules.Game, b Budget, stop func() bool) (Analysis, error) {
	r, err := search(g, b, stop)
	if err != nil {
		return Analysis{}, err
	}
	line := make([]rules.Action, 0, len(r.PV))
	var buf []rules.Action
	for _, a := range r.PV {
		buf = g.Actions(buf[:0])
		if !slices.Contains(buf, a) {
			break
		}
		line = append(line, a)
		g.Apply(a, nil)
	}
	if len(line) == 0 {
		line = append(line, r.Action)
	}
	return Analysis{Value: r.Value, Line: line}, nil
}
