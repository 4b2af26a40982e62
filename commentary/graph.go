package commentary

import (
	"fmt"
	"math"

	"tavola/ai/analysis"
	"tavola/i18n"
	"tavola/rules"
)

// Graph is the evaluation graph of an analysed game: one point where the
// game started and one after each analysed turn, from the first player's
// view — White's win chance (GIPF, Gravity) or South's seed lead with best
// play (Kpé) — and each turn's mark.
type Graph struct {
	Kpe bool
	// Points are the values: Points[0] before the first turn, Points[i+1]
	// after turn i. A chance is in [0, 1]; a lead in seeds.
	Points []float64
	Marks  []analysis.Mark // Marks[i] is turn i's
	// Span is the lead, either way, the graph's height shows (Kpé): the
	// largest lead of the game, and at least minSpan.
	Span float64
}

// minSpan is the least seed lead a Kpé graph's half-height stands for, so
// that a quiet game's small leads are not blown up to the full height.
const minSpan = 8

// GraphOf is the graph of a. A mover's view is turned into the first
// player's: in GIPF and Gravity the other's chance is one less the
// mover's, in Kpé the other's lead is the mover's negated.
func GraphOf(a *analysis.Game) Graph {
	g := Graph{Kpe: a.Kpe(), Span: minSpan}
	if len(a.Moves) == 0 {
		return g
	}
	first := func(p rules.Player, v float64) float64 {
		if p == rules.First {
			return v
		}
		if g.Kpe {
			return -v
		}
		return 1 - v
	}
	m0 := a.Moves[0]
	if g.Kpe {
		g.Points = append(g.Points, first(m0.Turn.Player, m0.Before.Value))
	} else {
		g.Points = append(g.Points, first(m0.Turn.Player, m0.ChanceBefore))
	}
	for _, m := range a.Moves {
		v := m.ChanceAfter
		if g.Kpe {
			v = m.After
		}
		g.Points = append(g.Points, first(m.Turn.Player, v))
		g.Marks = append(g.Marks, m.Mark)
	}
	if g.Kpe {
		for _, v := range g.Points {
			g.Span = max(g.Span, math.Abs(v))
		}
	}
	return g
}

// Level is point i's height in the graph, from 0 (the foot: Black, or
// North, certain to win or leading by the span) to 1 (the top), ½ even.
func (g Graph) Level(i int) float64 {
	v := g.Points[i]
	if g.Kpe {
		return max(0, min(1, 0.5+v/(2*g.Span)))
	}
	return max(0, min(1, v))
}

// Y is point i's height on a graph drawn in the box from top to top+h.
func (g Graph) Y(i int, top, h float64) float64 { return top + h*(1-g.Level(i)) }

// X is where point i stands across a graph drawn from left to left+w:
// the points evenly spread, the first at the left edge, the last at the
// right.
func (g Graph) X(i int, left, w float64) float64 {
	if len(g.Points) < 2 {
		return left
	}
	return left + w*float64(i)/float64(len(g.Points)-1)
}

// Hit is the turn a click at x means on a graph drawn from left to
// left+w: the one whose point after it is nearest, -1 for the start (the
// game before its first turn); ok is false outside the graph.
func (g Graph) Hit(x, left, w float64) (turn int, ok bool) {
	if len(g.Points) < 2 || w <= 0 || x < left || x > left+w {
		return 0, false
	}
	i := int(math.Round((x - left) / w * float64(len(g.Points)-1)))
	return i - 1, true
}

// Summary is the summary line of player (its name given): the
// inaccuracies, mistakes and blunders, and the average loss a move,
// named as the game counts it.
func Summary(l i18n.Lang, name string, kpe bool, s analysis.Summary) string {
	marks := fmt.Sprintf(l.T(i18n.SummaryMarks), name, s.Marks[analysis.Inaccuracy], s.Marks[analysis.Mistake], s.Marks[analysis.Blunder])
	loss := i18n.LossChance
	if kpe {
		loss = i18n.LossSeeds
	}
	return marks + " · " + fmt.Sprintf(l.T(loss), s.AverageLoss)
}

// LossExplained is the one line that says what the summary's average loss
// is.
func LossExplained(l i18n.Lang, kpe bool) string {
	if kpe {
		return l.T(i18n.LossSeedsExplain)
	}
	return l.T(i18n.LossChanceExplain)
}
