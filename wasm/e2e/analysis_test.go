//go:build !js

package e2e

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/wasm/aiwork"
)

// TestBrowserWorkerAnalysesWhileTheDemoDraws asks a worker of the site
// (worker.js, as the app starts it) for the analysis of a GIPF game of
// 24 actions while the demo plays: the progress keeps coming, the analysis comes back and reads with its game, and the app
// draws frames all along.
func TestBrowserWorkerAnalysesWhileTheDemoDraws(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	g, err := catalog.New("gipf-standard")
	if err != nil {
		t.Fatal(err)
	}
	start, _ := g.Position()
	c := g.Clone()
	var moves []string
	var buf []rules.Action
	for i := 0; i < 24 && !c.Outcome().Over; i++ {
		buf = c.Actions(buf[:0])
		a := buf[(i*7+3)%len(buf)]
		moves = append(moves, c.FormatAction(a))
		c.Apply(a, nil)
	}
	req := aiwork.Request{ID: 1, Analyse: true, Game: g.Name(), Start: start, Moves: moves}.Encode()

	srv := serve(t, buildSite(t))
	ctx := browserIn(t, t.TempDir())
	open(t, ctx, srv.URL+"/main.html")
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	openDemo(t, ctx)
	d0, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		const a = window.tavolaAnalysis = {progress: [], end: ""};
		const w = new Worker("worker.js");
		w.onmessage = (e) => {
			const m = String(e.data);
			if (m.startsWith("progress\n")) a.progress.push([performance.now(), m.split("\n")[2]]);
			else if (m.startsWith("analysis\n") || m.startsWith("error\n") || m.startsWith("failed\n")) a.end = m;
		};
		w.postMessage(`+strconv.Quote(req)+`);
	})()`)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `window.tavolaAnalysis.end !== ""`, "the analysis")
	d1, _ := strconv.Atoi(gameAttr(t, ctx, "data-draws"))
	raw, err := chromedp.Run(ctx, chromedp.Evaluate[[][]any](`window.tavolaAnalysis.progress`))
	if err != nil {
		t.Fatal(err)
	}
	end, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.tavolaAnalysis.end`))
	if err != nil {
		t.Fatal(err)
	}
	r, ok, err := aiwork.DecodeReply(end)
	if err != nil || !ok || r.Analysis == nil {
		t.Fatalf("the worker ended with %.200q (%v)", end, err)
	}
	replayed := g.Clone()
	var acts []rules.Action
	for _, m := range moves {
		a, _ := replayed.ParseAction(m)
		replayed.Apply(a, nil)
		acts = append(acts, a)
	}
	an, err := aiwork.ReadAnalysis(g, acts, r.Analysis)
	if err != nil {
		t.Fatal(err)
	}
	var longest float64
	for i := 1; i < len(raw); i++ {
		longest = max(longest, raw[i][0].(float64)-raw[i-1][0].(float64))
	}
	last, _ := raw[len(raw)-1][1].(string)
	t.Logf("%d turns analysed, %d progress replies, the longest %.0f ms apart; the demo drew %d frames meanwhile",
		len(an.Moves), len(raw), longest, d1-d0)
	if total := strconv.Itoa(len(an.Moves) + 1); last != total+" "+total {
		t.Errorf("the last progress is %q, want %s of %s", last, total, total)
	}
	// The target is 1 s (BenchmarkWorkerAnalysisGIPF measures it); on the
	// shared 2-core machine, under make test's load, the browser's
	// threads wait for a core (2.4 s seen at load 15), hence the margin.
	if longest > 4000 {
		t.Errorf("the progress waited %.0f ms", longest)
	}
	if d1-d0 < 10 {
		t.Errorf("the demo drew %d frames during the analysis", d1-d0)
	}
}
