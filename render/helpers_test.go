package render

import (
	"image"
	"image/color"
	"path/filepath"
	"testing"

	"tavola/rules"
)

// atPosition sets g to the position pos and returns it, or fails the test.
func atPosition[G rules.Game](t testing.TB, g G, pos string) G {
	t.Helper()
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	return g
}

// showing places v on a w×h screen at its top-left corner, at animation
// speed s, showing g.
func showing[V View](v V, w, h int, s Speed, g rules.Game) V {
	v.SetBounds(image.Rect(0, 0, w, h))
	v.SetSpeed(s)
	v.Sync(g)
	return v
}

// mustParse returns the action s of g, or fails the test.
func mustParse(t *testing.T, g rules.Game, s string) rules.Action {
	t.Helper()
	a, err := g.ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// writePNG writes img as dir/name for the docs, when dir
// (TAVOLA_SCREENSHOTS) names a folder; it checks nothing.
func writePNG(t *testing.T, dir, name string, img image.Image) {
	t.Helper()
	if dir == "" {
		return
	}
	if err := writePNGFile(filepath.Join(dir, name), img); err != nil {
		t.Fatal(err)
	}
}

// near reports whether a and b differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return max(int(x)-int(y), int(y)-int(x)) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// testLabels are the words the play scene gives the boards in English.
var testLabels = Labels{
	Reserve: "reserve", Captured: "captured", Total: "total",
	ReserveTip:  [2]string{"White's reserve: the pieces still to push in", "Black's reserve: the pieces still to push in"},
	CapturedTip: [2]string{"White's captures: pieces of Black taken off the board", "Black's captures: pieces of White taken off the board"},
	Coords:      "Show or hide the coordinates", Single: "Push in a single piece", GIPFPiece: "Push in a GIPF piece (two stacked)",
	Confirm: "Take this row", Cancel: "Choose another row",
	Offer: "a row you can take", Home: "back to the reserve", Capture: "captured", Keep: "GIPF piece: click to keep it", Kept: "stays on the board",
	TrayTip:     [2]string{"Seeds captured by South", "Seeds captured by North"},
	LockTip:     [2]string{"South captures nothing until each of their four pits has been sown once", "North captures nothing until each of their four pits has been sown once"},
	PitLockTip:  "Not sown from yet: its owner captures nothing until each of their pits has been sown once",
	LockCaption: "No captures until every padlocked pit is sown",
}
