// Package kpesolve solves Kpé (docs/rules/kpe.md) as far as it can be
// solved: tables of bounds on the value of every position, computed by
// retrograde analysis, and a search that follows the spec's loop rule on
// its path and stops where the tables' bounds meet.
//
// The loop rule ends the game when a position comes back, each player
// collecting their row, so the value of a position depends on the game
// before it. A window is the stretch of a game between two moves that
// capture or start a pit for the first time: no position before a window
// can come back in it. The positions fall into classes that play can only
// leave downwards: the unlocked layers (both players have started from
// all their pits) by seeds on the board, and the classes of positions
// reachable while a player is locked, by lock state and seeds. Each class
// is solved after those its exits lead to, by two bound games:
//
//   - the cash-out game gives D ≤ value ≤ U whatever the history: the
//     upper bound lets its player end the game at any position on a cycle
//     of the class, the lower bound its opponent (see docs/AI.md for the
//     proof);
//   - the no-loop game gives Lo ≤ value ≤ Hi at a window's first position
//     (or one on no cycle): nobody ends the game, endless play is worst
//     for the player bounded.
//
// The locked classes' windows have no cycle, where the two games are one
// plain minimax (D = Lo, U = Hi): they are solved by one depth-first
// search each, which fails if it finds a cycle (locked.go).
//
// On the smallest layers the window bounds are tightened further: by
// co-Büchi games (the mover may also settle, for good, among positions
// whose cash-out suits them; cobuchi.go) up to CoBuchiSeeds, and by the
// search up to SearchSeeds, where it proves them exact. Exits carry those
// values up, which closes the window bounds of every even layer measured.
//
// Solve computes the tables and writes them in the table file format
// (format.go); Tables reads them back a block at a time; Searcher finds
// exact values above them. Boards are numbered by Rank, the combinatorial
// number system of compositions. Nothing here draws or needs a window.
package kpesolve
