//go:build !js

package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/rules/catalog"
	"tavola/session"
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
	openDemo(t, ctx)
	sleep(t, ctx, 3*time.Second)
	logFrames(t, ctx, dir, "demo", 8*time.Second)

	took, stats := levelSixReply(t, ctx, srv.URL, dir)
	t.Logf("level-6 reply (gravity, first move): %.1f s; frames while thinking: %v", took.Seconds(), stats)
	sleep(t, ctx, time.Second)
	logFrames(t, ctx, dir, "play, a person to move (Gravity, after the reply)", 4*time.Second)
	ys = yardstick(t, ctx, srv.URL, dir, 4*time.Second)
	t.Logf("yardstick again: %v\n  by thread: %s", ys, ys.busiest(6))
}

// openLevelSixSave leaves in the site's storage only a saved Gravity game
// with the level-6 AI to move first, opens a new page (a new AI worker)
// and returns the save: Continue opens it, and the AI's reply is saved as
// soon as it is played.
func openLevelSixSave(t *testing.T, ctx context.Context, base string) string {
	t.Helper()
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.Position()
	save := string(session.Save{Game: "gravity", Start: start, Seats: [2]session.Seat{{AI: true, Level: 6}, {}}}.Encode())
	if url, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`location.href`)); !strings.HasPrefix(url, base) {
		open(t, ctx, base+"/main.html") // localStorage is the site's
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`localStorage.clear(), localStorage.setItem("tavola.autosave", `+strconv.Quote(save)+`), true`)); err != nil {
		t.Fatal(err)
	}
	open(t, ctx, base+"/main.html")
	sleep(t, ctx, 2*time.Second)
	return save
}

// levelSixReply opens a saved Gravity game with the level-6 AI to move
// first, continues it (a new page: the worker's first search) and returns
// the time until the AI's move is saved, and the frames meanwhile.
func levelSixReply(t *testing.T, ctx context.Context, base, dir string) (time.Duration, frameStats) {
	t.Helper()
	save := openLevelSixSave(t, ctx, base)
	before, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("tavola.autosave-gravity") || localStorage.getItem("tavola.autosave")`))
	key(t, ctx, "\r")
	t0 := time.Now()
	stats := measureFramesIn(t, ctx, dir, 1500*time.Millisecond)
	for {
		now, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("tavola.autosave-gravity") || localStorage.getItem("tavola.autosave")`))
		if now != before && now != "" && now != save {
			break
		}
		if time.Since(t0) > 90*time.Second {
			t.Fatal("no reply in 90 s")
		}
		sleep(t, ctx, 100*time.Millisecond)
	}
	return time.Since(t0), stats
}

