package render

import "testing"

func TestTapNeedsPressAndReleaseOnOneLegalTarget(t *testing.T) {
	type frame struct {
		p      Pointer
		target int
		legal  bool
	}
	press := func(target int, legal bool) frame { return frame{Pointer{Present: true, Pressed: true}, target, legal} }
	release := func(target int, legal bool) frame { return frame{Pointer{Released: true}, target, legal} }
	for _, tc := range []struct {
		name   string
		frames []frame
		want   int // the target tapped on the last frame, noSquare for none
		hover  int // after the last frame
	}{
		{"press and release on a legal target", []frame{press(3, true), release(3, true)}, 3, noSquare},
		{"released on another target", []frame{press(3, true), release(4, true)}, noSquare, 4},
		{"released on an illegal target", []frame{press(3, false), release(3, false)}, noSquare, noSquare},
		{"released off the board", []frame{press(3, true), release(noSquare, false)}, noSquare, noSquare},
		{"a release with no press", []frame{release(3, true)}, noSquare, 3},
		{"hovering a legal target", []frame{{Pointer{Present: true}, 5, true}}, noSquare, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tp := noTap
			got, ok := noSquare, false
			for _, f := range tc.frames {
				got, ok = tp.track(f.p, f.target, f.legal)
			}
			if ok != (tc.want != noSquare) || got != tc.want {
				t.Errorf("tapped %d (%v), want %d", got, ok, tc.want)
			}
			if tp.hover != tc.hover {
				t.Errorf("hover %d, want %d", tp.hover, tc.hover)
			}
		})
	}
}

func TestArtIsReusedScaledUntilTheSizeSettles(t *testing.T) {
	for _, tc := range []struct {
		name   string
		kept   bool
		scale  float64
		settle int
		reuse  bool
		art    float64
	}{
		{"no art yet", false, 1, 100, false, 0},
		{"the same size", true, 1, 0, true, 0},
		{"a size still changing", true, 1.5, resizeSettleTicks - 1, true, 1.5},
		{"a size settled", true, 1.5, resizeSettleTicks, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := painter{art: 7}
			if got := p.reuse(tc.kept, tc.scale, tc.settle); got != tc.reuse || p.art != tc.art {
				t.Errorf("reuse = %v with art scale %v, want %v and %v", got, p.art, tc.reuse, tc.art)
			}
		})
	}
}

func TestTipperIsPendingUntilItsTooltipOpensOrCloses(t *testing.T) {
	tp := noTipper
	mouse := Pointer{X: 10, Y: 10, Present: true}
	if tp.pending() {
		t.Fatal("a tipper with nothing under the pointer is pending")
	}
	tp.track(mouse, 2)
	for i := 1; i < tipDelay; i++ {
		if !tp.pending() {
			t.Fatalf("the pointer rests %d ticks on a thing: its tooltip will open, so pending", i)
		}
		tp.track(mouse, 2)
	}
	tp.track(mouse, 2)
	if tp.open != 2 || tp.pending() {
		t.Fatalf("after %d ticks the tooltip is %d and pending %v; want it open and nothing pending", tipDelay, tp.open, tp.pending())
	}
	// A long press's tooltip lingers after the finger is lifted, then closes.
	tp = noTipper
	finger := Pointer{X: 10, Y: 10, Present: true, Down: true, Touch: true}
	for range tipDelay + 1 {
		tp.track(finger, 1)
	}
	tp.track(Pointer{X: 10, Y: 10, Released: true, Touch: true}, 1)
	if !tp.pending() {
		t.Fatal("a lingering tooltip will close by itself: pending")
	}
}

func TestPulseMakesTheDrawLive(t *testing.T) {
	var p painter
	if !p.still(resizeSettleTicks) {
		t.Fatal("a painter that drew nothing clock-driven, settled, is not still")
	}
	if a := p.pulse(0, 0.1, 0.5, 0.25); a != 0.5 || p.still(resizeSettleTicks) {
		t.Errorf("pulse at 0 = %v, still %v; want 0.5 and not still", a, p.still(resizeSettleTicks))
	}
	p.live = false
	if p.still(resizeSettleTicks - 1) {
		t.Error("a painter whose size has not settled is still")
	}
}
