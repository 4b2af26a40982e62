package scenes

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/puzzles"
	"tavola/puzzles/trainer"
	"tavola/render"
	"tavola/rules"
	"tavola/ui"
)

// puzzleScreen is one puzzle at the table (trainer.Trainer does the
// thinking): the board, taking the player's moves as play's does and
// animating the line's replies, a wrong move's refutation and its taking
// back, and the solution; beside it the task, how the attempt stands, the
// player's rating and streak, and Hint (H), Solution, Next puzzle (Enter,
// once the puzzle is over) and Back (Esc).
// It never shows an evaluation nor the AI's thinking: the AI only answers
// wrong moves, in the background.
type puzzleScreen struct {
	hub    *puzzleHub
	tr     *trainer.Trainer
	daily  bool
	name   string
	view   render.View
	palGen int
	bounds image.Rectangle
	speed  render.Speed

	board, side ui.Rect
	buttons     *ui.Menu
	cues        cues
	ready       time.Duration            // the app's clock before which the next step waits
	spots       [][2]float64             // the hint's marks on the board
	start       int                      // the plies of the puzzle's position
	told        pageTold                 // what the page was last told (publish)
	steps       [render.StepCount]string // the status while the board asks a step of the player (a GIPF row to take)
}

// The puzzle screen's buttons, in order.
const (
	puzzleHint = iota
	puzzleSolution
	puzzleNext
	puzzleBack
)

// refuteSlice is the refutation search's share of a frame (in the
// background natively, in the worker in the browser: Step only looks).
const refuteSlice = 3 * time.Millisecond

func newPuzzleScreen(a Host, hub *puzzleHub, p *puzzles.Puzzle, daily bool) (*puzzleScreen, error) {
	s := &puzzleScreen{hub: hub, daily: daily, name: p.Game, speed: a.speed()}
	tr, err := trainer.New(p, hub.prog, s.refuter(a), func(pr *puzzles.Progress) { a.keepPuzzles(pr) })
	if err != nil {
		return nil, err
	}
	s.tr = tr
	s.start = tr.Game().Plies()
	s.steps = stepTexts(a, tr.Game())
	s.makeView(a)
	s.buttons = ui.NewMenu(ui.MenuItem{Text: a.t(i18n.PuzzleHint)}, ui.MenuItem{Text: a.t(i18n.PuzzleSolution)},
		ui.MenuItem{Text: a.t(i18n.PuzzleNext)}, ui.MenuItem{Text: a.t(i18n.Back)})
	s.buttons.PointerOnly = true
	s.enable()
	return s, nil
}

// refuter finds a wrong move's answer with the app's AI at a strong
// level: the strongest but one (a few seconds at most); in Kpé the
// strongest, which plays perfectly on the endgame tables the puzzles'
// positions are in.
func (s *puzzleScreen) refuter(a Host) trainer.Refuter {
	if a.Deps().NewSearch == nil {
		return nil
	}
	level := max(1, a.Deps().MaxLevel-1)
	if s.name == "kpe" {
		level = a.Deps().MaxLevel
	}
	return func(g rules.Game) trainer.Search { return a.Deps().NewSearch(g, level, a.nextSeed(), 0) }
}

func (s *puzzleScreen) makeView(a Host) {
	s.view = a.view(s.name)
	s.view.SetSpeed(s.speed)
	s.view.SetHints(false)
	s.view.Sync(s.tr.Board())
	s.palGen = a.PaletteGen()
	s.bounds = image.Rectangle{}
}

// enable greys out the buttons that cannot act now.
func (s *puzzleScreen) enable() {
	ph := s.tr.Phase()
	it := s.buttons.Items
	it[puzzleHint].Disabled = ph != trainer.Yours
	it[puzzleSolution].Disabled = ph != trainer.Yours && ph != trainer.Replying
	it[puzzleNext].Disabled = !ph.Over()
}

// animate shows a move of the attempt on the board.
func (s *puzzleScreen) animate(a Host, mv trainer.Move) {
	a.Redraw()
	if mv.Back {
		s.view.AnimateBack(mv.Game, mv.Act, mv.Events)
		return
	}
	s.view.Animate(mv.Game, mv.Act, mv.Events)
	s.cues.schedule(mv.Events, s.speed.Ticks())
}

// pause is how long a move stands before the next step.
func (s *puzzleScreen) pause() time.Duration {
	return time.Duration(s.speed.Ticks()+4) * time.Second / 60
}

// refutedStands is how much longer a refuted move stands before it is
// taken back, for the player to see the answer.
const refutedStands = 700 * time.Millisecond

// Leave stops a refutation's search; an attempt left after a hint counts
// as failed (trainer.Abandon).
func (s *puzzleScreen) Leave(Scene) { s.tr.Abandon() }

