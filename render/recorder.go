package render

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
)

// Recorder holds back the draws of a frame and, at its end, draws again
// only the parts of the screen they changed: with software GL (SwiftShader
// in a browser, llvmpipe) a frame costs the pixels it fills, and a frame
// that moves one piece used to repaint the screen three times over.
//
// Between Begin and End every draw the app makes goes through the
// recorder (the views' painters and the scenes' ui hold it), onto the
// screen or any other image, and is kept in order. End compares the
// frame's draws onto the screen with the last frame's: a draw that is not
// matched, in order, by an equal one (same source image, options,
// vertices and place) marks its bounds damaged, and so does each draw of
// the last frame left unmatched. Then it plays the frame's draws again in
// order, those onto the screen clipped to the damaged rectangles (a
// sub-image: the GPU fills only their pixels) and skipped when they touch
// none. A pixel outside the damage is covered by the same draws in the same
// order as in the last frame, so it is what a full redraw would draw.
//
// A draw from an image that was itself drawn into during the frame (a
// scratch layer, a snapshot) counts as changed in that frame and the next;
// the other source images (sprites, labels, boards) must not change once
// made. Draws are compared by what the app sets; the options Ebitengine
// deprecated (CompositeMode, ColorM) are not compared and must stay zero. Images freed during a frame (Free) are freed after it. Outside
// Begin and End, and on a nil Recorder, draws go straight to their image.
type Recorder struct {
	screen *ebiten.Image
	size   image.Rectangle
	on     bool
	full   bool // draw the whole screen at End
	// cur and prev are this frame's and the last frame's draws.
	cur, prev frameLog
	drawn     []*ebiten.Image // images other than the screen drawn into this frame
	frees     []*ebiten.Image
	damage    []image.Rectangle
	subs      map[image.Rectangle]*ebiten.Image // sub-images of the screen, by bounds
	area      int                               // pixels damaged by the last End
}

// damageGrid is the grid damaged rectangles are widened to, so that a
// small movement often reuses the sub-image of the frame before; maxDamage
// is how many disjoint rectangles a frame is drawn in at most; maxSubs
// bounds the sub-images kept.
const (
	damageGrid = 16
	maxDamage  = 4
	maxSubs    = 256
)

type opKind uint8

const (
	opImage opKind = iota
	opTriangles
	opFill
	opClear
)

// drawOp is one draw held back: what it draws (every input of its pixels)
// and the screen pixels it may touch.
type drawOp struct {
	kind     opKind
	volatile bool // its source was drawn into during the frame
	dst, src *ebiten.Image
	img      ebiten.DrawImageOptions
	tri      ebiten.DrawTrianglesOptions
	fill     color.Color
	v0, v1   int32 // its vertices in the log's vs
	i0, i1   int32 // its indices in the log's is
	r        image.Rectangle
	hash     uint64
}

// frameLog is a frame's draws in order, with their vertices and indices,
// and the indices of those onto the screen.
type frameLog struct {
	ops    []drawOp
	vs     []ebiten.Vertex
	is     []uint16
	screen []int32
}

func (l *frameLog) reset() {
	clear(l.ops) // let go of the images
	l.ops, l.vs, l.is, l.screen = l.ops[:0], l.vs[:0], l.is[:0], l.screen[:0]
}

// Begin starts holding back the draws of a frame drawn onto screen; full
// asks for all of it to be drawn (a screen that was cleared). A new screen
// image or size is drawn whole.
func (r *Recorder) Begin(screen *ebiten.Image, full bool) {
	if r == nil {
		return
	}
	b := screen.Bounds()
	if screen != r.screen || b != r.size {
		r.full = true
		clear(r.subs)
	}
	r.screen, r.size = screen, b
	r.full = r.full || full
	if r.damage == nil {
		r.damage = make([]image.Rectangle, 0, maxDamage) // none made per frame

	}
	r.on = true
	r.cur.reset()
}

// Invalidate makes the next frame draw the whole screen.
func (r *Recorder) Invalidate() {
	if r != nil {
		r.full = true
	}
}

// Damage is the screen's area the last End drew, in disjoint rectangles.
func (r *Recorder) Damage() []image.Rectangle { return r.damage }

// DamagedPixels is how many pixels of the screen the last End drew.
func (r *Recorder) DamagedPixels() int { return r.area }

// DrawImage draws src onto dst as dst.DrawImage does, held back during a
// frame.
func (r *Recorder) DrawImage(dst, src *ebiten.Image, op *ebiten.DrawImageOptions) {
	if r == nil || !r.on {
		dst.DrawImage(src, op)
		return
	}
	d := r.add(opImage, dst, src)
	d.img = *op
	sb := src.Bounds()
	w, h := float64(sb.Dx()), float64(sb.Dy())
	x0, y0 := op.GeoM.Apply(0, 0)
	x1, y1 := op.GeoM.Apply(w, 0)
	x2, y2 := op.GeoM.Apply(0, h)
	x3, y3 := op.GeoM.Apply(w, h)
	d.r = boxOf(min(x0, x1, x2, x3), min(y0, y1, y2, y3), max(x0, x1, x2, x3), max(y0, y1, y2, y3))
	d.hash = hashGeoM(hashRect(uint64(opImage), d.r), &op.GeoM, op.ColorScale)
}

