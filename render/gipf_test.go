package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
)

func newGIPF(t testing.TB, v gipf.Variant, pos string) *gipf.Game {
	t.Helper()
	if pos == "" {
		return gipf.New(v)
	}
	return atPosition(t, gipf.New(v), pos)
}

func point(t testing.TB, name string) int {
	t.Helper()
	p := gipf.PointIndex(name)
	if p < 0 {
		t.Fatalf("no point %s", name)
	}
	return p
}

// newGIPFTestView is a GIPF view on a 900×640 screen in the contrast
// palette (orange White, blue Black), showing g, with animations off.
func newGIPFTestView(t testing.TB, g rules.Game) *GIPFView {
	return showing(NewGIPFView(contrastPalette(t)).(*GIPFView), 900, 640, SpeedOff, g)
}

// gipfInput feeds the view the frames of a person's gesture: the pointer
// goes down at the first position, moves through the others and is lifted
// at the last, holding a few frames at each (toolchain.md: a press and a
// release in one frame are missed). It returns the action completed, if
// any.
func gipfInput(v View, g rules.Game, pts ...[2]float64) (rules.Action, bool) {
	feed := func(p Pointer) (rules.Action, bool) {
		a, ok := v.Input(g, p)
		v.Update()
		return a, ok
	}
	at := func(q [2]float64) Pointer { return Pointer{X: int(q[0]), Y: int(q[1]), Present: true} }
	var act rules.Action
	done := false
	record := func(a rules.Action, ok bool) {
		if ok && !done {
			act, done = a, true
		}
	}
	record(feed(at(pts[0])))
	p := at(pts[0])
	p.Down, p.Pressed = true, true
	record(feed(p))
	for _, q := range pts {
		for range 3 {
			p = at(q)
			p.Down = true
			record(feed(p))
		}
	}
	p = at(pts[len(pts)-1])
	p.Released = true
	record(feed(p))
	return act, done
}

// clickPoint is a press and release on one point of the board.
func clickPoint(v *GIPFView, g rules.Game, name string) (rules.Action, bool) {
	x, y := v.lay.point(gipf.PointIndex(name))
	return gipfInput(v, g, [2]float64{x, y})
}

func clickButton(v *GIPFView, g rules.Game, b gipfButton) (rules.Action, bool) {
	v.placeChoice()
	x, y := v.buttonXY(b)
	return gipfInput(v, g, [2]float64{x, y})
}

