package seeded

import "math/rand/v2"

// New returns the generator of stream under seed. A program that is given
// one seed and needs several sequences from it (a match: one for each
// pair's opening, one for each game's searches) takes one stream each, so
// that drawing more from one never shifts another.
func New(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}

// Golden is 2⁶⁴ divided by the golden ratio, made odd: multiplying by it
// spreads the bits of a number over the high bits of the product
// (Fibonacci hashing), so the top bits make a well-mixed table index.
const Golden = 0x9e3779b97f4a7c15
