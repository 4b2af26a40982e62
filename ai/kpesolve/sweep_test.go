package kpesolve

import (
	"bufio"
	"flag"
	"os"
	"strconv"
	"strings"
	"testing"

	"tavola/rules/kpe"
)

// answers is a file of the engine's analyze answers, written by
// cmd/tavola-engine's TestKpeAnalyzeSweep (-kpe.sweep.out).
var (
	answers     = flag.String("kpe.answers", "", "a file of the engine's Kpé analyze answers to check against exact minimax")
	answerNodes = flag.Int64("kpe.answers.nodes", 10_000_000, "minimax's node limit a position for -kpe.answers")
)

// refFinal is the exact final seed difference of g for its mover under the
// spec's rules, captures included, by minimax (mm's node limit); false
// when the limit stopped it.
func refFinal(mm *minimax, g *kpe.Game) (int, bool) {
	if o := g.Outcome(); o.Over {
		me := g.ToMove()
		return o.Score[me] - o.Score[me.Other()], true
	}
	root, history, lead := FromGame(g)
	v, ok := mm.solve(root, history)
	return lead + v, ok
}

// TestSweepAnswersAreExact checks the engine's exact answers of a sweep
// (a line a position: set, position string, moves played, answer, ms)
// against minimax with the path rule (minimax_test.go): wherever it
// finishes within -kpe.answers.nodes, the value must be its value, captures and
// the side to move included, and the action must keep it.
func TestSweepAnswersAreExact(t *testing.T) {
	if *answers == "" {
		t.Skip("needs -kpe.answers FILE")
	}
	f, err := os.Open(*answers)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	mm := &minimax{limit: *answerNodes}
	type tally struct{ positions, exact, checked, open int }
	sets := map[string]*tally{}
	var order []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 5 {
			t.Fatalf("line %q: want 5 columns", sc.Text())
		}
		ty := sets[cols[0]]
		if ty == nil {
			ty = &tally{}
			sets[cols[0]] = ty
			order = append(order, cols[0])
		}
		ty.positions++
		ans := strings.Fields(cols[3])
		if len(ans) < 3 || ans[len(ans)-1] != "exact" {
			continue
		}
		ty.exact++
		g := kpe.New()
		if err := g.SetPosition(cols[1]); err != nil {
			t.Fatal(err)
		}
		for _, p := range strings.Fields(cols[2]) {
			a, err := g.ParseAction(p)
			if err != nil {
				t.Fatal(err)
			}
			g.Apply(a, nil)
		}
		want, ok := refFinal(mm, g)
		if !ok {
			ty.open++
			continue
		}
		a, err := g.ParseAction(ans[0])
		if err != nil {
			t.Fatalf("%s: action %q: %v", cols[1], ans[0], err)
		}
		g.Apply(a, nil)
		after, ok := refFinal(mm, g)
		ty.checked++
		if ans[1] != strconv.Itoa(want) || ok && -after != want {
			t.Errorf("%s after %q: analyze %q; minimax: %d, after %s %d (finished %v)", cols[1], cols[2], cols[3], want, ans[0], -after, ok)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, s := range order {
		ty := sets[s]
		checked += ty.checked
		t.Logf("%s: %d positions, %d exact answers, %d checked, %d where minimax did not finish", s, ty.positions, ty.exact, ty.checked, ty.open)
	}
	if checked == 0 {
		t.Errorf("%s: minimax checked none of its answers", *answers)
	}
}
