package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// hexagon appends a regular hexagon with a vertex at the top (the GIPF
// board's shape: e9 up, e1 down) of circumradius r to path.
func hexagon(path *vector.Path, cx, cy, r float32) {
	for i := range 6 {
		a := math.Pi/2 + float64(i)*math.Pi/3
		x := cx + r*float32(math.Cos(a))
		y := cy - r*float32(math.Sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
}

// FillHexagon fills a hexagon with a vertex at the top, of circumradius r
// (for cached images: it allocates).
func FillHexagon(dst *ebiten.Image, cx, cy, r float32, c color.RGBA) {
	var path vector.Path
	hexagon(&path, cx, cy, r)
	fill(dst, &path, c)
}

// HexBoard draws the GIPF board's body centred at (cx, cy): a wooden
// hexagon of circumradius outer with a grain and a bevel, and the playing
// field, a lighter hexagon of circumradius inner, inside it.
func HexBoard(dst *ebiten.Image, p *Palette, cx, cy, outer, inner float32) {
	FillHexagon(dst, cx, cy+outer*0.025, outer, color.RGBA{0, 0, 0, 90})
	FillHexagon(dst, cx, cy, outer, darken(p.Frame, 0.25))
	FillHexagon(dst, cx, cy, outer*0.985, p.Frame)
	// The grain, clipped to the hexagon: drawn into a scratch image that
	// the hexagon's triangles then sample.
	w, h := int(2*outer)+2, int(2*outer)+2
	grainImg := ebiten.NewImage(w, h)
	grain(grainImg, 0, 0, float32(w), float32(h), p.Frame, 13)
	var path vector.Path
	hexagon(&path, cx, cy, outer*0.97)
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	ox, oy := cx-outer, cy-outer
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = vs[i].DstX-ox, vs[i].DstY-oy
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = 1, 1, 1, 1
	}
	dst.DrawTriangles(vs, is, grainImg, &ebiten.DrawTrianglesOptions{AntiAlias: true})
	grainImg.Deallocate()
	FillHexagon(dst, cx, cy-inner*0.01, inner*1.015, lighten(p.Frame, 0.18))
	FillHexagon(dst, cx, cy+inner*0.012, inner*1.01, darken(p.Frame, 0.35))
	FillHexagon(dst, cx, cy, inner, p.BoardLight)
	FillHexagon(dst, cx, cy, inner*0.93, mix(p.BoardLight, p.BoardDark, 0.35))
}

// Spot draws a spot of the GIPF board: a small hollow where the lines
// cross, of radius r.
func Spot(dst *ebiten.Image, p *Palette, x, y, r float32) {
	vector.DrawFilledCircle(dst, x, y+r*0.12, r, lighten(p.BoardLight, 0.3), true)
	vector.DrawFilledCircle(dst, x, y, r, p.Grid, true)
	vector.DrawFilledCircle(dst, x, y+r*0.15, r*0.72, darken(p.BoardDark, 0.12), true)
}

// Dot draws a dot of the GIPF board, an entry point on its rim: a bright
// stud of radius r ringed in the grid colour, so the dots read as where
// pieces come in rather than where they stand.
func Dot(dst *ebiten.Image, p *Palette, x, y, r float32) {
	vector.DrawFilledCircle(dst, x, y+r*0.15, r*1.05, color.RGBA{0, 0, 0, 70}, true)
	vector.DrawFilledCircle(dst, x, y, r, p.Grid, true)
	vector.DrawFilledCircle(dst, x, y, r*0.78, lighten(p.BoardLight, 0.25), true)
	vector.DrawFilledCircle(dst, x, y, r*0.32, p.Grid, true)
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
	img := ebiten.NewImage(size, size+int(lift)+1)
	c := float32(size) / 2
	r := float32(d) / 2
	sh := float32(d) * 0.05
	top := c
	low := c + lift
	vector.DrawFilledCircle(img, c+sh, low+sh*1.6, r, color.RGBA{0, 0, 0, 80}, true)
	vector.DrawFilledCircle(img, c, low, r, p.Edge[player], true)
	vector.DrawFilledCircle(img, c, low, r*0.93, darken(p.Piece[player], 0.28), true)
	// The upper piece's own shadow on the lower one.
	vector.DrawFilledCircle(img, c, top+lift*0.45, r, color.RGBA{0, 0, 0, 60}, true)
	vector.DrawFilledCircle(img, c, top, r, p.Edge[player], true)
	shade(img, c, top, r*0.93, p.Piece[player])
	w := float32(d) * 0.07
	m := p.Mark[player]
	if player == 0 {
		vector.StrokeCircle(img, c, top, r*0.5, w, m, true)
		vector.StrokeCircle(img, c, top, r*0.24, w, m, true)
	} else {
		k := r * 0.5
		vector.StrokeLine(img, c-k, top, c+k, top, w, m, true)
		vector.StrokeLine(img, c, top-k, c, top+k, w, m, true)
		vector.StrokeCircle(img, c, top, r*0.24, w, m, true)
	}
	return Sprite{img, float64(c), float64(c + lift/2)}
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
	img := ebiten.NewImage(w, h)
	cx, cy := float32(w)/2, ry+2
	fillEllipse(img, cx, cy+float32(th), rx, ry, p.Edge[player])
	vector.DrawFilledRect(img, cx-rx, cy, 2*rx, float32(th), p.Edge[player], true)
	fillEllipse(img, cx, cy+float32(th)-1, rx-1, ry-1, darken(p.Piece[player], 0.25))
	vector.DrawFilledRect(img, cx-rx+1, cy, 2*rx-2, float32(th)-1, darken(p.Piece[player], 0.25), true)
	fillEllipse(img, cx, cy, rx, ry, p.Edge[player])
	fillEllipse(img, cx, cy, rx-1, ry-1, p.Piece[player])
	fillEllipse(img, cx-rx*0.2, cy-ry*0.25, rx*0.5, ry*0.4, lighten(p.Piece[player], 0.2))
	m := p.Mark[player]
	lw := max(1, float32(d)*0.06)
	if player == 0 {
		var path vector.Path
		ellipse(&path, cx, cy, rx*0.45, ry*0.45)
		vs, is := path.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: lw})
		drawVertices(img, vs, is, m)
	} else {
		vector.StrokeLine(img, cx-rx*0.45, cy, cx+rx*0.45, cy, lw, m, true)
		vector.StrokeLine(img, cx, cy-ry*0.45, cx, cy+ry*0.45, lw, m, true)
	}
	return Sprite{img, float64(cx), float64(cy)}
}

// CheckerStep is the height in pixels of one piece of a stack of
// checkers of diameter d: the distance between two stacked tops.
func CheckerStep(d int) float32 { return max(2, float32(d)*0.16) }

// NewCheck returns a white tick of size d, to be tinted (a confirm button).
func NewCheck(d int) Sprite {
	d = max(d, 8)
	img := ebiten.NewImage(d, d)
	f := float32(d)
	w := f * 0.14
	vector.StrokeLine(img, f*0.18, f*0.52, f*0.42, f*0.76, w, color.White, true)
	vector.StrokeLine(img, f*0.40, f*0.77, f*0.84, f*0.26, w, color.White, true)
	return Sprite{img, float64(f) / 2, float64(f) / 2}
}

// NewCross returns a white cross of size d, to be tinted (a cancel button).
func NewCross(d int) Sprite {
	d = max(d, 8)
	img := ebiten.NewImage(d, d)
	f := float32(d)
	w := f * 0.13
	vector.StrokeLine(img, f*0.25, f*0.25, f*0.75, f*0.75, w, color.White, true)
	vector.StrokeLine(img, f*0.75, f*0.25, f*0.25, f*0.75, w, color.White, true)
	return Sprite{img, float64(f) / 2, float64(f) / 2}
}
