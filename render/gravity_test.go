package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/sprites"
)

// contrastPalette is the palette of the pixel tests: its orange and blue
// pieces and vermillion winning line are told apart from the grey board
// by hue alone.
func contrastPalette(t testing.TB) *sprites.Palette {
	p, ok := sprites.PaletteByName("contrast")
	if !ok {
		t.Fatal("no contrast palette")
	}
	return p
}

func orange(c color.RGBA) bool { return int(c.R) > int(c.G)+40 && int(c.G) > int(c.B)+40 }
func blue(c color.RGBA) bool   { return int(c.B) > int(c.R)+80 }
func grey(c color.RGBA) bool {
	return max(c.R, c.G, c.B)-min(c.R, c.G, c.B) < 12
}

// count returns how many pixels of img inside r satisfy is.
func count(img *image.RGBA, r image.Rectangle, is func(color.RGBA) bool) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if is(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// squareRect is the screen rectangle of square sq in v.
func squareRect(v *GravityView, sq int) image.Rectangle {
	x, y := v.center(sq)
	h := v.cell / 2
	return image.Rect(int(x-h+2), int(y-h+2), int(x+h-2), int(y+h-2))
}

// centroid is the mean position of the pixels of img that satisfy is.
func centroid(img *image.RGBA, is func(color.RGBA) bool) (x, y float64, n int) {
	b := img.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			if is(img.RGBAAt(px, py)) {
				x, y, n = x+float64(px), y+float64(py), n+1
			}
		}
	}
	if n > 0 {
		x, y = x/float64(n), y/float64(n)
	}
	return x, y, n
}

func newGravity(t testing.TB, pos string) *gravity.Game {
	t.Helper()
	return atPosition(t, gravity.New(), pos)
}

func TestGravityBoardLiesWhereTheLayoutSays(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		name   string
		bounds image.Rectangle
		w, h   int
	}{
		{"landscape", image.Rect(40, 20, 840, 520), 900, 560},
		{"portrait", image.Rect(10, 30, 400, 830), 420, 860},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := NewGravityView(pal).(*GravityView)
			v.SetBounds(tc.bounds)
			v.Sync(gravity.New())
			img := pixels(drawn(v, tc.w, tc.h, bg))
			board := image.Rect(v.ox, v.oy, v.ox+v.size, v.oy+v.size)
			if !board.In(tc.bounds) {
				t.Fatalf("board %v leaves its bounds %v", board, tc.bounds)
			}
			if dx, dy := board.Min.X-tc.bounds.Min.X, tc.bounds.Max.X-board.Max.X; abs(dx-dy) > 1 {
				t.Errorf("board not centred across: %d left, %d right", dx, dy)
			}
			// The wooden frame has rounded corners; everything else is board.
			if got := count(img, board.Inset(v.margin/4+2), func(c color.RGBA) bool { return c == bg }); got != 0 {
				t.Errorf("%d background pixels inside the board %v", got, board)
			}
			outside := image.Rect(tc.bounds.Min.X, tc.bounds.Min.Y, board.Min.X-2, tc.bounds.Max.Y)
			if tc.name == "portrait" {
				outside = image.Rect(tc.bounds.Min.X, tc.bounds.Min.Y, tc.bounds.Max.X, board.Min.Y-2)
			}
			if got := count(img, outside, func(c color.RGBA) bool { return c != bg }); got != 0 {
				t.Errorf("%d pixels drawn outside the board in %v", got, outside)
			}
			for sq := range gravity.Squares {
				x, y := v.center(sq)
				if !grey(img.RGBAAt(int(x)+int(v.cell/3), int(y))) {
					t.Errorf("square %s at (%.0f,%.0f) is not a board square: %v", gravity.SquareName(sq), x, y, img.RGBAAt(int(x), int(y)))
				}
			}
			// a1 is bottom left and h8 top right, seen by White.
			x1, y1 := v.center(0)
			x8, y8 := v.center(63)
			if !(x1 < x8 && y1 > y8) {
				t.Errorf("a1 at (%.0f,%.0f), h8 at (%.0f,%.0f): want a1 bottom left", x1, y1, x8, y8)
			}
		})
	}
}

func TestGravityPieceAppearsWhereTheRulesPutIt(t *testing.T) {
	pal := contrastPalette(t)
	for _, tc := range []struct{ entry, landing string }{
		{"d6", "d8"}, {"c4", "a4"}, {"e5", "h8"}, {"a1", "a1"},
	} {
		t.Run(tc.entry, func(t *testing.T) {
			g := newGravity(t, "8/8/8/8/8/8/8/8 w")
			v := NewGravityView(pal).(*GravityView)
			v.SetBounds(image.Rect(0, 0, 480, 480))
			a, err := g.ParseAction(tc.entry)
			if err != nil {
				t.Fatal(err)
			}
			g.Apply(a, nil)
			v.Sync(g)
			img := pixels(drawn(v, 480, 480, pal.Background))
			land, _ := gravity.ParseSquare(tc.landing)
			area := squareRect(v, land).Dx() * squareRect(v, land).Dy()
			for sq := range gravity.Squares {
				n := count(img, squareRect(v, sq), orange)
				if sq == land && n < area/3 {
					t.Errorf("landing square %s: %d of %d pixels orange, want a piece", tc.landing, n, area)
				}
				if sq != land && n != 0 {
					t.Errorf("square %s: %d orange pixels, want none", gravity.SquareName(sq), n)
				}
			}
		})
	}
}

