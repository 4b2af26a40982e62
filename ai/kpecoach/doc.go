// Package kpecoach is the Kpé coach's search: it rates each move of the
// player to move with the solver on the Kpé tables
// (kpesolve.Searcher.MoveValues) — first the tables' bounds, at once, then
// what a search of Time proves — as the app shows them over the pits. It
// knows no screen and no thread: the app's session runs it natively on a
// goroutine of its own (session.Coach), the AI's Web Worker in the browser
// (wasm/aiwork), so that the page's one thread only draws.
package kpecoach
