package scenes

import (
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage/shelf"
)

// fakeAnalyser is an analysis the test moves along by hand.
type fakeAnalyser struct {
	done, total         int
	finished, cancelled bool
	result              *analysis.Game
}

func (f *fakeAnalyser) Progress() (int, int) { return f.done, f.total }
func (f *fakeAnalyser) Done() bool           { return f.finished || f.cancelled }
func (f *fakeAnalyser) Cancel()              { f.cancelled = true }
func (f *fakeAnalyser) Result() (*analysis.Game, error) {
	switch {
	case f.cancelled:
		return nil, analysis.ErrStopped
	case !f.finished:
		return nil, nil
	}
	return f.result, nil
}

// fakeAnalysis starts fakeAnalysers, each with the analysis of blunder
// of the game it is given (fakeGameAnalysis), and keeps them.
type fakeAnalysis struct {
	runs    []*fakeAnalyser
	blunder int
}

func (fa *fakeAnalysis) start(start rules.Game, actions []rules.Action) session.Analyser {
	f := &fakeAnalyser{total: len(actions) + 1, result: fakeGameAnalysis(start, actions, fa.blunder)}
	fa.runs = append(fa.runs, f)
	return f
}

// fakeGameAnalysis is an analysis of the Gravity (or Kpé) game played
// from start by actions in which turn blunder is a blunder (its better
// move the first other legal action, its line that and the reply after)
// and every other turn is the engine's move, the chances even.
func fakeGameAnalysis(start rules.Game, actions []rules.Action, blunder int) *analysis.Game {
	g := start.Clone()
	an := &analysis.Game{Name: g.Name()}
	for i, act := range actions {
		m := analysis.Move{Turn: record.Turn{Player: g.ToMove(), Number: i/2 + 1, First: i, End: i + 1},
			Mark: analysis.Best, ChanceBefore: 0.5, ChanceAfter: 0.5}
		if i == blunder {
			for _, b := range g.Actions(nil) {
				if b != act {
					m.Better = []rules.Action{b}
					break
				}
			}
			c := g.Clone()
			c.Apply(m.Better[0], nil)
			m.Before.Line = []rules.Action{m.Better[0], c.Actions(nil)[0]}
			m.Mark, m.ChanceBefore, m.ChanceAfter, m.Before.Value, m.After = analysis.Blunder, 0.6, 0.2, 40, -60
		}
		an.Moves = append(an.Moves, m)
		g.Apply(act, nil)
	}
	return an
}

var analysedMoves = []string{"d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5"}

// analysisRig is a rig whose analysis is fa's, showing a Gravity game of
// two people with analysedMoves played.
func analysisRig(t *testing.T, fa *fakeAnalysis) (*rig, *play) {
	t.Helper()
	deps := DefaultDeps()
	deps.NewAnalysis = fa.start
	r := newRig(t, Options{Deps: deps})
	p := twoPeople(t, r, analysedMoves...)
	return r, p
}

// clickButton clicks the pane's button and lets the app use it.
func clickButton(t *testing.T, r *rig, p *play, want string) {
	t.Helper()
	r.frames(1)
	m := p.an.buttons
	if len(m.Items) != 1 || m.Items[0].Text != want || len(m.Rects) != 1 {
		t.Fatalf("the pane's buttons are %+v, want %q", m.Items, want)
	}
	b := m.Rects[0]
	r.in.click(int(b.X+b.W/2), int(b.Y+b.H/2))
	r.settle()
}

// screenPixel is the colour of the screen at (x, y).
func screenPixel(r *rig, x, y float64) [3]uint8 {
	img := image.NewRGBA(r.screen.Bounds())
	r.screen.ReadPixels(img.Pix)
	o := img.PixOffset(int(x), int(y))
	return [3]uint8{img.Pix[o], img.Pix[o+1], img.Pix[o+2]}
}

