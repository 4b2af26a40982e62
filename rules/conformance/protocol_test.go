package conformance

import (
	"io"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestProtocolEmptySuccessIsEqualsAlone(t *testing.T) {
	e := startEngine(t)
	for _, tc := range []struct{ line, raw string }{
		{"new kpe", "="},
		{"7 new gravity", "=7"},
		{"setposition kpe 6,6,6,6/6,6,6,6 S - - 0 0", "="},
		{"8 play A", "=8"},
		{"undo", "="},
	} {
		a := e.send(tc.line)
		if strings.TrimSuffix(a.raw, " ") != tc.raw {
			t.Errorf("%q: got %q, want %q", tc.line, a.raw, tc.raw)
		}
	}
}

func TestProtocolIdIsRepeatedOnSuccessAndFailure(t *testing.T) {
	e := startEngine(t)
	for _, tc := range []struct{ line, raw string }{
		{"1 protocol_version", "=1 2"},
		{"12 new kpe", "=12"},
		{"13 moves", "=13 A B C D"},
		{"14 status", "=14 to-move south"},
		{"15 frobnicate", "?15 unknown command"},
		{"16 play a", "?16 "},
		{"17 undo", "?17 "},
		{"18 position", "=18 6,6,6,6/6,6,6,6 S - - 0 0"},
	} {
		a := e.send(tc.line)
		if a.raw != tc.raw && !(strings.HasSuffix(tc.raw, " ") && strings.HasPrefix(a.raw, tc.raw)) {
			t.Errorf("%q: got %q, want %q", tc.line, a.raw, tc.raw)
		}
	}
}

func TestProtocolUnknownCommandAnswer(t *testing.T) {
	e := startEngine(t)
	for _, line := range []string{"frobnicate", "MOVES", "Protocol_version", "new-game kpe", "x"} {
		if a := e.send(line); a.raw != "? unknown command" {
			t.Errorf("%q: got %q, want \"? unknown command\"", line, a.raw)
		}
	}
}

func TestProtocolBlankAndCommentLinesAreIgnored(t *testing.T) {
	e := startEngine(t)
	if _, err := io.WriteString(e.in, "\n# a comment\n#\n\nprotocol_version\n"); err != nil {
		t.Fatal(err)
	}
	if a := e.read("protocol_version"); a.raw != "= 2" {
		t.Errorf("after blank and comment lines: got %q, want the answer to protocol_version", a.raw)
	}
}

func TestProtocolInformationCommands(t *testing.T) {
	e := startEngine(t)
	if got := e.must("games"); got != "gipf-basic\ngipf-standard\ngipf-tournament\ngravity\nkpe" {
		t.Errorf("games: got %q", got)
	}
	if got := e.must("protocol_version"); got != "2" {
		t.Errorf("protocol_version: got %q", got)
	}
	e.must("name")
	e.must("version")
	listed := map[string]bool{}
	for _, c := range strings.Split(e.must("list_commands"), "\n") {
		listed[c] = true
	}
	for _, c := range []string{"protocol_version", "name", "version", "list_commands", "games", "new", "setposition",
		"position", "moves", "play", "undo", "status", "perft", "genmove", "analyze", "showboard", "quit"} {
		if !listed[c] {
			t.Errorf("list_commands lacks %s", c)
		}
	}
}

func TestProtocolGameCommandsFailBeforeAGameIsChosen(t *testing.T) {
	e := startEngine(t)
	for _, line := range []string{"position", "moves", "play e2", "undo", "status", "perft 1", "genmove", "analyze", "showboard"} {
		e.mustFail(line)
	}
	e.mustEmpty("new kpe")
	e.mustEmpty("setposition gravity 8/8/8/8/8/8/8/8 w")
}

func TestProtocolExtraArgumentsFail(t *testing.T) {
	e := startEngine(t)
	e.mustEmpty("new kpe")
	for _, line := range []string{"protocol_version x", "name x", "version x", "list_commands x", "games x",
		"new kpe x", "position x", "moves x", "undo 1 x", "status x", "perft 1 x", "quit x", "new"} {
		e.mustFail(line)
	}
	if got := e.must("position"); got != "6,6,6,6/6,6,6,6 S - - 0 0" {
		t.Errorf("after failures: position %q", got)
	}
}

func TestProtocolUndo(t *testing.T) {
	e := startEngine(t)
	e.mustEmpty("new kpe")
	e.mustFail("undo")
	e.mustEmpty("play A a")
	e.mustFail("undo 0")
	e.mustFail("undo 3")
	e.mustFail("undo -1")
	if got := e.must("position"); got != "1,8,8,8/0,8,8,7 S A a 0 0" {
		t.Errorf("failed undo changed the position: %q", got)
	}
	e.mustEmpty("undo 2")
	if got := e.must("position"); got != "6,6,6,6/6,6,6,6 S - - 0 0" {
		t.Errorf("undo 2: position %q", got)
	}
	e.mustEmpty("play B")
	e.mustEmpty("new kpe")
	e.mustFail("undo")
}

func TestProtocolPlayIsAllOrNothing(t *testing.T) {
	e := startEngine(t)
	e.mustEmpty("new kpe")
	a := e.mustFail("play A a Q")
	if !strings.Contains(a.text, "Q") {
		t.Errorf("failure %q does not name the action", a.raw)
	}
	e.mustFail("play A A")
	if got := e.must("position"); got != "6,6,6,6/6,6,6,6 S - - 0 0" {
		t.Errorf("a failed play changed the position: %q", got)
	}
	e.mustFail("play")
}

func TestProtocolFailedSetpositionKeepsGameAndHistory(t *testing.T) {
	e := startEngine(t)
	e.mustEmpty("new kpe")
	e.mustEmpty("play A")
	for _, line := range []string{
		"setposition gravity 8/8/8/8/8/8/8/8 q",
		"setposition kpe 6,6,6,6/6,6,6,6 S - - 0 1",
		"setposition chess x",
		"setposition gipf-basic basic 4/5/6/7/6/5/4 w 16 15 -",
	} {
		e.mustFail(line)
	}
	if got := e.must("status"); got != "to-move north" {
		t.Errorf("status %q", got)
	}
	e.mustEmpty("undo")
	if got := e.must("position"); got != "6,6,6,6/6,6,6,6 S - - 0 0" {
		t.Errorf("undo after failed setpositions: %q", got)
	}
}

func TestProtocolMalformedLinesNeverStopTheEngine(t *testing.T) {
	e := startEngine(t)
	for _, line := range []string{"\x00", "\x01\x02", "play " + strings.Repeat("e4 ", 3000), strings.Repeat("x", 100000),
		"=", "?", "12", "-1 moves", "99999999999999999999 moves", "\xff\xfe", "new \xffkpe", "undo 99999999999999999999"} {
		e.mustFail(line)
	}
	if got := e.must("protocol_version"); got != "2" {
		t.Errorf("protocol_version %q", got)
	}
}

func TestProtocolPerftDepthZeroIsOne(t *testing.T) {
	e := startEngine(t)
	for _, g := range []string{"gipf-basic", "gravity", "kpe"} {
		e.mustEmpty("new " + g)
		if got := e.must("perft 0"); got != "1" {
			t.Errorf("%s: perft 0 = %q, want 1", g, got)
		}
	}
	e.mustFail("perft -1")
	e.mustFail("perft x")
}

func TestProtocolQuitAnswersThenExits(t *testing.T) {
	e := startEngine(t)
	e.mustEmpty("quit")
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Errorf("no exit after quit")
	}
}

