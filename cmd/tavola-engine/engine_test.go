package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/internal/seeded"
	"tavola/internal/version"
	"tavola/rules"
)

// exchange is one command line and the whole answer expected on the wire
// ("" for no answer). A want ending in "*" is the start of the answer (for
// failures whose text belongs to a game).
type exchange struct{ line, want string }

// converse plays script on e and compares every answer.
func converse(t *testing.T, e *engine, script []exchange) {
	t.Helper()
	for _, x := range script {
		got, _ := e.Do(x.line)
		if prefix, ok := strings.CutSuffix(x.want, "*"); ok && strings.HasPrefix(got, prefix) && strings.HasSuffix(got, "\n\n") {
			continue
		}
		if got != x.want {
			t.Fatalf("Do(%q) = %q, want %q", x.line, got, x.want)
		}
	}
}

// fakeEngine returns an engine that plays nim only.
func fakeEngine() *engine { return newEngineWith(fakeNames, fakeNew) }

// ok and fail frame answers for the tables.
func ok(text string) string {
	if text == "" {
		return "=\n\n"
	}
	return "= " + text + "\n\n"
}

func fail(text string) string { return "? " + text + "\n\n" }

// state is what a failure must leave unchanged.
func state(t *testing.T, e *engine) string {
	t.Helper()
	pos, _ := e.Do("position")
	moves, _ := e.Do("moves")
	status, _ := e.Do("status")
	return pos + moves + status
}

func TestAnswersEchoTheID(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"12 name", "=12 tavola-engine\n\n"},
		{"0 protocol_version", "=0 2\n\n"},
		{"7 bogus", "?7 unknown command\n\n"},
		{"  3\tnew nim", "=3\n\n"},
		{"99", "?99 missing command\n\n"},
		{"12name", fail("unknown command")},
		{"-1 name", fail("unknown command")},
	})
}

func TestBlankAndCommentLinesGetNoAnswer(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"", ""}, {"   ", ""}, {"\t", ""}, {"\r", ""}, {"# a comment", ""}, {"  #indented", ""},
		{"#\xff\x00 anything goes in a comment", ""},
	})
}

func TestGamelessCommandsWorkBeforeAGame(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"protocol_version", ok("2")},
		{"name", ok("tavola-engine")},
		{"version", ok(version.String())},
		{"games", ok("nim")},
		{"list_commands", ok("protocol_version\nname\nversion\nlist_commands\ngames\nnew\nsetposition\n" +
			"position\nmoves\nplay\nundo\nstatus\nperft\ngenmove\nanalyze\nshowboard\nquit\nstop\nload\nsave")},
	})
}

func TestGameCommandsFailBeforeAGame(t *testing.T) {
	e := fakeEngine()
	for _, line := range []string{"position", "moves", "play t1", "undo", "status", "perft 1", "genmove",
		"analyze", "showboard"} {
		got, quit := e.Do(line)
		if !strings.HasPrefix(got, "? ") || quit {
			t.Errorf("Do(%q) = %q, %v; want a failure", line, got, quit)
		}
	}
}

func TestExtraArgumentsFail(t *testing.T) {
	e := fakeEngine()
	e.Do("new nim")
	before := state(t, e)
	for _, line := range []string{"protocol_version 2", "name x", "version x", "list_commands x", "games x",
		"new nim nim", "position x", "moves x", "undo 1 1", "status x", "perft 1 1", "showboard x", "quit now"} {
		got, quit := e.Do(line)
		if !strings.HasPrefix(got, "? too many arguments") || quit {
			t.Errorf("Do(%q) = %q, %v; want a failure for too many arguments", line, got, quit)
		}
	}
	if after := state(t, e); after != before {
		t.Errorf("state changed from %q to %q", before, after)
	}
}

func TestMissingArgumentsFail(t *testing.T) {
	e := fakeEngine()
	e.Do("new nim")
	for _, line := range []string{"new", "setposition", "setposition nim", "play", "perft"} {
		if got, _ := e.Do(line); !strings.HasPrefix(got, "? missing argument") {
			t.Errorf("Do(%q) = %q, want a failure for a missing argument", line, got)
		}
	}
}

func TestCommandsAreCaseSensitive(t *testing.T) {
	converse(t, fakeEngine(), []exchange{{"NAME", fail("unknown command")}, {"Name", fail("unknown command")}})
}

