package main

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules/catalog"
)

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
	e := newEngine()
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
	e := newEngine()
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
	converse(t, newEngine(), []exchange{
		{"setposition gravity " + full, ok("")},
		{"status", ok("over draw full")},
		{"moves", "=\n\n"},
		{"position", ok(full)},
	})
}

func TestGravityIllegalActionsChangeNothing(t *testing.T) {
	e := newEngine()
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
	e := newEngine()
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
	e := newEngine()
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
	e := newEngine()
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

func TestGipfSessionFollowsTheRulebookCases(t *testing.T) {
	e := newEngine()
	converse(t, e, []exchange{
		{"new gipf-basic", ok("")},
		{"position", ok("basic b2w/5/6/w5b/6/5/b2w w 12 12 -")},
		{"status", ok("to-move white")},
		// a1-c3 pushes Black's b2 to c3, a2-c2 to c2; the first-spot forms read too.
		{"play a1-c3", ok("")},
		{"position", ok("basic w2w/1b3/6/w5b/6/5/b2w b 11 12 -")},
		{"undo", ok("")},
		{"play a1-b2", ok("")},
		{"position", ok("basic w2w/1b3/6/w5b/6/5/b2w b 11 12 -")},
		{"undo", ok("")},
		{"play a2-c2", ok("")},
		{"position", ok("basic w2w/b4/6/w5b/6/5/b2w b 11 12 -")},
		{"undo", ok("")},
		{"play A2-B2", ok("")},
		{"position", ok("basic w2w/b4/6/w5b/6/5/b2w b 11 12 -")},
		// c1-d2 and d1-d2 both enter the empty d2: one action, written d2.
		{"undo", ok("")},
		{"play c1-d2", ok("")},
		{"position", ok("basic b2w/5/w5/w5b/6/5/b2w b 11 12 -")},
		{"undo", ok("")},
		{"play d1-d2", ok("")},
		{"position", ok("basic b2w/5/w5/w5b/6/5/b2w b 11 12 -")},
		{"undo", ok("")},
		{"play d2", ok("")},
		{"position", ok("basic b2w/5/w5/w5b/6/5/b2w b 11 12 -")},
		// A gap stops the push: Black's a1 push moves b2 and c3 only.
		{"setposition gipf-basic basic w3/1b3/6/3w3/6/5/4 b 13 14 -", ok("")},
		{"play a1-d4", ok("")},
		{"position", ok("basic b3/1w3/2b3/3w3/6/5/4 w 13 13 -")},
		{"play Ge2", "? illegal action Ge2 (action 1): *"},
	})
}

func TestGipfRemovalIsADecisionWithAGIPFPiece(t *testing.T) {
	e := newEngine()
	const start = "standard B3/5/6/wWw4/6/5/4 w 14 16 -"
	converse(t, e, []exchange{
		{"setposition gipf-standard " + start, ok("")},
		{"play e1-e5", ok("")},
		// White's row e2-e5 holds White's GIPF piece on e4: White decides.
		{"status", ok("to-move white")},
		{"position", "? *"},
		{"moves", ok("xe2,e3,(e4),e5 xe2,e3,e4,e5")},
		{"perft 1", ok("2")},
		{"play xe2,e3,(e4),e5", ok("")},
		{"position", ok("standard B3/5/6/2W4/6/5/4 b 16 16 -")},
		{"status", ok("to-move black")},
		{"undo", ok("")},
		{"play xe2,e3,e4,e5", ok("")},
		{"status", ok("over black no-gipf")},
		{"position", ok("standard B3/5/6/7/6/5/4 b 18 16 -")},
		{"moves", "=\n\n"},
		{"undo 2", ok("")},
		{"position", ok(start)},
	})
}

func TestGipfIllegalActionsChangeNothing(t *testing.T) {
	e := newEngine()
	e.Do("new gipf-tournament")
	e.Do("play Ge2")
	before := state(t, e)
	for _, line := range []string{"play e2", "play Ge2", "play Ge8 Ge8", "play a1-e5", "play xe2", "play Gb3 b4 Gc2 Gc6",
		"play z1", "play Ge8 Ge7 Ge6 Ge5 q", "setposition gipf-tournament tournament 4/5/6/7/6/5/4 w 18 18 XX",
		"setposition gipf-basic standard B2W/5/6/W5B/6/5/B2W w 12 12 -", "undo 2", "new gipf"} {
		got, _ := e.Do(line)
		if !strings.HasPrefix(got, "? ") {
			t.Errorf("Do(%q) = %q, want a failure", line, got)
		}
		if after := state(t, e); after != before {
			t.Fatalf("after %q the state changed from %q to %q", line, before, after)
		}
	}
}
