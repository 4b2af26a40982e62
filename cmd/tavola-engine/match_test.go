package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/ai"
)

func TestEloFollowsTheLogisticCurve(t *testing.T) {
	tests := []struct{ score, want float64 }{{0.5, 0}, {0.75, 190.85}, {0.25, -190.85}, {0.95, 511.50}}
	for _, tc := range tests {
		if got := elo(tc.score); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("elo(%v) = %.2f, want %.2f", tc.score, got, tc.want)
		}
	}
	if !math.IsInf(elo(1), 1) || !math.IsInf(elo(0), -1) {
		t.Errorf("a perfect score must be an infinite difference")
	}
}

func TestMatchPlaysEveryGameAndCountsIt(t *testing.T) {
	var out, errs bytes.Buffer
	code := dispatch([]string{"match", "-game", "gravity", "-a", "2", "-b", "1", "-games", "3", "-v"}, nil, &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	text := out.String()
	if n := strings.Count(text, "\ngame ") + strings.Count(text[:6], "game "); n != 4 {
		t.Errorf("%d games listed, want 4 (3 rounded up to pairs):\n%s", n, text)
	}
	var w, d, l int
	i := strings.Index(text, "\nA: ")
	if i < 0 {
		t.Fatalf("no score line:\n%s", text)
	}
	if _, err := fmt.Sscanf(text[i+1:], "A: %d wins, %d draws, %d losses", &w, &d, &l); err != nil || w+d+l != 4 {
		t.Errorf("score %d/%d/%d (%v), want 4 games:\n%s", w, d, l, err, text)
	}
	if !strings.Contains(text, "Elo difference") {
		t.Errorf("no Elo difference:\n%s", text)
	}
}

func TestMatchPlaysTwoThreadsAgainstOne(t *testing.T) {
	var out, errs bytes.Buffer
	code := dispatch([]string{"match", "-game", "gravity", "-time", "20ms", "-athreads", "2", "-bthreads", "1",
		"-games", "2", "-maxply", "12"}, nil, &out, &errs)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if text := out.String(); !strings.Contains(text, "A 20ms a move on 2 threads vs B 20ms a move on 1 thread") {
		t.Errorf("the report does not name the threads:\n%s", text)
	}
}

func TestMatchRecordsEveryGame(t *testing.T) {
	name := filepath.Join(t.TempDir(), "games.txt")
	var out, errs bytes.Buffer
	if code := dispatch([]string{"match", "-game", "gravity", "-a", "1", "-games", "2", "-record", name}, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	b, err := os.ReadFile(name)
	if err != nil || !strings.HasPrefix(string(b), "game 1: ") || !strings.Contains(string(b), "\ngame 2: ") {
		t.Errorf("the record holds %q, %v; want games 1 and 2", b, err)
	}
}

// TestMatchFailsWhenItsRecordCannotBeWritten: a record that cannot be
// made, or whose writes fail, is an error and a non-zero exit, not a
// match that reports success with its games lost.
func TestMatchFailsWhenItsRecordCannotBeWritten(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no", "games.txt")
	cases := []struct{ path, want string }{
		{missing, "-record: open " + missing + ": no such file or directory"},
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		cases = append(cases, struct{ path, want string }{"/dev/full", "-record: write /dev/full: no space left on device"})
	}
	for _, c := range cases {
		var out, errs bytes.Buffer
		code := dispatch([]string{"match", "-game", "gravity", "-a", "1", "-games", "4", "-record", c.path}, nil, &out, &errs)
		if code != 1 || !strings.Contains(errs.String(), c.want) {
			t.Errorf("-record %s: exit %d, %q; want 1 and %q", c.path, code, errs.String(), c.want)
		}
		if strings.Contains(out.String(), "Elo difference") {
			t.Errorf("-record %s: the match reported a result:\n%s", c.path, out.String())
		}
	}
}

func TestMatchRefusesBadArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `-game: catalog: unknown game "chess"`},
		{[]string{"-a", "0"}, fmt.Sprintf("-a 0: the levels are 1 to %d", ai.MaxLevel)},
		{[]string{"-b", fmt.Sprint(ai.MaxLevel + 1)}, fmt.Sprintf("-b %d: the levels are 1 to %d", ai.MaxLevel+1, ai.MaxLevel)},
		{[]string{"-games", "0"}, "-games 0: want 1 to 1000000"},
		{[]string{"-games", "9223372036854775807"}, "-games 9223372036854775807: want 1 to 1000000"},
		{[]string{"-aengine", "minimax"}, `-aengine "minimax": want level, ab, mcts or gf1`},
		{[]string{"-bengine", ""}, `-bengine "": want level, ab, mcts or gf1`},
		{[]string{"-aengine", "gf1"}, "-aengine gf1: the GF1 replica plays GIPF only, not gravity"},
		{[]string{"-game", "gipf-standard", "-bengine", "gf1", "-b", "0"}, "-b 0: the GF1 replica's depth is 1 to"},
		{[]string{"-game", "gipf-standard", "-aengine", "gf1", "-aexe", "x"}, "-aengine gf1: a side played by another program uses that program's search"},
		{[]string{"-anodes", "-5"}, "-anodes -5: want 0 (the level's budget) or more"},
		{[]string{"-btime", "-2s"}, "-btime -2s: want 0 (the levels' budgets) up to 10m0s a move"},
		{[]string{"-parallel", "0"}, "-parallel 0: want 1 to 64"},
		{[]string{"-threads", "65"}, "-threads 65: want 0 (the default) to 64"},
		{[]string{"-bthreads", "-1"}, "-bthreads -1: want 0 (the default) to 64"},
		{[]string{"-athreads", "2", "-aexe", "x"}, "-athreads 2: a side played by another program has that program's threads"},
		{[]string{"extra"}, `unexpected arguments ["extra"]`},
		// Issue 9: these were accepted without a word.
		{[]string{"-maxply", "-5"}, "-maxply -5: want at least 1"},
		{[]string{"-maxply", "0"}, "-maxply 0: want at least 1"},
		{[]string{"-time", "-1s"}, "-time -1s: want 0 (the levels' budgets) up to 10m0s a move"},
		{[]string{"-time", "11m"}, "-time 11m0s: want 0 (the levels' budgets) up to 10m0s a move"},
		{[]string{"-time", "5ns"}, "-time 5ns: want at least 1ms a move"},
		{[]string{"-opening", "-1"}, "-opening -1: want 0 or more"},
		{[]string{"-seed", "-1"}, "invalid value"},
		{[]string{"-maxply", "x"}, "invalid value"},
	} {
		var out, errs bytes.Buffer
		if code := dispatch(append([]string{"match"}, c.args...), nil, &out, &errs); code != 2 || out.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q; want 2 and nothing", c.args, code, out.String())
		}
		if !strings.Contains(errs.String(), c.want) {
			t.Errorf("%q: stderr %q does not say %q", c.args, errs.String(), c.want)
		}
	}
}

