// Package puzzlemaker mines the shipped puzzles from self-play games at
// mixed levels (tavola-engine puzzles): in GIPF Standard the one push that
// wins two pieces or more within two of the player's turns, in Gravity
// the forced win within 7 plies with one winning first move, in Kpé the
// only move that keeps the exact value. Each puzzle is found by an exact
// search of its goal and verified by a deeper one (at least verifyFactor
// times its nodes) with a stated margin, and rated by the lowest AI level
// from which every stronger one finds its first move. Everything runs on
// node and depth budgets, never time, so the same seed gives the same
// puzzles on every machine (docs/AI.md, "Puzzles").
package puzzlemaker
