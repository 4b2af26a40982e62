package scenes

import (
	"fmt"
	"image"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/render"
	"tavola/rules"
	"tavola/scenes/i18n"
	"tavola/scenes/session"
)

// The AI's share of a frame: with drawing it keeps every frame well inside
// 16 ms (the issue asks for ≤ 4 ms of our own work). A search returns a
// little after its slice, more on a loaded machine, so the slice asked for
// adapts to what the last ones really took.
const (
	thinkTarget   = 3 * time.Millisecond
	thinkMinSlice = 500 * time.Microsecond
)

// play is a game at the table: the board, the panel with the seats, the
// buttons and the move list, and the end-of-game panel. The demo is a play
// scene with both seats taken by the AI and its own controls.
type play struct {
	sess   *session.Session
	name   string
	view   render.View
	palGen int
	bounds image.Rectangle
	speed  render.Speed

	board, side rectF
	buttons     *menu
	buttonActs  []func(a *App) error
	overMenu    *menu

	// Texts, rebuilt when the game changes so frames format nothing.
	seatText [2]string
	status   string
	thinking string // status while the AI thinks ("Black to move · thinking")
	overHead string
	overWhy  string

	// The move list by turns (a GIPF turn is its push and the removals
	// after it), rebuilt when the game changes.
	turnText []string  // each turn's actions, space-separated
	turnNum  []string  // "3." for the first player's turn, "3..." for the second's
	turnW    []float64 // each text's width, in units
	pairs    []turnRow // the turns two to a row, the first player's on the left
	moveList listGeom  // where the list was last drawn

	// History review: the position after the first reviewAt actions,
	// shown on a locked board while review is not nil. The live game goes
	// on in the session (the AI keeps thinking).
	review     rules.Game
	reviewAt   int
	reviewEv   []rules.Event
	reviewText string

	slice time.Duration // the AI's next slice
	wait  int           // ticks left before the AI's chosen move is played

	cues    []cue // the sounds of the last move, due in step with its animation
	cueTick int
	ticks   int
	demo    *demo
}

// newPlay starts a new game of name with seats.
func newPlay(a *App, name string, seats [2]session.Seat) (*play, error) {
	g, err := a.deps.NewGame(name)
	if err != nil {
		return nil, err
	}
	s, err := session.New(g, seats, a.deps.NewSearch, a.nextSeed())
	if err != nil {
		return nil, err
	}
	p := newPlayFrom(a, s)
	a.autosave(s)
	return p, nil
}

// newPlayFrom shows a session (a new game or a restored save).
func newPlayFrom(a *App, s *session.Session) *play {
	p := &play{sess: s, name: s.Game().Name(), speed: a.speed()}
	p.makeView(a)
	p.buildButtons(a)
	p.refresh(a)
	return p
}

func (p *play) makeView(a *App) {
	p.view = a.view(p.name)
	p.view.SetSpeed(p.speed)
	p.view.Sync(p.sess.Game())
	p.palGen = a.palGen
	p.bounds = image.Rectangle{}
}

func (p *play) buildButtons(a *App) {
	var items []menuItem
	p.buttonActs = p.buttonActs[:0]
	add := func(text string, f func(a *App) error) {
		items = append(items, menuItem{text: text})
		p.buttonActs = append(p.buttonActs, f)
	}
	if p.demo != nil {
		p.demo.buttons(a, p, add)
	} else {
		add(a.t(i18n.Undo), (*App).undo)
		add(a.t(i18n.Redo), (*App).redo)
		add(a.hintsLabel(), (*App).toggleHints)
		add(a.t(i18n.Menu), p.leave)
	}
	p.buttons = newMenu(items...)
	p.buttons.pointerOnly = true
	p.overMenu = newMenu(menuItem{text: a.t(i18n.PlayAgain)}, menuItem{text: a.t(i18n.Menu)})
}

