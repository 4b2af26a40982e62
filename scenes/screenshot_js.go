package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// screenshot is native only: the browser has no file to write, and its
// build leaves the PNG encoder out (39 KB of its gzip).
func (a *App) screenshot(*ebiten.Image) error {
	return errors.New("scenes: -screenshot is native only")
}
