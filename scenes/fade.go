package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
)

// fade is the crossfade from one scene to the next. It is timed by the
// app's clock, not counted in frames, so on a slow machine it still lasts
// its fraction of a second; and it is only a picture: input goes to the
// incoming scene from the first frame.
type fade struct {
	from    Scene // the outgoing scene; nil when no fade runs
	start   time.Duration
	length  time.Duration
	snap    *ebiten.Image // the outgoing scene, drawn once when the fade starts
	snapped bool
}

// fadeLength is the crossfade's length at an animation speed: short, and
// none when animation is off.
func fadeLength(s render.Speed) time.Duration {
	switch s {
	case render.SpeedOff:
		return 0
	case render.SpeedFast:
		return 100 * time.Millisecond
	case render.SpeedSlow:
		return 300 * time.Millisecond
	}
	return 200 * time.Millisecond
}

// begin starts fading out from at time now.
func (f *fade) begin(from Scene, now, length time.Duration) {
	if length <= 0 {
		f.from = nil
		return
	}
	f.from, f.start, f.length, f.snapped = from, now, length, false
}

// running reports whether the fade still shows at time now; past its end
// it lets the outgoing scene go.
func (f *fade) running(now time.Duration) bool {
	if f.from != nil && now-f.start >= f.length {
		f.from = nil
	}
	return f.from != nil
}

// draw lays the outgoing scene, fading out, over dst (the incoming scene,
// already drawn): (1-t)·old + t·new with t eased in and out.
func (f *fade) draw(dst *ebiten.Image, a *App, now time.Duration) {
	if !f.running(now) {
		return
	}
	if !f.snapped {
		f.snap = a.offscreen(f.snap)
		a.rec.Fill(f.snap, a.bg)
		f.from.Draw(f.snap, a)
		f.snapped = true
	}
	t := float64(max(0, now-f.start)) / float64(f.length)
	t = t * t * (3 - 2*t) // smoothstep
	op := &a.ui.Op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.ColorScale.ScaleAlpha(float32(1 - t))
	a.rec.DrawImage(dst, f.snap, op)
}
