// Package site builds and serves the browser build. Build lays out the
// site (wasm/dist for `make web`): the app's and the AI worker's
// WebAssembly, Go's wasm_exec.js, the pages and the worker's script, the
// favicon drawn by the app's sprites, the uncompressed sizes written into
// the loader for its progress bar, and a pre-compressed .gz (and .br,
// github.com/andybalholm/brotli) of every file worth it. Handler serves
// such a folder with the right Content-Type and the best Content-Encoding
// the browser accepts (`make serve`, the browser tests).
package site
