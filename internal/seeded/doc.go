// Package seeded is Tavola's one seeded random generator. Everything that
// draws numbers it must draw again the same way — the rules' Zobrist keys,
// the AI's playouts, jitter and move shuffles, the engine's match openings
// and search seeds, the tuner's games, the tests' random games — draws
// them from New(seed, stream): math/rand/v2's PCG, the same numbers for
// the same pair on every run and every platform, and an independent
// sequence for each stream of one seed.
//
// It also names Golden, the odd constant of Fibonacci hashing, which the
// rules and the Kpé solver multiply by to spread a number's bits.
package seeded
