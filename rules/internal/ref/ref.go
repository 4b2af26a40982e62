package ref

import (
	"math/rand/v2"
	"strconv"
)

// Game is a reference game as the protocol sees it.
type Game interface {
	// Moves lists the legal actions in canonical notation and listing order.
	Moves() []string
	// Play applies one action written in any form the rules let readers
	// accept; on error nothing changes.
	Play(action string) error
	// Position is the position string; false while a decision is pending.
	Position() (string, bool)
	// Status is the protocol's status answer.
	Status() string
	// Clone is an independent copy.
	Clone() Game
	// Respell writes a legal canonical action in another form that readers
	// accept (upper case, longer forms), or returns it unchanged.
	Respell(action string, r *rand.Rand) string
}

// Perft counts the action sequences of length depth from g.
func Perft(g Game, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := g.Moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := g.Clone()
		if err := c.Play(m); err != nil {
			panic("ref: the reference refuses its own move " + m + ": " + err.Error())
		}
		n += Perft(c, depth-1)
	}
	return n
}

// count reads a count written the one way position strings allow: decimal
// digits, no sign, no leading zero.
func count(s string) (int, bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && strconv.Itoa(n) == s
}
