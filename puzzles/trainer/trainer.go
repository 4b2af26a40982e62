// Package trainer is the Puzzles screen without its drawing: one puzzle at
// the table, step by step — the player's move judged, the line's reply,
// a wrong move shown with its refutation (found by the AI the screen gives)
// and taken back, the hint, the solution played out — what the task and
// the status say in the player's words, and the player's progress counted
// and kept after every attempt. The screen animates the Moves it returns
// with the board's own animations; the trainer never draws.
package trainer

import (
	"fmt"
	"math"
	"slices"
	"time"

	"tavola/i18n"
	"tavola/puzzles"
	"tavola/rules"
)

// Search is a resumable AI search, as the app's searches are
// (session.Search): Step thinks for about slice and reports whether it is
// done; Result is the action chosen.
type Search interface {
	Step(slice time.Duration) (done bool)
	Result() (a rules.Action, generation uint64)
	Cancel()
}

// Refuter starts a search of g (a copy the search may keep) for the
// player to move there: the answer to a wrong move.
type Refuter func(g rules.Game) Search

// Phase is where an attempt stands.
type Phase uint8

// The phases of a try.
const (
	// Yours: the player's move (the board takes input).
	Yours Phase = iota + 1
	// Replying: the line's reply comes next (Advance plays it).
	Replying
	// Refuting: a wrong move stands on the board; Advance searches its
	// refutation and plays it.
	Refuting
	// TakingBack: Advance takes the refutation and the wrong move back, one
	// action at a time.
	TakingBack
	// Showing: Advance plays the rest of the solution.
	Showing
	// Solved: the player reached the goal.
	Solved
	// Shown: the solution was played out; the puzzle is over, not solved.
	Shown
)

// Over reports whether the attempt is over (solved or shown).
func (p Phase) Over() bool { return p == Solved || p == Shown }

// Move is an action for the board to show: Act played, Game the position
// after it; or, Back, Act taken back, Game the position before it and
// Events what Act did from there (render.View's Animate and AnimateBack).
type Move struct {
	Game   rules.Game
	Act    rules.Action
	Events []rules.Event
	Back   bool
}

// Trainer is one puzzle at the table.
type Trainer struct {
	att    *puzzles.Attempt
	prog   *puzzles.Progress
	refute Refuter
	keep   func(*puzzles.Progress)
	rated  bool // counts for the rating: not done before

	phase Phase
	said  i18n.Key // the status line

	// A wrong move on a copy of the position: the actions played there
	// (the wrong move first, then its refutation), to take back.
	wrong    rules.Game
	played   []played
	search   Search
	answered bool // the opponent has answered the wrong move

	shown []rules.Action // Showing: the solution left to play
	solve rules.Game     // Showing: the position the solution is played on

	hint     rules.Action
	hinted   bool // the hint shows
	recorded bool
	before   puzzles.Rating
}

// played is an action played on the copy: the position before it, and
// what it did.
type played struct {
	before rules.Game
	act    rules.Action
	events []rules.Event
}

// New starts the player's attempt at p: prog is their progress, counted
// when the attempt is (once: failed at the first wrong move, at the
// solution asked for, or when the player leaves after a hint; else when
// solved, clean or with a hint) and then given to keep; refute finds a
// wrong move's answer (nil: a wrong move is only shown and taken back).
// A puzzle done before is played again unrated.
func New(p *puzzles.Puzzle, prog *puzzles.Progress, refute Refuter, keep func(*puzzles.Progress)) (*Trainer, error) {
	att, err := puzzles.NewAttempt(p)
	if err != nil {
		return nil, err
	}
	_, seen := prog.Done[p.ID]
	t := &Trainer{att: att, prog: prog, refute: refute, keep: keep, rated: !seen,
		phase: Yours, said: i18n.PuzzleYourMove, before: prog.Rating}
	if !att.PlayerToMove() {
		t.phase = Replying
	}
	return t, nil
}

