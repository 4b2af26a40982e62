package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules"
	"tavola/rules/gipf"
)

// The parts of a removal choice drawn beside the chosen row: its confirm
// and cancel buttons (drawn smaller than the corner buttons, so that
// between two points they touch neither), and the legend's layout, in
// units of the point spacing.
const (
	rowButtonScale = 0.9
	legendSize     = 0.22 // the legend's text
	legendSwatch   = 0.55 // the column of its swatches
	legendPad      = 0.14
	legendPiece    = 0.41 // a piece in a swatch, against one on the board
)

// The legend's entries: what the bands and rings of a removal choice say.
const (
	legOffer   = iota // a green band: a row that can be taken
	legHome           // a ring in the preview colour: the piece goes back to its reserve
	legCapture        // a ring in the winning colour: the piece is captured
	legKeep           // a pulsing gold ring: a GIPF piece a click keeps
	legKept           // a double gold ring: kept on the board
	legCount
)

// choice is where the parts of the pending removal choice are, worked out
// again whenever the choice, the position or the layout changes.
type choice struct {
	key struct { // what the placement was worked out for
		hash     uint64
		sel      int
		kept     uint64
		s, art   float64 // the layout's spacing, and the one the legend's texts were made for
		ox, oy   int
		portrait bool
	}
	btn    [2][2]float64 // the confirm and cancel buttons beside the row (screen)
	btnOK  bool          // btn holds; else they stand in the player's corner
	legend [legCount]bool
	box    [4]float64 // the legend: x, y, w, h (w = 0: none)
}

// Step reports the step of a removal choice the player to move is at.
func (v *GIPFView) Step() Step {
	switch {
	case !v.deciding || v.outcome.Over:
		return StepNone
	case v.selRow < 0 || v.selRow >= len(v.rows):
		return StepChooseRow
	case v.rows[v.selRow].GIPF != 0:
		return StepKeepGIPF
	}
	return StepConfirmRow
}

// placeChoice works out where the confirm and cancel buttons and the
// legend go, when what they depend on changed.
func (v *GIPFView) placeChoice() {
	c := &v.choice
	k := c.key
	k.hash, k.sel, k.kept, k.s, k.art = v.hash, v.selRow, v.kept, v.lay.s, v.built.s
	k.ox, k.oy, k.portrait = v.lay.ox, v.lay.oy, v.lay.portrait
	if k == c.key {
		return
	}
	c.key = k
	c.btnOK, c.legend, c.box = false, [legCount]bool{}, [4]float64{}
	if !v.deciding {
		return
	}
	if v.selRow >= 0 && v.selRow < len(v.rows) {
		c.btn, c.btnOK = v.rowButtons(v.rows[v.selRow], len(v.rows) > 1)
	}
	c.legend[legOffer] = len(v.rows) > 1
	if v.selRow >= 0 && v.selRow < len(v.rows) {
		r := v.rows[v.selRow]
		for q := range gipf.NumPoints {
			if r.Extent>>uint(q)&1 == 0 || v.cells[q] == noPiece {
				continue
			}
			switch {
			case v.kept>>uint(q)&1 != 0:
				c.legend[legKept] = true
			case rules.Player(v.cells[q]&1) == v.toMove:
				c.legend[legHome] = true
			default:
				c.legend[legCapture] = true
			}
			if r.GIPF>>uint(q)&1 != 0 && v.kept>>uint(q)&1 == 0 {
				c.legend[legKeep] = true
			}
		}
	}
	if v.built.s == v.lay.s && len(v.legendText) == legCount {
		for i := range c.legend {
			c.legend[i] = c.legend[i] && v.legendText[i].AX > 1 // an entry with no words is left out
		}
		c.box = v.legendBox()
	}
}

// linePoint returns the screen position of the point t steps along line
// ln from its first spot (t may fall between points or beyond the ends).
func (v *GIPFView) linePoint(ln gipf.Line, t float64) (x, y float64) {
	x0, y0 := v.lay.point(ln.Spots[0])
	x1, y1 := v.lay.point(ln.Spots[1])
	return x0 + t*(x1-x0), y0 + t*(y1-y0)
}

