package render

import (
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// runner runs the tests inside Ebitengine's loop, where images can be drawn
// and read back (toolchain.md): its first Update runs them all and ends the
// game.
type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image) {}

func (r *runner) Layout(w, h int) (int, int) { return w, h }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	r := &runner{m: m}
	if err := ebiten.RunGame(r); err != nil {
		panic(err)
	}
	os.Exit(r.code)
}

// drawn draws v into a fresh w×h image filled with bg and returns it.
func drawn(v View, w, h int, bg color.RGBA) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	img.Fill(bg)
	v.Draw(img)
	return img
}

// pixels reads img back into an RGBA image.
func pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	return out
}