func TestNewStartsTheGameAndUnknownGameKeepsTheOld(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"play t2 t1", ok("")},
		{"position", ok("4 L")},
		{"new chess", fail(`fake: unknown game "chess"`)},
		{"position", ok("4 L")},
		{"new nim", ok("")},
		{"position", ok("7 L")},
	})
}

func TestSetPositionKeepsTheOldGameOnFailure(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"setposition nim 9 R", ok("")},
		{"position", ok("9 R")},
		{"status", ok("to-move right")},
		{"setposition nim 9 X", fail(`nim: position "9 X": want <pile> <L|R>`)},
		{"setposition chess 9 R", fail(`fake: unknown game "chess"`)},
		{"position", ok("9 R")},
		{"setposition nim 3\tL", ok("")},
		{"position", ok("3 L")},
		{"undo", fail("undo: only 0 actions to take back, not 1")},
	})
}

func TestMovesListsCanonicalNotationAndNothingWhenOver(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"moves", ok("t1 t2 t3")},
		{"setposition nim 2 L", ok("")},
		{"moves", ok("t1 t2")},
		{"setposition nim 0 L", ok("")},
		{"moves", "=\n\n"},
	})
}

func TestPlayIsAtomic(t *testing.T) {
	e := fakeEngine()
	e.Do("new nim")
	e.Do("play t1")
	before := state(t, e)
	for _, x := range []exchange{
		{"play t3 t3 t1", fail(`illegal action t1 (action 3): the game is over`)},
		{"play t3 t1 x", fail(`illegal action x (action 3): nim: action "x": want t1, t2 or t3`)},
		{"play t3 t2 t3", fail(`illegal action t3 (action 3): nim: action "t3": only 1 stones left`)},
		{"play t4", fail(`illegal action t4 (action 1): nim: action "t4": want t1, t2 or t3`)},
	} {
		converse(t, e, []exchange{x})
		if after := state(t, e); after != before {
			t.Fatalf("after %q the state changed from %q to %q", x.line, before, after)
		}
	}
	if e.game.Plies() != 1 {
		t.Errorf("Plies = %d after failed plays, want 1", e.game.Plies())
	}
}

func TestPlayAcceptsEveryReadableFormAndPlaysInOrder(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"play T1 t2", ok("")},
		{"position", ok("4 L")},
		{"1 play t3", "=1\n\n"},
		{"status", ok("to-move right")},
	})
}

func TestUndoTakesBackNOrFails(t *testing.T) {
	e := fakeEngine()
	converse(t, e, []exchange{{"new nim", ok("")}, {"play t1 t1 t1", ok("")}})
	before := state(t, e)
	for _, x := range []exchange{
		{"undo 0", fail("undo: nothing to undo with 0 (want at least 1)")},
		{"undo 4", fail("undo: only 3 actions to take back, not 4")},
		{"undo -1", fail(`undo: not a number: "-1"`)},
		{"undo +1", fail(`undo: not a number: "+1"`)},
		{"undo x", fail(`undo: not a number: "x"`)},
		{"undo 99999999999999999999999", fail(`undo: number too large: "99999999999999999999999" (at most 9223372036854775807)`)},
	} {
		converse(t, e, []exchange{x})
		if after := state(t, e); after != before {
			t.Fatalf("after %q the state changed from %q to %q", x.line, before, after)
		}
	}
	converse(t, e, []exchange{
		{"undo", ok("")}, {"position", fail("nim: a decision is pending")},
		{"undo 2", ok("")}, {"position", ok("7 L")},
	})
}

func TestStatusNamesTheMoverOrTheWinnerAndReason(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"status", ok("to-move left")},
		{"play t3 t3", ok("")},
		{"status", ok("to-move left")},
		{"play t1", ok("")},
		{"status", ok("over left no-moves")},
		{"play t1", fail("illegal action t1 (action 1): the game is over")},
		{"undo", ok("")},
		{"status", ok("to-move left")},
	})
}

func TestPositionFailsWhenADecisionIsPending(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"play t2", ok("")},
		{"position", fail("nim: a decision is pending")},
		{"moves", ok("t1 t2 t3")},
	})
}

