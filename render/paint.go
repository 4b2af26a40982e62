package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
)

// resizeSettleTicks is how long a new board size must stay unchanged
// before the board's art is redrawn for it; until then the old art is drawn
// scaled, so that dragging a window's edge never stalls a frame.
const resizeSettleTicks = 12

// reuse reports whether a view's cached art (board image and sprites) can
// be drawn as it is instead of being drawn again, and sets the painter's
// art scale: kept says the art exists in the palette (and layout) wanted,
// scale is the size wanted over the size it was built for, settle the
// ticks since the size last changed. A new size waits resizeSettleTicks,
// its art meanwhile the old one scaled, so that dragging a window's edge
// never stalls a frame.
func (p *painter) reuse(kept bool, scale float64, settle int) bool {
	p.art = 0
	switch {
	case !kept:
		return false
	case scale == 1:
		return true
	case settle < resizeSettleTicks:
		p.art = scale
		return true
	}
	return false
}

// painter draws sprites, rectangles and lines every frame without
// allocating: its options and vertices are reused from call to call.
type painter struct {
	// art scales every sprite: cached art built for another size is drawn
	// scaled while a window resize settles (0 means 1).
	art   float64
	white *ebiten.Image
	op    ebiten.DrawImageOptions
	vs    [4]ebiten.Vertex
	is    [6]uint16
	top   ebiten.DrawTrianglesOptions
	// rec holds back the draws of a frame (nil: they are drawn at once).
	rec *Recorder
	// live is set by a Draw that drew something which changes with the
	// clock alone (a pulse, a fade, a timed cue); each Draw clears it first.
	live bool
}

// pulse is mid ± amp swinging with the view's clock at rate radians a
// tick: the alpha of a highlight that pulses. A Draw that uses it is not
// still (see live): every clock-driven drawing goes through pulse or sets
// live itself.
func (p *painter) pulse(clock int, rate, mid, amp float64) float32 {
	p.live = true
	return float32(mid + amp*math.Sin(float64(clock)*rate))
}

// still reports, for a view's Still, whether the last Draw drew nothing
// that changes with the clock and the art is settled at its size (settle
// as in reuse): with no animation either, the next Draw draws the same.
func (p *painter) still(settle int) bool {
	return !p.live && settle >= resizeSettleTicks
}

// newPainter returns a painter with its white source and quad indices.
func newPainter() painter {
	// One filter for everything drawn from the sprite atlas, so that
	// Ebitengine can batch the draws of a frame into few commands.
	return painter{white: sprites.NewWhite(), is: [6]uint16{0, 1, 2, 1, 3, 2}, top: ebiten.DrawTrianglesOptions{Filter: ebiten.FilterLinear}}
}

// rgbaf returns c (premultiplied) scaled by alpha as four floats.
func rgbaf(c color.RGBA, alpha float32) (r, g, b, a float32) {
	return float32(c.R) / 255 * alpha, float32(c.G) / 255 * alpha, float32(c.B) / 255 * alpha, float32(c.A) / 255 * alpha
}

// artScale is the scale of cached art, 1 unless set.
func (p *painter) artScale() float64 {
	if p.art == 0 {
		return 1
	}
	return p.art
}

// place readies the options to draw s with its anchor at (x, y), turned
// by angle radians about it and scaled by scale (and the art scale).
func (p *painter) place(s sprites.Sprite, x, y, scale, angle float64) {
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(-s.AX, -s.AY)
	if angle != 0 {
		p.op.GeoM.Rotate(angle)
	}
	p.op.GeoM.Scale(scale*p.artScale(), scale*p.artScale())
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	p.op.Filter = ebiten.FilterLinear
}

// sprite draws s with its anchor at (x, y), scaled by scale and faded by
// alpha.
func (p *painter) sprite(dst *ebiten.Image, s sprites.Sprite, x, y, scale float64, alpha float32) {
	p.spriteRot(dst, s, x, y, scale, 0, alpha)
}

// spriteRot draws s like sprite, turned by angle radians about its anchor.
func (p *painter) spriteRot(dst *ebiten.Image, s sprites.Sprite, x, y, scale, angle float64, alpha float32) {
	p.place(s, x, y, scale, angle)
	p.op.ColorScale.ScaleAlpha(alpha)
	p.rec.DrawImage(dst, s.Image, &p.op)
}

// tinted draws a white sprite (disc, ring) in colour c.
func (p *painter) tinted(dst *ebiten.Image, s sprites.Sprite, x, y, scale float64, c color.RGBA, alpha float32) {
	p.place(s, x, y, scale, 0)
	p.op.ColorScale.Scale(rgbaf(c, alpha))
	p.rec.DrawImage(dst, s.Image, &p.op)
}

// image draws img with its top-left corner at (x, y).
func (p *painter) image(dst, img *ebiten.Image, x, y float64) {
	p.op.GeoM.Reset()
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	p.op.Filter = ebiten.FilterNearest
	p.rec.DrawImage(dst, img, &p.op)
}

// imageScaled draws img with its top-left corner at (x, y), scaled by
// the art scale (a board image waiting to be redrawn at a new size).
func (p *painter) imageScaled(dst, img *ebiten.Image, x, y float64) {
	if p.artScale() == 1 {
		p.image(dst, img, x, y)
		return
	}
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(p.artScale(), p.artScale())
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	p.op.Filter = ebiten.FilterLinear
	p.rec.DrawImage(dst, img, &p.op)
}

// rect fills an axis-aligned rectangle.
func (p *painter) rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, alpha float32) {
	p.op.GeoM.Reset()
	p.op.GeoM.Scale(w, h)
	p.op.GeoM.Translate(x, y)
	p.op.ColorScale.Reset()
	p.op.ColorScale.Scale(rgbaf(c, alpha))
	p.op.Filter = ebiten.FilterLinear
	p.rec.DrawImage(dst, p.white, &p.op)
}

// frame outlines a rectangle with a border of width w inside it.
func (p *painter) frame(dst *ebiten.Image, x, y, wd, ht, w float64, c color.RGBA, alpha float32) {
	p.rect(dst, x, y, wd, w, c, alpha)
	p.rect(dst, x, y+ht-w, wd, w, c, alpha)
	p.rect(dst, x, y+w, w, ht-2*w, c, alpha)
	p.rect(dst, x+wd-w, y+w, w, ht-2*w, c, alpha)
}

// line draws a segment of width w from (x0, y0) to (x1, y1).
func (p *painter) line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.RGBA, alpha float32) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	r, g, b, a := rgbaf(c, alpha)
	pts := [4][2]float64{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x0 - nx, y0 - ny}, {x1 - nx, y1 - ny}}
	for i, pt := range pts {
		p.vs[i] = ebiten.Vertex{DstX: float32(pt[0]), DstY: float32(pt[1]), SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
	}
	p.rec.DrawTriangles(dst, p.vs[:], p.is[:], p.white, &p.top)
}
