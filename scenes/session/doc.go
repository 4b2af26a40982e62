// Package session is a game at the table, without the screen: the rules
// game, who sits in each seat (a person or an AI of some level), the AI's
// search pumped in time slices, undo and redo (against the AI an undo takes
// back its reply and your move together), the move list in the game's
// notation, and the autosave text that brings a game back after the window
// closes. The play and demo scenes drive it; tests drive it without a
// window.
package session