// TestAnalyseShowsItsProgressThenTheMarks: Analyse starts the analysis of
// the game played; its bar fills as far as the positions done; once it
// ends the blunder is marked in the move list, its words are on the
// review line, and the record keeps it.
func TestAnalyseShowsItsProgressThenTheMarks(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	clickButton(t, r, p, "Analyse")
	if len(fa.runs) != 1 {
		t.Fatalf("%d analyses started, want 1", len(fa.runs))
	}
	run := fa.runs[0]
	if run.total != len(analysedMoves)+1 {
		t.Errorf("the analysis got %d positions, want the %d of the game played", run.total, len(analysedMoves)+1)
	}
	run.done = run.total / 2
	r.frames(2)
	bb := p.an.barBox
	if bb.W == 0 {
		t.Fatal("no progress bar while the analysis runs")
	}
	accent := [3]uint8{r.app.pal.Accent.R, r.app.pal.Accent.G, r.app.pal.Accent.B}
	if got := screenPixel(r, bb.X+bb.W*0.1, bb.Y+bb.H/2); got != accent {
		t.Errorf("the bar's done part is %v, want the accent %v", got, accent)
	}
	if got := screenPixel(r, bb.X+bb.W*0.9, bb.Y+bb.H/2); got == accent {
		t.Error("the bar is full with half the positions done")
	}
	run.done, run.finished = run.total, true
	r.frames(2)
	if p.an.state(p) != paneDone {
		t.Fatalf("the pane is in state %d after the analysis ended, want done", p.an.state(p))
	}
	if got := p.moves.Text[3]; got != "h1??" {
		t.Errorf("the blunder reads %q in the move list, want h1??", got)
	}
	for i, s := range p.moves.Text {
		if i != 3 && strings.ContainsAny(s, "?!") {
			t.Errorf("turn %d, the engine's move, reads %q", i+1, s)
		}
	}
	if got, ok, err := p.sess.Annotations(); err != nil || !ok || got.Moves[3].Mark != analysis.Blunder {
		t.Errorf("the session's record holds no analysis with the blunder (%v, %v)", ok, err)
	}
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.in.key(VerbLeft)
	r.settle()
	if s := p.an.wordsFor(p); !strings.HasPrefix(s, "h1?? — ") {
		t.Errorf("the analysis reads %q at the blunder, want its words", s)
	}
}

// TestStopEndsTheAnalysisAndTheReviewStillSteps: while it runs the game
// steps back and forth; Stop cancels it and the pane offers Analyse
// again, and the review goes on stepping.
func TestStopEndsTheAnalysisAndTheReviewStillSteps(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	n := len(analysedMoves)
	clickButton(t, r, p, "Analyse")
	r.in.key(VerbLeft)
	r.settle()
	if !p.rev.active() || p.rev.at != n-1 {
		t.Fatalf("stepping back while the analysis runs shows move %d (review %v), want %d", p.rev.at, p.rev.active(), n-1)
	}
	clickButton(t, r, p, "Stop analysis")
	if !fa.runs[0].cancelled {
		t.Error("Stop did not cancel the analysis")
	}
	if st := p.an.state(p); st != paneIdle {
		t.Errorf("after Stop the pane is in state %d, want Analyse offered again", st)
	}
	r.in.key(VerbLeft)
	r.settle()
	if p.rev.at != n-2 {
		t.Errorf("after Stop a step back shows move %d, want %d", p.rev.at, n-2)
	}
	if _, ok, _ := p.sess.Annotations(); ok {
		t.Error("a cancelled analysis was kept in the record")
	}
}

// finishedAnalysis runs fa's analysis of p's game to its end.
func finishedAnalysis(t *testing.T, r *rig, p *play, fa *fakeAnalysis) {
	t.Helper()
	clickButton(t, r, p, "Analyse")
	run := fa.runs[len(fa.runs)-1]
	run.done, run.finished = run.total, true
	r.frames(2)
	if p.an.result == nil {
		t.Fatal("no analysis shown after it ended")
	}
}

