package analysis

// Mark judges one move of a game by what it cost its player.
type Mark uint8

// The marks, from the best move to the worst. Their order is their
// severity.
const (
	Best       Mark = iota // the engine's move, or one it values the same
	Good                   // a little worse, below an inaccuracy
	Inaccuracy             // ?!
	Mistake                // ?
	Blunder                // ??
)

// Symbol is the mark's sign as annotations write it ("" for Best and Good).
func (m Mark) Symbol() string {
	switch m {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// String names the mark for records and logs.
func (m Mark) String() string {
	return [...]string{"best", "good", "inaccuracy", "mistake", "blunder"}[m]
}

// ParseMark reads a mark's name as String writes it.
func ParseMark(s string) (Mark, bool) {
	for m := Best; m <= Blunder; m++ {
		if m.String() == s {
			return m, true
		}
	}
	return 0, false
}

// The win-chance losses that make a GIPF or Gravity move an inaccuracy, a
// mistake or a blunder: lichess's thresholds. Lichess judges the fall of
// "winning chances" on a scale from −1 to +1 by 0.1, 0.2 and 0.3; on our
// scale of 0 to 1 they are 0.05, 0.10 and 0.15. A loss under goodLoss is
// no loss at all (the searches' own noise).
const (
	goodLoss       = 0.01
	inaccuracyLoss = 0.05
	mistakeLoss    = 0.10
	blunderLoss    = 0.15
)

// MarkChance judges a GIPF or Gravity move by the win chance its player
// lost: before is the chance with the best move, after the chance after
// the move played, both from the mover's view.
func MarkChance(before, after float64) Mark {
	// A hair's tolerance, so that 0.60 − 0.55 counts as 0.05.
	switch loss := before - after + 1e-9; {
	case loss >= blunderLoss:
		return Blunder
	case loss >= mistakeLoss:
		return Mistake
	case loss >= inaccuracyLoss:
		return Inaccuracy
	case loss >= goodLoss:
		return Good
	}
	return Best
}

// MarkSeeds judges a Kpé move by the final seed difference it cost, from
// the mover's view: best is the difference with best play before the
// move, after the difference with best play after it (proven bounds: the
// loss counted is the least the bounds allow). The difference of a
// 48-seed game is always even, so losses come in twos: 2 seeds is good,
// 4 an inaccuracy, 6 or 8 a mistake, 10 or more a blunder; and a move that
// throws a result away is at least a mistake (a win to a draw) or a
// blunder (a win or a draw to a loss).
func MarkSeeds(best, after int) Mark {
	loss := best - after
	m := Best
	switch {
	case loss >= 10:
		m = Blunder
	case loss >= 6:
		m = Mistake
	case loss >= 4:
		m = Inaccuracy
	case loss > 0:
		m = Good
	}
	switch {
	case after < 0 && best >= 0:
		m = Blunder
	case after == 0 && best > 0:
		m = max(m, Mistake)
	}
	return m
}
