package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render/anim"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/sprites"
)

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
	moving := v.tl.Playing()
	if v.hints && v.interactive && !v.outcome.Over && !moving && v.hover == noSquare {
		for i := range kpe.NumPits {
			if v.legal[i] {
				x, y := v.pitCenter(i)
				p.tinted(dst, v.ring, x, y, 1, pal.Hint, 0.8)
			}
		}
	}
	if !moving {
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
	if v.hover != noSquare && !moving {
		v.drawPreview(dst, v.hover)
	}
	if moving {
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
	if !v.outcome.Over && !moving {
		// A ring round the mark of the player to move, on their tray.
		x, y, _, h := v.trayRect(v.toMove)
		pulse := p.pulse(v.clock, 0.1, 0.75, 0.25)
		p.tinted(dst, v.ring, x+0.32*v.u, y+h/2, 0.5, pal.Accent, pulse)
	}
	v.drawTrayLocks(dst)
	v.drawCaptions(dst)
	if !moving {
		v.drawCoach(dst)
	}
	if v.outcome.Over && v.outcome.Winner != rules.NoPlayer && !moving {
		a := float32(anim.Progress(v.clock, v.tl.Rest(), max(v.speed.Ticks(), 1)))
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
			u := anim.Progress(v.clock, at, v.unlockCueTicks())
			v.pnt.live = true
			a := float32(1 - anim.InCubic(u))
			p.tinted(dst, v.badge, bx, by, 0.8, v.pal.Pit, a)
			p.tinted(dst, v.lock[1], bx, by-0.12*v.u*anim.OutCubic(u), 0.95+0.15*u, v.pal.Text, a)
		}
	}
}

// unlockCueTicks is the length of the unlock cue at the current speed.
func (v *KpeView) unlockCueTicks() int { return anim.Scale(v.speed.Ticks(), unlockCueSteps) }

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
	for s, u := range v.tl.Running() {
		switch s.kind {
		case kLift:
			x0, y0 := v.pitCenter(s.from)
			e := anim.OutCubic(u)
			v.drawHand(dst, anim.Lerp(x0, hx, e), anim.Lerp(y0, hy, e), s.count, 0.8+0.2*e)
			lifting = true
		case kDrop:
			x0, y0 := v.handPos(s.from)
			x1, y1 := v.handPos(s.to)
			// The hand travels for the first 60 % of the step, then the
			// seed falls from it into its place in the pit.
			e := anim.InOutSine(u / 0.6)
			hx, hy = anim.Lerp(x0, x1, e), anim.Lerp(y0, y1, e)
			sx, sy := hx, hy
			if u > 0.6 {
				px, py := v.pitCenter(s.to)
				slot := pileSlots[min(s.count-1, maxSeeds-1)]
				f := anim.InCubic((u - 0.6) / 0.4)
				sx, sy = anim.Lerp(hx, px+slot.x*pr, f), anim.Lerp(hy, py+slot.y*pr, f)
			}
			p.spriteRot(dst, v.seeds[max(s.count-1, 0)%3], sx, sy, 1.15, float64(s.count)*1.7, 1)
		case kCapture:
			x0, y0 := v.pitCenter(s.from)
			e := anim.InOutSine(u)
			for k := range min(s.count, maxSeeds) {
				tx, ty := v.traySlot(rules.Player(s.to), min(s.trayBase+k, maxSeeds-1))
				sl := pileSlots[k]
				sx, sy := x0+sl.x*pr, y0+sl.y*pr
				arc := -math.Sin(math.Pi*e) * v.u * 0.4
				p.spriteRot(dst, v.seeds[k%3], anim.Lerp(sx, tx, e), anim.Lerp(sy, ty, e)+arc, 1+0.2*anim.Bump(e), sl.angle, 1)
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
