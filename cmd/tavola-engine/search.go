package main

import (
	"errors"
	"fmt"
	"slices"

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

// aiBudget turns the protocol's budgets into the AI's. A level gives that
// level's budget (and handicap); time, playouts and depth tighten it, the
// first reached ending the search. Without a level the search has only
// the budgets given and no handicap, and runs the game's preferred search
// (MCTS for Kpé) unless a depth asks for alpha-beta; with no budget at all
// it plays at defaultLevel. Playouts bound MCTS playouts, or alpha-beta
// nodes.
func aiBudget(g rules.Game, b Budget) (ai.Budget, error) {
	if b.Level > ai.MaxLevel {
		return ai.Budget{}, fmt.Errorf("level %d: the levels are 1 to %d", b.Level, ai.MaxLevel)
	}
	given := ai.Budget{Time: b.Time, Nodes: b.Playouts, Depth: b.Depth}
	switch {
	case b.Level > 0:
		return ai.LevelBudget(g.Name(), b.Level).Limit(given), nil
	case given == ai.Budget{}:
		return ai.LevelBudget(g.Name(), defaultLevel), nil
	}
	given.MCTS = ai.LevelBudget(g.Name(), ai.MaxLevel).MCTS && b.Depth == 0
	return given, nil
}

// search runs the AI on g (the engine's copy) to its end.
func search(g rules.Game, b Budget) (ai.Result, error) {
	budget, err := aiBudget(g, b)
	if err != nil {
		return ai.Result{}, err
	}
	seed := uint64(defaultSeed)
	if b.HasSeed {
		seed = b.Seed
	}
	r := ai.NewSearchBudget(g, budget, seed, 0).Run()
	if !r.OK {
		return r, errors.New("the search found no action")
	}
	return r, nil
}

// genmove chooses an action for whoever decides now in g within budget b.
// g is the search's own copy of the engine's game (history included). The
// engine plays the returned action; an error is answered as a failure and
// changes nothing.
func genmove(g rules.Game, b Budget) (rules.Action, error) {
	r, err := search(g, b)
	return r.Action, err
}

// analyze searches g like genmove but plays nothing: it returns the value of
// the position for whoever decides now and the principal line, whose first
// action is the one chosen. The line is cut before any action that is not
// legal where it stands (a line read from the transposition table can end
// in another position's action).
func analyze(g rules.Game, b Budget) (Analysis, error) {
	r, err := search(g, b)
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