// The play scene's verbs reach it through the App, so that buttons and
// keys share one path.
func (a *App) undo() error {
	if p, ok := a.scene.(*play); ok && p.demo == nil && p.endReview() && p.sess.Undo() {
		p.view.Sync(p.sess.Game())
		p.cues = p.cues[:0]
		p.wait = 0
		p.refresh(a)
		a.autosave(p.sess)
	}
	return nil
}

func (a *App) redo() error {
	if p, ok := a.scene.(*play); ok && p.demo == nil && p.endReview() && p.sess.Redo() {
		p.view.Sync(p.sess.Game())
		p.cues = p.cues[:0]
		p.refresh(a)
		a.autosave(p.sess)
	}
	return nil
}

func (a *App) toggleHints() error {
	a.set.Hints = !a.set.Hints
	a.saveSettings()
	if p, ok := a.scene.(*play); ok {
		p.view.SetHints(a.set.Hints)
		if p.demo == nil {
			p.buttons.items[2].text = a.hintsLabel()
			p.buttons.row = rectF{} // lay out again: the label changed
		}
	}
	return nil
}

// hintsLabel is the hints button: its name and whether they are on.
func (a *App) hintsLabel() string {
	if a.set.Hints {
		return a.t(i18n.Hints) + " · " + a.t(i18n.On)
	}
	return a.t(i18n.Hints) + " · " + a.t(i18n.OffWord)
}

// leave goes back to the title; the game stays saved for Continue.
func (p *play) leave(a *App) error {
	p.sess.Close()
	a.goTo(newTitle(a))
	return nil
}

// seatNames maps the protocol's seat names to the interface's words.
var seatNames = map[string]i18n.Key{"white": i18n.White, "black": i18n.Black, "south": i18n.South, "north": i18n.North}

func (a *App) playerName(g rules.Game, pl rules.Player) string {
	n := g.PlayerName(pl)
	if k, ok := seatNames[n]; ok {
		return a.t(k)
	}
	return n
}

// refresh rebuilds the texts after a change of position.
func (p *play) refresh(a *App) {
	g := p.sess.Game()
	seats := p.sess.Seats()
	for i := range 2 {
		pl := rules.Player(i)
		who := a.t(i18n.Human)
		if seats[i].AI {
			who = fmt.Sprintf(a.t(i18n.AILevel), seats[i].Level)
		}
		p.seatText[i] = a.playerName(g, pl) + " · " + who
	}
	o := g.Outcome()
	p.status = fmt.Sprintf(a.t(i18n.ToMove), a.playerName(g, g.ToMove()))
	if _, err := g.Position(); err != nil && !o.Over {
		// A decision in the middle of a turn: a GIPF row to choose.
		p.status = fmt.Sprintf(a.t(i18n.ChooseRow), a.playerName(g, g.ToMove()))
	}
	p.thinking = p.status + " · " + a.t(i18n.Thinking) + "…"
	p.overHead, p.overWhy = "", ""
	if o.Over {
		p.overHead = a.t(i18n.Draw)
		if o.Winner != rules.NoPlayer {
			p.overHead = fmt.Sprintf(a.t(i18n.Wins), a.playerName(g, o.Winner))
		}
		p.status = p.overHead
		p.overWhy = a.reason(o.Reason)
		if p.name == "kpe" {
			p.overWhy += " · " + fmt.Sprintf(a.t(i18n.Score), o.Score[0], o.Score[1])
		}
	}
	p.listTurns(a)
}

// turnRow is one row of the paired move list: its number and the turns in
// its two columns (-1 for none).
type turnRow struct {
	num  string
	turn [2]int
}

// moveSize is the move list's text size, in units; widths are measured at
// measureUnit pixels to the unit and kept in units.
const (
	moveSize    = 2.8
	measureUnit = 10
)

