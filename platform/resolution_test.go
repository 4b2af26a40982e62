package platform

import (
	"testing"
	"time"
)

// zoomRun plays frames on r as the browser would: each frame interval
// after the last, drawing or not, presented with the zoom r asked for at
// the frame before. It returns the zoom asked at the end.
type zoomRun struct {
	r       resolution
	now     time.Duration
	applied float64
}

func (z *zoomRun) frames(n int, interval time.Duration, drew bool) float64 {
	if z.applied == 0 {
		z.applied = 1
	}
	for range n {
		z.now += interval
		z.applied = z.r.frame(z.now, drew, z.applied)
	}
	return z.applied
}

const fast, slow = 16700 * time.Microsecond, 50 * time.Millisecond

func TestResolutionStaysFullOnAHardwareGPU(t *testing.T) {
	z := zoomRun{r: resolution{soft: false}}
	if got := z.frames(200, slow, true); got != 1 {
		t.Fatalf("late frames on a hardware GPU: zoom %v, want 1", got)
	}
	z = zoomRun{r: resolution{soft: true, mode: resolutionFull}}
	if got := z.frames(200, slow, true); got != 1 {
		t.Fatalf("?resolution=full: zoom %v, want 1", got)
	}
}

func TestResolutionStaysFullWhenFramesAreOnTime(t *testing.T) {
	z := zoomRun{r: resolution{soft: true}}
	if got := z.frames(500, fast, true); got != 1 {
		t.Fatalf("frames on time on a software WebGL: zoom %v, want 1", got)
	}
}

func TestResolutionLowersLateMovingFramesAndRestsAtFull(t *testing.T) {
	z := zoomRun{r: resolution{soft: true}}
	if got := z.frames(lateSamples-1, slow, true); got != 1 {
		t.Fatalf("before %d late frames were measured: zoom %v, want 1", lateSamples, got)
	}
	if got := z.frames(2, slow, true); got != lowZoom {
		t.Fatalf("after %d late moving frames: zoom %v, want %v", lateSamples+1, got, float64(lowZoom))
	}
	// At rest, full resolution; the frames Ebitengine still presents keep
	// the lowered one.
	if got := z.frames(presentFrames, fast, false); got != lowZoom {
		t.Fatalf("presenting after the last drawing: zoom %v, want %v", got, float64(lowZoom))
	}
	if got := z.frames(restFrames, fast, false); got != 1 {
		t.Fatalf("at rest: zoom %v, want 1", got)
	}
	// Moving again: lowered at once, without measuring again.
	if got := z.frames(1, fast, true); got != lowZoom {
		t.Fatalf("moving again: zoom %v, want %v", got, float64(lowZoom))
	}
}

func TestResolutionTriesFullAgainAndBacksOff(t *testing.T) {
	z := zoomRun{r: resolution{soft: true}}
	z.frames(lateSamples+1, slow, true)
	if got := z.frames(int(firstRetry/fast)-1, fast, true); got != lowZoom {
		t.Fatalf("before the retry: zoom %v, want %v", got, float64(lowZoom))
	}
	if got := z.frames(2, fast, true); got != 1 {
		t.Fatalf("%v after lowering: zoom %v, want 1 (a retry)", firstRetry, got)
	}
	// Still late at full resolution: lowered again for twice as long.
	if got := z.frames(lateSamples+2, slow, true); got != lowZoom {
		t.Fatalf("a late retry: zoom %v, want %v", got, float64(lowZoom))
	}
	if z.r.retry != 2*firstRetry {
		t.Fatalf("after a late retry the next waits %v, want %v", z.r.retry, 2*firstRetry)
	}
	// On time at the next retry: full resolution stays.
	z.frames(int(2*firstRetry/fast)+1, fast, true)
	if got := z.frames(lateSamples+2, fast, true); got != 1 || z.r.low {
		t.Fatalf("a retry on time: zoom %v (low %v), want 1", got, z.r.low)
	}
	if got := z.frames(1000, fast, true); got != 1 {
		t.Fatalf("on time after the retry: zoom %v, want 1", got)
	}
}

func TestResolutionLowAlwaysLowersMovingFrames(t *testing.T) {
	z := zoomRun{r: resolution{mode: resolutionLow}}
	if got := z.frames(1, fast, true); got != lowZoom {
		t.Fatalf("?resolution=low, moving: zoom %v, want %v", got, float64(lowZoom))
	}
	if got := z.frames(restFrames, fast, false); got != 1 {
		t.Fatalf("?resolution=low, at rest: zoom %v, want 1", got)
	}
}
