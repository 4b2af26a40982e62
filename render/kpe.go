package render

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// Kpé layout in units of one pit cell (u): a 0.3 u rim, North's tray, a
// gap, the two rows of pits, a gap, South's tray, the rim.
const (
	kpeRim     = 0.3
	kpeTrayH   = 0.62
	kpeGap     = 0.1
	kpeWidthU  = 4 + 2*kpeRim
	kpeHeightU = 2*kpeRim + 2*kpeTrayH + 2*kpeGap + 2
	kpePitR    = 0.42 // pit radius
	maxSeeds   = kpe.Seeds
	trayCols   = 16 // seeds per row in a tray
)

// seedSlot is where the k-th seed of a pile lies, relative to the pile's
// centre in units of the pit radius, and how it is turned.
type seedSlot struct{ x, y, angle float64 }

// pileSlots lays up to 48 seeds in a pit as a heap: a wide bottom layer on
// a sunflower spiral, then narrower layers on top of it, each drawn a
// little higher, so a pile of 40 still reads as a pile. Read-only.
var pileSlots = func() [maxSeeds]seedSlot {
	var s [maxSeeds]seedSlot
	layers := [...]struct {
		n      int
		radius float64
	}{{18, 0.66}, {14, 0.5}, {10, 0.34}, {6, 0.18}}
	k := 0
	for li, l := range layers {
		for i := range l.n {
			if k == maxSeeds {
				break
			}
			r := l.radius * math.Sqrt((float64(i)+0.5)/float64(l.n))
			a := float64(i)*2.39996 + float64(li)*0.9
			s[k] = seedSlot{r * math.Cos(a), r*math.Sin(a) - 0.06*float64(li), float64(k) * 1.7}
			k++
		}
	}
	return s
}()

// KpeView is the Kpé board: South's row A–D at the bottom, North's row
// a–d at the top (so a faces D), sowing counter-clockwise, and each
// player's capture tray on their own side. Every pit and tray shows its
// count.
type KpeView struct {
	tapBoard

	// Layout, in screen device pixels.
	u      float64 // one pit cell
	w, h   int     // board image size
	ox, oy int     // board image top-left
	builtU float64 // the pit cell the art was drawn for
	seeds  [3]sprites.Sprite
	badge  sprites.Sprite
	ring   sprites.Sprite
	lock   [2]sprites.Sprite            // closed and open padlocks
	tray   [2]sprites.Sprite            // the trays' caption: "captured", and "total" once over
	locked sprites.Sprite               // the caption in a locked player's empty tray
	counts [maxSeeds + 1]sprites.Sprite // "0" … "48"
	plus   [maxSeeds/kpe.NumPits + 1]sprites.Sprite

	// The position (the truth) and what can be played on it.
	pits     [kpe.NumPits]int
	captured [2]int
	started  uint8   // the pits moves have started from (bit i for pit i)
	unlocked [2]bool // which players may capture
	legal    [kpe.NumPits]bool
	receives [kpe.NumPits][kpe.NumPits]int8 // seeds each pit receives when pit i is sown
	captures [kpe.NumPits]uint8             // pits that sowing pit i captures
	last     [2]int                         // pit sown and pit of the last seed, or noSquare
	actBuf   []rules.Action
	tgtBuf   []int

	// Animation: what is shown while the truth is caught up with.
	shown    [kpe.NumPits]int
	shownCap [2]int
	hand     int // seeds in the hand
	handPit  int // the pit the hand hovers over
	steps    []kstep
	tick     int
	active   bool
	back     bool // the move is being taken back: tick runs down to 0
	winStart int
	// unlockAt is the clock tick at which each player's open-padlock cue
	// starts (the end of the move that unlocked them), or noCue.
	unlockAt [2]int
}

// The tooltips of the Kpé board, by the thing under the pointer.
const (
	kTipTray    = 0 // + the player: their tray
	kTipLock    = 2 // + the player: the padlock of their opening lock
	kTipPitLock = 4 // a padlock under a pit not yet sown from
)

// noCue marks that no unlock cue is due.
const noCue = math.MinInt

// unlockCueSteps is how long, in animation steps, the open padlock of a
// player who has just been unlocked shows, fading, by their tray.
const unlockCueSteps = 5