func TestGIPFBoardLiesWhereTheLayoutSays(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		name     string
		bounds   image.Rectangle
		w, h     int
		portrait bool
	}{
		{"landscape", image.Rect(30, 20, 930, 620), 960, 640, false},
		{"portrait", image.Rect(10, 30, 410, 830), 420, 860, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := newGIPF(t, gipf.Standard, "")
			v := NewGIPFView(pal).(*GIPFView)
			v.SetBounds(tc.bounds)
			v.Sync(g)
			if v.lay.portrait != tc.portrait {
				t.Fatalf("portrait layout %v, want %v", v.lay.portrait, tc.portrait)
			}
			img := pixels(drawn(v, tc.w, tc.h, bg))
			all := image.Rect(v.lay.ox, v.lay.oy, v.lay.ox+v.lay.w, v.lay.oy+v.lay.h)
			if !all.In(tc.bounds) {
				t.Fatalf("board %v leaves its bounds %v", all, tc.bounds)
			}
			if got := count(img, tc.bounds.Inset(-1).Sub(image.Pt(0, 0)), func(c color.RGBA) bool { return c != bg }); got == 0 {
				t.Fatal("nothing drawn")
			}
			outside := 0
			b := img.Bounds()
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					if !image.Pt(x, y).In(all.Inset(-2)) && img.RGBAAt(x, y) != bg {
						outside++
					}
				}
			}
			if outside != 0 {
				t.Errorf("%d pixels drawn outside the layout %v", outside, all)
			}
			// e1 faces White at the bottom, e9 at the top, a to the left.
			xe1, ye1 := v.lay.point(point(t, "e1"))
			xe9, ye9 := v.lay.point(point(t, "e9"))
			xa3, _ := v.lay.point(point(t, "a3"))
			xi3, _ := v.lay.point(point(t, "i3"))
			if !(ye1 > ye9 && math.Abs(xe1-xe9) < 1 && xa3 < xe1 && xi3 > xe1) {
				t.Errorf("orientation: e1 (%.0f,%.0f) e9 (%.0f,%.0f) a3 x %.0f i3 x %.0f", xe1, ye1, xe9, ye9, xa3, xi3)
			}
			// Neighbouring points are one spacing apart in all three directions.
			for _, pair := range [][2]string{{"e5", "e6"}, {"e5", "d5"}, {"e5", "f5"}, {"b2", "c3"}} {
				x0, y0 := v.lay.point(point(t, pair[0]))
				x1, y1 := v.lay.point(point(t, pair[1]))
				if d := math.Hypot(x1-x0, y1-y0); math.Abs(d-v.lay.s) > 0.01 {
					t.Errorf("%s–%s %.2f apart, spacing %.2f", pair[0], pair[1], d, v.lay.s)
				}
			}
			// The start position: White (orange) on b5 e2 h5, Black (blue)
			// on b2 e8 h2, and no piece on e5.
			for _, tc := range []struct {
				spot string
				is   func(color.RGBA) bool
			}{{"b5", orange}, {"e2", orange}, {"h5", orange}, {"b2", blue}, {"e8", blue}, {"h2", blue}} {
				x, y := v.lay.point(point(t, tc.spot))
				r := int(v.lay.s * 0.3)
				if n := count(img, image.Rect(int(x)-r, int(y)-r, int(x)+r, int(y)+r), tc.is); n < r*r {
					t.Errorf("%s: %d piece pixels, want at least %d", tc.spot, n, r*r)
				}
			}
			x, y := v.lay.point(point(t, "e5"))
			r := int(v.lay.s * 0.3)
			if n := count(img, image.Rect(int(x)-r, int(y)-r, int(x)+r, int(y)+r), func(c color.RGBA) bool { return orange(c) || blue(c) }); n != 0 {
				t.Errorf("e5 is empty but shows %d piece pixels", n)
			}
			// The reserves: twelve pieces each, stacked beside the board.
			for pl, is := range []func(color.RGBA) bool{orange, blue} {
				sx, sy, sw, sh := v.lay.stackRect(rules.Player(pl), stackReserve, 12)
				if n := count(img, image.Rect(int(sx), int(sy), int(sx+sw), int(sy+sh)), is); n < int(sw*sh/4) {
					t.Errorf("player %d's reserve stack: %d pixels of its colour", pl, n)
				}
			}
		})
	}
}

func TestGIPFPushAnimatesItsChainToTheRightSpots(t *testing.T) {
	// The spec's example: from the Basic start, a1-c3 pushes Black's b2
	// piece to c3 while the new White piece enters on b2.
	g := newGIPF(t, gipf.Basic, "")
	v := newGIPFTestView(t, g)
	v.SetSpeed(SpeedSlow)
	a, err := g.ParseAction("a1-c3")
	if err != nil {
		t.Fatal(err)
	}
	ev := g.Apply(a, []rules.Event{})
	v.Animate(g, a, ev)
	var slide *gstep
	steps := v.tl.Steps()
	for i := range steps {
		if steps[i].kind == gSlide {
			slide = &steps[i]
		}
	}
	if slide == nil {
		t.Fatal("no slide step")
	}
	want := []gmove{
		{point(t, "a1"), point(t, "b2"), pieceKind(rules.First, false)},
		{point(t, "b2"), point(t, "c3"), pieceKind(rules.Second, false)},
	}
	got := v.moves[slide.m0:slide.m1]
	if len(got) != len(want) {
		t.Fatalf("slide moves %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("move %d: %v, want %v", i, got[i], want[i])
		}
	}
	// Before the slide: Black still on b2, nothing on c3.
	if v.shown[point(t, "b2")] != pieceKind(rules.Second, false) || v.shown[point(t, "c3")] != noPiece {
		t.Errorf("before the slide b2=%d c3=%d", v.shown[point(t, "b2")], v.shown[point(t, "c3")])
	}
	for v.tl.Tick() < slide.Start+slide.Dur/2 {
		v.Update()
	}
	// Midway, the blue piece is between b2 and c3 and the orange one
	// between a1 and b2.
	img := pixels(drawn(v, 900, 640, color.RGBA{255, 0, 255, 255}))
	mid := func(from, to string, is func(color.RGBA) bool) {
		x0, y0 := v.lay.point(point(t, from))
		x1, y1 := v.lay.point(point(t, to))
		mx, my := (x0+x1)/2, (y0+y1)/2
		r := v.lay.s * 0.42
		sub := img.SubImage(image.Rect(int(mx-r), int(my-r), int(mx+r), int(my+r))).(*image.RGBA)
		cx, cy, n := centroid(sub, is)
		if n < 50 || math.Hypot(cx-mx, cy-my) > v.lay.s*0.15 {
			t.Errorf("%s→%s: piece centroid (%.1f,%.1f) from %d pixels, want near (%.1f,%.1f)", from, to, cx, cy, n, mx, my)
		}
	}
	mid("b2", "c3", blue)
	mid("a1", "b2", orange)
	for v.Animating() {
		v.Update()
	}
	if v.shown != v.cells {
		t.Error("after the animation the view does not show the position")
	}
	if v.shown[point(t, "c3")] != pieceKind(rules.Second, false) || v.shown[point(t, "b2")] != pieceKind(rules.First, false) {
		t.Error("after a1-c3: want Black on c3, White on b2")
	}
	if v.lastDot != point(t, "a1") || v.lastEnd != point(t, "c3") {
		t.Errorf("last push %d→%d, want a1→c3", v.lastDot, v.lastEnd)
	}
}

