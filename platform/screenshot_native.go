//go:build !js

package platform

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screenshot writes the screen to file as a PNG.
func Screenshot(screen *ebiten.Image, file string) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	f, err := os.Create(file)
	if err != nil {
		return fmt.Errorf("platform: screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("platform: screenshot %s: %w", file, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("platform: screenshot %s: %w", file, err)
	}
	return nil
}
