package aiwork

import (
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/catalog"
)

// gameOf is a game of name from position (its start when empty) and the
// actions of moves.
func gameOf(t *testing.T, name, position string, moves ...string) (rules.Game, []rules.Action) {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	if position != "" {
		if err := g.SetPosition(position); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone()
	var acts []rules.Action
	for _, m := range moves {
		a, err := c.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		c.Apply(a, nil)
		acts = append(acts, a)
	}
	return g, acts
}

// randomGame is a game of name of plies random actions.
func randomGame(t *testing.T, name string, plies int) (rules.Game, []rules.Action) {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Clone()
	playRandom(c, plies)
	_, moves, err := History(c)
	if err != nil {
		t.Fatal(err)
	}
	return gameOf(t, name, "", moves...)
}

func analysisRequest(t testing.TB, id uint64, start rules.Game, actions []rules.Action) Request {
	t.Helper()
	pos, err := start.Position()
	if err != nil {
		t.Fatal(err)
	}
	c := start.Clone()
	var moves []string
	for _, a := range actions {
		moves = append(moves, c.FormatAction(a))
		c.Apply(a, nil)
	}
	return Request{ID: id, Analyse: true, Game: start.Name(), Start: pos, Moves: moves}
}

// TestAnalysisRoundTrip: an analysis written as a reply reads back the
// same with its game, in every game; a progress too; and what does not
// fit the game is refused.
func TestAnalysisRoundTrip(t *testing.T) {
	for _, name := range catalog.Names() {
		g, acts := randomGame(t, name, 12)
		an, err := analysis.Analyse(g, acts, analysis.Options{NewEvaluator: func() analysis.Evaluator {
			return &analysis.Search{Budget: ai.Budget{Nodes: 2000, MCTS: name == "kpe"}, Seed: 1}
		}})
		if err != nil {
			t.Fatal(err)
		}
		msg := Reply{ID: 5, Analysis: encodeAnalysis(g, acts, an)}.Encode()
		r, ok, err := DecodeReply(msg)
		if err != nil || !ok || r.ID != 5 || r.Analysis == nil {
			t.Fatalf("%s: the analysis reply read back as %+v, %v, %v", name, r, ok, err)
		}
		back, err := ReadAnalysis(g, acts, r.Analysis)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(back, an) {
			t.Errorf("%s: the analysis read back as\n%+v\nwant\n%+v", name, back, an)
		}
		if _, err := ReadAnalysis(g, acts[:len(acts)-3], r.Analysis); err == nil {
			t.Errorf("%s: an analysis was read with a shorter game", name)
		}
		f := strings.Fields(r.Analysis[0])
		for _, c := range []struct {
			field int
			to    string
		}{{0, "!!"}, {1, "NaN"}, {7, "1e999"}, {9, "99"}, {10, "zz9"}} {
			if c.field >= len(f) {
				continue
			}
			bad := slices.Clone(r.Analysis)
			mutated := slices.Clone(f)
			mutated[c.field] = c.to
			bad[0] = strings.Join(mutated, " ")
			if _, err := ReadAnalysis(g, acts, bad); err == nil {
				t.Errorf("%s: field %d as %q was read", name, c.field, c.to)
			}
		}
	}
	p, _, err := DecodeReply(Reply{ID: 3, Progress: &Progress{4, 61}}.Encode())
	if err != nil || p.Progress == nil || *p.Progress != (Progress{4, 61}) {
		t.Errorf("the progress read back as %+v, %v", p, err)
	}
	for _, bad := range []string{"progress\n3\n5 4", "progress\n3\n-1 4", "progress\n3\nfive 4", "progress\n3"} {
		if _, _, err := DecodeReply(bad); err == nil {
			t.Errorf("DecodeReply(%q) did not fail", bad)
		}
	}
}

// analysed is a Server on its own goroutine, with every reply it posted
// and when.
type analysed struct {
	s       *Server
	mu      sync.Mutex
	replies []timed
}

type timed struct {
	at time.Time
	r  Reply
}

func newAnalysed(t *testing.T) *analysed {
	t.Helper()
	a := &analysed{}
	a.s = NewServer(catalog.New, func(m string) {
		r, ok, err := DecodeReply(m)
		if err != nil || !ok {
			t.Errorf("the server posted %q: %v", m, err)
			return
		}
		a.mu.Lock()
		a.replies = append(a.replies, timed{time.Now(), r})
		a.mu.Unlock()
	})
	go a.s.Run(20*time.Millisecond, func() { time.Sleep(time.Millisecond) })
	return a
}

// waitFor waits until a reply satisfies ok and returns it.
func (a *analysed) waitFor(t *testing.T, d time.Duration, what string, ok func(Reply) bool) timed {
	t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		a.mu.Lock()
		for _, r := range a.replies {
			if ok(r.r) {
				a.mu.Unlock()
				return r
			}
		}
		a.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
	t.Fatalf("no %s in %v", what, d)
	return timed{}
}

func (a *analysed) of(id uint64) []timed {
	a.mu.Lock()
	defer a.mu.Unlock()
	var out []timed
	for _, r := range a.replies {
		if r.r.ID == id {
			out = append(out, r)
		}
	}
	return out
}

// TestServerAnalysesAGame: Black's h1 lets White's four through on d1;
// the worker's analysis reports its progress from 0 to every position,
// then marks h1 a blunder with d1 the better move.
func TestServerAnalysesAGame(t *testing.T) {
	g, acts := gameOf(t, "gravity", "6bb/7b/8/8/8/8/8/www5 b", "h1", "d1")
	a := newAnalysed(t)
	a.s.Handle(analysisRequest(t, 4, g, acts).Encode())
	end := a.waitFor(t, 30*time.Second, "analysis", func(r Reply) bool { return r.ID == 4 && (r.Analysis != nil || r.Err != "") })
	if end.r.Err != "" {
		t.Fatal(end.r.Err)
	}
	var seen []Progress
	for _, r := range a.of(4) {
		if r.r.Progress != nil {
			seen = append(seen, *r.r.Progress)
		}
	}
	if want := []Progress{{0, 3}, {1, 3}, {2, 3}, {3, 3}}; !reflect.DeepEqual(seen, want) {
		t.Errorf("progress %v, want %v", seen, want)
	}
	an, err := ReadAnalysis(g, acts, end.r.Analysis)
	if err != nil {
		t.Fatal(err)
	}
	black := an.Moves[0]
	if black.Mark != analysis.Blunder || len(black.Better) != 1 || g.FormatAction(black.Better[0]) != "d1" {
		t.Errorf("h1 marked %v with better %v, want a blunder and d1", black.Mark, black.Better)
	}
	if an.Moves[1].Mark != analysis.Best {
		t.Errorf("the winning d1 marked %v", an.Moves[1].Mark)
	}
}

// TestAnalysisGivesWayToASearch: while the worker analyses a game, its
// progress comes at least once a second, a search asked meanwhile is
// answered within its own time and the analysis goes on after it; a
// cancelled analysis says no more, and a bad one gets an error.
func TestAnalysisGivesWayToASearch(t *testing.T) {
	g, acts := randomGame(t, "gipf-standard", 40)
	a := newAnalysed(t)
	a.s.Handle(analysisRequest(t, 1, g, acts).Encode())
	progress := func(id uint64, done int) func(Reply) bool {
		return func(r Reply) bool { return r.ID == id && r.Progress != nil && r.Progress.Done >= done }
	}
	a.waitFor(t, 10*time.Second, "progress 2", progress(1, 2))
	search := request(t, "gravity", 4, 2, 2)
	asked := time.Now()
	a.s.Handle(search.Encode())
	answer := a.waitFor(t, 10*time.Second, "search reply", func(r Reply) bool { return r.ID == 2 })
	if answer.r.Action == "" {
		t.Fatalf("the search got %+v", answer.r)
	}
	if el := answer.at.Sub(asked); el > PositionTime/4 {
		t.Errorf("the search was answered %v after it was asked: it waited for the analysis", el)
	}
	before := a.of(1)
	last := before[len(before)-1].r.Progress.Done
	a.waitFor(t, 10*time.Second, "progress after the search", progress(1, last+2))
	runs := a.of(1)
	for i := 1; i < len(runs); i++ {
		if gap := runs[i].at.Sub(runs[i-1].at); gap > time.Second && runs[i-1].at.After(answer.at) {
			t.Errorf("progress %d came %v after the one before", runs[i].r.Progress.Done, gap)
		}
	}
	a.s.Handle(Cancel(1))
	time.Sleep(3 * PositionTime)
	n := len(a.of(1))
	time.Sleep(3 * PositionTime)
	if got := a.of(1); len(got) != n || got[len(got)-1].r.Analysis != nil {
		t.Errorf("the cancelled analysis went on: %d replies, then %d", n, len(got))
	}
	a.s.Handle(Request{ID: 3, Analyse: true, Game: "gravity", Start: "8/8/8/8/8/8/8/8 w", Moves: []string{"a1", "a1", "a1", "a1", "a1", "a1", "a1", "a1", "a1"}}.Encode())
	if r := a.waitFor(t, 5*time.Second, "error", func(r Reply) bool { return r.ID == 3 }); r.r.Err == "" {
		t.Errorf("an illegal game got %+v", r.r)
	}
	a.s.mu.Lock()
	defer a.s.mu.Unlock()
	if len(a.s.analyses) != 0 || len(a.s.cancelled) != 0 {
		t.Errorf("left behind: %d analyses, cancel marks %v", len(a.s.analyses), a.s.cancelled)
	}
}

// TestClientAnalysesInTheWorker: the client's run follows the worker's
// progress to its end and reads its analysis; a cancelled run ends at
// once; once the worker failed, an analysis ends with an error.
func TestClientAnalysesInTheWorker(t *testing.T) {
	l := newLinked(t)
	g, acts := gameOf(t, "gravity", "6bb/7b/8/8/8/8/8/www5 b", "h1", "d1")
	run := l.c.Analyse(g, acts)
	if done, total := run.Progress(); done != 0 || total != 3 {
		t.Errorf("a new run's progress is %d of %d", done, total)
	}
	deadline := time.Now().Add(30 * time.Second)
	for !run.Done() {
		if time.Now().After(deadline) {
			t.Fatal("the analysis never ended")
		}
		time.Sleep(time.Millisecond)
	}
	an, err := run.Result()
	if err != nil || len(an.Moves) != 2 || an.Moves[0].Mark != analysis.Blunder {
		t.Fatalf("the client's analysis %+v, %v", an, err)
	}
	if done, total := run.Progress(); done != total {
		t.Errorf("a finished run's progress is %d of %d", done, total)
	}
	long, longActs := randomGame(t, "gipf-standard", 30)
	cancelled := l.c.Analyse(long, longActs)
	cancelled.Cancel()
	if _, err := cancelled.Result(); !cancelled.Done() || err != analysis.ErrStopped {
		t.Errorf("a cancelled run: done %v, %v", cancelled.Done(), err)
	}
	bad := l.c.Analyse(g, append(acts, acts[0]))
	if _, err := bad.Result(); !bad.Done() || err == nil {
		t.Errorf("an illegal game's run: done %v, %v", bad.Done(), err)
	}
	waiting := l.c.Analyse(long, longActs)
	l.c.Fail("gone")
	if _, err := waiting.Result(); !waiting.Done() || err == nil {
		t.Errorf("a run when the worker failed: done %v, %v", waiting.Done(), err)
	}
	if after := l.c.Analyse(g, acts); !after.Done() {
		t.Error("an analysis started after the worker failed is under way")
	}
}
