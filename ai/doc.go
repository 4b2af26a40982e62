// Package ai chooses actions for any rules.Game: alpha-beta search
// (iterative deepening, transposition table, move ordering) and Monte Carlo
// tree search, with an evaluation and an exact endgame phase per game, and
// playing levels from 1 (a beginner wins) to MaxLevel.
//
// Every search is resumable: the caller pumps it with Step in slices of a
// few milliseconds, so that Go in the browser, which has one thread and no
// preemption, never holds a frame. The search itself runs on a goroutine
// that blocks between slices; its computation does not depend on where the
// slices fall, so a search with a node budget and a seed gives the same
// result however it is pumped. A Searcher keeps a search's tables for the
// next one, so that only its first search allocates them (in chunks, over
// its first slices) and none clears them. It knows nothing of the screen.
package ai
