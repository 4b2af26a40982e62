package render

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render/anim"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/sprites"
)

// The art of the GIPF view, in units of the point spacing.
const (
	gipfOuterR = 4.55 // the wooden hexagon's circumradius (dots at 4)
	gipfInnerR = 3.45 // the playing field's (spots up to 3)
)

// build draws the board and coordinate images and the sprites for the
// current size and palette; it runs only when one of them changed.
func (v *GIPFView) build() {
	l := &v.lay
	if !v.redraw(v.built.portrait == l.portrait, l.s/v.built.s) {
		return
	}
	if v.coordImg != nil {
		v.pnt.rec.Free(v.coordImg)
		v.pnt.rec.Free(v.layer)
	}
	v.built.s, v.built.portrait = l.s, l.portrait
	v.boardImg = v.drawBoard()
	v.coordImg = v.drawCoords()
	v.layer = ebiten.NewImage(l.w, l.h)
	s := l.s
	for pl := range 2 {
		v.piece[pl] = sprites.NewPiece(v.pal, pl, int(s*gipfPieceD))
		v.gipfPiece[pl] = sprites.NewGIPFPiece(v.pal, pl, int(s*gipfPieceD))
		v.checker[pl] = sprites.NewChecker(v.pal, pl, int(s*gipfCheckerD))
	}
	v.disc = sprites.NewDisc(int(2 * gipfButtonR * s))
	v.ring = sprites.NewRing(int(s*0.98), float32(max(2, s*0.08)))
	v.check = sprites.NewCheck(int(s * 0.5))
	v.cross = sprites.NewCross(int(s * 0.5))
	v.coordLabel = sprites.NewLabels([]string{"a1"}, s*0.26, v.pal.Text)[0]
	var names [len(v.counts)]string
	for n := range names {
		names[n] = strconv.Itoa(n)
	}
	copy(v.counts[:], sprites.NewLabels(names[:], s*0.3, v.pal.Text))
	lb := &v.labels
	copy(v.caption[:], sprites.NewTexts([]string{lb.Reserve, lb.Captured}, s*0.2, 1.6*s, v.pal.TextDim))
	v.legendText = sprites.NewTexts([]string{legOffer: lb.Offer, legHome: lb.Home, legCapture: lb.Capture, legKeep: lb.Keep, legKept: lb.Kept},
		legendSize*s, 3.4*s, v.pal.Text)
	v.makeTips([]string{gTipReserve: lb.ReserveTip[0], gTipReserve + 1: lb.ReserveTip[1], gTipCaptured: lb.CapturedTip[0],
		gTipCaptured + 1: lb.CapturedTip[1], gTipCoords: lb.Coords, gTipSingle: lb.Single, gTipGIPF: lb.GIPFPiece,
		gTipConfirm: lb.Confirm, gTipCancel: lb.Cancel}, max(13, 0.26*s))
}

// drawBoard paints the trays of the stacks, the wooden hexagon, the lines
// from dot to dot, the spots and the dots, relative to the layout's
// top-left corner, on the CPU (sprites.Canvas), and uploads them once.
func (v *GIPFView) drawBoard() *ebiten.Image {
	l := &v.lay
	p := v.pal
	s := float32(l.s)
	ox, oy := float64(l.ox), float64(l.oy)
	c := sprites.NewCanvas(l.w, l.h)
	for pl := range 2 {
		for kind := range 2 {
			x, y, w, h := l.stackRect(rules.Player(pl), kind, gipfMaxStack)
			pad := 0.12 * l.s
			c.Tray(p, float32(x-ox-pad), float32(y-oy-pad), float32(w+2*pad), float32(h+2*pad))
		}
	}
	cx, cy := float32(l.cx-ox), float32(l.cy-oy)
	c.HexBoard(p, cx, cy, gipfOuterR*s, gipfInnerR*s)
	pt := func(q int) (float32, float32) {
		x, y := l.point(q)
		return float32(x - ox), float32(y - oy)
	}
	lead := p.Grid
	lead.A, lead.R, lead.G, lead.B = 150, uint8(int(lead.R)*150/255), uint8(int(lead.G)*150/255), uint8(int(lead.B)*150/255)
	for _, e := range gipf.Entries() {
		x0, y0 := pt(e.Dot)
		x1, y1 := pt(e.Spots[0])
		c.StrokeLine(x0, y0, x1, y1, max(1, s*0.03), lead)
	}
	for _, ln := range gipf.Lines() {
		x0, y0 := pt(ln.Spots[0])
		x1, y1 := pt(ln.Spots[len(ln.Spots)-1])
		c.StrokeLine(x0, y0, x1, y1, max(1.5, s*0.045), p.Grid)
	}
	for q := range gipf.NumPoints {
		x, y := pt(q)
		if gipf.IsDot(q) {
			c.Dot(p, x, y, s*0.14)
		} else {
			c.Spot(p, x, y, s*0.1)
		}
	}
	return c.Texture()
}

