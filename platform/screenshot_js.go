package platform

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screenshot is native only: the browser has no file to write, and its
// build leaves the PNG encoder out (39 KB of its gzip).
func Screenshot(*ebiten.Image, string) error {
	return errors.New("platform: -screenshot is native only")
}
