package sprites

import (
	"image"
	"image/color"
	"math"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// The app's text goes through x/image/font's CPU rasterizer, on the fonts
// parsed once (boldFont here, regularFont in wrap.go), and each label is
// uploaded as one image. Ebitengine's text/v2 links a shaping engine
// (go-text/typesetting: 0.6 MB of the browser build's gzip even when only
// its GoXFace is used) and draws each glyph on the GPU; Latin text with
// accents, drawn once into a label, needs neither.

// Face returns the app's regular face (Go Regular) at size pixels; it has
// the Italian accents, and shows a rune it lacks as "�". A face is not
// safe for concurrent use.
func Face(size float64) font.Face { return cpuFace(regularFont, size) }

// BoldFace returns the app's bold face (Go Bold) at size pixels, used for
// counts and titles. A face is not safe for concurrent use.
func BoldFace(size float64) font.Face { return cpuFace(boldFont, size) }

// Align says where the lines of a label stand within its widest.
type Align int

const (
	AlignStart  Align = iota // left
	AlignCenter              // centred
	AlignEnd                 // right
)

// Advance is the width of the one-line s in face f, in pixels (kerning
// included).
func Advance(s string, f font.Face) float64 { return fixedToFloat(font.MeasureString(f, s)) }

// Measure is the size of s, lines ("\n") lineSpacing pixels apart, in face
// f: the widest line's advance, and the lines' spacing plus one line's
// ascent and descent.
func Measure(s string, f font.Face, lineSpacing float64) (w, h float64) {
	if s == "" {
		return 0, 0
	}
	lines := 0
	for line := range strings.SplitSeq(s, "\n") {
		w = max(w, Advance(line, f))
		lines++
	}
	m := f.Metrics()
	return w, float64(lines-1)*lineSpacing + fixedToFloat(m.Ascent+m.Descent)
}

func fixedToFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// MaxLabelSide is the largest side of a label image, in pixels: Ebitengine
// panics on an image too big for its atlas, 4096 pixels on the smallest
// GPUs, less the atlas's padding.
const MaxLabelSide = 4000

// NewLabel draws s once in face and colour c into an image of its own,
// anchored at its centre, so that frames draw text with one DrawImage and
// no allocation. s may hold lines ("\n"), drawn lineSpacing pixels apart
// and aligned by al within the widest. The image is clipped to
// MaxLabelSide on each side; callers bound the text (scenes fits it to the
// room it has) so that nothing is clipped in practice.
func NewLabel(s string, face font.Face, c color.RGBA, lineSpacing float64, al Align) Sprite {
	cv := labelCanvas(s, face, c, lineSpacing, al)
	b := cv.rgba.Bounds()
	return Sprite{cv.Image(), float64(b.Dx()) / 2, float64(b.Dy()) / 2}
}

// labelCanvas paints the picture of NewLabel.
func labelCanvas(s string, face font.Face, c color.RGBA, lineSpacing float64, al Align) *Canvas {
	w, h := Measure(s, face, lineSpacing)
	iw := max(min(int(math.Ceil(w))+2, MaxLabelSide), 1)
	ih := max(min(int(math.Ceil(h))+2, MaxLabelSide), 1)
	cv := NewCanvas(iw, ih)
	d := font.Drawer{Dst: cv.rgba, Src: image.NewUniform(c), Face: face}
	x := 1.0
	switch al {
	case AlignCenter:
		x = float64(iw) / 2
	case AlignEnd:
		x = float64(iw) - 1
	}
	ascent := fixedToFloat(face.Metrics().Ascent)
	baseline := 1 + ascent
	for line := range strings.SplitSeq(s, "\n") {
		if baseline-ascent > float64(ih) {
			break // the rest is below the image: clipped
		}
		lx := x
		switch al {
		case AlignCenter:
			lx -= Advance(line, face) / 2
		case AlignEnd:
			lx -= Advance(line, face)
		}
		d.Dot = fixed.Point26_6{X: floatToFixed(lx), Y: floatToFixed(baseline)}
		d.DrawString(line)
		baseline += lineSpacing
	}
	return cv
}

func floatToFixed(x float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(x * 64)) }

// boldFont is Go Bold parsed for the CPU rasterizer (x/image/font), once;
// it is never changed after.
var boldFont = parseFont(gobold.TTF)

// cpuBold returns Go Bold at size pixels for painting on a Canvas.
func cpuBold(size float64) font.Face { return cpuFace(boldFont, size) }