// rowButtons places the confirm button, and with cancel the cancel one,
// beside row r: on its line past one end of its extent, each halfway
// between two points free of pieces (the dots at the line's ends and the
// places beyond them are free), so that they cover no piece and no point;
// inside the board's bounds and clear of the stacks and the coordinates
// switch. The tick goes nearest the row, the cross one step further, on
// the side where they come nearer. ok is false when the line has no room.
func (v *GIPFView) rowButtons(r gipf.Row, cancel bool) (btn [2][2]float64, ok bool) {
	ln := gipf.Lines()[r.Line]
	lo, hi := -1, -1
	for i, p := range ln.Spots {
		if r.Extent>>uint(p)&1 != 0 {
			if lo < 0 {
				lo = i
			}
			hi = i
		}
	}
	if lo < 0 || len(ln.Spots) < 2 {
		return btn, false
	}
	free := func(i int) bool { return i < 0 || i >= len(ln.Spots) || v.cells[ln.Spots[i]] == noPiece }
	fits := func(t float64) bool {
		if !free(int(math.Floor(t))) || !free(int(math.Ceil(t))) {
			return false
		}
		x, y := v.linePoint(ln, t)
		return v.clearSpot(x, y, gipfButtonR*rowButtonScale*1.15*v.lay.s)
	}
	const reach = 5 // steps past the extent looked at
	best, bestK := 0.0, reach
	for _, dir := range [2]float64{1, -1} {
		end := float64(hi)
		if dir < 0 {
			end = float64(lo)
		}
		for k := range reach {
			t := end + dir*(1.5+float64(k))
			if fits(t) && (!cancel || fits(t+dir)) {
				if k < bestK {
					best, bestK = dir, k
				}
				break
			}
		}
	}
	if bestK == reach {
		return btn, false
	}
	end := float64(hi)
	if best < 0 {
		end = float64(lo)
	}
	t := end + best*(1.5+float64(bestK))
	btn[0][0], btn[0][1] = v.linePoint(ln, t)
	btn[1][0], btn[1][1] = v.linePoint(ln, t+best)
	return btn, true
}

// clearSpot reports whether a circle of radius r at (x, y) lies inside the
// board's bounds, off the stacks, their counts and the coordinates switch.
func (v *GIPFView) clearSpot(x, y, r float64) bool {
	a := v.area
	if x-r < float64(a.Min.X) || x+r > float64(a.Max.X) || y-r < float64(a.Min.Y) || y+r > float64(a.Max.Y) {
		return false
	}
	box := [4]float64{x - r, y - r, 2 * r, 2 * r}
	for _, o := range v.keepOut() {
		if overlaps(box, o) {
			return false
		}
	}
	return true
}

// keepOut returns the rectangles (x, y, w, h) the parts of a removal
// choice must leave free: each stack with its tray, count and caption,
// and the coordinates switch.
func (v *GIPFView) keepOut() [5][4]float64 {
	l := &v.lay
	var out [5][4]float64
	for pl := range 2 {
		for kind := range 2 {
			x, y, w, h := l.stackRect(rules.Player(pl), kind, gipfMaxStack)
			lx, ly := l.stackLabel(rules.Player(pl), kind)
			pad := 0.15 * l.s
			x0, y0 := min(x, lx-0.5*l.s)-pad, min(y, ly-0.5*l.s)-pad
			x1, y1 := max(x+w, lx+1.5*l.s)+pad, max(y+h, ly+0.5*l.s)+pad
			if !l.portrait {
				x1 = max(x+w, lx+0.6*l.s) + pad
				y1 = max(y+h, ly+0.75*l.s) + pad
			}
			out[2*pl+kind] = [4]float64{x0, y0, x1 - x0, y1 - y0}
		}
	}
	cx, cy := l.button(btnCoords, 0)
	r := gipfButtonR * 1.2 * l.s
	out[4] = [4]float64{cx - r, cy - r, 2 * r, 2 * r}
	return out
}