func TestGIPFPushAnimatesFromTheDotTheyChose(t *testing.T) {
	// d2 is empty: c1-d2 and d1-d2 are one action (written d2); the piece
	// comes in from the dot the player clicked.
	for _, dot := range []string{"c1", "d1"} {
		g := newGIPF(t, gipf.Basic, "")
		v := newGIPFTestView(t, g)
		v.SetSpeed(SpeedNormal)
		clickPoint(v, g, dot)
		a, ok := clickPoint(v, g, "d2")
		if !ok || g.FormatAction(a) != "d2" {
			t.Fatalf("%s then d2: %q %v, want d2", dot, g.FormatAction(a), ok)
		}
		ev := g.Apply(a, []rules.Event{})
		v.Animate(g, a, ev)
		if s := v.tl.Steps()[0]; s.kind != gAppear || s.point != point(t, dot) {
			t.Errorf("%s: the piece appears on %d, want the dot %s", dot, s.point, dot)
		}
		if v.lastDot != point(t, dot) {
			t.Errorf("%s: last push marked from %s", dot, gipf.PointName(v.lastDot))
		}
	}
}

func TestGIPFOnlyLegalEntriesRespond(t *testing.T) {
	// The line b2…h5 is full: a1 has no push and i5 cannot push onto h5.
	pos := "basic w3/1b3/2w3/3b3/3w2/3b1/3w w 11 12 -"
	g := newGIPF(t, gipf.Basic, pos)
	v := newGIPFTestView(t, g)
	if v.dotLegal(point(t, "a1")) {
		t.Error("a1 leads onto a full line, yet is offered")
	}
	clickPoint(v, g, "a1")
	if v.selDot != noSquare {
		t.Error("clicking a1 selected it")
	}
	clickPoint(v, g, "i5")
	if _, ok := clickPoint(v, g, "h5"); ok {
		t.Error("i5 then h5 played a push along a full line")
	}
	// A spot clicked with no dot chosen does nothing.
	v.selDot = noSquare
	if _, ok := clickPoint(v, g, "e5"); ok {
		t.Error("a spot alone played a push")
	}
	// a2 then b2 pushes along b2 c2 d2 e2.
	clickPoint(v, g, "a2")
	a, ok := clickPoint(v, g, "b2")
	if !ok {
		t.Fatal("a2 then b2 did nothing")
	}
	want, err := g.ParseAction("a2-b2")
	if err != nil {
		t.Fatal(err)
	}
	if a != want {
		t.Errorf("a2 then b2 gave %s, want %s", g.FormatAction(a), g.FormatAction(want))
	}
}

func TestGIPFDragEntersAPiece(t *testing.T) {
	g := newGIPF(t, gipf.Basic, "")
	v := newGIPFTestView(t, g)
	pt := func(n string) [2]float64 {
		x, y := v.lay.point(point(t, n))
		return [2]float64{x, y}
	}
	// From a dot: a1 dragged onto b2 pushes Black's b2 piece to c3.
	a, ok := gipfInput(v, g, pt("a1"), pt("b2"))
	if !ok || g.FormatAction(a) != "a1-c3" {
		t.Errorf("drag a1→b2: %q %v, want a1-c3", g.FormatAction(a), ok)
	}
	// From the reserve, over the dot i3, onto h4 (empty): the push h4.
	rx, ry, rw, rh := v.lay.stackRect(rules.First, stackReserve, v.reserve[rules.First])
	a, ok = gipfInput(v, g, [2]float64{rx + rw/2, ry + rh/2}, pt("i3"), pt("h4"))
	if !ok || g.FormatAction(a) != "h4" {
		t.Errorf("drag from the reserve over i3 onto h4: %q %v, want h4", g.FormatAction(a), ok)
	}
	if v.chosenDot != point(t, "i3") {
		t.Errorf("the piece dragged over i3 would come in from %s", gipf.PointName(v.chosenDot))
	}
	// Dropped off the board: nothing.
	if a, ok := gipfInput(v, g, pt("a1"), [2]float64{5, 5}); ok {
		t.Errorf("a drag dropped off the board played %s", g.FormatAction(a))
	}
}