// kstepKind is what one step of a Kpé animation shows.
type kstepKind uint8

const (
	kLift    kstepKind = iota // the seeds of a pit rise into the hand
	kDrop                     // the hand moves on and drops one seed
	kCapture                  // a pit's seeds fly to the capturer's tray
)

// kstep is one step of the timeline: it starts at tick start, lasts dur
// ticks, and changes the shown counts when it starts and when it ends.
type kstep struct {
	kind     kstepKind
	from, to int // pits; for kCapture, to is the player whose tray it is
	count    int // seeds lifted, the count of pit to after a drop, or seeds captured
	trayBase int // kCapture: the tray's count before these seeds arrive
	span
}

// NewKpeView returns a Kpé board drawn in palette p.
func NewKpeView(p *sprites.Palette) View {
	v := &KpeView{tapBoard: newTapBoard(p), last: [2]int{noSquare, noSquare}, unlockAt: [2]int{noCue, noCue}}
	return v
}

// SetBounds places the board in r, keeping its proportions, centred.
func (v *KpeView) SetBounds(r image.Rectangle) {
	u := kpeUnit(r.Dx(), r.Dy())
	if u != v.u {
		v.u, v.settle = u, 0
	}
	v.w, v.h = int(math.Ceil(v.u*kpeWidthU)), int(math.Ceil(v.u*kpeHeightU))
	v.ox = r.Min.X + (r.Dx()-v.w)/2
	v.oy = r.Min.Y + (r.Dy()-v.h)/2
	v.area = r
}

// kpeUnit is the board's unit (a pit's pitch) placed in w×h.
func kpeUnit(w, h int) float64 {
	return max(math.Floor(min(float64(w)/kpeWidthU, float64(h)/kpeHeightU)), 8)
}

// Fit returns the size of the board placed in w×h.
func (v *KpeView) Fit(w, h int) image.Point {
	u := kpeUnit(w, h)
	return image.Pt(int(math.Ceil(u*kpeWidthU)), int(math.Ceil(u*kpeHeightU)))
}

// pitCenter returns the screen centre of pit i (0–7, A B C D a b c d).
func (v *KpeView) pitCenter(i int) (x, y float64) {
	col, row := i, 1.0
	if i >= 4 {
		col, row = 7-i, 0
	}
	x = float64(v.ox) + (kpeRim+float64(col)+0.5)*v.u
	y = float64(v.oy) + (kpeRim+kpeTrayH+kpeGap+row+0.5)*v.u
	return x, y
}

// trayRect returns the screen rectangle of player p's capture tray: South's
// below the board, North's above it.
func (v *KpeView) trayRect(p rules.Player) (x, y, w, h float64) {
	x = float64(v.ox) + kpeRim*v.u
	y = float64(v.oy) + kpeRim*v.u
	if p == rules.First {
		y = float64(v.oy) + (kpeRim+kpeTrayH+2*kpeGap+2)*v.u
	}
	return x, y, 4 * v.u, kpeTrayH * v.u
}

// traySlot returns the screen position of the k-th seed in p's tray.
func (v *KpeView) traySlot(p rules.Player, k int) (x, y float64) {
	tx, ty, tw, th := v.trayRect(p)
	area := tw - 1.15*v.u // the left end holds the owner's mark, the right end the count
	col, row := k%trayCols, k/trayCols
	x = tx + 0.6*v.u + area*(float64(col)+0.5*float64(row%2))/float64(trayCols)
	y = ty + th*(0.3+0.2*float64(row))
	return x, y
}

// trayCount returns where the count of p's tray is written.
func (v *KpeView) trayCount(p rules.Player) (x, y float64) {
	tx, ty, tw, th := v.trayRect(p)
	return tx + tw - 0.38*v.u, ty + th/2
}

// targetAt returns the pit under screen point (x, y), or noSquare.
func (v *KpeView) targetAt(x, y int) int {
	for i := range kpe.NumPits {
		cx, cy := v.pitCenter(i)
		if math.Hypot(float64(x)-cx, float64(y)-cy) <= kpePitR*1.12*v.u {
			return i
		}
	}
	return noSquare
}

