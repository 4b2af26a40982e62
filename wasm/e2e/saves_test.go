//go:build !js

package e2e

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserMovesABrokenSaveAsideOnce plants a broken Gravity save (a
// 2,000-character unknown key) and a good Kpé one in localStorage, in a
// portrait page: the broken one must be moved to a key of its own and told
// in a notice that stays inside the screen, the good one left alone, and
// the next load must say nothing more.
func TestBrowserMovesABrokenSaveAsideOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	// load waits for the game after a (re)load, lets it settle and takes
	// the screen.
	load := func(what string) image.Image {
		t.Helper()
		waitGame(t, ctx)
		sleep(t, ctx, 3*time.Second)
		return screenshot(t, ctx, what)
	}
	// The test compares screens pixel by pixel, so the page keeps its full
	// resolution: on a loaded machine a slow start could otherwise halve it
	// for one screen and not the other (platform/resolution.go).
	openAt(t, ctx, srv.URL+"/main.html?resolution=full", 560, 780)
	load("saves-first")

	good := "tavola-save 2\ngame kpe\nstart 6,6,6,6/6,6,6,6 S - - 0 0\nseats human ai:2\nmoves C\nend\n"
	bad := "tavola-save 2\ngame gravity\nstart 8/8/8/8/8/8/8/8 w\nseats human ai:2\nmoves e4\n" +
		strings.Repeat("k", 2000) + " 1\nend\n"
	plant := func(js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
	}
	// The title with the Kpé game alone, to compare with.
	plant(`localStorage.clear(); localStorage.setItem("tavola.autosave-kpe", ` + jsString(good) + `);`)
	clean := load("saves-clean")
	plant(`localStorage.setItem("tavola.autosave-gravity", ` + jsString(bad) + `);`)
	told := load("saves-notice")
	keys := func() string {
		t.Helper()
		ks, err := chromedp.Run(ctx, chromedp.Evaluate[string](`Object.keys(localStorage).sort().join(" ")`))
		if err != nil {
			t.Fatal(err)
		}
		return ks
	}
	first := keys()
	if !strings.Contains(first, "tavola.autosave-gravity.broken-") || strings.Contains(first, "tavola.autosave-gravity ") ||
		!strings.Contains(first, "tavola.autosave-kpe") {
		t.Fatalf("localStorage keys %q: want the broken save moved aside and the Kpé one kept", first)
	}
	moved, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		`localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith("tavola.autosave-gravity.broken-")))`))
	if err != nil || moved != bad {
		t.Errorf("the moved entry holds %d bytes (%v), want the %d of the broken save", len(moved), err, len(bad))
	}
	// The notice is drawn at the bottom, and nothing touches the screen's
	// edges there (before, the one-line message ran off both of them). The
	// menu moves up to make room, so the bottom changes anyway; the edges
	// must not.
	b := told.Bounds()
	bottom := image.Rect(b.Min.X, b.Max.Y-b.Dy()/4, b.Max.X, b.Max.Y)
	if f := changedIn(clean, told, bottom); f < 0.05 {
		t.Errorf("the bottom of the title changed %.1f%% with a broken save: no notice", 100*f)
	}
	for _, x := range []int{b.Min.X + 1, b.Max.X - 2} {
		if f := changedIn(clean, told, image.Rect(x, bottom.Min.Y, x+1, bottom.Max.Y)); f > 0 {
			t.Errorf("the notice reaches the screen's edge at x=%d", x)
		}
	}

	plant(``)
	again := load("saves-again")
	if got := keys(); got != first {
		t.Errorf("the next load changed localStorage: %q, want %q", got, first)
	}
	if f := changedIn(clean, again, bottom); f > 0.001 {
		t.Errorf("the next load still shows something at the bottom (%.1f%% changed)", 100*f)
	}
}

// jsString quotes s for JavaScript (the saves hold no quote or backslash).
func jsString(s string) string {
	return `"` + strings.ReplaceAll(s, "\n", `\n`) + `"`
}

// changedIn is the fraction of pixels of r that differ between a and b.
func changedIn(a, b image.Image, r image.Rectangle) float64 {
	n, diff := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			n++
			if a.At(x, y) != b.At(x, y) {
				diff++
			}
		}
	}
	return float64(diff) / float64(max(n, 1))
}
