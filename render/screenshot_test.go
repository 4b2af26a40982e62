package render

import (
	"image/color"
	"os"
	"testing"

	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// TestScreenshots draws the scenes of docs/screenshots/board-*.png and
// checks that each looks like its reference in testdata (see
// matchReference); with TAVOLA_SCREENSHOTS naming a folder it also writes
// them there at full size, for the docs.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	classic, _ := sprites.PaletteByName("classic")
	contrast, _ := sprites.PaletteByName("contrast")
	night, _ := sprites.PaletteByName("night")
	bg := classic.Background
	save := func(name string, v View, w, h int, back color.RGBA) {
		t.Helper()
		v.SetLabels(testLabels)
		px := pixels(drawn(v, w, h, back))
		matchReference(t, name, px)
		writePNG(t, dir, name, px)
	}
	play := func(g rules.Game, moves ...string) {
		t.Helper()
		for _, m := range moves {
			g.Apply(mustParse(t, g, m), nil)
		}
	}

	// Gravity in the middle of a game: last move, hints, hover preview.
	g := gravity.New()
	play(g, "d4", "e5", "c3", "f6", "d5", "e4", "c6", "b3", "g3")
	v := showing(NewGravityView(classic), 900, 700, SpeedNormal, g)
	v.SetHints(true)
	x, y := v.(*GravityView).center(mustSquare(t, "d3"))
	v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
	save("board-gravity.png", v, 900, 700, bg)

	// Gravity won: the winning line.
	w := gravity.New()
	if err := w.SetPosition("8/8/8/8/8/8/8/8 w"); err != nil {
		t.Fatal(err)
	}
	play(w, "a1", "h8", "a2", "h7", "a3", "h6", "b5", "g1")
	ev := w.Apply(rules.Action(mustSquare(t, "b4")), []rules.Event{})
	v = showing(NewGravityView(classic), 700, 700, SpeedNormal, w)
	v.Animate(w, 0, ev)
	for range 120 {
		v.Update()
	}
	save("board-gravity-win.png", v, 700, 700, bg)

	// Gravity mid-animation, colour-blind palette, portrait.
	c := gravity.New()
	play(c, "d4", "e5", "c3", "f6")
	v = showing(NewGravityView(contrast), 480, 800, SpeedNormal, c)
	ev = c.Apply(rules.Action(mustSquare(t, "e4")), []rules.Event{})
	v.Animate(c, 0, ev)
	for range 21 {
		v.Update()
	}
	save("board-gravity-contrast-portrait.png", v, 480, 800, contrast.Background)

	// Kpé at the start with the hover preview of B.
	k := kpe.New()
	kv := showing(NewKpeView(classic), 900, 700, SpeedNormal, k)
	kv.SetHints(true)
	x, y = kv.(*KpeView).pitCenter(1)
	kv.Input(k, Pointer{X: int(x), Y: int(y), Present: true})
	save("board-kpe.png", kv, 900, 700, bg)

	// Kpé with a pile of 40 in the middle of its lapping sowing.
	big := kpe.New()
	if err := big.SetPosition("40,1,1,1/1,1,1,1 S ABCD abcd 1 0"); err != nil {
		t.Fatal(err)
	}
	kv = showing(NewKpeView(classic), 900, 700, SpeedNormal, big)
	save("board-kpe-40.png", kv, 900, 700, bg)
	ev = big.Apply(0, []rules.Event{})
	kv.Animate(big, 0, ev)
	for range 130 {
		kv.Update()
	}
	save("board-kpe-lap.png", kv, 900, 700, bg)

	// Kpé in the opening, night palette: South has played from A and B
	// only, so C and D still carry the lock mark and South's tray its
	// padlock; North is unlocked.
	lock := kpe.New()
	if err := lock.SetPosition("7,0,8,7/7,6,0,7 S AB abcd 0 6"); err != nil {
		t.Fatal(err)
	}
	kv = showing(NewKpeView(night), 900, 700, SpeedNormal, lock)
	save("board-kpe-lock.png", kv, 900, 700, night.Background)

	// Kpé, colour-blind palette, portrait, after a capture.
	cap := kpe.New()
	if err := cap.SetPosition("1,1,9,2/1,3,7,3 S ABCD abcd 10 11"); err != nil {
		t.Fatal(err)
	}
	kv = showing(NewKpeView(contrast), 480, 800, SpeedNormal, cap)
	ev = cap.Apply(3, []rules.Event{})
	kv.Animate(cap, 3, ev)
	for range 200 {
		kv.Update()
	}
	save("board-kpe-contrast-portrait.png", kv, 480, 800, contrast.Background)
}

func mustSquare(t *testing.T, s string) int {
	t.Helper()
	sq, err := gravity.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}
