//go:build !js

package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/rules/record"
)

// TestBrowserOpensAShareLinkAndItsLinkOpensInAnotherBrowser opens
// index.html with a share link's fragment (#r=…) in headless Chromium: the
// game must open at the link's last move (the page's data-position, which
// the app writes for tests, is the position the record replays to), the
// address must lose the fragment (a reload continues the game from its
// autosave, at the same position), Share in the game's menu must give a
// link that opens the same game in another browser, with storage of its
// own; a link put into the address bar later opens its game, and the
// paste box opens a record the page's paste event brings.
func TestBrowserOpensAShareLinkAndItsLinkOpensInAnotherBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	kpe := replayed(t, "[Game \"kpe\"]\n\n1. A 1... d 2. C 2... b 3. D 3... a\n")
	code, err := record.EncodeLink(kpe.rec)
	if err != nil {
		t.Fatal(err)
	}
	want := kpe.pos

	site := buildSite(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(site)))
	defer srv.Close()

	// The app runs in index.html's frame; its state is on the frame's <html>.
	const state = `(document.getElementById("game").contentDocument || document).documentElement.dataset`
	open := func(ctx context.Context, url, what string) {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(url)); err != nil {
			t.Fatalf("%s: navigate: %v", what, err)
		}
		if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](state+`.position === `+strconv.Quote(want),
			chromedp.WithPollingTimeout(90*time.Second))); err != nil {
			got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`String(`+state+`.position)`))
			t.Fatalf("%s: the game did not open at %q: %v (the page shows %q)", what, want, err, got)
		}
	}
	ctx := browser(t)
	open(ctx, srv.URL+"/index.html#r="+code, "the link")
	if err := chromedp.Do(ctx, chromedp.Sleep(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	shot := screenshot(t, ctx, "link-opened")
	if n := colours(shot); n < 40 {
		t.Errorf("the game opened by the link has %d colours: nothing is drawn", n)
	}
	if os.Getenv("TAVOLA_SCREENSHOTS") != "" {
		t.Logf("screenshot browser-link-opened.png saved")
	}
	if hash, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.hash`)); err != nil || hash != "" {
		t.Errorf("the address keeps the fragment %q (%v)", hash, err)
	}

	// A reload continues the game from its autosave: Continue is the
	// title's first item.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.getElementById("game").contentDocument.querySelector("canvas") !== null`,
		chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Sleep(3*time.Second)); err != nil {
		t.Fatal(err)
	}
	keys := func(what string, ks ...string) {
		t.Helper()
		for _, k := range ks {
			if err := chromedp.Do(ctx, chromedp.KeyEvent(k), chromedp.Sleep(600*time.Millisecond)); err != nil {
				t.Fatalf("%s: %v", what, err)
			}
		}
	}
	focus(t, ctx)
	keys("Continue", "\r")
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](state+`.position === `+strconv.Quote(want),
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("after a reload Continue does not show the link's game: %v", err)
	}

	// Share: Enter opens the game's menu, Share is its fifth item.
	keys("Share", "\r", kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, "\r")
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`!!`+state+`.link`,
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("Share gave no link: %v", err)
	}
	link, err := chromedp.Run(ctx, chromedp.Evaluate[string](state+`.link`))
	// (Go's file server serves index.html as /.)
	if err != nil || !strings.HasPrefix(link, srv.URL+"/#r=") && !strings.HasPrefix(link, srv.URL+"/index.html#r=") {
		t.Fatalf("Share gave %q (%v), want a link to the page %s/ with #r=…", link, err, srv.URL)
	}
	screenshot(t, ctx, "share-link")

	// A link pasted into the address bar opens its game too: a Gravity
	// game, of a kind with no game in progress, at once.
	grav := replayed(t, "[Game \"gravity\"]\n\n1. d6 1... c4 2. e5\n")
	gcode, err := record.EncodeLink(grav.rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`location.hash = "#r=`+gcode+`"`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, state+`.game === "gravity" && `+state+`.position === `+strconv.Quote(grav.pos), "the link put in the address")

	// The paste box takes the page's paste event (Ctrl+V): Enter opens
	// the menu, Paste is its sixth item.
	keys("Paste", "\r", kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, kb.ArrowDown, "\r")
	waitFor(t, ctx, state+`.scene === "text"`, "the paste box")
	gipf := replayed(t, "[Game \"gipf\"]\n[Variant \"standard\"]\n\n1. a5-c5 1... a1-c3\n")
	paste := `(() => {
		const f = document.getElementById("game"), w = f.contentWindow;
		const dt = new w.DataTransfer();
		dt.setData("text/plain", ` + strconv.Quote(gipf.text) + `);
		f.contentDocument.dispatchEvent(new w.ClipboardEvent("paste", {clipboardData: dt, bubbles: true}));
	})()`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](paste)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, state+`.game === "gipf-standard" && `+state+`.position === `+strconv.Quote(gipf.pos), "the game pasted")

	// Another browser, with storage of its own, opens the link.
	other := browser(t)
	open(other, link, "the shared link")
}

// replayedRecord is a record's text, the record and where it ends.
type replayedRecord struct {
	text, pos string
	rec       *record.Record
}

func replayed(t *testing.T, text string) replayedRecord {
	t.Helper()
	r, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := r.Replay(-1)
	if err != nil {
		t.Fatal(err)
	}
	pos, _ := g.Position()
	return replayedRecord{text, pos, r}
}

// waitFor polls the page until js is true.
func waitFor(t *testing.T, ctx context.Context, js, what string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify((document.getElementById("game").contentDocument || document).documentElement.dataset)`))
		t.Fatalf("%s: %v (the page's state: %s)", what, err, got)
	}
}

// focus clicks an empty corner of the page, held as a person would, so
// that keys go to the game.
func focus(t *testing.T, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, 4, 4, chromedp.ButtonLeft),
		chromedp.Sleep(120*time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, 4, 4, chromedp.ButtonLeft),
		chromedp.Sleep(300*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
}
