package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/ai/analysis"
	"tavola/audio"
	"tavola/commentary"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/sprites"
	"tavola/ui"
	"tavola/ui/paint"
)

// analysisPane is the computer analysis of the play scene's game (package
// ai/analysis, read out by package commentary), under the move list:
//
//   - before it, an Analyse button; while it runs in the background
//     (session.Analyser: natively on goroutines, in the browser in the AI's
//     worker), its progress and Stop, the game playable and reviewable
//     meanwhile;
//   - once done, the evaluation graph (White's win chance, or South's seed
//     lead), where a click or a tap jumps to that move and the marks show;
//     each player's summary and what its average loss means; and Show the
//     line, which plays the engine's line from the move shown with the
//     board's own animations and comes back.
//
// The marks go into the move list, the move's words into the review line,
// and the better move is drawn on the board as an arrow. The analysis is
// kept in the game's record (session.Annotate: the autosave's notes, and
// the shelf when the game is saved there), and read back from it when a
// game is opened, so that it shows at once.
type analysisPane struct {
	run    session.Analyser
	played []rules.Action // the actions run analyses
	seen   int            // the progress last drawn

	result  *analysis.Game
	graph   commentary.Graph
	words   []string // each analysed turn's words
	before  []rules.Game
	summary [2]string
	explain string
	lang    i18n.Lang // the words' language
	failed  string

	box, graphBox, barBox ui.Rect
	buttons               *ui.Menu
	buttonActs            []paneAct  // what each button does
	acts                  [2]paneAct // the buttons' next acts, worked out each tick
	progress              string     // "Analysing · 3 of 20 positions", written when it changes
	press                 struct {
		on   bool
		x, y int
	}

	ghost ghostArrow
	line  lineShow
	told  paneTold
	// offered is whether the app analyses (Deps.NewAnalysis), read each
	// tick by poll, so that the layout, which sees only the Look, knows.
	offered bool
}

// paneTold is what the web page was last told of the pane (publish).
type paneTold struct {
	state  paneState
	done   int
	button ui.Rect
	once   bool
}

// paneState is what the pane shows, and so its buttons.
type paneState uint8

const (
	paneOff     paneState = iota // no analysis offered (the demo, no engine)
	paneIdle                     // Analyse
	paneRunning                  // the progress, Stop
	paneDone                     // the graph, the summary, Show the line
)

// The pane's parts, in units: the top row (the heading or the progress,
// and a button), the text sizes (the type scale's) of the heading, the
// move's words, the summaries and the loss's explanation, the progress
// bar's thickness, and the graph's height.
const (
	paneRow     = 5
	paneText    = ui.Caption
	wordsText   = ui.Caption
	summaryText = ui.Fine
	explainText = ui.Fine
	barH        = 1.2
	graphMost   = 16
	graphLeast  = 8
	paneListMin = 14 // the move list keeps at least this: its heading and two lines
	// paneListLeast is what the move list keeps when the graph would
	// otherwise have less than graphLeast (a short panel, in portrait):
	// its heading and the move shown.
	paneListLeast = 9
)

// doneText is the height of the text under the graph, in units: the
// words (two lines at most), two summaries, the loss's explanation.
const doneText = (2*wordsText + 2*summaryText + explainText) * paint.LineGap

func (an *analysisPane) state(p *play) paneState {
	switch {
	case p.demo != nil || (!an.offered || len(p.sess.Played()) == 0) && an.result == nil && an.run == nil:
		// Nothing to analyse: the demo, no engine, no move played yet.
		return paneOff
	case an.run != nil:
		return paneRunning
	case an.result != nil:
		return paneDone
	}
	return paneIdle
}

// start begins analysing the game as it stands (its record's main line).
func (an *analysisPane) start(a Host, p *play) {
	if an.run != nil || a.Deps().NewAnalysis == nil {
		return
	}
	run, err := session.AnalyseRecord(a.Deps().NewAnalysis, p.sess.Record())
	if err != nil {
		an.failed = fmt.Sprintf(a.t(i18n.AnalysisFailed), err)
		return
	}
	an.run, an.played, an.failed = run, slices.Clone(p.sess.Played()), ""
	done, total := run.Progress()
	an.seen, an.progress = done, fmt.Sprintf(a.t(i18n.Analysing), done, total)
	a.Redraw()
}

