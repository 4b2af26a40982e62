package render

import (
	"image"
	"image/color"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

// backCase is an action taken back: the game before it, and the action.
type backCase struct {
	name string
	view func() View
	game func(t *testing.T) rules.Game // the position before the action
	act  string
	// quiet is the part of the forward animation whose frames must equal
	// the taken-back frames at the same tick (Gravity's trailing echoes
	// differ by design while the piece slides).
	quiet func(v View, tick int) bool
}

// kpeCapture is a Kpé position from the start where the first legal
// action, played in turn, captures; and that action.
func kpeCapture(t *testing.T) (rules.Game, string) {
	t.Helper()
	g := kpe.New()
	events := make([]rules.Event, 0, 64)
	for i := 0; i < 400 && !g.Outcome().Over; i++ {
		acts := g.Actions(nil)
		a := acts[i%len(acts)]
		c := g.Clone()
		events = c.Apply(a, events[:0])
		for _, e := range events {
			if e.Kind == rules.Captured {
				return g, g.FormatAction(a)
			}
		}
		g.Apply(a, nil)
	}
	t.Fatal("no capture in 400 moves")
	return nil, ""
}

func TestAnimateBackPlaysTheActionsAnimationInReverse(t *testing.T) {
	pal := contrastPalette(t)
	all := func(View, int) bool { return true }
	cases := []backCase{
		{"gravity slide", func() View { return NewGravityView(pal) },
			func(t *testing.T) rules.Game { return atPosition(t, gravity.New(), "8/8/8/8/8/8/8/8 w") }, "d6",
			func(v View, tick int) bool {
				a := v.(*GravityView).flight()
				return tick <= a.appear || tick >= a.appear+a.drift+a.settle/2
			}},
		{"kpe capture", func() View { return NewKpeView(pal) },
			func(t *testing.T) rules.Game { g, _ := kpeCapture(t); return g }, "", all},
		{"gipf push", func() View { return NewGIPFView(pal) },
			func(t *testing.T) rules.Game { return newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -") },
			"e1-e5", all},
		{"gipf removal", func() View { return NewGIPFView(pal) },
			func(t *testing.T) rules.Game {
				g := newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -")
				g.Apply(mustParse(t, g, "e1-e5"), nil)
				return g
			}, "xc3,d4,e5,f5", all},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.game(t)
			act := tc.act
			if act == "" {
				_, act = kpeCapture(t)
			}
			a := mustParse(t, before, act)
			after := before.Clone()
			events := after.Apply(a, make([]rules.Event, 0, 64))

			fwd := tc.view()
			fwd.SetBounds(image.Rect(0, 0, backW, backH))
			fwd.Sync(before)
			fwd.Animate(after, a, events)
			var frames [][]byte // the forward picture at each tick
			for fwd.Animating() {
				frames = append(frames, frame(fwd))
				fwd.Update()
			}
			total := len(frames)
			if total < 5 {
				t.Fatalf("the forward animation lasts %d ticks", total)
			}

			back := tc.view()
			back.SetBounds(image.Rect(0, 0, backW, backH))
			back.Sync(after)
			back.AnimateBack(before, a, events)
			differ := 0
			for r := 0; r < total; r++ {
				if !back.Animating() {
					t.Fatalf("the animation back ended after %d ticks, the forward one lasts %d", r, total)
				}
				got := frame(back)
				if tick := total - r; r > 0 && tc.quiet(fwd, tick) && !alike(got, frames[tick]) {
					differ++
				}
				back.Update()
			}
			if differ > 0 {
				t.Errorf("%d of %d frames back differ from the forward frame at the same tick", differ, total)
			}
			if back.Animating() {
				t.Error("the animation back runs past the forward one's length")
			}
			still := tc.view()
			still.SetBounds(image.Rect(0, 0, backW, backH))
			still.Sync(before)
			if !alike(frame(back), frame(still)) {
				t.Error("the animation back does not end on the position before the action")
			}
			if alike(frames[total/2], frames[1]) || alike(frames[total/2], frame(fwd)) {
				t.Error("the middle of the animation looks like its start or its end: nothing moves")
			}
			// Any other move from the view's position is animated forward
			// again as usual.
			back.Animate(after, a, events)
			if !back.Animating() {
				t.Error("after an animation back, a move forward does not animate")
			}
		})
	}
}

func TestAnimateBackWithAnimationsOffShowsThePositionAtOnce(t *testing.T) {
	pal := contrastPalette(t)
	kg, ka := kpeCapture(t)
	for _, c := range []struct {
		view func() View
		g    rules.Game
		move string
	}{
		{func() View { return NewGravityView(pal) }, gravity.New(), "d6"},
		{func() View { return NewKpeView(pal) }, kg, ka},
		{func() View { return NewGIPFView(pal) }, gipf.New(gipf.Standard), "a1-b2"},
	} {
		a := mustParse(t, c.g, c.move)
		after := c.g.Clone()
		events := after.Apply(a, make([]rules.Event, 0, 64))
		v, still := c.view(), c.view()
		for _, x := range []View{v, still} {
			x.SetSpeed(SpeedOff)
			x.SetBounds(image.Rect(0, 0, backW, backH))
		}
		v.Sync(after)
		v.AnimateBack(c.g, a, events)
		still.Sync(c.g)
		if v.Animating() || !alike(frame(v), frame(still)) {
			t.Errorf("%T with animations off: animating %v, or not the position before the move", v, v.Animating())
		}
	}
}

// The size of the boards of the tests of taking back.
const backW, backH = 360, 256

// frame draws v on a dark screen and returns the pixels.
func frame(v View) []byte {
	img := drawn(v, backW, backH, color.RGBA{40, 40, 40, 255})
	defer img.Deallocate()
	buf := make([]byte, backW*backH*4)
	img.ReadPixels(buf)
	return buf
}

// alike reports whether two frames show the same picture: software GL
// rounds a sprite's colours by one or two depending on where it sits in
// the atlas, so a few pixels a little off are the same picture.
func alike(a, b []byte) bool {
	off := 0
	for i := 0; i < len(a); i += 4 {
		for c := range 3 {
			if d := int(a[i+c]) - int(b[i+c]); d > 24 || d < -24 {
				off++
				break
			}
		}
	}
	return off <= len(a)/4/500
}
