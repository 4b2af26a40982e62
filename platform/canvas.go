package platform

import "time"

// Canvas is what the app draws on: in the browser Ebitengine's canvas,
// which a software WebGL may get with fewer pixels while the picture moves
// (resolution, pageZoom); natively the window, always at full resolution.
type Canvas struct {
	zoom  *pageZoom
	res   resolution
	start time.Time // the clock of the resolution's decisions
}

// NewCanvas returns the canvas of this platform.
func NewCanvas() *Canvas {
	z := newPageZoom()
	return &Canvas{zoom: z, res: resolution{soft: z.soft, mode: z.mode}, start: time.Now()}
}

// Factor is the zoom the canvas has now: 1, or lowZoom while the browser's
// canvas has fewer pixels. Ebitengine then reads pointer positions Factor
// times too far, and the app lays its screen out at full size.
func (c *Canvas) Factor() float64 { return c.zoom.factor() }

// Frame tells the canvas that a frame ended, and whether the app drew in
// it: the resolution of the next frames is decided from there.
func (c *Canvas) Frame(drew bool) {
	if c.res.mode != resolutionFull {
		c.zoom.set(c.res.frame(time.Since(c.start), drew, c.zoom.factor()))
	}
}
