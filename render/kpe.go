package render

import (
	"image"
	"math"

	"tavola/render/anim"
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
	tl       anim.Timeline[kstep]
	shown    [kpe.NumPits]int
	shownCap [2]int
	hand     int // seeds in the hand
	handPit  int // the pit the hand hovers over
	// unlockAt is the clock tick at which each player's open-padlock cue
	// starts (the end of the move that unlocked them), or noCue.
	unlockAt [2]int

	coach kpeCoachArt // the coach's notes (kpe_coach.go)
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

// kstep is one step of the timeline: it changes the shown counts when it
// starts and when it ends (change).
type kstep struct {
	kind     kstepKind
	from, to int // pits; for kCapture, to is the player whose tray it is
	count    int // seeds lifted, the count of pit to after a drop, or seeds captured
	trayBase int // kCapture: the tray's count before these seeds arrive
	anim.Span
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
	v.tl.Reset(v.clock)
	v.tipper = noTipper
	v.load(g)
	v.last = [2]int{noSquare, noSquare}
	if kg, ok := g.(*kpe.Game); ok {
		v.last[0], v.last[1] = kg.LastMove()
	}
	v.unlockAt = [2]int{noCue, noCue}
	v.showTruth()
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
	v.tl.Reset(v.clock)
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
		return
	}
	v.timeline(events, t, lifted)
	if !v.tl.Play(v.clock) {
		v.showTruth()
	}
	for pl := range 2 {
		// A player this move unlocked sees an open padlock by their tray
		// once the move has been shown.
		if v.unlocked[pl] && !wasUnlocked[pl] && !v.outcome.Over {
			v.unlockAt[pl] = v.tl.Rest()
		}
	}
}

// timeline builds the steps that show events, an action that lifted
// seeds, from the position shown, at steps of t ticks.
func (v *KpeView) timeline(events []rules.Event, t, lifted int) {
	drop := anim.Scale(t, 0.75)
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
			d := anim.Scale(t, 0.7)
			v.tl.Add(kstep{kind: kLift, from: from, count: int(e.Count), Span: anim.Span{Start: now, Dur: d}})
			now += d
			cur = from
		case rules.Sown:
			v.tl.Add(kstep{kind: kDrop, from: cur, to: to, count: int(e.Count), Span: anim.Span{Start: now, Dur: drop}})
			now += drop
			cur = to
		case rules.Captured, rules.Collected:
			if e.Player > rules.Second || from < 0 || from >= kpe.NumPits {
				continue
			}
			if steps := v.tl.Steps(); len(steps) > 0 && steps[len(steps)-1].kind != kCapture {
				now += anim.Scale(t, 0.3)
			}
			d := anim.Scale(t, 1)
			v.tl.Add(kstep{kind: kCapture, from: from, to: int(e.Player), count: int(e.Count), trayBase: tray[e.Player], Span: anim.Span{Start: now, Dur: d}})
			tray[e.Player] += int(e.Count)
			now += anim.Scale(t, 0.45)
		}
	}
}

// Update advances the animation by one tick: steps that begin or end now
// change the shown counts.
func (v *KpeView) Update() {
	v.clockTick()
	if v.tl.Update() {
		v.showTruth()
	}
	v.tl.Apply(v.change)
}

// change applies to the shown counts the beginning of step s, or its end.
func (v *KpeView) change(s *kstep, end bool) {
	switch {
	case !end && s.kind == kLift:
		v.shown[s.from] = 0
		v.hand, v.handPit = s.count, s.from
	case !end && s.kind == kDrop:
		v.hand--
	case !end && s.kind == kCapture:
		v.shown[s.from] = 0
	case end && s.kind == kDrop:
		v.shown[s.to] = s.count
		v.handPit = s.to
	case end && s.kind == kCapture:
		v.shownCap[s.to] = s.trayBase + s.count
	}
}

// Animating reports whether a move is still being shown.
func (v *KpeView) Animating() bool { return v.tl.Playing() }

// Still reports whether the next Draw would draw what the last one did.
func (v *KpeView) Still() bool { return v.tl.Still() && v.still() }

// Snap ends the running animation.
func (v *KpeView) Snap() {
	if v.tl.Snap(v.clock) {
		v.showTruth()
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
