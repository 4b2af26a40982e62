// Package puzzlemaker mines the shipped puzzles from self-play games at
// mixed levels (tavola-engine puzzles): in GIPF Standard the one push that
// wins two pieces within two turns, in Gravity the forced win within 7
// plies with one winning first move, in Kpé the only move that keeps the
// exact value. Each puzzle is verified by a deeper or longer search than
// the one that found it, with a stated margin, and rated by the lowest AI
// level that finds its first move. Everything runs on node and depth
// budgets, never time, so the same seed gives the same puzzles on every
// machine.
package puzzlemaker
