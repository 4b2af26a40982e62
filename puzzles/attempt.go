package puzzles

import (
	"fmt"

	"tavola/rules"
)

// Verdict is what an attempt's move did.
type Verdict uint8

// The verdicts of a move.
const (
	Right  Verdict = iota + 1 // the solution's move: play on
	Solved                    // the last move of the solution, or a win the goal accepts
	Wrong                     // not the solution's: the screen shows it, refutes it and takes it back
)

// Attempt is one try at a puzzle: the position as it stands, and how far
// along the solution the player is. The screen draws Game, asks Reply for
// each of the opponent's moves of the line (and animates it), and passes
// each of the player's moves to Try. It knows no AI: a wrong move's
// refutation is the screen's to find.
type Attempt struct {
	p      *Puzzle
	g      rules.Game
	line   []rules.Action
	at     int
	mover  rules.Player
	missed bool // a wrong move was played or the solution asked for: the attempt is failed
	hinted bool // a hint was spent: a solve counts half
	done   bool
}

// NewAttempt starts an attempt at p.
func NewAttempt(p *Puzzle) (*Attempt, error) {
	g, line, err := p.Line()
	if err != nil {
		return nil, err
	}
	return &Attempt{p: p, g: g, line: line, mover: g.ToMove()}, nil
}

// Puzzle is the puzzle tried.
func (a *Attempt) Puzzle() *Puzzle { return a.p }

// Game is the position now (the screen's to draw, not to change).
func (a *Attempt) Game() rules.Game { return a.g }

// Mover is the player the puzzle asks to move.
func (a *Attempt) Mover() rules.Player { return a.mover }

// Done reports whether the puzzle is solved.
func (a *Attempt) Done() bool { return a.done }

// Clean reports whether it was solved without a wrong move or a hint.
func (a *Attempt) Clean() bool { return a.done && !a.missed && !a.hinted }

// Hinted reports whether a hint was spent.
func (a *Attempt) Hinted() bool { return a.hinted }

// Counted is how the attempt counts for the progress as it stands: Clean
// or Hinted once solved without a wrong move (Hinted when a hint was
// spent), Failed otherwise (a wrong move, the solution asked for, or not
// solved yet).
func (a *Attempt) Counted() Solve {
	switch {
	case !a.done || a.missed:
		return Failed
	case a.hinted:
		return Hinted
	}
	return Clean
}

// PlayerToMove reports whether the next action is the player's (and not a
// reply of the line's).
func (a *Attempt) PlayerToMove() bool {
	return !a.done && a.at < len(a.line) && a.g.ToMove() == a.mover
}

// Reply plays the line's next action when it is the opponent's, and
// returns it with its events for the screen to animate.
func (a *Attempt) Reply(events []rules.Event) (rules.Action, []rules.Event, bool) {
	if a.done || a.at >= len(a.line) || a.g.ToMove() == a.mover {
		return 0, events, false
	}
	act := a.line[a.at]
	events = a.g.Apply(act, events)
	a.at++
	a.finishIfAtEnd()
	return act, events, true
}

// Hint is the player's next move of the solution (spending it makes a
// solve count half).
func (a *Attempt) Hint() (rules.Action, bool) {
	if !a.PlayerToMove() {
		return 0, false
	}
	a.hinted = true
	return a.line[a.at], true
}

// Rest is what is left of the solution from here, for the screen to
// animate when the player asks for it (the attempt then no longer
// counts as solved).
func (a *Attempt) Rest() []rules.Action {
	if a.done {
		return nil
	}
	a.missed = true
	return a.line[a.at:]
}

// Try plays the player's move act when it is the solution's (or has the
// same effect: in Gravity, entry squares that land on the same square; or,
// in Gravity, wins at once) and tells what it did. A wrong move changes
// nothing here: the screen plays it on a copy to show it.
func (a *Attempt) Try(act rules.Action, events []rules.Event) (Verdict, []rules.Event, error) {
	if !a.PlayerToMove() {
		return 0, events, fmt.Errorf("puzzle %s: it is not the player's move", a.p.ID)
	}
	if act != a.line[a.at] && a.after(act) != a.after(a.line[a.at]) {
		if a.p.Goal == Win && a.winsAtOnce(act) {
			events = a.g.Apply(act, events)
			a.done = true
			return Solved, events, nil
		}
		a.missed = true
		return Wrong, events, nil
	}
	events = a.g.Apply(act, events)
	a.at++
	if a.finishIfAtEnd() {
		return Solved, events, nil
	}
	return Right, events, nil
}

// after is the position's hash once act is played.
func (a *Attempt) after(act rules.Action) uint64 {
	c := a.g.Clone()
	c.Apply(act, nil)
	return c.Hash()
}

// winsAtOnce reports whether act ends the game with the mover's win.
func (a *Attempt) winsAtOnce(act rules.Action) bool {
	c := a.g.Clone()
	c.Apply(act, nil)
	o := c.Outcome()
	return o.Over && o.Winner == a.mover
}

// finishIfAtEnd ends the attempt once the solution is played out.
func (a *Attempt) finishIfAtEnd() bool {
	if a.at >= len(a.line) || a.g.Outcome().Over {
		a.done = true
	}
	return a.done
}
