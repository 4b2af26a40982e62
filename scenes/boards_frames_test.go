package scenes

import (
	"image"
	"testing"

	"tavola/render"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/session"
	"tavola/settings"
)

// The boards' words measured by TestAppFramesAllocateNothingInSteadyState:
// a Kpé padlock's tooltip while the AI thinks, and a GIPF removal with a
// row chosen, its legend, the step's status and the tick's tooltip.
func init() {
	frameCases = append(frameCases,
		frameCase{name: "kpe, a padlock's tooltip while the AI thinks", setup: func(t *testing.T) (*rig, func()) {
			r, _ := thinkingCase("kpe")(t)
			r.frames(1) // the board's layout
			x, y := r.playScene().view.(*render.KpeView).LockCenter(4)
			r.in.x, r.in.y = int(x), int(y)
			return r, nil
		}},
		frameCase{name: "gipf, a row chosen: legend, status, the tick's tooltip", setup: func(t *testing.T) (*rig, func()) {
			r, p := playRig(t, "gipf-basic", "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", [2]session.Seat{}, settings.Normal)
			chooseRow(t, r, p, "e1-e5", "d4")
			return r, nil
		}},
	)
}

// chooseRow plays push on p's GIPF game, clicks the row through point, and
// leaves the pointer resting on the tick.
func chooseRow(t *testing.T, r *rig, p *play, push, point string) {
	t.Helper()
	a, err := p.sess.Game().ParseAction(push)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.apply(r.app, a); err != nil {
		t.Fatal(err)
	}
	r.waitIdle(p)
	v := p.view.(*render.GIPFView)
	r.clickPoint(v, point)
	x, y := v.ConfirmCenter()
	r.in.x, r.in.y, r.in.over = int(x), int(y), true
	if _, pending, _ := p.sess.Game().(*gipf.Game).Pending(nil); !pending || p.sess.Game().ToMove() != rules.First {
		t.Fatal("no removal choice for White")
	}
}

// TestBoardTooltipsShowWhileTheAIThinks rests the pointer on a padlock of
// Kpé while the AI to move thinks: its tooltip shows after a moment (the
// board reads the pointer whoever is to move).
func TestBoardTooltipsShowWhileTheAIThinks(t *testing.T) {
	r, _ := thinkingCase("kpe")(t)
	r.frames(1) // the board's layout
	x, y := r.playScene().view.(*render.KpeView).LockCenter(4)
	r.in.x, r.in.y = int(x), int(y)
	box := image.Rect(int(x)-30, int(y)-80, int(x)+30, int(y)-40)
	shot := func() *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, testW, testH))
		r.screen.ReadPixels(img.Pix)
		return img.SubImage(box).(*image.RGBA)
	}
	r.frames(3)
	early := shot()
	r.frames(10)
	if !sameImage(shot(), early) {
		t.Fatal("the board changes over the padlock before the pointer has rested")
	}
	r.frames(40)
	if !r.playScene().sess.Thinking() {
		t.Fatal("the AI is not thinking")
	}
	if sameImage(shot(), early) {
		t.Error("no tooltip over the padlock while the AI thinks")
	}
}
