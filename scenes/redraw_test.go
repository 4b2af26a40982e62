package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// keptScreen makes the screen keep its pixels between frames, as main
// does, for the length of the test.
func keptScreen(t *testing.T) {
	ebiten.SetScreenClearedEveryFrame(false)
	t.Cleanup(func() { ebiten.SetScreenClearedEveryFrame(true) })
}

// drawsOver is how many of the next n frames drew the screen.
func (r *rig) drawsOver(n int) int {
	d := r.app.Draws()
	r.frames(n)
	return r.app.Draws() - d
}

func TestStillScreensDrawNothing(t *testing.T) {
	keptScreen(t)
	r := newRig(t, Options{})
	if n := r.drawsOver(10); n != 10 {
		t.Fatalf("the title's pieces ripple at first: %d of 10 frames drawn, want 10", n)
	}
	r.frames(titleBobs + titlePieces*bobStagger)
	if n := r.drawsOver(60); n != 0 {
		t.Fatalf("a still title drew %d of 60 frames, want 0", n)
	}
	r.in.x, r.in.y, r.in.over = 5, 5, true
	if n := r.drawsOver(10); n != 2 {
		t.Errorf("a pointer movement drew %d frames, want 2 (its frame and the next)", n)
	}
	r.in.key(VerbDown) // (the fake key frame has no pointer: one more change)
	if n := r.drawsOver(10); n < 2 || n > 3 {
		t.Errorf("a key that moves the menu drew %d frames, want 2 or 3", n)
	}
	r.screen = ebiten.NewImage(testW/2, testH)
	if n := r.drawsOver(10); n != 2 {
		t.Errorf("a resize drew %d frames, want 2", n)
	}
}

func TestPlayRedrawsWhatMoves(t *testing.T) {
	keptScreen(t)
	r := newRig(t, Options{Game: "gravity"})
	p := r.playScene()
	r.frames(30)
	if n := r.drawsOver(30); n != 0 {
		t.Fatalf("a still board with a person to move drew %d of 30 frames, want 0", n)
	}
	// A move animates, then the AI thinks (its dots pulse) and answers.
	g := p.sess.Game()
	acts := g.Actions(nil)
	if err := p.apply(r.app, acts[0]); err != nil {
		t.Fatal(err)
	}
	if n := r.drawsOver(5); n != 5 {
		t.Errorf("the move's animation drew %d of 5 frames, want 5", n)
	}
	for i := 0; p.sess.AIToMove() || p.view.Animating(); i++ {
		if i > 3000 {
			t.Fatal("the AI never answered")
		}
		n := r.drawsOver(1)
		if (p.sess.Thinking() || !p.view.Still()) && n != 1 {
			t.Fatalf("frame %d while the AI thinks or the board moves was not drawn", i)
		}
	}
	r.frames(2)
	if n := r.drawsOver(30); n != 0 {
		t.Errorf("after the AI's reply the still board drew %d of 30 frames, want 0", n)
	}
}

func TestRedrawIsAskedOnce(t *testing.T) {
	keptScreen(t)
	r := newRig(t, Options{Game: "gravity", Deps: DefaultDeps()})
	r.frames(30)
	// Asked between two ticks, the next tick is drawn; asked during a tick,
	// that tick and the next.
	r.app.Redraw()
	if n := r.drawsOver(10); n != 1 {
		t.Errorf("Redraw between ticks drew %d frames, want 1", n)
	}
	if err := loop.do(func() error { r.app.Redraw(); return r.app.Update() }, func(s *ebiten.Image) { r.app.Draw(r.screen) }); err != nil {
		t.Fatal(err)
	}
}

func TestSceneStateNamesTheScene(t *testing.T) {
	r := newRig(t, Options{})
	r.frames(2)
	if s, n, demo := r.app.sceneState(); s != "title" || n != 0 || demo {
		t.Errorf("title: %q %d %v", s, n, demo)
	}
	if r.app.page.scene != "title" || r.app.page.lang == "" || r.app.page.demo != "off" || r.app.page.draws != r.app.Draws()-1 {
		t.Errorf("the page was told %+v", r.app.page)
	}
	r = newRig(t, Options{Demo: true})
	r.frames(2)
	if s, _, demo := r.app.sceneState(); s != "demo" || !demo {
		t.Errorf("demo: %q %v", s, demo)
	}
}

func TestThumbnailsSettleOnAStillScreen(t *testing.T) {
	keptScreen(t)
	r := newRig(t, Options{})
	r.app.goTo(newChoose(r.app, chooseSetup))
	r.settle()
	r.frames(30)
	made := r.app.thumbs.drawn
	r.screen = ebiten.NewImage(testW*3/4, testH)
	r.frames(60)
	if r.app.thumbs.drawn == made {
		t.Fatal("after a resize the cards' thumbnails were never drawn at their new size")
	}
	if n := r.drawsOver(30); n != 0 {
		t.Errorf("the settled choose screen drew %d of 30 frames, want 0", n)
	}
}
