package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Sprite is a picture with an anchor: the point of Image (in its pixels)
// that is drawn where the thing it shows stands, such as a piece's centre
// when the picture also holds the piece's shadow.
type Sprite struct {
	Image  *ebiten.Image
	AX, AY float64
}

// NewWhite returns a small white image. Its pixel (1,1), stretched and
// tinted, draws rectangles and lines without the vector package's per-call
// allocations; the border keeps linear filtering from bleeding in.
func NewWhite() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}

// NewDisc returns a white anti-aliased disc of diameter d pixels, to be
// tinted when drawn (hint dots, glows, count badges).
func NewDisc(d int) Sprite {
	d = max(d, 2)
	img := ebiten.NewImage(d+2, d+2)
	c := float32(d+2) / 2
	vector.DrawFilledCircle(img, c, c, float32(d)/2, color.White, true)
	return Sprite{img, float64(c), float64(c)}
}

// NewRing returns a white anti-aliased ring of outer diameter d and stroke
// width w, to be tinted when drawn (hover and last-move marks).
func NewRing(d int, w float32) Sprite {
	d = max(d, 4)
	img := ebiten.NewImage(d+2, d+2)
	c := float32(d+2) / 2
	vector.StrokeCircle(img, c, c, float32(d)/2-w/2, w, color.White, true)
	return Sprite{img, float64(c), float64(c)}
}

// mix returns the colour t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), f(a.A, b.A)}
}

// lighten moves c toward white by t, keeping its alpha.
func lighten(c color.RGBA, t float64) color.RGBA {
	return mix(c, color.RGBA{c.A, c.A, c.A, c.A}, t)
}

// darken moves c toward black by t, keeping its alpha.
func darken(c color.RGBA, t float64) color.RGBA {
	return mix(c, color.RGBA{0, 0, 0, c.A}, t)
}

// shade draws a shaded ball: concentric discs from the rim colour to a
// highlight nearer the top left, so flat colours read as round objects.
func shade(dst *ebiten.Image, cx, cy, r float32, body color.RGBA) {
	const steps = 14
	for i := range steps {
		t := float32(i) / steps
		rr := r * (1 - 0.85*t)
		off := r * 0.28 * t
		var c color.RGBA
		if t < 0.5 {
			c = mix(darken(body, 0.22), body, float64(t*2))
		} else {
			c = mix(body, lighten(body, 0.35), float64((t-0.5)*2))
		}
		vector.DrawFilledCircle(dst, cx-off, cy-off, rr, c, true)
	}
}

// NewPiece returns the piece of player (0 first, 1 second) in p's colours
// with diameter d: a shaded disc with a drop shadow, marked with a ring for
// the first player and a cross for the second so that colour is never the
// only cue.
func NewPiece(p *Palette, player int, d int) Sprite {
	d = max(d, 6)
	pad := d/8 + 2
	size := d + 2*pad
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	r := float32(d) / 2
	sh := float32(d) * 0.05
	vector.DrawFilledCircle(img, c+sh, c+sh*1.6, r, color.RGBA{0, 0, 0, 70}, true)
	vector.DrawFilledCircle(img, c, c, r, p.Edge[player], true)
	shade(img, c, c, r*0.93, p.Piece[player])
	w := float32(d) * 0.075
	m := p.Mark[player]
	if player == 0 {
		vector.StrokeCircle(img, c, c, r*0.42, w, m, true)
	} else {
		k := r * 0.42
		vector.StrokeLine(img, c-k, c, c+k, c, w, m, true)
		vector.StrokeLine(img, c, c-k, c, c+k, w, m, true)
	}
	return Sprite{img, float64(c), float64(c)}
}