// listTurns writes the move list by turns, numbered as a game record is:
// "3." before the first player's turn, "3..." before the second's.
func (p *play) listTurns(a *App) {
	moves := p.sess.Moves()
	turns := p.sess.Turns()
	p.turnText, p.turnNum, p.turnW, p.pairs = p.turnText[:0], p.turnNum[:0], p.turnW[:0], p.pairs[:0]
	num := 1
	for i, t := range turns {
		if i > 0 && t.Player == rules.First {
			num++
		}
		text := strings.Join(moves[t.First:t.End], " ")
		p.turnText = append(p.turnText, text)
		p.turnW = append(p.turnW, a.ui.textWidth(text, moveSize*measureUnit, false)/measureUnit)
		n := strconv.Itoa(num)
		col := 0
		if t.Player == rules.First {
			p.turnNum = append(p.turnNum, n+".")
		} else {
			p.turnNum = append(p.turnNum, n+"...")
			col = 1
		}
		last := len(p.pairs) - 1
		if col == 1 && last >= 0 && p.pairs[last].turn[1] < 0 && p.pairs[last].num == n+"." {
			p.pairs[last].turn[1] = i
			continue
		}
		row := turnRow{num: n + ".", turn: [2]int{-1, -1}}
		row.turn[col] = i
		p.pairs = append(p.pairs, row)
	}
}

var reasonKeys = map[rules.Reason]i18n.Key{
	rules.Four: i18n.ReasonFour, rules.Full: i18n.ReasonFull, rules.NoMoves: i18n.ReasonNoMoves,
	rules.Loop: i18n.ReasonLoop, rules.NoPieces: i18n.ReasonNoPieces, rules.NoGIPF: i18n.ReasonNoGIPF,
	rules.Repetition: i18n.ReasonRepetition,
}

func (a *App) reason(r rules.Reason) string {
	if k, ok := reasonKeys[r]; ok {
		return a.t(k)
	}
	return r.String()
}

// apply plays a (a person's or the AI's), animates it and keeps the save.
func (p *play) apply(a *App, act rules.Action) error {
	events, err := p.sess.Play(act)
	if err != nil {
		return err
	}
	p.endReview()
	p.view.Animate(p.sess.Game(), act, events)
	p.cueSounds(events, p.speed.Ticks())
	p.refresh(a)
	if p.demo == nil {
		if p.sess.Game().Outcome().Over {
			a.autosave(nil)
		} else {
			a.autosave(p.sess)
		}
	}
	return nil
}

// cue is a sound due after a number of ticks.
type cue struct {
	at     int
	effect audio.Effect
}

// cueSounds schedules the sounds of a move's events roughly in step with
// the board's animation at speed t ticks a step: the piece lands, then
// slides; Kpé's seeds click one by one as they drop (long sowings faster),
// then the capture. With no animation each kind sounds once, at once.
func (p *play) cueSounds(events []rules.Event, t int) {
	p.cues = p.cues[:0]
	sown := 0
	for _, e := range events {
		if e.Kind == rules.Sown {
			sown++
		}
	}
	drop := t * 3 / 4
	if sown > 8 {
		drop = max(3, t*3*(8+(sown-8)/2)/(4*sown))
	}
	now := 0
	var seen [rules.GameOver + 1]bool
	for _, e := range events {
		if int(e.Kind) >= len(seen) {
			continue
		}
		first := !seen[e.Kind]
		seen[e.Kind] = true
		switch e.Kind {
		case rules.Placed:
			if first {
				p.cues = append(p.cues, cue{now, audio.Place})
			}
			now += t / 2
		case rules.Moved:
			if first {
				p.cues = append(p.cues, cue{now, audio.Slide})
			}
		case rules.PickedUp:
			now += t * 7 / 10
		case rules.Sown:
			if t > 0 || first {
				p.cues = append(p.cues, cue{now, audio.Seed})
			}
			now += drop
		case rules.Captured, rules.Returned:
			if first {
				now += t / 3
				p.cues = append(p.cues, cue{now, audio.Capture})
			}
		case rules.GameOver:
			p.cues = append(p.cues, cue{now + t, audio.Win})
		}
	}
	p.cueTick = 0
}

