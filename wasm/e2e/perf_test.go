//go:build !js

package e2e

import (
	"context"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/rules/catalog"
	"tavola/scenes/session"
)

// TestBrowserPerf measures, for docs/BENCHMARKS.md, the frame rate of the
// yardstick WebGL2 page and of the title and the demo, and the time to a
// level-6 reply. It runs only with TAVOLA_BROWSER_PERF=1.
func TestBrowserPerf(t *testing.T) {
	if os.Getenv("TAVOLA_BROWSER_PERF") == "" {
		t.Skip("TAVOLA_BROWSER_PERF=1 measures the browser build")
	}
	srv := serve(t, buildSite(t))
	dir := t.TempDir()
	ctx := browserIn(t, dir)
	ys := yardstick(t, ctx, srv.URL, dir, 4*time.Second)
	t.Logf("yardstick: %v\n  by thread: %s", ys, ys.busiest(6))

	var mu sync.Mutex
	var stalls []string
	go func() {
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			if strings.Contains(m.Text, "ReadPixels") {
				mu.Lock()
				stalls = append(stalls, m.Text)
				mu.Unlock()
			}
		}
	}()
	open(t, ctx, srv.URL+"/main.html")
	sleep(t, ctx, time.Second)
	mu.Lock()
	t.Logf("ReadPixels warnings while loading: %d %q", len(stalls), stalls)
	mu.Unlock()
	sleep(t, ctx, 3*time.Second)
	logFrames(t, ctx, dir, "title, 3 s after loading", 4*time.Second)
	sleep(t, ctx, 3*time.Second)
	logFrames(t, ctx, dir, "title, 10 s after loading", 4*time.Second)
	key(t, ctx, kb.ArrowDown)
	key(t, ctx, "\r")
	sleep(t, ctx, 3*time.Second)
	logFrames(t, ctx, dir, "demo", 8*time.Second)

	// A level-6 AI to move first in Gravity, from a saved game: Continue
	// opens it and the AI's reply is saved as soon as it is played.
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.Position()
	save := session.Save{Game: "gravity", Start: start, Seats: [2]session.Seat{{AI: true, Level: 6}, {}}}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.setItem("tavola.autosave", `+strconv.Quote(string(save.Encode()))+`), true`)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, srv.URL+"/main.html")
	sleep(t, ctx, 2*time.Second)
	before, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("tavola.autosave-gravity") || localStorage.getItem("tavola.autosave")`))
	key(t, ctx, "\r")
	t0 := time.Now()
	stats := measureFramesIn(t, ctx, dir, 1500*time.Millisecond)
	for {
		now, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("tavola.autosave-gravity") || localStorage.getItem("tavola.autosave")`))
		if now != before && now != "" && now != string(save.Encode()) {
			break
		}
		if time.Since(t0) > 90*time.Second {
			t.Fatal("no reply in 90 s")
		}
		sleep(t, ctx, 100*time.Millisecond)
	}
	t.Logf("level-6 reply (gravity, first move): %.1f s; frames while thinking: %v", time.Since(t0).Seconds(), stats)
	sleep(t, ctx, time.Second)
	logFrames(t, ctx, dir, "play, a person to move (Gravity, after the reply)", 4*time.Second)
}

// logFrames measures the game's frames for d and logs them with the
// frames the app drew meanwhile (data-draws: the others presented
// nothing new) and the busiest threads.
func logFrames(t *testing.T, ctx context.Context, dir, what string, d time.Duration) {
	t.Helper()
	d0, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	s := measureFramesIn(t, ctx, dir, d)
	d1, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	t.Logf("%s: %v, %d drawn\n  by thread: %s", what, s, d1-d0, s.busiest(6))
}

// TestBrowserTrace writes where the browser's time goes on a still title,
// in the demo, and in the trivial WebGL2 page. It runs only with
// TAVOLA_BROWSER_TRACE=1.
func TestBrowserTrace(t *testing.T) {
	if os.Getenv("TAVOLA_BROWSER_TRACE") == "" {
		t.Skip("TAVOLA_BROWSER_TRACE=1 traces the browser build")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(srv.URL+"/testdata/webgl2.html")); err != nil {
		t.Fatal(err)
	}
	sleep(t, ctx, time.Second)
	open(t, ctx, srv.URL+"/main.html")
	sleep(t, ctx, 9*time.Second)
	key(t, ctx, kb.ArrowDown)
	key(t, ctx, "\r")
	sleep(t, ctx, 3*time.Second)
	t.Logf("demo:%s", traceFor(t, ctx, 3*time.Second))
}