// drawCoords paints the coordinates, shadowed: the column letters under
// each column, the numbers beside the lower-left and upper-left edges
// (where the lines of equal number start), on the CPU, uploaded once.
func (v *GIPFView) drawCoords() *ebiten.Image {
	l := &v.lay
	size := l.s * 0.3
	ox, oy := float64(l.ox), float64(l.oy)
	shadow := color.RGBA{0, 0, 0, 160}
	c := sprites.NewCanvas(l.w, l.h)
	put := func(text string, x, y float64) {
		c.Label(text, size, shadow, x-ox+1, y-oy+1)
		c.Label(text, size, v.pal.Text, x-ox, y-oy)
	}
	for q := range gipf.NumPoints {
		col, n := gipf.PointColumn(q), gipf.PointNumber(q)
		x, y := l.point(q)
		if n == 1 {
			put(string(rune('a'+col)), x, y+0.62*l.s)
		}
		if col == 0 || col <= 4 && n == col+5 {
			put(strconv.Itoa(n), x-0.62*l.s*sqrt3/2, y-0.62*l.s/2)
		}
	}
	return c.Texture()
}

// Draw draws the board, the stacks, hints, the last push, rows, pieces,
// previews, the animation in progress and the buttons.
func (v *GIPFView) Draw(dst *ebiten.Image) {
	l := &v.lay
	if l.s <= 0 || l.w <= 0 {
		return
	}
	v.build()
	v.placeChoice()
	p := &v.pnt
	p.live = false
	pal := v.pal
	p.imageScaled(dst, v.boardImg, float64(l.ox), float64(l.oy))
	if v.coords {
		p.imageScaled(dst, v.coordImg, float64(l.ox), float64(l.oy))
	}
	moving := v.tl.Playing()
	live := v.interactive && !moving && !v.outcome.Over
	if live && v.pushing {
		v.drawHints(dst)
	}
	if v.lastDot != noSquare && !moving {
		x0, y0 := l.point(v.lastDot)
		if v.lastEnd != noSquare {
			x1, y1 := l.point(v.lastEnd)
			p.line(dst, x0, y0, x1, y1, max(2, l.s*0.07), pal.LastMove, 0.7)
		}
		p.tinted(dst, v.ring, x0, y0, 0.55, pal.LastMove, 1)
	}
	for s, u := range v.tl.Running() {
		if s.kind == gRow {
			v.drawBand(dst, s.points, pal.Win, float32(0.55*anim.Bump(math.Min(1, u*1.6))))
		}
	}
	if v.deciding && !moving {
		pulse := p.pulse(v.clock, 0.1, 0.45, 0.15)
		for i, r := range v.rows {
			c, a := pal.Preview, pulse
			switch {
			case i == v.selRow:
				continue
			case i == v.hoverRow:
				a = 0.75
			}
			v.drawBand(dst, r.Extent, c, a)
		}
		if v.selRow >= 0 && v.selRow < len(v.rows) {
			// The chosen row on top, in the accent, edged to stand out.
			ext := v.rows[v.selRow].Extent
			v.drawBand(dst, ext, pal.Accent, 0.9)
		}
	}
	v.drawPieces(dst)
	v.drawStacks(dst)
	if !moving {
		if v.pushing && v.interactive {
			v.drawPushPreviews(dst)
		}
		if v.deciding && v.selRow >= 0 && v.selRow < len(v.rows) {
			v.drawRemovalPreview(dst, v.rows[v.selRow])
		}
	}
	if moving {
		v.drawMoving(dst)
	}
	if v.deciding && !moving && v.interactive {
		v.drawLegend(dst)
	}
	v.drawButtons(dst)
	if v.dragging && v.pointerIn && !moving {
		v.drawPiece(dst, pieceKind(v.toMove, v.pieceChoice() == 1), float64(v.px), float64(v.py), 1.08, 0.85)
	}
	if v.outcome.Over && v.outcome.Winner <= rules.Second && !moving {
		a := float32(anim.Progress(v.clock, v.tl.Rest(), max(v.speed.Ticks(), 1)))
		pulse := p.pulse(v.clock, 0.12, 0.7, 0.3)
		x, y, w, h := l.stackRect(v.outcome.Winner, stackReserve, gipfMaxStack)
		pad := 0.2 * l.s
		p.frame(dst, x-pad, y-pad, w+2*pad, h+2*pad, max(3, l.s*0.06), pal.Win, a*pulse)
	}
	v.drawTip(dst)
}

