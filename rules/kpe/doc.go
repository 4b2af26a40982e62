// Package kpe plays Kpé, the Bété two-row mancala of docs/rules/kpe.md:
// eight pits, single-lap sowing that also fills the origin pit once it goes
// round the board, captures of 2 or 4 backwards over the opponent's row once
// a player has started a move from each of their pits, the feeding rule,
// and the end by an empty row or by a position occurring a second time.
//
// A Game implements rules.Game. Pits are numbered in sowing order, 0..7 for
// A B C D a b c d, and an action is the number of the pit sown.
package kpe