// NewSeed returns a seed of length l in tint i of p's seed tints: a small
// shaded bean with a dark edge, anchored at its centre.
func NewSeed(p *Palette, tint int, l int) Sprite {
	l = max(l, 4)
	size := l + 4
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	rx, ry := float32(l)/2, float32(l)*0.36
	fillEllipse(img, c+0.6, c+1, rx, ry, color.RGBA{0, 0, 0, 80})
	fillEllipse(img, c, c, rx, ry, p.SeedEdge)
	body := p.Seeds[tint%len(p.Seeds)]
	fillEllipse(img, c, c, rx-1, ry-1, body)
	fillEllipse(img, c-rx*0.15, c-ry*0.25, rx*0.55, ry*0.4, lighten(body, 0.35))
	// The hilum: a dark fleck that makes a bean of an ellipse.
	fillEllipse(img, c+rx*0.35, c+ry*0.1, rx*0.14, ry*0.22, darken(body, 0.45))
	return Sprite{img, float64(c), float64(c)}
}

// ellipse appends a closed ellipse to path.
func ellipse(path *vector.Path, cx, cy, rx, ry float32) {
	const n = 40
	for i := range n {
		a := 2 * math.Pi * float64(i) / n
		x := cx + rx*float32(math.Cos(a))
		y := cy + ry*float32(math.Sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
}

func fillEllipse(dst *ebiten.Image, cx, cy, rx, ry float32, c color.RGBA) {
	var path vector.Path
	ellipse(&path, cx, cy, rx, ry)
	fill(dst, &path, c)
}

// roundRect appends a rectangle with corners of radius r to path.
func roundRect(path *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	path.MoveTo(x+r, y)
	path.LineTo(x+w-r, y)
	path.ArcTo(x+w, y, x+w, y+r, r)
	path.LineTo(x+w, y+h-r)
	path.ArcTo(x+w, y+h, x+w-r, y+h, r)
	path.LineTo(x+r, y+h)
	path.ArcTo(x, y+h, x, y+h-r, r)
	path.LineTo(x, y+r)
	path.ArcTo(x, y, x+r, y, r)
	path.Close()
}

// FillRoundRect draws a filled rectangle with rounded corners (menus and
// boards; it allocates, so draw it into cached images, not every frame).
func FillRoundRect(dst *ebiten.Image, x, y, w, h, r float32, c color.RGBA) {
	var path vector.Path
	roundRect(&path, x, y, w, h, r)
	fill(dst, &path, c)
}

var whiteForFill = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

func fill(dst *ebiten.Image, path *vector.Path, c color.RGBA) {
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	drawVertices(dst, vs, is, c)
}

// drawVertices draws the triangles of a path in colour c.
func drawVertices(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, c color.RGBA) {
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = r, g, b, a
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: true, FillRule: ebiten.FillRuleNonZero}
	dst.DrawTriangles(vs, is, whiteForFill, op)
}

// grain draws faint wavy lines across a rectangle, a procedural wood grain,
// as two paths (darker and lighter lines) so that it costs two draws. seed
// varies the pattern between boards.
func grain(dst *ebiten.Image, x, y, w, h float32, base color.RGBA, seed uint32) {
	rnd := seed*2654435761 + 1
	next := func() float32 {
		rnd ^= rnd << 13
		rnd ^= rnd >> 17
		rnd ^= rnd << 5
		return float32(rnd%10000) / 10000
	}
	var dark, light vector.Path
	lines := int(h / 5)
	for i := range lines {
		yy := y + h*(float32(i)+next())/float32(lines)
		amp := 1 + next()*3
		freq := 0.004 + next()*0.01
		phase := next() * 6
		path := &dark
		if next() < 0.3 {
			path = &light
		}
		for xx := float32(0); xx <= w+6; xx += 6 {
			py := yy + amp*float32(math.Sin(float64(xx*freq*6.28+phase)))
			if xx == 0 {
				path.MoveTo(x+xx, py)
			} else {
				path.LineTo(x+xx, py)
			}
		}
	}
	op := &vector.StrokeOptions{Width: 1}
	vs, is := dark.AppendVerticesAndIndicesForStroke(nil, nil, op)
	drawVertices(dst, vs, is, darken(base, 0.12))
	vs, is = light.AppendVerticesAndIndicesForStroke(nil, nil, op)
	drawVertices(dst, vs, is, lighten(base, 0.05))
}

// Wood draws a board's wooden body: a rounded rectangle in p.Frame with a
// grain, a lighter top edge and a darker bottom edge for depth.
func Wood(dst *ebiten.Image, p *Palette, x, y, w, h, r float32, seed uint32) {
	FillRoundRect(dst, x, y+h*0.012, w, h, r, color.RGBA{0, 0, 0, 90})
	FillRoundRect(dst, x, y, w, h, r, darken(p.Frame, 0.25))
	FillRoundRect(dst, x+1, y+1, w-2, h-3, r, p.Frame)
	in := min(w, h) * 0.015
	inner := ebiten.NewImage(int(w), int(h))
	grain(inner, 0, 0, w, h, p.Frame, seed)
	var path vector.Path
	roundRect(&path, x+in, y+in, w-2*in, h-2*in, r)
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = vs[i].DstX-x, vs[i].DstY-y
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 1, 1, 1, 1
	}
	dst.DrawTriangles(vs, is, inner, &ebiten.DrawTrianglesOptions{AntiAlias: true})
	inner.Deallocate()
}

