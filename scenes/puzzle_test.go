package scenes

import (
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/puzzles"
	"tavola/puzzles/trainer"
	"tavola/render"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/session"
)

// puzzleRig is an app whose refutations search at level 2 (quick on a
// loaded machine), with the puzzles' hub open.
func puzzleRig(t *testing.T, o Options) (*rig, *puzzleHub) {
	t.Helper()
	o.Deps = DefaultDeps()
	o.Deps.MaxLevel = 3
	r := newRig(t, o)
	r.frames(1)
	h := newPuzzleHub(r.app)
	r.app.goTo(h)
	r.settle()
	return r, h
}

// shippedPuzzle is the first shipped puzzle of game that fits.
func shippedPuzzle(t *testing.T, h *puzzleHub, game string, fits func(*puzzles.Puzzle) bool) *puzzles.Puzzle {
	t.Helper()
	set, err := h.set(game)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set {
		if fits(p) {
			return p
		}
	}
	t.Fatalf("no %s puzzle fits", game)
	return nil
}

// openPuzzle shows puzzle p.
func openPuzzle(t *testing.T, r *rig, h *puzzleHub, p *puzzles.Puzzle) *puzzleScreen {
	t.Helper()
	s, err := newPuzzleScreen(r.app, h, p, false)
	if err != nil {
		t.Fatal(err)
	}
	r.app.goTo(s)
	r.settle()
	return s
}

// clickMove clicks the board where it plays act.
func clickMove(t *testing.T, r *rig, s *puzzleScreen, act rules.Action) {
	t.Helper()
	x, y := pointFor(t, s.view, s.tr.Game(), s.board, act)
	r.in.click(x, y)
	r.settle()
}

// until runs frames until done, failing after n.
func until(t *testing.T, r *rig, n int, what string, done func() bool) {
	t.Helper()
	for i := 0; !done(); i++ {
		if i > n {
			t.Fatalf("%s: never happened", what)
		}
		r.frames(1)
	}
}

// lineOf is p's solution.
func lineOf(t *testing.T, p *puzzles.Puzzle) (rules.Game, []rules.Action) {
	t.Helper()
	g, acts, err := p.Line()
	if err != nil {
		t.Fatal(err)
	}
	return g, acts
}

func TestTitleLeadsToThePuzzlesAndAGamesPuzzle(t *testing.T) {
	r := newRig(t, Options{})
	r.frames(1)
	r.clickButton(r.app.scene.(*title).menu, r.app.t(i18n.MenuPuzzles))
	h := sceneAs[*puzzleHub](r)
	r.frames(1)
	r.clickButton(h.menu, r.app.gameTitle("gravity"))
	s := sceneAs[*puzzleScreen](r)
	if s.name != "gravity" || s.tr.Puzzle().Game != "gravity" || s.tr.Phase() != trainer.Yours {
		t.Errorf("opened %s's puzzle %s, phase %d", s.name, s.tr.Puzzle().ID, s.tr.Phase())
	}
	r.in.key(VerbBack)
	r.settle()
	if sceneAs[*puzzleHub](r) != h {
		t.Error("Back did not return to the puzzles")
	}
	r.in.key(VerbBack)
	r.settle()
	sceneAs[*title](r)
}

func TestPuzzleRightMoveAdvancesAndTheReplyIsPlayed(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	p := shippedPuzzle(t, h, "gravity", func(p *puzzles.Puzzle) bool { return p.Plies >= 5 })
	s := openPuzzle(t, r, h, p)
	start, acts := lineOf(t, p)
	clickMove(t, r, s, acts[0])
	if s.tr.Phase() != trainer.Replying && s.tr.Phase() != trainer.Yours {
		t.Fatalf("after the right move: phase %d, status %q", s.tr.Phase(), s.tr.Status(i18n.English))
	}
	until(t, r, 300, "the reply", func() bool { return s.tr.Phase() == trainer.Yours && !s.view.Animating() })
	want := start.Clone()
	want.Apply(acts[0], nil)
	want.Apply(acts[1], nil)
	if s.tr.Game().Hash() != want.Hash() {
		t.Errorf("after the right move and the reply the position is not the line's")
	}
	if got := s.tr.Status(i18n.English); got != "Right! Keep going." {
		t.Errorf("status %q", got)
	}
}