// cancel stops the analysis under way, if one is.
func (an *analysisPane) cancel() {
	if an.run != nil {
		an.run.Cancel()
		an.run = nil
	}
}

// poll follows the analysis under way: its progress, and once it is done
// its result, kept in the game's record and shown; and tells the web page.
func (an *analysisPane) poll(a Host, p *play) {
	an.offered = a.Deps().NewAnalysis != nil
	an.follow(a, p)
	an.publish(a, p)
}

// publish tells the web page, for the browser tests, what the pane shows:
// data-analysis is "" (none offered), "idle", "running <done> <total>" or
// "done", and data-analyse-at the centre of its button in fractions of the
// screen ("0.8125 0.7031"), "" when it has none. Written when they change.
func (an *analysisPane) publish(a Host, p *play) {
	st := an.state(p)
	done, total := 0, 0
	if an.run != nil {
		done, total = an.run.Progress()
	}
	var button ui.Rect
	if an.buttons != nil && len(an.buttons.Rects) > 0 && an.box.W > 0 {
		button = an.buttons.Rects[0]
	}
	t := &an.told
	if t.once && t.state == st && t.done == done && t.button == button {
		return
	}
	if !t.once || t.state != st || t.done != done {
		v := [...]string{paneOff: "", paneIdle: "idle", paneDone: "done"}[min(st, paneDone)]
		if st == paneRunning {
			v = "running " + strconv.Itoa(done) + " " + strconv.Itoa(total)
		}
		a.Page().SetAttr("data-analysis", v)
	}
	if !t.once || t.button != button {
		at := ""
		if sc := a.screen(); button.W > 0 && sc.W > 0 && sc.H > 0 {
			at = strconv.FormatFloat((button.X+button.W/2)/sc.W, 'f', 4, 64) + " " +
				strconv.FormatFloat((button.Y+button.H/2)/sc.H, 'f', 4, 64)
		}
		a.Page().SetAttr("data-analyse-at", at)
	}
	*t = paneTold{state: st, done: done, button: button, once: true}
}

// follow follows the analysis under way: its progress, and once it is
// done its result, kept in the game's record and shown.
func (an *analysisPane) follow(a Host, p *play) {
	if an.result != nil && an.lang != a.Lang() {
		an.set(a, p, an.result) // the words in the language just chosen
	}
	if an.run == nil {
		return
	}
	if done, total := an.run.Progress(); done != an.seen {
		an.seen = done
		an.progress = fmt.Sprintf(a.t(i18n.Analysing), done, total)
		a.Redraw()
	}
	if !an.run.Done() {
		return
	}
	res, err := an.run.Result()
	an.run = nil
	a.Redraw()
	now := p.sess.Played()
	switch {
	case errors.Is(err, analysis.ErrStopped):
		return
	case err != nil:
		an.failed = fmt.Sprintf(a.t(i18n.AnalysisFailed), err)
		return
	case len(now) < len(an.played) || !slices.Equal(now[:len(an.played)], an.played):
		// The game was taken back meanwhile: the analysis is of moves no
		// longer played.
		return
	}
	if err := p.sess.Annotate(res); err != nil {
		an.failed = fmt.Sprintf(a.t(i18n.AnalysisFailed), err)
		return
	}
	a.autosave(p.sess)
	if p.savedAs != "" {
		if _, _, err := a.Library().Save(p.sess, p.savedAs, time.Now()); err != nil {
			a.tell("shelf", a.t(i18n.SaveGameFailed), err.Error(), false)
		}
	}
	an.set(a, p, res)
	p.refresh(a)
}

