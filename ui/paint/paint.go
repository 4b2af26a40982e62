package paint

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"

	"tavola/render"
	"tavola/sprites"
	"tavola/ui"
)

// Painter draws the widgets: rectangles, rounded panels, pieces, text and
// the models of package ui (Menu, MoveList). Text is drawn
// once into a label image and reused, so a steady frame allocates nothing.
//
// Every text the app draws goes through Label, which bounds it whatever the
// string holds: at most ui.MaxTextBytes of it are laid out, wrapped to the
// width it has (for text, the room left to the screen's edge), in at most
// maxTextLines lines, the last cut with "…", into an image no larger than
// sprites.MaxLabelSide. A 5 MB token costs a few measurements of 2 KB.
type Painter struct {
	white  *ebiten.Image
	disc   sprites.Sprite
	faces  map[faceKey]font.Face
	labels map[labelKey]sprites.Sprite
	widths map[widthKey]float64
	Op     ebiten.DrawImageOptions
	Rec    *render.Recorder // holds back a frame's draws (nil: drawn at once)

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
	al    ui.Align
}

type widthKey struct {
	s    string
	cut  bool
	face faceKey
}

// maxLabels bounds the label cache (and the widths'); past it the cache
// starts again (a long demo writes many move numbers).
const maxLabels = 512

// maxTextLines is the most lines a text is drawn in; LineGap is the
// distance between two lines' baselines, in text sizes.
const (
	maxTextLines = 12
	LineGap      = 1.3
)

// New returns a Painter with empty caches; its Rec is nil (it draws at
// once) until the app gives it the frame's recorder.
func New() *Painter {
	return &Painter{white: sprites.NewWhite(), disc: sprites.NewDisc(64),
		faces: map[faceKey]font.Face{}, labels: map[labelKey]sprites.Sprite{}, widths: map[widthKey]float64{}}
}

