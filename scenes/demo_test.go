package scenes

import (
	"testing"
	"time"

	"tavola/render"
	"tavola/session"
	"tavola/settings"
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

func TestDemoRestsBetweenGamesByTheClock(t *testing.T) {
	// At 10 frames a second a finished demo game stands its 3 s, not the
	// 18 s that 180 frames took.
	r := newRig(t, Options{Demo: true})
	r.playScene().sess.Close()
	p, err := newDemo(r.app, "gravity")
	if err != nil {
		t.Fatal(err)
	}
	r.app.scene = p
	for _, m := range []string{"a8", "h8", "b7", "h7", "c6", "h6", "d5"} {
		act, err := p.sess.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.apply(r.app, act); err != nil {
			t.Fatal(err)
		}
	}
	if !p.sess.Game().Outcome().Over {
		t.Fatal("the game is not over")
	}
	r.clock.step = 100 * time.Millisecond
	frames := 0
	for ; r.app.scene == Scene(p); frames++ {
		if frames > 400 {
			t.Fatal("the demo never moved on")
		}
		r.frames(1)
	}
	if rest := time.Duration(frames) * r.clock.step; rest < demoRest || rest > demoRest+2*time.Second {
		t.Errorf("the finished game stood %d frames of 100 ms (%v), want %v and its last move's animation", frames, rest, demoRest)
	}
}

func TestTheAIAnswersAfterAPauseByTheClock(t *testing.T) {
	// The AI's reply waits a moment after the last move is drawn: a third
	// of a second by the app's clock, so at 10 frames a second 4 frames,
	// not the 19 it was counted in.
	r, p := playRig(t, "gravity", "", [2]session.Seat{{}, {AI: true, Level: 1}}, settings.Normal)
	r.clock.step = 100 * time.Millisecond
	act, err := p.sess.Game().ParseAction("d1")
	if err != nil {
		t.Fatal(err)
	}
	if err := p.apply(r.app, act); err != nil {
		t.Fatal(err)
	}
	still := -1 // the first frame the human's move no longer animates
	for i := 0; len(p.sess.Moves()) < 2; i++ {
		if i > 400 {
			t.Fatal("the AI never answered")
		}
		r.frames(1)
		if still < 0 && !p.view.Animating() {
			still = i
		}
		if len(p.sess.Moves()) == 2 {
			if wait := time.Duration(i-still) * r.clock.step; wait < p.pause()-r.clock.step || wait > p.pause()+3*r.clock.step {
				t.Errorf("the AI answered %d frames of 100 ms after the move was drawn (%v), want about %v", i-still, wait, p.pause())
			}
		}
	}
}
