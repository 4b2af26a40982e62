//go:build !js

package e2e

import (
	"strconv"
	"testing"
	"time"
)

// TestBrowserEvalBarFollowsTheDemoFromTheWorker opens the demo in the
// browser: the evaluation bar's values come from the AI's worker (its
// evaluate requests, between the demo's searches), keep coming as the game
// goes on, and the app draws frames all along.
func TestBrowserEvalBarFollowsTheDemoFromTheWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browserIn(t, t.TempDir())
	open(t, ctx, srv.URL+"/main.html")
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	openDemo(t, ctx)
	d0, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	seen := map[string]bool{}
	var order []string
	deadline := time.Now().Add(90 * time.Second)
	for len(order) < 3 && time.Now().Before(deadline) {
		if v := gameAttr(t, ctx, "data-evalbar"); v != "" && !seen[v] {
			seen[v] = true
			order = append(order, v)
		}
		sleep(t, ctx, 100*time.Millisecond)
	}
	d1, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	t.Logf("the bar wrote %q; the demo drew %d frames meanwhile", order, d1-d0)
	if len(order) < 3 {
		t.Errorf("the bar wrote %q in 90 s: want three different values as the demo plays", order)
	}
	if where := gameAttr(t, ctx, "data-ai"); where != "worker" {
		t.Errorf("the AI runs on %q, want the worker", where)
	}
	if d1-d0 < 10 {
		t.Errorf("the demo drew %d frames while the bar followed it", d1-d0)
	}
}