func TestPuzzleWrongMoveIsRefutedAndTakenBackAndTheStreakResets(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	h.prog.Streak, h.prog.Best = 4, 4
	p := shippedPuzzle(t, h, "gravity", func(p *puzzles.Puzzle) bool { return p.Plies >= 3 })
	s := openPuzzle(t, r, h, p)
	start, acts := lineOf(t, p)
	right := start.Clone()
	right.Apply(acts[0], nil)
	var bad rules.Action
	for _, a := range start.Actions(nil) {
		c := start.Clone()
		c.Apply(a, nil)
		if c.Hash() != right.Hash() && !c.Outcome().Over {
			bad = a
			break
		}
	}
	clickMove(t, r, s, bad)
	if s.tr.Phase() != trainer.Refuting {
		t.Fatalf("after a wrong move: phase %d", s.tr.Phase())
	}
	if h.prog.Streak != 0 || h.prog.Best != 4 {
		t.Errorf("after a wrong move the streak is %d (best %d), want 0 (4)", h.prog.Streak, h.prog.Best)
	}
	most := 0
	until(t, r, 60*20, "the refutation and its taking back", func() bool {
		most = max(most, s.tr.Board().Plies()-start.Plies())
		return s.tr.Phase() == trainer.Yours && !s.view.Animating()
	})
	if most < 2 {
		t.Errorf("the board showed %d plies past the puzzle, want the wrong move and its refutation", most)
	}
	if s.tr.Game().Hash() != start.Hash() || s.tr.Board().Hash() != start.Hash() {
		t.Error("after the taking back the position is not the puzzle's")
	}
	if got := s.tr.Status(i18n.English); got != "Taken back: try again." {
		t.Errorf("status %q", got)
	}
	// The right move still plays.
	clickMove(t, r, s, acts[0])
	if ph := s.tr.Phase(); ph != trainer.Replying && ph != trainer.Yours && ph != trainer.Solved {
		t.Errorf("the right move after the taking back: phase %d", ph)
	}
}

func TestPuzzleHintMarksTheMoveAndTheSolutionPlaysItOut(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	p := shippedPuzzle(t, h, "gravity", func(p *puzzles.Puzzle) bool { return p.Plies >= 5 })
	s := openPuzzle(t, r, h, p)
	start, acts := lineOf(t, p)
	r.clickButton(s.buttons, r.app.t(i18n.PuzzleHint))
	if len(s.spots) != 1 {
		t.Fatalf("the hint marks %d spots, want one", len(s.spots))
	}
	// The mark is on the square a click plays the hint on.
	x, y := pointFor(t, s.view, s.tr.Game(), s.board, acts[0])
	if d := math.Hypot(s.spots[0][0]-float64(x), s.spots[0][1]-float64(y)); d > s.board.H/8 {
		t.Errorf("the hint's mark is %.0f px from where its move is played", d)
	}
	r.clickButton(s.buttons, r.app.t(i18n.PuzzleSolution))
	if s.tr.Phase() != trainer.Showing {
		t.Fatalf("Solution: phase %d", s.tr.Phase())
	}
	until(t, r, 60*20, "the solution", func() bool { return s.tr.Phase() == trainer.Shown && !s.view.Animating() })
	want := start.Clone()
	for _, a := range acts {
		want.Apply(a, nil)
	}
	if s.tr.Board().Hash() != want.Hash() {
		t.Error("the solution did not end on the line's last position")
	}
	if h.prog.Done[p.ID] || h.prog.Streak != 0 {
		t.Errorf("a shown solution counted as solved: %+v", h.prog)
	}
	if s.buttons.Items[puzzleNext].Disabled {
		t.Error("Next puzzle is not offered once the puzzle is over")
	}
	r.clickButton(s.buttons, r.app.t(i18n.PuzzleNext))
	if n := sceneAs[*puzzleScreen](r); n == s || n.tr.Puzzle().ID == p.ID {
		t.Error("Next puzzle did not open another puzzle")
	}
}