// Puzzle is the puzzle tried.
func (t *Trainer) Puzzle() *puzzles.Puzzle { return t.att.Puzzle() }

// Phase is where the attempt stands.
func (t *Trainer) Phase() Phase { return t.phase }

// Rated reports whether the attempt counts for the rating.
func (t *Trainer) Rated() bool { return t.rated }

// Game is the position the player moves in (the board's input); Board is
// the one the board shows, which differs while a wrong move or the
// solution is on it.
func (t *Trainer) Game() rules.Game { return t.att.Game() }

// Board is the position on the board now.
func (t *Trainer) Board() rules.Game {
	switch {
	case t.wrong != nil:
		return t.wrong
	case t.solve != nil:
		return t.solve
	}
	return t.att.Game()
}

// Play judges the player's action act: a right one plays on, a wrong one
// is played on a copy for the board to show, then refuted and taken back
// (Advance). It returns the move to animate; an error, and nothing
// changed, when it is not the player's move or act is not legal.
func (t *Trainer) Play(act rules.Action) (Move, error) {
	g := t.att.Game()
	if t.phase != Yours {
		return Move{}, fmt.Errorf("puzzle %s: it is not the player's move", t.Puzzle().ID)
	}
	if !slices.Contains(g.Actions(nil), act) {
		return Move{}, fmt.Errorf("puzzle %s: %s is not legal here", t.Puzzle().ID, g.FormatAction(act))
	}
	v, events, err := t.att.Try(act, nil)
	if err != nil {
		return Move{}, err
	}
	t.hinted = false
	switch v {
	case puzzles.Right:
		t.said = i18n.PuzzleRight
		if !t.att.PlayerToMove() {
			t.phase = Replying
		}
		return Move{Game: g, Act: act, Events: events}, nil
	case puzzles.Solved:
		t.finish()
		return Move{Game: g, Act: act, Events: events}, nil
	}
	t.count(puzzles.Failed)
	t.wrong = g.Clone()
	t.played = append(t.played[:0], played{before: g.Clone(), act: act})
	t.played[0].events = t.wrong.Apply(act, nil)
	t.answered = false
	t.phase, t.said = Refuting, i18n.PuzzleWrong
	if t.refute != nil && !t.wrong.Outcome().Over {
		// The search starts at once, while the board shows the move.
		t.search = t.refute(t.wrong.Clone())
	}
	return Move{Game: t.wrong, Act: act, Events: t.played[0].events}, nil
}

// Searching reports whether the AI is looking for a wrong move's answer.
func (t *Trainer) Searching() bool { return t.search != nil }

// Advance takes the attempt's next step once the board is still: the
// line's reply, the refutation's next action (after a slice of its
// search), the next action taken back, the solution's next action. It
// returns the move to animate, or false when there is none this time (a
// search goes on, a phase ended, or it is the player's move).
func (t *Trainer) Advance(slice time.Duration) (Move, bool) {
	switch t.phase {
	case Replying:
		act, events, ok := t.att.Reply(nil)
		if !ok {
			t.phase = Yours
			return Move{}, false
		}
		switch {
		case t.att.Done():
			t.finish()
		case t.att.PlayerToMove():
			t.phase = Yours
		}
		return Move{Game: t.att.Game(), Act: act, Events: events}, true
	case Refuting:
		return t.refuting(slice)
	case TakingBack:
		n := len(t.played) - 1
		p := t.played[n]
		t.played = t.played[:n]
		if n == 0 {
			t.wrong = nil
			t.phase, t.said = Yours, i18n.PuzzleTakenBack
			return Move{Game: t.att.Game(), Act: p.act, Events: p.events, Back: true}, true
		}
		return Move{Game: p.before, Act: p.act, Events: p.events, Back: true}, true
	case Showing:
		if len(t.shown) == 0 {
			t.phase = Shown
			return Move{}, false
		}
		act := t.shown[0]
		t.shown = t.shown[1:]
		events := t.solve.Apply(act, nil)
		if len(t.shown) == 0 {
			t.phase = Shown
		}
		return Move{Game: t.solve, Act: act, Events: events}, true
	}
	return Move{}, false
}

