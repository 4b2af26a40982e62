// Package site builds and serves the browser build. Build lays out the
// site (wasm/dist for `make web`): the app's and the AI worker's
// WebAssembly, Go's wasm_exec.js, the pages and the worker's script, the
// favicon drawn by the app's sprites, the uncompressed sizes written into
// the loader for its progress bar, the build's version in the pages'
// <meta name="version">, the web app manifest (manifest.json) and the
// service worker (sw.js, from wasm/sw.js, naming the build and the files
// it caches for offline play), and a pre-compressed .gz (and .br,
// github.com/andybalholm/brotli) of every file worth it. Handler serves
// such a folder with the right Content-Type and the best Content-Encoding
// the browser accepts (`make serve`, the browser tests).
package site
