// Command tavola-engine is Tavola's headless engine: the rules and the AI
// of every game in rules/catalog, driven by other programs through the line
// protocol of shared/spec/protocol.md (GTP framing) on standard input and
// output. Tournament scripts, analysis tools and cross-checks against other
// implementations use it; it never imports Ebitengine.
//
// Usage:
//
//	tavola-engine             speak the protocol on stdin/stdout
//	tavola-engine protocol    the same, by name
//	tavola-engine help        print the usage
//
// Other subcommands (such as match) are entries of the table in main.go,
// which dispatches on the first argument.
//
// The engine type (engine.go) runs a session and answers one line at a
// time, so tests drive it in-process; commands.go holds the commands,
// budget.go the budgets of genmove and analyze, and search.go the door to
// the AI.
package main