func TestPerftCountsAndRejectsBadDepths(t *testing.T) {
	e := fakeEngine()
	converse(t, e, []exchange{
		{"new nim", ok("")},
		{"perft 0", ok("1")},
		{"perft 1", ok("3")},
		{"perft 2", ok("9")},
		// Sequences of 7 single takes is the only way to last 7 actions.
		{"perft 7", ok("1")},
		{"perft 6", ok("7")}, // six 1s, or five 1s and a 2 in any of 6 places
		{"perft -1", fail(`perft: not a number: "-1"`)},
		{"perft 1.5", fail(`perft: not a number: "1.5"`)},
		{"perft x", fail(`perft: not a number: "x"`)},
		// nim is no game of the catalog: it gets GIPF's cap.
		{"perft 8", fail(`perft: number too large: "8" (at most 7)`)},
		{"perft 18446744073709551617", fail(`perft: number too large: "18446744073709551617" (at most 7)`)},
		{"position", ok("7 L")},
	})
}

func TestShowboardKeepsTheAnswerInOnePiece(t *testing.T) {
	converse(t, fakeEngine(), []exchange{
		{"new nim", ok("")},
		{"5 showboard", "=5\npile ooooooo\n.\nleft to move\n\n"},
	})
}

func TestQuitAnswersThenEnds(t *testing.T) {
	e := fakeEngine()
	if got, quit := e.Do("quit"); got != ok("") || !quit {
		t.Fatalf("quit = %q, %v", got, quit)
	}
	if got, quit := e.Do("4 quit"); got != "=4\n\n" || !quit {
		t.Fatalf("4 quit = %q, %v", got, quit)
	}
	if got, quit := e.Do("quit 1"); quit || !strings.HasPrefix(got, "?") {
		t.Fatalf("quit 1 = %q, %v; want a failure that does not quit", got, quit)
	}
}

func TestMalformedLinesFailWithTheID(t *testing.T) {
	e := fakeEngine()
	e.Do("new nim")
	before := state(t, e)
	converse(t, e, []exchange{
		{"5 play t1\x00", "?5 control character '\\x00' at byte 9\n\n"},
		{"\x00", fail(`control character '\x00' at byte 0`)},
		{"6 play \xff", "?6 invalid UTF-8\n\n"},
		{"play t1\x1b", fail(`control character '\x1b' at byte 7`)},
		{"play t1\rt1", fail(`control character '\r' at byte 7`)},
		{"name\r", ok("tavola-engine")},
	})
	if after := state(t, e); after != before {
		t.Errorf("state changed from %q to %q", before, after)
	}
}

func TestGenmoveAndAnalyzeRejectBadBudgetsBeforeSearching(t *testing.T) {
	e := fakeEngine()
	searched := false
	e.search = func(rules.Game, Budget, func() bool) (rules.Action, error) { searched = true; return 1, nil }
	e.study = func(rules.Game, Budget, func() bool) (Analysis, error) {
		searched = true
		return Analysis{Line: []rules.Action{1}}, nil
	}
	e.Do("new nim")
	for _, cmd := range []string{"genmove", "analyze"} {
		for _, x := range []exchange{
			{cmd + " time", fail("budget time has no value")},
			{cmd + " time 0", fail("time: must be at least 1")},
			{cmd + " time -5", fail(`time: not a number: "-5"`)},
			{cmd + " time 5 time 6", fail("budget time given twice")},
			{cmd + " speed 5", fail(`unknown budget "speed" (time, playouts, depth, level or seed)`)},
			{cmd + " 5", fail(`unknown budget "5" (time, playouts, depth, level or seed)`)},
			{cmd + " depth 2147483648", fail(`depth: number too large: "2147483648" (at most 95)`)},
			// Issue 9: these ran for ever. Every budget has a cap.
			{cmd + " depth 2147483647", fail(`depth: number too large: "2147483647" (at most 95)`)},
			{cmd + " depth 96", fail(`depth: number too large: "96" (at most 95)`)},
			{cmd + " playouts 9223372036854775807", fail(`playouts: number too large: "9223372036854775807" (at most 1000000000)`)},
			{cmd + " playouts 1000000001", fail(`playouts: number too large: "1000000001" (at most 1000000000)`)},
			{cmd + " time 9223372036854", fail(`time: number too large: "9223372036854" (at most 600000)`)},
			{cmd + " time 600001", fail(`time: number too large: "600001" (at most 600000)`)},
			{cmd + " time 99999999999999999999", fail(`time: number too large: "99999999999999999999" (at most 600000)`)},
			{fmt.Sprintf("%s level %d", cmd, ai.MaxLevel+1), fail(fmt.Sprintf(`level: number too large: "%d" (at most %d)`, ai.MaxLevel+1, ai.MaxLevel))},
			{cmd + " level 2147483647", fail(fmt.Sprintf(`level: number too large: "2147483647" (at most %d)`, ai.MaxLevel))},
			{cmd + " level 0", fail("level: must be at least 1")},
			{cmd + " seed 18446744073709551616", fail(`seed: number too large: "18446744073709551616" (at most 18446744073709551615)`)},
		} {
			converse(t, e, []exchange{x})
		}
	}
	if searched {
		t.Error("a bad budget reached the search")
	}
}

