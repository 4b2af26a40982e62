// Package puzzles holds what the Puzzles screen needs and nothing of the
// screen: the shipped puzzles of each game, the player's Glicko-2 rating
// that picks the next puzzle's difficulty, the streak, and the puzzle of
// the day. It knows the rules, not the AI: puzzles are mined and verified
// by the engine (tavola-engine puzzles) and read here as data.
package puzzles