func TestGIPFRemovalOfIntersectingRowsByClicks(t *testing.T) {
	// White's e1-e5 makes two rows that share e5: e2–e5 and c3–f5. The
	// player clicks the row to take (a spot only it holds) and confirms.
	pos := "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -"
	for _, tc := range []struct {
		click, want string
	}{
		{"e3", "xe2,e3,e4,e5"},
		{"d4", "xc3,d4,e5,f5"},
	} {
		g := newGIPF(t, gipf.Basic, pos)
		push, err := g.ParseAction("e1-e5")
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(push, nil)
		v := newGIPFTestView(t, g)
		if !v.deciding || len(v.rows) != 2 || v.selRow != -1 {
			t.Fatalf("after e1-e5: deciding %v with %d rows, selected %d", v.deciding, len(v.rows), v.selRow)
		}
		if _, ok := clickButton(v, g, btnConfirm); ok {
			t.Fatal("confirmed before a row was chosen")
		}
		if _, ok := clickPoint(v, g, tc.click); ok {
			t.Fatal("choosing a row played it without confirmation")
		}
		if v.selRow < 0 {
			t.Fatalf("clicking %s chose no row", tc.click)
		}
		a, ok := clickButton(v, g, btnConfirm)
		if !ok {
			t.Fatal("confirm did nothing")
		}
		if got := g.FormatAction(a); got != tc.want {
			t.Errorf("clicked %s: %s, want %s", tc.click, got, tc.want)
		}
		// The rules: the other row is broken, the game goes on with Black.
		ref := newGIPF(t, gipf.Basic, pos)
		ref.Apply(push, nil)
		ra, err := ref.ParseAction(tc.want)
		if err != nil {
			t.Fatal(err)
		}
		ref.Apply(ra, nil)
		g.Apply(a, nil)
		gp, _ := g.Position()
		rp, _ := ref.Position()
		if gp != rp {
			t.Errorf("after the clicked removal %q, the rules give %q", gp, rp)
		}
	}
}

func TestGIPFRemovalKeepsTheGIPFPiecesClicked(t *testing.T) {
	// Standard: White's e1-e5 makes the row e2–e5 holding White's GIPF
	// pieces, pushed to e3 and e4 (a Black GIPF piece on h5 keeps Black in
	// the game). Clicking a GIPF piece toggles it between taken and kept.
	pos := "standard 4/5/6/WWw4/6/5/3B w 9 11 -"
	for _, tc := range []struct {
		clicks []string
		want   string
	}{
		{nil, "xe2,e3,e4,e5"},
		{[]string{"e3"}, "xe2,(e3),e4,e5"},
		{[]string{"e3", "e4"}, "xe2,(e3),(e4),e5"},
		{[]string{"e3", "e3"}, "xe2,e3,e4,e5"},
	} {
		g := newGIPF(t, gipf.Standard, pos)
		push, err := g.ParseAction("e1-e5")
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(push, nil)
		v := newGIPFTestView(t, g)
		if !v.deciding || v.selRow != 0 {
			t.Fatalf("one row with GIPF pieces: deciding %v, selected %d, rows %d", v.deciding, v.selRow, len(v.rows))
		}
		for _, c := range tc.clicks {
			clickPoint(v, g, c)
		}
		a, ok := clickButton(v, g, btnConfirm)
		if !ok {
			t.Fatalf("%v: confirm did nothing", tc.clicks)
		}
		if got := g.FormatAction(a); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.clicks, got, tc.want)
		}
	}
}

