package main

import (
	"errors"

	"tavola/rules"
)

// This file is the engine's door to the AI. The AI engineer replaces it;
// the engine relies only on the two functions below and their contracts.
// The engine has already checked that a game is chosen and not over, and
// parsed the budget; it checks the answer (legal actions only) and prints
// it.

// errNotImplemented is the answer while no AI is wired in.
var errNotImplemented = errors.New("not implemented")

// genmove chooses an action for whoever decides now in g within budget b.
// g is the search's own copy of the engine's game (history included): it
// may apply and undo on it freely. The engine plays the returned action; an
// error is answered as a failure ("? <error>") and changes nothing.
func genmove(g rules.Game, b Budget) (rules.Action, error) {
	return 0, errNotImplemented
}

// analyze searches g like genmove but plays nothing: it returns the value of
// the position for whoever decides now and the principal line, whose first
// action is the one chosen (see Analysis). g is the search's own copy.
func analyze(g rules.Game, b Budget) (Analysis, error) {
	return Analysis{}, errNotImplemented
}
