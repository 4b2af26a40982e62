package render

import (
	"image"
	"image/color"
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

// gipfPieceAt reads which player's piece img shows on point q of v's
// board, or NoPlayer: the pixel 0.5 of a piece's radius right of the
// point's centre and 0.6 above it (on the face of a single or the upper
// piece of a GIPF piece, clear of every marking) matched with the same
// pixel of the view's own piece sprites within pieceLevels (as distance
// in RGB). In the scenes below the right sprite's pixel is within 6 of
// what is drawn, the other player's or an empty point's 38 or more away.
func gipfPieceAt(v *GIPFView, img *image.RGBA, q int) rules.Player {
	const pieceLevels = 20
	x, y := v.lay.point(q)
	r := v.lay.s * gipfPieceD / 2
	dx, dy := 0.5*r, -0.6*r
	got := img.RGBAAt(int(x+dx), int(y+dy))
	for k := range 4 {
		s := v.piece[k&1]
		if k >= 2 {
			s = v.gipfPiece[k&1]
		}
		b := s.Image.Bounds().Min
		want := color.RGBAModel.Convert(s.Image.At(b.X+int(s.AX+dx), b.Y+int(s.AY+dy))).(color.RGBA)
		dr, dg, db := int(got.R)-int(want.R), int(got.G)-int(want.G), int(got.B)-int(want.B)
		if dr*dr+dg*dg+db*db <= pieceLevels*pieceLevels {
			return rules.Player(k & 1)
		}
	}
	return rules.NoPlayer
}

// checkGIPFPieces checks that img, v drawn, shows a piece of the right
// player on every point where v shows one (but one sliding away from
// it), and on a still board none anywhere else (no piece in flight),
// leaving out the points named in covered, where the scene draws the
// preview of a push over the board.
func checkGIPFPieces(t *testing.T, name string, v *GIPFView, img *image.RGBA, covered ...string) {
	t.Helper()
	empties := v.tl.Still()
	var skip uint64
	for _, c := range covered {
		skip |= 1 << uint(point(t, c))
	}
	for s := range v.tl.Running() {
		if s.kind == gSlide {
			for _, m := range v.moves[s.m0:s.m1] {
				skip |= 1 << uint(m.from)
			}
		}
	}
	pieces := 0
	for q := range gipf.NumPoints {
		want := rules.NoPlayer
		if k := v.shown[q]; k != noPiece {
			want = rules.Player(k & 1)
			pieces++
		}
		if skip>>uint(q)&1 != 0 || want == rules.NoPlayer && !empties {
			continue
		}
		if got := gipfPieceAt(v, img, q); got != want {
			t.Errorf("%s: point %s shows the piece of player %d, want %d (%d: none)", name, gipf.PointName(q), got, want, rules.NoPlayer)
		}
	}
	if pieces == 0 {
		t.Errorf("%s: a scene with no piece checks nothing", name)
	}
}

// TestGIPFScreenshots draws the scenes of docs/screenshots/gipf-*.png and
// checks each: a piece of the right colour on every point the position
// has one (and, on a still board, on no other), and the whole picture
// like its reference in testdata (see matchReference). With
// TAVOLA_SCREENSHOTS naming a folder it also writes the pictures there at
// full size, for the docs.
func TestGIPFScreenshots(t *testing.T) {
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	classic, _ := sprites.PaletteByName("classic")
	contrast, _ := sprites.PaletteByName("contrast")
	night, _ := sprites.PaletteByName("night")
	save := func(name string, v View, w, h int, pal *sprites.Palette, covered ...string) {
		t.Helper()
		v.SetLabels(testLabels)
		img := pixels(drawn(v, w, h, pal.Background))
		checkGIPFPieces(t, name, v.(*GIPFView), img, covered...)
		matchReference(t, name, img)
		writePNG(t, dir, name, img)
	}
	hover := func(v *GIPFView, g rules.Game, name string) {
		x, y := v.lay.point(gipf.PointIndex(name))
		v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	}

	// Standard in the middle of a game: coordinates on, the dot a1 chosen
	// and the chain a1 would push previewed.
	g := gipf.New(gipf.Standard)
	playSome(g, 14)
	v := showing(NewGIPFView(classic).(*GIPFView), 960, 700, SpeedNormal, g)
	v.SetHints(true)
	v.SetCoordinates(true)
	v.selDot = gipf.PointIndex("a1")
	hover(v, g, "b2")
	save("gipf-standard.png", v, 960, 700, classic, "b2") // the ghost of the piece pushed in

	// Intersecting rows: White chooses between e2–e5 and c3–f5.
	r := newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -")
	r.Apply(mustParse(t, r, "e1-e5"), nil)
	// clicked shows g in bounds after a click on point name.
	clicked := func(pal *sprites.Palette, w, h int, g rules.Game, name string) *GIPFView {
		v := showing(NewGIPFView(pal).(*GIPFView), w, h, SpeedNormal, g)
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
	v = showing(NewGIPFView(classic).(*GIPFView), 960, 700, SpeedSlow, m)
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
	v = showing(NewGIPFView(contrast).(*GIPFView), 480, 800, SpeedNormal, tg)
	v.SetCoordinates(true)
	v.selDot = gipf.PointIndex("i4")
	hover(v, tg, "h5")
	save("gipf-tournament-contrast-portrait.png", v, 480, 800, contrast)
}
