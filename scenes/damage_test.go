package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// TestDamagedFramesEqualWholeFrames plays a move on an app that draws
// each frame only where the screen changed (the recorder's damage, on a
// screen that keeps its pixels) and checks, frame by frame, that its screen
// is what the same frame drawn whole is, while the pointer wanders over the
// board and the panel; and that the moving frames drew a small part of the
// screen.
func TestDamagedFramesEqualWholeFrames(t *testing.T) {
	keptScreen(t)
	cases := []struct{ name, game, pos, move string }{
		{"a Gravity slide", "gravity", "", "e5"},
		{"a Kpé sowing", "kpe", "24,2,2,2/2,2,2,2 S - - 10 0", "A"},
		{"a GIPF push that makes a row", "gipf-basic", "basic 4/5/6/www4/6/5/4 w 12 15 -", "e1-e5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, p := playRig(t, c.game, c.pos, [2]session.Seat{}, settings.Normal)
			r.in.x, r.in.y, r.in.over = testW/3, testH/2, true
			check := func(when string) { t.Helper(); sameAsWhole(t, r, when) }
			r.frames(5)
			check("before the move")
			a, err := p.sess.Game().ParseAction(c.move)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.apply(r.app, a); err != nil {
				t.Fatal(err)
			}
			var moving []int
			for i := 0; i < 100; i++ {
				if i%9 == 0 {
					// The pointer moves: over the board, then the panel.
					r.in.x, r.in.y = testW/6+(i*13)%(testW*5/6), testH/4+(i*7)%(testH/2)
				}
				r.frames(1)
				check(fmt.Sprintf("frame %d", i))
				if p.view.Animating() && i%9 != 0 {
					moving = append(moving, r.app.rec.DamagedPixels())
				}
			}
			if len(moving) == 0 {
				t.Fatal("no frame of the move animated")
			}
			slices.Sort(moving)
			med := moving[len(moving)/2]
			t.Logf("%d animated frames: damage median %d px (%.1f %% of the screen), max %d", len(moving), med, 100*float64(med)/(testW*testH), moving[len(moving)-1])
			if med > testW*testH/4 {
				t.Errorf("an animated frame drew %d px at the median, want under a quarter of the screen's %d", med, testW*testH)
			}
		})
	}
}

// TestDamagedTitleAndDemoEqualWholeFrames checks frame by frame, as
// TestDamagedFramesEqualWholeFrames does, the title's rippling pieces, the
// crossfade into the demo and the demo's moves (the move list, the thinking
// seat, the moving pieces), fast.
func TestDamagedTitleAndDemoEqualWholeFrames(t *testing.T) {
	keptScreen(t)
	set := settings.Defaults()
	set.Speed = settings.Fast
	r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
	for i := range 40 {
		r.frames(1)
		sameAsWhole(t, r, fmt.Sprintf("title, frame %d", i))
	}
	r.in.key(VerbDown) // Play, Saved games, then the demo
	r.in.key(VerbDown)
	r.in.key(VerbConfirm)
	for i := 0; ; i++ {
		r.frames(1)
		sameAsWhole(t, r, fmt.Sprintf("to the demo, frame %d", i))
		if i > 600 {
			t.Fatal("the demo never opened")
		}
		if p, ok := r.app.scene.(*play); ok && p.demo != nil && !r.app.Transitioning() {
			break
		}
	}
	p := r.playScene()
	for i := 0; len(p.sess.Moves()) < 4; i++ {
		if i > 3000 {
			t.Fatalf("the demo played %d moves in 3000 frames", len(p.sess.Moves()))
		}
		r.frames(1)
		sameAsWhole(t, r, fmt.Sprintf("demo, move %d, frame %d", len(p.sess.Moves()), i))
	}
}

// sameAsWhole fails the test unless r's screen, drawn in its damage, is
// what the same frame drawn whole is.
func sameAsWhole(t *testing.T, r *rig, when string) {
	t.Helper()
	// The same frame again, drawn whole and at once over it (outside a
	// frame the recorder holds nothing back), into the same image.
	// Ebitengine moves a sprite used often to another atlas after a few
	// frames, and the anti-aliased edge of a scaled sprite drawn again from
	// there can differ by a few units of a channel: two frames of the title
	// drawn whole, one after the other, differed in a still button's edge
	// by up to 4. That much is allowed, no more.
	a := pixels(r.screen)
	_ = loop.do(func() error { return nil }, func(*ebiten.Image) { r.app.drawAll(r.screen) })
	if b := pixels(r.screen); !nearlyEqual(a, b) {
		dumpPNG("/tmp/frames-damaged.png", a)
		dumpPNG("/tmp/frames-whole.png", b)
		t.Fatalf("%s: the frame drawn in its damage %v differs from the frame drawn whole in %v", when, r.app.rec.Damage(), diffBox(a, b, testW))
	}
}

// TestStillFrameDamagesNothing checks that a frame drawn with nothing
// changed draws no pixel, and that the first frame on a new screen draws
// it whole.
func TestStillFrameDamagesNothing(t *testing.T) {
	keptScreen(t)
	r, _ := playRig(t, "gravity", "", [2]session.Seat{}, settings.Normal)
	r.frames(30)
	if got := r.app.rec.DamagedPixels(); got != 0 {
		t.Errorf("a repeated frame drew %d px, want 0", got)
	}
	r.app.Redraw()
	r.frames(1)
	if got := r.app.rec.DamagedPixels(); got != 0 {
		t.Errorf("a redraw asked for with nothing changed drew %d px, want 0", got)
	}
	old := r.screen
	r.screen = ebiten.NewImage(testW, testH)
	old.Deallocate()
	r.app.Redraw()
	r.frames(1)
	if got := r.app.rec.DamagedPixels(); got != testW*testH {
		t.Errorf("the first frame on a new screen drew %d px, want the whole %d", got, testW*testH)
	}
}

// nearlyEqual reports whether no channel of a and b differs by more than
// atlasDrift.
func nearlyEqual(a, b []byte) bool {
	const atlasDrift = 4
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > atlasDrift || d < -atlasDrift {
			return false
		}
	}
	return len(a) == len(b)
}

// diffBox is the smallest rectangle holding the pixels where a and b
// (rows of w pixels) differ.
func diffBox(a, b []byte, w int) image.Rectangle {
	var r image.Rectangle
	for i := 0; i+3 < len(a); i += 4 {
		if !nearlyEqual(a[i:i+4], b[i:i+4]) {
			x, y := i/4%w, i/4/w
			r = r.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return r
}

func dumpPNG(name string, pix []byte) {
	img := &image.RGBA{Pix: pix, Stride: 4 * testW, Rect: image.Rect(0, 0, testW, testH)}
	f, _ := os.Create(name)
	png.Encode(f, img)
	f.Close()
}
