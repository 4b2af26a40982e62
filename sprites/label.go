package sprites

import (
	"bytes"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The two type faces of the app, parsed once; they are never changed after.
var (
	regularSource = mustSource(goregular.TTF)
	boldSource    = mustSource(gobold.TTF)
)

func mustSource(ttf []byte) *text.GoTextFaceSource {
	s, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
	if err != nil {
		// The fonts are compiled in; failing to read them is a broken build.
		panic("sprites: reading an embedded font: " + err.Error())
	}
	return s
}

// Face returns the app's regular face (Go Regular) at size pixels; it has
// the Italian accents.
func Face(size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: regularSource, Size: size}
}

// BoldFace returns the app's bold face (Go Bold) at size pixels, used for
// counts and titles.
func BoldFace(size float64) *text.GoTextFace {
	return &text.GoTextFace{Source: boldSource, Size: size}
}

// NewLabel draws s once in face and colour c into an image of its own,
// anchored at its centre, so that frames draw text with one DrawImage and
// no allocation.
func NewLabel(s string, face text.Face, c color.RGBA) Sprite {
	w, h := text.Measure(s, face, 0)
	iw, ih := int(math.Ceil(w))+2, int(math.Ceil(h))+2
	img := ebiten.NewImage(max(iw, 1), max(ih, 1))
	op := &text.DrawOptions{}
	op.GeoM.Translate(1, 1)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(img, s, face, op)
	return Sprite{img, float64(iw) / 2, float64(ih) / 2}
}

// NewLabels draws every string of ss in face and colour c, like NewLabel,
// but all into one image: Ebitengine then draws them in one batch, where a
// target image per label costs a draw command each (62 count labels took
// 45 ms of processor time on the software GPU, instead of a few).
func NewLabels(ss []string, face text.Face, c color.RGBA) []Sprite {
	const gap = 2 // between labels: linear filtering never picks up a neighbour
	type box struct{ x, y, w, h int }
	boxes := make([]box, len(ss))
	x, y, rowH, width := 0, 0, 0, 0
	const maxW = 1024
	for i, s := range ss {
		w, h := text.Measure(s, face, 0)
		iw, ih := max(int(math.Ceil(w))+2, 1), max(int(math.Ceil(h))+2, 1)
		if x > 0 && x+iw > maxW {
			x, y, rowH = 0, y+rowH+gap, 0
		}
		boxes[i] = box{x, y, iw, ih}
		x += iw + gap
		rowH, width = max(rowH, ih), max(width, x)
	}
	img := ebiten.NewImage(max(width, 1), max(y+rowH, 1))
	out := make([]Sprite, len(ss))
	op := &text.DrawOptions{}
	op.ColorScale.ScaleWithColor(c)
	for i, s := range ss {
		b := boxes[i]
		op.GeoM.Reset()
		op.GeoM.Translate(float64(b.x+1), float64(b.y+1))
		text.Draw(img, s, face, op)
		sub := img.SubImage(image.Rect(b.x, b.y, b.x+b.w, b.y+b.h)).(*ebiten.Image)
		out[i] = Sprite{sub, float64(b.w) / 2, float64(b.h) / 2}
	}
	return out
}

// DrawLabel draws s in face and colour c onto dst centred at (x, y),
// exactly where drawing NewLabel(s, face, c) there at whole pixels would
// put it, without an image of its own (for cached art).
func DrawLabel(dst *ebiten.Image, s string, face text.Face, c color.RGBA, x, y float64) {
	w, h := text.Measure(s, face, 0)
	iw, ih := int(math.Ceil(w))+2, int(math.Ceil(h))+2
	op := &text.DrawOptions{}
	op.GeoM.Translate(math.Round(x-float64(iw)/2)+1, math.Round(y-float64(ih)/2)+1)
	op.ColorScale.ScaleWithColor(c)
	text.Draw(dst, s, face, op)
}