// overlaps reports whether rectangles a and b (x, y, w, h) overlap.
func overlaps(a, b [4]float64) bool {
	return a[0] < b[0]+b[2] && b[0] < a[0]+a[2] && a[1] < b[1]+b[3] && b[1] < a[1]+a[3]
}

// legendBox returns where the legend goes (x, y, w, h; w = 0 for none):
// in a corner of the board's bounds, nearest the corner, where it covers
// nothing (legendCost); when no place is free, where it covers least —
// never the stacks, the switch, the row's buttons or the chosen row.
func (v *GIPFView) legendBox() [4]float64 {
	s := v.lay.s
	w, h := 0.0, legendPad*s
	for i, on := range v.choice.legend {
		if on {
			tw, th := 2*v.legendText[i].AX, 2*v.legendText[i].AY
			w = max(w, legendSwatch*s+tw)
			h += max(th, 0.42*s)
		}
	}
	if w == 0 {
		return [4]float64{}
	}
	w, h = w+2*legendPad*s, h+legendPad*s
	a := v.area
	m := 0.1 * s
	var best [4]float64
	bestCost := math.Inf(1)
	for _, corner := range [4][2]bool{{true, true}, {false, true}, {true, false}, {false, false}} {
		right, bottom := corner[0], corner[1]
		x := float64(a.Min.X) + m
		if right {
			x = float64(a.Max.X) - m - w
		}
		for k := range 40 {
			y := float64(a.Min.Y) + m + float64(k)*0.125*s
			if bottom {
				y = float64(a.Max.Y) - m - h - float64(k)*0.125*s
			}
			if y < float64(a.Min.Y) || y+h > float64(a.Max.Y) {
				break
			}
			box := [4]float64{x, y, w, h}
			c := v.legendCost(box)
			if c == 0 {
				return box
			}
			if c < bestCost {
				best, bestCost = box, c
			}
		}
	}
	return best
}

// legendCost is what the legend at box would cover: nothing is 0; each
// dot or empty spot costs 1 and each piece 100; the stacks, the switch,
// the row's buttons and the chosen row cost too much to ever be chosen.
func (v *GIPFView) legendCost(box [4]float64) float64 {
	const never = 1e9
	for _, o := range v.keepOut() {
		if overlaps(box, o) {
			return never
		}
	}
	if v.choice.btnOK {
		r := gipfButtonR * rowButtonScale * 1.15 * v.lay.s
		for _, b := range v.choice.btn {
			if overlaps(box, [4]float64{b[0] - r, b[1] - r, 2 * r, 2 * r}) {
				return never
			}
		}
	}
	var row uint64
	if v.selRow >= 0 && v.selRow < len(v.rows) {
		row = v.rows[v.selRow].Extent
	}
	cost := 0.0
	for q := range gipf.NumPoints {
		x, y := v.lay.point(q)
		r, c := 0.2*v.lay.s, 1.0
		switch {
		case row>>uint(q)&1 != 0:
			r, c = gipfPieceD/2*v.lay.s, never
		case v.cells[q] != noPiece:
			r, c = gipfPieceD/2*v.lay.s, 100
		}
		if overlaps(box, [4]float64{x - r, y - r, 2 * r, 2 * r}) {
			cost += c
		}
	}
	return cost
}

// legendSwatches returns the centre of each entry's swatch in the legend
// of the pending removal choice (zero for an entry not shown), and the
// height of each row.
func (v *GIPFView) legendSwatches() (c [legCount][2]float64, lh [legCount]float64) {
	b, s := v.choice.box, v.lay.s
	y := b[1] + legendPad*s
	x := b[0] + legendPad*s
	for i, on := range v.choice.legend {
		if !on {
			continue
		}
		lh[i] = max(2*v.legendText[i].AY, 0.45*s)
		c[i] = [2]float64{x + legendSwatch*s/2 - 0.05*s, y + lh[i]/2}
		y += lh[i]
	}
	return c, lh
}