// drawPiece draws a piece of kind k (player, plus 2 for a GIPF piece).
func (v *GIPFView) drawPiece(dst *ebiten.Image, k int8, x, y, scale float64, alpha float32) {
	if k < 0 || k > 3 {
		return
	}
	s := v.piece[k&1]
	if k >= 2 {
		s = v.gipfPiece[k&1]
	}
	v.pnt.sprite(dst, s, x, y, scale, alpha)
}

// drawHints marks the dots a push can start from, and with a dot chosen,
// the spots it leads onto; the chosen dot is always marked.
func (v *GIPFView) drawHints(dst *ebiten.Image) {
	p, l, pal := &v.pnt, &v.lay, v.pal
	k := v.pieceChoice()
	if v.hints && v.selDot == noSquare {
		for q := range gipf.NumPoints {
			if v.dotLegal(q) {
				x, y := l.point(q)
				p.tinted(dst, v.disc, x, y, 0.45, pal.Hint, 0.7)
			}
		}
	}
	dot := v.selDot
	if dot == noSquare {
		dot = v.hoverDot
	}
	if dot == noSquare {
		return
	}
	x0, y0 := l.point(dot)
	p.tinted(dst, v.ring, x0, y0, 0.6, pal.Preview, 1)
	for _, e := range dotEntries[dot] {
		if e < 0 || !v.entryOK[e][k] {
			continue
		}
		sp := gipf.Entries()[e].Spots[0]
		x1, y1 := l.point(sp)
		a := float32(0.55)
		if dot == v.selDot {
			a = 0.95
		}
		p.line(dst, x0, y0, anim.Lerp(x0, x1, 0.7), anim.Lerp(y0, y1, 0.7), max(2, l.s*0.08), pal.Preview, a)
		p.tinted(dst, v.disc, x1, y1, 0.5, pal.Preview, a)
	}
}

// drawBand draws a translucent band along the spots of an extent, with
// round ends: a row found or offered. The band is drawn opaque into a
// scratch layer, then laid on the board at once, so its parts do not
// darken where they overlap.
func (v *GIPFView) drawBand(dst *ebiten.Image, ext uint64, c color.RGBA, alpha float32) {
	if ext == 0 {
		return
	}
	p, l := &v.pnt, &v.lay
	lo, hi := rowEnds(ext)
	ox, oy := float64(l.ox), float64(l.oy)
	x0, y0 := l.point(lo)
	x1, y1 := l.point(hi)
	x0, y0, x1, y1 = x0-ox, y0-oy, x1-ox, y1-oy
	w := l.s * 0.92
	sc := w / (2 * gipfButtonR * l.s)
	p.rec.Clear(v.layer)
	p.line(v.layer, x0, y0, x1, y1, w, c, 1)
	p.tinted(v.layer, v.disc, x0, y0, sc, c, 1)
	p.tinted(v.layer, v.disc, x1, y1, sc, c, 1)
	// A lighter core leaves an edge of the full colour.
	core := 0.72 / 0.92
	p.line(v.layer, x0, y0, x1, y1, w*core, v.pal.BoardLight, 0.45)
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(ox, oy)
	p.op.ColorScale.Reset()
	p.op.ColorScale.ScaleAlpha(alpha)
	p.op.Filter = ebiten.FilterNearest
	p.rec.DrawImage(dst, v.layer, &p.op)
}

// drawPieces draws the shown position, leaving out the pieces that are
// moving in the running animation.
func (v *GIPFView) drawPieces(dst *ebiten.Image) {
	var hidden uint64
	for s := range v.tl.Running() {
		if s.kind == gSlide {
			for _, m := range v.moves[s.m0:s.m1] {
				if validSpot(m.from) {
					hidden |= 1 << uint(m.from)
				}
			}
		}
	}
	for q := range gipf.NumPoints {
		if k := v.shown[q]; k != noPiece && hidden>>uint(q)&1 == 0 {
			x, y := v.lay.point(q)
			v.drawPiece(dst, k, x, y, 1, 1)
		}
	}
}

