// Package version says which build of Tavola this is, so that a player's
// report, the engine's version answer and the page can name it: the app
// (tavola -version, the title screen's corner), the engine's version
// command and the browser page's <meta name="version"> all read String.
//
// The build stamps it with the linker, from git describe:
//
//	go build -ldflags "-X tavola/internal/version.stamp=$(git describe --tags --always --dirty)"
//
// (make build, make engine, make web and make dist do). An unstamped
// build falls back on the VCS information Go records in the binary
// (a revision's first 12 digits, -dirty when modified), and on "devel"
// when there is none (go build -buildvcs=false, go test).
package version
