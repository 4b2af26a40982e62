package render

import (
	"image"
	"image/color"
	"testing"

	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/sprites"
)

func newKpe(t testing.TB, pos string) *kpe.Game {
	t.Helper()
	return atPosition(t, kpe.New(), pos)
}

// yellow is a seed of the contrast palette.
func yellow(c color.RGBA) bool { return c.R > 180 && c.G > 170 && int(c.B) < int(c.G)-80 }

func pitRect(v *KpeView, i int) image.Rectangle {
	x, y := v.pitCenter(i)
	r := kpePitR * v.u * 0.9
	return image.Rect(int(x-r), int(y-r), int(x+r), int(y+r))
}

func TestKpeBoardLiesWhereTheLayoutSays(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		name   string
		bounds image.Rectangle
	}{
		{"landscape", image.Rect(30, 10, 930, 610)},
		{"portrait", image.Rect(0, 40, 400, 840)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := NewKpeView(pal).(*KpeView)
			v.SetBounds(tc.bounds)
			v.Sync(kpe.New())
			img := pixels(drawn(v, tc.bounds.Max.X+20, tc.bounds.Max.Y+20, bg))
			board := image.Rect(v.ox, v.oy, v.ox+v.w, v.oy+v.h)
			if !board.In(tc.bounds) {
				t.Fatalf("board %v leaves its bounds %v", board, tc.bounds)
			}
			if got := count(img, board.Inset(int(v.u*0.1)+2), func(c color.RGBA) bool { return c == bg }); got != 0 {
				t.Errorf("%d background pixels inside the board %v", got, board)
			}
			if got := count(img, image.Rect(0, 0, img.Bounds().Dx(), board.Min.Y-2), func(c color.RGBA) bool { return c != bg }); got != 0 {
				t.Errorf("%d pixels drawn above the board", got)
			}
			// South's row A–D left to right at the bottom; North's a–d
			// right to left at the top, so that a faces D.
			for i := range kpe.NumPits {
				x, y := v.pitCenter(i)
				if i < 4 {
					nx, ny := v.pitCenter(7 - i)
					if nx != x || ny >= y {
						t.Errorf("pit %s at (%.0f,%.0f) does not face %s at (%.0f,%.0f)", kpe.PitName(i), x, y, kpe.PitName(7-i), nx, ny)
					}
				}
				if i%4 > 0 {
					px, _ := v.pitCenter(i - 1)
					if (i < 4) != (px < x) {
						t.Errorf("pit %s is on the wrong side of %s", kpe.PitName(i), kpe.PitName(i-1))
					}
				}
				if n := count(img, pitRect(v, i), yellow); n == 0 {
					t.Errorf("pit %s shows no seeds", kpe.PitName(i))
				}
			}
		})
	}
}

func TestKpeHitTestingMapsEveryPitCentreToItsAction(t *testing.T) {
	for _, tc := range []struct {
		pos   string
		legal string
	}{
		{kpe.Start, "ABCD"},
		{"6,6,6,6/6,6,6,6 N - - 0 0", "abcd"},
		{"0,6,0,6/6,6,6,18 S - - 0 0", "BD"},
	} {
		g := newKpe(t, tc.pos)
		v := showing(NewKpeView(sprites.DefaultPalette()).(*KpeView), 800, 600, SpeedNormal, g)
		for i := range kpe.NumPits {
			x, y := v.pitCenter(i)
			a, ok := click(v, g, int(x), int(y))
			want := false
			for _, c := range tc.legal {
				want = want || kpe.PitName(i) == string(c)
			}
			if ok != want || ok && int(a) != i {
				t.Errorf("%s: click on %s gave %d, %v; want legal %v", tc.pos, kpe.PitName(i), a, ok, want)
			}
		}
		if a, ok := click(v, g, 2, 2); ok {
			t.Errorf("%s: a click on the corner gave %d", tc.pos, a)
		}
	}
}

// sowKpe plays pit on g and starts its animation on v.
func sowKpe(v View, g *kpe.Game, pit int) {
	ev := g.Apply(rules.Action(pit), []rules.Event{})
	v.Animate(g, rules.Action(pit), ev)
}

