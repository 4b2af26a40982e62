package puzzles

import (
	"math"
	"testing"
)

// TestGlickmanExample replays the worked example of Glickman's "Example of
// the Glicko-2 system": a 1500 player (RD 200, σ 0.06) beats a 1400 (RD 30)
// and loses to a 1550 (RD 100) and a 1700 (RD 300) in one period.
func TestGlickmanExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Sigma: 0.06}.Period([]Result{
		{Opp: Rating{R: 1400, RD: 30}, Score: 1},
		{Opp: Rating{R: 1550, RD: 100}, Score: 0},
		{Opp: Rating{R: 1700, RD: 300}, Score: 0},
	})
	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{{"R", r.R, 1464.06, 0.01}, {"RD", r.RD, 151.52, 0.01}, {"Sigma", r.Sigma, 0.05999, 0.00001}} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s = %.5f, want %.5f", c.name, c.got, c.want)
		}
	}
}

func TestSolvingRaisesAndFailingLowersTheRating(t *testing.T) {
	p := Rating{R: 1500, RD: 80, Sigma: 0.06}
	up, down := NewRating.Update(p, 1), NewRating.Update(p, 0)
	if up.R <= NewRating.R || down.R >= NewRating.R {
		t.Errorf("solve: %.1f, fail: %.1f, from %.1f", up.R, down.R, NewRating.R)
	}
	if up.RD >= NewRating.RD {
		t.Errorf("an attempt left the deviation at %.1f (from %.1f)", up.RD, NewRating.RD)
	}
	// Beating a much harder puzzle moves the rating further than an easy one.
	hard, easy := NewRating.Update(Rating{R: 2000, RD: 80, Sigma: 0.06}, 1), NewRating.Update(Rating{R: 1000, RD: 80, Sigma: 0.06}, 1)
	if hard.R-NewRating.R <= easy.R-NewRating.R {
		t.Errorf("solving a 2000 puzzle gained %.1f, a 1000 one %.1f", hard.R-NewRating.R, easy.R-NewRating.R)
	}
}

func TestDeviationStaysInItsBounds(t *testing.T) {
	r := NewRating
	p := Rating{R: 1500, RD: 60, Sigma: 0.06}
	for i := range 500 {
		r = r.Update(p, float64(i%2))
	}
	if r.RD < minRD || r.RD > maxRD {
		t.Errorf("RD %.1f after 500 attempts, outside [%d, %d]", r.RD, minRD, maxRD)
	}
	if e := r.Expected(p); math.Abs(e-0.5) > 0.1 {
		t.Errorf("after alternating solves and failures the expectation is %.2f, want about 0.5", e)
	}
}
