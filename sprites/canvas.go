package sprites

import (
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/vector"
)

// Canvas is a picture painted on the CPU with anti-aliased paths
// (golang.org/x/image/vector) and uploaded to the GPU once, by Image. The
// boards' static art is painted this way: Ebitengine's anti-aliased paths
// on a board-sized image cost a software GPU (Mesa's llvmpipe) 100–300 ms
// each, as it resolves a double-size buffer per path, where the CPU
// rasterizer takes a millisecond or two. Every shape rasterizes only its
// own bounding box. A Canvas allocates: use it for cached art only.
type Canvas struct {
	rgba *image.RGBA
	z    vector.Rasterizer
	cov  image.Alpha // the coverage of the shape being painted
	buf  []uint8     // cov's pixels, reused from shape to shape
}

// NewCanvas returns a transparent w×h canvas.
func NewCanvas(w, h int) *Canvas {
	return &Canvas{rgba: image.NewRGBA(image.Rect(0, 0, max(w, 1), max(h, 1)))}
}

// RGBA is the picture itself, for tools that write it to a file (the
// browser build's favicon).
func (c *Canvas) RGBA() *image.RGBA { return c.rgba }

// Image uploads the picture as a new Ebitengine image on its texture
// atlas, where sprites drawn together batch into one draw command.
func (c *Canvas) Image() *ebiten.Image { return ebiten.NewImageFromImage(c.rgba) }

// Texture uploads the picture as a new image of its own, off the atlas:
// for a board-sized picture, which would make the atlas grow.
func (c *Canvas) Texture() *ebiten.Image {
	return ebiten.NewImageFromImageWithOptions(c.rgba, &ebiten.NewImageFromImageOptions{Unmanaged: true})
}

// pen traces a path into the rasterizer of a canvas, in canvas
// coordinates shifted to the box being rasterized.
type pen struct {
	z      *vector.Rasterizer
	ox, oy float32
}

func (p pen) moveTo(x, y float32) { p.z.MoveTo(x-p.ox, y-p.oy) }
func (p pen) lineTo(x, y float32) { p.z.LineTo(x-p.ox, y-p.oy) }
func (p pen) cubeTo(x1, y1, x2, y2, x, y float32) {
	p.z.CubeTo(x1-p.ox, y1-p.oy, x2-p.ox, y2-p.oy, x-p.ox, y-p.oy)
}

// box returns the pixels that the rectangle (x, y, w, h) touches, within
// the canvas.
func (c *Canvas) box(x, y, w, h float32) image.Rectangle {
	r := image.Rect(int(math.Floor(float64(x))), int(math.Floor(float64(y))),
		int(math.Ceil(float64(x+w))), int(math.Ceil(float64(y+h))))
	return r.Intersect(c.rgba.Rect)
}