// drawLegend draws the legend of the pending removal choice on an opaque
// panel: a swatch of each band or ring shown, and what it means. The
// swatches are drawn in their colours at full strength (the board's
// rings are translucent, lit by the pieces and field under them; on the
// dark panel they would be barely there).
func (v *GIPFView) drawLegend(dst *ebiten.Image) {
	b := v.choice.box
	if b[2] == 0 || len(v.legendText) != legCount {
		return
	}
	p, s, pal := &v.pnt, v.lay.s, v.pal
	p.rect(dst, b[0], b[1], b[2], b[3], pal.Panel, 1)
	preview, win, accent := solid(pal.Preview), solid(pal.Win), solid(pal.Accent)
	centres, _ := v.legendSwatches()
	for i, on := range v.choice.legend {
		if !on {
			continue
		}
		t := v.legendText[i]
		cx, cy := centres[i][0], centres[i][1]
		switch i {
		case legOffer:
			// A piece of band, as on the board: its colour over the field.
			p.line(dst, cx-0.2*s, cy, cx+0.2*s, cy, 0.3*s, pal.BoardLight, 1)
			p.line(dst, cx-0.2*s, cy, cx+0.2*s, cy, 0.3*s, preview, 0.8)
		case legHome:
			// Each ring around a piece, as on the board: the mover's goes
			// home, the opponent's is captured (green and red alike for a
			// protanope, white and black pieces not).
			v.drawPiece(dst, pieceKind(v.toMove, false), cx, cy, legendPiece, 1)
			p.tinted(dst, v.ring, cx, cy, 0.42, preview, 1)
		case legCapture:
			v.drawPiece(dst, pieceKind(v.toMove.Other(), false), cx, cy, legendPiece, 1)
			p.tinted(dst, v.ring, cx, cy, 0.42, win, 1)
		case legKeep:
			p.tinted(dst, v.ring, cx, cy, 0.46, accent, p.pulse(v.clock, 0.15, 0.55, 0.35))
		case legKept:
			p.tinted(dst, v.ring, cx, cy, 0.46, accent, 1)
			p.tinted(dst, v.ring, cx, cy, 0.34, accent, 1)
		}
		p.sprite(dst, t, b[0]+legendPad*s+legendSwatch*s+t.AX, cy, 1, 1)
	}
}

// solid returns premultiplied colour c at full opacity.
func solid(c color.RGBA) color.RGBA {
	if c.A == 0 || c.A == 255 {
		return color.RGBA{c.R, c.G, c.B, 255}
	}
	f := func(v uint8) uint8 { return uint8(min(255, (uint32(v)*255+uint32(c.A)/2)/uint32(c.A))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), 255}
}

// buttonXY returns the screen centre of button b of the player to move:
// the confirm and cancel buttons of a removal beside the chosen row when
// there is room there, every other one in its corner.
func (v *GIPFView) buttonXY(b gipfButton) (x, y float64) {
	if c := &v.choice; c.btnOK && (b == btnConfirm || b == btnCancel) {
		i := b2i(b == btnCancel)
		return c.btn[i][0], c.btn[i][1]
	}
	return v.lay.button(b, v.toMove)
}

// buttonScale is the size of button b against a corner button's.
func (v *GIPFView) buttonScale(b gipfButton) float64 {
	if v.choice.btnOK && (b == btnConfirm || b == btnCancel) {
		return rowButtonScale
	}
	return 1
}

// onButton reports whether screen point (x, y) is on button b of the
// player to move.
func (v *GIPFView) onButton(b gipfButton, x, y int) bool {
	bx, by := v.buttonXY(b)
	return math.Hypot(float64(x)-bx, float64(y)-by) <= gipfButtonR*v.buttonScale(b)*v.lay.s*1.1
}