// playCues plays the sounds that are due.
func (p *play) playCues(a *App) {
	if len(p.cues) == 0 {
		return
	}
	k := 0
	for _, c := range p.cues {
		if c.at <= p.cueTick {
			a.snd.Play(c.effect)
			continue
		}
		p.cues[k] = c
		k++
	}
	p.cues = p.cues[:k]
	p.cueTick++
}

func (p *play) Update(a *App) error {
	p.ticks++
	if p.palGen != a.palGen {
		p.makeView(a)
	}
	if sp := p.currentSpeed(a); sp != p.speed {
		p.speed = sp
		p.view.SetSpeed(sp)
	}
	p.layout(a)
	p.view.Update()
	p.playCues(a)
	f := a.in
	g := p.sess.Game()
	over := g.Outcome().Over

	if p.demo != nil {
		if done, err := p.demo.update(a, p); done || err != nil {
			return err
		}
	} else {
		switch {
		case f.Verbs.Has(VerbBack):
			return p.leave(a)
		case f.Verbs.Has(VerbUndo):
			return a.undo()
		case f.Verbs.Has(VerbRedo):
			return a.redo()
		case f.Verbs.Has(VerbHints):
			return a.toggleHints()
		case f.Verbs.Has(VerbLeft):
			p.reviewTo(a, p.shown()-1)
		case f.Verbs.Has(VerbRight):
			p.reviewTo(a, p.shown()+1)
		case f.Verbs.Has(VerbFirst):
			p.reviewTo(a, 0)
		case f.Verbs.Has(VerbLast):
			p.reviewTo(a, len(p.sess.Played()))
		}
		if t, ok := p.moveList.hit(f.Pointer); ok && t < len(p.sess.Turns()) {
			p.reviewTo(a, p.sess.Turns()[t].End)
		}
	}
	if i, _, ok := p.buttons.update(f); ok {
		a.snd.Play(audio.Click)
		return p.buttonActs[i](a)
	}
	if over && p.demo == nil && !p.view.Animating() && p.review == nil {
		if i, _, ok := p.overMenu.update(f); ok {
			if i == 1 {
				return p.leave(a)
			}
			np, err := newPlay(a, p.name, p.sess.Seats())
			if err != nil {
				return err
			}
			p.sess.Close()
			a.goTo(np)
		}
		return nil
	}
	if over {
		return nil
	}

	human := p.sess.HumanToMove()
	p.view.SetInteractive(human && p.review == nil)
	if human {
		if p.review != nil {
			return nil // the board is locked while reviewing
		}
		if act, ok := p.view.Input(g, f.Pointer); ok {
			return p.apply(a, act)
		}
		return nil
	}
	if p.demo != nil && p.demo.paused && !p.demo.step {
		return nil
	}
	act, ok := p.think()
	if !ok {
		return nil
	}
	// Let the last move finish and stand a moment before the reply.
	if p.view.Animating() {
		p.wait = p.pause()
		return nil
	}
	if p.wait > 0 {
		p.wait--
		return nil
	}
	if p.demo != nil {
		p.demo.step = false
	}
	return p.apply(a, act)
}

// think gives the AI its slice of this frame and adapts the next slice to
// the time the search really took.
func (p *play) think() (rules.Action, bool) {
	if p.slice == 0 {
		p.slice = thinkTarget
	}
	t0 := time.Now()
	act, ok := p.sess.Think(p.slice)
	took := time.Since(t0)
	switch {
	case took > thinkTarget+thinkTarget/4:
		p.slice = max(thinkMinSlice, p.slice-(took-thinkTarget))
	case took < thinkTarget:
		p.slice = min(thinkTarget, p.slice+(thinkTarget-took)/2)
	}
	return act, ok
}

// pause is how long a move stands before the AI answers it.
func (p *play) pause() int {
	return p.speed.Ticks() + 4
}

// currentSpeed is the demo's own speed, or the setting.
func (p *play) currentSpeed(a *App) render.Speed {
	if p.demo != nil {
		return p.demo.speed
	}
	return a.speed()
}

