package scenes

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tavola/sprites"
)

// align places text relative to its anchor point.
type align uint8

const (
	alignLeft align = iota
	alignCenter
	alignRight
)

// ui draws the menus' rectangles, rounded panels and text. Text is drawn
// once into a label image and reused, so a steady frame allocates nothing.
type ui struct {
	white  *ebiten.Image
	disc   sprites.Sprite
	faces  map[faceKey]*text.GoTextFace
	labels map[labelKey]sprites.Sprite
	op     ebiten.DrawImageOptions

	// The two players' pieces, drawn by sprites for the palette and size
	// they were last asked in.
	pieces    [2]sprites.Sprite
	piecePal  *sprites.Palette
	pieceSize int
}

type faceKey struct {
	size int
	bold bool
}

type labelKey struct {
	s     string
	face  faceKey
	color color.RGBA
}

// maxLabels bounds the label cache; past it the cache starts again (a long
// demo writes many move numbers).
const maxLabels = 512

func newUI() *ui {
	return &ui{white: sprites.NewWhite(), disc: sprites.NewDisc(64),
		faces: map[faceKey]*text.GoTextFace{}, labels: map[labelKey]sprites.Sprite{}}
}

func (u *ui) face(size float64, bold bool) (*text.GoTextFace, faceKey) {
	k := faceKey{max(6, int(size+0.5)), bold}
	f, ok := u.faces[k]
	if !ok {
		if bold {
			f = sprites.BoldFace(float64(k.size))
		} else {
			f = sprites.Face(float64(k.size))
		}
		u.faces[k] = f
	}
	return f, k
}

// label returns s drawn at size in colour c.
func (u *ui) label(s string, size float64, bold bool, c color.RGBA) sprites.Sprite {
	f, fk := u.face(size, bold)
	k := labelKey{s, fk, c}
	if l, ok := u.labels[k]; ok {
		return l
	}
	if len(u.labels) >= maxLabels {
		u.flush()
	}
	l := sprites.NewLabel(s, f, c)
	u.labels[k] = l
	return l
}

// flush forgets the cached labels (after a resize or a change of palette).
func (u *ui) flush() {
	for k, l := range u.labels {
		l.Image.Deallocate()
		delete(u.labels, k)
	}
}

// textWidth measures s at size.
func (u *ui) textWidth(s string, size float64, bold bool) float64 {
	f, _ := u.face(size, bold)
	w, _ := text.Measure(s, f, 0)
	return w
}

// text draws s with its vertical centre at y, anchored at x by a.
func (u *ui) text(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.RGBA, a align) {
	if s == "" {
		return
	}
	l := u.label(s, size, bold, c)
	w := float64(l.Image.Bounds().Dx())
	switch a {
	case alignLeft:
		x += l.AX - 1
	case alignRight:
		x -= w - l.AX - 1
	}
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Translate(x-l.AX, y-l.AY)
	u.op.Filter = ebiten.FilterNearest
	dst.DrawImage(l.Image, &u.op)
}

// rect fills a rectangle with c scaled by alpha.
func (u *ui) rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, alpha float32) {
	if w <= 0 || h <= 0 {
		return
	}
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Scale(w, h)
	u.op.GeoM.Translate(x, y)
	tint(&u.op.ColorScale, c, alpha)
	u.op.Filter = ebiten.FilterNearest
	dst.DrawImage(u.white, &u.op)
}

// circle fills a disc of radius r centred at (x, y).
func (u *ui) circle(dst *ebiten.Image, x, y, r float64, c color.RGBA, alpha float32) {
	d := float64(u.disc.Image.Bounds().Dx() - 2)
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Translate(-u.disc.AX, -u.disc.AY)
	u.op.GeoM.Scale(2*r/d, 2*r/d)
	u.op.GeoM.Translate(x, y)
	tint(&u.op.ColorScale, c, alpha)
	u.op.Filter = ebiten.FilterLinear
	dst.DrawImage(u.disc.Image, &u.op)
}

// panel fills a rectangle with rounded corners of radius r. It is opaque:
// the corner discs overlap the strips, which only shows through alpha.
func (u *ui) panel(dst *ebiten.Image, b rectF, r float64, c color.RGBA) {
	r = min(r, b.w/2, b.h/2)
	u.rect(dst, b.x+r, b.y, b.w-2*r, b.h, c, 1)
	u.rect(dst, b.x, b.y+r, r, b.h-2*r, c, 1)
	u.rect(dst, b.x+b.w-r, b.y+r, r, b.h-2*r, c, 1)
	u.circle(dst, b.x+r, b.y+r, r, c, 1)
	u.circle(dst, b.x+b.w-r, b.y+r, r, c, 1)
	u.circle(dst, b.x+r, b.y+b.h-r, r, c, 1)
	u.circle(dst, b.x+b.w-r, b.y+b.h-r, r, c, 1)
}

// piece draws player's piece (ring or cross marked) of diameter d centred
// at (x, y).
func (u *ui) piece(dst *ebiten.Image, pal *sprites.Palette, player int, x, y, d float64) {
	if size := int(d + 0.5); size != u.pieceSize || pal != u.piecePal {
		for i := range u.pieces {
			if u.pieces[i].Image != nil {
				u.pieces[i].Image.Deallocate()
			}
			u.pieces[i] = sprites.NewPiece(pal, i, size)
		}
		u.piecePal, u.pieceSize = pal, size
	}
	s := u.pieces[player]
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Translate(x-s.AX, y-s.AY)
	u.op.Filter = ebiten.FilterLinear
	dst.DrawImage(s.Image, &u.op)
}

// tint scales cs by the premultiplied colour c and alpha. (ScaleWithColor
// would box c in an interface: an allocation per call.)
func tint(cs *ebiten.ColorScale, c color.RGBA, alpha float32) {
	cs.Scale(float32(c.R)/255*alpha, float32(c.G)/255*alpha, float32(c.B)/255*alpha, float32(c.A)/255*alpha)
}

// rectF is a rectangle in screen pixels.
type rectF struct{ x, y, w, h float64 }

func (r rectF) contains(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.x && fx < r.x+r.w && fy >= r.y && fy < r.y+r.h
}

func (r rectF) image() image.Rectangle {
	return image.Rect(int(r.x), int(r.y), int(r.x+r.w), int(r.y+r.h))
}
