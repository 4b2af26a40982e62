package render

import (
	"image"
	"image/color"
	"testing"

	"tavola/rules/gravity"
	"tavola/rules/kpe"
)

func TestResizeRedrawsTheArtOnlyOnceTheSizeSettles(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		name string
		view View
		sync func(View)
		// inside reports a screen point that must show the board.
		inside func(View) image.Point
	}{
		{"gravity", NewGravityView(pal), func(v View) { v.Sync(gravity.New()) }, func(v View) image.Point {
			x, y := v.(*GravityView).center(27)
			return image.Pt(int(x), int(y))
		}},
		{"kpe", NewKpeView(pal), func(v View) { v.Sync(kpe.New()) }, func(v View) image.Point {
			gv := v.(*KpeView)
			x, y, _, _ := gv.trayRect(0)
			return image.Pt(int(x+gv.u), int(y+gv.u*0.3))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.view
			v.SetBounds(image.Rect(0, 0, 400, 400))
			tc.sync(v)
			drawn(v, 700, 700, bg)
			before := builtFor(v)
			for i := range 5 {
				// Dragging the window's edge: a new size every frame.
				v.SetBounds(image.Rect(0, 0, 420+40*i, 420+40*i))
				v.Update()
				img := pixels(drawn(v, 700, 700, bg))
				if builtFor(v) != before {
					t.Fatalf("frame %d of the resize redrew the art", i)
				}
				if p := tc.inside(v); img.RGBAAt(p.X, p.Y) == bg {
					t.Errorf("frame %d: no board at %v while the size settles", i, p)
				}
			}
			for range resizeSettleTicks {
				v.Update()
			}
			drawn(v, 700, 700, bg)
			if builtFor(v) == before {
				t.Error("the art was not redrawn once the size settled")
			}
		})
	}
}

// builtFor returns the size the view's art was last drawn for.
func builtFor(v View) float64 {
	switch v := v.(type) {
	case *GravityView:
		return v.builtCell
	case *KpeView:
		return v.builtU
	}
	return 0
}
