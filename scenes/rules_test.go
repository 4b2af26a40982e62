package scenes

import (
	"testing"
	"time"
)

func TestRulesDiagramPlaysTheScriptAndStartsAgain(t *testing.T) {
	r := newRig(t, Options{})
	rs := newRules(r.app, "gravity")
	r.app.scene = rs
	seen := map[int]bool{}
	for i := 0; i < 3000 && !(seen[diagramMoves] && rs.game.Plies() == 0); i++ {
		r.frames(1)
		seen[rs.game.Plies()] = true
	}
	for k := 1; k <= diagramMoves; k++ {
		if !seen[k] {
			t.Fatalf("the diagram never showed %d moves (saw %v)", k, seen)
		}
	}
	if rs.game.Plies() != 0 {
		t.Error("the diagram did not start again after its moves")
	}
	if len(rs.lines) < 3 {
		t.Errorf("the rules text wrapped into %d lines", len(rs.lines))
	}
}

func TestRulesArrowsSwitchGamesAndEscGoesBack(t *testing.T) {
	r := newRig(t, Options{})
	r.app.scene = newRules(r.app, "gravity")
	r.in.key(VerbRight)
	r.settle()
	if rs, ok := r.app.scene.(*rulesScene); !ok || rs.fam != "kpe" {
		t.Fatalf("→ from Gravity's rules: %T", r.app.scene)
	}
	r.in.key(VerbBack)
	r.settle()
	if c, ok := r.app.scene.(*choose); !ok || c.next != chooseRules {
		t.Errorf("Esc from the rules: %T, want the rules' game list", r.app.scene)
	}
}

func TestRulesDiagramPausesByTheClock(t *testing.T) {
	// Each move of a diagram stands diagramPause once drawn, by the app's
	// clock: at 10 frames a second 8 frames, not the 45 it was counted in.
	r := newRig(t, Options{})
	rs := newRules(r.app, "gravity")
	r.app.scene = rs
	r.clock.step = 100 * time.Millisecond
	plies, still := rs.game.Plies(), -1
	for i := 0; i < 600; i++ {
		r.frames(1)
		if p := rs.game.Plies(); p != plies {
			if plies > 0 && still >= 0 {
				if wait := time.Duration(i-still) * r.clock.step; wait < diagramPause-r.clock.step || wait > diagramPause+2*r.clock.step {
					t.Errorf("move %d came %d frames of 100 ms after the last was drawn (%v), want %v", p, i-still, wait, diagramPause)
				}
				return
			}
			plies, still = p, -1
		}
		if rs.view.Animating() {
			still = -1
		} else if still < 0 {
			still = i
		}
	}
	t.Fatal("the diagram played no second move")
}
