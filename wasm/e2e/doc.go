// Package e2e tests the WebAssembly build in headless Chromium: it builds
// the site as make web does (once per run), serves it as make serve does,
// loads it in the browser as a new player would and checks that it draws,
// takes keys on index.html without a click, lets the AI answer from its
// worker while frames are measured (beside a trivial WebGL2 page's), comes
// back after a reload, survives a corrupted save, stays within its size
// budget, plays offline after the first visit, is installable, offers a
// new build deployed under an open page and keeps the game across the
// reload, works from a plain static host and from a sub-path, and logs no
// console error. The app writes its state on the page's
// <html> (data-scene, data-moves, data-draws, data-notice, data-ai) for
// these tests. With TAVOLA_BROWSER_PERF=1 it measures the frame rates and
// the level-6 reply for docs/BENCHMARKS.md (TAVOLA_SITE=dir: a site built
// before, to compare), with TAVOLA_BROWSER_TRACE=1 where the browser's time
// goes, and with TAVOLA_BROWSER_LADDER=N it plays N games of the master
// level against level 6 through the AI's workers (docs/AI.md, "Levels").
// The package holds only tests.
package e2e
