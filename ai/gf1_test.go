package ai

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
)

func TestGF1EvalMatchesHandComputedValues(t *testing.T) {
	tests := []struct {
		pos  string
		want int32
	}{
		{"standard B2W/5/6/W5B/6/5/B2W w 12 12 -", 0},
		// White: GIPF pieces on b2 and e5, a single on e4, 10 in reserve, 3
		// lost; Black: a GIPF piece on h2, 12 in reserve, 4 lost.
		// White 20 + 20·4 + 5 on the board + 7.5 (e5, GIPF) + 2 (e4) = 114.5;
		// Black 20 + 20·3 + 2 − 5 (a single GIPF piece) = 77;
		// (114.5 − 77)·1000/191.5 = 195.8.
		{"standard W3/5/6/2wW3/6/5/B3 w 10 12 -", 195},
		{"standard W3/5/6/2wW3/6/5/B3 b 10 12 -", -195},
		// Basic, no GIPF rule: White a single on e5 (5) and c3 (ring 2: 1),
		// 13 in reserve, 0 lost; Black singles on b2 and h2, 13 in reserve.
		// White 20 + 0 + 2 + 6 = 28; Black 20 + 0 + 2 = 22; 6000/50 = 120.
		{"basic b3/1w3/6/3w3/6/5/b3 b 13 13 -", -120},
		// An empty reserve: ∓999 whatever the rest.
		{"standard W3/5/6/2wW3/6/5/B3 w 10 0 -", 999},
		{"standard W3/5/6/2wW3/6/5/B3 b 10 0 -", -999},
	}
	for _, tc := range tests {
		g := setup(t, newGame("gipf-"+strings.Fields(tc.pos)[0]), tc.pos)
		if got := gf1Eval(g); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.pos, got, tc.want)
		}
	}
}

func TestGF1EntersAtMostThreeGIPFPieces(t *testing.T) {
	for _, tc := range []struct {
		pos  string
		gipf bool // GIPF pushes are among the actions searched
	}{
		{"tournament W3/5/6/W5B/6/5/W3 w 12 14 WB", false},
		{"tournament W3/5/6/6B/6/5/W3 w 14 14 WB", true},
	} {
		g := setup(t, newGame("gipf-tournament"), tc.pos).(*gipf.Game)
		s := newGF1(g, newControl(Budget{}, nil), Budget{Depth: 2}, 1)
		n := 0
		for _, a := range s.actions(nil) {
			if gipf.IsGIPFPush(a) {
				n++
			}
		}
		if (n > 0) != tc.gipf {
			t.Errorf("%s: %d GIPF pushes searched, want them: %v", tc.pos, n, tc.gipf)
		}
		r := NewSearchBudget(g, Budget{Depth: 2, GF1: true}, 1, 0).Run()
		if !tc.gipf && gipf.IsGIPFPush(r.Action) {
			t.Errorf("%s: played %s, a fourth GIPF piece", tc.pos, g.FormatAction(r.Action))
		}
	}
}

func TestGF1PlaysLegalActionsAndVariesWithTheSeed(t *testing.T) {
	for _, name := range []string{"gipf-basic", "gipf-standard", "gipf-tournament"} {
		g := newGame(name)
		seen := map[rules.Action]bool{}
		for seed := range uint64(8) {
			r := NewSearchBudget(g, Budget{Depth: 2, GF1: true}, seed, 0).Run()
			if !r.OK || !slices.Contains(g.Actions(nil), r.Action) {
				t.Fatalf("%s seed %d: %v is not legal", name, seed, r)
			}
			seen[r.Action] = true
		}
		// The first pushes are all worth the same to GF1's evaluation
		// in Tournament (and several in the others): ties go at random.
		if len(seen) < 2 {
			t.Errorf("%s: the same first push for 8 seeds", name)
		}
	}
}
