// Package session is a game at the table, without the screen: the rules
// game, who sits in each seat (a person or an AI of some level), the AI's
// search pumped in time slices, undo and redo (against the AI an undo takes
// back its reply and your move together), the move list in the game's
// notation and the same list grouped by turns (a GIPF turn is the push and
// the removals that follow it), and the autosave text that brings a game
// back after the window closes. The play and demo scenes drive it; tests
// drive it without a window.
//
// # The autosave format
//
// A save is UTF-8 text of five lines, each a key, one space and a value,
// the header first and the keys in any order, each exactly once:
//
//	tavola-save 1
//	game kpe
//	start 6,6,6,6/6,6,6,6 S - - 0 0
//	seats human ai:3
//	moves A b C
//
// The lines mean:
//
//   - tavola-save 1: the header; the number changes when the format does.
//   - game: the protocol's game name (gravity, kpe, gipf-basic,
//     gipf-standard, gipf-tournament).
//   - start: the position string (as the game's spec writes it) the game
//     started from.
//   - seats: the first player's seat, then the second's: human, or ai:N for
//     the AI at level N.
//   - moves: every action played, in the game's notation, separated by
//     single spaces, oldest first (GIPF removal actions are actions of
//     their own, as in the game record). Empty when nothing was played.
//
// Reading it replays the moves from start through the rules, so a save
// whose move is illegal is refused as a whole, naming the move. The same
// text is kept natively in the file tavola/autosave.txt under
// os.UserConfigDir(), and in the browser in localStorage under the key
// tavola.autosave (package prefs); when a game ends the save is emptied.
package session
