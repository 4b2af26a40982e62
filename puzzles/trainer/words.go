package trainer

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"tavola/i18n"
	"tavola/puzzles"
)

// Task is what the puzzle asks, in the player's words: "White to move and
// win 2 pieces", "Black to move and win in 3 moves", "South to move: the
// only move that keeps the draw".
func Task(l i18n.Lang, p *puzzles.Puzzle) string {
	g, err := p.Start()
	if err != nil {
		return p.ID
	}
	who := l.Seat(g.PlayerName(g.ToMove()))
	switch p.Goal {
	case puzzles.TakeTwo:
		if p.Pieces <= 0 {
			return fmt.Sprintf(l.T(i18n.PuzzleTakeTwo), who)
		}
		return fmt.Sprintf(l.T(i18n.PuzzleTakeN), who, p.Pieces)
	case puzzles.Win:
		if p.Plies <= 0 || g.Name() != "gravity" {
			// A GIPF win: the game won within the puzzle's two turns,
			// whatever the actions a turn holds.
			return fmt.Sprintf(l.T(i18n.PuzzleWinGame), who)
		}
		// The player's own moves, as "mate in 3" counts them.
		return fmt.Sprintf(l.T(i18n.PuzzleWinIn), who, (p.Plies+1)/2)
	case puzzles.Keep:
		switch {
		case p.Value == 0:
			return fmt.Sprintf(l.T(i18n.PuzzleKeepDraw), who)
		case p.Value > 0:
			return fmt.Sprintf(l.T(i18n.PuzzleKeepLead), who, p.Value)
		}
		return fmt.Sprintf(l.T(i18n.PuzzleKeepLoss), who, -p.Value)
	}
	return p.ID
}

// Status is the line under the task: how the attempt stands, and once it
// is over the verdict with the rating's change ("Solved! · Rating 1562
// (+62)").
func (t *Trainer) Status(l i18n.Lang) string {
	switch t.phase {
	case Solved, Shown:
		v := l.T(i18n.PuzzleNotSolved)
		if t.phase == Solved {
			switch t.att.Counted() {
			case puzzles.Clean:
				v = l.T(i18n.PuzzleSolved)
			case puzzles.Hinted:
				v = l.T(i18n.PuzzleSolvedHint)
			default:
				v = l.T(i18n.PuzzleSolvedHelped)
			}
		}
		if now, d, ok := t.Change(); ok {
			return v + " " + fmt.Sprintf(l.T(i18n.PuzzleChange), now, d)
		}
		if !t.rated {
			return v + " " + l.T(i18n.PuzzleUnrated)
		}
		return v
	}
	return l.T(t.said)
}

// Info names the puzzle and its rating: "Puzzle gravity-0042 · rated 1400".
func Info(l i18n.Lang, p *puzzles.Puzzle) string {
	return fmt.Sprintf(l.T(i18n.PuzzleInfo), p.ID, int(p.Rating().R))
}

// Standing is the player's rating and streak: "Rating 1500 · Streak 3 ·
// best 5".
func Standing(l i18n.Lang, pr *puzzles.Progress) string {
	return fmt.Sprintf(l.T(i18n.PuzzleRating), int(math.Round(pr.Rating.R))) + " · " +
		fmt.Sprintf(l.T(i18n.PuzzleStreak), pr.Streak, pr.Best)
}

// Pick is the puzzle of game to play next among set: the puzzle of the
// day of now's date when daily, else the one the player's rating calls
// for (Progress.Next, drawn by r), never the puzzle just played (last,
// which may be nil); nil when every one is done.
func Pick(set []*puzzles.Puzzle, pr *puzzles.Progress, game string, daily bool, now time.Time, r *rand.Rand, last *puzzles.Puzzle) *puzzles.Puzzle {
	if daily {
		return puzzles.Daily(set, game, now)
	}
	if last != nil {
		set = slices.DeleteFunc(slices.Clone(set), func(p *puzzles.Puzzle) bool { return p == last })
	}
	return pr.Next(set, game, r)
}
