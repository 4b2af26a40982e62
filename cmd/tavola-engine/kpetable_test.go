package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// TestMain keeps the tests away from the developer's cache and config
// folders, where make kpe-table may have put tables the engine would load.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "tavola-engine-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CONFIG_HOME", dir)
	os.Setenv("XDG_CACHE_HOME", dir)
	os.Setenv("HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// smallKpeTables writes the tables of the unlocked layers up to 6 seeds
// into a directory.
func smallKpeTables(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	var b bytes.Buffer
	if err := kpesolve.WriteLayers(&b, 6); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, kpesolve.TableFile), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// run speaks the protocol with the given arguments and returns stdout.
func run(t *testing.T, args []string, input string) (string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	if code := dispatch(args, strings.NewReader(input), &out, &errs); code != 0 {
		t.Fatalf("dispatch(%q) = %d, stderr %q", args, code, errs.String())
	}
	return out.String(), errs.String()
}

func TestAnalyzeReportsExactKpeValues(t *testing.T) {
	dir := smallKpeTables(t)
	input := "setposition kpe 1,0,2,0/0,1,0,0 S ABCD abcd 24 20\nanalyze\n" + // South leads by 4 in captures
		"setposition kpe 0,2,1,0/2,0,1,0 N ABCD abcd 22 20\nanalyze\n" +
		"setposition kpe 0,1,0,0/1,0,1,0 N ABCD abcd 20 25\nanalyze\n" +
		"new kpe\nanalyze time 300\n"
	with, errs := run(t, []string{"-kpe-table", dir}, input)
	if !strings.Contains(errs, "Kpé tables from") {
		t.Errorf("stderr %q does not say where the tables come from", errs)
	}
	without, _ := run(t, nil, input)
	answers := strings.Split(strings.TrimSpace(with), "\n\n")
	plain := strings.Split(strings.TrimSpace(without), "\n\n")
	if len(answers) != 8 || len(plain) != 8 {
		t.Fatalf("answers %q", with)
	}
	for _, i := range []int{1, 3, 5} {
		f := strings.Fields(answers[i])
		if !strings.HasSuffix(answers[i], " exact") || len(f) < 5 || f[1] != f[3] {
			t.Errorf("analyze %q: want <action> <value> <line...> exact", answers[i])
		}
	}
	if f := strings.Fields(answers[1]); f[2] != "4" {
		t.Errorf("analyze %q: want the value 4, the captures' lead kept", answers[1])
	}
	// The search alone solves 3-seed endgames: the same move and value.
	if a, b := strings.Fields(answers[5]), strings.Fields(plain[5]); a[1] != b[1] || a[2] != b[2] || !strings.HasSuffix(plain[5], " exact") {
		t.Errorf("with tables %q, without %q", answers[5], plain[5])
	}
	if strings.HasSuffix(answers[7], "exact") {
		t.Errorf("the start is not solved by small tables: %q", answers[7])
	}
}

func TestCorruptKpeTablesAreRefused(t *testing.T) {
	dir := smallKpeTables(t)
	name := filepath.Join(dir, kpesolve.TableFile)
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)/2] ^= 0x10
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := dispatch([]string{"-kpe-table", dir}, strings.NewReader("name\n"), &out, &errs)
	if code != 1 || !strings.Contains(errs.String(), "not a valid Kpé table file") || out.Len() != 0 {
		t.Errorf("damaged tables: code %d, stdout %q, stderr %q", code, out.String(), errs.String())
	}
}

// hardKpe has 16 seeds on the board: its layer is among the last of the
// small tables to be solved, and the solver does not find its value
// within a second.
const hardKpe = "setposition kpe 3,0,2,1/1,2,4,3 S ABCD abcd 16 16"

func TestAnalyzeSolvesSmallEndgamesWithoutATableFile(t *testing.T) {
	tab, err := kpesolve.SmallTables(10)
	if err != nil {
		t.Fatal(err)
	}
	// The value of a position that starts a window is exact in the
	// tables where Lo = Hi; these 8- and 10-seed endgames came from random
	// games.
	fromTables := func(pos string) string {
		g := kpe.New()
		if err := g.SetPosition(pos); err != nil {
			t.Fatal(err)
		}
		root, _, lead := kpesolve.FromGame(g)
		e, ok := tab.Lookup(root)
		if !ok || e.Lo != e.Hi {
			t.Fatalf("%s: the tables hold %+v, %v: no exact value", pos, e, ok)
		}
		return strconv.Itoa(lead + int(e.Lo))
	}
	tests := []struct{ pos, budget, move, value string }{
		// South sows D into a and b, 2 each, and takes all 4: North has
		// no seed left and the game ends, 26-22.
		{"0,0,0,2/1,1,0,0 S ABCD abcd 22 22", "", "D", "4"},
		// The same, and South collects C: all 5 seeds, no move does better.
		{"0,0,1,2/1,1,0,0 S ABCD abcd 21 22", "", "D", "4"},
		{"0,0,1,2/0,2,3,0 S ABCD abcd 18 22", "", "", ""},
		{"0,0,0,6/0,1,2,1 N ABCD abcd 12 26", "", "", ""},
		// A fresh engine within a time budget: the layers up to 8 seeds
		// are solved in milliseconds.
		{"3,0,1,0/1,1,2,0 S ABCD abcd 8 32", "time 300", "", ""},
	}
	var input strings.Builder
	for _, tc := range tests {
		input.WriteString("setposition kpe " + tc.pos + "\nanalyze " + tc.budget + "\n")
	}
	out, _ := run(t, nil, input.String())
	answers := strings.Split(strings.TrimSpace(out), "\n\n")
	if len(answers) != 2*len(tests) {
		t.Fatalf("answers %q", out)
	}
	for i, tc := range tests {
		got := answers[2*i+1]
		f := strings.Fields(got)
		if len(f) < 5 || f[1] != f[3] || f[len(f)-1] != "exact" {
			t.Errorf("%s: analyze %q: want = <action> <value> <line...> exact", tc.pos, got)
			continue
		}
		want := tc.value
		if want == "" {
			want = fromTables(tc.pos)
		}
		if f[2] != want || tc.move != "" && f[1] != tc.move {
			t.Errorf("%s: analyze %q: want the value %s (move %q)", tc.pos, got, want, tc.move)
		}
	}
}