func TestPuzzleProgressSurvivesARestart(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	p := shippedPuzzle(t, h, "kpe", func(p *puzzles.Puzzle) bool { return len(p.Solution) == 1 })
	s := openPuzzle(t, r, h, p)
	_, acts := lineOf(t, p)
	clickMove(t, r, s, acts[0])
	if s.tr.Phase() != trainer.Solved || h.prog.Streak != 1 {
		t.Fatalf("the one-move Kpé puzzle: phase %d, %+v", s.tr.Phase(), h.prog)
	}
	// Another app on the same store: the next run.
	r2, h2 := puzzleRig(t, Options{Keeping: keptIn(r.store, nil)})
	if h2.prog.Streak != 1 || !h2.prog.Done[p.ID] || h2.prog.Rating != h.prog.Rating || len(r2.app.notices) != 0 {
		t.Errorf("after a restart: %+v (notices %+v), want %+v", h2.prog, r2.app.notices, h.prog)
	}
}

func TestBrokenPuzzleProgressIsToldAndStartsAfresh(t *testing.T) {
	r := newRig(t, Options{})
	r.store["puzzles"] = []byte("{not json")
	r.frames(1)
	h := newPuzzleHub(r.app)
	if h.prog.Rating != puzzles.NewRating || len(r.app.notices) != 1 {
		t.Fatalf("broken progress: %+v, notices %+v", h.prog, r.app.notices)
	}
	kept := 0
	for k := range r.store {
		if len(k) > len("puzzles.broken-") && k[:len("puzzles.broken-")] == "puzzles.broken-" {
			kept++
		}
	}
	if kept != 1 {
		t.Errorf("store keys %v, want the broken progress kept aside", r.store)
	}
}

func TestThePuzzleOfTheDayIsTheSameOnAFixedDate(t *testing.T) {
	day := time.Date(2026, 12, 2, 9, 30, 0, 0, time.UTC)
	var ids []string
	for _, seed := range []uint64{1, 99} {
		r, h := puzzleRig(t, Options{Seed: seed})
		h.today = func() time.Time { return day }
		n := len(h.games)
		r.clickButton(h.menu, h.menu.Items[n+1].Text) // Kpé's puzzle of the day
		s := sceneAs[*puzzleScreen](r)
		if !s.daily || s.name != "kpe" {
			t.Fatalf("opened %s (daily %v)", s.name, s.daily)
		}
		ids = append(ids, s.tr.Puzzle().ID)
	}
	set, _ := puzzles.Shipped("kpe")
	if want := puzzles.Daily(set, "kpe", day).ID; ids[0] != ids[1] || ids[0] != want {
		t.Errorf("the day's puzzles %v, want %s in both apps", ids, want)
	}
}

