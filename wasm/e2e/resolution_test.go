//go:build !js

package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserLowResolutionKeepsPointersInPlace opens the game with its
// moving frames at a quarter of the pixels (?resolution=low, what a late
// software WebGL gets): while the title's pieces ripple the canvas is
// zoomed, and a click and a quick tap on Play still land on Play; at rest
// the canvas has every pixel again.
func TestBrowserLowResolutionKeepsPointersInPlace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	const w, h = 1024, 768
	canvasWidth := func() int {
		t.Helper()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelector("canvas").width`))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	// Play is the title's first button (see
	// TestBrowserKeepsClicksTapsAndKeysQuickerThanAFrame).
	px, py := w/2, h*45/100
	click := func() {
		t.Helper()
		if err := chromedp.Do(ctx,
			chromedp.MouseEvent(chromedp.MouseMoved, float64(px), float64(py)),
			chromedp.MouseEvent(chromedp.MousePressed, float64(px), float64(py), chromedp.ButtonLeft),
			chromedp.Sleep(100*time.Millisecond),
			chromedp.MouseEvent(chromedp.MouseReleased, float64(px), float64(py), chromedp.ButtonLeft)); err != nil {
			t.Fatal(err)
		}
	}
	tap := fmt.Sprintf(`(() => {
		const c = document.querySelector("canvas");
		const t = new Touch({identifier: 7, target: c, clientX: %d, clientY: %d});
		c.dispatchEvent(new TouchEvent("touchstart", {touches: [t], targetTouches: [t], changedTouches: [t], bubbles: true, cancelable: true}));
		c.dispatchEvent(new TouchEvent("touchend", {touches: [], targetTouches: [], changedTouches: [t], bubbles: true, cancelable: true}));
	})()`, px, py)
	for _, how := range []string{"a click", "a quick tap"} {
		openAt(t, ctx, srv.URL+"/main.html?resolution=low", w, h)
		waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
		waitAttr(t, ctx, "data-zoom", "2", 20*time.Second) // the ripple
		if cw := canvasWidth(); cw != w/2 {
			t.Fatalf("the zoomed canvas is %d pixels wide, want %d", cw, w/2)
		}
		if how == "a click" {
			screenshot(t, ctx, "lowres-title")
			click()
		} else if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](tap)); err != nil {
			t.Fatal(err)
		}
		waitAttr(t, ctx, "data-scene", "choose", 10*time.Second)
	}
	waitAttr(t, ctx, "data-zoom", "1", 20*time.Second) // at rest
	if cw := canvasWidth(); cw != w {
		t.Fatalf("at rest the canvas is %d pixels wide, want %d", cw, w)
	}
	screenshot(t, ctx, "lowres-at-rest")
}
