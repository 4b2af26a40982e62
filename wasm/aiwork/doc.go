// Package aiwork is the AI's side of the browser build: in the browser the
// searches run in a Web Worker, a WebAssembly instance of their own built
// from the rules and ai packages, so that the page's thread only draws. The
// package holds what both sides share and can be tested natively: the
// messages (plain text, one field a line, as postMessage carries them), a
// game written as its start position and moves and replayed, and the
// Server that runs the worker's searches one after another in slices,
// between which it lets the worker read its messages, so that a cancel
// stops a search within a slice. The JavaScript glue is the worker's main
// package (wasm/worker) and the app's search in the browser (scenes).
package aiwork
