// Command tavola-engine is Tavola's headless engine: the rules and the AI
// of every game in rules/catalog, driven by other programs through the line
// protocol of shared/spec/protocol.md (GTP framing) on standard input and
// output. Tournament scripts, analysis tools and cross-checks against other
// implementations use it; it never imports Ebitengine.
//
// Usage:
//
//	tavola-engine            speak the protocol on stdin/stdout
//	tavola-engine help       print this usage
//
// Further subcommands (such as match) dispatch on the first argument.
package main
