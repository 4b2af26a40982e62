//go:build !js

package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/rules/record"
)

// TestBrowserSavesDownloadsAndOpensAGameFile plays the browser's side of
// Save and Open (issue 13): a game opened by a link is saved from its menu
// into localStorage (a key tavola.game.<name> holding its record), then
// downloaded as a file from the same menu (the file's record replays to the
// game's position), and a record file chosen through the menu's Open a game
// file opens its game.
func TestBrowserSavesDownloadsAndOpensAGameFile(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	grav := replayed(t, "[Game \"gravity\"]\n\n1. d6 1... c4 2. e5\n")
	code, err := record.EncodeLink(grav.rec)
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	downloads := events(ctx, cdpbrowser.DownloadProgress)
	choosers := events(ctx, page.FileChooserOpened)
	open(t, ctx, srv.URL+"/index.html#r="+code)
	const state = `document.getElementById("game").contentDocument.documentElement.dataset`
	waitFor(t, ctx, state+`.position === `+strconv.Quote(grav.pos), "the link's game")
	dir := t.TempDir()
	if _, err := chromedp.Call(ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: new(true)}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true}); err != nil {
		t.Fatal(err)
	}
	sleep(t, ctx, 2*time.Second)
	focus(t, ctx)
	menu := func(downs int) { // Enter opens the game's menu
		t.Helper()
		key(t, ctx, "\r")
		sleep(t, ctx, 600*time.Millisecond)
		for range downs {
			key(t, ctx, kb.ArrowDown)
		}
		key(t, ctx, "\r")
	}

	// Save the game, the menu's first item: a record in localStorage.
	menu(0)
	waitFor(t, ctx, `Object.keys(localStorage).some(k => k.startsWith("tavola.game."))`, "the game saved")
	saved, err := chromedp.Run(ctx, chromedp.Evaluate[string](
		`localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith("tavola.game.")))`))
	if err != nil {
		t.Fatal(err)
	}
	if got := replayed(t, saved); got.pos != grav.pos {
		t.Errorf("the saved game stands at %q, want %q:\n%s", got.pos, grav.pos, saved)
	}

	// Download the game as a file, its seventh item.
	menu(6)
	ev, ok := wait(downloads, 30*time.Second, func(e *cdpbrowser.EventDownloadProgress) bool {
		return e.State == cdpbrowser.DownloadProgressStateCompleted
	})
	if !ok {
		t.Fatal("no download completed")
	}
	file, err := os.ReadFile(filepath.Join(dir, ev.GUID))
	if err != nil {
		t.Fatal(err)
	}
	if got := replayed(t, string(file)); got.pos != grav.pos {
		t.Errorf("the downloaded game stands at %q, want %q:\n%s", got.pos, grav.pos, file)
	}

	// Open a game file, its eighth item: the chosen file's game opens.
	kpe := replayed(t, "[Game \"kpe\"]\n[South \"Ada\"]\n\n1. A 1... d 2. C\n")
	path := filepath.Join(dir, "kpe.txt")
	if err := os.WriteFile(path, []byte(kpe.text), 0o644); err != nil {
		t.Fatal(err)
	}
	menu(7)
	fc, ok := wait(choosers, 30*time.Second, func(*page.EventFileChooserOpened) bool { return true })
	if !ok {
		t.Fatal("Open a game file asked for no file")
	}
	if _, err := chromedp.Call(ctx, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{path}, BackendNodeID: fc.BackendNodeID}); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, state+`.game === "kpe" && `+state+`.position === `+strconv.Quote(kpe.pos), "the game file opened")
}

// events is chromedp.Events(ctx, ev) on a channel, read from now on.
func events[E any](ctx context.Context, ev cdp.Event[E]) <-chan *E {
	c := make(chan *E, 16)
	seq := chromedp.Events(ctx, ev)
	go func() {
		defer close(c)
		for e, err := range seq {
			if err != nil {
				return
			}
			select {
			case c <- &e:
			case <-ctx.Done():
				return
			}
		}
	}()
	return c
}

// wait returns the first event of c that ok accepts, within d.
func wait[E any](c <-chan *E, d time.Duration, ok func(*E) bool) (*E, bool) {
	timeout := time.After(d)
	for {
		select {
		case e, open := <-c:
			if !open {
				return nil, false
			}
			if ok(e) {
				return e, true
			}
		case <-timeout:
			return nil, false
		}
	}
}