// set shows res, an analysis of p's game: the graph, each turn's words and
// the position before it, the summaries.
func (an *analysisPane) set(a Host, p *play, res *analysis.Game) {
	an.result, an.graph, an.lang = res, commentary.GraphOf(res), a.Lang()
	an.words, an.before = an.words[:0], an.before[:0]
	an.ghost = ghostArrow{turn: -2}
	g, err := a.Deps().NewGame(p.name)
	if err == nil {
		err = g.SetPosition(p.sess.Start())
	}
	if err != nil {
		an.result = nil
		return
	}
	played, at := p.sess.Played(), 0
	for _, m := range res.Moves {
		for ; at < m.Turn.First; at++ {
			g.Apply(played[at], nil)
		}
		an.before = append(an.before, g.Clone())
		an.words = append(an.words, commentary.Words(a.Lang(), g, played[m.Turn.First:m.Turn.End], m))
	}
	kpe := res.Kpe()
	for pl, s := range res.Summaries() {
		an.summary[pl] = commentary.Summary(a.Lang(), playerName(a, g, rules.Player(pl)), kpe, s)
	}
	an.explain = commentary.LossExplained(a.Lang(), kpe)
}

// sync follows a change of p's game (refresh): the analysis shown must be
// of the turns played, else it is read again from the game's record (a
// game opened, moves taken back); then the move list gets the marks.
func (an *analysisPane) sync(a Host, p *play) {
	if p.demo != nil {
		return // the demo shows no analysis
	}
	turns := p.sess.Turns()
	if !an.fits(turns) {
		an.result = nil
		if res, ok, err := p.sess.Annotations(); err == nil && ok {
			an.set(a, p, res)
		}
		if !an.fits(turns) {
			an.result = nil
		}
	}
	if an.result == nil {
		return
	}
	for i, m := range an.result.Moves {
		if s := m.Mark.Symbol(); s != "" && i < len(p.moves.Text) {
			p.moves.Text[i] += s
			p.moves.Width[i] = a.Painter().TextWidth(p.moves.Text[i], ui.MoveSize*ui.MeasureUnit, false) / ui.MeasureUnit
		}
	}
}

// fits reports whether the analysis shown is of turns (or of their start).
func (an *analysisPane) fits(turns []session.Turn) bool {
	if an.result == nil || len(an.result.Moves) > len(turns) {
		return false
	}
	for i, m := range an.result.Moves {
		if m.Turn != turns[i] {
			return false
		}
	}
	return true
}

// current is the analysed turn the board shows: the one under review, or
// the last one once the game is over; -1 for none.
func (an *analysisPane) current(p *play) int {
	if an.result == nil {
		return -1
	}
	t := p.rev.turn(p.sess.Turns())
	if !p.rev.active() && p.sess.Game().Outcome().Over {
		t = len(p.sess.Turns()) - 1
	}
	if t < 0 || t >= len(an.result.Moves) {
		return -1
	}
	return t
}

// wordsFor is the review line's words for the turn the board shows, ""
// for none.
func (an *analysisPane) wordsFor(p *play) string {
	if t := an.current(p); t >= 0 && t < len(an.words) {
		return an.words[t]
	}
	return ""
}

// layout takes the pane's room from the foot of the move list's box r and
// returns what is left to the list. The pane's top row holds its heading
// (or the progress) and its button at the right; under it the progress
// bar, or the graph, the summaries and the loss's explanation.
func (an *analysisPane) layout(a Look, p *play, r ui.Rect) ui.Rect {
	un := a.Unit()
	st := an.state(p)
	an.box, an.graphBox, an.barBox = ui.Rect{}, ui.Rect{}, ui.Rect{}
	if st == paneOff {
		return r
	}
	an.buildButtons(a, p, st)
	room := r.H - paneListMin*un
	h := paneRow * un
	switch st {
	case paneRunning:
		h += 2 * un
	case paneDone:
		h += (doneText + ui.Pad) * un
	}
	if an.failed != "" {
		h += paneText * paint.LineGap * un
	}
	graph := 0.0
	if st == paneDone {
		if room-h < graphLeast*un {
			room = r.H - paneListLeast*un
		}
		graph = max(graphLeast*un, min(graphMost*un, room-h))
		h += graph
	}
	h = min(h, max(room, paneRow*un))
	an.box = ui.Rect{X: r.X + ui.Inset*un, Y: r.Y + r.H - h, W: r.W - 2*ui.Inset*un, H: h}
	top := an.box.Y
	switch st {
	case paneRunning:
		an.barBox = ui.Rect{X: an.box.X, Y: top + paneRow*un, W: an.box.W, H: barH * un}
	case paneDone:
		an.graphBox = ui.Rect{X: an.box.X, Y: top + paneRow*un, W: an.box.W, H: min(graph, max(0, h-(paneRow+doneText+ui.Pad)*un))}
	}
	if n := len(an.buttons.Items); n > 0 {
		w := 0.0
		for _, it := range an.buttons.Items {
			w += a.Painter().TextWidth(it.Text, hereText*un, false) + 2*ui.Inset*un
		}
		w = min(w+float64(n-1)*ui.ButtonGap*un, an.box.W*0.8)
		x := an.box.X + an.box.W - w
		if st == paneIdle {
			x = an.box.X // alone on its row: where the eye starts
		}
		an.buttons.LayoutRow(ui.Rect{X: x, Y: top + ui.Pad/2*un, W: w, H: (paneRow - ui.Pad) * un}, un, a.Painter().TextWidth, 1)
		an.buttons.Size = hereText * un
	}
	r.H -= h + un
	return r
}

