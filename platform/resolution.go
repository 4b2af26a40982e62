package platform

import (
	"slices"
	"time"
)

// resolution decides, frame by frame, how many pixels the browser's canvas
// has: all of them (zoom 1), or a quarter (lowZoom) while the picture moves
// on a software WebGL whose moving frames were measured late. Ebitengine
// 2.8 clears the whole canvas and copies the whole off-screen image into it
// on every frame that draws and the three after it; with SwiftShader those
// two full-window fills cost about 33 ms of processor time at 1024×768,
// which no drawing of the app's own can save (docs/BENCHMARKS.md, Browser).
// A screen at rest (nothing drawn for restFrames frames) is always shown at
// full resolution: it costs nothing to present, and it is what a player
// reads. The app's own off-screen image keeps every pixel: only the copy to
// the canvas, which the browser scales up, loses detail.
//
// With a hardware GPU (soft false) it never lowers anything. A decision to
// lower is tried again at full resolution after retry, doubled each time
// the full resolution proves late again.
type resolution struct {
	soft bool // WebGL draws in software (the page measured its renderer)
	mode resolutionMode

	low     bool          // moving frames at lowZoom
	idle    int           // frames since the app last drew
	last    time.Duration // the clock at the last frame; 0 before the first
	lastPre bool          // the last frame presented at full resolution
	late    []time.Duration
	retryAt time.Duration // when low: the clock at which full resolution is tried again
	retry   time.Duration
}

// resolutionMode is how the page asked the resolution to be chosen.
type resolutionMode int

const (
	resolutionAuto resolutionMode = iota // lowered on a late software WebGL
	resolutionFull                       // never lowered
	resolutionLow                        // always lowered while moving (tests)
)

const (
	// lowZoom divides the canvas's width and height while the picture
	// moves on a late software WebGL: a quarter of the pixels.
	lowZoom = 2
	// restFrames without a drawing make a screen at rest.
	restFrames = 30
	// presentFrames are the frames Ebitengine presents after one that
	// drew (maxSkipCount in its internal/ui).
	presentFrames = 4
	// lateSamples moving frames at full resolution are measured before a
	// decision; their median late above lateFrame lowers the resolution.
	lateSamples = 12
	lateFrame   = 25 * time.Millisecond
	// firstRetry is how long a lowered resolution stays before full
	// resolution is tried again; lastRetry bounds its doubling.
	firstRetry = 30 * time.Second
	lastRetry  = 8 * time.Minute
)

// frame takes the clock at a frame and whether the app drew in it, and
// returns the zoom the canvas should have from the next frame on. applied
// is the zoom the frame was presented with.
func (r *resolution) frame(now time.Duration, drew bool, applied float64) float64 {
	if drew {
		r.idle = 0
	} else {
		r.idle++
	}
	presenting := r.idle < presentFrames
	// The interval since the last frame is what that frame's present cost,
	// when it presented at full resolution.
	if r.lastPre && r.last > 0 && presenting {
		r.measure(now, now-r.last)
	}
	r.last = now
	r.lastPre = presenting && applied == 1
	want := r.want(now)
	if want != applied {
		r.lastPre = false // the next interval includes the resize
	}
	return want
}

// want is the zoom for the next frame.
func (r *resolution) want(now time.Duration) float64 {
	moving := r.idle < restFrames
	switch {
	case !moving, r.mode == resolutionFull, r.mode == resolutionAuto && !r.soft:
		return 1
	case r.mode == resolutionLow:
		return lowZoom
	case r.low && now < r.retryAt:
		return lowZoom
	}
	return 1
}

// measure records the interval of a moving frame presented at full
// resolution and decides once lateSamples were seen.
func (r *resolution) measure(now, interval time.Duration) {
	if r.mode != resolutionAuto || !r.soft {
		return
	}
	r.late = append(r.late, interval)
	if len(r.late) < lateSamples {
		return
	}
	slices.Sort(r.late)
	slow := r.late[len(r.late)/2] > lateFrame
	r.late = r.late[:0]
	switch {
	case slow && r.low: // a retry: full resolution is still late
		r.retry = min(2*r.retry, lastRetry)
	case slow:
		r.low, r.retry = true, firstRetry
	default:
		r.low = false
		return
	}
	r.retryAt = now + r.retry
}