// Sync shows g's position at once, its last move marked.
func (v *KpeView) Sync(g rules.Game) {
	v.steps, v.active = v.steps[:0], false
	v.tipper = noTipper
	v.load(g)
	v.last = [2]int{noSquare, noSquare}
	if kg, ok := g.(*kpe.Game); ok {
		v.last[0], v.last[1] = kg.LastMove()
	}
	v.unlockAt = [2]int{noCue, noCue}
	v.showTruth()
	v.winStart = v.clock
}

// load reads g's position, outcome, legal actions and their previews.
func (v *KpeView) load(g rules.Game) {
	kg, ok := g.(*kpe.Game)
	if !ok {
		return
	}
	v.read(kg)
	v.pits, v.captured = kg.Pits(), kg.Captured()
	v.started = kg.Started(rules.First) | kg.Started(rules.Second)
	v.unlocked = [2]bool{kg.Unlocked(rules.First), kg.Unlocked(rules.Second)}
	if v.outcome.Over {
		// The seeds left on the board go to their owners: show them in the
		// trays, where the Collected events carry them.
		v.captured, v.pits = v.outcome.Score, [kpe.NumPits]int{}
	}
	v.legal = [kpe.NumPits]bool{}
	v.receives = [kpe.NumPits][kpe.NumPits]int8{}
	v.captures = [kpe.NumPits]uint8{}
	v.actBuf = kg.Actions(v.actBuf[:0])
	for _, a := range v.actBuf {
		i := int(a)
		if i < 0 || i >= kpe.NumPits {
			continue
		}
		v.legal[i] = true
		v.tgtBuf = kg.Targets(i, v.tgtBuf[:0])
		for _, t := range v.tgtBuf {
			v.receives[i][t]++
		}
		v.captures[i] = kg.Captures(i)
	}
	v.tap.reset()
}

// showTruth shows the position as the rules have it, with nothing in hand.
func (v *KpeView) showTruth() {
	v.shown, v.shownCap, v.hand = v.pits, v.captured, 0
}

// Animate shows move a seed by seed: the pit is emptied into the hand, the
// hand drops one seed in each following pit (round the board as many
// times as the seeds go), then captured seeds fly to the capturer's tray
// and, at the end of the game, the seeds left go to their owners.
func (v *KpeView) Animate(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	wasUnlocked := v.unlocked
	v.load(g)
	t := v.speed.Ticks()
	v.steps = v.steps[:0]
	v.last = [2]int{noSquare, noSquare}
	lifted := 0
	for _, e := range events {
		switch e.Kind {
		case rules.PickedUp:
			v.last[0], lifted = int(e.From), int(e.Count)
		case rules.Sown:
			v.last[1] = int(e.To)
		}
	}
	if t == 0 || lifted == 0 {
		v.showTruth()
		v.winStart = v.clock
		return
	}
	v.back = false
	v.timeline(events, t, lifted)
	v.tick, v.active = 0, len(v.steps) > 0
	v.winStart = v.clock + v.total()
	if !v.active {
		v.showTruth()
	}
	for pl := range 2 {
		// A player this move unlocked sees an open padlock by their tray
		// once the move has been shown.
		if v.unlocked[pl] && !wasUnlocked[pl] && !v.outcome.Over {
			v.unlockAt[pl] = v.winStart
		}
	}
}

