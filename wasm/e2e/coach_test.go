//go:build !js

package e2e

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tavola/i18n"
	"tavola/session"
	"tavola/settings"
)

// TestBrowserCoachRatesInTheWorker continues a Kpé endgame that the
// browser's slice of the tables solves, with the coach on: the notes
// come (from the AI's worker, the coach's only one in the browser) and
// say they are exact.
func TestBrowserCoachRatesInTheWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browserIn(t, t.TempDir())
	open(t, ctx, srv.URL+"/main.html") // localStorage is the page's: open it first
	set := settings.Defaults()
	set.Coach, set.Lang = true, "en"
	setItem(t, ctx, "tavola.settings", string(set.Encode()))
	save := session.Save{Game: "kpe", Start: "2,0,1,1/0,1,1,0 S ABCD abcd 22 20", Seats: [2]session.Seat{{}, {AI: true, Level: 1}}}
	setItem(t, ctx, "tavola."+session.Key("kpe"), string(save.Encode()))
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	key(t, ctx, "\r") // Continue
	waitAttr(t, ctx, "data-scene", "play", 10*time.Second)
	waitAttr(t, ctx, "data-coach", i18n.English.T(i18n.CoachExact), 60*time.Second)
	if where := gameAttr(t, ctx, "data-ai"); where != "worker" {
		t.Errorf("the coach's worker is %q, want the worker", where)
	}
	screenshot(t, ctx, "kpe-coach")
}
