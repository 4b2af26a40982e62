package scenes

import (
	"image"
	"runtime"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
)

// TestSmallSpritesDrawTheSameWhereverTheAtlasPutsThem draws the white
// sprites that the boards draw below half their size (hint dots, rings)
// frame after frame, while other images come and go as in a session of
// games, and checks that every frame draws them the same: Ebitengine
// moves a sprite's mipmap onto its atlas after some frames of use, and a
// sprite whose mipmap had an edge that was not transparent drew otherwise
// from then on (sprites.Margin), which made a board restored from its save
// differ from the live one in some runs of the whole suite.
func TestSmallSpritesDrawTheSameWhereverTheAtlasPutsThem(t *testing.T) {
	for _, tc := range []struct {
		name string
		s    sprites.Sprite
	}{
		{"disc", sprites.NewDisc(31)},
		{"ring", sprites.NewRing(40, 3)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dst := ebiten.NewImage(96, 64)
			var first []byte
			var others []*ebiten.Image
			for f := range 40 {
				loop.do(func() error { return nil }, func(*ebiten.Image) {
					dst.Clear()
					for i, scale := range []float64{0.45, 0.34, 0.22} {
						for j, at := range []float64{0.3, 0.7} {
							op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
							op.GeoM.Translate(-tc.s.AX, -tc.s.AY)
							op.GeoM.Scale(scale, scale)
							op.GeoM.Translate(16+at+30*float64(i), 16+32*float64(j)+at)
							dst.DrawImage(tc.s.Image, op)
						}
					}
					// Images made and freed, as scenes and labels are.
					for i := range 5 {
						img := ebiten.NewImage(10+f%7+i, 10+i)
						img.Fill(image.White)
						others = append(others, img)
					}
					if f%3 == 0 {
						for _, img := range others[:len(others)/2] {
							img.Deallocate()
						}
						others = others[len(others)/2:]
						runtime.GC()
					}
				})
				pix := make([]byte, 4*96*64)
				loop.do(func() error { return nil }, func(*ebiten.Image) { dst.ReadPixels(pix) })
				if first == nil {
					first = pix
					continue
				}
				n, most := 0, 0
				for i := range pix {
					d := int(pix[i]) - int(first[i])
					if d != 0 {
						n++
						most = max(most, d, -d)
					}
				}
				if n > 0 {
					t.Fatalf("frame %d drew %d bytes otherwise than the first (by %d at most)", f, n, most)
				}
			}
		})
	}
}