// matchOutput runs a match and returns what it printed.
func matchOutput(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if code := dispatch(append([]string{"match"}, args...), nil, &out, &errs); code != 0 {
		t.Fatalf("%q: exit %d: %s", args, code, errs.String())
	}
	return out.String()
}

func TestMatchPlaysTheGF1Replica(t *testing.T) {
	text := matchOutput(t, "-game", "gipf-standard", "-a", "1", "-b", "1", "-bengine", "gf1", "-games", "2", "-v", "-parallel", "2")
	for _, want := range []string{"B GF1 replica depth 1", "pieces lost", "GIPF pieces entered", "game 1: ", "game 2: "} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in:\n%s", want, text)
		}
	}
}

func TestMatchPlaysAnotherEngineOverTheProtocol(t *testing.T) {
	bin := buildEngine(t)
	text := matchOutput(t, "-game", "gipf-basic", "-aexe", bin, "-a", "1", "-b", "1", "-games", "2", "-v")
	if !strings.Contains(text, "A level 1 by "+bin) || strings.Count(text, "game ") < 2 {
		t.Errorf("the other engine did not play:\n%s", text)
	}
	text = matchOutput(t, "-game", "gravity", "-aexe", bin, "-anodes", "200", "-btime", "5ms", "-games", "2")
	if !strings.Contains(text, "A 200 nodes a move by "+bin) || !strings.Contains(text, "over 1.5 × 5ms") {
		t.Errorf("the budgets are not reported:\n%s", text)
	}
}

// TestMatchStartsAnotherEngineWithItsArguments: -bcmd runs a command
// line (here the engine's own "protocol" subcommand), and refuses an
// empty one or one beside -bexe.
func TestMatchStartsAnotherEngineWithItsArguments(t *testing.T) {
	bin := buildEngine(t)
	text := matchOutput(t, "-game", "gravity", "-bcmd", bin+" protocol", "-a", "1", "-b", "1", "-games", "2")
	if !strings.Contains(text, "by "+bin) {
		t.Errorf("the command did not play B:\n%s", text)
	}
	for _, args := range [][]string{{"-bcmd", "   "}, {"-bcmd", bin + " protocol", "-bexe", bin}} {
		var out, errs bytes.Buffer
		if code := dispatch(append([]string{"match", "-game", "gravity", "-games", "2"}, args...), nil, &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2 (%s)", args, code, errs.String())
		}
	}
}

func TestTuneWritesWeights(t *testing.T) {
	var out, errs bytes.Buffer
	args := []string{"tune", "-game", "gipf-basic", "-games", "2", "-nodes", "200", "-steps", "5"}
	if code := dispatch(args, nil, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	if text := out.String(); !strings.Contains(text, "quiet positions of 2 games") || !strings.Contains(text, "gipfWeights{") {
		t.Errorf("tune printed:\n%s", text)
	}
	for _, bad := range [][]string{{"-game", "gravity"}, {"-games", "0"}, {"-nodes", "0"}, {"extra"}} {
		out.Reset()
		if code := dispatch(append([]string{"tune"}, bad...), nil, &out, &errs); code != 2 || out.Len() != 0 {
			t.Errorf("tune %q: exit %d, stdout %q; want 2 and nothing", bad, code, out.String())
		}
	}
}

func TestEloTextSignsAllButAnEvenScore(t *testing.T) {
	for e, want := range map[float64]string{elo(0.5): "0", -0.3: "0", 0.4: "0", 0.6: "+1", -191.2: "-191",
		math.Inf(1): "+inf", math.Inf(-1): "-inf"} {
		if got := eloText(e); got != want {
			t.Errorf("eloText(%v) = %q, want %q", e, got, want)
		}
	}
}