// coverage rasterizes the path that trace draws within box b into the
// canvas's coverage mask (b's size, at its origin) and reports whether
// there is anything to draw.
func (c *Canvas) coverage(b image.Rectangle, trace func(pen)) bool {
	if b.Empty() {
		return false
	}
	c.z.Reset(b.Dx(), b.Dy())
	trace(pen{&c.z, float32(b.Min.X), float32(b.Min.Y)})
	n := b.Dx() * b.Dy()
	if cap(c.buf) < n {
		c.buf = make([]uint8, n)
	}
	c.cov = image.Alpha{Pix: c.buf[:n], Stride: b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	c.z.DrawOp = draw.Src
	c.z.Draw(&c.cov, c.cov.Rect, image.Opaque, image.Point{})
	return true
}

// fill paints the path that trace draws within box b in colour col
// (premultiplied, like every colour of a Palette), over what is there.
func (c *Canvas) fill(b image.Rectangle, col color.RGBA, trace func(pen)) {
	if c.coverage(b, trace) {
		c.paint(b, &c.cov, col)
	}
}

// paint paints colour col over box b where mask covers it. Pixels fully
// covered by an opaque colour are copied, uncovered ones skipped.
func (c *Canvas) paint(b image.Rectangle, mask *image.Alpha, col color.RGBA) {
	solid := binary.LittleEndian.Uint32([]uint8{col.R, col.G, col.B, col.A})
	w := b.Dx()
	for y := range b.Dy() {
		off := c.rgba.PixOffset(b.Min.X, b.Min.Y+y)
		row := c.rgba.Pix[off : off+4*w]
		for x, m := range mask.Pix[y*mask.Stride : y*mask.Stride+w] {
			switch {
			case m == 0:
			case m == 255 && col.A == 255:
				binary.LittleEndian.PutUint32(row[4*x:], solid)
			default:
				blendPixel(row[4*x:4*x+4:4*x+4], col, m)
			}
		}
	}
}

// kappa places the control points of a cubic Bézier quarter circle.
const kappa = 0.5522847

// FillRect paints the rectangle (x, y, w, h); edges between pixels are
// anti-aliased.
func (c *Canvas) FillRect(x, y, w, h float32, col color.RGBA) {
	c.fill(c.box(x, y, w, h), col, func(p pen) {
		p.moveTo(x, y)
		p.lineTo(x+w, y)
		p.lineTo(x+w, y+h)
		p.lineTo(x, y+h)
		p.z.ClosePath()
	})
}

// traceRoundRect traces a rectangle with corners of radius r.
func traceRoundRect(p pen, x, y, w, h, r float32) {
	r = max(min(r, w/2, h/2), 0)
	k := r * (1 - kappa)
	p.moveTo(x+r, y)
	p.lineTo(x+w-r, y)
	p.cubeTo(x+w-k, y, x+w, y+k, x+w, y+r)
	p.lineTo(x+w, y+h-r)
	p.cubeTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	p.lineTo(x+r, y+h)
	p.cubeTo(x+k, y+h, x, y+h-k, x, y+h-r)
	p.lineTo(x, y+r)
	p.cubeTo(x, y+k, x+k, y, x+r, y)
	p.z.ClosePath()
}

// FillRoundRect paints a rectangle with rounded corners of radius r.
// Only the rows of its corners go through the rasterizer: between them
// every row is the same span, painted directly.
func (c *Canvas) FillRoundRect(x, y, w, h, r float32, col color.RGBA) {
	r = max(min(r, w/2, h/2), 0)
	trace := func(p pen) { traceRoundRect(p, x, y, w, h, r) }
	top, bottom := float32(math.Ceil(float64(y+r))), float32(math.Floor(float64(y+h-r)))
	if bottom <= top {
		c.fill(c.box(x, y, w, h), col, trace)
		return
	}
	c.fill(c.box(x, y, w, top-y), col, trace)
	c.fill(c.box(x, bottom, w, y+h-bottom), col, trace)
	c.span(x, x+w, int(top), int(bottom), col)
}

// span paints the rows [y0, y1) from x0 to x1, anti-aliased at both ends.
func (c *Canvas) span(x0, x1 float32, y0, y1 int, col color.RGBA) {
	b := image.Rect(int(math.Floor(float64(x0))), y0, int(math.Ceil(float64(x1))), y1).Intersect(c.rgba.Rect)
	if b.Empty() {
		return
	}
	n := b.Dx()
	if cap(c.buf) < n {
		c.buf = make([]uint8, n)
	}
	row := c.buf[:n]
	for i := range row {
		px := float32(b.Min.X + i)
		row[i] = unit8(min(px+1, x1) - max(px, x0))
	}
	// Stride 0: every row of the mask is this one.
	c.cov = image.Alpha{Pix: row, Stride: 0, Rect: image.Rect(0, 0, n, b.Dy())}
	c.paint(b, &c.cov, col)
}

// unit8 maps a coverage in [0, 1] (clamped) to 0–255.
func unit8(v float32) uint8 { return uint8(min(max(v, 0), 1)*255 + 0.5) }

// traceEllipse traces an ellipse of radii rx and ry centred at (cx, cy),
// clockwise on the screen, or counter-clockwise when ccw is set (a hole).
func traceEllipse(p pen, cx, cy, rx, ry float32, ccw bool) {
	kx, ky := rx*kappa, ry*kappa
	if ccw {
		ky, ry = -ky, -ry
	}
	p.moveTo(cx+rx, cy)
	p.cubeTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	p.cubeTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	p.cubeTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	p.cubeTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	p.z.ClosePath()
}

// FillEllipse paints an ellipse of radii rx and ry centred at (cx, cy).
func (c *Canvas) FillEllipse(cx, cy, rx, ry float32, col color.RGBA) {
	c.fill(c.box(cx-rx, cy-ry, 2*rx, 2*ry), col, func(p pen) { traceEllipse(p, cx, cy, rx, ry, false) })
}

// StrokeCircle paints a ring of width w along the circle of radius r
// centred at (cx, cy).
func (c *Canvas) StrokeCircle(cx, cy, r, w float32, col color.RGBA) {
	c.StrokeEllipse(cx, cy, r, r, w, col)
}

// StrokeEllipse paints a ring of width w along the ellipse of radii rx
// and ry centred at (cx, cy).
func (c *Canvas) StrokeEllipse(cx, cy, rx, ry, w float32, col color.RGBA) {
	ox, oy := rx+w/2, ry+w/2
	c.fill(c.box(cx-ox, cy-oy, 2*ox, 2*oy), col, func(p pen) {
		traceEllipse(p, cx, cy, ox, oy, false)
		traceEllipse(p, cx, cy, max(rx-w/2, 0), max(ry-w/2, 0), true)
	})
}

// FillCircle paints a disc of radius r centred at (cx, cy).
func (c *Canvas) FillCircle(cx, cy, r float32, col color.RGBA) { c.FillEllipse(cx, cy, r, r, col) }

// StrokeLine paints a segment of width w from (x0, y0) to (x1, y1), with
// square-cut ends.
func (c *Canvas) StrokeLine(x0, y0, x1, y1, w float32, col color.RGBA) {
	c.strokePolyline([]point{{x0, y0}, {x1, y1}}, w, col)
}

// point is a point of a polyline.
type point struct{ x, y float32 }

// strokePolyline paints the polyline pts with width w: one polygon that
// follows it on one side and comes back on the other.
func (c *Canvas) strokePolyline(pts []point, w float32, col color.RGBA) {
	if len(pts) < 2 {
		return
	}
	b := polylineBox(pts, w)
	c.fill(c.box(float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy())), col, func(p pen) {
		tracePolyline(p, pts, w)
	})
}