// refuting plays the wrong move's answer: the AI's actions on the copy
// until the opponent has answered and it is the player's move again, or
// the game is over there.
func (t *Trainer) refuting(slice time.Duration) (Move, bool) {
	g, mover := t.wrong, t.att.Mover()
	if g.Outcome().Over || (t.answered && g.ToMove() == mover) || t.refute == nil || len(t.played) > 8 {
		t.Cancel()
		t.phase = TakingBack
		return Move{}, false
	}
	if t.search == nil {
		t.search = t.refute(g.Clone())
	}
	if !t.search.Step(slice) {
		return Move{}, false
	}
	act, _ := t.search.Result()
	t.search = nil
	if !slices.Contains(g.Actions(nil), act) {
		t.phase = TakingBack
		return Move{}, false
	}
	if g.ToMove() != mover {
		t.answered = true
	}
	before := g.Clone()
	events := g.Apply(act, nil)
	t.played = append(t.played, played{before: before, act: act, events: events})
	return Move{Game: g, Act: act, Events: events}, true
}

// Hint is the player's next move of the solution, for the board to mark:
// the attempt is not counted yet, and once solved with no wrong move it
// counts half (puzzles.Hinted), not as a failure.
func (t *Trainer) Hint() (rules.Action, bool) {
	if t.phase != Yours {
		return 0, false
	}
	if !t.hinted {
		a, ok := t.att.Hint()
		if !ok {
			return 0, false
		}
		t.hint, t.hinted = a, true
	}
	t.said = i18n.PuzzleHinted
	return t.hint, true
}

// Hinted is the hint the board marks, while it stands (until the player
// moves).
func (t *Trainer) Hinted() (rules.Action, bool) { return t.hint, t.hinted && t.phase == Yours }

// ShowSolution gives up: Advance plays the rest of the solution out from
// the position the player reached. It reports false when there is nothing
// to show (the attempt is over, or a wrong move is still on the board).
func (t *Trainer) ShowSolution() bool {
	if t.phase != Yours && t.phase != Replying {
		return false
	}
	t.shown = t.att.Rest()
	t.solve = t.att.Game().Clone()
	t.hinted = false
	t.count(puzzles.Failed)
	t.phase, t.said = Showing, i18n.PuzzleShowing
	return true
}

// Cancel stops a search for a refutation (the screen is left).
func (t *Trainer) Cancel() {
	if t.search != nil {
		t.search.Cancel()
		t.search = nil
	}
}

// Abandon ends the attempt when the player leaves it: a search stops, and
// an attempt left unfinished after a hint counts as failed (the hint is
// not free: otherwise the puzzle could be seen and later solved clean).
func (t *Trainer) Abandon() {
	t.Cancel()
	if !t.phase.Over() && t.att.Hinted() {
		t.count(puzzles.Failed)
	}
}

// finish ends a solved attempt and counts it.
func (t *Trainer) finish() {
	t.phase = Solved
	t.count(t.att.Counted())
}

// count records the attempt in the progress, once, as s, and keeps it. A
// puzzle done before is not counted again.
func (t *Trainer) count(s puzzles.Solve) {
	if t.recorded || !t.rated {
		return
	}
	t.recorded = true
	t.prog.Record(t.Puzzle(), s)
	if t.keep != nil {
		t.keep(t.prog)
	}
}

// Change is the player's rating after the attempt and what the attempt
// changed it by, rounded; ok false until it is counted.
func (t *Trainer) Change() (now, delta int, ok bool) {
	if !t.recorded {
		return 0, 0, false
	}
	r := t.prog.Rating.R
	return int(math.Round(r)), int(math.Round(r)) - int(math.Round(t.before.R)), true
}
