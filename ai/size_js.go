//go:build js

package ai

// maxTableBits bounds the transposition table in the browser: 2^18
// entries (6 MB). The top levels of Gravity and GIPF, which natively use
// 2^20, may therefore choose differently there in rare positions.
const maxTableBits = 18

// defaultMaxThreads bounds DefaultThreads in the browser: the AI worker
// has one thread.
const defaultMaxThreads = 1

// searchThreads bounds any search's threads in WebAssembly: one, whatever
// Budget.Threads asks, since goroutines are not preempted there and a
// helper would keep the main search from ever looking at its clock. Being
// a constant, it leaves the parallel search out of the browser's build.
const searchThreads = 1
