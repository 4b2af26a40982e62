package main

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
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

func TestMatchRefusesBadArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "chess"}, `-game: catalog: unknown game "chess"`},
		{[]string{"-a", "0"}, "-a 0: the levels are 1 to 6"},
		{[]string{"-b", "7"}, "-b 7: the levels are 1 to 6"},
		{[]string{"-games", "0"}, "-games 0: want 1 to 1000000"},
		{[]string{"-games", "9223372036854775807"}, "-games 9223372036854775807: want 1 to 1000000"},
		{[]string{"-aengine", "minimax"}, `-aengine "minimax": want ab or mcts`},
		{[]string{"-bengine", ""}, `-bengine "": want ab or mcts`},
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