func (s *puzzleScreen) Update(a Host) error {
	defer s.publish(a)
	if s.palGen != a.PaletteGen() {
		s.makeView(a)
	}
	if sp := a.speed(); sp != s.speed {
		s.speed = sp
		s.view.SetSpeed(sp)
	}
	s.layout(a)
	s.view.Update()
	if !s.view.Still() {
		a.Redraw()
	}
	s.cues.play(a.Sounds())
	f := a.Input()
	switch {
	case f.Verbs.Has(VerbBack):
		return s.press(a, puzzleBack)
	case f.Verbs.Has(VerbHints):
		return s.press(a, puzzleHint)
	case f.Verbs.Has(VerbConfirm) && s.tr.Phase().Over():
		return s.press(a, puzzleNext)
	}
	if i, _, ok := s.buttons.Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		return s.press(a, i)
	}
	yours := s.tr.Phase() == trainer.Yours && !s.view.Animating()
	s.view.SetInteractive(yours)
	if act, ok := s.view.Input(s.tr.Board(), f.Pointer); ok && yours {
		mv, err := s.tr.Play(act)
		if err != nil {
			return nil // not legal here: the board shows nothing played
		}
		s.spots = s.spots[:0]
		s.animate(a, mv)
		s.enable()
		return nil
	}
	if s.view.Animating() {
		s.ready = a.Now() + s.pause()
		return nil
	}
	if a.Now() < s.ready {
		return nil
	}
	was := s.tr.Phase()
	if mv, ok := s.tr.Advance(refuteSlice); ok {
		s.animate(a, mv)
	} else if was == trainer.Refuting && s.tr.Phase() == trainer.TakingBack {
		s.ready = a.Now() + refutedStands
	}
	s.enable()
	return nil
}

// The phases' names on the web page.
var phaseNames = [...]string{trainer.Yours: "yours", trainer.Replying: "replying", trainer.Refuting: "refuting",
	trainer.TakingBack: "taking-back", trainer.Showing: "showing", trainer.Solved: "solved", trainer.Shown: "shown"}

// publish tells the web page, when it changes, the puzzle and how the
// attempt stands, data-puzzle "<id> <phase> <streak>" (the plies shown
// past the puzzle's position are data-moves), and the hint's first mark,
// data-hint "<x>,<y>" in thousandths of the screen ("" when none shows):
// the browser tests read them.
func (s *puzzleScreen) publish(a Host) {
	now := pageTold{phase: s.tr.Phase(), streak: s.hub.prog.Streak, set: true}
	if _, ok := s.tr.Hinted(); ok && len(s.spots) > 0 {
		now.hint = [2]int{int(s.spots[0][0] * 1000 / a.screen().W), int(s.spots[0][1] * 1000 / a.screen().H)}
		now.hinted = true
	}
	if now == s.told {
		return // a still frame formats nothing
	}
	s.told = now
	a.Page().SetAttr("data-puzzle", s.tr.Puzzle().ID+" "+phaseNames[now.phase]+" "+strconv.Itoa(now.streak))
	hint := ""
	if now.hinted {
		hint = strconv.Itoa(now.hint[0]) + "," + strconv.Itoa(now.hint[1])
	}
	a.Page().SetAttr("data-hint", hint)
}

// pageTold is what publish last told the page.
type pageTold struct {
	phase       trainer.Phase
	streak      int
	hint        [2]int
	hinted, set bool
}

// press does what button i does.
func (s *puzzleScreen) press(a Host, i int) error {
	if i < len(s.buttons.Items) && s.buttons.Items[i].Disabled {
		return nil
	}
	switch i {
	case puzzleHint:
		if act, ok := s.tr.Hint(); ok {
			s.spots = render.Spots(s.view, s.tr.Game(), act, s.spots[:0])
			a.Redraw()
		}
	case puzzleSolution:
		if s.tr.ShowSolution() {
			s.spots = s.spots[:0]
			s.ready = a.Now()
		}
	case puzzleNext:
		return s.hub.open(a, s.name, false, s.tr.Puzzle())
	case puzzleBack:
		a.goTo(s.hub)
		return nil
	}
	s.enable()
	return nil
}

// The side panel's least width, the width from which its buttons stand
// in one row, and its least height under the board, in units.
const (
	puzzleSide   = 44
	puzzleOneRow = 90
	puzzlePanelH = 46 // under the board, on a tall screen
)