func TestBudgetsAtTheirCapsReachTheSearch(t *testing.T) {
	e := fakeEngine()
	var got Budget
	e.search = func(_ rules.Game, b Budget, _ func() bool) (rules.Action, error) { got = b; return 1, nil }
	converse(t, e, []exchange{
		{"new nim", ok("")},
		{fmt.Sprintf("genmove time 600000 playouts 1000000000 depth 95 level %d", ai.MaxLevel), ok("t1")},
	})
	want := Budget{Time: 10 * time.Minute, Playouts: 1e9, Depth: 95, Level: ai.MaxLevel}
	if got != want {
		t.Errorf("budget = %+v, want %+v", got, want)
	}
}

func TestGenmovePassesTheBudgetAndPlaysTheChoice(t *testing.T) {
	e := fakeEngine()
	var got Budget
	e.search = func(g rules.Game, b Budget, _ func() bool) (rules.Action, error) {
		got = b
		g.Apply(3, nil) // the search's copy is its own
		return 2, nil
	}
	converse(t, e, []exchange{
		{"new nim", ok("")},
		{"4 genmove seed 0 level 3 time 250 depth 4 playouts 1000", "=4 t2\n\n"},
		{"position", fail("nim: a decision is pending")},
		{"undo", ok("")},
		{"position", ok("7 L")},
	})
	want := Budget{Time: 250e6, Playouts: 1000, Depth: 4, Level: 3, Seed: 0, HasSeed: true}
	if got != want {
		t.Errorf("budget = %+v, want %+v", got, want)
	}
}

func TestGenmoveRefusesAnIllegalChoiceAndSearchErrors(t *testing.T) {
	e := fakeEngine()
	e.Do("setposition nim 2 L")
	e.search = func(rules.Game, Budget, func() bool) (rules.Action, error) { return 3, nil }
	converse(t, e, []exchange{{"genmove", fail("internal error: the search chose an illegal action (3)")}})
	e.search = func(rules.Game, Budget, func() bool) (rules.Action, error) { return 0, errors.New("out of ideas") }
	converse(t, e, []exchange{{"genmove", fail("out of ideas")}, {"position", ok("2 L")}})
	e.Do("setposition nim 0 L")
	converse(t, e, []exchange{{"genmove", fail("the game is over")}, {"analyze", fail("the game is over")}})
}

func TestAnalyzeWritesActionValueAndLine(t *testing.T) {
	e := fakeEngine()
	e.Do("new nim")
	for _, c := range []struct {
		an   Analysis
		want string
	}{
		{Analysis{Value: 1000, Line: []rules.Action{3, 1, 3}}, ok("t3 1000 t3 t1 t3")},
		{Analysis{Value: -0.004, Line: []rules.Action{1}}, ok("t1 0 t1")},
		{Analysis{Value: 2.0 / 3, Line: []rules.Action{2, 2}}, ok("t2 0.67 t2 t2")},
		{Analysis{Value: 1}, fail("internal error: the search returned no action")},
		{Analysis{Value: math.NaN(), Line: []rules.Action{1}}, fail("internal error: the search returned the value NaN")},
		{Analysis{Value: 1, Line: []rules.Action{3, 3, 3}}, fail("internal error: action 3 of the principal line (3) is illegal")},
	} {
		e.study = func(rules.Game, Budget, func() bool) (Analysis, error) { return c.an, nil }
		converse(t, e, []exchange{{"analyze depth 3", c.want}, {"position", ok("7 L")}})
	}
}