func TestKpeCountsAreRightAfterEveryLap(t *testing.T) {
	// 40 seeds from A: five full laps, every pit (A too) gets five seeds.
	g := newKpe(t, "40,1,1,1/1,1,1,1 S ABCD abcd 1 0")
	v := showing(NewKpeView(sprites.DefaultPalette()).(*KpeView), 800, 600, SpeedFast, g)
	sowKpe(v, g, 0)
	drops := 0
	seen := 0
	for v.Animating() {
		v.Update()
		ended := 0
		for _, s := range v.tl.Steps() {
			if s.kind == kDrop && v.tl.Tick() >= s.End() {
				ended++
			}
		}
		// Conservation at every tick: pits + hand + trays = 48 (no capture
		// here: North's pits reach 6, not 2 or 4).
		sum := v.hand + v.shownCap[0] + v.shownCap[1]
		for _, n := range v.shown {
			sum += n
		}
		inFlight := 0
		for s := range v.tl.Running() {
			if s.kind == kDrop {
				inFlight++
			}
		}
		if sum+inFlight != kpe.Seeds {
			t.Fatalf("tick %d: %d seeds shown and %d in flight, want 48", v.tl.Tick(), sum, inFlight)
		}
		if ended != drops {
			drops = ended
			if drops%kpe.NumPits == 0 {
				lap := drops / kpe.NumPits
				want := [kpe.NumPits]int{lap, 1 + lap, 1 + lap, 1 + lap, 1 + lap, 1 + lap, 1 + lap, 1 + lap}
				if v.shown != want {
					t.Errorf("after lap %d: shown %v, want %v", lap, v.shown, want)
				}
				if v.hand+inFlight != 40-drops {
					t.Errorf("after lap %d: %d seeds in hand and %d falling, want %d", lap, v.hand, inFlight, 40-drops)
				}
				seen++
			}
		}
	}
	if seen != 5 {
		t.Errorf("saw %d laps end, want 5", seen)
	}
	if want := g.Pits(); v.shown != want {
		t.Errorf("after the sowing: shown %v, want the rules' %v", v.shown, want)
	}
}

func TestKpeCountLabelsMatchTheRulesAfterALap(t *testing.T) {
	// The labels drawn at the end of an animated lap are those of a board
	// synced straight to the position the rules reached.
	pal := contrastPalette(t)
	g := newKpe(t, "9,3,3,3/3,3,3,3 S ABCD abcd 10 8")
	v := showing(NewKpeView(pal).(*KpeView), 800, 600, SpeedFast, g)
	sowKpe(v, g, 0)
	for v.Animating() {
		v.Update()
	}
	ref := showing(NewKpeView(pal).(*KpeView), 800, 600, SpeedNormal, g)
	got, want := pixels(drawn(v, 800, 600, pal.Background)), pixels(drawn(ref, 800, 600, pal.Background))
	for i := range kpe.NumPits {
		x, y := v.pitCenter(i)
		dy := 0.36 * v.u
		if i >= 4 {
			dy = -dy
		}
		r := int(v.u * 0.12)
		badge := image.Rect(int(x+0.36*v.u)-r, int(y+dy)-r, int(x+0.36*v.u)+r, int(y+dy)+r)
		for py := badge.Min.Y; py < badge.Max.Y; py++ {
			for px := badge.Min.X; px < badge.Max.X; px++ {
				// Two levels of leeway: linear filtering rounds a level
				// differently depending on where a sprite sits in the
				// texture atlas, which differs between the two views.
				if g, w := got.RGBAAt(px, py), want.RGBAAt(px, py); !near(g, w, 2) {
					t.Fatalf("count of pit %s differs from the synced board at (%d,%d): %v, want %v", kpe.PitName(i), px, py, g, w)
				}
			}
		}
	}
}

func TestKpeCapturedSeedsFlyToTheCapturersTray(t *testing.T) {
	// D sows into a (2) and b (4): South captures 6.
	pal := contrastPalette(t)
	g := newKpe(t, "1,1,9,2/1,3,7,3 S ABCD abcd 10 11")
	v := showing(NewKpeView(pal).(*KpeView), 800, 600, SpeedSlow, g)
	sowKpe(v, g, 3)
	var capture *kstep
	steps := v.tl.Steps()
	for i := range steps {
		if steps[i].kind == kCapture && capture == nil {
			capture = &steps[i]
		}
	}
	if capture == nil || capture.to != int(rules.First) {
		t.Fatalf("no capture by South in the timeline %v", steps)
	}
	for v.tl.Tick() < capture.Start+capture.Dur/2 {
		v.Update()
	}
	img := pixels(drawn(v, 800, 600, pal.Background))
	_, py := v.pitCenter(capture.from)
	_, ty, _, th := v.trayRect(rules.First)
	// Halfway, the handful is below its pit and above South's tray.
	between := image.Rect(0, int(py+kpePitR*v.u), 800, int(ty))
	_, _, n := centroid(img, yellow)
	if n == 0 || count(img, between, yellow) == 0 {
		t.Errorf("no seeds in flight between pit %s (y %.0f) and the tray (y %.0f)", kpe.PitName(capture.from), py, ty+th/2)
	}
	if v.shownCap[rules.First] != 10 {
		t.Errorf("tray shows %d mid-flight, want 10 until the seeds land", v.shownCap[rules.First])
	}
	for v.Animating() {
		v.Update()
	}
	if v.shownCap != g.Captured() {
		t.Errorf("trays show %v, want %v", v.shownCap, g.Captured())
	}
	// Seeds are drawn where the rules put them: none in the pits emptied
	// (D sown, a and b captured), some in every other.
	img = pixels(drawn(v, 800, 600, pal.Background))
	for i, n := range g.Pits() {
		got := count(img, pitRect(v, i), yellow)
		if (n == 0) != (got == 0) {
			t.Errorf("pit %s holds %d seeds but shows %d seed pixels", kpe.PitName(i), n, got)
		}
	}
}