// parseFont parses an embedded font for the CPU rasterizer; failing to is
// a broken build.
func parseFont(ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic("sprites: reading an embedded font: " + err.Error())
	}
	return f
}

// cpuFace returns f at size pixels for painting on a Canvas, every rune
// it lacks shown (shownFace).
func cpuFace(f *opentype.Font, size float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("sprites: a face of the embedded font: " + err.Error())
	}
	return shownFace{face}
}

// shownFace is a face that measures and draws each rune its font lacks as
// U+FFFD, the replacement character, and each space-like control (a tab)
// as a space. The Go fonts cover Latin, Greek and Cyrillic; a save's name
// or an error message in another script, or a symbol such as ✓, would
// otherwise be drawn as the font's empty .notdef box while it measures as
// nothing (font.MeasureString skips what GlyphAdvance does not know), so
// that the words after it overlap it and the label is cut short.
type shownFace struct{ font.Face }

// replacement is what a rune the font lacks is drawn as.
const replacement = '\uFFFD'

// shown is the rune drawn for r.
func (f shownFace) shown(r rune) rune {
	if _, ok := f.Face.GlyphAdvance(r); ok {
		return r
	}
	if unicode.IsSpace(r) {
		return ' '
	}
	return replacement
}

// Glyph draws r, or what shows it.
func (f shownFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	return f.Face.Glyph(dot, f.shown(r))
}

// GlyphBounds measures r, or what shows it.
func (f shownFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	return f.Face.GlyphBounds(f.shown(r))
}

// GlyphAdvance is the advance of r, or of what shows it.
func (f shownFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	return f.Face.GlyphAdvance(f.shown(r))
}

// Kern is the kerning between the runes that show r0 and r1.
func (f shownFace) Kern(r0, r1 rune) fixed.Int26_6 { return f.Face.Kern(f.shown(r0), f.shown(r1)) }

// label paints s in face f and colour col with the top-left corner of its
// line box at (x, y) and returns the box's size, as text.Measure gives it
// (the advance, and ascent plus descent).
func (c *Canvas) label(s string, f font.Face, col color.RGBA, x, y int) (w, h int) {
	m := f.Metrics()
	d := font.Drawer{Dst: c.rgba, Src: image.NewUniform(col), Face: f,
		Dot: fixed.Point26_6{X: fixed.I(x), Y: fixed.I(y) + m.Ascent}}
	d.DrawString(s)
	return (d.Dot.X - fixed.I(x)).Ceil(), (m.Ascent + m.Descent).Ceil()
}

// Label paints s in bold at size pixels and colour col, centred at (x, y)
// as drawing NewLabel(s, BoldFace(size), col, 0, text.AlignStart) there at
// whole pixels would place it: board letters and coordinates, painted with
// the board.
func (c *Canvas) Label(s string, size float64, col color.RGBA, x, y float64) {
	f := cpuBold(size)
	m := f.Metrics()
	iw := font.MeasureString(f, s).Ceil() + 2
	ih := (m.Ascent + m.Descent).Ceil() + 2
	c.label(s, f, col, int(math.Round(x-float64(iw)/2))+1, int(math.Round(y-float64(ih)/2))+1)
}

// NewLabels paints every string of ss in bold at size pixels and colour c,
// each like NewLabel, all on one canvas uploaded once: Ebitengine's text
// rasterizes each new glyph as anti-aliased paths on the GPU, which cost a
// software GPU tens of milliseconds for a board's counts.
func NewLabels(ss []string, size float64, c color.RGBA) []Sprite {
	const gap, maxW = 2, 512 // gap: linear filtering never picks up a neighbour
	f := cpuBold(size)
	m := f.Metrics()
	ih := (m.Ascent + m.Descent).Ceil() + 2
	boxes := make([]image.Rectangle, len(ss))
	x, y, width := 0, 0, 0
	for i, s := range ss {
		iw := font.MeasureString(f, s).Ceil() + 2
		if x > 0 && x+iw > maxW {
			x, y = 0, y+ih+gap
		}
		boxes[i] = image.Rect(x, y, x+iw, y+ih)
		x += iw + gap
		width = max(width, x)
	}
	cv := NewCanvas(width, y+ih)
	for i, s := range ss {
		cv.label(s, f, c, boxes[i].Min.X+1, boxes[i].Min.Y+1)
	}
	img := cv.Image()
	out := make([]Sprite, len(ss))
	for i, b := range boxes {
		out[i] = Sprite{img.SubImage(b).(*ebiten.Image), float64(b.Dx()) / 2, float64(b.Dy()) / 2}
	}
	return out
}
