package sprites

import (
	"image"
	"image/color"
	"math"
)

// traceHexagon traces a regular hexagon with a vertex at the top (the
// GIPF board's shape: e9 up, e1 down) of circumradius r.
func traceHexagon(p pen, cx, cy, r float32) {
	for i := range 6 {
		a := math.Pi/2 + float64(i)*math.Pi/3
		x := cx + r*float32(math.Cos(a))
		y := cy - r*float32(math.Sin(a))
		if i == 0 {
			p.moveTo(x, y)
		} else {
			p.lineTo(x, y)
		}
	}
	p.z.ClosePath()
}

// hexagonBox returns the pixels a hexagon of circumradius r centred at
// (cx, cy) touches.
func (c *Canvas) hexagonBox(cx, cy, r float32) image.Rectangle {
	hw := r * float32(math.Sqrt(3)) / 2
	return c.box(cx-hw, cy-r, 2*hw, 2*r)
}

// FillHexagon paints a hexagon with a vertex at the top, of circumradius
// r, centred at (cx, cy).
func (c *Canvas) FillHexagon(cx, cy, r float32, col color.RGBA) {
	c.fill(c.hexagonBox(cx, cy, r), col, func(p pen) { traceHexagon(p, cx, cy, r) })
}

// HexBoard paints the GIPF board's body centred at (cx, cy): a wooden
// hexagon of circumradius outer with a drop shadow, a darker edge and a
// grain, and the playing field, a lighter bevelled hexagon of circumradius
// inner, inside it.
func (c *Canvas) HexBoard(p *Palette, cx, cy, outer, inner float32) {
	c.FillHexagon(cx, cy+outer*0.025, outer, color.RGBA{0, 0, 0, 90})
	c.FillHexagon(cx, cy, outer, darken(p.Frame, 0.25))
	c.FillHexagon(cx, cy, outer*0.985, p.Frame)
	// The grain, painted on a canvas of its own at whole pixels of this
	// one (its lines keep their fraction), then laid through the hexagon.
	x0, y0 := math.Floor(float64(cx-outer)), math.Floor(float64(cy-outer))
	fx, fy := cx-outer-float32(x0), cy-outer-float32(y0)
	w, h := int(2*outer)+2, int(2*outer)+2
	g := NewCanvas(w+1, h+1)
	g.grain(fx, fy, float32(w), float32(h), 0, 0, p.Frame, 13)
	r := outer * 0.97
	if b := c.hexagonBox(cx, cy, r); c.coverage(b, func(p pen) { traceHexagon(p, cx, cy, r) }) {
		c.stampMasked(b, &c.cov, g, image.Pt(int(x0), int(y0)))
	}
	c.FillHexagon(cx, cy-inner*0.01, inner*1.015, lighten(p.Frame, 0.18))
	c.FillHexagon(cx, cy+inner*0.012, inner*1.01, darken(p.Frame, 0.35))
	c.FillHexagon(cx, cy, inner, p.BoardLight)
	c.FillHexagon(cx, cy, inner*0.93, mix(p.BoardLight, p.BoardDark, 0.35))
}

// stampMasked paints src, its top-left corner at at, over box b where
// mask (b's size) covers it.
func (c *Canvas) stampMasked(b image.Rectangle, mask *image.Alpha, src *Canvas, at image.Point) {
	for y := range b.Dy() {
		for x, m := range mask.Pix[y*mask.Stride : y*mask.Stride+b.Dx()] {
			q := image.Pt(b.Min.X+x, b.Min.Y+y).Sub(at)
			if m == 0 || !q.In(src.rgba.Rect) {
				continue
			}
			s := src.rgba.Pix[src.rgba.PixOffset(q.X, q.Y):][:4:4]
			if s[3] == 0 {
				continue
			}
			// blend takes a premultiplied colour, as src's pixels are.
			c.blend(b.Min.X+x, b.Min.Y+y, color.RGBA{s[0], s[1], s[2], s[3]}, m)
		}
	}
}

// Spot paints a spot of the GIPF board: a small hollow where the lines
// cross, of radius r.
func (c *Canvas) Spot(p *Palette, x, y, r float32) {
	c.FillCircle(x, y+r*0.12, r, lighten(p.BoardLight, 0.3))
	c.FillCircle(x, y, r, p.Grid)
	c.FillCircle(x, y+r*0.15, r*0.72, darken(p.BoardDark, 0.12))
}

// Dot paints a dot of the GIPF board, an entry point on its rim: a bright
// stud of radius r ringed in the grid colour, so the dots read as where
// pieces come in rather than where they stand.
func (c *Canvas) Dot(p *Palette, x, y, r float32) {
	c.FillCircle(x, y+r*0.15, r*1.05, color.RGBA{0, 0, 0, 70})
	c.FillCircle(x, y, r, p.Grid)
	c.FillCircle(x, y, r*0.78, lighten(p.BoardLight, 0.25))
	c.FillCircle(x, y, r*0.32, p.Grid)
}

