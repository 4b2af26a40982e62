package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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

// Margin is the transparent border around the white sprites drawn smaller
// than their size (NewDisc, NewRing: hint dots at 0.45, rings at 0.34).
// Ebitengine draws a sprite scaled below one half from a mipmap, an image
// of half its size or less, and samples past that image's edge one way
// when it stands alone and another once the atlas has taken it in (after
// some frames of use, at a place that depends on what else was freed): an
// edge pixel of the mipmap that is not transparent then draws differently
// from frame to frame (by up to 33 of 255 on the hint dots). Four pixels
// keep the mipmaps' edges transparent down to a quarter of the size.
const Margin = 4

// NewDisc returns a white anti-aliased disc of diameter d pixels, to be
// tinted when drawn (hint dots, glows, count badges).
func NewDisc(d int) Sprite {
	d = max(d, 2)
	cv := NewCanvas(d+2*Margin, d+2*Margin)
	c := float32(d+2*Margin) / 2
	cv.FillCircle(c, c, float32(d)/2, color.RGBA{255, 255, 255, 255})
	return Sprite{cv.Image(), float64(c), float64(c)}
}

// NewRing returns a white anti-aliased ring of outer diameter d and stroke
// width w, to be tinted when drawn (hover and last-move marks).
func NewRing(d int, w float32) Sprite {
	d = max(d, 4)
	cv := NewCanvas(d+2*Margin, d+2*Margin)
	c := float32(d+2*Margin) / 2
	cv.StrokeCircle(c, c, float32(d)/2-w/2, w, color.RGBA{255, 255, 255, 255})
	return Sprite{cv.Image(), float64(c), float64(c)}
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

// shadeSteps calls disc for each disc of a shaded ball, bottom first:
// concentric discs from the rim colour to a highlight nearer the top left,
// so flat colours read as round objects.
func shadeSteps(cx, cy, r float32, body color.RGBA, disc func(x, y, r float32, c color.RGBA)) {
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
		disc(cx-off, cy-off, rr, c)
	}
}

// NewPiece returns the piece of player (0 first, 1 second) in p's colours
// with diameter d: a shaded disc with a drop shadow, marked with a ring for
// the first player and a cross for the second so that colour is never the
// only cue.
func NewPiece(p *Palette, player int, d int) Sprite {
	cv, c := pieceCanvas(p, player, d)
	return Sprite{cv.Image(), c, c}
}

// Piece paints the piece of NewPiece(p, player, d) centred at (x, y),
// where drawing that sprite there at whole pixels would put it.
func (c *Canvas) Piece(p *Palette, player int, d int, x, y float64) {
	cv, a := pieceCanvas(p, player, d)
	c.Stamp(cv, int(math.Round(x-a)), int(math.Round(y-a)))
}

// pieceCanvas paints the piece of NewPiece and returns it with its centre.
func pieceCanvas(p *Palette, player int, d int) (*Canvas, float64) {
	d = max(d, 6)
	pad := d/8 + 2
	size := d + 2*pad
	cv := NewCanvas(size, size)
	c := float32(size) / 2
	r := float32(d) / 2
	sh := float32(d) * 0.05
	cv.FillCircle(c+sh, c+sh*1.6, r, color.RGBA{0, 0, 0, 70})
	cv.FillCircle(c, c, r, p.Edge[player])
	shadeSteps(c, c, r*0.93, p.Piece[player], cv.FillCircle)
	w := float32(d) * 0.075
	m := p.Mark[player]
	if player == 0 {
		cv.StrokeCircle(c, c, r*0.42, w, m)
	} else {
		k := r * 0.42
		cv.StrokeLine(c-k, c, c+k, c, w, m)
		cv.StrokeLine(c, c-k, c, c+k, w, m)
	}
	return cv, float64(c)
}

// NewSeed returns a seed of length l in tint i of p's seed tints: a small
// shaded bean with a dark edge, anchored at its centre.
func NewSeed(p *Palette, tint int, l int) Sprite {
	l = max(l, 4)
	size := l + 4
	cv := NewCanvas(size, size)
	c := float32(size) / 2
	rx, ry := float32(l)/2, float32(l)*0.36
	cv.FillEllipse(c+0.6, c+1, rx, ry, color.RGBA{0, 0, 0, 80})
	cv.FillEllipse(c, c, rx, ry, p.SeedEdge)
	body := p.Seeds[tint%len(p.Seeds)]
	cv.FillEllipse(c, c, rx-1, ry-1, body)
	cv.FillEllipse(c-rx*0.15, c-ry*0.25, rx*0.55, ry*0.4, lighten(body, 0.35))
	// The hilum: a dark fleck that makes a bean of an ellipse.
	cv.FillEllipse(c+rx*0.35, c+ry*0.1, rx*0.14, ry*0.22, darken(body, 0.45))
	return Sprite{cv.Image(), float64(c), float64(c)}
}

// grainLines returns the faint wavy lines of a procedural wood grain
// across a rectangle, as two sets: darker and lighter lines. seed varies
// the pattern between boards.
func grainLines(x, y, w, h float32, seed uint32) (dark, light [][]point) {
	rnd := seed*2654435761 + 1
	next := func() float32 {
		rnd ^= rnd << 13
		rnd ^= rnd >> 17
		rnd ^= rnd << 5
		return float32(rnd%10000) / 10000
	}
	lines := int(h / 5)
	for i := range lines {
		yy := y + h*(float32(i)+next())/float32(lines)
		amp := 1 + next()*3
		freq := 0.004 + next()*0.01
		phase := next() * 6
		set := &dark
		if next() < 0.3 {
			set = &light
		}
		var pts []point
		for xx := float32(0); xx <= w+6; xx += 6 {
			pts = append(pts, point{x + xx, yy + amp*float32(math.Sin(float64(xx*freq*6.28+phase)))})
		}
		*set = append(*set, pts)
	}
	return dark, light
}
