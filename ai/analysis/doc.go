// Package analysis is the computer analysis of a finished (or unfinished)
// game: every turn's position searched, each turn's value before and after
// it from its player's view, a win chance for GIPF and Gravity (a logistic
// curve fitted on self-play results), the exact or proven seeds for Kpé, a
// mark (best, good, ?!, ?, ??) and the better turn with the engine's line.
// It knows the rules and the AI, nothing of the screen: a Run searches the
// positions one at a time or on several workers, stoppable and resumable,
// so that the app runs it in the background (natively on goroutines, in
// the browser in the AI's worker); the engine's annotate writes it into a
// record.
package analysis
