package sprites

import (
	"bytes"
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