// drawStacks draws each player's reserve and the pieces they captured as
// stacks beside the board, with their counts.
func (v *GIPFView) drawStacks(dst *ebiten.Image) {
	p, l := &v.pnt, &v.lay
	for pl := range 2 {
		player := rules.Player(pl)
		for kind, n := range [2]int{v.shownRes[pl], v.shownCap[pl]} {
			colour := pl
			if kind == stackCaptured {
				colour = pl ^ 1
			}
			n = min(max(n, 0), gipfMaxStack)
			for k := range n {
				x, y := l.slot(player, kind, k)
				p.sprite(dst, v.checker[colour], x, y, 1, 1)
			}
			x, y := l.stackLabel(player, kind)
			p.sprite(dst, v.counts[n], x, y, 1, 1)
			// The caption: under the count, or beside it in portrait,
			// where the stacks lie in rows.
			c := v.caption[kind]
			if l.portrait {
				p.sprite(dst, c, x+0.3*l.s+c.AX, y, 1, 1)
			} else {
				p.sprite(dst, c, x, y+0.34*l.s, 1, 1)
			}
		}
	}
}

// drawPushPreviews previews the push under the pointer; with none, the
// pushes of the dot hovered or chosen, fainter when it offers two.
func (v *GIPFView) drawPushPreviews(dst *ebiten.Image) {
	if v.hoverEntry >= 0 {
		v.drawPushPreview(dst, v.hoverEntry, 1)
		return
	}
	dot := v.selDot
	if dot == noSquare {
		dot = v.hoverDot
	}
	if dot == noSquare {
		return
	}
	k := v.pieceChoice()
	n := 0
	for _, e := range dotEntries[dot] {
		if e >= 0 && v.entryOK[e][k] {
			n++
		}
	}
	for _, e := range dotEntries[dot] {
		if e >= 0 && v.entryOK[e][k] {
			v.drawPushPreview(dst, int(e), 1/float32(n))
		}
	}
}

// drawPushPreview outlines the chain entry e would push and shows where
// each of its pieces would go: a ghost of the new piece on the first spot,
// ghosts on the destinations and an arrow along the line; all faded by a.
func (v *GIPFView) drawPushPreview(dst *ebiten.Image, e int, a float32) {
	p, l, pal := &v.pnt, &v.lay, v.pal
	c := &v.chain[e]
	if c.N == 0 {
		return
	}
	x0, y0 := l.point(c.From[0])
	x1, y1 := l.point(c.To[c.N-1])
	p.line(dst, x0, y0, x1, y1, max(2, l.s*0.1), pal.Preview, 0.75*a)
	for i := 1; i < c.N; i++ {
		x, y := l.point(c.From[i])
		p.tinted(dst, v.ring, x, y, 1.02, pal.Preview, a)
	}
	for i := c.N - 1; i >= 1; i-- {
		x, y := l.point(c.To[i])
		v.drawPiece(dst, v.shown[c.From[i]], x, y, 0.9, 0.45*a)
	}
	x, y := l.point(c.To[0])
	v.drawPiece(dst, pieceKind(v.toMove, v.pieceChoice() == 1), x, y, 1, 0.6*a)
	tx, ty := l.point(c.To[c.N-1])
	p.tinted(dst, v.ring, tx, ty, 1.1, pal.Preview, 0.9*a)
	p.tinted(dst, v.ring, x0, y0, 0.6, pal.Preview, a)
}

// drawRemovalPreview shows what the chosen removal would do: the pieces
// that go are ringed (in the winning colour for captures, the preview
// colour for pieces going home), GIPF pieces kept doubly ringed in the
// accent.
func (v *GIPFView) drawRemovalPreview(dst *ebiten.Image, r gipf.Row) {
	p, l, pal := &v.pnt, &v.lay, v.pal
	for q := range gipf.NumPoints {
		if r.Extent>>uint(q)&1 == 0 || v.cells[q] == noPiece {
			continue
		}
		x, y := l.point(q)
		if v.kept>>uint(q)&1 != 0 {
			p.tinted(dst, v.ring, x, y, 1.12, pal.Accent, 1)
			p.tinted(dst, v.ring, x, y, 0.9, pal.Accent, 1)
			continue
		}
		c := pal.Preview
		if rules.Player(v.cells[q]&1) != v.toMove {
			c = pal.Win
		}
		p.tinted(dst, v.ring, x, y, 1.02, c, 1)
		if r.GIPF>>uint(q)&1 != 0 {
			// A GIPF piece that can be kept: a pulsing second ring invites
			// the click.
			p.tinted(dst, v.ring, x, y, 1.2, pal.Accent, p.pulse(v.clock, 0.15, 0.45, 0.25))
		}
	}
}

