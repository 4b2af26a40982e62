package scenes

import (
	"testing"

	"tavola/render"
)

func TestDemoPausesStepsChangesSpeedAndCyclesGames(t *testing.T) {
	r := newRig(t, Options{Demo: true})
	p := r.playScene()
	if p.demo == nil || !p.sess.Seats()[0].AI || !p.sess.Seats()[1].AI {
		t.Fatal("the demo is not an AI-against-AI table")
	}
	moves := func() int { return len(r.playScene().sess.Moves()) }

	r.in.key(VerbPause)
	r.frames(1)
	if !p.demo.paused {
		t.Fatal("Space did not pause the demo")
	}
	r.frames(200)
	if n := moves(); n != 0 {
		t.Fatalf("%d moves played while paused", n)
	}
	r.in.key(VerbStep)
	for i := 0; moves() == 0; i++ {
		if i > 2000 {
			t.Fatal("a step played nothing")
		}
		r.frames(1)
	}
	r.frames(200)
	if n := moves(); n != 1 {
		t.Errorf("a step played %d moves, want 1", n)
	}

	sp := p.demo.speed
	r.in.key(VerbFaster)
	r.frames(1)
	if p.demo.speed == sp {
		t.Errorf("+ left the speed at %v", sp)
	}
	r.in.key(VerbSlower)
	r.in.key(VerbSlower)
	r.frames(2)
	if p.demo.speed != render.SpeedSlow {
		t.Errorf("two − from fast: speed %v, want slow", p.demo.speed)
	}

	first := p.name
	r.in.key(VerbGame) // from every game in turn to the first game alone
	r.settle()
	q := r.playScene()
	if q.demo.pick == "" || q.name != q.demo.pick || q.name != first {
		t.Errorf("after G: pick %q playing %q, want the first game %q alone", q.demo.pick, q.name, first)
	}
	r.in.key(VerbGame)
	r.settle()
	if q2 := r.playScene(); q2.name == first {
		t.Errorf("a second G still shows %q", q2.name)
	}
	r.in.key(VerbBack)
	r.settle()
	if _, ok := r.app.scene.(*title); !ok {
		t.Errorf("Esc from the demo: %T, want the title", r.app.scene)
	}
}
