package analysis

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"tavola/ai"
)

// Proven is the size of a value that a search proved a win (or, negated, a
// loss) in GIPF and Gravity: the protocol's ±1000.
const Proven = 1000

// Curve maps a GIPF or Gravity evaluation, from the mover's view, to the
// mover's chance of winning (a draw counting half): the logistic
// 1/(1+e^(−v/Scale)). It is symmetric, so the two sides' chances add up to
// one, and a proven value maps to a certain result.
type Curve struct {
	Scale float64 // the evaluation that makes a 73 % chance (e^1 : 1)
}

// Chance is the mover's win chance at evaluation v, in [0, 1].
func (c Curve) Chance(v float64) float64 {
	switch {
	case v >= Proven:
		return 1
	case v <= -Proven:
		return 0
	}
	return 1 / (1 + math.Exp(-v/c.Scale))
}

// curves are the fitted curves of the game families, in eval units of the
// AI's search at the analysis budget (docs/AI.md, "Win chance", says how
// each was fitted and how well it predicts held-out games).
var curves = map[string]Curve{
	"gipf":    {Scale: 31.4},  // tavola-engine winchance -game gipf-standard -games 160
	"gravity": {Scale: 127.6}, // tavola-engine winchance -game gravity -games 240
}

// CurveOf returns the fitted curve of a game (its protocol name; every GIPF
// variant shares "gipf"), and false for Kpé, whose values are seeds and
// exact, and any unknown game.
func CurveOf(game string) (Curve, bool) {
	fam, _, _ := strings.Cut(game, "-")
	c, ok := curves[fam]
	return c, ok
}

// Sample is one position of a game used to fit a curve: the evaluation
// from the mover's view and the mover's final score (1 won, ½ drawn, 0 lost).
type Sample struct {
	Value, Score float64
}

// Fit returns the curve that maximises the likelihood of the samples'
// results (logistic regression through the origin on v, by Newton's method
// on 1/Scale, whose log-loss is convex). Proven values say nothing of the
// scale and are left out.
func Fit(samples []Sample) (Curve, error) {
	var use []Sample
	for _, s := range samples {
		if math.Abs(s.Value) < Proven && s.Value != 0 {
			use = append(use, s)
		}
	}
	if len(use) < 2 {
		return Curve{}, fmt.Errorf("analysis: %d samples with a value, too few to fit a curve", len(use))
	}
	k := 0.01
	for range 100 {
		var grad, hess float64
		for _, s := range use {
			p := 1 / (1 + math.Exp(-k*s.Value))
			grad += (p - s.Score) * s.Value
			hess += p * (1 - p) * s.Value * s.Value
		}
		if hess == 0 {
			break
		}
		step := grad / hess
		k -= step
		if k <= 0 {
			return Curve{}, errors.New("analysis: the samples' results do not grow with the evaluation; no curve fits")
		}
		if math.Abs(step) < 1e-12 {
			break
		}
	}
	return Curve{Scale: 1 / k}, nil
}

// LogLoss is the mean log-loss of predicting the samples' scores with
// chance (in nats; clamped away from 0 and 1 so that a wrong certainty
// costs much but not infinity).
func LogLoss(samples []Sample, chance func(v float64) float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	var sum float64
	for _, s := range samples {
		p := min(1-1e-6, max(1e-6, chance(s.Value)))
		sum -= s.Score*math.Log(p) + (1-s.Score)*math.Log(1-p)
	}
	return sum / float64(len(samples))
}

// Constant is the best constant prediction of the samples' scores: their
// mean, the baseline a curve must beat.
func Constant(samples []Sample) func(float64) float64 {
	var sum float64
	for _, s := range samples {
		sum += s.Score
	}
	m := 0.5
	if len(samples) > 0 {
		m = sum / float64(len(samples))
	}
	return func(float64) float64 { return m }
}

// Budget is the search an analysis gives each position natively, and the
// one the curves were fitted with: level 6's node count without its time
// cap (about 0.1 to 0.5 s a position on one core), so that the values, and
// the win chances they map to, are the same on every machine.
func Budget(game string) ai.Budget {
	b := ai.LevelBudget(game, ai.MaxLevel-1)
	b.Time = 0
	return b
}
