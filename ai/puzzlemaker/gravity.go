package puzzlemaker

import (
	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/gravity"
)

// gravityPlies is the longest forced win a Gravity puzzle asks for.
const gravityPlies = 7

// gravityVerify is how many times the nodes of the search that found a
// win the search that checks each other first move gets (at least
// gravityMinVerify): none of them may be a forced win under it.
const (
	gravityVerify    = 4
	gravityMinVerify = 20_000
)

// gravityFinder finds forced wins of 3, 5 or 7 plies (not 1: that is no
// puzzle) in which every one of the player's moves is the only one that
// keeps the win, but the last, where any win at once counts.
type gravityFinder struct{ sr ai.Searcher }

func (f *gravityFinder) find(g rules.Game) (*puzzles.Puzzle, bool, error) {
	if f.value(g, ai.Budget{Depth: 1}) >= analysis.Proven {
		return nil, false, nil
	}
	plies, nodes := 0, int64(0)
	var line []rules.Action
	for d := 3; d <= gravityPlies; d += 2 {
		r := f.sr.NewSearchBudget(g, ai.Budget{Depth: d}, 1, 0).Run()
		if r.OK && r.Value >= analysis.Proven {
			plies, nodes, line = d, r.Nodes, r.PV
			break
		}
	}
	if plies == 0 || !winsBy(g, line, plies) {
		return nil, false, nil
	}
	line = line[:plies]
	verify := max(gravityVerify*nodes, gravityMinVerify)
	c := g.Clone()
	var buf []rules.Action
	for k := 0; k < plies-1; k += 2 { // the player's moves but the last
		buf = c.(*gravity.Game).DistinctActions(buf[:0])
		want := after(c, line[k])
		for _, a := range buf {
			if after(c, a) == want {
				continue
			}
			o := c.Clone()
			o.Apply(a, nil)
			// Another first move that wins within the plies left, or
			// under a search gravityVerify times longer, spoils it.
			if o.Outcome().Over || f.value(o, ai.Budget{Depth: plies - k - 1}) <= -analysis.Proven ||
				f.value(o, ai.Budget{Nodes: verify}) <= -analysis.Proven {
				return nil, false, nil
			}
		}
		c.Apply(line[k], nil)
		c.Apply(line[k+1], nil)
	}
	pos, err := g.Position()
	if err != nil {
		return nil, false, err
	}
	return &puzzles.Puzzle{Game: g.Name(), Goal: puzzles.Win, Plies: plies, Level: rate(g, line[0], 1),
		Position: pos, Solution: notation(g, line)}, true, nil
}

// value is the search's value of g within b, for the player to move (0
// when it finds nothing).
func (f *gravityFinder) value(g rules.Game, b ai.Budget) float64 {
	r := f.sr.NewSearchBudget(g, b, 1, 0).Run()
	if !r.OK {
		return 0
	}
	return r.Value
}

// winsBy reports whether line, played from g, wins for the player to move
// within plies plies.
func winsBy(g rules.Game, line []rules.Action, plies int) bool {
	mover := g.ToMove()
	c := g.Clone()
	for i, a := range line {
		if i >= plies || c.Outcome().Over {
			break
		}
		c.Apply(a, nil)
		if o := c.Outcome(); o.Over {
			return o.Winner == mover && i+1 == plies
		}
	}
	return false
}
