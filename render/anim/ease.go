package anim

import "math"

// Easing curves map the fraction of a step that has elapsed (0–1) to the
// fraction of the way travelled.

// InCubic starts still and speeds up: the centrifuge that flings a
// Gravity piece outward.
func InCubic(t float64) float64 { t = clamp01(t); return t * t * t }

// OutCubic arrives gently: seeds settling, pieces appearing.
func OutCubic(t float64) float64 { t = 1 - clamp01(t); return 1 - t*t*t }

// InOutSine is the calm hand that carries seeds from pit to pit.
func InOutSine(t float64) float64 { return (1 - math.Cos(math.Pi*clamp01(t))) / 2 }

// Bump rises from 0 to 1 and back to 0: a squash when a piece hits the
// rim, a pulse.
func Bump(t float64) float64 { return math.Sin(math.Pi * clamp01(t)) }

// Lerp is the point a fraction t of the way from a to b.
func Lerp(a, b, t float64) float64 { return a + (b-a)*t }

func clamp01(t float64) float64 { return min(max(t, 0), 1) }

// Progress is the fraction of dur ticks from tick start that has elapsed
// at tick now, from 0 to 1 (1 for a length of 0).
func Progress(now, start, dur int) float64 {
	if dur <= 0 {
		return 1
	}
	return clamp01(float64(now-start) / float64(dur))
}

// Scale is f steps of unit ticks (the speed setting's step), at least
// one tick.
func Scale(unit int, f float64) int { return max(1, int(math.Round(float64(unit)*f))) }
