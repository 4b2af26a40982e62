package render

import "math"

// Easing curves map the fraction of an animation step that has elapsed
// (0–1) to the fraction of the way travelled.

// easeInCubic starts still and speeds up: the centrifuge that flings a
// Gravity piece outward.
func easeInCubic(t float64) float64 { t = clamp01(t); return t * t * t }

// easeOutCubic arrives gently: seeds settling, pieces appearing.
func easeOutCubic(t float64) float64 { t = 1 - clamp01(t); return 1 - t*t*t }

// easeInOutSine is the calm hand that carries seeds from pit to pit.
func easeInOutSine(t float64) float64 { return (1 - math.Cos(math.Pi*clamp01(t))) / 2 }

// bump rises from 0 to 1 and back to 0: a squash when a piece hits the rim.
func bump(t float64) float64 { return math.Sin(math.Pi * clamp01(t)) }

func clamp01(t float64) float64 { return min(max(t, 0), 1) }

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

// progress is the fraction of a step of dur ticks starting at start that
// has elapsed at tick now.
func progress(now, start, dur int) float64 {
	if dur <= 0 {
		return 1
	}
	return clamp01(float64(now-start) / float64(dur))
}

// scaleTicks is f steps of s ticks, at least 1 tick.
func scaleTicks(s int, f float64) int { return max(1, int(math.Round(float64(s)*f))) }

// span is when a step of an animation's timeline runs: from tick start
// for dur ticks. Its view changes what it shows once when the step begins
// and once when it ends.
type span struct {
	start, dur     int
	started, ended bool
}

// begins reports whether the step begins by tick now and had not yet.
func (s *span) begins(now int) bool {
	if s.started || now < s.start {
		return false
	}
	s.started = true
	return true
}

// ends reports whether the step ends by tick now and had not yet.
func (s *span) ends(now int) bool {
	if s.ended || now < s.start+s.dur {
		return false
	}
	s.ended = true
	return true
}

// running reports whether the step has begun and not ended.
func (s *span) running() bool { return s.started && !s.ended }

// progress is how far the step is at tick now, from 0 to 1.
func (s *span) progress(now int) float64 { return progress(now, s.start, s.dur) }