// paneAct is what one of the pane's buttons does.
type paneAct uint8

const (
	actAnalyse paneAct = iota
	actStop
	actShowLine
)

// buildButtons makes the buttons of state st, when they change: Analyse
// (again, once the game has gone on past the analysis), Stop, Show the
// line at a move that has one.
func (an *analysisPane) buildButtons(a Look, p *play, st paneState) {
	acts := an.acts[:0] // an array of the pane's own: a tick allocates nothing
	switch st {
	case paneIdle:
		acts = append(acts, actAnalyse)
	case paneRunning:
		acts = append(acts, actStop)
	case paneDone:
		if an.lineOf(p) != nil {
			acts = append(acts, actShowLine)
		}
		if len(an.result.Moves) < len(p.sess.Turns()) && an.offered {
			acts = append(acts, actAnalyse)
		}
	}
	if an.buttons != nil && slices.Equal(acts, an.buttonActs) {
		return
	}
	an.buttonActs = slices.Clone(acts)
	names := [...]i18n.Key{actAnalyse: i18n.Analyse, actStop: i18n.AnalyseStop, actShowLine: i18n.ShowLine}
	items := make([]ui.MenuItem, len(acts))
	for i, act := range acts {
		items[i] = ui.MenuItem{Text: a.t(names[act])}
	}
	an.buttons = ui.NewMenu(items...)
	an.buttons.PointerOnly = true
}

// update reads the pane's input: its buttons, and a click or a tap on the
// graph, which jumps to that move. done says the frame was used.
func (an *analysisPane) update(a Host, p *play, f Frame) (done bool) {
	if an.box.W == 0 {
		return false
	}
	switch st := an.state(p); {
	case f.Verbs.Has(VerbAnalyse) && st == paneRunning:
		an.cancel()
		a.Redraw()
		return true
	case f.Verbs.Has(VerbAnalyse) && slices.Contains(an.buttonActs, actAnalyse):
		an.start(a, p)
		return true
	case f.Verbs.Has(VerbLine) && slices.Contains(an.buttonActs, actShowLine):
		an.showLine(a, p)
		return true
	}
	if i, _, ok := an.buttons.Update(f.UI()); ok && i < len(an.buttonActs) {
		a.Sounds().Play(audio.Click)
		switch an.buttonActs[i] {
		case actAnalyse:
			an.start(a, p)
		case actStop:
			an.cancel()
			a.Redraw()
		case actShowLine:
			an.showLine(a, p)
		}
		return true
	}
	pt := f.Pointer
	if pt.Pressed && an.graphBox.Contains(pt.X, pt.Y) {
		an.press.on, an.press.x, an.press.y = true, pt.X, pt.Y
	}
	if !an.press.on || !pt.Released {
		return an.press.on
	}
	an.press.on = false
	if !an.graphBox.Contains(pt.X, pt.Y) {
		return true
	}
	t, ok := an.graph.Hit(float64(pt.X), an.graphBox.X, an.graphBox.W)
	if !ok {
		return true
	}
	a.Sounds().Play(audio.Click)
	to := 0
	if turns := p.sess.Turns(); t >= 0 && t < len(turns) {
		to = turns[t].End
	}
	p.reviewTo(a, to)
	return true
}

