package commentary

import (
	"fmt"
	"math"
	"strings"

	"tavola/ai/analysis"
	"tavola/i18n"
	"tavola/rules"
)

// Words is the review line's sentence for the analysed move m: the turn
// played with its mark, then what the better turn does. before is the
// position before m's turn and is not changed; played are the turn's
// actions (a GIPF turn is its push and the removals after it).
//
//	GIPF, Gravity: "e1-e5?? — b1-b4 takes 2 pieces", "d1? — c8 wins in 3",
//	               "f3?! — c4 keeps a 61 % chance, not 52 %"
//	Kpé:           "A?: C keeps the draw, A loses 4 seeds"
//	any game:      "c4: the engine's move", "b2: good; c3 was a little better"
func Words(l i18n.Lang, before rules.Game, played []rules.Action, m analysis.Move) string {
	kpe := before.Name() == "kpe"
	move := turnText(before, played)
	better := turnText(before, m.Better)
	switch {
	case m.Mark == analysis.Best || len(m.Better) == 0:
		return fmt.Sprintf(l.T(i18n.WordBest), move)
	case m.Mark == analysis.Good:
		return fmt.Sprintf(l.T(i18n.WordGood), move, better)
	case kpe:
		return move + m.Mark.Symbol() + ": " + kpeBetter(l, better, m) + ", " +
			fmt.Sprintf(l.T(i18n.WordSeedsLost), move, int(math.Round(m.Loss(true))))
	}
	return move + m.Mark.Symbol() + " — " + chanceBetter(l, before, better, m)
}

// turnText writes a turn's actions played from g (not changed) in the
// game's notation, space-separated as the move list writes them.
func turnText(g rules.Game, acts []rules.Action) string {
	c := g.Clone()
	var b strings.Builder
	for i, a := range acts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(c.FormatAction(a))
		c.Apply(a, nil)
	}
	return b.String()
}

// kpeBetter is what the better Kpé turn keeps: the exact result with best
// play, or its proven bounds.
func kpeBetter(l i18n.Lang, better string, m analysis.Move) string {
	lo, hi := int(math.Round(m.Before.Lo)), int(math.Round(m.Before.Hi))
	switch {
	case lo != hi:
		return fmt.Sprintf(l.T(i18n.WordKpeRange), better, lo, hi)
	case lo > 0:
		return fmt.Sprintf(l.T(i18n.WordKpeWin), better, lo)
	case lo == 0:
		return fmt.Sprintf(l.T(i18n.WordKpeDraw), better)
	}
	return fmt.Sprintf(l.T(i18n.WordKpeLoss), better, -lo)
}

// chanceBetter is what the better GIPF or Gravity turn does: a proven
// win and how soon, the opponent's pieces it takes, or else the win
// chance it keeps against the one the move played left; and, when the move
// played lets a forced win through, that it does.
func chanceBetter(l i18n.Lang, before rules.Game, better string, m analysis.Move) string {
	var s string
	switch taken := piecesTaken(before, m.Better); {
	case m.Before.Value >= analysis.Proven:
		// The line of a proven win is the win: the mover's moves in it.
		if n := (len(m.Before.Line) + 1) / 2; n > 1 {
			s = fmt.Sprintf(l.T(i18n.WordWinsIn), better, n)
		} else {
			s = fmt.Sprintf(l.T(i18n.WordWinsNow), better)
		}
	case taken == 1:
		s = fmt.Sprintf(l.T(i18n.WordTakesOne), better)
	case taken > 1:
		s = fmt.Sprintf(l.T(i18n.WordTakes), better, taken)
	default:
		s = fmt.Sprintf(l.T(i18n.WordKeeps), better, percent(m.ChanceBefore), percent(m.ChanceAfter))
	}
	if m.After <= -analysis.Proven && m.Before.Value > -analysis.Proven {
		s += l.T(i18n.WordLosesForced)
	}
	return s
}

// piecesTaken counts the opponent's pieces the turn acts, played from g
// (not changed), captures: a GIPF piece counts as the two it is.
func piecesTaken(g rules.Game, acts []rules.Action) int {
	c := g.Clone()
	mover := c.ToMove()
	n := 0
	events := make([]rules.Event, 0, 64)
	for _, a := range acts {
		events = c.Apply(a, events[:0])
		for _, e := range events {
			if e.Kind != rules.Captured || e.Player != mover || c.Name() == "kpe" {
				continue
			}
			if e.GIPF {
				n += 2
			} else {
				n++
			}
		}
	}
	return n
}

// percent is a chance in whole points of a hundred.
func percent(c float64) int { return int(math.Round(100 * c)) }