// TestAClickOrATapOnTheGraphJumpsToThatMove: on the graph, the point of a
// turn reviews the position after it; the first point, the start.
func TestAClickOrATapOnTheGraphJumpsToThatMove(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	finishedAnalysis(t, r, p, fa)
	gb := p.an.graphBox
	if gb.H == 0 {
		t.Fatal("no graph drawn")
	}
	y := int(gb.Y + gb.H/2)
	r.in.click(int(p.an.graph.X(3+1, gb.X, gb.W)), y)
	r.settle()
	if !p.rev.active() || p.rev.at != 4 {
		t.Fatalf("a click on turn 4's point shows move %d (review %v), want 4", p.rev.at, p.rev.active())
	}
	r.in.tap(int(p.an.graph.X(0, gb.X, gb.W)), y)
	r.settle()
	if !p.rev.active() || p.rev.at != 0 {
		t.Errorf("a tap on the first point shows move %d, want the start", p.rev.at)
	}
	if got := p.an.current(p); got != -1 {
		t.Errorf("at the start the pane shows turn %d, want none", got)
	}
}

// annotatedRecord is the record of analysedMoves with its analysis kept
// in it, as a saved game holds it.
func annotatedRecord(t *testing.T) string {
	t.Helper()
	g, _ := DefaultDeps().NewGame("gravity")
	s, err := session.New(g, [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range analysedMoves {
		a, _ := s.Game().ParseAction(m)
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	start, _ := DefaultDeps().NewGame("gravity")
	if err := s.Annotate(fakeGameAnalysis(start, s.Played(), 3)); err != nil {
		t.Fatal(err)
	}
	text, err := record.Format(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestAnAnnotatedGameOpensWithItsMarksWithoutAnalysing: a saved game whose
// record holds an analysis shows its marks and graph at once, from its
// row's Analyse as from the row itself, and no analysis runs; a record
// without one opens as before, and its row's Analyse analyses it and keeps
// the analysis in the saved game.
func TestAnAnnotatedGameOpensWithItsMarksWithoutAnalysing(t *testing.T) {
	annotated := annotatedRecord(t)
	for _, viaAnalyse := range []bool{false, true} {
		for row, marked := range []bool{true, false} {
			fa := &fakeAnalysis{blunder: 3}
			deps := DefaultDeps()
			deps.NewAnalysis = fa.start
			r := newRig(t, Options{Deps: deps})
			at := time.Date(2026, 12, 1, 14, 5, 12, 0, time.UTC)
			if err := r.shelf.Save(shelf.Name(at, "gravity"), []byte(annotated)); err != nil {
				t.Fatal(err)
			}
			if err := r.shelf.Save(shelf.Name(at.Add(-time.Hour), "gravity"), []byte("[Game \"gravity\"]\n\n1. d6 1... c4\n")); err != nil {
				t.Fatal(err)
			}
			l := newLibrary(r.app, nil)
			r.app.scene = l
			r.frames(2)
			x := int(l.box.X + 3*r.app.unit)
			if viaAnalyse {
				x = int(l.analyseX(r.app) + 2*r.app.unit)
			}
			r.in.click(x, int(l.box.Y+(float64(row)+0.5)*l.rowH))
			r.settle()
			p := r.playScene()
			if got := p.an.result != nil; got != marked {
				t.Errorf("row %d (via Analyse %v): analysis shown %v, want %v", row, viaAnalyse, got, marked)
			}
			if marked && (p.moves.Text[3] != "h1??" || p.an.graphBox.H == 0) {
				t.Errorf("the annotated game shows %q and a graph %v high, want h1?? and a graph", p.moves.Text[3], p.an.graphBox.H)
			}
			if !marked && strings.ContainsAny(strings.Join(p.moves.Text, " "), "?!") {
				t.Errorf("a game without analysis shows marks: %q", p.moves.Text)
			}
			wantRuns := 0
			if viaAnalyse && !marked {
				wantRuns = 1 // Analyse on a game never analysed starts it
			}
			if len(fa.runs) != wantRuns {
				t.Fatalf("row %d (via Analyse %v): %d analyses started, want %d", row, viaAnalyse, len(fa.runs), wantRuns)
			}
			if wantRuns == 1 {
				// Once done, the saved game keeps it.
				run := fa.runs[0]
				run.done, run.finished = run.total, true
				r.frames(2)
				kept, err := r.shelf.Load(shelf.Name(at.Add(-time.Hour), "gravity"))
				if err != nil || !strings.Contains(string(kept), "[%an ") {
					t.Errorf("the saved game after its analysis reads %q (%v), want its annotations", kept, err)
				}
			}
		}
	}
}

// boardPixels is the board's part of the screen.
func boardPixels(r *rig, p *play) []byte {
	img := image.NewRGBA(r.screen.Bounds())
	r.screen.ReadPixels(img.Pix)
	sub := img.SubImage(p.board.Image()).(*image.RGBA)
	var out []byte
	b := sub.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		o := sub.PixOffset(b.Min.X, y)
		out = append(out, sub.Pix[o:o+4*b.Dx()]...)
	}
	return out
}

// TestShowTheLinePlaysTheEngineLineAndComesBack: at the blunder, Show the
// line plays the engine's line on the board (the picture changes) and
// then shows the reviewed position again, as it was.
func TestShowTheLinePlaysTheEngineLineAndComesBack(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	finishedAnalysis(t, r, p, fa)
	for range 4 {
		r.in.key(VerbLeft)
	}
	r.settle()
	p.view.Snap()
	r.frames(3)
	if p.rev.at != 4 || p.an.current(p) != 3 {
		t.Fatalf("reviewing move %d (turn %d), want the blunder", p.rev.at, p.an.current(p))
	}
	before := boardPixels(r, p)
	clickButton(t, r, p, "Show the line")
	changed := false
	for i := 0; p.an.line.on; i++ {
		if i > 600 {
			t.Fatal("the line never ended")
		}
		r.frames(1)
		if !changed && string(boardPixels(r, p)) != string(before) {
			changed = true
		}
	}
	if !changed {
		t.Error("the board never changed while the line played")
	}
	p.view.Snap()
	r.frames(3)
	if p.rev.at != 4 {
		t.Errorf("after the line the review shows move %d, want 4", p.rev.at)
	}
	if string(boardPixels(r, p)) != string(before) {
		t.Error("after the line the board is not the reviewed position as it was")
	}
}

// TestAnalysisScreenshots draws a game's review with its analysis, in
// each game (the graph, the marks, the better move's arrow, the summary),
// at a blunder whose better move the arrow shows; with TAVOLA_SCREENSHOTS
// set it saves them there as scene-analysis.png (GIPF) and
// scene-analysis-<game>.png.
func TestAnalysisScreenshots(t *testing.T) {
	for _, c := range []struct {
		file, shot string
		w, h       int
	}{
		{"analysed-gipf.txt", "scene-analysis.png", shotW, shotH},
		{"analysed-gravity.txt", "scene-analysis-gravity.png", shotW, shotH},
		{"analysed-kpe.txt", "scene-analysis-kpe.png", shotW, shotH},
		{"analysed-gipf.txt", "scene-analysis-portrait.png", 560, 780},
	} {
		t.Run(c.shot, func(t *testing.T) {
			text, err := os.ReadFile(filepath.Join("testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			r := layoutRig(t, c.w, c.h, "")
			rec, err := record.Parse(string(text))
			if err != nil {
				t.Fatal(err)
			}
			s, err := r.app.openRecord(rec, func() Scene { return newTitle(r.app) })
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = s
			p := r.playScene()
			r.frames(2)
			if p.an.result == nil {
				t.Fatal("the annotated record shows no analysis")
			}
			worst := -1
			for i, m := range p.an.result.Moves {
				if m.Mark == analysis.Blunder && m.Better != nil {
					worst = i
					break
				}
			}
			if worst < 0 {
				t.Fatal("no blunder with a better move in the record")
			}
			p.reviewTo(r.app, p.sess.Turns()[worst].End)
			r.settle()
			p.view.Snap()
			r.frames(3)
			if !p.an.ghost.ok {
				t.Error("no arrow for the blunder's better move")
			}
			if w := p.an.wordsFor(p); !strings.Contains(w, "??") {
				t.Errorf("the blunder's words %q have no ??", w)
			}
			if dir := os.Getenv("TAVOLA_SCREENSHOTS"); dir != "" {
				savePNG(t, r.screen, filepath.Join(dir, c.shot))
			}
		})
	}
}

// TestPlayingOnKeepsTheMarksAndOffersAnalyseAgain: a move played after the
// analysis keeps the analysed turns' marks and offers Analyse for the
// game as it now stands; an undo past the blunder drops its mark, and the
// turns left keep theirs.
func TestPlayingOnKeepsTheMarksAndOffersAnalyseAgain(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	finishedAnalysis(t, r, p, fa)
	if err := p.apply(r.app, p.sess.Game().Actions(nil)[0]); err != nil {
		t.Fatal(err)
	}
	r.frames(2)
	if p.moves.Text[3] != "h1??" {
		t.Errorf("after a move played on, the blunder reads %q", p.moves.Text[3])
	}
	clickButton(t, r, p, "Analyse")
	if len(fa.runs) != 2 || fa.runs[1].total != len(analysedMoves)+2 {
		t.Fatalf("Analyse again started %d analyses, the last of %d positions; want 2, of %d", len(fa.runs), fa.runs[len(fa.runs)-1].total, len(analysedMoves)+2)
	}
	fa.runs[1].Cancel()
	r.frames(2)
	for range 6 {
		r.in.key(VerbUndo)
	}
	r.settle()
	if got := strings.Join(p.moves.Text, " "); strings.Contains(got, "?") || p.an.result == nil || len(p.an.result.Moves) != len(p.moves.Text) {
		t.Errorf("after undoing the blunder the list reads %q, the analysis shown %+v", got, p.an.result)
	}
}

// analysedCase is the frames' case of a GIPF game opened with its
// analysis, reviewed at its first blunder: the graph, the words, the
// summary and the better move's arrow drawn.
func analysedCase(t *testing.T) (*rig, func()) {
	text, err := os.ReadFile(filepath.Join("testdata", "analysed-gipf.txt"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := record.Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, Options{})
	s, err := r.app.openRecord(rec, func() Scene { return newTitle(r.app) })
	if err != nil {
		t.Fatal(err)
	}
	r.app.scene = s
	p := r.playScene()
	for i, m := range p.an.result.Moves {
		if m.Mark == analysis.Blunder {
			p.reviewTo(r.app, p.sess.Turns()[i].End)
			break
		}
	}
	return r, nil
}

// TestKeysAnalyseStopAndShowTheLine: A starts the analysis and A again
// stops it; at the blunder of an analysis done, L plays the engine's line.
func TestKeysAnalyseStopAndShowTheLine(t *testing.T) {
	fa := &fakeAnalysis{blunder: 3}
	r, p := analysisRig(t, fa)
	r.in.key(VerbAnalyse)
	r.settle()
	if len(fa.runs) != 1 || p.an.state(p) != paneRunning {
		t.Fatalf("A started %d analyses (pane in state %d), want one running", len(fa.runs), p.an.state(p))
	}
	r.in.key(VerbAnalyse)
	r.settle()
	if !fa.runs[0].cancelled || p.an.state(p) != paneIdle {
		t.Fatalf("A again: cancelled %v, pane in state %d; want it stopped", fa.runs[0].cancelled, p.an.state(p))
	}
	r.in.key(VerbAnalyse)
	r.settle()
	run := fa.runs[len(fa.runs)-1]
	run.done, run.finished = run.total, true
	r.frames(2)
	for range 4 {
		r.in.key(VerbLeft)
	}
	r.in.key(VerbLine)
	r.frames(len(r.in.queue))
	if !p.an.line.on {
		t.Error("L at the blunder does not play the engine's line")
	}
}