// layout places the board and the side panel: side by side on a wide
// screen, the panel under the board on a tall one.
func (p *play) layout(a *App) {
	w, h, u := float64(a.w), float64(a.h), a.unit
	m := 2 * u
	if w >= h*1.15 {
		sw := min(max(w*0.3, 44*u), w*0.45)
		p.board = rectF{m, m, w - sw - 2*m, h - 2*m}
		p.side = rectF{w - sw, m, sw - m, h - 2*m}
	} else {
		bh := min(w, h*0.66)
		p.board = rectF{m, m, w - 2*m, bh - 2*m}
		p.side = rectF{m, bh, w - 2*m, h - bh - m}
	}
	if r := p.board.image(); r != p.bounds {
		p.bounds = r
		p.view.SetBounds(r)
	}
	s := p.side
	p.buttons.layoutRow(rectF{s.x + 2*u, p.buttonsY(a), s.w - 4*u, 7 * u}, u, a.ui)
	b := p.board
	pw, ph := min(b.w*0.8, 70*u), 34*u
	p.overMenu.layout(rectF{b.x + (b.w-pw)/2, b.y + (b.h-ph)/2 + 14*u, pw, 18 * u}, u*0.8)
}

// buttonsY is the top of the button row in the side panel.
func (p *play) buttonsY(a *App) float64 {
	return p.side.y + 32*a.unit
}

func (p *play) Draw(dst *ebiten.Image, a *App) {
	u, pal := a.ui, a.pal
	p.view.Draw(dst)
	s := p.side
	un := a.unit
	if p.review != nil {
		p.drawReview(dst, a)
	}
	u.panel(dst, s, 2*un, pal.Panel)
	x := s.x + 3*un
	u.text(dst, a.t(familyKeys[family(p.name)][0]), x, s.y+5*un, 5*un, true, pal.Text, alignLeft)
	g := p.sess.Game()
	over := g.Outcome().Over
	for i := range 2 {
		y := s.y + 12*un + float64(i)*6.5*un
		pl := rules.Player(i)
		if g.ToMove() == pl && !over {
			u.rect(dst, s.x, y-2.8*un, 1.2*un, 5.6*un, pal.Accent, 1)
		}
		u.piece(dst, pal, i, x+2*un, y, 4.4*un)
		u.text(dst, p.seatText[i], x+6*un, y, 3.2*un, g.ToMove() == pl && !over, pal.Text, alignLeft)
		if g.ToMove() == pl && p.sess.Thinking() {
			// The thinking indicator: three dots that pulse in turn.
			tx := x + 7*un + u.textWidth(p.seatText[i], 3.2*un, true)
			for d := range 3 {
				k := wave(p.ticks*2 + d*20)
				u.circle(dst, tx+float64(d)*2*un, y, (0.45+0.35*k)*un, pal.Accent, 1)
			}
		}
	}
	statusColor := pal.TextDim
	if over {
		statusColor = pal.Win
	}
	status := p.status
	if p.sess.Thinking() && !over {
		status = p.thinking
	}
	if p.review != nil {
		status, statusColor = p.reviewText, pal.Accent
	}
	u.text(dst, status, x, s.y+26*un, 3.2*un, over || p.review != nil, statusColor, alignLeft)
	if p.review != nil {
		u.text(dst, a.t(i18n.ReviewHint), x, s.y+s.h-3*un, 2.6*un, false, pal.TextDim, alignLeft)
	}
	p.buttons.draw(dst, u, pal)
	if p.demo != nil {
		p.demo.draw(dst, a, p)
	} else {
		p.drawMoves(dst, a, rectF{s.x, p.buttonsY(a) + 9*un, s.w, s.y + s.h - p.buttonsY(a) - 9*un})
	}
	if over && !p.view.Animating() && p.review == nil {
		p.drawOver(dst, a)
	}
}

// listGeom is where the move list stands: its lines, the first one shown,
// and whether the turns go two to a row.
type listGeom struct {
	x, y, line, col2 float64 // first line's centre; col2 is the second column
	w                float64
	first, n         int // lines shown: [first, first+n)
	paired           bool
	pairs            []turnRow
}

