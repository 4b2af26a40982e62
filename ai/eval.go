package ai

import (
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// Scores are int32 from the view of the player who decides at the node.
// A finished game scores scoreWin minus its distance in plies for a win (so
// the fastest win is preferred), the opposite for a loss, and 0 for a draw;
// in games with a final score (Kpé) the margin, times marginUnit, is added,
// so that the size of a win is known. Evaluations of unfinished positions
// stay far below provenMin.
const (
	scoreInf   int32 = 1 << 30
	scoreWin   int32 = 1 << 24
	provenMin  int32 = scoreWin - 1<<15
	marginUnit int32 = 256
)

// evaluator is what the search knows of one game beyond rules.Game.
type evaluator interface {
	// evaluate scores a position that is not over for the player who
	// decides, in the game's own units (|score| < provenMin).
	evaluate(g rules.Game) int32
	// endgame returns the node budget of an exact solution of the
	// position before the ordinary search, 0 when it is too big to try.
	endgame(g rules.Game) int64
	// value converts a score that is not proven to the protocol's value.
	value(s int32) float64
	// offset is the part of a score that the game's hash does not see,
	// for the player who decides (Kpé: the captured seeds). The
	// transposition table holds scores less their offset.
	offset(g rules.Game) int32
	// cost is the depth an action uses up: 1 for a turn's main action, 0
	// for a decision that completes a turn already counted (GIPF's
	// removals), so that the search counts whole turns.
	cost(a rules.Action) int
	// settled reports whether the horizon may evaluate g: no decision of
	// the current turn is pending.
	settled(g rules.Game) bool
	// tactical appends the actions that quiescence searches beyond the
	// horizon (GIPF: the pushes that make a row of the mover's colour);
	// none in games without them.
	tactical(g rules.Game, buf []rules.Action) []rules.Action
}

// everyAction is the turn structure of games whose every action is a
// turn: each costs one ply and any position may be evaluated.
type everyAction struct{}

func (everyAction) cost(rules.Action) int   { return 1 }
func (everyAction) settled(rules.Game) bool { return true }
func (everyAction) tactical(_ rules.Game, buf []rules.Action) []rules.Action {
	return buf
}

// terminal scores a finished game for the player who would decide at ply.
func terminal(o rules.Outcome, me rules.Player, ply int) int32 {
	margin := int32(0)
	if me < rules.NoPlayer {
		margin = int32(o.Score[me]-o.Score[me.Other()]) * marginUnit
	}
	switch o.Winner {
	case rules.NoPlayer:
		return margin
	case me:
		return scoreWin - int32(ply) + margin
	}
	return -scoreWin + int32(ply) + margin
}

// proven reports whether s is the score of a finished game.
func proven(s int32) bool { return s >= provenMin || s <= -provenMin }

// protocolValue converts a score to the value the protocol prints: ±1000
// for a proven win or loss, the final seed difference for a proven Kpé
// result, otherwise the game's evaluation scale.
func protocolValue(ev evaluator, scored bool, s int32) float64 {
	if !proven(s) {
		return ev.value(s)
	}
	sign := int32(1)
	if s < 0 {
		sign, s = -1, -s
	}
	if scored {
		return float64(sign * ((s - scoreWin + marginUnit/2) / marginUnit))
	}
	return float64(sign * 1000)
}

// plainEval knows nothing of the game: every unfinished position is even.
// It serves games without an evaluation of their own (and the tests).
type plainEval struct{ everyAction }

func (plainEval) evaluate(rules.Game) int32 { return 0 }
func (plainEval) endgame(rules.Game) int64  { return 0 }
func (plainEval) value(s int32) float64     { return float64(s) }
func (plainEval) offset(rules.Game) int32   { return 0 }

// evaluatorFor picks the evaluation of g's game.
func evaluatorFor(g rules.Game) evaluator {
	switch g.(type) {
	case *gravity.Game:
		return &gravityEval{}
	case *kpe.Game:
		return kpeEval{}
	case *gipf.Game:
		return gipfEval{}
	}
	return plainEval{}
}
