package render

import (
	"image"
	"os"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/sprites"
)

// playSome plays n actions of g chosen by a fixed stride through the legal
// ones: a reproducible middle game.
func playSome(g rules.Game, n int) {
	var buf []rules.Action
	for i := range n {
		buf = g.Actions(buf[:0])
		if len(buf) == 0 {
			return
		}
		g.Apply(buf[(i*37+11)%len(buf)], nil)
	}
}

// TestGIPFScreenshots writes the pictures of docs/screenshots/gipf-*.png
// when TAVOLA_SCREENSHOTS names the folder to write them to; otherwise it
// only checks that every scene draws.
func TestGIPFScreenshots(t *testing.T) {
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	classic, _ := sprites.PaletteByName("classic")
	contrast, _ := sprites.PaletteByName("contrast")
	night, _ := sprites.PaletteByName("night")
	save := func(name string, v View, w, h int, pal *sprites.Palette) {
		t.Helper()
		v.SetLabels(testLabels)
		writePNG(t, dir, name, pixels(drawn(v, w, h, pal.Background)))
	}
	hover := func(v *GIPFView, g rules.Game, name string) {
		x, y := v.lay.point(gipf.PointIndex(name))
		v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	}

	// Standard in the middle of a game: coordinates on, the dot a1 chosen
	// and the chain a1 would push previewed.
	g := gipf.New(gipf.Standard)
	playSome(g, 14)
	v := NewGIPFView(classic).(*GIPFView)
	v.SetBounds(image.Rect(0, 0, 960, 700))
	v.Sync(g)
	v.SetHints(true)
	v.SetCoordinates(true)
	v.selDot = gipf.PointIndex("a1")
	hover(v, g, "b2")
	save("gipf-standard.png", v, 960, 700, classic)

	// Intersecting rows: White chooses between e2–e5 and c3–f5.
	r := newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -")
	r.Apply(mustParse(t, r, "e1-e5"), nil)
	// clicked shows g in bounds after a click on point name.
	clicked := func(pal *sprites.Palette, w, h int, g rules.Game, name string) *GIPFView {
		v := NewGIPFView(pal).(*GIPFView)
		v.SetBounds(image.Rect(0, 0, w, h))
		v.Sync(g)
		x, y := v.lay.point(gipf.PointIndex(name))
		gipfInput(v, g, [2]float64{x, y})
		return v
	}
	v = clicked(classic, 960, 700, r, "d4")
	hover(v, r, "e3")
	save("gipf-rows.png", v, 960, 700, classic)

	// The same in a narrow portrait, colour-blind palette.
	save("gipf-rows-contrast-portrait.png", clicked(contrast, 480, 800, r, "d4"), 480, 800, contrast)

	// A row holding GIPF pieces: one kept, the row confirmed next.
	k := newGIPF(t, gipf.Standard, "standard 4/5/6/WWw4/6/5/3B w 9 11 -")
	k.Apply(mustParse(t, k, "e1-e5"), nil)
	save("gipf-keep.png", clicked(night, 960, 700, k, "e3"), 960, 700, night)

	// A push in the middle of its slide: a1-f5 moves a chain of four, and
	// Black's row it makes will be Black's to resolve.
	m := newGIPF(t, gipf.Standard, "standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -")
	v = NewGIPFView(classic).(*GIPFView)
	v.SetBounds(image.Rect(0, 0, 960, 700))
	v.SetSpeed(SpeedSlow)
	v.Sync(m)
	long := mustParse(t, m, "a1-f5")
	ev := m.Apply(long, []rules.Event{})
	v.Animate(m, long, ev)
	for range 30 {
		v.Update()
	}
	save("gipf-slide.png", v, 960, 700, classic)

	// Black's removal of that row, keeping the GIPF piece: the pieces fly
	// to the stacks while the kept piece pulses.
	take := mustParse(t, m, "xb2,c3,(d4),e5,f5")
	ev = m.Apply(take, []rules.Event{})
	v.Animate(m, take, ev)
	for range 58 {
		v.Update()
	}
	save("gipf-removal.png", v, 960, 700, classic)

	// Tournament, colour-blind palette, portrait: the single/GIPF toggle.
	tg := gipf.New(gipf.Tournament)
	tg.Apply(mustParse(t, tg, "Ge2"), nil)
	tg.Apply(mustParse(t, tg, "Ge8"), nil)
	v = NewGIPFView(contrast).(*GIPFView)
	v.SetBounds(image.Rect(0, 0, 480, 800))
	v.Sync(tg)
	v.SetCoordinates(true)
	v.selDot = gipf.PointIndex("i4")
	hover(v, tg, "h5")
	save("gipf-tournament-contrast-portrait.png", v, 480, 800, contrast)
}