// timeline builds the steps that show events, an action that lifted
// seeds, from the position shown, at steps of t ticks.
func (v *KpeView) timeline(events []rules.Event, t, lifted int) {
	drop := scaleTicks(t, 0.75)
	if lifted > 8 {
		// Long sowings go faster per seed but still show every seed and
		// every lap: 8 seeds at full length, the rest at half.
		drop = max(3, int(math.Round(float64(t)*0.75*(8+float64(lifted-8)/2)/float64(lifted))))
	}
	now, cur := 0, noSquare
	tray := v.shownCap
	for _, e := range events {
		from, to := int(e.From), int(e.To)
		switch e.Kind {
		case rules.PickedUp:
			d := scaleTicks(t, 0.7)
			v.steps = append(v.steps, kstep{kind: kLift, from: from, count: int(e.Count), span: span{start: now, dur: d}})
			now += d
			cur = from
		case rules.Sown:
			v.steps = append(v.steps, kstep{kind: kDrop, from: cur, to: to, count: int(e.Count), span: span{start: now, dur: drop}})
			now += drop
			cur = to
		case rules.Captured, rules.Collected:
			if e.Player > rules.Second || from < 0 || from >= kpe.NumPits {
				continue
			}
			if len(v.steps) > 0 && v.steps[len(v.steps)-1].kind != kCapture {
				now += scaleTicks(t, 0.3)
			}
			d := scaleTicks(t, 1)
			v.steps = append(v.steps, kstep{kind: kCapture, from: from, to: int(e.Player), count: int(e.Count), trayBase: tray[e.Player], span: span{start: now, dur: d}})
			tray[e.Player] += int(e.Count)
			now += scaleTicks(t, 0.45)
		}
	}
}

// total is the length of the timeline in ticks.
func (v *KpeView) total() int {
	n := 0
	for i := range v.steps {
		n = max(n, v.steps[i].start+v.steps[i].dur)
	}
	return n
}

// Update advances the animation by one tick: steps that begin or end now
// change the shown counts.
func (v *KpeView) Update() {
	v.clockTick()
	if !v.active {
		return
	}
	if v.back {
		v.stepBack()
		return
	}
	v.tick++
	v.advance(v.tick)
	done := true
	for i := range v.steps {
		done = done && v.steps[i].ended
	}
	if done {
		v.active = false
		v.showTruth()
	}
}

// advance applies the start and end of every step due by tick now.
func (v *KpeView) advance(now int) {
	for i := range v.steps {
		s := &v.steps[i]
		if s.begins(now) {
			switch s.kind {
			case kLift:
				v.shown[s.from] = 0
				v.hand, v.handPit = s.count, s.from
			case kDrop:
				v.hand--
			case kCapture:
				v.shown[s.from] = 0
			}
		}
		if s.ends(now) {
			switch s.kind {
			case kDrop:
				v.shown[s.to] = s.count
				v.handPit = s.to
			case kCapture:
				v.shownCap[s.to] = s.trayBase + s.count
			}
		}
	}
}

// Animating reports whether a move is still being shown.
func (v *KpeView) Animating() bool { return v.active }

// Still reports whether the next Draw would draw what the last one did.
func (v *KpeView) Still() bool { return !v.active && v.still() }

// Snap ends the running animation.
func (v *KpeView) Snap() {
	if v.active {
		v.active = false
		v.showTruth()
		v.winStart = v.clock
		for pl := range v.unlockAt {
			if v.unlockAt[pl] != noCue {
				v.unlockAt[pl] = min(v.unlockAt[pl], v.clock)
			}
		}
	}
}

// Input turns a press and release on the same sowable pit into its action;
// the pit under the pointer (or finger) previews the pits it would feed.
func (v *KpeView) Input(g rules.Game, p Pointer) (rules.Action, bool) { return v.input(v, g, p) }

// playable reports whether pit i can be sown.
func (v *KpeView) playable(i int) bool { return v.legal[i] }

// tipAt returns the tooltip of the thing under screen point (x, y): a
// padlock by a tray or under a pit, or a tray; noTip for none.
func (v *KpeView) tipAt(x, y int) int {
	fx, fy := float64(x), float64(y)
	if !v.outcome.Over {
		for pl := range 2 {
			bx, by := v.lockBadge(rules.Player(pl))
			if !v.unlocked[pl] && math.Hypot(fx-bx, fy-by) <= 0.2*v.u {
				return kTipLock + pl
			}
		}
		for i := range kpe.NumPits {
			mx, my := v.lockMark(i)
			if v.started>>uint(i)&1 == 0 && math.Hypot(fx-mx, fy-my) <= 0.14*v.u {
				return kTipPitLock
			}
		}
	}
	for pl := range 2 {
		tx, ty, tw, th := v.trayRect(rules.Player(pl))
		if fx >= tx && fx <= tx+tw && fy >= ty && fy <= ty+th {
			return kTipTray + pl
		}
	}
	return noTip
}

