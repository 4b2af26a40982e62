package puzzles

import "math"

// Rating is a Glicko-2 rating on the familiar Glicko scale: a player's or a
// puzzle's strength R, the rating deviation RD (how unsure R is) and the
// volatility Sigma (how erratic the player's results are). A new player
// starts at NewRating.
type Rating struct {
	R, RD, Sigma float64
}

// NewRating is the rating of a player who has solved nothing yet: Glicko's
// 1500 with the widest deviation.
var NewRating = Rating{R: 1500, RD: 350, Sigma: 0.06}

const (
	// glickoScale converts the Glicko scale to Glicko-2's (Glickman 2013, step 2).
	glickoScale = 173.7178
	// tau constrains how fast the volatility may change: Glickman suggests
	// 0.3 to 1.2, and his worked example uses 0.5, which we keep.
	tau = 0.5
	// minRD keeps a rating able to move after many attempts, and maxRD is
	// NewRating's deviation.
	minRD, maxRD = 45, 350
	// epsilon ends the volatility's iteration (Glickman's 0.000001).
	epsilon = 1e-6
)

// Update returns r after one attempt against a puzzle rated opp: score is 1
// for a solve, 0 for a failure. The attempt is one rating period of one game,
// as lichess rates puzzles, computed by the steps of Glickman's "Example of
// the Glicko-2 system" (2013).
func (r Rating) Update(opp Rating, score float64) Rating {
	return r.Period([]Result{{Opp: opp, Score: score}})
}

// Result is one game of a rating period: the opponent's rating and the
// score (1 win, 0.5 draw, 0 loss).
type Result struct {
	Opp   Rating
	Score float64
}

// Period returns r after a rating period with these results (none: the
// deviation only grows with the time that passed).
func (r Rating) Period(games []Result) Rating {
	mu := (r.R - 1500) / glickoScale
	phi := r.RD / glickoScale
	if len(games) == 0 {
		phi = math.Sqrt(phi*phi + r.Sigma*r.Sigma)
		return r.fromScaled(mu, phi, r.Sigma)
	}
	var vInv, sum float64
	for _, g := range games {
		muJ := (g.Opp.R - 1500) / glickoScale
		gJ := glickoG(g.Opp.RD / glickoScale)
		e := 1 / (1 + math.Exp(-gJ*(mu-muJ)))
		vInv += gJ * gJ * e * (1 - e)
		sum += gJ * (g.Score - e)
	}
	v := 1 / vInv
	delta := v * sum
	sigma := newVolatility(phi, v, delta, r.Sigma)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return r.fromScaled(muNew, phiNew, sigma)
}

// fromScaled converts Glicko-2's scale back, keeping the deviation within
// [minRD, maxRD].
func (Rating) fromScaled(mu, phi, sigma float64) Rating {
	rd := min(maxRD, max(minRD, phi*glickoScale))
	return Rating{R: mu*glickoScale + 1500, RD: rd, Sigma: sigma}
}

// glickoG weighs a result by how sure the opponent's rating is.
func glickoG(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// newVolatility is step 5 of Glickman's procedure: the Illinois algorithm
// on f(x) = 0 for x = ln σ'².
func newVolatility(phi, v, delta, sigma float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Expected is the chance that a player rated r solves a puzzle rated p, by
// Glicko-2's expectation.
func (r Rating) Expected(p Rating) float64 {
	mu, muJ := (r.R-1500)/glickoScale, (p.R-1500)/glickoScale
	return 1 / (1 + math.Exp(-glickoG(p.RD/glickoScale)*(mu-muJ)))
}
