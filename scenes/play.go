package scenes

import (
	"fmt"
	"image"
	"strconv"
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
	numbers  []string // "1.", "2.", … for the move list

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
	if p, ok := a.scene.(*play); ok && p.demo == nil && p.sess.Undo() {
		p.view.Sync(p.sess.Game())
		p.cues = p.cues[:0]
		p.wait = 0
		p.refresh(a)
		a.autosave(p.sess)
	}
	return nil
}

func (a *App) redo() error {
	if p, ok := a.scene.(*play); ok && p.demo == nil && p.sess.Redo() {
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
	for len(p.numbers) < len(p.sess.Moves())/2+2 {
		p.numbers = append(p.numbers, strconv.Itoa(len(p.numbers)+1)+".")
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
		}
	}
	if i, _, ok := p.buttons.update(f); ok {
		a.snd.Play(audio.Click)
		return p.buttonActs[i](a)
	}
	if over && p.demo == nil && !p.view.Animating() {
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
	p.view.SetInteractive(human)
	if human {
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
	u.text(dst, status, x, s.y+26*un, 3.2*un, over, statusColor, alignLeft)
	p.buttons.draw(dst, u, pal)
	if p.demo != nil {
		p.demo.draw(dst, a, p)
	} else {
		p.drawMoves(dst, a, rectF{s.x, p.buttonsY(a) + 9*un, s.w, s.y + s.h - p.buttonsY(a) - 9*un})
	}
	if over && !p.view.Animating() {
		p.drawOver(dst, a)
	}
}

// drawMoves draws the move list, two plies a row, the newest at the bottom.
func (p *play) drawMoves(dst *ebiten.Image, a *App, r rectF) {
	u, pal, un := a.ui, a.pal, a.unit
	u.text(dst, a.t(i18n.Moves), r.x+3*un, r.y+2*un, 3*un, true, pal.TextDim, alignLeft)
	line := 3.6 * un
	rows := int((r.h - 6*un) / line)
	moves := p.sess.Moves()
	total := (len(moves) + 1) / 2
	first := max(0, total-rows)
	// The second column starts after the widest first-column move shown
	// (GIPF moves with removals are long); labels are cached, so measuring
	// them allocates nothing.
	size := 2.8 * un
	col2 := r.x + 24*un
	for row := first; row < total; row++ {
		l := u.label(moves[2*row], size, false, pal.Text)
		col2 = max(col2, r.x+11*un+float64(l.Image.Bounds().Dx())+2*un)
	}
	for row := first; row < total; row++ {
		y := r.y + 6*un + float64(row-first)*line
		u.text(dst, p.numbers[row], r.x+9*un, y, size, false, pal.TextDim, alignRight)
		u.text(dst, moves[2*row], r.x+11*un, y, size, false, pal.Text, alignLeft)
		if 2*row+1 < len(moves) {
			u.text(dst, moves[2*row+1], col2, y, size, false, pal.Text, alignLeft)
		}
	}
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
