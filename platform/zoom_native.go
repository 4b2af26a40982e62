//go:build !js

package platform

// pageZoom is the browser's canvas zoom (zoom_js.go); natively the window
// always has every pixel.
type pageZoom struct {
	soft bool
	mode resolutionMode
}

func newPageZoom() *pageZoom { return &pageZoom{mode: resolutionFull} }

func (z *pageZoom) set(float64) {}

func (z *pageZoom) factor() float64 { return 1 }
