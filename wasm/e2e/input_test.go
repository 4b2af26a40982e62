//go:build !js

package e2e

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserKeepsClicksTapsAndKeysQuickerThanAFrame dispatches a press and
// its release in one JavaScript task — no frame can fall between them, so
// Ebitengine's own input state never shows the press — as a mouse click on
// Play, a key (Esc, back to the title) and a tap on Play. Each must still
// reach the game.
func TestBrowserKeepsClicksTapsAndKeysQuickerThanAFrame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	const w, h = 1024, 768
	openAt(t, ctx, srv.URL+"/main.html", w, h)
	settle := func() {
		t.Helper()
		sleep(t, ctx, 3*time.Second)
	}
	run := func(js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](js)); err != nil {
			t.Fatalf("%s: %v", js, err)
		}
	}
	settle()
	title := screenshot(t, ctx, "quick-title")
	// Play is the title's first button, at the middle of the screen's width
	// and 45 % of its height (the menu of six under the name and its
	// pieces: Play, Saved games, Demo, Puzzles, Rules, Settings).
	px, py := w/2, h*45/100
	steps := []struct {
		name, js  string
		wantTitle bool
	}{
		{"a click", fmt.Sprintf(`(() => {
			const c = document.querySelector("canvas");
			const o = {clientX: %d, clientY: %d, button: 0, bubbles: true};
			c.dispatchEvent(new MouseEvent("mousedown", o));
			c.dispatchEvent(new MouseEvent("mouseup", o));
		})()`, px, py), false},
		{"Esc", `(() => {
			const c = document.querySelector("canvas");
			const o = {key: "Escape", code: "Escape", bubbles: true};
			c.dispatchEvent(new KeyboardEvent("keydown", o));
			c.dispatchEvent(new KeyboardEvent("keyup", o));
		})()`, true},
		{"a tap", fmt.Sprintf(`(() => {
			const c = document.querySelector("canvas");
			const t = new Touch({identifier: 7, target: c, clientX: %d, clientY: %d});
			c.dispatchEvent(new TouchEvent("touchstart", {touches: [t], targetTouches: [t], changedTouches: [t], bubbles: true, cancelable: true}));
			c.dispatchEvent(new TouchEvent("touchend", {touches: [], targetTouches: [], changedTouches: [t], bubbles: true, cancelable: true}));
		})()`, px, py), false},
	}
	for _, st := range steps {
		run(st.js)
		settle()
		got := screenshot(t, ctx, "quick-"+st.name)
		f := changed(title, got)
		if st.wantTitle && f > 0.02 {
			t.Errorf("after %s the screen differs from the title by %.1f%%: the key was lost", st.name, 100*f)
		}
		if !st.wantTitle && f < 0.02 {
			t.Errorf("after %s on Play the screen changed %.1f%%: the press was lost", st.name, 100*f)
		}
	}
}
