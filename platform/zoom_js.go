//go:build js

package platform

import (
	"math"
	"strconv"
	"sync/atomic"
	"syscall/js"
)

// pageZoom draws Ebitengine's canvas with fewer pixels than the page has:
// a CSS zoom on the page's <body>, whose size Ebitengine gives its canvas,
// makes the canvas zoom times smaller, and the browser scales it up to the
// window. The app keeps laying its screen out at full size (LayoutF), and
// pointer positions, which Ebitengine then reads zoom times too far, are
// divided back (factor).
type pageZoom struct {
	want, applied atomic.Uint64 // math.Float64bits of the zooms
	apply         js.Func
	soft          bool           // the page found WebGL drawing in software
	mode          resolutionMode // the page's ?resolution=
}

// newPageZoom reads what main.html found of the page's WebGL
// (tavolaSoftwareGL, tavolaResolution); with no page, it never zooms.
func newPageZoom() *pageZoom {
	z := &pageZoom{}
	z.want.Store(math.Float64bits(1))
	z.applied.Store(math.Float64bits(1))
	w := js.Global()
	doc := w.Get("document")
	if !doc.Truthy() {
		z.mode = resolutionFull
		return z
	}
	z.soft = w.Get("tavolaSoftwareGL").Truthy()
	switch m := w.Get("tavolaResolution"); {
	case m.Type() != js.TypeString:
	case m.String() == "full":
		z.mode = resolutionFull
	case m.String() == "low":
		z.mode = resolutionLow
	}
	// The zoom and the resize event that makes Ebitengine size its canvas
	// again go together, between two frames: no frame sees one without
	// the other.
	z.apply = js.FuncOf(func(js.Value, []js.Value) any {
		f := math.Float64frombits(z.want.Load())
		if f == math.Float64frombits(z.applied.Load()) {
			return nil
		}
		body := doc.Get("body")
		if !body.Truthy() {
			return nil
		}
		// Whole zooms only (1, lowZoom): strconv's float formatting would
		// cost the wasm kilobytes.
		zoom := strconv.Itoa(int(f))
		body.Get("style").Set("zoom", zoom)
		if b := doc.Call("getElementById", "fullscreen"); b.Truthy() {
			b.Get("style").Set("zoom", strconv.Itoa(100/int(f))+"%")
		}
		z.applied.Store(math.Float64bits(f))
		doc.Get("documentElement").Call("setAttribute", "data-zoom", zoom)
		w.Call("dispatchEvent", w.Get("Event").New("resize"))
		return nil
	})
	return z
}

// set asks for zoom f from the next frames on.
func (z *pageZoom) set(f float64) {
	if z == nil || !z.apply.Truthy() || math.Float64bits(f) == z.want.Swap(math.Float64bits(f)) {
		return
	}
	js.Global().Call("setTimeout", z.apply, 0)
}

// factor is the zoom the canvas has now.
func (z *pageZoom) factor() float64 {
	if z == nil {
		return 1
	}
	return math.Float64frombits(z.applied.Load())
}