// polylineBox returns the pixels a polyline of width w may touch.
func polylineBox(pts []point, w float32) image.Rectangle {
	x0, y0, x1, y1 := pts[0].x, pts[0].y, pts[0].x, pts[0].y
	for _, q := range pts[1:] {
		x0, y0, x1, y1 = min(x0, q.x), min(y0, q.y), max(x1, q.x), max(y1, q.y)
	}
	return image.Rect(int(math.Floor(float64(x0-w))), int(math.Floor(float64(y0-w))),
		int(math.Ceil(float64(x1+w))), int(math.Ceil(float64(y1+w))))
}

// tracePolyline traces the outline of the polyline pts of width w: at each
// point the normal is the mean of its segments' normals.
func tracePolyline(p pen, pts []point, w float32) {
	hw := w / 2
	normal := func(i int) (float32, float32) {
		a, b := pts[max(i-1, 0)], pts[min(i+1, len(pts)-1)]
		dx, dy := b.x-a.x, b.y-a.y
		l := float32(math.Hypot(float64(dx), float64(dy)))
		if l == 0 {
			return 0, 0
		}
		return -dy / l * hw, dx / l * hw
	}
	for i, q := range pts {
		nx, ny := normal(i)
		if i == 0 {
			p.moveTo(q.x+nx, q.y+ny)
		} else {
			p.lineTo(q.x+nx, q.y+ny)
		}
	}
	for i := len(pts) - 1; i >= 0; i-- {
		nx, ny := normal(i)
		p.lineTo(pts[i].x-nx, pts[i].y-ny)
	}
	p.z.ClosePath()
}

// Stamp paints src over the canvas with its top-left corner at (x, y).
func (c *Canvas) Stamp(src *Canvas, x, y int) {
	r := src.rgba.Rect.Add(image.Pt(x, y))
	draw.Draw(c.rgba, r, src.rgba, image.Point{}, draw.Over)
}

// Wood paints a board's wooden body: a rounded rectangle in p.Frame with a
// drop shadow, a darker edge and a grain (seed varies it between boards).
func (c *Canvas) Wood(p *Palette, x, y, w, h, r float32, seed uint32) {
	// The shadow shows only below the body's straight sides: only those
	// rows are painted.
	sy := y + h*0.012
	top := y + h - r - 1
	c.fill(c.box(x, top, w, sy+h-top), color.RGBA{0, 0, 0, 90}, func(p pen) { traceRoundRect(p, x, sy, w, h, r) })
	c.FillRoundRect(x, y, w, h, r, darken(p.Frame, 0.25))
	c.FillRoundRect(x+1, y+1, w-2, h-3, r, p.Frame)
	in := min(w, h) * 0.015
	c.grain(x, y, w, h, in, r, p.Frame, seed)
}

