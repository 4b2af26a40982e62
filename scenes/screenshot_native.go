//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// screenshot writes the screen to the -screenshot file as a PNG.
func (a *App) screenshot(screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	f, err := os.Create(a.opts.Screenshot)
	if err != nil {
		return fmt.Errorf("scenes: screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("scenes: screenshot %s: %w", a.opts.Screenshot, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("scenes: screenshot %s: %w", a.opts.Screenshot, err)
	}
	return nil
}