func (u *Painter) face(size float64, bold bool) (font.Face, faceKey) {
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

// Label returns s drawn at size in colour c, fitted to w pixels (0: as
// wide as it is, up to the largest label) in at most lines lines, aligned
// by al.
func (u *Painter) Label(s string, size float64, bold bool, c color.RGBA, w int, lines int, al ui.Align) sprites.Sprite {
	f, fk := u.face(size, bold)
	cs, cut := ui.ClampText(s)
	lines = min(max(lines, 1), maxTextLines)
	k := labelKey{cs, cut, fk, c, int32(w), uint8(lines), al}
	if l, ok := u.labels[k]; ok {
		return l
	}
	if len(u.labels) >= maxLabels {
		u.Flush()
	}
	fw := float64(sprites.MaxLabelSide - 2)
	if w > 0 {
		fw = min(float64(w), fw)
	}
	size = float64(fk.size)
	fitted := ui.FitText(s, fw, lines, ui.MinAdvance*size, func(t string) float64 { return sprites.Advance(t, f) })
	l := sprites.NewLabel(strings.Join(fitted, "\n"), f, c, size*LineGap, textAlign[al])
	u.labels[k] = l
	return l
}

var textAlign = [...]sprites.Align{ui.AlignLeft: sprites.AlignStart, ui.AlignCenter: sprites.AlignCenter, ui.AlignRight: sprites.AlignEnd}

// Flush forgets the cached labels (after a resize or a change of palette).
func (u *Painter) Flush() {
	for k, l := range u.labels {
		u.Rec.Free(l.Image)
		delete(u.labels, k)
	}
}

// TextWidth measures s at size (its widest line; of a long s, its first
// maxTextBytes).
func (u *Painter) TextWidth(s string, size float64, bold bool) float64 {
	f, fk := u.face(size, bold)
	cs, cut := ui.ClampText(s)
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

// Text draws s on one line with its vertical centre at y, anchored at x by
// a; when s is wider than the room between x and the edges of dst it is
// shrunk a little or cut there with "…" (TextIn).
func (u *Painter) Text(dst *ebiten.Image, s string, x, y, size float64, bold bool, c color.RGBA, a ui.Align) {
	u.TextIn(dst, s, x, y, math.Inf(1), size, bold, c, a)
}

// Para draws s wrapped to width w in at most lines lines, with its top at
// y, anchored at x by a (a left edge, a centre or a right edge), and
// returns the height it took.
func (u *Painter) Para(dst *ebiten.Image, s string, x, y, w, size float64, bold bool, c color.RGBA, a ui.Align, lines int) float64 {
	if s == "" {
		return 0
	}
	l := u.Label(s, size, bold, c, max(1, int(w)), lines, a)
	u.Place(dst, l, x, y, a)
	return float64(l.Image.Bounds().Dy())
}

// ParaHeight is the height Para would take.
func (u *Painter) ParaHeight(s string, w, size float64, bold bool, c color.RGBA, a ui.Align, lines int) float64 {
	if s == "" {
		return 0
	}
	return float64(u.Label(s, size, bold, c, max(1, int(w)), lines, a).Image.Bounds().Dy())
}

// Place draws label l with its top at y, anchored at x by a.
func (u *Painter) Place(dst *ebiten.Image, l sprites.Sprite, x, y float64, a ui.Align) {
	w := float64(l.Image.Bounds().Dx())
	switch a {
	case ui.AlignLeft:
		x--
	case ui.AlignCenter:
		x -= l.AX
	case ui.AlignRight:
		x -= w - 1
	}
	u.Op.GeoM.Reset()
	u.Op.ColorScale.Reset()
	u.Op.GeoM.Translate(x, y)
	u.Op.Filter = ebiten.FilterNearest
	u.Rec.DrawImage(dst, l.Image, &u.Op)
}

// roomAt is the width a text anchored at x by a has inside b.
func roomAt(b image.Rectangle, x float64, a ui.Align) float64 {
	left, right := x-float64(b.Min.X), float64(b.Max.X)-x
	var r float64
	switch a {
	case ui.AlignLeft:
		r = right
	case ui.AlignRight:
		r = left
	default:
		r = 2 * min(left, right)
	}
	return max(r, 0)
}

// Rect fills a rectangle with c scaled by alpha.
func (u *Painter) Rect(dst *ebiten.Image, x, y, w, h float64, c color.RGBA, alpha float32) {
	if w <= 0 || h <= 0 {
		return
	}
	u.Op.GeoM.Reset()
	u.Op.ColorScale.Reset()
	u.Op.GeoM.Scale(w, h)
	u.Op.GeoM.Translate(x, y)
	tint(&u.Op.ColorScale, c, alpha)
	u.Op.Filter = ebiten.FilterNearest
	u.Rec.DrawImage(dst, u.white, &u.Op)
}

// Circle fills a disc of radius r centred at (x, y).
func (u *Painter) Circle(dst *ebiten.Image, x, y, r float64, c color.RGBA, alpha float32) {
	d := float64(u.disc.Image.Bounds().Dx() - 2*sprites.Margin)
	u.Op.GeoM.Reset()
	u.Op.ColorScale.Reset()
	u.Op.GeoM.Translate(-u.disc.AX, -u.disc.AY)
	u.Op.GeoM.Scale(2*r/d, 2*r/d)
	u.Op.GeoM.Translate(x, y)
	tint(&u.Op.ColorScale, c, alpha)
	u.Op.Filter = ebiten.FilterLinear
	u.Rec.DrawImage(dst, u.disc.Image, &u.Op)
}

// Panel fills a rectangle with rounded corners of radius r. It is opaque:
// the corner discs overlap the strips, which only shows through alpha.
func (u *Painter) Panel(dst *ebiten.Image, b ui.Rect, r float64, c color.RGBA) {
	r = min(r, b.W/2, b.H/2)
	u.Rect(dst, b.X+r, b.Y, b.W-2*r, b.H, c, 1)
	u.Rect(dst, b.X, b.Y+r, r, b.H-2*r, c, 1)
	u.Rect(dst, b.X+b.W-r, b.Y+r, r, b.H-2*r, c, 1)
	u.Circle(dst, b.X+r, b.Y+r, r, c, 1)
	u.Circle(dst, b.X+b.W-r, b.Y+r, r, c, 1)
	u.Circle(dst, b.X+r, b.Y+b.H-r, r, c, 1)
	u.Circle(dst, b.X+b.W-r, b.Y+b.H-r, r, c, 1)
}

// Piece draws player's piece (ring or cross marked) of diameter d centred
// at (x, y).
func (u *Painter) Piece(dst *ebiten.Image, pal *sprites.Palette, player int, x, y, d float64) {
	if size := int(d + 0.5); size != u.pieceSize || pal != u.piecePal {
		for i := range u.pieces {
			if u.pieces[i].Image != nil {
				u.Rec.Free(u.pieces[i].Image)
			}
			u.pieces[i] = sprites.NewPiece(pal, i, size)
		}
		u.piecePal, u.pieceSize = pal, size
	}
	s := u.pieces[player]
	u.Op.GeoM.Reset()
	u.Op.ColorScale.Reset()
	u.Op.GeoM.Translate(x-s.AX, y-s.AY)
	u.Op.Filter = ebiten.FilterLinear
	u.Rec.DrawImage(dst, s.Image, &u.Op)
}

// tint scales cs by the premultiplied colour c and alpha. (ScaleWithColor
// would box c in an interface: an allocation per call.)
func tint(cs *ebiten.ColorScale, c color.RGBA, alpha float32) {
	cs.Scale(float32(c.R)/255*alpha, float32(c.G)/255*alpha, float32(c.B)/255*alpha, float32(c.A)/255*alpha)
}

// Advance measures a line of text at size (bold or not) as the labels
// lay it out, without caching: for wrapping long texts (ui.Wrap).
func (u *Painter) Advance(size float64, bold bool) func(string) float64 {
	f, _ := u.face(size, bold)
	return func(t string) float64 { return sprites.Advance(t, f) }
}

// EachLabel calls f with every label in the cache: its text (its first
// ui.MaxTextBytes), the lines it may take, its alignment and its image.
func (u *Painter) EachLabel(f func(s string, lines int, al ui.Align, img *ebiten.Image)) {
	for k, l := range u.labels {
		f(k.s, int(k.lines), k.al, l.Image)
	}
}
