// Command tavola-engine is Tavola's headless engine: the rules and the AI
// of every game in rules/catalog, driven by other programs through the line
// protocol of docs/ENGINE.md (GTP framing) on standard input and
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
// The engine reads its input on a goroutine of its own (input.go) while a
// command runs. A stop line ends every genmove, analyze or perft read
// before it at once: genmove plays and answers the best action found so
// far, analyze answers its best so far, perft answers "? stopped" (a
// partial count is no answer). stop itself is answered "=" in its turn,
// like every line, so that a controller always gets one answer per line,
// whether its stop came in time or not. At the end of the input the lines
// read are all answered, then the engine exits; a command still running 10
// seconds after the end (or after its start, if it began later) is stopped
// then, so a script piped in whole gets the answers of an interactive
// session while an engine whose controller went away still ends.
//
// No command runs unbounded: time is at most 600000 ms, playouts 10^9,
// depth 95 (alpha-beta's deepest), level 7 (the master level), and any search ends after 10
// minutes with its best action; perft's depth is capped per game where
// the cap finishes in minutes (Gravity 6, GIPF 7, Kpé 18).
//
// load FILE and save FILE read and write the game as a record of package
// rules/record (docs/RECORDS.md): save writes the start and the actions
// played, whole or not at all; load plays a record's main line, strictly
// read, so that undo steps back through it, and a failed load changes
// nothing. The engine keeps no tags, comments or variations.
//
// In Kpé, analyze and genmove level 7 use the solver's tables
// (kpetable.go): a table file (-kpe-table DIR, or the data folder's), or
// else the tables of the endgames up to 18 seeds, solved in memory in the
// background once a Kpé game is chosen (never in a GIPF or Gravity
// session). A time budget holds whether they are ready or not.
//
// The engine type (engine.go) runs a session and answers one line at a
// time, so tests drive it in-process; commands.go holds the commands,
// budget.go the budgets of genmove and analyze, search.go the door to the
// AI, input.go the reading of the input, and records.go load and save.
package main
