package analysis

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

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

// Analyse analyses the game played from start by actions: each turn's
// position is searched (on Options.Workers workers), and each turn gets
// its values, win chances, mark and better turn. start is not changed.
func Analyse(start rules.Game, actions []rules.Action, o Options) (*Game, error) {
	if o.NewEvaluator == nil {
		return nil, errors.New("analysis: no evaluator")
	}
	g := start.Clone()
	var turns []record.Turn
	var positions []rules.Game
	buf := make([]rules.Action, 0, 256)
	for i, a := range actions {
		if g.Outcome().Over {
			return nil, fmt.Errorf("analysis: action %d is played after the end of the game", i+1)
		}
		if buf = g.Actions(buf[:0]); !slices.Contains(buf, a) {
			return nil, fmt.Errorf("analysis: action %d (%d) is not legal", i+1, a)
		}
		if len(turns) == 0 || record.TurnStarts(g) {
			positions = append(positions, g.Clone())
		}
		turns = record.AddAction(turns, g, i)
		g.Apply(a, nil)
	}
	positions = append(positions, g) // where the game stands now
	evals, err := evaluateAll(positions, o)
	if err != nil {
		return nil, err
	}
	out := &Game{Name: start.Name()}
	curve, chances := CurveOf(start.Name())
	for t, turn := range turns {
		m := Move{Turn: turn, Before: evals[t]}
		next, nextEval := positions[t+1], evals[t+1]
		m.After, m.AfterLo, m.AfterHi = nextEval.Value, nextEval.Lo, nextEval.Hi
		if next.ToMove() != turn.Player && !next.Outcome().Over {
			m.After, m.AfterLo, m.AfterHi = -m.After, -m.AfterHi, -m.AfterLo
		}
		if o := next.Outcome(); o.Over {
			m.After = outcomeValue(o, turn.Player, !chances)
			m.AfterLo, m.AfterHi = m.After, m.After
		}
		played := actions[turn.First:turn.End]
		best := firstTurn(positions[t], m.Before.Line)
		switch {
		case chances:
			m.ChanceBefore, m.ChanceAfter = curve.Chance(m.Before.Value), curve.Chance(m.After)
			m.Mark = MarkChance(m.ChanceBefore, m.ChanceAfter)
		default:
			m.Mark = MarkSeeds(int(m.Before.Lo), int(m.AfterHi))
		}
		if slices.Equal(best, played) {
			m.Mark = Best
		} else if m.Mark > Good {
			m.Better = best
		}
		out.Moves = append(out.Moves, m)
	}
	return out, nil
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

// evaluateAll searches every position on o.Workers workers, each with its
// own evaluator. A finished game's position is not searched.
func evaluateAll(positions []rules.Game, o Options) ([]Eval, error) {
	evals := make([]Eval, len(positions))
	stop := func() bool { return o.Stop != nil && o.Stop() }
	jobs := make(chan int)
	var (
		mu    sync.Mutex
		done  int
		first error
		wg    sync.WaitGroup
	)
	for range max(1, o.Workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ev := o.NewEvaluator()
			for i := range jobs {
				p := positions[i]
				var e Eval
				var err error
				if !p.Outcome().Over {
					e, err = ev.Evaluate(p.Clone(), stop)
					if err == nil && (math.IsNaN(e.Value) || math.IsInf(e.Value, 0)) {
						err = fmt.Errorf("analysis: the search valued position %d at %v", i, e.Value)
					}
				}
				mu.Lock()
				if err != nil && first == nil {
					first = err
				}
				evals[i] = e
				done++
				n := done
				mu.Unlock()
				if o.Progress != nil {
					o.Progress(n, len(positions))
				}
			}
		}()
	}
	for i := range positions {
		if stop() {
			break
		}
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	switch {
	case first != nil:
		return nil, first
	case stop():
		return nil, ErrStopped
	}
	return evals, nil
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
