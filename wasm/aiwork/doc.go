// Package aiwork is both ends of the AI's Web Worker in the browser build:
// there the searches run in a worker, a WebAssembly instance of their own
// built from the rules and ai packages, so that the page's thread only
// draws. The package holds what both sides share and can be tested
// natively: the messages (plain text, one field a line, as postMessage
// carries them), a game written as its start position and moves and
// replayed, the Server that runs the worker's searches one after another
// in slices, between which it lets the worker read its messages, so that
// a cancel stops a search within a slice, the evaluation bar's values of
// positions (EvalTime each) in the same queue, and the analyses of games
// (package ai/analysis) a position at a time whenever no search waits,
// and the Client, the page's end, which runs on the page what the worker
// cannot do. The JavaScript glue is
// the worker's main package (wasm/worker) and StartWorker, the page's.
package aiwork
