//go:build !js

package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"tavola/session"
	"tavola/wasm/site"
)

// topAttr reads an attribute of the top page's <html> (index.html's, the
// shell where offline.js writes data-offline and data-update).
func topAttr(t *testing.T, ctx context.Context, name string) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.documentElement.getAttribute(`+strconv.Quote(name)+`) || ""`))
	if err != nil {
		t.Fatalf("reading %s: %v", name, err)
	}
	return v
}

// waitTop waits until the top page's attribute is want.
func waitTop(t *testing.T, ctx context.Context, name, want string, d time.Duration) {
	t.Helper()
	js := `document.documentElement.getAttribute(` + strconv.Quote(name) + `) === ` + strconv.Quote(want)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(d))); err != nil {
		t.Fatalf("the page's %s is %q after %v, want %q: %v", name, topAttr(t, ctx, name), d, want, err)
	}
}

// offline takes the network away from the page and its service worker, as
// DevTools' offline mode does.
func offline(t *testing.T, ctx context.Context) {
	t.Helper()
	yes := true
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &yes,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatalf("offline: %v", err)
	}
	if _, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{
		Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatalf("offline: %v", err)
	}
	if on, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.onLine`)); err != nil || on {
		t.Fatalf("navigator.onLine is %v (%v) after going offline", on, err)
	}
}

