// Package conformance checks tavola-engine against the independent
// reference implementations of the rules in rules/internal/ref (written
// from docs/rules alone, kept deliberately simple, and shared with the
// games' own tests). It holds only tests: a driver that plays seeded random
// games of every game through the engine's protocol and compares legal
// actions, position strings, status, perft, undo, position round-trips and
// the answers to bad input word for word.
//
// The tests build cmd/tavola-engine (or use the binary named by
// TAVOLA_ENGINE). TAVOLA_CONFORMANCE_GAMES sets the number of random games
// per game (default a few hundred), TAVOLA_CONFORMANCE_SEED the first seed,
// TAVOLA_CONFORMANCE_UNIFORM plain uniform random play instead of play
// biased toward rows and full boards, TAVOLA_CONFORMANCE_DEEP deeper perft.
package conformance