func TestGravityAnimationMidpointLiesBetweenItsEnds(t *testing.T) {
	pal := contrastPalette(t)
	g := newGravity(t, "8/8/8/8/8/8/8/8 w")
	v := showing(NewGravityView(pal).(*GravityView), 480, 480, SpeedSlow, g)
	entry, _ := gravity.ParseSquare("e5")
	ev := g.Apply(rules.Action(entry), []rules.Event{})
	v.Animate(g, rules.Action(entry), ev)
	land, _ := gravity.ParseSquare("h8")
	if !v.Animating() {
		t.Fatal("no animation for a move that slides")
	}
	ex, ey := v.center(entry)
	lx, ly := v.center(land)
	// Halfway through the drift: the piece is between entry and landing,
	// on the diagonal, and the landing square is still empty.
	for f := v.flight(); v.tl.Tick() < f.appear+f.drift/2; {
		v.Update()
	}
	img := pixels(drawn(v, 480, 480, pal.Background))
	x, y, n := centroid(img, orange)
	if n == 0 {
		t.Fatal("no piece drawn halfway through the slide")
	}
	u := (x - ex) / (lx - ex)
	w := (y - ey) / (ly - ey)
	if u <= 0.02 || u >= 0.98 || math.Abs(u-w) > 0.05 {
		t.Errorf("piece at (%.1f,%.1f): %.2f of the way across and %.2f up, want strictly between and on the diagonal", x, y, u, w)
	}
	if u > 0.5 {
		t.Errorf("piece %.2f of the way at half time: the centrifuge should start slowly", u)
	}
	if got := count(img, squareRect(v, land), orange); got > squareRect(v, land).Dx()*squareRect(v, land).Dy()/3 {
		t.Errorf("the landing square already shows the piece (%d orange pixels)", got)
	}
	for v.Animating() {
		v.Update()
	}
	img = pixels(drawn(v, 480, 480, pal.Background))
	x, y, _ = centroid(img, orange)
	if math.Hypot(x-lx, y-ly) > v.cell*0.1 {
		t.Errorf("after the animation the piece is at (%.1f,%.1f), want the landing square (%.1f,%.1f)", x, y, lx, ly)
	}
}

func TestGravityNewMoveSnapsTheRunningAnimation(t *testing.T) {
	g := newGravity(t, "8/8/8/8/8/8/8/8 w")
	v := showing(NewGravityView(sprites.DefaultPalette()).(*GravityView), 320, 320, SpeedSlow, g)
	for _, m := range []string{"d6", "c4"} {
		a, _ := g.ParseAction(m)
		v.Animate(g, a, g.Apply(a, []rules.Event{}))
		v.Update()
	}
	if c4, _ := gravity.ParseSquare("c4"); v.flight().entry != c4 || v.tl.Tick() != 1 {
		t.Errorf("animating entry %d at tick %d, want c4 (%d) at tick 1", v.flight().entry, v.tl.Tick(), c4)
	}
	v.Snap()
	if v.Animating() {
		t.Error("Snap left the animation running")
	}
	v.SetSpeed(SpeedOff)
	a, _ := g.ParseAction("e5")
	v.Animate(g, a, g.Apply(a, []rules.Event{}))
	if v.Animating() {
		t.Error("animation speed off still animates")
	}
}

// click presses and releases the pointer at (x, y) over two frames.
func click(v View, g rules.Game, x, y int) (rules.Action, bool) {
	v.Input(g, Pointer{X: x, Y: y, Present: true, Down: true, Pressed: true})
	return v.Input(g, Pointer{X: x, Y: y, Present: true, Released: true})
}

func TestGravityHitTestingMapsEverySquareCentreToItsAction(t *testing.T) {
	g := newGravity(t, "8/8/8/8/8/8/8/8 w")
	v := NewGravityView(sprites.DefaultPalette()).(*GravityView)
	v.SetBounds(image.Rect(100, 50, 740, 550))
	v.Sync(g)
	for sq := range gravity.Squares {
		x, y := v.center(sq)
		a, ok := click(v, g, int(x), int(y))
		if !ok || int(a) != sq {
			t.Errorf("click on the centre of %s: %d, %v; want %d", gravity.SquareName(sq), a, ok, sq)
		}
	}
	for _, pt := range []image.Point{{101, 60}, {739, 549}, {v.ox + v.margin - 2, v.oy + v.margin + 5}} {
		if a, ok := click(v, g, pt.X, pt.Y); ok {
			t.Errorf("click at %v off the squares gave action %d", pt, a)
		}
	}
	// A press on one square released on another is no move (a misclick
	// dragged away is cancelled).
	x0, y0 := v.center(0)
	x1, y1 := v.center(9)
	v.Input(g, Pointer{X: int(x0), Y: int(y0), Present: true, Down: true, Pressed: true})
	if a, ok := v.Input(g, Pointer{X: int(x1), Y: int(y1), Present: true, Released: true}); ok {
		t.Errorf("press on a1 and release on b2 gave action %d", a)
	}
	// A tap: the finger goes down, then lifts (no longer present) at the
	// same place.
	v.Input(g, Pointer{X: int(x1), Y: int(y1), Present: true, Down: true, Pressed: true})
	if a, ok := v.Input(g, Pointer{X: int(x1), Y: int(y1), Released: true}); !ok || a != 9 {
		t.Errorf("tap on b2: %d, %v; want 9", a, ok)
	}
	// Taken squares and a board that is not interactive give nothing.
	a, _ := g.ParseAction("a1")
	g.Apply(a, nil)
	v.Sync(g)
	if _, ok := click(v, g, int(x0), int(y0)); ok {
		t.Error("click on the taken square a1 gave an action")
	}
	v.SetInteractive(false)
	if _, ok := click(v, g, int(x1), int(y1)); ok {
		t.Error("click on a board that is not interactive gave an action")
	}
}