// DrawTriangles draws triangles onto dst as dst.DrawTriangles does, held
// back during a frame.
func (r *Recorder) DrawTriangles(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, src *ebiten.Image, op *ebiten.DrawTrianglesOptions) {
	if r == nil || !r.on {
		dst.DrawTriangles(vs, is, src, op)
		return
	}
	d := r.add(opTriangles, dst, src)
	d.tri = *op
	l := &r.cur
	d.v0, d.i0 = int32(len(l.vs)), int32(len(l.is))
	l.vs = append(l.vs, vs...)
	l.is = append(l.is, is...)
	d.v1, d.i1 = int32(len(l.vs)), int32(len(l.is))
	if len(vs) == 0 {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	h := uint64(opTriangles)
	for _, v := range vs {
		x0, y0 = min(x0, float64(v.DstX)), min(y0, float64(v.DstY))
		x1, y1 = max(x1, float64(v.DstX)), max(y1, float64(v.DstY))
		h = mix(mix(h, uint64(math.Float32bits(v.DstX))), uint64(math.Float32bits(v.DstY)))
		h = mix(h, uint64(math.Float32bits(v.ColorA)))
	}
	d.r = boxOf(x0, y0, x1, y1)
	d.hash = hashRect(h, d.r)
}

// Fill fills dst with c as dst.Fill does, held back during a frame. (c is
// kept as it is: box a colour once, not at each call.)
func (r *Recorder) Fill(dst *ebiten.Image, c color.Color) {
	if r == nil || !r.on {
		dst.Fill(c)
		return
	}
	d := r.add(opFill, dst, nil)
	d.fill = c
	d.r = dst.Bounds()
	d.hash = hashRect(uint64(opFill), d.r)
}

// Clear clears dst as dst.Clear does, held back during a frame.
func (r *Recorder) Clear(dst *ebiten.Image) {
	if r == nil || !r.on {
		dst.Clear()
		return
	}
	d := r.add(opClear, dst, nil)
	d.r = dst.Bounds()
}

// Free deallocates img, after the frame when one is being drawn (a draw
// held back may still read it).
func (r *Recorder) Free(img *ebiten.Image) {
	if r == nil || !r.on {
		img.Deallocate()
		return
	}
	r.frees = append(r.frees, img)
}

// add appends a draw of the frame and returns it to be filled in.
func (r *Recorder) add(k opKind, dst, src *ebiten.Image) *drawOp {
	l := &r.cur
	if dst == r.screen {
		l.screen = append(l.screen, int32(len(l.ops)))
	} else if !slices.Contains(r.drawn, dst) {
		r.drawn = append(r.drawn, dst)
	}
	l.ops = append(l.ops, drawOp{kind: k, dst: dst, src: src})
	return &l.ops[len(l.ops)-1]
}

// End works out the damage, draws the frame into it and frees what was
// freed during it.
func (r *Recorder) End() {
	if r == nil || !r.on {
		return
	}
	r.on = false
	cur := &r.cur
	for _, i := range cur.screen {
		d := &cur.ops[i]
		d.volatile = d.src != nil && slices.Contains(r.drawn, d.src)
	}
	r.damage = r.damage[:0]
	if r.full {
		r.damage = append(r.damage, r.size)
	} else {
		r.diff()
	}
	r.full = false
	r.area = 0
	for _, d := range r.damage {
		r.area += d.Dx() * d.Dy()
	}
	r.replay()
	for i, img := range r.frees {
		img.Deallocate()
		r.frees[i] = nil
	}
	r.frees = r.frees[:0]
	clear(r.drawn)
	r.drawn = r.drawn[:0]
	r.cur, r.prev = r.prev, r.cur
}

// diff marks damaged the bounds of the draws onto the screen that this
// frame and the last do not share: a common subsequence of the two, found
// greedily, each draw of this frame matched to the next equal draw of the
// last within lookAhead.
func (r *Recorder) diff() {
	const lookAhead = 64
	cur, prev := &r.cur, &r.prev
	j := 0
	for _, ci := range cur.screen {
		c := &cur.ops[ci]
		found := -1
		for k := j; k < len(prev.screen) && k < j+lookAhead; k++ {
			if sameDraw(c, cur, &prev.ops[prev.screen[k]], prev) {
				found = k
				break
			}
		}
		if found < 0 {
			r.hurt(c.r)
			continue
		}
		for ; j < found; j++ {
			r.hurt(prev.ops[prev.screen[j]].r)
		}
		j = found + 1
	}
	for ; j < len(prev.screen); j++ {
		r.hurt(prev.ops[prev.screen[j]].r)
	}
}

// sameDraw reports whether draws a (of log la) and b (of lb) draw the same
// pixels.
func sameDraw(a *drawOp, la *frameLog, b *drawOp, lb *frameLog) bool {
	if a.hash != b.hash || a.kind != b.kind || a.r != b.r || a.volatile || b.volatile || a.src != b.src {
		return false
	}
	switch a.kind {
	case opImage:
		x, y := &a.img, &b.img
		return x.GeoM == y.GeoM && x.ColorScale == y.ColorScale && x.Blend == y.Blend &&
			x.Filter == y.Filter && x.DisableMipmaps == y.DisableMipmaps
	case opTriangles:
		x, y := &a.tri, &b.tri
		return x.ColorScaleMode == y.ColorScaleMode && x.Blend == y.Blend && x.Filter == y.Filter &&
			x.Address == y.Address && x.FillRule == y.FillRule && x.AntiAlias == y.AntiAlias && x.DisableMipmaps == y.DisableMipmaps &&
			slices.Equal(la.vs[a.v0:a.v1], lb.vs[b.v0:b.v1]) && slices.Equal(la.is[a.i0:a.i1], lb.is[b.i0:b.i1])
	case opFill:
		return a.fill == b.fill
	}
	return true
}

// hurt adds rectangle d to the damage: widened to the grid, clipped to the
// screen, merged with the rectangles it meets so that they stay disjoint,
// and merged with the nearest one past maxDamage.
func (r *Recorder) hurt(d image.Rectangle) {
	g := damageGrid
	d = image.Rect(floorTo(d.Min.X, g), floorTo(d.Min.Y, g), -floorTo(-d.Max.X, g), -floorTo(-d.Max.Y, g)).Intersect(r.size)
	if d.Empty() {
		return
	}
	for {
		i := slices.IndexFunc(r.damage, d.Overlaps)
		if i < 0 && len(r.damage) >= maxDamage {
			i = r.nearest(d)
		}
		if i < 0 {
			break
		}
		d = d.Union(r.damage[i])
		r.damage = slices.Delete(r.damage, i, i+1)
	}
	r.damage = append(r.damage, d)
}

// nearest is the damaged rectangle whose union with d grows the damage
// least.
func (r *Recorder) nearest(d image.Rectangle) int {
	best, grow := -1, math.MaxInt
	for i, e := range r.damage {
		u := d.Union(e)
		if g := u.Dx()*u.Dy() - e.Dx()*e.Dy(); g < grow {
			best, grow = i, g
		}
	}
	return best
}

// replay draws the frame's draws in order: onto other images as they
// are, onto the screen clipped to each damaged rectangle they touch.
func (r *Recorder) replay() {
	l := &r.cur
	whole := len(r.damage) == 1 && r.damage[0] == r.size
	for i := range l.ops {
		d := &l.ops[i]
		if d.dst != r.screen {
			d.exec(d.dst, l)
			continue
		}
		if whole {
			d.exec(r.screen, l)
			continue
		}
		for _, dr := range r.damage {
			if d.r.Overlaps(dr) {
				d.exec(r.sub(dr), l)
			}
		}
	}
}

// sub is the screen's sub-image of bounds b, kept for the next frames.
func (r *Recorder) sub(b image.Rectangle) *ebiten.Image {
	if s, ok := r.subs[b]; ok {
		return s
	}
	if r.subs == nil || len(r.subs) >= maxSubs {
		r.subs = make(map[image.Rectangle]*ebiten.Image, maxSubs)
	}
	s := r.screen.SubImage(b).(*ebiten.Image)
	r.subs[b] = s
	return s
}

// exec draws d onto dst.
func (d *drawOp) exec(dst *ebiten.Image, l *frameLog) {
	switch d.kind {
	case opImage:
		dst.DrawImage(d.src, &d.img)
	case opTriangles:
		dst.DrawTriangles(l.vs[d.v0:d.v1], l.is[d.i0:d.i1], d.src, &d.tri)
	case opFill:
		dst.Fill(d.fill)
	case opClear:
		dst.Clear()
	}
}

// boxOf is the pixels a shape within x0…x1, y0…y1 may touch, with a pixel
// to spare (filtering, rounding).
func boxOf(x0, y0, x1, y1 float64) image.Rectangle {
	const far = 1 << 24
	c := func(v float64) int { return int(min(max(v, -far), far)) }
	return image.Rect(c(math.Floor(x0))-1, c(math.Floor(y0))-1, c(math.Ceil(x1))+1, c(math.Ceil(y1))+1)
}

func floorTo(v, g int) int {
	if v < 0 {
		return -((-v + g - 1) / g * g)
	}
	return v / g * g
}

// mix folds v into the hash h (FNV-1a on 64-bit words).
func mix(h, v uint64) uint64 { return (h ^ v) * 1099511628211 }

func hashRect(h uint64, r image.Rectangle) uint64 {
	return mix(mix(mix(mix(h, uint64(r.Min.X)), uint64(r.Min.Y)), uint64(r.Max.X)), uint64(r.Max.Y))
}

func hashGeoM(h uint64, g *ebiten.GeoM, c ebiten.ColorScale) uint64 {
	for i := range 2 {
		for j := range 3 {
			h = mix(h, math.Float64bits(g.Element(i, j)))
		}
	}
	return mix(mix(mix(mix(h, uint64(math.Float32bits(c.R()))), uint64(math.Float32bits(c.G()))), uint64(math.Float32bits(c.B()))), uint64(math.Float32bits(c.A())))
}
