package analysis

import (
	"errors"

	"tavola/rules"
	"tavola/rules/record"
)

// Eval is what a search says of one position, from the view of the player
// who decides there: the value (the protocol's: ±Proven a proven result in
// GIPF and Gravity, the final seed difference in Kpé), the proven bounds
// of a Kpé value (Lo == Hi when it is exact; ±48 when nothing is proven),
// and the best line, which starts with the best action.
type Eval struct {
	Value  float64
	Lo, Hi float64
	Line   []rules.Action
}

// Exact reports whether a Kpé value is proven.
func (e Eval) Exact() bool { return e.Lo == e.Hi }

// Evaluator searches positions one at a time. Evaluate must not change g
// (it gets its own copy) and should return soon after stop reports true,
// with the best it has.
type Evaluator interface {
	Evaluate(g rules.Game, stop func() bool) (Eval, error)
}

// Move is the analysis of one turn of a game (a GIPF turn is its push and
// the removals after it). Values are from the view of the turn's player.
type Move struct {
	Turn   record.Turn
	Before Eval // the position before the turn, with best play
	// After is the value of the position the turn left, with best play
	// from there, and AfterLo, AfterHi its proven bounds (Kpé).
	After, AfterLo, AfterHi float64
	// ChanceBefore and ChanceAfter are the win chances (GIPF, Gravity).
	ChanceBefore, ChanceAfter float64
	Mark                      Mark
	// Better is the best turn when the one played was not (nil when it
	// was); Before.Line is the engine's line from there.
	Better []rules.Action
}

// Loss is what the turn cost its player: win chance (GIPF, Gravity) or
// the final seeds the bounds prove lost (Kpé); never below zero.
func (m Move) Loss(kpe bool) float64 {
	if kpe {
		return max(0, m.Before.Lo-m.AfterHi)
	}
	return max(0, m.ChanceBefore-m.ChanceAfter)
}

// Game is the analysis of a whole game.
type Game struct {
	Name  string // the game's protocol name
	Moves []Move
}

// Kpe reports whether the game's values are seeds (no win chance).
func (a *Game) Kpe() bool { _, ok := CurveOf(a.Name); return !ok }

// Options bound an analysis.
type Options struct {
	// NewEvaluator makes one evaluator for each worker; Workers runs that
	// many positions at once (at least one).
	NewEvaluator func() Evaluator
	Workers      int
	// Progress, when set, is told each time a position is done, from the
	// worker that did it (positions done, positions in all).
	Progress func(done, total int)
	// Stop ends the analysis early; Analyse then fails with ErrStopped.
	Stop func() bool
}

// ErrStopped is the error of an analysis that Options.Stop ended.
var ErrStopped = errors.New("analysis: stopped")

// Analyse analyses the game played from start by actions (a Run worked
// on Options.Workers workers): each turn's position is searched, and each
// turn gets its values, win chances, mark and better turn. start is not
// changed.
func Analyse(start rules.Game, actions []rules.Action, o Options) (*Game, error) {
	r, err := NewRun(start, actions)
	if err != nil {
		return nil, err
	}
	if err := r.Work(o.Workers, o.NewEvaluator, o.Stop, o.Progress); err != nil {
		return nil, err
	}
	return r.Result()
}

// outcomeValue is a finished game's value for p: ±Proven or 0, or the
// final seed difference in Kpé.
func outcomeValue(o rules.Outcome, p rules.Player, seeds bool) float64 {
	switch {
	case seeds:
		return float64(o.Score[p] - o.Score[p.Other()])
	case o.Winner == rules.NoPlayer:
		return 0
	case o.Winner == p:
		return Proven
	}
	return -Proven
}

// firstTurn is the line's first turn from g: its actions up to the next
// turn's start (g is not changed).
func firstTurn(g rules.Game, line []rules.Action) []rules.Action {
	if len(line) == 0 {
		return nil
	}
	c := g.Clone()
	for i, a := range line {
		if i > 0 && record.TurnStarts(c) {
			return line[:i]
		}
		c.Apply(a, nil)
	}
	return line
}

// Summary is one player's account of a game: how many turns of each mark,
// and the average loss a turn (win chance in points of a hundred, or
// seeds in Kpé).
type Summary struct {
	Turns       int
	Marks       [Blunder + 1]int
	AverageLoss float64
}

// Summaries are the two players' accounts, indexed by rules.Player.
func (a *Game) Summaries() [2]Summary {
	var s [2]Summary
	var loss [2]float64
	kpe := a.Kpe()
	for _, m := range a.Moves {
		p := m.Turn.Player
		s[p].Turns++
		s[p].Marks[m.Mark]++
		l := m.Loss(kpe)
		if !kpe {
			l *= 100
		}
		loss[p] += l
	}
	for p := range s {
		if s[p].Turns > 0 {
			s[p].AverageLoss = loss[p] / float64(s[p].Turns)
		}
	}
	return s
}