func TestGravityHoverPreviewsTheLandingSquare(t *testing.T) {
	pal := contrastPalette(t)
	g := newGravity(t, "8/8/8/8/8/8/8/8 w")
	v := showing(NewGravityView(pal).(*GravityView), 480, 480, SpeedNormal, g)
	entry, _ := gravity.ParseSquare("c4")
	land, _ := gravity.ParseSquare("a4")
	x, y := v.center(entry)
	v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	img := pixels(drawn(v, 480, 480, pal.Background))
	// The ghost is a half-transparent orange piece over grey.
	warm := func(c color.RGBA) bool { return int(c.R) > int(c.B)+60 && int(c.G) > int(c.B)+30 }
	area := squareRect(v, land).Dx() * squareRect(v, land).Dy()
	if n := count(img, squareRect(v, land), warm); n < area/4 {
		t.Errorf("hovering c4 shows no ghost piece on a4 (%d of %d pixels)", n, area)
	}
	if n := count(img, squareRect(v, entry), orange); n != 0 {
		t.Errorf("hovering c4 shows a piece on c4 (%d orange pixels)", n)
	}
}

func TestGravityWinningLineIsHighlighted(t *testing.T) {
	pal := contrastPalette(t)
	g := newGravity(t, "8/8/8/8/8/8/8/8 w")
	for _, m := range []string{"a1", "h8", "a2", "h7", "a3", "h6", "b4"} {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(a, nil)
	}
	if !g.Outcome().Over {
		t.Fatal("the game should be won by a1–a4")
	}
	v := showing(NewGravityView(pal).(*GravityView), 480, 480, SpeedNormal, g)
	img := pixels(drawn(v, 480, 480, pal.Background))
	win := func(c color.RGBA) bool { return int(c.R) > 180 && int(c.G) > 60 && int(c.G) < 130 && c.B < 60 }
	for sq := range gravity.Squares {
		n := count(img, squareRect(v, sq), win)
		inLine := sq < 4 // a1–a4
		if inLine && n == 0 {
			t.Errorf("%s is in the winning line but not highlighted", gravity.SquareName(sq))
		}
		if !inLine && n != 0 {
			t.Errorf("%s is highlighted (%d pixels) but not in the winning line", gravity.SquareName(sq), n)
		}
	}
}

func TestGravityRunsFindsEveryLineOfFour(t *testing.T) {
	bit := func(names ...string) uint64 {
		var b uint64
		for _, n := range names {
			sq, err := gravity.ParseSquare(n)
			if err != nil {
				t.Fatal(err)
			}
			b |= 1 << uint(sq)
		}
		return b
	}
	sq := func(n string) int { s, _ := gravity.ParseSquare(n); return s }
	for _, tc := range []struct {
		name string
		set  uint64
		want []gravityRun
	}{
		{"file", bit("a1", "a2", "a3", "a4"), []gravityRun{{sq("a1"), sq("a4")}}},
		{"rank of five", bit("b3", "c3", "d3", "e3", "f3"), []gravityRun{{sq("b3"), sq("f3")}}},
		{"diagonal", bit("c1", "d2", "e3", "f4"), []gravityRun{{sq("c1"), sq("f4")}}},
		{"anti-diagonal", bit("a8", "b7", "c6", "d5"), []gravityRun{{sq("a8"), sq("d5")}}},
		{"crossing", bit("d1", "d2", "d3", "d4", "a4", "b4", "c4"), []gravityRun{{sq("a4"), sq("d4")}, {sq("d1"), sq("d4")}}},
		{"three", bit("a1", "a2", "a3"), nil},
	} {
		got := gravityRuns(tc.set, nil)
		if len(got) != len(tc.want) {
			t.Errorf("%s: runs %v, want %v", tc.name, got, tc.want)
			continue
		}
		for _, w := range tc.want {
			found := false
			for _, g := range got {
				found = found || g == w
			}
			if !found {
				t.Errorf("%s: runs %v lack %v", tc.name, got, w)
			}
		}
	}
}
