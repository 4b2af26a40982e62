package analysis

import (
	"fmt"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/catalog"
)

// SelfPlay sets up the games whose positions a curve is fitted on: the AI
// against itself at levels drawn from Levels for each seat, from openings
// of Random random actions, every turn's position valued by Evaluator.
type SelfPlay struct {
	Game      string // the protocol name
	Levels    []int  // each seat's level is drawn from these
	Random    int    // random actions at the start of each game
	Seed      uint64
	Evaluator Evaluator
	// MaxActions ends a game that runs this long without an end (it is
	// then left out).
	MaxActions int
}

// Play plays game number i (the seed and i decide everything but what
// time budgets change) and returns its samples: each turn's value from
// its mover's view and the mover's final score. A game that does not end
// within MaxActions returns no samples.
func (sp SelfPlay) Play(i int) ([]Sample, error) {
	g, err := catalog.New(sp.Game)
	if err != nil {
		return nil, err
	}
	r := seeded.New(sp.Seed, uint64(i))
	levels := [2]int{sp.Levels[r.IntN(len(sp.Levels))], sp.Levels[r.IntN(len(sp.Levels))]}
	type seen struct {
		value float64
		mover rules.Player
	}
	var turns []seen
	var buf []rules.Action
	var sr ai.Searcher
	never := func() bool { return false }
	for n := 0; !g.Outcome().Over; n++ {
		if sp.MaxActions > 0 && n >= sp.MaxActions {
			return nil, nil
		}
		if _, err := g.Position(); err == nil { // a turn starts
			e, err := sp.Evaluator.Evaluate(g.Clone(), never)
			if err != nil {
				return nil, fmt.Errorf("game %d, action %d: %w", i, n+1, err)
			}
			turns = append(turns, seen{e.Value, g.ToMove()})
		}
		var a rules.Action
		if n < sp.Random {
			buf = g.Actions(buf[:0])
			a = buf[r.IntN(len(buf))]
		} else {
			res := sr.NewSearch(g, levels[g.ToMove()], r.Uint64(), 0).Run()
			if !res.OK {
				return nil, fmt.Errorf("game %d, action %d: the search found nothing", i, n+1)
			}
			a = res.Action
		}
		g.Apply(a, nil)
	}
	o := g.Outcome()
	out := make([]Sample, len(turns))
	for k, t := range turns {
		score := 0.5
		switch o.Winner {
		case t.mover:
			score = 1
		case t.mover.Other():
			score = 0
		}
		out[k] = Sample{Value: t.value, Score: score}
	}
	return out, nil
}