// hit is the turn under a press of p, if any.
func (g listGeom) hit(p render.Pointer) (int, bool) {
	if !p.Pressed || g.line == 0 {
		return 0, false
	}
	x, y := float64(p.X), float64(p.Y)
	k := int((y - g.y + g.line/2) / g.line)
	if x < g.x || x >= g.x+g.w || y < g.y-g.line/2 || k >= g.n {
		return 0, false
	}
	if !g.paired {
		return g.first + k, true
	}
	row := g.pairs[g.first+k]
	t := row.turn[0]
	if x >= g.col2-g.line/2 || t < 0 {
		t = row.turn[1]
	}
	return t, t >= 0
}

// layoutMoves places the move list in r: two turns a row when the widest
// turns fit side by side (one action a turn, as in Gravity and Kpé), else
// one turn a line (GIPF turns with their removals). The newest line is at
// the bottom, or the reviewed turn when it would be scrolled away.
func (p *play) layoutMoves(a *App, r rectF) listGeom {
	un := a.unit
	g := listGeom{x: r.x, y: r.y + 6*un, w: r.w, line: 3.6 * un, pairs: p.pairs}
	var wide [2]float64
	for _, row := range p.pairs {
		for c, t := range row.turn {
			if t >= 0 {
				wide[c] = max(wide[c], p.turnW[t])
			}
		}
	}
	g.col2 = r.x + max(24, 11+wide[0]+3)*un
	g.paired = g.col2+wide[1]*un <= r.x+r.w-2*un
	lines := len(p.turnText)
	if g.paired {
		lines = len(p.pairs)
	}
	rows := max(1, int((r.h-6*un)/g.line))
	g.first = max(0, lines-rows)
	if t := p.reviewTurn(); t >= 0 {
		at := t
		if g.paired {
			at = p.pairRow(t)
		}
		g.first = min(g.first, at)
	}
	g.n = min(rows, lines-g.first)
	return g
}

// reviewTurn is the turn holding the last action of the reviewed
// position, or -1 when not reviewing (or at the start).
func (p *play) reviewTurn() int {
	if p.review == nil || p.reviewAt == 0 {
		return -1
	}
	for i, t := range p.sess.Turns() {
		if p.reviewAt-1 < t.End {
			return i
		}
	}
	return -1
}

// pairRow is the row of the paired list that holds turn t.
func (p *play) pairRow(t int) int {
	for i, row := range p.pairs {
		if row.turn[0] == t || row.turn[1] == t {
			return i
		}
	}
	return 0
}