// drawMoving draws the pieces of the running animation: the new piece on
// its dot, the sliding chain, flying removed pieces and pulsing kept GIPF
// pieces.
func (v *GIPFView) drawMoving(dst *ebiten.Image) {
	p, l, pal := &v.pnt, &v.lay, v.pal
	for s, u := range v.tl.Running() {
		switch s.kind {
		case gAppear:
			if s.point == noSquare {
				continue
			}
			x, y := l.point(s.point)
			e := anim.OutCubic(u)
			v.drawPiece(dst, s.piece, x, y, 1.3-0.3*e, float32(e))
		case gSlide:
			e := anim.InOutSine(u)
			for _, m := range v.moves[s.m0:s.m1] {
				x0, y0 := l.point(m.from)
				x1, y1 := l.point(m.to)
				v.drawPiece(dst, m.piece, anim.Lerp(x0, x1, e), anim.Lerp(y0, y1, e), 1, 1)
			}
		case gFly:
			x0, y0 := l.point(s.point)
			x1, y1 := l.slot(s.owner, s.stack, s.slot)
			e := anim.InOutSine(u)
			arc := -math.Sin(math.Pi*e) * l.s * 0.8
			v.drawPiece(dst, s.piece, anim.Lerp(x0, x1, e), anim.Lerp(y0, y1, e)+arc, 1-0.15*e, 1)
		case gKeep:
			x, y := l.point(s.point)
			k := anim.Bump(u * 2)
			if u > 0.5 {
				k = anim.Bump((u - 0.5) * 2)
			}
			p.tinted(dst, v.ring, x, y, 1+0.25*k, pal.Accent, float32(k))
		}
	}
	// Kept GIPF pieces also swell as they pulse: drawn over the board.
	for s, u := range v.tl.Running() {
		if s.kind == gKeep {
			x, y := l.point(s.point)
			v.drawPiece(dst, v.shown[s.point], x, y, 1+0.08*anim.Bump(u*2-math.Floor(u*2)), 1)
		}
	}
}

// drawButtons draws the coordinates switch, and for the player to move
// the single/GIPF toggle (Tournament, while both are allowed) or the
// confirm and cancel buttons of a removal choice.
func (v *GIPFView) drawButtons(dst *ebiten.Image) {
	p, l, pal := &v.pnt, &v.lay, v.pal
	button := func(b gipfButton, on bool) (float64, float64, float64) {
		x, y := v.buttonXY(b)
		if b == btnCoords {
			x, y = l.button(b, 0)
		}
		k := v.buttonScale(b)
		c, a := pal.Panel, float32(0.92)
		if on {
			c, a = pal.Accent, 1
		}
		if v.hoverBtn == b {
			p.tinted(dst, v.disc, x, y, 1.12*k, pal.Accent, 0.6)
		}
		p.tinted(dst, v.disc, x, y, k, c, a)
		return x, y, k
	}
	x, y, _ := button(btnCoords, v.coords)
	p.sprite(dst, v.coordLabel, x, y, 1, 1)
	if v.tl.Playing() || !v.interactive || v.outcome.Over {
		return
	}
	pl := v.toMove
	switch {
	case v.choosing():
		g := v.pieceChoice() == 1
		x, y, _ = button(btnSingle, !g)
		v.drawPiece(dst, pieceKind(pl, false), x, y, 0.62, 1)
		x, y, _ = button(btnGIPF, g)
		v.drawPiece(dst, pieceKind(pl, true), x, y, 0.62, 1)
	case v.deciding && v.selRow >= 0:
		x, y, k := button(btnConfirm, true)
		p.tinted(dst, v.check, x, y, k, pal.AccentText, 1)
		if len(v.rows) > 1 {
			x, y, k = button(btnCancel, false)
			p.tinted(dst, v.cross, x, y, k, pal.Text, 1)
		}
	}
}
