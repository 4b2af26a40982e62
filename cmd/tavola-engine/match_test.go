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
	for _, args := range [][]string{
		{"-game", "chess"}, {"-a", "0"}, {"-b", "7"}, {"-games", "0"}, {"-aengine", "minimax"}, {"extra"},
	} {
		var out, errs bytes.Buffer
		if code := dispatch(append([]string{"match"}, args...), nil, &out, &errs); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
}