func TestGIPFTournamentOffersTheGIPFToggleOnlyWhileAllowed(t *testing.T) {
	g := newGIPF(t, gipf.Tournament, "")
	v := newGIPFTestView(t, g)
	if v.choosing() {
		t.Error("the first push must be a GIPF piece, yet the toggle is offered")
	}
	clickPoint(v, g, "e1")
	a, ok := clickPoint(v, g, "e2")
	if !ok || g.FormatAction(a) != "Ge2" {
		t.Fatalf("first push: %q %v, want Ge2", g.FormatAction(a), ok)
	}
	g.Apply(a, nil)
	b, _ := g.ParseAction("Ge8")
	g.Apply(b, nil)
	v.Sync(g)
	if !v.choosing() {
		t.Fatal("after the first push White may enter either piece, yet no toggle")
	}
	clickPoint(v, g, "a1")
	a, ok = clickPoint(v, g, "b2")
	if !ok || g.FormatAction(a) != "b2" {
		t.Fatalf("single by default: %q %v, want b2", g.FormatAction(a), ok)
	}
	clickButton(v, g, btnGIPF)
	clickPoint(v, g, "a1")
	a, ok = clickPoint(v, g, "b2")
	if !ok || g.FormatAction(a) != "Gb2" {
		t.Fatalf("after choosing GIPF: %q %v, want Gb2", g.FormatAction(a), ok)
	}
	// Once White enters a single, the toggle goes for good.
	single, _ := g.ParseAction("b2")
	g.Apply(single, nil)
	g.Apply(mustParse(t, g, "h5"), nil)
	v.Sync(g)
	if v.choosing() || v.pieceChoice() != 0 {
		t.Error("White entered a single piece, yet may still choose a GIPF piece")
	}
}

func TestGIPFRemovedPiecesFlyToTheirStacks(t *testing.T) {
	// After e1-e5 White takes the row e2–e5: its four pieces fly home to
	// White's reserve.
	pos := "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -"
	g := newGIPF(t, gipf.Basic, pos)
	g.Apply(mustParse(t, g, "e1-e5"), nil)
	v := newGIPFTestView(t, g)
	v.SetSpeed(SpeedFast)
	a := mustParse(t, g, "xe2,e3,e4,e5")
	ev := g.Apply(a, []rules.Event{})
	v.Animate(g, a, ev)
	if v.shownRes[rules.First] != 8 {
		t.Errorf("before the removal the reserve shows %d, want 8", v.shownRes[rules.First])
	}
	flies, rows := 0, 0
	for _, s := range v.tl.Steps() {
		switch s.kind {
		case gFly:
			flies++
			if s.stack != stackReserve || s.owner != rules.First {
				t.Errorf("White's own piece flies to stack %d of player %d", s.stack, s.owner)
			}
		case gRow:
			rows++
		}
	}
	if flies != 4 || rows != 1 {
		t.Errorf("%d flights and %d rows, want 4 and 1", flies, rows)
	}
	for v.Animating() {
		v.Update()
	}
	if v.shownRes[rules.First] != 12 || v.shown[point(t, "e3")] != noPiece {
		t.Errorf("after the removal: reserve %d, e3 %d", v.shownRes[rules.First], v.shown[point(t, "e3")])
	}
}

func TestGIPFTapsPlayLikeClicks(t *testing.T) {
	// On a touch screen the release comes with the finger gone: not
	// present, but at the place it lifted.
	g := newGIPF(t, gipf.Basic, "")
	v := newGIPFTestView(t, g)
	tap := func(name string) (rules.Action, bool) {
		x, y := v.lay.point(point(t, name))
		p := Pointer{X: int(x), Y: int(y), Present: true, Down: true, Pressed: true}
		v.Input(g, p)
		p.Pressed = false
		v.Input(g, p)
		p.Present, p.Down, p.Released = false, false, true
		return v.Input(g, p)
	}
	tap("a1")
	a, ok := tap("b2")
	if !ok || g.FormatAction(a) != "a1-c3" {
		t.Errorf("tapping a1 then b2: %q %v, want a1-c3", g.FormatAction(a), ok)
	}
}

func TestGIPFResizeRedrawsTheArtOnlyOnceTheSizeHolds(t *testing.T) {
	g := newGIPF(t, gipf.Standard, "")
	v := newGIPFTestView(t, g)
	drawn(v, 900, 640, color.RGBA{})
	old := v.boardImg
	v.SetBounds(image.Rect(0, 0, 700, 500))
	drawn(v, 900, 640, color.RGBA{})
	if v.boardImg != old || v.pnt.art == 0 {
		t.Fatal("the board was redrawn while the size was still changing")
	}
	for range resizeSettleTicks {
		v.Update()
	}
	drawn(v, 900, 640, color.RGBA{})
	if v.boardImg == old || v.pnt.art != 0 || v.built.s != v.lay.s {
		t.Error("the board was not redrawn once the size held")
	}
}