// metaVersion is the version the page's <meta name="version"> names.
func metaVersion(t *testing.T, ctx context.Context) string {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector('meta[name="version"]') || {}).content || ""`))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// playAgainstTheAI continues a saved game of Gravity where the AI (level
// 1, in its worker) moves first, waits for its move, then plays a move of
// the person's with a click on the board's middle and waits for the AI's
// answer: three actions.
func playAgainstTheAI(t *testing.T, ctx context.Context) {
	t.Helper()
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	focus(t, ctx)
	key(t, ctx, "\r") // Continue
	waitAttr(t, ctx, "data-scene", "play", 10*time.Second)
	waitAttr(t, ctx, "data-moves", "1", 60*time.Second)
	if where := gameAttr(t, ctx, "data-ai"); where != "worker" {
		t.Errorf("the AI ran on %q, want its worker", where)
	}
	sleep(t, ctx, 2*time.Second) // the AI's piece lands
	// The board's middle, a little above it (the view is centred in the
	// 1024×768 page, the panel on its right).
	for _, at := range [][2]float64{{430, 384}, {430, 300}, {500, 384}} {
		if err := chromedp.Do(ctx,
			chromedp.MouseEvent(chromedp.MouseMoved, at[0], at[1]),
			chromedp.Sleep(150*time.Millisecond),
			chromedp.MouseEvent(chromedp.MousePressed, at[0], at[1], chromedp.ButtonLeft),
			chromedp.Sleep(120*time.Millisecond),
			chromedp.MouseEvent(chromedp.MouseReleased, at[0], at[1], chromedp.ButtonLeft),
			chromedp.Sleep(time.Second)); err != nil {
			t.Fatal(err)
		}
		if gameAttr(t, ctx, "data-moves") != "1" {
			break
		}
	}
	if gameAttr(t, ctx, "data-moves") == "1" {
		screenshot(t, ctx, "offline-no-move")
		t.Fatal("three clicks on the board played no move")
	}
	waitAttr(t, ctx, "data-moves", "3", 60*time.Second)
}

// TestBrowserPlaysOfflineAfterTheFirstVisit visits the site once, lets its
// service worker cache the build, takes the network away (DevTools'
// offline emulation, and the server closed too), reloads, and plays
// against the AI: the page, the app's and the AI's WebAssembly and
// everything they load come from the cache. Any console error (a request
// that failed offline) fails the test.
func TestBrowserPlaysOfflineAfterTheFirstVisit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	open(t, ctx, srv.URL+"/")
	waitTop(t, ctx, "data-offline", "ready", 60*time.Second)
	saveWith(t, ctx, [2]session.Seat{{AI: true, Level: 1}, {}})
	offline(t, ctx)
	srv.Close()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	playAgainstTheAI(t, ctx)
	// The Kpé slice is there too, for the AI and the coach.
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`fetch("kpe-web.tbl").then(r => r.ok ? r.arrayBuffer() : new ArrayBuffer(0)).then(b => b.byteLength)`, chromedp.EvalAwaitPromise))
	if err != nil || n < 1000 {
		t.Errorf("kpe-web.tbl offline: %d bytes (%v)", n, err)
	}
}

// TestBrowserFindsTheSiteInstallable loads the shell and asks Chromium
// whether it could install it as an app (Page.getInstallabilityErrors:
// none), and checks the manifest it read: standalone, its icons, one
// maskable.
func TestBrowserFindsTheSiteInstallable(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	open(t, ctx, srv.URL+"/")
	waitTop(t, ctx, "data-offline", "ready", 60*time.Second)
	res, err := chromedp.Call(ctx, page.GetInstallabilityErrors, struct{}{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range res.InstallabilityErrors {
		t.Errorf("installability error: %s %v", e.ErrorID, e.ErrorArguments)
	}
	m, err := chromedp.Call(ctx, page.GetAppManifest, page.GetAppManifestParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range m.Errors {
		t.Errorf("manifest error: %s", e.Message)
	}
	if !strings.HasSuffix(m.URL, "/manifest.json") {
		t.Errorf("the manifest is %q", m.URL)
	}
	for _, want := range []string{`"display": "standalone"`, `"purpose": "maskable"`, `"icon-192.png"`, `"icon-512.png"`} {
		if !strings.Contains(m.Data, want) {
			t.Errorf("the manifest lacks %s", want)
		}
	}
}

// switchable serves one of two site folders, the one set last: a new build
// deployed under an open page.
type switchable struct{ dir atomic.Pointer[string] }

func (s *switchable) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	site.Handler(*s.dir.Load()).ServeHTTP(w, r)
}

// secondBuild builds the site again as another version, into a folder of
// its own (the Kpé slice copied from the first, not solved again).
func secondBuild(t *testing.T, first string) string {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join(first, "kpe-web.tbl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "kpe-web.tbl"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if err := site.Build(site.Options{Root: root, Out: dir, Version: "e2e-second-build"}); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBrowserOffersANewBuildAndKeepsTheGame plays a move against the AI,
// deploys a second build under the open page and lets the page look for
// it (as it does when shown again, and hourly): the offer appears in the
// page's language and nothing reloads by itself; the player's click on
// Reload brings the new build, and Continue the game as it was.
func TestBrowserOffersANewBuildAndKeepsTheGame(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm twice and starts a browser")
	}
	first := buildSite(t)
	second := secondBuild(t, first)
	sw := &switchable{}
	sw.dir.Store(&first)
	srv := httptest.NewServer(sw)
	t.Cleanup(srv.Close)
	ctx := browser(t)
	open(t, ctx, srv.URL+"/")
	waitTop(t, ctx, "data-offline", "ready", 60*time.Second)
	v1 := metaVersion(t, ctx)
	saveWith(t, ctx, [2]session.Seat{{AI: true, Level: 1}, {}})
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	playAgainstTheAI(t, ctx)
	moves := gameAttr(t, ctx, "data-moves")

	sw.dir.Store(&second)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(window.tavolaStillHere = true)`)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => true)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	waitTop(t, ctx, "data-update", "ready", 60*time.Second)
	text := func() string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("update").innerText`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if got := text(); !strings.Contains(got, "A new version is ready") || !strings.Contains(got, "Reload") {
		t.Errorf("the offer says %q in English", got)
	}
	lang := topAttr(t, ctx, "lang")
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.documentElement.lang = "it", true)`)); err != nil {
		t.Fatal(err)
	}
	sleep(t, ctx, 200*time.Millisecond)
	if got := text(); !strings.Contains(got, "È pronta una nuova versione") || !strings.Contains(got, "Ricarica") {
		t.Errorf("the offer says %q in Italian", got)
	}
	chromedp.Run(ctx, chromedp.Evaluate[bool](`(document.documentElement.lang = `+strconv.Quote(lang)+`, true)`))
	screenshot(t, ctx, "update-offer")
	sleep(t, ctx, 3*time.Second)
	still, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.tavolaStillHere === true`))
	if err != nil || !still || metaVersion(t, ctx) != v1 || gameAttr(t, ctx, "data-scene") != "play" {
		t.Fatalf("the page reloaded by itself (%v, %v), or left the game", still, err)
	}

	// The player's click on Reload.
	box, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const r = document.getElementById("update-reload").getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`))
	if err != nil || len(box) != 2 {
		t.Fatalf("the Reload button: %v %v", box, err)
	}
	if err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, box[0], box[1], chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, box[0], box[1], chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	// The page goes away under the test's questions: ask again until the
	// new one answers.
	for deadline := time.Now().Add(30 * time.Second); ; {
		fresh, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.tavolaStillHere !== true && document.readyState === "complete"`))
		if err == nil && fresh {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Reload did not reload the page (%v)", err)
		}
		time.Sleep(200 * time.Millisecond)
	}
	waitGame(t, ctx)
	if v2 := metaVersion(t, ctx); v2 != "e2e-second-build" || v2 == v1 {
		t.Errorf("after the reload the page is version %q (before %q), want e2e-second-build", v2, v1)
	}
	if u := topAttr(t, ctx, "data-update"); u != "" {
		t.Errorf("the new build is offered again (data-update %q)", u)
	}
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	focus(t, ctx)
	key(t, ctx, "\r") // Continue
	waitAttr(t, ctx, "data-scene", "play", 10*time.Second)
	waitAttr(t, ctx, "data-moves", moves, 10*time.Second)
}

// plainHost serves dir as a plain static host does: the files as they
// are, no pre-compressed forms (removed from a copy), under prefix.
func plainHost(t *testing.T, dir, prefix string) *httptest.Server {
	t.Helper()
	plain := t.TempDir()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if e.IsDir() || strings.HasSuffix(e.Name(), ".gz") || strings.HasSuffix(e.Name(), ".br") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(plain, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mux := http.NewServeMux()
	mux.Handle(prefix+"/", http.StripPrefix(prefix, http.FileServer(http.Dir(plain))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// TestBrowserPlaysFromAPlainStaticHost serves the site as any static host
// would (Go's file server, no .gz or .br, index.html redirected to ./):
// it loads as /index.html, draws its title, caches itself, and comes back
// offline at the same address and takes Enter.
func TestBrowserPlaysFromAPlainStaticHost(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := plainHost(t, buildSite(t), "")
	ctx := browser(t)
	open(t, ctx, srv.URL+"/index.html")
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	waitTop(t, ctx, "data-offline", "ready", 60*time.Second)
	offline(t, ctx)
	srv.Close()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/index.html")); err != nil {
		t.Fatalf("/index.html offline: %v", err)
	}
	waitGame(t, ctx)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	focus(t, ctx)
	key(t, ctx, "\r")
	waitAttr(t, ctx, "data-scene", "choose", 10*time.Second)
}

// TestBrowserPlaysFromASubPath serves the site under /games/tavola/ (with
// its pre-compressed forms): it loads, its service worker's scope is that
// path, and it comes back offline.
func TestBrowserPlaysFromASubPath(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	mux := http.NewServeMux()
	mux.Handle("/games/tavola/", http.StripPrefix("/games/tavola", site.Handler(buildSite(t))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	ctx := browser(t)
	open(t, ctx, srv.URL+"/games/tavola/")
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	waitTop(t, ctx, "data-offline", "ready", 60*time.Second)
	scope, err := chromedp.Run(ctx, chromedp.Evaluate[string](`navigator.serviceWorker.getRegistration().then(r => r.scope)`, chromedp.EvalAwaitPromise))
	if err != nil || scope != srv.URL+"/games/tavola/" {
		t.Errorf("the service worker's scope is %q (%v), want %s/games/tavola/", scope, err, srv.URL)
	}
	offline(t, ctx)
	srv.Close()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	focus(t, ctx)
	key(t, ctx, "\r")
	waitAttr(t, ctx, "data-scene", "choose", 10*time.Second)
}
