package trainer

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"tavola/i18n"
	"tavola/puzzles"
	"tavola/rules"
)

// shipped is the first shipped puzzle of game that fits.
func shipped(t *testing.T, game string, fits func(*puzzles.Puzzle) bool) *puzzles.Puzzle {
	t.Helper()
	set, err := puzzles.Shipped(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set {
		if fits(p) {
			return p
		}
	}
	t.Fatalf("no shipped %s puzzle fits", game)
	return nil
}

// firstAnswer is a refuter that answers with the first legal action,
// done at its first step; it counts the searches started.
type firstAnswer struct {
	started int
	g       rules.Game
}

func (f *firstAnswer) refute(g rules.Game) Search { f.started++; f.g = g; return f }
func (f *firstAnswer) Step(time.Duration) bool    { return true }
func (f *firstAnswer) Result() (rules.Action, uint64) {
	return f.g.Actions(nil)[0], 0
}
func (f *firstAnswer) Cancel() {}

// line is p's solution as actions.
func line(t *testing.T, p *puzzles.Puzzle) (rules.Game, []rules.Action) {
	t.Helper()
	g, acts, err := p.Line()
	if err != nil {
		t.Fatal(err)
	}
	return g, acts
}

// wrongMove is a legal move of g that is not want and lands elsewhere.
func wrongMove(t *testing.T, g rules.Game, want rules.Action) rules.Action {
	t.Helper()
	c := g.Clone()
	c.Apply(want, nil)
	for _, a := range g.Actions(nil) {
		d := g.Clone()
		d.Apply(a, nil)
		if d.Hash() != c.Hash() && !d.Outcome().Over {
			return a
		}
	}
	t.Fatal("no wrong move")
	return 0
}

func TestARightMovePlaysOnAndTheLinesReplyFollowsToTheSolve(t *testing.T) {
	p := shipped(t, "gravity", func(p *puzzles.Puzzle) bool { return p.Plies >= 5 })
	start, acts := line(t, p)
	pr := puzzles.NewProgress()
	kept := 0
	tr, err := New(p, pr, nil, func(*puzzles.Progress) { kept++ })
	if err != nil {
		t.Fatal(err)
	}
	want := start.Clone()
	for i, act := range acts {
		want.Apply(act, nil)
		var mv Move
		if i%2 == 0 {
			if tr.Phase() != Yours {
				t.Fatalf("move %d: phase %d, want the player's", i, tr.Phase())
			}
			if mv, err = tr.Play(act); err != nil {
				t.Fatal(err)
			}
		} else {
			if tr.Phase() != Replying {
				t.Fatalf("move %d: phase %d, want the line's reply", i, tr.Phase())
			}
			var ok bool
			if mv, ok = tr.Advance(time.Millisecond); !ok || mv.Act != act {
				t.Fatalf("move %d: the reply is %v %v, want the line's %s", i, mv.Act, ok, start.FormatAction(act))
			}
		}
		if mv.Back || mv.Game.Hash() != want.Hash() || tr.Board().Hash() != want.Hash() {
			t.Fatalf("move %d: the board is not the line's position", i)
		}
		if tr.Phase() == Solved {
			break
		}
		if i < len(acts)-1 && kept != 0 {
			t.Fatalf("counted before the end")
		}
	}
	if tr.Phase() != Solved || kept != 1 || pr.Streak != 1 || pr.Rating.R <= puzzles.NewRating.R || !pr.Done[p.ID] {
		t.Errorf("solved clean: phase %d, kept %d, progress %+v", tr.Phase(), kept, pr)
	}
	if now, d, ok := tr.Change(); !ok || d <= 0 || now != int(pr.Rating.R+0.5) {
		t.Errorf("change %d %+d %v", now, d, ok)
	}
	if s := tr.Status(i18n.English); !strings.HasPrefix(s, "Solved!") || !strings.Contains(s, "Rating") {
		t.Errorf("status %q", s)
	}
}

func TestAWrongMoveIsRefutedAndTakenBackAndEndsTheStreak(t *testing.T) {
	for _, game := range puzzles.ShippedGames {
		p := shipped(t, game, func(*puzzles.Puzzle) bool { return true })
		start, acts := line(t, p)
		pr := puzzles.NewProgress()
		pr.Streak, pr.Best = 3, 3
		kept := 0
		ref := &firstAnswer{}
		tr, err := New(p, pr, ref.refute, func(*puzzles.Progress) { kept++ })
		if err != nil {
			t.Fatal(err)
		}
		bad := wrongMove(t, start, acts[0])
		mv, err := tr.Play(bad)
		if err != nil {
			t.Fatal(err)
		}
		if tr.Phase() != Refuting || mv.Act != bad || mv.Game.Hash() == start.Hash() {
			t.Fatalf("%s: the wrong move is not shown: phase %d", game, tr.Phase())
		}
		if tr.Game().Hash() != start.Hash() {
			t.Errorf("%s: the wrong move changed the attempt's position", game)
		}
		if pr.Streak != 0 || pr.Best != 3 || kept != 1 || pr.Done[p.ID] {
			t.Errorf("%s: after a wrong move: kept %d, progress %+v; want the streak ended and kept", game, kept, pr)
		}
		// The refutation, then everything taken back, back to the start.
		var shown, back int
		for i := 0; tr.Phase() != Yours; i++ {
			if i > 40 {
				t.Fatalf("%s: never back to the player's move (phase %d)", game, tr.Phase())
			}
			mv, ok := tr.Advance(time.Millisecond)
			switch {
			case ok && mv.Back:
				back++
			case ok:
				shown++
			}
		}
		if ref.started == 0 || shown == 0 || back != shown+1 {
			t.Errorf("%s: %d searches, %d answers shown, %d taken back", game, ref.started, shown, back)
		}
		if tr.Board().Hash() != start.Hash() || tr.Game().Hash() != start.Hash() {
			t.Errorf("%s: after taking back the position is not the puzzle's", game)
		}
		if s := tr.Status(i18n.English); s != "Taken back: try again." {
			t.Errorf("%s: status %q", game, s)
		}
		// The right move still plays on; the solve is not clean, and not
		// counted twice.
		if _, err := tr.Play(acts[0]); err != nil {
			t.Fatal(err)
		}
		if kept != 1 || pr.Streak != 0 {
			t.Errorf("%s: counted again: kept %d, %+v", game, kept, pr)
		}
	}
}

func TestASolveWithAHintCountsHalfAndKeepsTheStreak(t *testing.T) {
	p := shipped(t, "kpe", func(p *puzzles.Puzzle) bool { return len(p.Solution) == 1 })
	_, acts := line(t, p)
	pr := puzzles.NewProgress()
	pr.Streak, pr.Best = 2, 4
	kept := 0
	tr, err := New(p, pr, nil, func(*puzzles.Progress) { kept++ })
	if err != nil {
		t.Fatal(err)
	}
	h, ok := tr.Hint()
	if !ok || h != acts[0] {
		t.Fatalf("hint %v %v, want the solution's first move", h, ok)
	}
	if m, ok := tr.Hinted(); !ok || m != h {
		t.Error("the hint does not stand")
	}
	if kept != 0 || pr.Streak != 2 {
		t.Errorf("the hint alone counted the attempt: kept %d, %+v", kept, pr)
	}
	if _, err := tr.Play(h); err != nil {
		t.Fatal(err)
	}
	if _, ok := tr.Hinted(); ok {
		t.Error("the hint stands after the move")
	}
	if tr.Phase() != Solved || kept != 1 || pr.Streak != 2 || pr.Best != 4 || pr.Done[p.ID] {
		t.Errorf("after a hint: phase %d, kept %d, progress %+v; want solved, counted once, the streak as it was", tr.Phase(), kept, pr)
	}
	// The rating: a Glicko-2 half point, between a clean solve and a failure.
	from := puzzles.NewProgress()
	from.Rating = puzzles.Rating{R: 1500, RD: 60, Sigma: 0.06}
	want := from.Rating.Update(p.Rating(), 0.5)
	pr2 := &puzzles.Progress{Rating: from.Rating}
	tr2, err := New(p, pr2, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr2.Hint()
	if _, err := tr2.Play(acts[0]); err != nil {
		t.Fatal(err)
	}
	if pr2.Rating != want {
		t.Errorf("solved with a hint: rating %+v, want %+v (score 0.5)", pr2.Rating, want)
	}
	if s := tr.Status(i18n.English); !strings.HasPrefix(s, "Solved with a hint") {
		t.Errorf("status %q", s)
	}
}

func TestAWrongMoveAfterAHintIsAFailure(t *testing.T) {
	p := shipped(t, "kpe", func(p *puzzles.Puzzle) bool { return len(p.Solution) == 1 })
	start, acts := line(t, p)
	pr := puzzles.NewProgress()
	pr.Streak, pr.Best = 2, 2
	tr, err := New(p, pr, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	tr.Hint()
	if _, err := tr.Play(wrongMove(t, start, acts[0])); err != nil {
		t.Fatal(err)
	}
	if pr.Streak != 0 || pr.Rating.R >= puzzles.NewRating.R {
		t.Errorf("a wrong move after a hint: %+v; want a failure", pr)
	}
}

func TestLeavingAfterAHintIsAFailure(t *testing.T) {
	p := shipped(t, "kpe", func(p *puzzles.Puzzle) bool { return len(p.Solution) == 1 })
	for _, hint := range []bool{false, true} {
		pr := puzzles.NewProgress()
		pr.Streak, pr.Best = 2, 2
		kept := 0
		tr, err := New(p, pr, nil, func(*puzzles.Progress) { kept++ })
		if err != nil {
			t.Fatal(err)
		}
		if hint {
			tr.Hint()
		}
		tr.Abandon()
		_, done := pr.Done[p.ID]
		if hint && (kept != 1 || pr.Streak != 0 || !done || pr.Done[p.ID]) {
			t.Errorf("left after a hint: kept %d, %+v; want counted as failed", kept, pr)
		}
		if !hint && (kept != 0 || pr.Streak != 2 || done) {
			t.Errorf("left untouched: kept %d, %+v; want nothing counted", kept, pr)
		}
	}
}

func TestTheSolutionPlaysTheRestOfTheLine(t *testing.T) {
	p := shipped(t, "gipf-standard", func(p *puzzles.Puzzle) bool { return len(p.Solution) >= 3 })
	start, acts := line(t, p)
	pr := puzzles.NewProgress()
	tr, err := New(p, pr, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Play(acts[0]); err != nil {
		t.Fatal(err)
	}
	if tr.Phase() == Replying {
		tr.Advance(time.Millisecond)
	}
	done := tr.Game().Plies() - start.Plies()
	if !tr.ShowSolution() || tr.Phase() != Showing {
		t.Fatal("no solution shown")
	}
	want := start.Clone()
	for _, a := range acts {
		want.Apply(a, nil)
	}
	var got []rules.Action
	for tr.Phase() == Showing {
		mv, ok := tr.Advance(time.Millisecond)
		if !ok {
			break
		}
		got = append(got, mv.Act)
	}
	if len(got) != len(acts)-done || tr.Board().Hash() != want.Hash() || tr.Phase() != Shown {
		t.Errorf("solution: %d moves shown after %d of %d, phase %d", len(got), done, len(acts), tr.Phase())
	}
	if pr.Done[p.ID] || pr.Streak != 0 || pr.Rating.R >= puzzles.NewRating.R {
		t.Errorf("a shown solution counts as failed: %+v", pr)
	}
	if s := tr.Status(i18n.Italian); !strings.HasPrefix(s, "Non risolto") {
		t.Errorf("status %q", s)
	}
}

func TestAPuzzleDoneBeforeIsNotRatedAgain(t *testing.T) {
	p := shipped(t, "kpe", func(p *puzzles.Puzzle) bool { return len(p.Solution) == 1 })
	_, acts := line(t, p)
	pr := puzzles.NewProgress()
	pr.Record(p, puzzles.Clean)
	was := *pr
	kept := 0
	tr, err := New(p, pr, nil, func(*puzzles.Progress) { kept++ })
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tr.Play(acts[0]); err != nil {
		t.Fatal(err)
	}
	if tr.Rated() || kept != 0 || pr.Rating != was.Rating || pr.Streak != was.Streak {
		t.Errorf("done before and rated again: kept %d, %+v", kept, pr)
	}
	if s := tr.Status(i18n.English); !strings.Contains(s, "not rated again") {
		t.Errorf("status %q", s)
	}
}

func TestTheTaskSaysTheGoalInBothLanguages(t *testing.T) {
	mk := func(line string) *puzzles.Puzzle {
		set, err := puzzles.Parse(line)
		if err != nil {
			t.Fatal(err)
		}
		return set[0]
	}
	for _, c := range []struct {
		p      *puzzles.Puzzle
		en, it string
	}{
		{mk("gravity-0001\tgravity\twin\t5\t1\t1b1w3w/b2b4/ww1w4/w4wbb/w3bwww/bb2bwwb/4bbbw/3bwbbw w\td2 a1 g7 a2 f6\n"),
			"White to move and win in 3 moves", "Bianco muove e vince in 3 mosse"},
		{mk("kpe-0001\tkpe\tkeep\t28\t7\t0,0,0,0/12,1,0,3 N ABCD abcd 2 30\td\n"),
			"North to move: the only move that keeps a 28-seed lead", "Nord muove: l'unica mossa che tiene 28 semi di vantaggio"},
		{mk("kpe-0004\tkpe\tkeep\t0\t2\t0,1,0,4/5,5,0,1 S ABCD abcd 16 16\tD\n"),
			"South to move: the only move that keeps the draw", "Sud muove: l'unica mossa che tiene la patta"},
		{mk("gipf-0003\tgipf-standard\ttake-two\t2\t2\tstandard bwbb/1wwb1/3wb1/1bwwb1B/4b1/bwbwb/3W b 8 4 -\ta5-f4\n"),
			"Black to move and win 2 pieces", "Nero muove e vince 2 pezzi"},
		{mk("gipf-0002\tgipf-standard\twin\t3\t3\tstandard 1bb1/3b1/w3W1/bw1B3/ww3w/w4/2w1 b 1 11 -\tf1-c2 a2-c4 a2-d5\n"),
			"Black to move and win the game", "Nero muove e vince la partita"},
	} {
		if got := Task(i18n.English, c.p); got != c.en {
			t.Errorf("%s: %q, want %q", c.p.ID, got, c.en)
		}
		if got := Task(i18n.Italian, c.p); got != c.it {
			t.Errorf("%s: %q, want %q", c.p.ID, got, c.it)
		}
	}
}

func TestThePuzzleOfTheDayIsTheSameAllDayAndChangesTheNext(t *testing.T) {
	set, err := puzzles.Shipped("gravity")
	if err != nil {
		t.Fatal(err)
	}
	pr := puzzles.NewProgress()
	r := rand.New(rand.NewPCG(1, 2))
	morning := time.Date(2026, 12, 2, 7, 0, 0, 0, time.UTC)
	a := Pick(set, pr, "gravity", true, morning, r, nil)
	b := Pick(set, pr, "gravity", true, morning.Add(15*time.Hour), r, nil)
	c := Pick(set, pr, "gravity", true, morning.Add(24*time.Hour), r, nil)
	if a == nil || a != b || a == c {
		t.Errorf("the day's puzzles: %v, %v, next day %v", a, b, c)
	}
	if n := Pick(set, pr, "gravity", false, morning, r, nil); n == nil || pr.Done[n.ID] {
		t.Errorf("next puzzle %v", n)
	}
	// A failed puzzle may come back, but never straight after itself.
	for i := range 20 {
		last := set[i]
		pr.Record(last, puzzles.Failed)
		if n := Pick(set, pr, "gravity", false, morning, r, last); n == last {
			t.Fatalf("%s picked again straight after it was failed", last.ID)
		}
	}
}