func TestKpeGameOverCollectsTheSeedsLeft(t *testing.T) {
	// South sows C into D; North's row is empty, so the game ends and the
	// seed left in D goes to South's tray.
	g := newKpe(t, "0,0,1,0/0,0,0,0 S ABCD abcd 30 17")
	v := showing(NewKpeView(sprites.DefaultPalette()).(*KpeView), 800, 600, SpeedNormal, g)
	sowKpe(v, g, 2)
	for v.Animating() {
		v.Update()
	}
	o := g.Outcome()
	if !o.Over {
		t.Fatal("the game should be over")
	}
	if v.shownCap != o.Score || v.shown != [kpe.NumPits]int{} {
		t.Errorf("shown pits %v and trays %v, want empty pits and trays %v", v.shown, v.shownCap, o.Score)
	}
}

func TestKpeNewMoveSnapsTheRunningAnimation(t *testing.T) {
	g := kpe.New()
	v := showing(NewKpeView(sprites.DefaultPalette()).(*KpeView), 800, 600, SpeedSlow, g)
	sowKpe(v, g, 1) // B
	for range 20 {
		v.Update()
	}
	if !v.Animating() || v.shown == g.Pits() {
		t.Fatal("the sowing of B should still be on its way")
	}
	sowKpe(v, g, 5) // North answers with b: B's sowing snaps to its end first
	if v.hand != 0 || v.shownCap != g.Captured() {
		t.Errorf("after the snap: %d seeds in hand, trays %v", v.hand, v.shownCap)
	}
	v.Snap()
	if v.Animating() || v.shown != g.Pits() {
		t.Errorf("after Snap: animating %v, shown %v, want %v", v.Animating(), v.shown, g.Pits())
	}
	v.SetSpeed(SpeedOff)
	sowKpe(v, g, 0)
	if v.Animating() || v.shown != g.Pits() {
		t.Errorf("speed off: animating %v, shown %v, want %v at once", v.Animating(), v.shown, g.Pits())
	}
}

func TestKpeHoverPreviewsThePitsThatReceiveSeeds(t *testing.T) {
	pal := contrastPalette(t)
	// C holds 9: it feeds every pit once and D, its first, twice.
	g := newKpe(t, "1,1,9,2/1,3,7,3 S ABCD abcd 10 11")
	v := showing(NewKpeView(pal).(*KpeView), 800, 600, SpeedNormal, g)
	x, y := v.pitCenter(0)
	v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	img := pixels(drawn(v, 800, 600, pal.Background))
	green := func(c color.RGBA) bool { return c.G > 120 && int(c.G) > int(c.R)+80 && int(c.G) > int(c.B)+20 }
	ring := func(i int) image.Rectangle {
		cx, cy := v.pitCenter(i)
		r := kpePitR * v.u * 1.15
		return image.Rect(int(cx-r), int(cy-r), int(cx+r), int(cy+r))
	}
	// A holds one seed: it feeds B alone.
	for i := range kpe.NumPits {
		n := count(img, ring(i), green)
		if want := i <= 1; want != (n > 0) {
			t.Errorf("hovering A: pit %s has %d preview pixels, want preview %v", kpe.PitName(i), n, want)
		}
	}
	x, y = v.pitCenter(2)
	v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	img = pixels(drawn(v, 800, 600, pal.Background))
	for i := range kpe.NumPits {
		if n := count(img, ring(i), green); n == 0 {
			t.Errorf("hovering C (9 seeds): pit %s shows no preview", kpe.PitName(i))
		}
	}
}
