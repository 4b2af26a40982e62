package scenes

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/ui"
)

// The AI's share of a frame: with drawing it keeps every frame well inside
// 16 ms (the issue asks for ≤ 4 ms of our own work). A search returns a
// little after its slice, more on a loaded machine, so the slice asked for
// adapts to what the last ones really took.
const (
	thinkTarget   = 3 * time.Millisecond
	thinkMinSlice = 500 * time.Microsecond
)

// play is a game at the table: the board, the side panel (seatPanel, the
// buttons and the moveList), history review and the end-of-game panel
// (overPanel). The demo is a play scene with both seats taken by the AI and
// its own controls.
type play struct {
	sess   *session.Session
	name   string
	view   render.View
	palGen int
	bounds image.Rectangle
	speed  render.Speed

	board, side ui.Rect
	infoBox     ui.Rect // the game's name, the seats and the status
	listBox     ui.Rect // the move list, or the demo's controls
	hintBox     ui.Rect // the review hint's line
	buttons     *ui.Menu
	buttonActs  []func(a Host) error

	info  seatPanel
	moves ui.MoveList
	rev   review
	over  overPanel

	slice time.Duration // the AI's next slice
	ready time.Duration // the app's clock before which the AI's chosen move waits

	cues  cues
	ticks int
	demo  *demo
	coach *session.Coach // coach.go; made at the first frame
	bar   *evalBar       // evalbar.go; made at the first frame
	an    analysisPane   // analysis.go

	savedAs string   // the name the game is kept under on the shelf, once saved
	here    *ui.Menu // Play from here, on the review's line
	aside   string   // what the next move does with the moves set aside
}

// newPlay starts a new game of name with seats.
func newPlay(a Host, name string, seats [2]session.Seat) (*play, error) {
	g, err := a.Deps().NewGame(name)
	if err != nil {
		return nil, err
	}
	s, err := session.New(g, seats, a.Deps().NewSearch, a.nextSeed())
	if err != nil {
		return nil, err
	}
	p := newPlayFrom(a, s)
	a.autosave(s)
	return p, nil
}

// newPlayFrom shows a session (a new game or a restored save).
func newPlayFrom(a Host, s *session.Session) *play {
	return newTable(a, s, nil)
}

// newTable shows a session, in the demo when d is not nil.
func newTable(a Host, s *session.Session, d *demo) *play {
	p := &play{sess: s, name: s.Game().Name(), speed: a.speed(), demo: d}
	if d != nil {
		p.speed = d.speed
	}
	p.makeView(a)
	p.buildButtons(a)
	p.over = newOverPanel(a, d == nil)
	p.refresh(a)
	return p
}

func (p *play) makeView(a Look) {
	p.view = a.view(p.name)
	p.view.SetSpeed(p.speed)
	p.view.Sync(p.sess.Game())
	p.palGen = a.PaletteGen()
	p.bounds = image.Rectangle{}
}

func (p *play) buildButtons(a Host) {
	var items []ui.MenuItem
	p.buttonActs = p.buttonActs[:0]
	add := func(text string, f func(a Host) error) {
		items = append(items, ui.MenuItem{Text: text})
		p.buttonActs = append(p.buttonActs, f)
	}
	if p.demo != nil {
		p.demo.buttons(a, p, add)
	} else {
		add(a.t(i18n.Undo), p.undo)
		add(a.t(i18n.Redo), p.redo)
		add(hintsLabel(a), p.toggleHints)
		add(a.t(i18n.Menu), func(a Host) error { a.goTo(newGameMenu(a, p)); return nil })
	}
	p.buttons = ui.NewMenu(items...)
	p.buttons.PointerOnly = true
}

// undo takes back a move: the button and the key share this path.
func (p *play) undo(a Host) error {
	if p.demo == nil && p.endReview() && p.sess.Undo() {
		p.view.Sync(p.sess.Game())
		p.cues.clear()
		p.ready = 0
		p.refresh(a)
		a.autosave(p.sess)
	}
	return nil
}

// redo plays again a move taken back.
func (p *play) redo(a Host) error {
	if p.demo == nil && p.endReview() && p.sess.Redo() {
		p.view.Sync(p.sess.Game())
		p.cues.clear()
		p.refresh(a)
		a.autosave(p.sess)
	}
	return nil
}

// toggleHints turns the hints on or off, and keeps the setting.
func (p *play) toggleHints(a Host) error {
	st := a.Settings()
	st.Hints = !st.Hints
	a.setSettings(st)
	p.view.SetHints(st.Hints)
	if p.demo == nil {
		p.buttons.Items[2].Text = hintsLabel(a)
		p.buttons.Row = ui.Rect{} // lay out again: the label changed
	}
	return nil
}

// hintsLabel is the hints button: its name and whether they are on.
func hintsLabel(a Host) string {
	if a.Settings().Hints {
		return a.t(i18n.Hints) + " · " + a.t(i18n.On)
	}
	return a.t(i18n.Hints) + " · " + a.t(i18n.OffWord)
}

