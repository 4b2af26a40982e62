//go:build !js

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tavola/puzzles"
	"tavola/rules"
)

// TestBrowserSolvesAPuzzleByClicksAfterAWrongTry opens Puzzles from the
// title, a Gravity puzzle, and plays it by clicks on the board: the
// hint's mark (data-hint) says where the solution's move is; a wrong move,
// clicked where the two marks seen put another square, is refuted by the
// AI in its worker and taken back; then the solution's moves, each where
// its hint marks it, solve it. The progress is in localStorage, and a
// reload reads it back.
func TestBrowserSolvesAPuzzleByClicksAfterAWrongTry(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	const w, h = 1024, 768
	openAt(t, ctx, srv.URL+"/main.html?resolution=full", w, h)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	sleep(t, ctx, time.Second)
	focus(t, ctx)
	// Play, Saved games, Demo, Puzzles.
	for range 3 {
		key(t, ctx, kb.ArrowDown)
	}
	key(t, ctx, "\r")
	waitAttr(t, ctx, "data-scene", "puzzles", 10*time.Second)
	key(t, ctx, "\r") // Gravity
	waitAttr(t, ctx, "data-scene", "puzzle", 10*time.Second)

	state := func() (id, phase string, streak int) {
		t.Helper()
		f := strings.Fields(gameAttr(t, ctx, "data-puzzle"))
		if len(f) != 3 {
			t.Fatalf("data-puzzle is %q", gameAttr(t, ctx, "data-puzzle"))
		}
		n, _ := strconv.Atoi(f[2])
		return f[0], f[1], n
	}
	id, phase, _ := state()
	if phase != "yours" || !strings.HasPrefix(id, "gravity-") {
		t.Fatalf("the puzzle %s opens in phase %s", id, phase)
	}
	p := shippedPuzzle(t, id)
	g, line, err := p.Line()
	if err != nil {
		t.Fatal(err)
	}
	click := func(x, y float64) {
		t.Helper()
		if err := chromedp.Do(ctx,
			chromedp.MouseEvent(chromedp.MouseMoved, x, y),
			chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft),
			chromedp.Sleep(100*time.Millisecond),
			chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft),
			chromedp.Sleep(100*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
	}
	// hint asks for the hint and returns where its mark is, in the page.
	hint := func() (x, y float64) {
		t.Helper()
		key(t, ctx, "h")
		waitPage(t, ctx, `!!document.documentElement.dataset.hint`, "the hint's mark")
		var fx, fy int
		if _, err := fmt.Sscanf(gameAttr(t, ctx, "data-hint"), "%d,%d", &fx, &fy); err != nil {
			t.Fatal(err)
		}
		return float64(fx) * w / 1000, float64(fy) * h / 1000
	}
	waitYours := func(plies int) {
		t.Helper()
		waitPage(t, ctx, fmt.Sprintf(`(d => d.puzzle.split(" ")[1] === "yours" && d.moves === "%d")(document.documentElement.dataset)`, plies),
			fmt.Sprintf("the player's move after %d plies", plies))
	}

	// The first move, where its hint marks it.
	x0, y0 := hint()
	click(x0, y0)
	if len(line) < 3 {
		t.Fatalf("puzzle %s: a line of %d moves, want a reply and a second move", id, len(line))
	}
	waitYours(2)
	x1, y1 := hint()
	// Two marks, two squares: where every square is (a Gravity action is
	// its entry square, file-major, rank 1 at the bottom).
	sq0, sq1 := int(line[0]), int(line[2])
	f0, r0, f1, r1 := float64(sq0/8), float64(sq0%8), float64(sq1/8), float64(sq1%8)
	var cell float64
	switch {
	case f0 != f1:
		cell = (x1 - x0) / (f1 - f0)
	case r0 != r1:
		cell = (y0 - y1) / (r1 - r0)
	default:
		t.Fatal("the two hints mark the same square")
	}
	at := func(sq int) (x, y float64) {
		return x0 + (float64(sq/8)-f0)*cell, y0 - (float64(sq%8)-r0)*cell
	}
	// A wrong move there: an entry that lands elsewhere than the
	// solution's and does not end the game.
	now := g.Clone()
	now.Apply(line[0], nil)
	now.Apply(line[1], nil)
	right := now.Clone()
	right.Apply(line[2], nil)
	wrong := rules.Action(255)
	for _, a := range now.Actions(nil) {
		c := now.Clone()
		c.Apply(a, nil)
		if c.Hash() != right.Hash() && !c.Outcome().Over {
			wrong = a
			break
		}
	}
	if wrong == 255 {
		t.Fatal("no wrong move")
	}
	// The page records every value the attempt's state takes from here
	// (each record's old value, then the last): the steps are quicker than
	// a screenshot, and a slow frame may run several ticks at once.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[chromedp.Void](`(() => {
		window.seen = {"data-moves": [], "data-puzzle": []};
		new MutationObserver(ms => {
			for (const m of ms) {
				const s = window.seen[m.attributeName];
				if (s.length === 0 || s[s.length - 1] !== m.oldValue) s.push(m.oldValue);
			}
		}).observe(document.documentElement, {attributes: true, attributeOldValue: true, attributeFilter: ["data-moves", "data-puzzle"]});
	})()`)); err != nil {
		t.Fatal(err)
	}
	click(at(int(wrong)))
	// The AI's answer (data-moves 4) comes from the worker; then both are
	// taken back.
	waitYours(2)
	seen, err := chromedp.Run(ctx, chromedp.Evaluate[map[string][]string](`(() => {
		const d = document.documentElement.dataset;
		return {"data-moves": window.seen["data-moves"].concat([d.moves]), "data-puzzle": window.seen["data-puzzle"].concat([d.puzzle])};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	moves, states := strings.Join(seen["data-moves"], " "), strings.Join(seen["data-puzzle"], "; ")
	if !strings.Contains(moves, "2 3 4") || !strings.HasSuffix(moves, " 2") {
		t.Errorf("after the wrong move %s the board showed %s plies; want 2 3 4 (the wrong move and its refutation) then back to 2",
			now.FormatAction(wrong), moves)
	}
	for _, want := range []string{id + " refuting 0", id + " taking-back 0", id + " yours 0"} {
		if !strings.Contains(states, want) {
			t.Errorf("after the wrong move %s the attempt went %s; want %q among them", now.FormatAction(wrong), states, want)
		}
	}

	// Solve it from there, each move where its hint marks it.
	for k := 0; ; k++ {
		if k > 6 {
			t.Fatal("never solved")
		}
		_, ph, _ := state()
		if ph == "solved" {
			break
		}
		click(hint())
		waitPage(t, ctx, `(s => s === "yours" || s === "solved")(document.documentElement.dataset.puzzle.split(" ")[1])`+
			` && document.documentElement.dataset.hint === ""`, "the next move or the solve")
		sleep(t, ctx, 500*time.Millisecond)
	}
	screenshot(t, ctx, "puzzle-solved")

	// The progress is kept, a failure (a hint and a wrong move), and read
	// back after a reload.
	kept := func() *puzzles.Progress {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem("tavola.puzzles") || ""`))
		if err != nil {
			t.Fatal(err)
		}
		pr, err := puzzles.ReadProgress([]byte(s))
		if err != nil {
			t.Fatalf("localStorage's puzzles %q: %v", s, err)
		}
		return pr
	}
	pr := kept()
	if done, ok := pr.Done[id]; !ok || done || pr.Streak != 0 || pr.Rating.R >= puzzles.NewRating.R {
		t.Errorf("kept progress %+v, want %s failed", pr, id)
	}
	b, _ := json.Marshal(pr)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitGame(t, ctx)
	waitAttr(t, ctx, "data-scene", "title", 30*time.Second)
	if again, _ := json.Marshal(kept()); string(again) != string(b) {
		t.Errorf("after a reload the progress is %s, want %s", again, b)
	}
}

// shippedPuzzle is the shipped puzzle called id.
func shippedPuzzle(t *testing.T, id string) *puzzles.Puzzle {
	t.Helper()
	game := id[:strings.LastIndexByte(id, '-')]
	if game == "gipf" {
		game = "gipf-standard"
	}
	set, err := puzzles.Shipped(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set {
		if p.ID == id {
			return p
		}
	}
	t.Fatalf("no shipped puzzle %s", id)
	return nil
}

// waitPage polls main.html until js is true, for up to a minute (an
// answer from the worker on a loaded machine takes a while).
func waitPage(t *testing.T, ctx context.Context, js, what string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(time.Minute))); err != nil {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(document.documentElement.dataset)`))
		t.Fatalf("%s: %v (the page's state: %s)", what, err, got)
	}
}