// draw draws the pane where layout put it.
func (an *analysisPane) draw(dst *ebiten.Image, a Host, p *play) {
	if an.box.W == 0 {
		return
	}
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	b := an.box
	size := paneText * un
	y := b.Y + paneRow*un/2
	left := b.W
	if len(an.buttons.Rects) > 0 {
		left = an.buttons.Rects[0].X - b.X - un
	}
	switch an.state(p) {
	case paneRunning:
		done, total := an.run.Progress()
		u.TextIn(dst, an.progress, b.X, y, left, size, false, pal.TextDim, ui.AlignLeft)
		bb := an.barBox
		u.Rect(dst, bb.X, bb.Y, bb.W, bb.H, pal.TextDim, 0.3)
		if total > 0 {
			u.Rect(dst, bb.X, bb.Y, bb.W*float64(done)/float64(total), bb.H, pal.Accent, 1)
		}
		y = bb.Y + bb.H + paneText*un
	case paneDone:
		head := i18n.GraphWhite
		if an.graph.Kpe {
			head = i18n.GraphSouth
		}
		u.TextIn(dst, a.t(head), b.X, y, left, size, true, pal.TextDim, ui.AlignLeft)
		y = b.Y + paneRow*un
		if an.graphBox.H > 0 {
			an.drawGraph(dst, a, p)
			y += an.graphBox.H
		}
		y += un / 2
		line := func(s string, size float64, c color.RGBA) {
			u.TextIn(dst, s, b.X, y+size*paint.LineGap*un/2, b.W, size*un, false, c, ui.AlignLeft)
			y += size * paint.LineGap * un
		}
		u.Para(dst, an.wordsFor(p), b.X, y, b.W, wordsText*un, false, pal.Text, ui.AlignLeft, 2)
		y += 2 * wordsText * paint.LineGap * un
		for _, s := range an.summary {
			line(s, summaryText, pal.Text)
		}
		line(an.explain, explainText, pal.TextDim)
	}
	if an.failed != "" {
		u.TextIn(dst, an.failed, b.X, y, b.W, size, false, pal.Win, ui.AlignLeft)
	}
	u.Menu(dst, an.buttons, pal)
}

// drawGraph draws the evaluation graph: the first player's share from
// the foot up in their colour, the other's above it in theirs, the even
// line, the marks as dots (larger the worse) and the move shown.
func (an *analysisPane) drawGraph(dst *ebiten.Image, a Host, p *play) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	g, gb := &an.graph, an.graphBox
	n := len(g.Points)
	if n < 2 {
		return
	}
	u.Rect(dst, gb.X, gb.Y, gb.W, gb.H, pal.Piece[1], 1)
	step := gb.W / float64(n-1)
	for i := 1; i < n; i++ {
		// Turn i-1's column, from the point before it to its own.
		x := g.X(i-1, gb.X, gb.W)
		y := g.Y(i, gb.Y, gb.H)
		u.Rect(dst, x, y, step+0.5, gb.Y+gb.H-y, pal.Piece[0], 1)
	}
	u.Rect(dst, gb.X, gb.Y+gb.H/2-0.5, gb.W, 1, pal.Grid, 0.8)
	if t := an.current(p); t >= 0 || p.rev.active() {
		x := g.X(t+1, gb.X, gb.W)
		u.Rect(dst, x-0.15*un, gb.Y, 0.3*un, gb.H, pal.Accent, 1)
	}
	for i, m := range g.Marks {
		if m < analysis.Inaccuracy {
			continue
		}
		r := (0.4 + 0.25*float64(m-analysis.Inaccuracy)) * un
		x, y := g.X(i+1, gb.X, gb.W), g.Y(i+1, gb.Y, gb.H)
		y = max(gb.Y+r, min(gb.Y+gb.H-r, y))
		u.Circle(dst, x, y, r+0.2*un, pal.Panel, 1)
		u.Circle(dst, x, y, r, markColor(pal, m), 1)
	}
	u.Rect(dst, gb.X, gb.Y, gb.W, 0.2*un, pal.TextDim, 0.6)
	u.Rect(dst, gb.X, gb.Y+gb.H-0.2*un, gb.W, 0.2*un, pal.TextDim, 0.6)
}