// build draws the board image, seeds and labels for the current size and
// palette; it runs only when one of them changed.
func (v *KpeView) build() {
	if !v.redraw(true, v.u/v.builtU) {
		return
	}
	v.builtU = v.u
	v.boardImg = v.drawBoard()
	for i := range v.seeds {
		v.seeds[i] = sprites.NewSeed(v.pal, i, int(v.u*0.19))
	}
	v.badge = sprites.NewDisc(int(v.u * 0.3))
	v.ring = sprites.NewRing(int(v.u*kpePitR*2.25), float32(max(2, v.u*0.05)))
	for k := range v.lock {
		v.lock[k] = sprites.NewLock(int(v.u*0.17), k == 1)
	}
	var names [len(v.counts)]string
	for n := range names {
		names[n] = strconv.Itoa(n)
	}
	copy(v.counts[:], sprites.NewLabels(names[:], v.u*0.18, v.pal.Count))
	for n := range v.plus {
		names[n] = "+" + names[n]
	}
	copy(v.plus[:], sprites.NewLabels(names[:len(v.plus)], v.u*0.18, v.pal.AccentText))
	l := &v.labels
	v.makeTips([]string{kTipTray: l.TrayTip[0], kTipTray + 1: l.TrayTip[1], kTipLock: l.LockTip[0],
		kTipLock + 1: l.LockTip[1], kTipPitLock: l.PitLockTip}, max(13, v.u*0.12))
	copy(v.tray[:], sprites.NewTexts([]string{l.Captured, l.Total}, v.u*0.13, 1.3*v.u, v.pal.TextDim))
	v.locked = sprites.NewTexts([]string{l.LockCaption}, v.u*0.115, 2.6*v.u, v.pal.TextDim)[0]
}

// drawBoard draws the wooden board with each player's half tinted, the
// eight pits with their letters, the two trays and their owners' marks,
// all painted on the CPU (sprites.Canvas) and uploaded once.
func (v *KpeView) drawBoard() *ebiten.Image {
	p, u := v.pal, float32(v.u)
	c := sprites.NewCanvas(v.w, v.h)
	c.Wood(p, 0, 0, float32(v.w), float32(v.h), u*0.25, 11)
	mid := (kpeRim + kpeTrayH + kpeGap + 1) * u
	c.FillRoundRect(u*0.12, u*0.12, float32(v.w)-u*0.24, mid-u*0.12, u*0.2, p.Side[rules.Second])
	c.FillRoundRect(u*0.12, mid, float32(v.w)-u*0.24, float32(v.h)-mid-u*0.12, u*0.2, p.Side[rules.First])
	for pl := range 2 {
		x, y, w, h := v.trayRect(rules.Player(pl))
		x, y = x-float64(v.ox), y-float64(v.oy)
		c.Tray(p, float32(x), float32(y), float32(w), float32(h))
	}
	// One pit is painted, then stamped eight times.
	pr := kpePitR * u
	size := int(pr*2.3) + 4
	pit := sprites.NewCanvas(size, size)
	pit.Pit(p, float32(size)/2, float32(size)/2, pr)
	for i := range kpe.NumPits {
		x, y := v.pitCenter(i)
		x, y = x-float64(v.ox), y-float64(v.oy)
		c.Stamp(pit, int(math.Round(x-float64(size)/2)), int(math.Round(y-float64(size)/2)))
	}
	for i := range kpe.NumPits {
		x, y := v.pitCenter(i)
		x, y = x-float64(v.ox), y-float64(v.oy)
		dy := 0.4 * v.u
		if i >= 4 {
			dy = -dy
		}
		c.Label(kpe.PitName(i), v.u*0.16, p.TextDim, x-0.42*v.u, y+dy)
	}
	for pl := range 2 {
		// The owner's piece, as the players' list shows it, ties the tray
		// to its player.
		x, y, _, h := v.trayRect(rules.Player(pl))
		c.Piece(p, pl, int(v.u*0.34), x-float64(v.ox)+0.32*v.u, y-float64(v.oy)+h/2)
	}
	return c.Texture()
}

