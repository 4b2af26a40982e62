// Package library is the player's games as the app lists and opens them,
// without a screen: the saved games of the shelf (storage/shelf) as the
// list shows them — the date, the game, its result or how far it has
// gone, the players, newest first, and for a file that is not a record
// what is wrong with it —; opening a record, a share link, a position
// or a record file into a session, and saving a session's record on the
// shelf; and the menu's decisions that need no screen: what Continue
// offers (straight into the one game in progress, or the list of them),
// and when starting or opening a game of a kind in progress must ask
// first, so that a misclick never loses a game. The screens (package
// scenes) only draw it and read the player's input.
package library