// NewGIPFPiece returns the GIPF piece of player (two pieces stacked) with
// diameter d: the lower piece shows as a rim below the upper one, and the
// upper one carries a second, inner marking, so the piece reads as double
// at a glance and without colour. Its anchor is the centre of the stack.
func NewGIPFPiece(p *Palette, player int, d int) Sprite {
	d = max(d, 6)
	lift := float32(d) * 0.16
	pad := d/8 + 2
	size := d + 2*pad
	cv := NewCanvas(size, size+int(lift)+1)
	c := float32(size) / 2
	r := float32(d) / 2
	sh := float32(d) * 0.05
	top := c
	low := c + lift
	cv.FillCircle(c+sh, low+sh*1.6, r, color.RGBA{0, 0, 0, 80})
	cv.FillCircle(c, low, r, p.Edge[player])
	cv.FillCircle(c, low, r*0.93, darken(p.Piece[player], 0.28))
	// The upper piece's own shadow on the lower one.
	cv.FillCircle(c, top+lift*0.45, r, color.RGBA{0, 0, 0, 60})
	cv.FillCircle(c, top, r, p.Edge[player])
	shadeSteps(c, top, r*0.93, p.Piece[player], cv.FillCircle)
	w := float32(d) * 0.07
	m := p.Mark[player]
	if player == 0 {
		cv.StrokeCircle(c, top, r*0.5, w, m)
		cv.StrokeCircle(c, top, r*0.24, w, m)
	} else {
		k := r * 0.5
		cv.StrokeLine(c-k, top, c+k, top, w, m)
		cv.StrokeLine(c, top-k, c, top+k, w, m)
		cv.StrokeCircle(c, top, r*0.24, w, m)
	}
	return Sprite{cv.Image(), float64(c), float64(c + lift/2)}
}

// NewChecker returns the piece of player seen from the side at a low
// angle, of diameter d, for the reserve and capture stacks beside the
// board: an elliptic top with its marking above a rim. Stacked with a step
// of CheckerStep(d) the pieces read as a tower. The anchor is the centre
// of the top face.
func NewChecker(p *Palette, player int, d int) Sprite {
	d = max(d, 6)
	rx := float32(d) / 2
	ry := rx * 0.5
	th := CheckerStep(d)
	w := d + 4
	h := int(2*ry+th) + 5
	cv := NewCanvas(w, h)
	cx, cy := float32(w)/2, ry+2
	side := darken(p.Piece[player], 0.25)
	cv.FillEllipse(cx, cy+th, rx, ry, p.Edge[player])
	cv.FillRect(cx-rx, cy, 2*rx, th, p.Edge[player])
	cv.FillEllipse(cx, cy+th-1, rx-1, ry-1, side)
	cv.FillRect(cx-rx+1, cy, 2*rx-2, th-1, side)
	cv.FillEllipse(cx, cy, rx, ry, p.Edge[player])
	cv.FillEllipse(cx, cy, rx-1, ry-1, p.Piece[player])
	cv.FillEllipse(cx-rx*0.2, cy-ry*0.25, rx*0.5, ry*0.4, lighten(p.Piece[player], 0.2))
	m := p.Mark[player]
	lw := max(1, float32(d)*0.06)
	if player == 0 {
		cv.StrokeEllipse(cx, cy, rx*0.45, ry*0.45, lw, m)
	} else {
		cv.StrokeLine(cx-rx*0.45, cy, cx+rx*0.45, cy, lw, m)
		cv.StrokeLine(cx, cy-ry*0.45, cx, cy+ry*0.45, lw, m)
	}
	return Sprite{cv.Image(), float64(cx), float64(cy)}
}

// CheckerStep is the height in pixels of one piece of a stack of
// checkers of diameter d: the distance between two stacked tops.
func CheckerStep(d int) float32 { return max(2, float32(d)*0.16) }

// NewCheck returns a white tick of size d, to be tinted (a confirm button).
func NewCheck(d int) Sprite {
	return newMark(d, 0.14, [4]float32{0.18, 0.52, 0.42, 0.76}, [4]float32{0.40, 0.77, 0.84, 0.26})
}

// NewCross returns a white cross of size d, to be tinted (a cancel button).
func NewCross(d int) Sprite {
	return newMark(d, 0.13, [4]float32{0.25, 0.25, 0.75, 0.75}, [4]float32{0.75, 0.25, 0.25, 0.75})
}

// newMark returns a white mark of size d (at least 8) anchored at its
// centre: strokes of width w from (x0, y0) to (x1, y1), all in units of d.
func newMark(d int, w float32, strokes ...[4]float32) Sprite {
	d = max(d, 8)
	cv := NewCanvas(d, d)
	f := float32(d)
	for _, s := range strokes {
		cv.StrokeLine(f*s[0], f*s[1], f*s[2], f*s[3], f*w, color.RGBA{255, 255, 255, 255})
	}
	return Sprite{cv.Image(), float64(f) / 2, float64(f) / 2}
}
