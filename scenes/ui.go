package scenes

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"

	"tavola/render"
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
//
// Every text the app draws goes through label, which bounds it whatever the
// string holds: at most maxTextBytes of it are laid out, wrapped to the
// width it has (for text, the room left to the screen's edge), in at most
// maxTextLines lines, the last cut with "…", into an image no larger than
// sprites.MaxLabelSide. A 5 MB token costs a few measurements of 2 KB.
type ui struct {
	white  *ebiten.Image
	disc   sprites.Sprite
	faces  map[faceKey]font.Face
	labels map[labelKey]sprites.Sprite
	widths map[widthKey]float64
	op     ebiten.DrawImageOptions
	rec    *render.Recorder // holds back a frame's draws (nil: drawn at once)

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

// labelKey names a label: the text (its first maxTextBytes, and whether
// there was more), its face and colour, the width it was fitted to (0: its
// own width) and its lines at most, and their alignment.
type labelKey struct {
	s     string
	cut   bool
	face  faceKey
	color color.RGBA
	w     int32
	lines uint8
	al    align
}

type widthKey struct {
	s    string
	cut  bool
	face faceKey
}

// maxLabels bounds the label cache (and the widths'); past it the cache
// starts again (a long demo writes many move numbers).
const maxLabels = 512

// maxTextLines is the most lines a text is drawn in; lineGap is the
// distance between two lines' baselines, in text sizes.
const (
	maxTextLines = 12
	lineGap      = 1.3
)

func newUI() *ui {
	return &ui{white: sprites.NewWhite(), disc: sprites.NewDisc(64),
		faces: map[faceKey]font.Face{}, labels: map[labelKey]sprites.Sprite{}, widths: map[widthKey]float64{}}
}

func (u *ui) face(size float64, bold bool) (font.Face, faceKey) {
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

// label returns s drawn at size in colour c, fitted to w pixels (0: as
// wide as it is, up to the largest label) in at most lines lines, aligned
// by al.
func (u *ui) label(s string, size float64, bold bool, c color.RGBA, w int, lines int, al align) sprites.Sprite {
	f, fk := u.face(size, bold)
	cs, cut := clampText(s)
	lines = min(max(lines, 1), maxTextLines)
	k := labelKey{cs, cut, fk, c, int32(w), uint8(lines), al}
	if l, ok := u.labels[k]; ok {
		return l
	}
	if len(u.labels) >= maxLabels {
		u.flush()
	}
	fw := float64(sprites.MaxLabelSide - 2)
	if w > 0 {
		fw = min(float64(w), fw)
	}
	size = float64(fk.size)
	fitted := fitText(s, fw, lines, minAdvance*size, func(t string) float64 { return sprites.Advance(t, f) })
	l := sprites.NewLabel(strings.Join(fitted, "\n"), f, c, size*lineGap, textAlign[al])
	u.labels[k] = l
	return l
}

var textAlign = [...]sprites.Align{alignLeft: sprites.AlignStart, alignCenter: sprites.AlignCenter, alignRight: sprites.AlignEnd}

// flush forgets the cached labels (after a resize or a change of palette).
func (u *ui) flush() {
	for k, l := range u.labels {
		u.rec.Free(l.Image)
		delete(u.labels, k)
	}
}

// textWidth measures s at size (its widest line; of a long s, its first
// maxTextBytes).
func (u *ui) textWidth(s string, size float64, bold bool) float64 {
	f, fk := u.face(size, bold)
	cs, cut := clampText(s)
	k := widthKey{cs, cut, fk}
	if w, ok := u.widths[k]; ok {
		return w
	}
	if len(u.widths) >= maxLabels {
		clear(u.widths)
	}
	w, _ := sprites.Measure(cs, f, 0)
	u.widths[k] = w
	return w
}

// text draws s on one line with its vertical centre at y, anchored at x by
// a; when s is wider than the room between x and the edges of dst it is
// shrunk a little or cut there with "…" (textIn).
func (u *ui) text(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.RGBA, a align) {
	u.textIn(dst, s, x, y, math.Inf(1), size, bold, c, a)
}

// para draws s wrapped to width w in at most lines lines, with its top at
// y, anchored at x by a (a left edge, a centre or a right edge), and
// returns the height it took.
func (u *ui) para(dst *ebiten.Image, s string, x, y, w, size float64, bold bool, c color.RGBA, a align, lines int) float64 {
	if s == "" {
		return 0
	}
	l := u.label(s, size, bold, c, max(1, int(w)), lines, a)
	u.place(dst, l, x, y, a)
	return float64(l.Image.Bounds().Dy())
}

// paraHeight is the height para would take.
func (u *ui) paraHeight(s string, w, size float64, bold bool, c color.RGBA, a align, lines int) float64 {
	if s == "" {
		return 0
	}
	return float64(u.label(s, size, bold, c, max(1, int(w)), lines, a).Image.Bounds().Dy())
}

// place draws label l with its top at y, anchored at x by a.
func (u *ui) place(dst *ebiten.Image, l sprites.Sprite, x, y float64, a align) {
	w := float64(l.Image.Bounds().Dx())
	switch a {
	case alignLeft:
		x--
	case alignCenter:
		x -= l.AX
	case alignRight:
		x -= w - 1
	}
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Translate(x, y)
	u.op.Filter = ebiten.FilterNearest
	u.rec.DrawImage(dst, l.Image, &u.op)
}

// roomAt is the width a text anchored at x by a has inside b.
func roomAt(b image.Rectangle, x float64, a align) float64 {
	left, right := x-float64(b.Min.X), float64(b.Max.X)-x
	var r float64
	switch a {
	case alignLeft:
		r = right
	case alignRight:
		r = left
	default:
		r = 2 * min(left, right)
	}
	return max(r, 0)
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
	u.rec.DrawImage(dst, u.white, &u.op)
}

// circle fills a disc of radius r centred at (x, y).
func (u *ui) circle(dst *ebiten.Image, x, y, r float64, c color.RGBA, alpha float32) {
	d := float64(u.disc.Image.Bounds().Dx() - 2*sprites.Margin)
	u.op.GeoM.Reset()
	u.op.ColorScale.Reset()
	u.op.GeoM.Translate(-u.disc.AX, -u.disc.AY)
	u.op.GeoM.Scale(2*r/d, 2*r/d)
	u.op.GeoM.Translate(x, y)
	tint(&u.op.ColorScale, c, alpha)
	u.op.Filter = ebiten.FilterLinear
	u.rec.DrawImage(dst, u.disc.Image, &u.op)
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
				u.rec.Free(u.pieces[i].Image)
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
	u.rec.DrawImage(dst, s.Image, &u.op)
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
