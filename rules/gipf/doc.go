// Package gipf implements GIPF (Basic, Standard and Tournament) as
// docs/rules/gipf.md plays it: board geometry, legal actions in the spec's
// listing order, the staged turn (push, then the mover's rows, then the
// opponent's rows), end of game, notation, position strings and hashing.
//
// # Points
//
// The 61 points of the board (37 spots and 24 dots) are numbered 0…60 in the
// order of their names: a1…a5, b1…b6, …, i1…i5 (column letter, then number).
// That index is the one events use in From and To, and a point with index i
// is bit i of every uint64 set of points: the bitboards of Bitboards, the
// Points of a RowFound event, the extents and kept sets of removals. Only
// spots ever hold pieces; dots appear in events as the place where a pushed
// piece enters (Placed.To, the From of the first Moved).
//
// # Actions
//
// A push names an entry (a dot and the spot it leads onto), the spot where
// the farthest pushed piece ends, and whether a GIPF piece enters. A removal
// names a row's extent and the GIPF pieces of it that stay on the board.
// Entries onto an empty spot are one action whatever dot they use: Actions
// and ParseAction return the canonical one (see Canonical), EntryAction the
// one that enters from a chosen dot so that the screen can animate it.
//
// # Events
//
// Apply reports, in order: for a push, Placed{Player, GIPF, To: dot}, then
// Moved{Player, GIPF, From, To} for the entering piece (From is the dot) and
// for each piece of the chain down the line, all moving together; for every
// removal, automatic or chosen, RowFound{Player: the row's owner, Points:
// the extent}, then for each spot of the extent in ascending order
// Returned{Player: owner, From, Count: 1 or 2}, Captured{Player: captor,
// From, GIPF, Count} or Kept{Player: remover, From}; finally
// GameOver{Player: winner or rules.NoPlayer, Reason} when the game ends.
// Unused From and To are -1.
//
// # Turns
//
// A turn is made of stages, as OpenSpiel models GIPF: the push, then the
// removal choices of the mover, then those of the opponent. ToMove is
// whoever decides now. Removals with nothing to choose happen inside Apply
// and are not actions.
package gipf