// TestAnalyzeWinchanceEndsTheAnswerWithTheChance: asked for, GIPF and
// Gravity end the answer with "winchance" and the mover's chance on the
// fitted curve, the words before it as without; Kpé, valued in seeds,
// refuses it; without it the answer is as it always was.
func TestAnalyzeWinchanceEndsTheAnswerWithTheChance(t *testing.T) {
	e := newEngine()
	for _, game := range []string{"gravity", "gipf-standard"} {
		e.Do("new " + game)
		plain, _ := e.Do("analyze depth 1")
		ans, _ := e.Do("analyze depth 1 winchance")
		f := strings.Fields(strings.TrimPrefix(ans, "= "))
		if len(f) < 4 || f[len(f)-2] != "winchance" || strings.Join(f[:len(f)-2], " ") != strings.TrimSpace(strings.TrimPrefix(plain, "= ")) {
			t.Errorf("%s: %q, want %q then winchance and a number", game, ans, plain)
			continue
		}
		v, err := strconv.ParseFloat(f[1], 64)
		w, err2 := strconv.ParseFloat(f[len(f)-1], 64)
		curve, _ := analysis.CurveOf(game)
		if err != nil || err2 != nil || math.Abs(w-curve.Chance(v)) > 0.005 {
			t.Errorf("%s: %q: the chance is not the curve's at the value", game, ans)
		}
		if strings.Contains(plain, "winchance") {
			t.Errorf("%s: %q: winchance without asking", game, plain)
		}
	}
	e.Do("new kpe")
	if ans, _ := e.Do("analyze depth 1 winchance"); !strings.HasPrefix(ans, "? winchance: kpe is valued in seeds") {
		t.Errorf("kpe: %q, want the refusal", ans)
	}
}

func TestRunFramesASessionUntilQuit(t *testing.T) {
	in := "name\r\n\n# note\n2 new nim\nplay t1\r\nposition\nquit\nname\n"
	want := "= tavola-engine\n\n=2\n\n=\n\n= 6 R\n\n=\n\n"
	var out strings.Builder
	if err := fakeEngine().Run(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}

func TestRunAnswersALastLineWithoutLineEnd(t *testing.T) {
	var out strings.Builder
	if err := fakeEngine().Run(strings.NewReader("name\nversion"), &out); err != nil {
		t.Fatal(err)
	}
	if want := ok("tavola-engine") + ok(version.String()); out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}

func TestRunAnswersHugeLinesAndGoesOn(t *testing.T) {
	for _, n := range []int{maxLine - 2, maxLine - 1, maxLine, maxLine + 1, 3 * maxLine} {
		in := "8 " + strings.Repeat("x", n) + "\nname\n"
		var out strings.Builder
		if err := fakeEngine().Run(strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		want := "?8 unknown command\n\n" + ok("tavola-engine")
		if n+2 > maxLine {
			want = "?8 line longer than 1048576 bytes\n\n" + ok("tavola-engine")
		}
		if out.String() != want {
			t.Errorf("line of %d bytes: output %q, want %q", n+2, out.String(), want)
		}
	}
}

func TestRunSurvivesRandomBytes(t *testing.T) {
	r := seeded.New(1, 2)
	for range 50 {
		b := make([]byte, r.IntN(5000))
		for i := range b {
			b[i] = byte(r.IntN(256))
			if r.IntN(40) == 0 {
				b[i] = '\n'
			}
		}
		in := "new nim\n" + strings.ReplaceAll(string(b), "quit", "quiz") + "\nname\n"
		var out strings.Builder
		if err := fakeEngine().Run(strings.NewReader(in), &out); err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(out.String(), "\n\n"+ok("tavola-engine")) {
			t.Fatalf("the session did not survive %q: %q", in, out.String())
		}
	}
}

func TestParseBudgetReadsPairsInAnyOrder(t *testing.T) {
	for _, c := range []struct {
		args string
		want Budget
	}{
		{"", Budget{}},
		{"time 1500", Budget{Time: 1500e6}},
		{"playouts 100 depth 6", Budget{Playouts: 100, Depth: 6}},
		{"seed 18446744073709551615 level 2", Budget{Seed: 1<<64 - 1, HasSeed: true, Level: 2}},
		{"level 1 seed 0 depth 1 playouts 1 time 1", Budget{Time: 1e6, Playouts: 1, Depth: 1, Level: 1, HasSeed: true}},
	} {
		got, err := parseBudget(strings.Fields(c.args))
		if err != nil || got != c.want {
			t.Errorf("parseBudget(%q) = %+v, %v; want %+v", c.args, got, err, c.want)
		}
	}
}

func TestAPanicOfTheSearchIsAnsweredAndTheSessionGoesOn(t *testing.T) {
	e := fakeEngine()
	e.search = func(rules.Game, Budget, func() bool) (rules.Action, error) { panic("search bug") }
	converse(t, e, []exchange{
		{"new nim", ok("")},
		{"3 genmove", "?3 internal error: genmove: search bug\n\n"},
		{"position", ok("7 L")},
		{"name", ok("tavola-engine")},
	})
}