// firstReplyInPage is levelSixReply timed by the page's own clock, from
// the Enter that continues the game to the first move shown (data-moves),
// with no frame probe running meanwhile.
func firstReplyInPage(t *testing.T, ctx context.Context, base, dir string) (time.Duration, frameStats) {
	t.Helper()
	openLevelSixSave(t, ctx, base)
	watch := `(() => {
		const root = document.documentElement;
		document.addEventListener("keydown", () => { window.tavolaT0 = window.tavolaT0 || performance.now(); }, true);
		new MutationObserver(() => {
			if (window.tavolaT0 && root.dataset.scene === "play" && root.dataset.moves === "1" && !window.tavolaReply)
				window.tavolaReply = performance.now() - window.tavolaT0;
		}).observe(root, { attributes: true });
		return true; })()`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](watch)); err != nil {
		t.Fatal(err)
	}
	c0 := chromiumThreads(dir)
	key(t, ctx, "\r")
	reply, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.tavolaReply`, chromedp.WithPollingTimeout(90*time.Second)))
	if err != nil {
		t.Fatalf("no reply: %v", err)
	}
	// The processor time of the browser's threads meanwhile, by thread.
	cpu := frameStats{threads: chromiumThreads(dir)}
	for k, v := range cpu.threads {
		cpu.threads[k] = v - c0[k]
	}
	return time.Duration(reply * float64(time.Millisecond)), cpu
}

// TestBrowserFirstReply measures, for docs/BENCHMARKS.md, the time to the
// AI worker's first level-6 reply, three times (a new page each). It runs
// only with TAVOLA_BROWSER_PERF=1.
func TestBrowserFirstReply(t *testing.T) {
	if os.Getenv("TAVOLA_BROWSER_PERF") == "" {
		t.Skip("TAVOLA_BROWSER_PERF=1 measures the browser build")
	}
	srv := serve(t, buildSite(t))
	dir := t.TempDir()
	ctx := browserIn(t, dir)
	for range 3 {
		took, cpu := firstReplyInPage(t, ctx, srv.URL, dir)
		t.Logf("level-6 reply (gravity, first move), from Enter to the move shown: %.2f s; processor time meanwhile (ms): %s", took.Seconds(), strings.TrimSuffix(cpu.busiest(3), " (ms/frame)"))
	}
}

// openDemo opens the AI-against-AI demo from the title's menu (Play,
// Saved games, Demo) and waits until it plays: a measure of another scene
// would be taken for the demo's.
func openDemo(t *testing.T, ctx context.Context) {
	t.Helper()
	key(t, ctx, kb.ArrowDown)
	key(t, ctx, kb.ArrowDown)
	key(t, ctx, "\r")
	waitAttr(t, ctx, "data-demo", "on", 10*time.Second)
}

// logFrames measures the game's frames for d and logs them with the
// frames the app drew meanwhile (data-draws: the others presented
// nothing new) and the busiest threads.
func logFrames(t *testing.T, ctx context.Context, dir, what string, d time.Duration) {
	t.Helper()
	d0, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	s := measureFramesIn(t, ctx, dir, d)
	d1, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	t.Logf("%s: %v, %d drawn, canvas zoom %q at the end\n  by thread: %s", what, s, d1-d0, gameAttr(t, ctx, "data-zoom"), s.busiest(6))
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
	openDemo(t, ctx)
	sleep(t, ctx, 3*time.Second)
	t.Logf("demo:%s", traceFor(t, ctx, 3*time.Second))
}

// TestBrowserPresentFloor measures, for docs/BENCHMARKS.md, what
// Ebitengine's present costs in this browser: the yardstick page (with a
// multisampled canvas, as a trivial page gets by default, and without, as
// main.html asks), and the least Ebitengine game (testdata/present) that
// draws an 8×8 square on every frame, on every 2nd and 4th, and never. It
// runs only with TAVOLA_BROWSER_PERF=1.
func TestBrowserPresentFloor(t *testing.T) {
	if os.Getenv("TAVOLA_BROWSER_PERF") == "" {
		t.Skip("TAVOLA_BROWSER_PERF=1 measures the browser build")
	}
	site := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(site, "present.wasm"), "./testdata/present")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building testdata/present: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	for from, to := range map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join("testdata", "present", "index.html"):                              "index.html",
	} {
		b, err := os.ReadFile(from)
		if err == nil {
			err = os.WriteFile(filepath.Join(site, to), b, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	mux := http.NewServeMux()
	mux.Handle("/testdata/", http.StripPrefix("/testdata/", http.FileServer(http.Dir("testdata"))))
	mux.Handle("/present/", http.StripPrefix("/present/", http.FileServer(http.Dir(site))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	dir := t.TempDir()
	ctx := browserIn(t, dir)
	page := func(what, url string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(srv.URL+url)); err != nil {
			t.Fatal(err)
		}
		sleep(t, ctx, 2*time.Second)
		d0, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
		s := measureFramesIn(t, ctx, dir, 4*time.Second)
		d1, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
		t.Logf("%s: %v, %d drawn\n  by thread: %s", what, s, d1-d0, s.busiest(6))
	}
	for range 2 {
		page("yardstick", "/testdata/webgl2.html")
		page("yardstick, no multisampling", "/testdata/webgl2.html?antialias=0")
		page("Ebitengine, a square every frame", "/present/index.html?draw=every")
		page("Ebitengine, a square every 2nd frame", "/present/index.html?draw=2")
		page("Ebitengine, a square every 4th frame", "/present/index.html?draw=4")
		page("Ebitengine, a square every frame, canvas at 1/1.5", "/present/index.html?draw=every&zoom=1.5")
		page("Ebitengine, a square every frame, canvas at 1/2", "/present/index.html?draw=every&zoom=2")
		page("Ebitengine, still", "/present/index.html?draw=none")
	}
}