// timedAnalyze speaks the protocol with args, sets pos and answers
// "analyze time <budget>": the answer and how long the session took.
func timedAnalyze(t *testing.T, args []string, pos string, budget time.Duration) (string, time.Duration) {
	t.Helper()
	began := time.Now()
	out, _ := run(t, args, fmt.Sprintf("%s\nanalyze time %d\n", pos, budget.Milliseconds()))
	return out, time.Since(began)
}

func TestKpeAnalyzeKeepsItsTimeBudget(t *testing.T) {
	// A fresh engine: the tables are not ready, the AI answers in time.
	const budget = 200 * time.Millisecond
	if out, took := timedAnalyze(t, nil, hardKpe, budget); took > budget+300*time.Millisecond || !strings.Contains(out, "\n\n= D ") {
		t.Errorf("fresh engine: analyze time %v answered %q after %v", budget, out, took)
	}
	// With a table file where the solver does not finish, the solver and
	// the AI share the budget.
	const long = 600 * time.Millisecond
	if out, took := timedAnalyze(t, []string{"-kpe-table", smallKpeTables(t)}, hardKpe, long); took > long+300*time.Millisecond || strings.Contains(out, "exact") {
		t.Errorf("table file: analyze time %v answered %q after %v", long, out, took)
	}
}

func TestStopEndsAKpeAnalyzeWaitingForTheTables(t *testing.T) {
	e := newEngine()
	e.useKpeTables(nil)
	defer e.small.close()
	s := startPipeSession(t, e)
	s.send(hardKpe, "analyze", "stop")
	s.expect(ok(""))
	if got := answerWithin(t, s.out, time.Second); !strings.HasPrefix(got, "= ") {
		t.Errorf("stopped analyze: %q", got)
	}
	s.expect(ok(""))
}

func TestOnlyKpeMakesTheSmallTables(t *testing.T) {
	e := newEngine()
	e.useKpeTables(nil)
	defer e.small.close()
	converse(t, e, []exchange{
		{"new gipf-basic", ok("")},
		{"analyze depth 1", "= *"},
		{"genmove level 1", "= *"},
		{"setposition gravity 8/8/8/8/8/8/8/8 w", ok("")},
		{"analyze depth 1", "= *"},
	})
	if e.small.layers != nil {
		t.Fatal("a GIPF and Gravity session made the Kpé tables")
	}
	converse(t, e, []exchange{{"new kpe", ok("")}})
	if e.small.layers == nil {
		t.Fatal("choosing Kpé did not start the tables")
	}
}

func TestTopLevelGenmovePlaysOnTheSmallTables(t *testing.T) {
	e := newEngine()
	var used []kpesolve.Source
	e.search = func(g rules.Game, b Budget, stop func() bool) (rules.Action, error) {
		used = append(used, b.kpe)
		return genmove(g, b, stop)
	}
	e.useKpeTables(nil)
	defer e.small.close()
	converse(t, e, []exchange{
		// D takes all 4 seeds of North's row and South collects C: 5, the most there is.
		{"setposition kpe 0,0,1,2/1,1,0,0 S ABCD abcd 21 22", ok("")},
		{"genmove level 7", ok("D")},
		{"setposition kpe 0,0,1,2/1,1,0,0 S ABCD abcd 21 22", ok("")},
		{"genmove level 6", "= *"},
	})
	if len(used) != 2 || used[0] != kpesolve.Source(e.small.layers) || used[1] != nil {
		t.Errorf("the searches had the tables %v; want the small tables at level 7 only", used)
	}
}

func TestAnalyzeSolvesLockedEndgamesWithoutATableFile(t *testing.T) {
	// North has not started c and d: the tables of the layers lack the
	// position, and the search alone does not solve it within 10 s.
	const pos = "1,0,2,1/0,1,0,2 N ABCD ab 20 21"
	g := kpe.New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	root, history, lead := kpesolve.FromGame(g)
	l := kpesolve.NewLayers(root.Board.Total())
	if err := l.Build(nil); err != nil {
		t.Fatal(err)
	}
	src, err := l.Locked(root)
	if err != nil {
		t.Fatal(err)
	}
	res := (&kpesolve.Searcher{Src: src}).Solve(root, history)
	if !res.Exact() {
		t.Fatalf("the solver leaves %s at [%d, %d]", pos, res.Lo, res.Hi)
	}
	out, _ := run(t, nil, "setposition kpe "+pos+"\nanalyze time 3000\n")
	f := strings.Fields(out)
	if len(f) < 6 || f[len(f)-1] != "exact" || f[3] != strconv.Itoa(lead+res.Lo) {
		t.Errorf("analyze %q: want the exact value %d", out, lead+res.Lo)
	}
}