// drawMoves draws the move list by turns, the newest at the bottom; the
// turn being reviewed is marked.
func (p *play) drawMoves(dst *ebiten.Image, a *App, r rectF) {
	u, pal, un := a.ui, a.pal, a.unit
	u.text(dst, a.t(i18n.Moves), r.x+3*un, r.y+2*un, 3*un, true, pal.TextDim, alignLeft)
	g := p.layoutMoves(a, r)
	p.moveList = g
	size := moveSize * un
	mark := p.reviewTurn()
	for k := range g.n {
		y := g.y + float64(k)*g.line
		if !g.paired {
			t := g.first + k
			if t == mark {
				u.rect(dst, r.x+un, y-g.line/2, r.w-2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, p.turnNum[t], r.x+9*un, y, size, false, pal.TextDim, alignRight)
			u.text(dst, p.turnText[t], r.x+11*un, y, size, false, pal.Text, alignLeft)
			continue
		}
		row := p.pairs[g.first+k]
		u.text(dst, row.num, r.x+9*un, y, size, false, pal.TextDim, alignRight)
		for c, t := range row.turn {
			x := r.x + 11*un
			if c == 1 {
				x = g.col2
			}
			if t < 0 {
				u.text(dst, "…", x, y, size, false, pal.TextDim, alignLeft)
				continue
			}
			if t == mark {
				u.rect(dst, x-un, y-g.line/2, p.turnW[t]*un+2*un, g.line, pal.Accent, 0.3)
			}
			u.text(dst, p.turnText[t], x, y, size, false, pal.Text, alignLeft)
		}
	}
}

// shown is how many actions of the game the board shows.
func (p *play) shown() int {
	if p.review != nil {
		return p.reviewAt
	}
	return len(p.sess.Played())
}

// reviewTo shows the position after the first k actions on a locked board
// (one step forward animates; any other jump is shown at once). k at the
// end of the game returns to the live position. The session is not
// touched: the save and the AI's search carry on.
func (p *play) reviewTo(a *App, k int) {
	played := p.sess.Played()
	n := len(played)
	k = max(0, min(k, n))
	if k == n && p.review != nil && p.reviewAt == n-1 {
		// The last step forward animates into the live position.
		act := played[n-1]
		p.reviewEv = p.review.Apply(act, p.reviewEv[:0])
		p.review = nil
		p.view.Animate(p.sess.Game(), act, p.reviewEv)
		return
	}
	if k == n {
		p.endReview()
		return
	}
	if p.review == nil {
		p.review = p.sess.Game().Clone()
		p.reviewAt = n
	}
	if k == p.reviewAt+1 {
		act := played[p.reviewAt]
		p.reviewEv = p.review.Apply(act, p.reviewEv[:0])
		p.reviewAt = k
		p.view.Animate(p.review, act, p.reviewEv)
	} else {
		for ; p.reviewAt > k; p.reviewAt-- {
			p.review.Undo()
		}
		for ; p.reviewAt < k; p.reviewAt++ {
			p.review.Apply(played[p.reviewAt], nil)
		}
		p.view.Sync(p.review)
	}
	p.view.SetInteractive(false)
	p.cues = p.cues[:0]
	p.reviewText = fmt.Sprintf(a.t(i18n.Reviewing), k, n)
}

// endReview shows the live position again, if a review was on. It always
// reports true, so that the verbs which end a review can chain it.
func (p *play) endReview() bool {
	if p.review != nil {
		p.review = nil
		p.view.Sync(p.sess.Game())
	}
	return true
}

// drawReview tints and frames the board under review; the side panel
// says which move it shows and how to step (drawReviewText).
func (p *play) drawReview(dst *ebiten.Image, a *App) {
	u, pal, un := a.ui, a.pal, a.unit
	b := p.board
	u.rect(dst, b.x, b.y, b.w, b.h, pal.Accent, 0.12)
	t := 0.6 * un
	u.rect(dst, b.x, b.y, b.w, t, pal.Accent, 1)
	u.rect(dst, b.x, b.y+b.h-t, b.w, t, pal.Accent, 1)
	u.rect(dst, b.x, b.y+t, t, b.h-2*t, pal.Accent, 1)
	u.rect(dst, b.x+b.w-t, b.y+t, t, b.h-2*t, pal.Accent, 1)
}

// drawOver draws the end-of-game panel over the board.
func (p *play) drawOver(dst *ebiten.Image, a *App) {
	u, pal, un := a.ui, a.pal, a.unit
	b := p.board
	pw, ph := min(b.w*0.8, 70*un), 34*un
	if p.demo != nil {
		ph = 24 * un
	}
	r := rectF{b.x + (b.w-pw)/2, b.y + (b.h-ph)/2, pw, ph}
	u.panel(dst, rectF{r.x - 0.5*un, r.y - 0.5*un, r.w + un, r.h + un}, 2.5*un, pal.Accent)
	u.panel(dst, r, 2*un, pal.Panel)
	u.text(dst, p.overHead, r.x+r.w/2, r.y+6*un, 6*un, true, pal.Text, alignCenter)
	u.text(dst, p.overWhy, r.x+r.w/2, r.y+12.5*un, 3.2*un, false, pal.TextDim, alignCenter)
	if p.demo == nil {
		p.overMenu.draw(dst, u, pal)
	}
}
