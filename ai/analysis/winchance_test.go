package analysis

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"tavola/internal/seeded"
)

// TestFitFindsTheScaleOfItsSamples: results drawn from a known curve give
// back about its scale, and the curve beats the constant on fresh draws.
func TestFitFindsTheScaleOfItsSamples(t *testing.T) {
	r := seeded.New(1, 2)
	draw := func(n int) []Sample {
		truth := Curve{Scale: 80}
		s := make([]Sample, n)
		for i := range s {
			v := (r.Float64()*2 - 1) * 300
			score := 0.0
			if r.Float64() < truth.Chance(v) {
				score = 1
			}
			s[i] = Sample{Value: v, Score: score}
		}
		return s
	}
	c, err := Fit(draw(20000))
	if err != nil {
		t.Fatal(err)
	}
	if math.Abs(c.Scale-80) > 4 {
		t.Errorf("fitted scale %.1f, want about 80", c.Scale)
	}
	held := draw(5000)
	if fit, flat := LogLoss(held, c.Chance), LogLoss(held, Constant(held)); fit >= flat {
		t.Errorf("log-loss %.4f, not below the constant's %.4f", fit, flat)
	}
}

func TestChanceIsSymmetricAndCertainWhenProven(t *testing.T) {
	c := Curve{Scale: 100}
	for _, v := range []float64{0, 10, 50, 250, 999} {
		if s := c.Chance(v) + c.Chance(-v); math.Abs(s-1) > 1e-12 {
			t.Errorf("chances at ±%v add to %v", v, s)
		}
	}
	if c.Chance(Proven) != 1 || c.Chance(-Proven) != 0 {
		t.Error("a proven result is not certain")
	}
	if c.Chance(0) != 0.5 {
		t.Error("an even position is not even")
	}
}

func TestFitRefusesTooFewOrBackwardSamples(t *testing.T) {
	if _, err := Fit([]Sample{{Value: 10, Score: 1}}); err == nil {
		t.Error("one sample fitted")
	}
	if _, err := Fit([]Sample{{10, 0}, {20, 0}, {-10, 1}, {-20, 1}}); err == nil {
		t.Error("results that fall with the value fitted")
	}
}

// TestShippedCurvesBeatTheConstantOnHeldOutGames: the samples of the games
// tavola-engine winchance held out of each fit (testdata) are predicted
// better by the shipped curve than by the best constant.
func TestShippedCurvesBeatTheConstantOnHeldOutGames(t *testing.T) {
	for _, c := range []struct{ game, file string }{{"gipf-standard", "testdata/heldout-gipf.txt"}, {"gravity", "testdata/heldout-gravity.txt"}} {
		held := readSamples(t, c.file)
		curve, ok := CurveOf(c.game)
		if !ok {
			t.Fatalf("%s has no curve", c.game)
		}
		fit, flat := LogLoss(held, curve.Chance), LogLoss(held, Constant(held))
		t.Logf("%s: %d held-out positions, log-loss %.4f against the constant's %.4f", c.game, len(held), fit, flat)
		if fit >= flat-0.1 {
			t.Errorf("%s: log-loss %.4f, not clearly below the constant's %.4f", c.game, fit, flat)
		}
		// For the record: the best curve the held-out games themselves
		// could have, which no curve fitted on other games can beat.
		refit, err := Fit(held)
		if err != nil {
			t.Fatal(err)
		}
		best := LogLoss(held, refit.Chance)
		t.Logf("%s: the held-out games' own best scale %.1f (shipped %.1f) has log-loss %.4f", c.game, refit.Scale, curve.Scale, best)
	}
}

func readSamples(t *testing.T, name string) []Sample {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var out []Sample
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var s Sample
		if _, err := fmt.Sscan(line, &s.Value, &s.Score); err != nil {
			t.Fatalf("%s: %q: %v", name, line, err)
		}
		out = append(out, s)
	}
	return out
}
