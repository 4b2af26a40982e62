package main

import (
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/catalog"
)

// firstLegal stands in for the AI in the fuzz target: it answers at once.
func firstLegal(g rules.Game, _ Budget, _ func() bool) (rules.Action, error) {
	return g.Actions(nil)[0], nil
}

// FuzzProtocol feeds one arbitrary line to an engine holding each game of
// the catalog (at its start and a few actions in), in a folder of its own
// (save and load write and read files there; paths that could lead
// elsewhere are skipped). The engine must never
// panic, must frame every answer, must quit only on a successful quit, and
// a failure must leave position, moves, status and history as they were.
func FuzzProtocol(f *testing.F) {
	dir := f.TempDir()
	for _, line := range []string{
		"save g.txt", "load g.txt", "save .", "save ..", "load", "stop", "2 stop",
		"", "# c", "name", "12 moves", "play d6", "play A", "play A a B", "play e4>g2 D", "undo", "undo 2",
		"undo 0", "perft 2", "perft -1", "genmove time 10", "analyze depth 2 seed 3", "genmove seed",
		"setposition gravity 8/8/8/8/8/8/8/7b w", "setposition kpe 0,0,0,1/1,0,0,0 S ABCD abcd 23 23",
		"setposition kpe 6,6,6,6/6,6,6,6 S - - 0 1", "new kpe", "new gravity", "status", "showboard",
		"position", "quit", "quit now", "7 play \xff", "play \x00", "list_commands", "games x", "play e4>",
		"setposition gipf-standard standard B2W/5/6/W5B/6/5/B2W w 12 12 -", "play Ge2", "play xb2,c3,d4,e5",
	} {
		f.Add(line)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if _, rest := splitID(line); (strings.HasPrefix(rest, "save") || strings.HasPrefix(rest, "load")) &&
			strings.ContainsAny(rest, `/\`) {
			t.Skip("a path out of the fuzzer's folder")
		}
		for _, name := range catalog.Names() {
			for _, prelude := range []string{"", "genmove", "genmove\ngenmove\ngenmove"} {
				e := newEngine()
				e.dir = dir
				e.maxPerft = func(string) uint64 { return 2 }
				e.search = firstLegal
				e.study = func(g rules.Game, b Budget, _ func() bool) (Analysis, error) {
					a, err := firstLegal(g, b, nil)
					return Analysis{Value: 0.5, Line: []rules.Action{a}}, err
				}
				e.Do("new " + name)
				for _, cmd := range strings.Split(prelude, "\n") {
					e.Do(cmd)
				}
				checkLine(t, e, name, line)
			}
		}
	})
}

// checkLine sends line to e and checks the answer and what it left.
func checkLine(t *testing.T, e *engine, game, line string) {
	t.Helper()
	before, plies := state(t, e), e.game.Plies()
	got, quit := e.Do(line)
	if got != "" && (got[0] != '=' && got[0] != '?' || !strings.HasSuffix(got, "\n\n") ||
		strings.Contains(got[:len(got)-2], "\n\n")) {
		t.Fatalf("%s: Do(%q) = %q: not a framed answer", game, line, got)
	}
	if strings.Contains(got, "internal error") {
		t.Fatalf("%s: Do(%q) = %q", game, line, got)
	}
	if quit && !strings.HasPrefix(got, "=") {
		t.Fatalf("%s: Do(%q) = %q quits", game, line, got)
	}
	if strings.HasPrefix(got, "?") {
		if after := state(t, e); after != before || e.game.Plies() != plies {
			t.Fatalf("%s: the failure %q of %q changed the state from %q (%d plies) to %q (%d plies)",
				game, got, line, before, plies, after, e.game.Plies())
		}
	}
	if got, _ := e.Do("name"); got != "= tavola-engine\n\n" {
		t.Fatalf("%s: after %q, name = %q", game, line, got)
	}
}
