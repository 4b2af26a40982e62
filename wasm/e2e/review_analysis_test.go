//go:build !js

package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/rules/catalog"
	"tavola/session"
)

// TestBrowserAnalyseInReviewShowsProgressThenMarks continues a Gravity
// game of two people, clicks Analyse under its move list, and sees the
// analysis run in the AI's worker: the page is told its progress at
// least once before it ends, a step back in review taken meanwhile does
// not stop it, and it ends done.
func TestBrowserAnalyseInReviewShowsProgressThenMarks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.Position()
	srv := serve(t, buildSite(t))
	ctx := browserIn(t, t.TempDir())
	open(t, ctx, srv.URL+"/main.html")
	save := session.Save{Game: "gravity", Start: start, Moves: strings.Fields("d6 c4 e5 h1 e4 d4 f5 c5")}
	setItem(t, ctx, "tavola."+session.Key("gravity"), string(save.Encode()))
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	key(t, ctx, "\r") // Continue
	waitAttr(t, ctx, "data-scene", "play", 10*time.Second)
	waitAttr(t, ctx, "data-analysis", "idle", 10*time.Second)
	at := strings.Fields(gameAttr(t, ctx, "data-analyse-at"))
	if len(at) != 2 {
		t.Fatalf("data-analyse-at is %q, want the Analyse button's place", at)
	}
	fx, _ := strconv.ParseFloat(at[0], 64)
	fy, _ := strconv.ParseFloat(at[1], 64)
	box, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => { const r = document.querySelector("canvas").getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()`))
	if err != nil || len(box) != 4 {
		t.Fatalf("the canvas: %v %v", box, err)
	}
	x, y := box[0]+fx*box[2], box[1]+fy*box[3]
	if err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(100*time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))); err != nil {
		t.Fatal(err)
	}
	var seen []string
	stepped := false
	for deadline := time.Now().Add(90 * time.Second); ; {
		v := gameAttr(t, ctx, "data-analysis")
		if len(seen) == 0 || seen[len(seen)-1] != v {
			seen = append(seen, v)
		}
		if strings.HasPrefix(v, "running") && !stepped {
			key(t, ctx, kb.ArrowLeft)
			stepped = true
		}
		if v == "done" || (v == "idle" && stepped) || time.Now().After(deadline) {
			break
		}
		sleep(t, ctx, 50*time.Millisecond)
	}
	t.Logf("the page was told %q", seen)
	if seen[len(seen)-1] != "done" {
		screenshot(t, ctx, "analysis-review-failed")
		t.Fatalf("the analysis did not end done: %q", seen)
	}
	progressed := false
	for _, v := range seen {
		if f := strings.Fields(v); len(f) == 3 && f[0] == "running" && f[1] != "0" {
			progressed = true
		}
	}
	if !progressed {
		t.Errorf("no progress was told while it ran: %q", seen)
	}
	if !stepped {
		t.Error("the analysis never showed as running")
	}
	screenshot(t, ctx, "analysis-review")
}