// leave goes back to the title; the game stays saved for Continue.
func (p *play) leave(a Host) error {
	a.goTo(newTitle(a))
	return nil
}

// refresh rebuilds the texts after a change of position.
func (p *play) refresh(a Host) {
	p.over.set(a, p.sess.Game())
	p.info.refresh(a, p.sess, p.over.head)
	p.moves.Build(a.Painter().TextWidth, p.sess.Moves(), p.sess.Turns(), p.over.head != "")
	p.refreshRecord(a)
	p.an.sync(a, p)
}

// apply plays a (a person's or the AI's), animates it and keeps the save.
func (p *play) apply(a Host, act rules.Action) error {
	events, err := p.sess.Play(act)
	if err != nil {
		return err
	}
	a.Redraw()
	p.endReview()
	p.view.Animate(p.sess.Game(), act, events)
	p.cues.schedule(events, p.speed.Ticks())
	p.refresh(a)
	if p.demo == nil {
		a.autosave(p.sess) // removed when the game is over
	}
	return nil
}

func (p *play) Update(a Host) error {
	p.ticks++
	if p.palGen != a.PaletteGen() {
		p.makeView(a)
	}
	if sp := p.currentSpeed(a); sp != p.speed {
		p.speed = sp
		p.view.SetSpeed(sp)
	}
	p.layout(a)
	p.view.Update()
	if !p.view.Still() || p.sess.Thinking() {
		// The board moves, or the thinking dots pulse.
		a.Redraw()
	}
	p.cues.play(a.Sounds())
	p.updateCoach(a)
	p.updateBar(a)
	p.an.poll(a, p)
	f := a.Input()
	if p.an.line.on {
		p.an.stepLine(a, p, f)
		return nil
	}
	g := p.sess.Game()
	over := g.Outcome().Over

	if p.demo != nil {
		if done, err := p.demo.update(a, p); done || err != nil {
			return err
		}
	} else {
		if p.an.update(a, p, f) {
			return nil
		}
		if done, err := p.recordKeys(a, f); done {
			return err
		}
		switch {
		case f.Verbs.Has(VerbBack):
			return p.leave(a)
		case f.Verbs.Has(VerbUndo):
			return p.undo(a)
		case f.Verbs.Has(VerbRedo):
			return p.redo(a)
		case f.Verbs.Has(VerbHints):
			return p.toggleHints(a)
		case f.Verbs.Has(VerbLeft):
			p.reviewTo(a, p.shown()-1)
		case f.Verbs.Has(VerbRight):
			p.reviewTo(a, p.shown()+1)
		case f.Verbs.Has(VerbFirst):
			p.reviewTo(a, 0)
		case f.Verbs.Has(VerbLast):
			p.reviewTo(a, len(p.sess.Played()))
		}
		if t, ok := p.moves.Update(f.UI()); ok && t < len(p.sess.Turns()) {
			p.reviewTo(a, p.sess.Turns()[t].End)
		}
	}
	if i, _, ok := p.buttons.Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		return p.buttonActs[i](a)
	}
	if over && p.demo == nil && !p.view.Animating() && !p.rev.active() {
		if i, ok := p.over.update(f); ok {
			if i == overMenu {
				return p.leave(a)
			}
			np, err := newPlay(a, p.name, p.sess.Seats())
			if err != nil {
				return err
			}
			a.goTo(np)
		}
		return nil
	}
	if over {
		return nil
	}

	human := p.sess.HumanToMove()
	p.view.SetInteractive(human && !p.rev.active())
	// The board reads the pointer whoever is to move, for its tooltips;
	// it plays only for a person, and never while a review locks it.
	shown := g
	if p.rev.active() {
		shown = p.rev.game
	}
	if act, ok := p.view.Input(shown, f.Pointer); ok && human && !p.rev.active() {
		return p.apply(a, act)
	}
	if human {
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
		p.ready = a.Now() + p.pause()
		return nil
	}
	if a.Now() < p.ready {
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

// pause is how long a move stands, once drawn, before the AI answers it:
// an animation step and a moment, by the app's clock (a slow machine's
// frames do not stretch it).
func (p *play) pause() time.Duration {
	return time.Duration(p.speed.Ticks()+4) * time.Second / 60
}

// currentSpeed is the demo's own speed, or the setting.
func (p *play) currentSpeed(a Look) render.Speed {
	if p.demo != nil {
		return p.demo.speed
	}
	return a.speed()
}

// The side panel's parts, in units: the seats and status, the button row,
// the review hint's line, and the least room for the move list.
const (
	infoH   = 30
	rowH    = 9
	hintH   = 5
	minList = 36
)

// layout places the board and the side panel: side by side on a wide
// screen, the panel under the board on a tall one (the board leaves it the
// room it needs, and takes no more than its picture does). The panel stacks the seats, the buttons and the move list
// when it is tall enough, else puts the list beside the seats and the
// buttons across its foot. The notices at the foot of the screen (a save
// that keeps failing shows one for as long as it fails) keep their room:
// the game stands above them, never under.
func (p *play) layout(a Look) {
	w, h, u := a.screen().W, a.screen().H-a.noticeHeight(), a.Unit()
	m := 2 * u
	bar := p.barRoom(a) // the evaluation bar's, left of the board
	if w >= h*1.15 {
		sw := min(max(w*0.3, 44*u), w*0.45)
		p.board = ui.Rect{X: m + bar, Y: m, W: w - sw - 2*m - bar, H: h - 2*m}
		p.side = ui.Rect{X: w - sw, Y: m, W: sw - m, H: h - 2*m}
	} else {
		// The board takes the height its picture needs at this width (a
		// GIPF board with its stacks in strips is taller than wide), up
		// to two thirds of the screen and less the panel's least room; the
		// panel gets the rest.
		most := max(min(h*0.66, h-(infoH+rowH+hintH+2)*u-m), h*0.4)
		room := ui.Rect{X: m + bar, Y: m, W: w - 2*m - bar, H: most - 2*m}.Image()
		fit := p.view.Fit(room.Dx(), room.Dy())
		bh := max(min(float64(fit.Y)+2*m+1, most), h*0.4)
		p.board = ui.Rect{X: m + bar, Y: m, W: w - 2*m - bar, H: bh - 2*m}
		p.side = ui.Rect{X: m, Y: bh, W: w - 2*m, H: h - bh - m}
	}
	if r := p.board.Image(); r != p.bounds {
		p.bounds = r
		p.view.SetBounds(r)
	}
	p.placeBar(a)
	s := p.side
	var row ui.Rect
	rows := 1
	if s.H >= (infoH+rowH+minList+hintH)*u || s.W < 80*u {
		rows = p.buttons.RowsFor(s.W-4*u, u, a.Painter().TextWidth)
		p.infoBox = ui.Rect{X: s.X, Y: s.Y, W: s.W, H: infoH * u}
		row = ui.Rect{X: s.X + 2*u, Y: s.Y + (infoH+2)*u, W: s.W - 4*u, H: ui.RowsHeight(rows, u)}
		top := row.Y + row.H + 2*u
		p.hintBox = ui.Rect{X: s.X + 3*u, Y: s.Y + s.H - hintH*u, W: s.W - 6*u, H: (hintH - 1) * u}
		p.listBox = ui.Rect{X: s.X, Y: top, W: s.W, H: p.hintBox.Y - top}
	} else {
		iw := s.W * 0.56
		row = ui.Rect{X: s.X + 2*u, Y: s.Y + s.H - rowH*u, W: s.W - 4*u, H: ui.ButtonH * u}
		p.infoBox = ui.Rect{X: s.X, Y: s.Y, W: iw, H: infoH * u}
		p.hintBox = ui.Rect{X: s.X + 3*u, Y: s.Y + infoH*u, W: iw - 4*u, H: (hintH - 1) * u}
		p.listBox = ui.Rect{X: s.X + iw, Y: s.Y, W: s.W - iw, H: row.Y - s.Y - u}
	}
	p.buttons.LayoutRow(row, u, a.Painter().TextWidth, rows)
	p.listBox = p.an.layout(a, p, p.listBox)
	p.over.layout(p.board, u)
	p.moves.Layout(u, p.listBox, p.rev.turn(p.sess.Turns()))
}

func (p *play) Draw(dst *ebiten.Image, a Host) {
	u, pal := a.Painter(), a.Palette()
	p.view.Draw(dst)
	p.drawBar(dst, a)
	un := a.Unit()
	if p.rev.active() {
		p.rev.drawFrame(dst, a, p.board)
	}
	p.an.drawGhost(dst, a, p)
	u.Panel(dst, p.side, ui.Radius*un, pal.Panel)
	p.info.draw(dst, a, p.infoBox, p.name, p.sess, p.view.Step(), &p.rev, p.ticks)
	p.drawHintLine(dst, a)
	u.Menu(dst, p.buttons, pal)
	if p.demo != nil {
		p.demo.draw(dst, a, p.listBox)
	} else {
		mark := p.rev.turn(p.sess.Turns())
		p.moves.Layout(un, p.listBox, mark)
		a.Painter().MoveList(dst, &p.moves, a.Palette(), a.Unit(), a.t(i18n.Moves), mark)
		p.an.draw(dst, a, p)
	}
	if p.over.head != "" && !p.view.Animating() && !p.rev.active() {
		p.over.draw(dst, a)
	}
}

// shown is how many actions of the game the board shows.
func (p *play) shown() int { return p.rev.shown(p.sess) }

// reviewTo shows the position after the first k actions on a locked board;
// k at the end of the game returns to the live position.
func (p *play) reviewTo(a Host, k int) {
	if !p.rev.to(p.sess, p.view, k) {
		return
	}
	p.view.SetInteractive(false)
	p.cues.clear()
	p.rev.text = fmt.Sprintf(a.t(i18n.Reviewing), p.rev.at, len(p.sess.Played())) + p.variationNote(a)
}

// endReview shows the live position again, if a review was on. It always
// reports true, so that the verbs which end a review can chain it.
func (p *play) endReview() bool {
	p.rev.end(p.sess, p.view)
	return true
}
