package record

import "tavola/rules"

// Turn is one turn of a line: the player whose turn it is, its number as
// a record writes it ("3." before the first player's turn, "3..." before
// the second's), and its actions, line[First:End]. In GIPF a turn is the
// push and the removal actions that follow it (both players' removals); in
// Gravity and Kpé it is one action.
type Turn struct {
	Player     rules.Player
	Number     int
	First, End int
}

// TurnStarts reports whether the next action played on g starts a turn:
// no decision of the turn before is pending, so the position can be
// written as a position string.
func TurnStarts(g rules.Game) bool {
	_, err := g.Position()
	return err == nil
}

// AddAction counts action i of a line, about to be played on g, into
// turns: it starts a new turn when TurnStarts(g) (or when it is the first),
// else it joins the last one. It returns the turns.
func AddAction(turns []Turn, g rules.Game, i int) []Turn {
	if len(turns) == 0 || TurnStarts(g) {
		n := 0
		if len(turns) > 0 {
			n = turns[len(turns)-1].Number
		}
		turns = append(turns, Turn{Player: g.ToMove(), Number: nextNumber(n, g.ToMove()), First: i})
	}
	turns[len(turns)-1].End = i + 1
	return turns
}

// DropAction takes the last action counted by AddAction out of turns, and
// the turn with it when it was that turn's only action.
func DropAction(turns []Turn) []Turn {
	t := &turns[len(turns)-1]
	if t.End--; t.End == t.First {
		turns = turns[:len(turns)-1]
	}
	return turns
}

// nextNumber is the number of a turn of player p after a turn numbered n
// (0 when it is the first): the first turn is 1, and the number grows at
// each turn of the first player.
func nextNumber(n int, p rules.Player) int {
	if n == 0 || p == rules.First {
		return n + 1
	}
	return n
}
