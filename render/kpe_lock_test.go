package render

import (
	"image"
	"image/color"
	"testing"

	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// kpeLockBounds is the screen of the opening-lock tests.
var kpeLockBounds = image.Rect(0, 0, 800, 600)

// drawKpe draws a fresh view of position pos in palette pal, hints off,
// and returns the view and its pixels.
func drawKpe(t *testing.T, pal *sprites.Palette, pos string) (*KpeView, *image.RGBA) {
	t.Helper()
	v := NewKpeView(pal).(*KpeView)
	v.SetBounds(kpeLockBounds)
	v.Sync(newKpe(t, pos))
	return v, pixels(drawn(v, kpeLockBounds.Dx(), kpeLockBounds.Dy(), pal.Background))
}

// around returns the square of half-side r·u centred at (x, y).
func around(v *KpeView, r, x, y float64) image.Rectangle {
	d := r * v.u
	return image.Rect(int(x-d), int(y-d), int(x+d)+1, int(y+d)+1)
}

// luma is the brightness of c (Rec. 709), what a colour-blind eye still sees.
func luma(c color.RGBA) float64 {
	return 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
}

// contrasting counts the pixels of r whose brightness differs by more than
// 60 (of 255) between a and b.
func contrasting(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if d := luma(a.RGBAAt(x, y)) - luma(b.RGBAAt(x, y)); d > 60 || d < -60 {
				n++
			}
		}
	}
	return n
}

// same reports whether a and b agree on every pixel of r, but for the
// rounding of sprites that sit at other places of the texture atlas.
func same(a, b *image.RGBA, r image.Rectangle) bool {
	near := func(x, y uint8) bool { return x-y < 8 || y-x < 8 }
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if !near(p.R, q.R) || !near(p.G, q.G) || !near(p.B, q.B) || !near(p.A, q.A) {
				return false
			}
		}
	}
	return true
}

func TestKpeLockMarksThePitsNotYetPlayedFromWhileTheirOwnerIsLocked(t *testing.T) {
	for _, pal := range sprites.Palettes() {
		t.Run(pal.Name, func(t *testing.T) {
			v, locked := drawKpe(t, &pal, "6,6,6,6/6,6,6,6 S - - 0 0")
			_, free := drawKpe(t, &pal, "6,6,6,6/6,6,6,6 S ABCD abcd 0 0")
			// South has played from A and B; North from all four pits.
			_, mixed := drawKpe(t, &pal, "6,6,6,6/6,6,6,6 S AB abcd 0 0")
			for i := range kpe.NumPits {
				x, y := v.lockMark(i)
				r := around(v, 0.09, x, y)
				// Brightness alone must tell the mark from the board, so
				// that it reads without colour vision.
				if n := contrasting(locked, free, r); n < int(v.u*v.u*0.002) {
					t.Errorf("the lock mark of %s shows %d contrasting pixels", kpe.PitName(i), n)
				}
				want, wantName := free, "unlocked"
				if i == 2 || i == 3 {
					want, wantName = locked, "locked"
				}
				if !same(mixed, want, r) {
					t.Errorf("with South's C and D and none of North's pits unplayed, %s is not drawn as %s", kpe.PitName(i), wantName)
				}
			}
			for pl, wantLocked := range []bool{true, false} {
				x, y := v.lockBadge(rules.Player(pl))
				r := around(v, 0.1, x, y)
				if n := contrasting(locked, free, r); n < int(v.u*v.u*0.002) {
					t.Errorf("player %d's tray padlock shows %d contrasting pixels", pl, n)
				}
				if want := map[bool]*image.RGBA{true: locked, false: free}[wantLocked]; !same(mixed, want, r) {
					t.Errorf("player %d's tray padlock: want locked %v", pl, wantLocked)
				}
			}
		})
	}
}

func TestKpeUnlockingMoveShowsAnOpenPadlockThatFadesAway(t *testing.T) {
	pal := sprites.DefaultPalette()
	// South has played from A, B and C: sowing D unlocks them (six seeds,
	// the last in South's own B: no capture). The reference plays the same
	// sowing already unlocked: it must look the same but for the lock.
	newView := func(pos string) (*KpeView, *kpe.Game) {
		g := newKpe(t, pos)
		v := NewKpeView(pal).(*KpeView)
		v.SetBounds(kpeLockBounds)
		v.SetSpeed(SpeedFast)
		v.Sync(g)
		return v, g
	}
	v, g := newView("6,6,6,6/6,6,6,6 S ABC abcd 0 0")
	ref, rg := newView("6,6,6,6/6,6,6,6 S ABCD abcd 0 0")
	frame := func(v *KpeView) *image.RGBA {
		return pixels(drawn(v, kpeLockBounds.Dx(), kpeLockBounds.Dy(), pal.Background))
	}
	bx, by := v.lockBadge(rules.First)
	badge := around(v, 0.12, bx, by)
	mx, my := v.lockMark(3)
	mark := around(v, 0.09, mx, my)
	if same(frame(v), frame(ref), mark) {
		t.Fatal("no lock mark under D before the move")
	}
	sowKpe(v, g, 3)
	sowKpe(ref, rg, 3)
	if !g.Unlocked(rules.First) {
		t.Fatal("the move does not unlock South")
	}
	for v.Animating() {
		v.Update()
		ref.Update()
	}
	img, want := frame(v), frame(ref)
	if !same(img, want, mark) {
		t.Error("the mark under D is still shown once South is unlocked")
	}
	if same(img, want, badge) {
		t.Error("no open padlock by South's tray when the move that unlocks them ends")
	}
	for range v.unlockCueTicks() {
		v.Update()
		ref.Update()
	}
	if !same(frame(v), frame(ref), badge) {
		t.Error("the open padlock has not gone after its cue")
	}
}
