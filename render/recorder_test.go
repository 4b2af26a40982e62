package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// recFrame draws one frame on screen through rec: draw makes its draws.
func recFrame(rec *Recorder, screen *ebiten.Image, draw func()) {
	rec.Begin(screen, false)
	draw()
	rec.End()
}

// square draws a w×w square of colour c at (x, y) through rec.
func square(rec *Recorder, dst, white *ebiten.Image, x, y, w float64, c color.RGBA) {
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, w)
	op.GeoM.Translate(x, y)
	op.ColorScale.Scale(rgbaf(c, 1))
	rec.DrawImage(dst, white, &op)
}

func rgbaAt(img *image.RGBA, x, y int) color.RGBA { return img.RGBAAt(x, y) }

var (
	recBG   = color.RGBA{20, 20, 20, 255}
	recRed  = color.RGBA{200, 0, 0, 255}
	recBlue = color.RGBA{0, 0, 200, 255}
)

func TestRecorderDrawsOnlyWhatMoved(t *testing.T) {
	var rec Recorder
	screen := ebiten.NewImage(200, 100)
	defer screen.Deallocate()
	white := ebiten.NewImage(1, 1)
	white.Fill(color.White)
	bg := color.Color(recBG)
	frame := func(x float64) {
		recFrame(&rec, screen, func() {
			rec.Fill(screen, bg)
			square(&rec, screen, white, 150, 10, 20, recBlue) // still
			square(&rec, screen, white, x, 40, 20, recRed)    // moves
		})
	}
	frame(10)
	if got := rec.DamagedPixels(); got != 200*100 {
		t.Fatalf("the first frame drew %d px, want the whole screen", got)
	}
	frame(10)
	if got := rec.DamagedPixels(); got != 0 {
		t.Errorf("the same frame again drew %d px, want 0", got)
	}
	frame(60)
	if got := rec.DamagedPixels(); got == 0 || got > 200*100/4 {
		t.Errorf("moving a 20 px square drew %d px, want a little", got)
	}
	for _, d := range rec.Damage() {
		if d.Overlaps(image.Rect(150, 10, 170, 30)) {
			t.Errorf("damage %v covers the still square", d)
		}
	}
	px := pixels(screen)
	if c := rgbaAt(px, 15, 45); c != recBG {
		t.Errorf("where the square was: %v, want the background %v", c, recBG)
	}
	if c := rgbaAt(px, 65, 45); c != recRed {
		t.Errorf("where the square is: %v, want %v", c, recRed)
	}
	if c := rgbaAt(px, 155, 15); c != recBlue {
		t.Errorf("the still square: %v, want %v", c, recBlue)
	}
}

// TestRecorderRedrawsAScratchImage draws a scratch layer with new content
// each frame, laid on the screen with the same options: the layer's draw
// must count as changed, the frame it is drawn into and the next.
func TestRecorderRedrawsAScratchImage(t *testing.T) {
	var rec Recorder
	screen := ebiten.NewImage(100, 100)
	defer screen.Deallocate()
	layer := ebiten.NewImage(40, 40)
	white := ebiten.NewImage(1, 1)
	white.Fill(color.White)
	bg := color.Color(recBG)
	frame := func(c color.RGBA, redraw bool) {
		recFrame(&rec, screen, func() {
			rec.Fill(screen, bg)
			if redraw {
				rec.Clear(layer)
				square(&rec, layer, white, 0, 0, 40, c)
			}
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(30, 30)
			rec.DrawImage(screen, layer, &op)
		})
	}
	frame(recRed, true)
	frame(recBlue, true)
	if c := rgbaAt(pixels(screen), 50, 50); c != recBlue {
		t.Errorf("a layer drawn anew: %v on the screen, want %v", c, recBlue)
	}
	frame(recBlue, false)
	frame(recBlue, false)
	if got := rec.DamagedPixels(); got != 0 {
		t.Errorf("a layer left as it was drew %d px, want 0", got)
	}
}

// TestRecorderFreesAfterTheFrame frees an image drawn earlier in the
// frame: it must still be drawn.
func TestRecorderFreesAfterTheFrame(t *testing.T) {
	var rec Recorder
	screen := ebiten.NewImage(50, 50)
	defer screen.Deallocate()
	red := ebiten.NewImage(10, 10)
	red.Fill(recRed)
	bg := color.Color(recBG)
	recFrame(&rec, screen, func() {
		rec.Fill(screen, bg)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(20, 20)
		rec.DrawImage(screen, red, &op)
		rec.Free(red)
	})
	if c := rgbaAt(pixels(screen), 25, 25); c != recRed {
		t.Errorf("an image freed after it was drawn: %v, want %v", c, recRed)
	}
}

// TestRecorderDamageStaysFewAndDisjoint scatters moving squares: the
// damage is at most maxDamage rectangles that do not overlap (a pixel is
// drawn once) and hold every square's old and new place.
func TestRecorderDamageStaysFewAndDisjoint(t *testing.T) {
	var rec Recorder
	screen := ebiten.NewImage(400, 300)
	defer screen.Deallocate()
	white := ebiten.NewImage(1, 1)
	white.Fill(color.White)
	bg := color.Color(recBG)
	at := func(i, f int) (float64, float64) {
		return float64((i*97 + f*13) % 380), float64((i*53 + f*7) % 280)
	}
	for f := range 6 {
		recFrame(&rec, screen, func() {
			rec.Fill(screen, bg)
			for i := range 9 {
				x, y := at(i, f)
				square(&rec, screen, white, x, y, 8, recRed)
			}
		})
		if f == 0 {
			continue
		}
		ds := rec.Damage()
		if len(ds) > maxDamage {
			t.Fatalf("frame %d: %d damaged rectangles, want at most %d", f, len(ds), maxDamage)
		}
		for i, a := range ds {
			for _, b := range ds[i+1:] {
				if a.Overlaps(b) {
					t.Fatalf("frame %d: damaged rectangles %v and %v overlap", f, a, b)
				}
			}
		}
		for i := range 9 {
			for _, ff := range []int{f - 1, f} {
				x, y := at(i, ff)
				sq := image.Rect(int(x), int(y), int(x)+8, int(y)+8)
				covered := 0
				for _, d := range ds {
					covered += sq.Intersect(d).Dx() * sq.Intersect(d).Dy()
				}
				if covered != 64 {
					t.Fatalf("frame %d: square %d at %v is not inside the damage %v", f, i, sq, ds)
				}
			}
		}
	}
}
