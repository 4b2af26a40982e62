package anim_test

import (
	"math"
	"testing"

	"tavola/render/anim"
)

func TestEasingsRunFromNothingToAllAndStayInside(t *testing.T) {
	for _, c := range []struct {
		name string
		f    func(float64) float64
	}{{"InCubic", anim.InCubic}, {"OutCubic", anim.OutCubic}, {"InOutSine", anim.InOutSine}} {
		if c.f(0) != 0 || math.Abs(c.f(1)-1) > 1e-12 {
			t.Errorf("%s: %v at 0 and %v at 1, want 0 and 1", c.name, c.f(0), c.f(1))
		}
		if c.f(-1) != 0 || math.Abs(c.f(2)-1) > 1e-12 {
			t.Errorf("%s: %v before the start and %v after the end, want them clamped", c.name, c.f(-1), c.f(2))
		}
		prev := 0.0
		for i := 1; i <= 100; i++ {
			y := c.f(float64(i) / 100)
			if y < prev {
				t.Errorf("%s goes back at %d%%: %v after %v", c.name, i, y, prev)
			}
			prev = y
		}
	}
	if anim.InCubic(0.5) >= 0.5 || anim.OutCubic(0.5) <= 0.5 || math.Abs(anim.InOutSine(0.5)-0.5) > 1e-12 {
		t.Errorf("halfway: in %v, out %v, in-out %v; want slow, fast and half", anim.InCubic(0.5), anim.OutCubic(0.5), anim.InOutSine(0.5))
	}
	if anim.Bump(0) != 0 || anim.Bump(0.5) != 1 || math.Abs(anim.Bump(1)) > 1e-12 || anim.Bump(1.5) > 1e-12 {
		t.Errorf("bump %v %v %v %v, want 0 1 0 0", anim.Bump(0), anim.Bump(0.5), anim.Bump(1), anim.Bump(1.5))
	}
	if anim.Lerp(2, 10, 0.25) != 4 {
		t.Errorf("a quarter of the way from 2 to 10 is %v", anim.Lerp(2, 10, 0.25))
	}
}

func TestProgressAndScaleInTicks(t *testing.T) {
	for _, c := range []struct {
		now, start, dur int
		want            float64
	}{{3, 2, 4, 0.25}, {1, 2, 4, 0}, {9, 2, 4, 1}, {2, 2, 0, 1}} {
		if got := anim.Progress(c.now, c.start, c.dur); got != c.want {
			t.Errorf("Progress(%d, %d, %d) = %v, want %v", c.now, c.start, c.dur, got, c.want)
		}
	}
	if s := (anim.Span{Start: 2, Dur: 3}); s.End() != 5 || s.Progress(3) < 0.333 || s.Progress(3) > 0.334 {
		t.Errorf("span 2+3: end %d, progress at 3 %v; want 5 and 1/3", s.End(), s.Progress(3))
	}
	for _, c := range []struct {
		unit int
		f    float64
		want int
	}{{15, 0.5, 8}, {30, 1.1, 33}, {7, 0.15, 1}, {0, 2, 1}} {
		if got := anim.Scale(c.unit, c.f); got != c.want {
			t.Errorf("Scale(%d, %v) = %d, want %d", c.unit, c.f, got, c.want)
		}
	}
}
