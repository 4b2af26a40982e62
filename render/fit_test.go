package render

import (
	"image"
	"testing"
)

func TestFitIsTheSizeSetBoundsDraws(t *testing.T) {
	// A scene sizes the board's room by Fit: it must be the picture the
	// view then lays out in that room, for every shape of room.
	pal := contrastPalette(t)
	rooms := []image.Point{{691, 816}, {691, 691}, {1200, 700}, {375, 500}, {540, 380}, {200, 150}}
	for _, room := range rooms {
		r := image.Rect(10, 20, 10+room.X, 20+room.Y)
		g := NewGIPFView(pal).(*GIPFView)
		g.SetBounds(r)
		k := NewKpeView(pal).(*KpeView)
		k.SetBounds(r)
		v := NewGravityView(pal).(*GravityView)
		v.SetBounds(r)
		for _, tc := range []struct {
			name      string
			fit, laid image.Point
		}{
			{"GIPF", g.Fit(room.X, room.Y), image.Pt(g.lay.w, g.lay.h)},
			{"Kpé", k.Fit(room.X, room.Y), image.Pt(k.w, k.h)},
			{"Gravity", v.Fit(room.X, room.Y), image.Pt(v.size, v.size)},
		} {
			if tc.fit != tc.laid {
				t.Errorf("%s in %v: Fit says %v, SetBounds lays out %v", tc.name, room, tc.fit, tc.laid)
			}
			if tc.fit.X > room.X || tc.fit.Y > room.Y {
				t.Errorf("%s: Fit %v overflows its room %v", tc.name, tc.fit, room)
			}
		}
	}
	if f := NewGIPFView(pal).Fit(691, 816); f.Y <= f.X {
		t.Errorf("GIPF in a tall room fits %v: want its portrait layout, taller than wide", f)
	}
}