// layout places the board and the panel: side by side on a wide screen,
// the panel under the board on a tall one; the notices keep their room.
func (s *puzzleScreen) layout(a Host) {
	w, h, u := a.screen().W, a.screen().H-a.noticeHeight(), a.Unit()
	m := ui.Gap * u
	if w >= h*1.15 {
		sw := min(max(w*0.32, puzzleSide*u), w*0.45)
		s.board = ui.Rect{X: m, Y: m, W: w - sw - 2*m, H: h - 2*m}
		s.side = ui.Rect{X: w - sw, Y: m, W: sw - m, H: h - 2*m}
	} else {
		// The board above, as tall as its picture at this width, leaving
		// the panel under it room for the task, the status and the
		// buttons.
		most := max(min(h*0.72, h-puzzlePanelH*u), h*0.4)
		room := ui.Rect{W: w - 2*m, H: most - 2*m}.Image()
		fit := s.view.Fit(room.Dx(), room.Dy())
		bh := max(min(float64(fit.Y)+2*m+1, most), h*0.4)
		s.board = ui.Rect{X: m, Y: m, W: w - 2*m, H: bh - 2*m}
		s.side = ui.Rect{X: m, Y: bh, W: w - 2*m, H: h - bh - m}
	}
	if r := s.board.Image(); r != s.bounds {
		s.bounds = r
		s.view.SetBounds(r)
		if act, ok := s.tr.Hinted(); ok {
			s.spots = render.Spots(s.view, s.tr.Game(), act, s.spots[:0])
		}
	}
	rows := 2
	if s.side.W >= puzzleOneRow*u {
		rows = 1
	}
	rh := ui.RowsHeight(rows, u)
	row := ui.Rect{X: s.side.X + m, Y: s.side.Y + s.side.H - m - rh, W: s.side.W - 2*m, H: rh}
	s.buttons.LayoutRow(row, u, a.Painter().TextWidth, rows)
}

func (s *puzzleScreen) Draw(dst *ebiten.Image, a Host) {
	u, pal, sc := a.Painter(), a.Palette(), a.screen()
	s.view.Draw(dst)
	if _, ok := s.tr.Hinted(); ok {
		s.drawHint(dst, a)
	}
	u.Panel(dst, s.side, sc.U(ui.Radius), pal.Panel)
	head := a.gameTitle(s.name)
	if s.daily {
		head = fmt.Sprintf(a.t(i18n.PuzzlesDaily), a.gameTitle(s.name))
	}
	hl := sc.PanelHead(s.side, ui.Subheading, ui.AlignLeft)
	u.Line(dst, hl, head, true, pal.Text, ui.AlignLeft)
	x, tw := hl.X, hl.W
	y := hl.Y + hl.Size/2 + sc.U(ui.Gap)
	over := s.tr.Phase().Over()
	status := pal.TextDim
	if over {
		status = pal.Accent
	}
	for _, l := range []struct {
		text  string
		size  float64
		bold  bool
		c     color.RGBA
		lines int
	}{
		{trainer.Task(a.Lang(), s.tr.Puzzle()), ui.Lead, true, pal.Text, 3},
		{s.status(a), ui.Info, over, status, 3},
		{trainer.Info(a.Lang(), s.tr.Puzzle()), ui.Small, false, pal.TextDim, 2},
		{trainer.Standing(a.Lang(), s.hub.prog), ui.Body, false, pal.Text, 2},
	} {
		y += u.Para(dst, l.text, x, y, tw, sc.U(l.size), l.bold, l.c, ui.AlignLeft, l.lines) + sc.U(ui.Pad)
	}
	u.Menu(dst, s.buttons, pal)
}

// status is the attempt's status, or what the board asks of the player
// in the middle of a move (a GIPF row to take).
func (s *puzzleScreen) status(a Host) string {
	if st := s.view.Step(); s.tr.Phase() == trainer.Yours && st != render.StepNone && st < render.StepCount {
		return s.steps[st]
	}
	return s.tr.Status(a.Lang())
}

// hintRing is the radius of the hint's ring, a share of the board's
// smaller side: about a Gravity square, a Kpé pit, a GIPF spot.
var hintRing = map[string]float64{"gravity": 0.05, "kpe": 0.085, "gipf": 0.04}

// drawHint rings the hint's spots on the board with dots in the accent
// colour: where the move starts, and a smaller ring where a GIPF push
// goes.
func (s *puzzleScreen) drawHint(dst *ebiten.Image, a Host) {
	const dots = 16
	side := min(s.board.W, s.board.H)
	for i, p := range s.spots {
		r := side * hintRing[family(s.name)]
		if i > 0 {
			r *= 0.7
		}
		d := max(r*0.12, a.Unit()*0.5)
		for k := range dots {
			t := 2 * math.Pi * float64(k) / dots
			a.Painter().Circle(dst, p[0]+r*math.Cos(t), p[1]+r*math.Sin(t), d, a.Palette().Accent, 1)
		}
	}
}
