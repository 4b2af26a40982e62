// Package gravity plays Gravity (Forza 4 Centrifuga) as
// docs/rules/gravity.md describes it: on an 8×8 board each piece entered on
// an empty square slides away from the centre toward the nearest side (or
// corner) until the next square is taken, and four or more in a line win.
//
// Squares are numbered file*8 + rank (a1 = 0, a2 = 1, …, h8 = 63), so that
// index order is the spec's listing order; an action is the entry square's
// index. A position is two bitboards, one uint64 per colour, with bit sq set
// for a piece on square sq.
package gravity
