package analysis

import (
	"errors"
	"reflect"
	"sync/atomic"
	"testing"

	"tavola/ai"
	"tavola/rules"
)

// selfPlayed plays n actions of the AI at level 2 from g (not changed) and
// returns them, stopping early when the game ends.
func selfPlayed(t *testing.T, g rules.Game, n int) []rules.Action {
	t.Helper()
	c := g.Clone()
	var out []rules.Action
	for i := 0; i < n && !c.Outcome().Over; i++ {
		r := ai.NewSearch(c, 2, uint64(i+1), 0).Run()
		if !r.OK {
			t.Fatalf("action %d: the AI found nothing", i+1)
		}
		c.Apply(r.Action, nil)
		out = append(out, r.Action)
	}
	return out
}

func nodeSearch(nodes int64, mcts bool) func() Evaluator {
	return func() Evaluator { return &Search{Budget: ai.Budget{Nodes: nodes, MCTS: mcts}, Seed: 1} }
}

func never() bool { return false }

// TestRunStepByStepGivesWhatAnalyseGives: one evaluator stepping a Run
// position by position ends with the analysis Analyse makes on two
// workers, and the progress counts one position a step.
func TestRunStepByStepGivesWhatAnalyseGives(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := selfPlayed(t, g, 10)
	want, err := Analyse(g, acts, Options{NewEvaluator: nodeSearch(3000, false), Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRun(g, acts)
	if err != nil {
		t.Fatal(err)
	}
	if r.Total() != len(want.Moves)+1 {
		t.Fatalf("Total %d for %d turns", r.Total(), len(want.Moves))
	}
	if _, err := r.Result(); err == nil {
		t.Error("Result before any position was searched did not fail")
	}
	ev := nodeSearch(3000, false)()
	for step := 1; ; step++ {
		finished, err := r.Step(ev, never)
		if err != nil {
			t.Fatal(err)
		}
		if done, total := r.Progress(); done != step || total != r.Total() {
			t.Fatalf("after step %d the progress is %d of %d", step, done, total)
		}
		if finished != (step == r.Total()) {
			t.Fatalf("step %d of %d reports finished %v", step, r.Total(), finished)
		}
		if finished {
			break
		}
	}
	got, err := r.Result()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("stepped analysis differs from Analyse's:\n%+v\n%+v", got, want)
	}
}

// TestAnalysisIsTheSameOnAnyNumberOfWorkers: with a budget of nodes the
// analysis does not depend on how many workers share the positions, in
// GIPF, in Gravity and in Kpé (an opening, and an endgame the solver
// proves within its node count).
func TestAnalysisIsTheSameOnAnyNumberOfWorkers(t *testing.T) {
	for _, c := range []struct {
		game, position string
		actions        int
		ev             func() Evaluator
	}{
		{"gipf-standard", "", 8, nodeSearch(2000, false)},
		{"gravity", "", 12, nodeSearch(3000, false)},
		{"kpe", "", 8, nodeSearch(1000, true)},
		{"kpe", "3,0,0,1/0,0,2,0 S ABCD abcd 21 21", 6, nodeSearch(1000, true)},
	} {
		g := newGame(t, c.game, c.position)
		acts := selfPlayed(t, g, c.actions)
		var first *Game
		for _, w := range []int{1, 2, 4} {
			an, err := Analyse(g, acts, Options{NewEvaluator: c.ev, Workers: w})
			if err != nil {
				t.Fatalf("%s on %d workers: %v", c.game, w, err)
			}
			if first == nil {
				first = an
			} else if !reflect.DeepEqual(an, first) {
				t.Errorf("%s %q: %d workers give\n%+v\none gives\n%+v", c.game, c.position, w, an, first)
			}
		}
	}
}

// TestAStoppedStepIsSearchedAgain: a Step stopped in the middle of its
// position counts nothing, and the next Step searches that position again,
// to the same end as an analysis never stopped.
func TestAStoppedStepIsSearchedAgain(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := selfPlayed(t, g, 4)
	want, err := Analyse(g, acts, Options{NewEvaluator: nodeSearch(200_000, false)})
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRun(g, acts)
	if err != nil {
		t.Fatal(err)
	}
	ev := nodeSearch(200_000, false)()
	always := func() bool { return true } // the search gets one slice
	if _, err := r.Step(ev, always); !errors.Is(err, ErrStopped) {
		t.Fatalf("a stopped step returned %v, want ErrStopped", err)
	}
	if done, _ := r.Progress(); done != 0 {
		t.Fatalf("a stopped step counted %d positions", done)
	}
	for {
		finished, err := r.Step(ev, never)
		if err != nil {
			t.Fatal(err)
		}
		if finished {
			break
		}
	}
	got, err := r.Result()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("after a stop the analysis differs:\n%+v\n%+v", got, want)
	}
}

// TestWorkStopsAndGoesOn: Work stopped part way keeps the positions it
// searched and says ErrStopped; Work again finishes the rest, to the same
// end as Analyse.
func TestWorkStopsAndGoesOn(t *testing.T) {
	g := newGame(t, "gravity", "")
	acts := selfPlayed(t, g, 8)
	want, err := Analyse(g, acts, Options{NewEvaluator: nodeSearch(3000, false)})
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRun(g, acts)
	if err != nil {
		t.Fatal(err)
	}
	var seen atomic.Int32
	stop := func() bool { return seen.Load() >= 3 }
	progress := func(done, total int) {
		if total != r.Total() {
			t.Errorf("progress total %d, want %d", total, r.Total())
		}
		seen.Store(int32(done))
	}
	if err := r.Work(2, nodeSearch(3000, false), stop, progress); !errors.Is(err, ErrStopped) {
		t.Fatalf("stopped Work returned %v", err)
	}
	done, total := r.Progress()
	if done < 3 || done >= total {
		t.Fatalf("stopped after 3 positions, the progress is %d of %d", done, total)
	}
	if err := r.Work(2, nodeSearch(3000, false), nil, progress); err != nil {
		t.Fatal(err)
	}
	if int(seen.Load()) != total {
		t.Errorf("the progress ended at %d of %d", seen.Load(), total)
	}
	got, err := r.Result()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("the analysis worked in two goes differs from Analyse's")
	}
}

// failing is an evaluator whose searches fail.
type failing struct{}

func (failing) Evaluate(rules.Game, func() bool) (Eval, error) {
	return Eval{}, errors.New("no search today")
}

// TestAFailedSearchEndsTheRun: the search's error is the Run's from then
// on, and no result is made.
func TestAFailedSearchEndsTheRun(t *testing.T) {
	g := newGame(t, "gravity", "")
	r, err := NewRun(g, play(t, g, "a1", "b1"))
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Work(2, func() Evaluator { return failing{} }, nil, nil); err == nil || errors.Is(err, ErrStopped) {
		t.Fatalf("Work with failing searches returned %v", err)
	}
	if _, err := r.Step(nodeSearch(1000, false)(), never); err == nil {
		t.Error("a Step after the failure searched on")
	}
	if _, err := r.Result(); err == nil {
		t.Error("a failed Run has a result")
	}
}