// grain paints the lines of a wood grain across the rectangle (x, y, w, h)
// (see grainLines), clipped to the same rectangle inset by in with corners
// of radius r. The lines are one pixel wide and gentle, so each column of
// a line is painted directly: the two pixels its centre falls between
// share its coverage, and the clip's signed distance fades it at the edge.
func (c *Canvas) grain(x, y, w, h, in, r float32, base color.RGBA, seed uint32) {
	cx, cy, cw, ch := x+in, y+in, w-2*in, h-2*in
	b := c.box(cx, cy, cw, ch)
	r = max(min(r, cw/2, ch/2), 0)
	mx, my := cx+cw/2, cy+ch/2
	// Pixels this far inside the clip's straight edges are fully inside.
	inner := image.Rect(int(cx+r)+1, int(cy+r)+1, int(cx+cw-r)-1, int(cy+ch-r)-1)
	clip := func(i, j int) float32 {
		if image.Pt(i, j).In(inner) {
			return 1
		}
		qx := float32(math.Abs(float64(float32(i)+0.5-mx))) - (cw/2 - r)
		qy := float32(math.Abs(float64(float32(j)+0.5-my))) - (ch/2 - r)
		d := max(qx, qy) - r
		if qx > 0 && qy > 0 { // a corner
			d = float32(math.Hypot(float64(qx), float64(qy))) - r
		}
		return min(max(0.5-d, 0), 1)
	}
	dark, light := grainLines(x, y, w, h, seed)
	for k, set := range [2][][]point{dark, light} {
		col := darken(base, 0.12)
		if k == 1 {
			col = lighten(base, 0.05)
		}
		for _, pts := range set {
			for i := b.Min.X; i < b.Max.X; i++ {
				xc := float32(i) + 0.5
				s := min(max(int((xc-pts[0].x)/(pts[1].x-pts[0].x)), 0), len(pts)-2)
				p0, p1 := pts[s], pts[s+1]
				yc := p0.y + (p1.y-p0.y)*(xc-p0.x)/(p1.x-p0.x)
				j := int(math.Floor(float64(yc - 0.5)))
				a := float32(j+1) - (yc - 0.5)
				if j >= b.Min.Y && j+1 < b.Max.Y && image.Pt(i, j).In(inner) && j+1 < inner.Max.Y {
					off := c.rgba.PixOffset(i, j)
					blendPixel(c.rgba.Pix[off:off+4:off+4], col, unit8(a))
					off += c.rgba.Stride
					blendPixel(c.rgba.Pix[off:off+4:off+4], col, unit8(1-a))
					continue
				}
				for jj, cov := range [2]float32{a, 1 - a} {
					if row := j + jj; row >= b.Min.Y && row < b.Max.Y {
						c.blend(i, row, col, unit8(cov*clip(i, row)))
					}
				}
			}
		}
	}
}

// blend paints colour col over pixel (x, y) with coverage m (0–255).
func (c *Canvas) blend(x, y int, col color.RGBA, m uint8) {
	if m != 0 {
		blendPixel(c.rgba.Pix[c.rgba.PixOffset(x, y):][:4:4], col, m)
	}
}

// blendPixel paints the premultiplied colour col over the pixel px with
// coverage m (0–255).
func blendPixel(px []uint8, col color.RGBA, m8 uint8) {
	m := uint32(m8)
	a := 255*255 - uint32(col.A)*m
	px[0] = uint8((uint32(px[0])*a + uint32(col.R)*m*255) / (255 * 255))
	px[1] = uint8((uint32(px[1])*a + uint32(col.G)*m*255) / (255 * 255))
	px[2] = uint8((uint32(px[2])*a + uint32(col.B)*m*255) / (255 * 255))
	px[3] = uint8((uint32(px[3])*a + uint32(col.A)*m*255) / (255 * 255))
}

