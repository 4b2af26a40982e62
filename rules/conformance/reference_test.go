package conformance

import "math/rand"

// refGame is a reference implementation of one game, as the protocol sees it.
type refGame interface {
	// Moves lists the legal actions in canonical notation and listing order.
	Moves() []string
	// Play applies one action written in any form the spec lets readers
	// accept; on error nothing changes.
	Play(action string) error
	// Position is the position string; false while a decision is pending.
	Position() (string, bool)
	// Status is the protocol's status answer.
	Status() string
	// Clone is an independent copy.
	Clone() refGame
	// Respell writes a legal canonical action in another form that readers
	// accept (upper case, longer forms), or returns it unchanged.
	Respell(action string, r *rand.Rand) string
}

// refPerft counts the action sequences of length depth from g.
func refPerft(g refGame, depth int) int {
	if depth == 0 {
		return 1
	}
	n := 0
	for _, m := range g.Moves() {
		if depth == 1 {
			n++
			continue
		}
		c := g.Clone()
		if err := c.Play(m); err != nil {
			panic("reference refuses its own move " + m + ": " + err.Error())
		}
		n += refPerft(c, depth-1)
	}
	return n
}