// Draw draws the board, hints, last move, every pile with its count, the
// trays, the hover preview and the seeds in flight.
func (v *KpeView) Draw(dst *ebiten.Image) {
	if v.u <= 0 || v.w <= 0 {
		return
	}
	v.build()
	p := &v.pnt
	p.live = false
	pal := v.pal
	p.imageScaled(dst, v.boardImg, float64(v.ox), float64(v.oy))
	pr := kpePitR * v.u
	if v.hints && v.interactive && !v.outcome.Over && !v.active && v.hover == noSquare {
		for i := range kpe.NumPits {
			if v.legal[i] {
				x, y := v.pitCenter(i)
				p.tinted(dst, v.ring, x, y, 1, pal.Hint, 0.8)
			}
		}
	}
	if !v.active {
		for k, i := range v.last {
			if i != noSquare {
				x, y := v.pitCenter(i)
				p.tinted(dst, v.ring, x, y, 0.94+0.06*float64(k), pal.LastMove, 1-0.4*float32(k))
			}
		}
	}
	v.drawPitLocks(dst)
	for i := range kpe.NumPits {
		x, y := v.pitCenter(i)
		v.drawPile(dst, x, y, pr, v.shown[i], 1)
	}
	for pl := range 2 {
		for k := range v.shownCap[pl] {
			x, y := v.traySlot(rules.Player(pl), k)
			s := pileSlots[k%maxSeeds]
			p.spriteRot(dst, v.seeds[k%3], x, y, 1, s.angle, 1)
		}
	}
	if v.hover != noSquare && !v.active {
		v.drawPreview(dst, v.hover)
	}
	if v.active {
		v.drawFlight(dst)
	}
	for i := range kpe.NumPits {
		x, y := v.pitCenter(i)
		dy := 0.36 * v.u
		if i >= 4 {
			dy = -dy
		}
		v.drawCount(dst, x+0.36*v.u, y+dy, v.shown[i], pal.Pit)
	}
	for pl := range 2 {
		x, y := v.trayCount(rules.Player(pl))
		v.drawCount(dst, x, y, v.shownCap[pl], pal.Pit)
	}
	if !v.outcome.Over && !v.active {
		// A ring round the mark of the player to move, on their tray.
		x, y, _, h := v.trayRect(v.toMove)
		pulse := p.pulse(v.clock, 0.1, 0.75, 0.25)
		p.tinted(dst, v.ring, x+0.32*v.u, y+h/2, 0.5, pal.Accent, pulse)
	}
	v.drawTrayLocks(dst)
	v.drawCaptions(dst)
	if v.outcome.Over && v.outcome.Winner != rules.NoPlayer && !v.active {
		a := float32(progress(v.clock, v.winStart, scaleTicks(max(v.speed.Ticks(), 1), 1)))
		pulse := p.pulse(v.clock, 0.12, 0.7, 0.3)
		x, y, w, h := v.trayRect(v.outcome.Winner)
		p.frame(dst, x-3, y-3, w+6, h+6, max(3, v.u*0.05), pal.Win, a*pulse)
	}
	v.drawTip(dst)
}

// drawCaptions names the trays' counts on the rim beside them (South's
// below, North's above), and in the empty tray of a player still under
// the opening lock says what the padlocks mean.
func (v *KpeView) drawCaptions(dst *ebiten.Image) {
	c := v.tray[b2i(v.outcome.Over)]
	for pl := range 2 {
		x, _ := v.trayCount(rules.Player(pl))
		tx, ty, _, th := v.trayRect(rules.Player(pl))
		y := ty - 0.15*v.u
		if rules.Player(pl) == rules.First {
			y = ty + th + 0.15*v.u
		}
		v.pnt.sprite(dst, c, x, y, 1, 1)
		if !v.unlocked[pl] && !v.outcome.Over && v.shownCap[pl] == 0 {
			v.pnt.sprite(dst, v.locked, tx+0.78*v.u+v.locked.AX, ty+th/2, 1, 1)
		}
	}
}

// lockMark returns where the opening-lock mark of pit i is drawn: on the
// outer side of its row, between its letter and its count.
func (v *KpeView) lockMark(i int) (x, y float64) {
	x, y = v.pitCenter(i)
	if i < 4 {
		return x, y + 0.47*v.u
	}
	return x, y - 0.47*v.u
}