// drawGhost draws the better move of the turn shown as an arrow over the
// board: dots from where it starts to a disc where it ends.
func (an *analysisPane) drawGhost(dst *ebiten.Image, a Host, p *play) {
	if an.line.on {
		return
	}
	t := an.current(p)
	if t < 0 || an.result.Moves[t].Mark == analysis.Best || len(an.result.Moves[t].Better) == 0 {
		return
	}
	gv, ok := p.view.(render.Ghost)
	if !ok {
		return
	}
	gh := &an.ghost
	if gh.turn != t || gh.bounds != p.bounds {
		gh.turn, gh.bounds = t, p.bounds
		gh.x0, gh.y0, gh.x1, gh.y1, gh.ok = gv.GhostOf(an.before[t], an.result.Moves[t].Better[0])
	}
	if !gh.ok {
		return
	}
	gh.draw(dst, a)
}

// lineOf is the engine's line from the position before the turn shown,
// when that turn was not the engine's (a record keeps the line of those
// alone); nil otherwise.
func (an *analysisPane) lineOf(p *play) []rules.Action {
	t := an.current(p)
	if t < 0 || t >= len(an.before) || an.result.Moves[t].Better == nil {
		return nil
	}
	return an.result.Moves[t].Before.Line
}

// showLine starts playing the engine's line from the position before the
// turn shown.
func (an *analysisPane) showLine(a Host, p *play) {
	line := an.lineOf(p)
	if len(line) == 0 {
		return
	}
	g := an.before[an.current(p)].Clone()
	an.line = lineShow{on: true, g: g, acts: line, events: make([]rules.Event, 0, 64)}
	p.view.Sync(g)
	a.Redraw()
}

// stepLine plays the line's next action once the last has been seen; at
// its end, or at any key or click, the board shows the game again.
func (an *analysisPane) stepLine(a Host, p *play, f Frame) {
	l := &an.line
	a.Redraw()
	stop := f.Verbs != 0 || f.Pointer.Pressed
	if !stop && (p.view.Animating() || l.wait > 0) {
		if !p.view.Animating() {
			l.wait--
		}
		return
	}
	if stop || l.i >= len(l.acts) || l.g.Outcome().Over {
		an.line = lineShow{}
		shown := p.sess.Game()
		if p.rev.active() {
			shown = p.rev.game
		}
		p.view.Sync(shown)
		return
	}
	act := l.acts[l.i]
	l.i++
	l.events = l.g.Apply(act, l.events[:0])
	p.view.Animate(l.g, act, l.events)
	l.wait = 20 // a third of a second to see it
}

// lineShow is the engine's line being played on the board: its position,
// the actions, the next one, and the ticks to wait before it.
type lineShow struct {
	on     bool
	g      rules.Game
	acts   []rules.Action
	i      int
	wait   int
	events []rules.Event
}

// ghostArrow is where the better move's arrow was last worked out: for
// turn, on a board placed at bounds.
type ghostArrow struct {
	turn           int
	bounds         image.Rectangle
	x0, y0, x1, y1 float64
	ok             bool
}

// draw draws the arrow: a dotted path and a disc at its end, in the
// accent colour, seen through.
func (gh *ghostArrow) draw(dst *ebiten.Image, a Host) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	dx, dy := gh.x1-gh.x0, gh.y1-gh.y0
	dist := math.Hypot(dx, dy)
	gap := 1.6 * un
	for d := 0.0; d < dist-gap/2; d += gap {
		f := d / dist
		u.Circle(dst, gh.x0+f*dx, gh.y0+f*dy, 0.55*un, pal.Accent, 0.8)
	}
	u.Circle(dst, gh.x1, gh.y1, 2.6*un, pal.Accent, 0.5)
	u.Circle(dst, gh.x1, gh.y1, 1.1*un, pal.Accent, 1)
}

// markColor is the colour of a mark's dot on the graph: the hint's violet
// for ?!, the accent for ?, the winning line's for ?? (the dots grow with
// the mark too, and the move list writes the sign).
func markColor(pal *sprites.Palette, m analysis.Mark) color.RGBA {
	switch m {
	case analysis.Inaccuracy:
		return pal.Hint
	case analysis.Mistake:
		return pal.Accent
	}
	return pal.Win
}
