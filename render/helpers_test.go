package render

import (
	"image"
	"image/color"
	"image/png"
	"os"
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

// mustParse returns the action s of g, or fails the test.
func mustParse(t *testing.T, g rules.Game, s string) rules.Action {
	t.Helper()
	a, err := g.ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// writePNG writes img as dir/name, when dir (TAVOLA_SCREENSHOTS) names a
// folder.
func writePNG(t *testing.T, dir, name string, img image.Image) {
	t.Helper()
	if dir == "" {
		return
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// near reports whether a and b differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return max(int(x)-int(y), int(y)-int(x)) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