// LockCenter returns the screen position of the padlock under pit i (0–7,
// A B C D a b c d), shown while no move has started from the pit: where
// hovering or a long press explains it. Tests and test hooks use it.
func (v *KpeView) LockCenter(i int) (x, y float64) {
	if i < 0 || i >= kpe.NumPits {
		return 0, 0
	}
	return v.lockMark(i)
}

// lockBadge returns where the padlock of player p's opening lock is drawn:
// a badge on the lower right of their mark on the tray.
func (v *KpeView) lockBadge(p rules.Player) (x, y float64) {
	tx, ty, _, h := v.trayRect(p)
	return tx + 0.5*v.u, ty + h/2 + 0.12*v.u
}

// drawPitLocks shows the opening lock (a player captures nothing until
// they have started a move from each of their pits) on the board: while a
// player is locked, a small closed padlock lies under each of their pits
// not yet played from (the last one played from unlocks them, so the marks
// go with the lock). Shapes, not colours, carry it.
func (v *KpeView) drawPitLocks(dst *ebiten.Image) {
	if v.outcome.Over {
		return
	}
	for i := range kpe.NumPits {
		if v.started>>uint(i)&1 == 0 {
			// On a small dark badge, like the counts': it reads by
			// brightness on either half of the board, in every palette.
			x, y := v.lockMark(i)
			v.pnt.tinted(dst, v.badge, x, y, 0.62, v.pal.Pit, 0.9)
			v.pnt.tinted(dst, v.lock[0], x, y, 0.78, v.pal.Count, 0.85)
		}
	}
}

// drawTrayLocks shows the opening lock by the trays: a closed padlock on a
// badge by the mark of each locked player; when a move unlocks a player an
// open padlock rises from their badge and fades.
func (v *KpeView) drawTrayLocks(dst *ebiten.Image) {
	if v.outcome.Over {
		return
	}
	p := &v.pnt
	for pl := range 2 {
		bx, by := v.lockBadge(rules.Player(pl))
		if !v.unlocked[pl] {
			p.tinted(dst, v.badge, bx, by, 0.8, v.pal.Pit, 1)
			p.tinted(dst, v.lock[0], bx, by, 0.95, v.pal.Text, 1)
			continue
		}
		if at := v.unlockAt[pl]; at != noCue && v.clock >= at && v.clock < at+v.unlockCueTicks() {
			u := progress(v.clock, at, v.unlockCueTicks())
			v.pnt.live = true
			a := float32(1 - easeInCubic(u))
			p.tinted(dst, v.badge, bx, by, 0.8, v.pal.Pit, a)
			p.tinted(dst, v.lock[1], bx, by-0.12*v.u*easeOutCubic(u), 0.95+0.15*u, v.pal.Text, a)
		}
	}
}

// unlockCueTicks is the length of the unlock cue at the current speed.
func (v *KpeView) unlockCueTicks() int { return scaleTicks(v.speed.Ticks(), unlockCueSteps) }

// drawPile draws n seeds heaped in a pit of radius r centred at (x, y).
func (v *KpeView) drawPile(dst *ebiten.Image, x, y, r float64, n int, scale float64) {
	for k := range min(n, maxSeeds) {
		s := pileSlots[k]
		v.pnt.spriteRot(dst, v.seeds[k%3], x+s.x*r, y+s.y*r, scale, s.angle, 1)
	}
}

// drawCount draws n on a round badge of colour c centred at (x, y).
func (v *KpeView) drawCount(dst *ebiten.Image, x, y float64, n int, c color.RGBA) {
	n = min(max(n, 0), maxSeeds)
	v.pnt.tinted(dst, v.badge, x, y, 1, c, 1)
	v.pnt.sprite(dst, v.counts[n], x, y, 1, 1)
}

