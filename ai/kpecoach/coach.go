package kpecoach

import (
	"time"

	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// Time is how long the coach searches a position's moves after the
// tables' bounds.
const Time = 5 * time.Second

// Position is a Kpé position as the solver reads it, with what the
// rating adds to the solver's values.
type Position struct {
	Root    kpesolve.State
	History []kpesolve.State // the window of positions before it, oldest first
	Lead    int              // the mover's lead in seeds captured
	Mover   rules.Player
}

// Of is g's position; it shares nothing with g, which may change after.
func Of(g *kpe.Game) Position {
	root, history, lead := kpesolve.FromGame(g)
	return Position{Root: root, History: history, Lead: lead, Mover: g.ToMove()}
}

// Rating is what the coach knows of a position's moves: each move's final
// seed difference for the mover, from the move on (add Lead for the whole
// game's), exact or the interval it is proven to lie in; Done once the
// search has ended.
type Rating struct {
	Moves []kpesolve.MoveValue
	Mover rules.Player
	Lead  int
	Done  bool
}

// Rate rates p's moves on sr, whose Src are the tables (sr's Stop is
// Rate's own while it runs): it publishes the tables' bounds at once, then
// the values a search of Time proves, Done. stop is called every thousand
// nodes or so; once it says true Rate publishes nothing more and returns
// soon. In the browser's worker stop is also where the search lets the
// worker's messages in.
func Rate(sr *kpesolve.Searcher, p Position, stop func() bool, publish func(Rating)) {
	sr.Stop = func() bool { return true } // the tables' bounds alone
	bounds := sr.MoveValues(p.Root, p.History)
	if stop() {
		return
	}
	publish(Rating{Moves: bounds, Mover: p.Mover, Lead: p.Lead})
	deadline := time.Now().Add(Time)
	sr.Stop = func() bool { return stop() || time.Now().After(deadline) }
	moves := sr.MoveValues(p.Root, p.History)
	if stop() {
		return
	}
	publish(Rating{Moves: moves, Mover: p.Mover, Lead: p.Lead, Done: true})
}