// TestGenmoveAndAnalyzeStayLegal checks that the AI answers with a legal
// action, that genmove plays it and analyze does not.
func TestGenmoveAndAnalyzeStayLegal(t *testing.T) {
	e := startEngine(t)
	for _, g := range gameSpecs {
		s := &session{e: e, g: g, seen: map[string]int{}}
		s.cmd("new " + g.name)
		s.ref = g.new()
		for i := 0; i < 4; i++ {
			legal := " " + strings.Join(s.ref.Moves(), " ") + " "
			a := s.cmd("analyze playouts 30 depth 2 seed 1")
			if !a.ok || !strings.Contains(legal, " "+strings.Fields(a.text + " ?")[0]+" ") {
				t.Errorf("%s: analyze %q: not a legal action of %q\n%s", g.name, a.raw, legal, s.repro())
				break
			}
			// <action> <value> [<line>...], the line starting with the action
			f := strings.Fields(a.text)
			wellFormed := len(f) >= 2
			if wellFormed {
				_, err := strconv.ParseFloat(f[1], 64)
				wellFormed = err == nil && (len(f) == 2 || f[2] == f[0])
			}
			if !wellFormed {
				t.Errorf("%s: analyze %q: want <action> <value> [<line>...], the line starting with the action", g.name, a.raw)
			}
			if err := s.compare(); err != nil {
				t.Errorf("%s: analyze changed the game: %v\n%s", g.name, err, s.repro())
				break
			}
			a = s.cmd("genmove playouts 30 depth 2 seed 1")
			if !a.ok || !strings.Contains(legal, " "+a.text+" ") {
				t.Errorf("%s: genmove %q: not a legal action of %q\n%s", g.name, a.raw, legal, s.repro())
				break
			}
			s.ref.Play(a.text)
			if err := s.compare(); err != nil {
				t.Errorf("%s: after genmove: %v\n%s", g.name, err, s.repro())
				break
			}
		}
	}
}
