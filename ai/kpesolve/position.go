package kpesolve

import (
	"tavola/rules"
	"tavola/rules/kpe"
)

// FromSnapshot is a position of the game as the solver sees it, in its
// mover's frame.
func FromSnapshot(p kpe.Snapshot) State {
	s := State{Board(p.Pits), Lock(p.Started)}
	if p.ToMove == rules.Second {
		s = State{s.Board.Mirror(), s.Lock.Mirror()}
	}
	return s
}

// FromGame returns the position of g as the solver sees it, the positions
// of its window before it (oldest first), and the mover's lead in seeds
// captured so far, which adds to any value the solver gives.
func FromGame(g *kpe.Game) (root State, history []State, lead int) {
	w := g.Window(nil)
	history = make([]State, len(w)-1)
	for i, p := range w[:len(w)-1] {
		history[i] = FromSnapshot(p)
	}
	c := g.Captured()
	me := g.ToMove()
	return FromSnapshot(w[len(w)-1]), history, c[me] - c[me.Other()]
}

// Action is the game's action for pit (0–3, the mover's frame) of the
// player to move.
func Action(pit int, mover rules.Player) rules.Action {
	return rules.Action(pit + 4*int(mover))
}

// LineActions is the game's actions of a principal line (Result.Line, each
// pit in the frame of the player who sows it) whose first move is mover's.
func LineActions(line []int, mover rules.Player) []rules.Action {
	out := make([]rules.Action, len(line))
	for i, pit := range line {
		out[i] = Action(pit, mover)
		mover = mover.Other()
	}
	return out
}
