package main

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules/catalog"
)

// realEngine returns an engine on the catalog, or skips the test while game
// is not in the catalog yet.
func realEngine(t *testing.T, game string) *engine {
	t.Helper()
	if !slices.Contains(catalog.Names(), game) {
		t.Skipf("%s is not in the catalog yet", game)
	}
	return newEngine()
}

// gravityAll lists the 64 squares in Gravity's listing order.
func gravityAll(except ...string) string {
	var sq []string
	for f := 'a'; f <= 'h'; f++ {
		for r := '1'; r <= '8'; r++ {
			if s := string(f) + string(r); !slices.Contains(except, s) {
				sq = append(sq, s)
			}
		}
	}
	return strings.Join(sq, " ")
}

func TestGravitySessionFollowsTheSpecExamples(t *testing.T) {
	e := realEngine(t, "gravity")
	converse(t, e, []exchange{
		{"1 new gravity", "=1\n\n"},
		{"2 position", "=2 8/8/8/8/8/8/8/8 w\n\n"},
		{"status", ok("to-move white")},
		{"moves", ok(gravityAll())},
		{"perft 1", ok("64")},
		// d6 lands on d8.
		{"play d6", ok("")},
		{"position", ok("3w4/8/8/8/8/8/8/8 b")},
		{"status", ok("to-move black")},
		{"moves", ok(gravityAll("d8"))},
		// c4 lands on a4, e5 on h8 (upper case and the landing form read too).
		{"undo", ok("")},
		{"play C4", ok("")},
		{"position", ok("8/8/8/8/w7/8/8/8 b")},
		{"undo", ok("")},
		{"play e5>h8", ok("")},
		{"position", ok("7w/8/8/8/8/8/8/8 b")},
		// With h1 occupied, e4 lands on g2.
		{"setposition gravity 8/8/8/8/8/8/8/7b w", ok("")},
		{"play e4>g2", ok("")},
		{"position", ok("8/8/8/8/8/8/6w1/7b b")},
		{"undo", ok("")},
		{"play e4", ok("")},
		{"position", ok("8/8/8/8/8/8/6w1/7b b")},
		{"undo 2", fail("undo: only 1 actions to take back, not 2")},
	})
}

func TestGravityFourEndsTheGame(t *testing.T) {
	e := realEngine(t, "gravity")
	converse(t, e, []exchange{
		{"setposition gravity bbb5/8/8/8/8/8/8/www5 w", ok("")},
		{"play d1", ok("")},
		{"status", ok("over white four")},
		{"position", ok("bbb5/8/8/8/8/8/8/wwww4 b")},
		{"moves", "=\n\n"},
		{"perft 1", ok("0")},
		{"genmove", fail("the game is over")},
		{"undo", ok("")},
		{"status", ok("to-move white")},
	})
}

func TestGravityFullBoardIsADraw(t *testing.T) {
	const full = "bbwwbbww/wwbbwwbb/bbwwbbww/wwbbwwbb/bbwwbbww/wwbbwwbb/bbwwbbww/wwbbwwbb w"
	converse(t, realEngine(t, "gravity"), []exchange{
		{"setposition gravity " + full, ok("")},
		{"status", ok("over draw full")},
		{"moves", "=\n\n"},
		{"position", ok(full)},
	})
}

func TestGravityIllegalActionsChangeNothing(t *testing.T) {
	e := realEngine(t, "gravity")
	e.Do("new gravity")
	e.Do("play d6 e4")
	before := state(t, e)
	for _, line := range []string{"play d8", "play a1 d8", "play z9", "play a1 a1", "play e4>h1", "play a1>", "play a9",
		"play a1 b2 c3 d8", "setposition gravity 8/8/8/8/8/8/8/8 x", "setposition gravity 9/8/8/8/8/8/8/8 w",
		"setposition gravity wwww4/8/8/8/8/8/8/bbbb4 w", "new gravity2", "undo 3", "perft -1"} {
		got, _ := e.Do(line)
		if !strings.HasPrefix(got, "? ") {
			t.Errorf("Do(%q) = %q, want a failure", line, got)
		}
		if after := state(t, e); after != before {
			t.Fatalf("after %q the state changed from %q to %q", line, before, after)
		}
	}
}

func TestKpeSessionSowsAndCaptures(t *testing.T) {
	e := realEngine(t, "kpe")
	converse(t, e, []exchange{
		{"new kpe", ok("")},
		{"position", ok("6,6,6,6/6,6,6,6 S - - 0 0")},
		{"status", ok("to-move south")},
		{"moves", ok("A B C D")},
		{"perft 1", ok("4")},
		{"perft 2", ok("16")},
		// A sows B C D a b c.
		{"play A", ok("")},
		{"position", ok("0,7,7,7/7,7,7,6 N A - 0 0")},
		{"status", ok("to-move north")},
		{"moves", ok("a b c d")},
		{"play A", "? illegal action A (action 1): *"},
		// a sows b c d A B C D.
		{"play a", ok("")},
		{"position", ok("1,8,8,8/0,8,8,7 S A a 0 0")},
		{"moves", ok("A B C D")},
		{"undo 2", ok("")},
		{"position", ok("6,6,6,6/6,6,6,6 S - - 0 0")},
	})
}

func TestKpeStatusAddsTheScore(t *testing.T) {
	e := realEngine(t, "kpe")
	converse(t, e, []exchange{
		// South has no seed: the game is over, North collects its seed.
		{"setposition kpe 0,0,0,0/1,0,0,0 S ABCD abcd 20 27", ok("")},
		{"status", ok("over north no-moves 20-28")},
		{"moves", "=\n\n"},
		{"setposition kpe 0,0,0,0/0,0,0,0 N ABCD abcd 24 24", ok("")},
		{"status", ok("over draw no-moves 24-24")},
		// D's last seed makes a 2: South captures it and North is out of seeds.
		{"setposition kpe 0,0,0,1/1,0,0,0 S ABCD abcd 23 23", ok("")},
		{"status", ok("to-move south")},
		{"play D", ok("")},
		{"position", ok("0,0,0,0/0,0,0,0 N ABCD abcd 25 23")},
		{"status", ok("over south no-moves 25-23")},
	})
}

func TestKpeIllegalActionsChangeNothing(t *testing.T) {
	e := realEngine(t, "kpe")
	e.Do("new kpe")
	e.Do("play A a")
	before := state(t, e)
	for _, line := range []string{"play a", "play E", "play B b a", "play B A", "play AB", "play", "play B b x",
		"setposition kpe 6,6,6,6/6,6,6,6 S - - 0 1", "setposition kpe 6,6,6/6,6,6,6 S - - 0 0",
		"setposition kpe 6,6,6,6/6,6,6,6 X - - 0 0", "undo 3", "undo 0"} {
		got, _ := e.Do(line)
		if !strings.HasPrefix(got, "? ") {
			t.Errorf("Do(%q) = %q, want a failure", line, got)
		}
		if after := state(t, e); after != before {
			t.Fatalf("after %q the state changed from %q to %q", line, before, after)
		}
	}
}

func TestGamesListsTheCatalog(t *testing.T) {
	converse(t, newEngine(), []exchange{{"games", ok(strings.Join(catalog.Names(), "\n"))}})
	for _, name := range catalog.Names() {
		converse(t, newEngine(), []exchange{{"new " + name, ok("")}, {"undo", fail("undo: only 0 actions to take back, not 1")}})
	}
}
