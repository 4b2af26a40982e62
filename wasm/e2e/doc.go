// Package e2e tests the WebAssembly build in headless Chromium: it builds
// the game for js/wasm, serves it on localhost, loads it in the browser and
// checks that it draws and answers input. The package holds only tests.
package e2e