// Pit paints a Kpé pit hollow of radius r centred at (cx, cy): a rim, then
// a hollow that darkens toward its upper wall as if lit from above.
func (c *Canvas) Pit(p *Palette, cx, cy, r float32) {
	c.FillCircle(cx, cy+r*0.04, r*1.04, lighten(p.Frame, 0.12))
	c.FillCircle(cx, cy, r, p.PitRim)
	const steps = 10
	for i := range steps {
		t := float32(i) / steps
		rr := r * (0.9 - 0.55*t)
		col := mix(darken(p.Pit, 0.35), lighten(p.Pit, 0.12), float64(t))
		c.FillCircle(cx, cy+r*0.12*t, rr, col)
	}
}

// Tray paints a long shallow capture tray: a rounded hollow like a pit's.
func (c *Canvas) Tray(p *Palette, x, y, w, h float32) {
	r := h / 2
	c.FillRoundRect(x-1, y-1, w+2, h+3, r+1, lighten(p.Frame, 0.12))
	c.FillRoundRect(x, y, w, h, r, p.PitRim)
	in := h * 0.08
	c.FillRoundRect(x+in, y+in, w-2*in, h-2*in, r-in, darken(p.Pit, 0.2))
	c.FillRoundRect(x+in, y+in*2, w-2*in, h-3*in, r-in, p.Pit)
}

// Square paints one board square of side s at (x, y) with a faint bevel.
func (c *Canvas) Square(x, y, s float32, col color.RGBA) {
	c.FillRect(x, y, s, s, col)
	b := max(1, s*0.04)
	c.FillRect(x, y, s, b, lighten(col, 0.18))
	c.FillRect(x, y+s-b, s, b, darken(col, 0.1))
}

// NewLock returns a white padlock of height d, closed or open (its
// shackle lifted and swung free on the right), anchored at its centre, to
// be tinted when drawn: Kpé's opening lock. The shape, not a colour, says
// which it is.
func NewLock(d int, open bool) Sprite {
	d = max(d, 8)
	size := d + 4
	cv := NewCanvas(size, size)
	c := float32(size) / 2
	h := float32(d)
	white := color.RGBA{255, 255, 255, 255}
	bw, bh := h*0.72, h*0.5
	bx, by := c-bw/2, c+h/2-bh
	// The shackle: a U of width sw over the body, lifted when open.
	sw, lw := bw*0.62, max(h*0.12, 1.2)
	top, lift := c-h/2+lw/2, float32(0)
	if open {
		lift = h * 0.16
	}
	rr := sw / 2
	pts := []point{{c - rr, by + 1}}
	const steps = 12
	for i := range steps + 1 {
		a := math.Pi * float64(i) / steps
		pts = append(pts, point{c - rr*float32(math.Cos(a)), top + rr - lift - rr*float32(math.Sin(a))})
	}
	if open {
		pts = append(pts, point{c + rr, top + rr - lift + h*0.08})
	} else {
		pts = append(pts, point{c + rr, by + 1})
	}
	cv.strokePolyline(pts, lw, white)
	cv.FillRoundRect(bx, by, bw, bh, h*0.08, white)
	// The keyhole is cut out of the body.
	kx, ky := c, by+bh*0.42
	b := cv.box(kx-h*0.08, ky-h*0.08, h*0.16, h*0.3)
	if cv.coverage(b, func(p pen) {
		traceEllipse(p, kx, ky, h*0.07, h*0.07, false)
		p.moveTo(kx-h*0.035, ky)
		p.lineTo(kx+h*0.035, ky)
		p.lineTo(kx+h*0.05, ky+h*0.2)
		p.lineTo(kx-h*0.05, ky+h*0.2)
		p.z.ClosePath()
	}) {
		cv.erase(b, &cv.cov)
	}
	return Sprite{cv.Image(), float64(c), float64(c)}
}

// erase makes the canvas transparent over box b where mask covers it.
func (c *Canvas) erase(b image.Rectangle, mask *image.Alpha) {
	for y := range b.Dy() {
		off := c.rgba.PixOffset(b.Min.X, b.Min.Y+y)
		row := c.rgba.Pix[off : off+4*b.Dx()]
		for x, m := range mask.Pix[y*mask.Stride : y*mask.Stride+b.Dx()] {
			keep := 255 - uint32(m)
			for k := range 4 {
				row[4*x+k] = uint8(uint32(row[4*x+k]) * keep / 255)
			}
		}
	}
}