// TestPuzzleScreenshots draws the puzzle screen of each game, with the
// hint shown on one and a solved one; with TAVOLA_SCREENSHOTS set to a
// directory it saves them there as scene-puzzle-<name>.png.
func TestPuzzleScreenshots(t *testing.T) {
	for _, c := range []struct {
		name, game, lang string
		do               func(*rig, *puzzleScreen, []rules.Action)
		w, h             int // the screen, when not 1280×800
	}{
		{"gravity", "gravity", "en", func(*rig, *puzzleScreen, []rules.Action) {}, 0, 0},
		{"kpe-hint", "kpe", "it", func(r *rig, s *puzzleScreen, _ []rules.Action) {
			r.clickButton(s.buttons, r.app.t(i18n.PuzzleHint))
		}, 0, 0},
		{"gipf", "gipf-standard", "en", func(*rig, *puzzleScreen, []rules.Action) {}, 0, 0},
		{"gipf-portrait", "gipf-standard", "en", func(*rig, *puzzleScreen, []rules.Action) {}, 720, 1280},
		{"hub", "gravity", "en", func(r *rig, s *puzzleScreen, _ []rules.Action) { r.app.goTo(s.hub); r.settle() }, 0, 0},
		{"gravity-solved", "gravity", "en", func(r *rig, s *puzzleScreen, acts []rules.Action) {
			until(t, r, 60*20, "the solve", func() bool {
				if s.tr.Phase() == trainer.Yours && !s.view.Animating() {
					clickMove(t, r, s, acts[s.tr.Game().Plies()-acts0(t, s)])
				}
				return s.tr.Phase() == trainer.Solved
			})
			r.frames(60)
		}, 0, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, h := puzzleRig(t, Options{})
			r.app.set.Lang = c.lang
			r.app.applySettings()
			w, hh := shotW, shotH
			if c.w != 0 {
				w, hh = c.w, c.h
			}
			r.app.SetSize(w, hh)
			r.screen = ebiten.NewImage(w, hh)
			p := shippedPuzzle(t, h, c.game, func(p *puzzles.Puzzle) bool { return len(p.Solution) >= 3 || c.game == "kpe" })
			s := openPuzzle(t, r, h, p)
			_, acts := lineOf(t, p)
			c.do(r, s, acts)
			r.frames(3)
			img := image.NewRGBA(image.Rect(0, 0, w, hh))
			r.screen.ReadPixels(img.Pix)
			bg, differ := r.app.pal.Background, 0
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i] != bg.R || img.Pix[i+1] != bg.G || img.Pix[i+2] != bg.B {
					differ++
				}
			}
			if share := float64(differ) / float64(w*hh); share < 0.05 {
				t.Errorf("only %.1f%% of the screen differs from the background", 100*share)
			}
			if dir := os.Getenv("TAVOLA_SCREENSHOTS"); dir != "" {
				f, err := os.Create(filepath.Join(dir, "scene-puzzle-"+c.name+".png"))
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				if err := png.Encode(f, img); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// acts0 is the plies of the puzzle's start, so that the line's next
// action is acts[plies now - acts0].
func acts0(t *testing.T, s *puzzleScreen) int {
	t.Helper()
	g, err := s.tr.Puzzle().Start()
	if err != nil {
		t.Fatal(err)
	}
	return g.Plies()
}

func TestGIPFPuzzlesArePlayedByTheDotTheSpotAndTheRowsChoice(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	click := func(s *puzzleScreen, name string) {
		t.Helper()
		x, y := s.view.(*render.GIPFView).PointCenter(gipf.PointIndex(name))
		r.in.click(int(x), int(y))
		r.settle()
	}
	// A push alone: the dot, then the spot.
	p := shippedPuzzle(t, h, "gipf-standard", func(p *puzzles.Puzzle) bool { return p.ID == "gipf-0003" })
	s := openPuzzle(t, r, h, p)
	click(s, "a5")
	click(s, "b5")
	if s.tr.Phase() != trainer.Solved {
		t.Fatalf("after a5 and b5: phase %d, status %q", s.tr.Phase(), s.tr.Status(i18n.English))
	}
	// A push that makes a row of the player's holding a GIPF piece: the
	// board asks which to keep, and the status says so.
	p = shippedPuzzle(t, h, "gipf-standard", func(p *puzzles.Puzzle) bool { return p.ID == "gipf-0009" })
	s = openPuzzle(t, r, h, p)
	click(s, "i5")
	click(s, "h5")
	until(t, r, 300, "the push", func() bool { return !s.view.Animating() })
	if s.tr.Phase() != trainer.Yours || s.view.Step() == render.StepNone {
		t.Fatalf("after the push: phase %d, step %d", s.tr.Phase(), s.view.Step())
	}
	if got, want := s.status(r.app), s.steps[s.view.Step()]; got != want || got == "" {
		t.Errorf("status %q, want the board's step %q", got, want)
	}
	if s.view.Step() == render.StepChooseRow {
		click(s, "d4")
	}
	if s.view.Step() == render.StepKeepGIPF {
		click(s, "e5") // keep the GIPF piece, as the solution does
	}
	x, y := s.view.(*render.GIPFView).ConfirmCenter()
	r.in.click(int(x), int(y))
	r.settle()
	if s.tr.Phase() != trainer.Solved {
		t.Errorf("after the row's choice: phase %d, status %q, step %d", s.tr.Phase(), s.status(r.app), s.view.Step())
	}
}

func TestTheHintRingsWhereItsMoveIsPlayedInEachGame(t *testing.T) {
	r, h := puzzleRig(t, Options{})
	for _, game := range []string{"gravity", "kpe", "gipf-standard"} {
		p := shippedPuzzle(t, h, game, func(*puzzles.Puzzle) bool { return true })
		s := openPuzzle(t, r, h, p)
		_, acts := lineOf(t, p)
		r.in.key(VerbHints)
		r.settle()
		if len(s.spots) == 0 {
			t.Fatalf("%s: the hint marks nothing", game)
		}
		if gv, ok := s.view.(*render.GIPFView); ok {
			// A push: the ring on its dot, a smaller one on its spot.
			pp, _ := s.tr.Game().(*gipf.Game).PushPreview(acts[0])
			x, y := gv.PointCenter(pp.Dot)
			if len(s.spots) != 2 || math.Hypot(s.spots[0][0]-x, s.spots[0][1]-y) > 1 {
				t.Errorf("%s: marks %v, want the dot at (%.0f, %.0f) and the spot", game, s.spots, x, y)
			}
		} else {
			// A tap on the ring's centre plays the hinted move.
			s.view.SetInteractive(true)
			pt := render.Pointer{X: int(s.spots[0][0]), Y: int(s.spots[0][1]), Present: true, Pressed: true, Released: true}
			if act, ok := s.view.Input(s.tr.Game(), pt); !ok || act != acts[0] {
				t.Errorf("%s: a tap on the hint's ring plays %v %v, want %s", game, act, ok, s.tr.Game().FormatAction(acts[0]))
			}
		}
		if s.tr.Status(i18n.English) != i18n.English.T(i18n.PuzzleHinted) {
			t.Errorf("%s: status %q", game, s.tr.Status(i18n.English))
		}
	}
}

func TestAKpeWrongMoveIsAnsweredAtTheTopLevelAndTakenBack(t *testing.T) {
	r := newRig(t, Options{})
	r.frames(2) // the Kpé tables start after the first frame
	h := newPuzzleHub(r.app)
	p := shippedPuzzle(t, h, "kpe", func(p *puzzles.Puzzle) bool { return true })
	s := openPuzzle(t, r, h, p)
	start, acts := lineOf(t, p)
	var bad rules.Action
	for _, a := range start.Actions(nil) {
		if a != acts[0] {
			bad = a
			break
		}
	}
	clickMove(t, r, s, bad)
	most := 0
	deadline := time.Now().Add(time.Minute)
	for s.tr.Phase() != trainer.Yours || s.view.Animating() {
		if time.Now().After(deadline) {
			t.Fatalf("no answer after a minute: phase %d", s.tr.Phase())
		}
		most = max(most, s.tr.Board().Plies()-start.Plies())
		r.frames(1)
	}
	if most < 2 || s.tr.Board().Hash() != start.Hash() {
		t.Errorf("the wrong move %s: %d plies shown, back at the start %v", start.FormatAction(bad), most, s.tr.Board().Hash() == start.Hash())
	}
}

func TestThePuzzleScreenNeverEvaluatesEvenWithTheBarOn(t *testing.T) {
	o := Options{Deps: DefaultDeps()}
	o.Deps.MaxLevel = 3
	evals := 0
	inner := o.Deps.NewEval
	o.Deps.NewEval = func(g rules.Game) session.EvalRun { evals++; return inner(g) }
	r := newRig(t, o)
	set := r.app.Settings()
	set.EvalBar = true
	r.app.setSettings(set)
	r.frames(1)
	h := newPuzzleHub(r.app)
	p := shippedPuzzle(t, h, "gravity", func(p *puzzles.Puzzle) bool { return p.Plies >= 3 })
	s := openPuzzle(t, r, h, p)
	start, acts := lineOf(t, p)
	right := start.Clone()
	right.Apply(acts[0], nil)
	for _, a := range start.Actions(nil) {
		c := start.Clone()
		c.Apply(a, nil)
		if c.Hash() != right.Hash() && !c.Outcome().Over {
			clickMove(t, r, s, a)
			break
		}
	}
	until(t, r, 60*20, "the refutation and its taking back", func() bool { return s.tr.Phase() == trainer.Yours && !s.view.Animating() })
	clickMove(t, r, s, acts[0])
	r.frames(60)
	if evals != 0 {
		t.Errorf("the puzzle screen started %d evaluations with the bar on in the settings, want none", evals)
	}
	// The control: a game a person plays, with the same setting, does.
	pl, err := newPlay(r.app, "gravity", [2]session.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	r.app.goTo(pl)
	r.settle()
	r.frames(30)
	if evals == 0 {
		t.Error("a game played with the bar on started no evaluation: the count sees nothing")
	}
}