// drawPreview shows what sowing pit would do: a ring on the pit, and on
// every pit it feeds a ring and a badge with the seeds it would receive;
// pits it would capture are ringed in the winning colour.
func (v *KpeView) drawPreview(dst *ebiten.Image, pit int) {
	p := &v.pnt
	x, y := v.pitCenter(pit)
	p.tinted(dst, v.ring, x, y, 1.04, v.pal.Preview, 1)
	caps := v.captures[pit]
	for i := range kpe.NumPits {
		n := int(v.receives[pit][i])
		if n == 0 {
			continue
		}
		cx, cy := v.pitCenter(i)
		c := v.pal.Preview
		if caps>>uint(i)&1 != 0 {
			c = v.pal.Win
		}
		p.tinted(dst, v.ring, cx, cy, 0.92, c, 0.7)
		if n < 2 {
			continue // the ring says "one seed"; a badge says how many laps add
		}
		dy := -0.36 * v.u
		if i >= 4 {
			dy = -dy
		}
		bx, by := cx-0.36*v.u, cy+dy
		p.tinted(dst, v.badge, bx, by, 1, c, 1)
		p.sprite(dst, v.plus[min(n, len(v.plus)-1)], bx, by, 1, 1)
	}
}

// handPos is where the hand hovers over pit i: a little above it.
func (v *KpeView) handPos(i int) (x, y float64) {
	x, y = v.pitCenter(i)
	return x, y - 0.2*v.u
}

// drawFlight draws the hand with its seeds and every seed or handful in
// flight at the current tick.
func (v *KpeView) drawFlight(dst *ebiten.Image) {
	p := &v.pnt
	pr := kpePitR * v.u
	hx, hy := v.handPos(v.handPit)
	lifting := false // the hand is drawn rising from its pit instead
	for i := range v.steps {
		s := &v.steps[i]
		if !s.running() {
			continue
		}
		u := s.progress(v.tick)
		switch s.kind {
		case kLift:
			x0, y0 := v.pitCenter(s.from)
			e := easeOutCubic(u)
			v.drawHand(dst, lerp(x0, hx, e), lerp(y0, hy, e), s.count, 0.8+0.2*e)
			lifting = true
		case kDrop:
			x0, y0 := v.handPos(s.from)
			x1, y1 := v.handPos(s.to)
			// The hand travels for the first 60 % of the step, then the
			// seed falls from it into its place in the pit.
			e := easeInOutSine(u / 0.6)
			hx, hy = lerp(x0, x1, e), lerp(y0, y1, e)
			sx, sy := hx, hy
			if u > 0.6 {
				px, py := v.pitCenter(s.to)
				slot := pileSlots[min(s.count-1, maxSeeds-1)]
				f := easeInCubic((u - 0.6) / 0.4)
				sx, sy = lerp(hx, px+slot.x*pr, f), lerp(hy, py+slot.y*pr, f)
			}
			p.spriteRot(dst, v.seeds[max(s.count-1, 0)%3], sx, sy, 1.15, float64(s.count)*1.7, 1)
		case kCapture:
			x0, y0 := v.pitCenter(s.from)
			e := easeInOutSine(u)
			for k := range min(s.count, maxSeeds) {
				tx, ty := v.traySlot(rules.Player(s.to), min(s.trayBase+k, maxSeeds-1))
				sl := pileSlots[k]
				sx, sy := x0+sl.x*pr, y0+sl.y*pr
				arc := -math.Sin(math.Pi*e) * v.u * 0.4
				p.spriteRot(dst, v.seeds[k%3], lerp(sx, tx, e), lerp(sy, ty, e)+arc, 1+0.2*bump(e), sl.angle, 1)
			}
		}
	}
	if v.hand > 0 && !lifting {
		v.drawHand(dst, hx, hy, v.hand, 1)
	}
}

// drawHand draws the seeds held above the board, a shadow under them and
// their count.
func (v *KpeView) drawHand(dst *ebiten.Image, x, y float64, n int, scale float64) {
	p := &v.pnt
	pr := kpePitR * v.u * 0.75 * scale
	p.tinted(dst, v.badge, x, y+0.22*v.u, 2.2*scale, color.RGBA{A: 255}, 0.12)
	v.drawPile(dst, x, y, pr, n, 1.1*scale)
	p.tinted(dst, v.badge, x, y-0.42*v.u, 1.2, v.pal.Accent, 1)
	v.drawCount(dst, x, y-0.42*v.u, n, v.pal.Pit)
}
