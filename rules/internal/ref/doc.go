// Package ref holds the tests' one reference implementation of each game:
// GIPF (its three variants), Gravity and Kpé, written again from
// docs/rules alone and kept deliberately plain — boards as arrays and
// maps, actions as their written text, every earlier position kept whole
// for the repetition and loop rules — so that they share no table, no
// bit trick and no mistake with rules/gipf, rules/gravity and rules/kpe.
//
// The conformance suite (rules/conformance) plays the engine against them
// through the protocol; the games' own tests compare the real games with
// them move by move, perft and position strings included. Nothing outside
// the tests uses it, and it is slow on purpose.
package ref
