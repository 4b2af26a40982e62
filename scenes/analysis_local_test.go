//go:build !js

package scenes

import (
	"strings"
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/session"
)

// TestAnalyseWithTheEngineMarksTheBlunderThatLetsFourThrough: the app's
// own analysis (session.LocalAnalysis, on goroutines; a shallow search to
// keep the test quick) of a Gravity game where Black, with White on a1 b1
// c1, plays f8 instead of blocking d1: f8 is marked a blunder, its better
// move is d1, and a step back taken after Analyse is kept.
func TestAnalyseWithTheEngineMarksTheBlunderThatLetsFourThrough(t *testing.T) {
	deps := DefaultDeps()
	deps.NewAnalysis = session.LocalAnalysis(nil, func(string) ai.Budget { return ai.Budget{Depth: 3} })
	r := newRig(t, Options{Deps: deps})
	p := twoPeople(t, r, "a1", "h8", "b1", "g8", "c1", "f8", "d1")
	clickButton(t, r, p, "Analyse")
	r.in.key(VerbLeft)
	r.settle()
	deadline := time.Now().Add(60 * time.Second)
	for p.an.result == nil {
		if time.Now().After(deadline) {
			t.Fatalf("the analysis never ended (%q)", p.an.failed)
		}
		r.frames(1)
	}
	if !p.rev.active() || p.rev.at != 6 {
		t.Errorf("the step back taken after Analyse shows move %d, want 6", p.rev.at)
	}
	m := p.an.result.Moves[5]
	if m.Mark != analysis.Blunder || len(m.Better) != 1 || p.an.before[5].FormatAction(m.Better[0]) != "d1" {
		t.Fatalf("f8 marked %v with better %v, want a blunder, d1 better", m.Mark, m.Better)
	}
	if got := p.moves.Text[5]; got != "f8??" {
		t.Errorf("the move list reads %q, want f8??", got)
	}
	if w := p.an.words[5]; !strings.HasPrefix(w, "f8?? — d1") {
		t.Errorf("the blunder's words are %q", w)
	}
}