// Pit draws a Kpé pit hollow of radius r centred at (cx, cy): a rim, then
// a hollow that darkens toward its upper wall as if lit from above.
func Pit(dst *ebiten.Image, p *Palette, cx, cy, r float32) {
	vector.DrawFilledCircle(dst, cx, cy+r*0.04, r*1.04, lighten(p.Frame, 0.12), true)
	vector.DrawFilledCircle(dst, cx, cy, r, p.PitRim, true)
	const steps = 10
	for i := range steps {
		t := float32(i) / steps
		rr := r * (0.9 - 0.55*t)
		c := mix(darken(p.Pit, 0.35), lighten(p.Pit, 0.12), float64(t))
		vector.DrawFilledCircle(dst, cx, cy+r*0.12*t, rr, c, true)
	}
}

// NewPit returns a Kpé pit of radius r as a sprite anchored at its centre,
// to be stamped once per pit instead of drawing every pit's paths.
func NewPit(p *Palette, r float32) Sprite {
	size := int(r*2.3) + 4
	img := ebiten.NewImage(size, size)
	c := float32(size) / 2
	Pit(img, p, c, c, r)
	return Sprite{img, float64(c), float64(c)}
}

// Tray draws a long shallow capture tray: a rounded hollow like a pit's.
func Tray(dst *ebiten.Image, p *Palette, x, y, w, h float32) {
	r := h / 2
	FillRoundRect(dst, x-1, y-1, w+2, h+3, r+1, lighten(p.Frame, 0.12))
	FillRoundRect(dst, x, y, w, h, r, p.PitRim)
	in := h * 0.08
	FillRoundRect(dst, x+in, y+in, w-2*in, h-2*in, r-in, darken(p.Pit, 0.2))
	FillRoundRect(dst, x+in, y+in*2, w-2*in, h-3*in, r-in, p.Pit)
}

// Square fills one board square of side s at (x, y) with a faint bevel.
// Like every path in this file it is anti-aliased even where that changes
// nothing: Ebitengine resolves its anti-aliasing buffer over the whole
// destination each time plain and anti-aliased draws alternate, which
// made building a board two to three times slower.
func Square(dst *ebiten.Image, x, y, s float32, c color.RGBA) {
	vector.DrawFilledRect(dst, x, y, s, s, c, true)
	b := max(1, s*0.04)
	vector.DrawFilledRect(dst, x, y, s, b, lighten(c, 0.18), true)
	vector.DrawFilledRect(dst, x, y+s-b, s, b, darken(c, 0.1), true)
}

// Line draws a straight line of width w (for cached images only).
func Line(dst *ebiten.Image, x0, y0, x1, y1, w float32, c color.RGBA) {
	vector.StrokeLine(dst, x0, y0, x1, y1, w, c, true)
}
