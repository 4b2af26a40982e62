package session

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
)

// EvalTime is the time the evaluation bar's search gives a position, by
// the wall clock (natively on a goroutine, in the browser in the AI's
// worker), within the analysis budget of nodes: short, so that the bar
// follows a game played at speed, and long enough for a value the win
// chance's curve reads (it was fitted at that node budget, which takes 0.1
// to 0.5 s on one core).
const EvalTime = 300 * time.Millisecond

// EvalBudget is the search the evaluation bar gives a position of game:
// the analysis budget (analysis.Budget) capped at EvalTime of the wall
// clock, on one thread, so that the bar never takes more than one core
// from the AI it sits beside.
func EvalBudget(game string) ai.Budget {
	b := analysis.Budget(game)
	b.Time, b.Wall, b.Threads = EvalTime, true, 1
	return b
}

// Standing is who stands better in a position, always from the first
// player's view (White in GIPF and Gravity, South in Kpé), whoever is to
// move there.
type Standing struct {
	// Seeds says the values are Kpé's: Value is then the first player's
	// final seed lead with best play, Lo and Hi its proven bounds (equal
	// when it is exact). Otherwise Value is the search's evaluation
	// (±analysis.Proven a proven result) and Chance the first player's
	// win chance (analysis.CurveOf), a draw counting half.
	Seeds         bool
	Value, Lo, Hi float64
	Chance        float64
}

// Exact reports whether the standing is proven: a Kpé value the tables or
// the search proved, a GIPF or Gravity result the search proved.
func (s Standing) Exact() bool {
	if s.Seeds {
		return s.Lo == s.Hi
	}
	return math.Abs(s.Value) >= analysis.Proven
}

// Fill is the share of the evaluation bar that is the first player's, in
// [0, 1]: the win chance in GIPF and Gravity; in Kpé the seed lead mapped
// by the logistic 1/(1+e^(−lead/SeedScale)), so that an even game fills
// half, a lead of 4 seeds about three quarters, and one of 12 nearly all.
func (s Standing) Fill() float64 {
	if !s.Seeds {
		return max(0, min(1, s.Chance))
	}
	return 1 / (1 + math.Exp(-s.Value/SeedScale))
}

// Label is the value the bar writes, at the end of the side ahead (first:
// the first player's, also when even): in GIPF and Gravity the leader's
// win chance in whole percents, "64 %", from 50 to 99 unless the search
// proved the result ("100 %"); in Kpé the first player's final seed lead,
// "+3", "−2", "0", after "≈" when it is not proven.
func (s Standing) Label() (text string, first bool) {
	if s.Seeds {
		v := int(math.Round(s.Value))
		text = strconv.Itoa(v)
		switch {
		case v > 0:
			text = "+" + text
		case v < 0:
			text = "−" + strconv.Itoa(-v)
		}
		if !s.Exact() {
			text = "≈" + text
		}
		return text, v >= 0
	}
	p := max(0, min(1, s.Chance))
	first = p >= 0.5
	if !first {
		p = 1 - p
	}
	n := int(math.Round(p * 100))
	if !s.Exact() {
		n = min(n, 99)
	}
	return strconv.Itoa(n) + " %", first
}

// SeedScale is the Kpé seed lead that fills 73 % of the bar (e^1 : 1).
const SeedScale = 4

// StandingOf turns e, a search's value of a position of game where mover
// decides (analysis.Eval: the mover's view), into the first player's
// standing.
func StandingOf(game string, mover rules.Player, e analysis.Eval) Standing {
	v, lo, hi := e.Value, e.Lo, e.Hi
	if mover != rules.First {
		v, lo, hi = -v, -hi, -lo
	}
	c, ok := analysis.CurveOf(game)
	if !ok {
		return Standing{Seeds: true, Value: v, Lo: lo, Hi: hi}
	}
	return Standing{Value: v, Lo: v, Hi: v, Chance: c.Chance(v)}
}

// OutcomeStanding is the standing of a finished game: its result, proven
// (in Kpé the seeds each side ended with).
func OutcomeStanding(g rules.Game) Standing {
	o := g.Outcome()
	if _, ok := analysis.CurveOf(g.Name()); !ok {
		d := float64(o.Score[rules.First] - o.Score[rules.Second])
		return Standing{Seeds: true, Value: d, Lo: d, Hi: d}
	}
	switch o.Winner {
	case rules.First:
		return Standing{Value: analysis.Proven, Lo: analysis.Proven, Hi: analysis.Proven, Chance: 1}
	case rules.Second:
		return Standing{Value: -analysis.Proven, Lo: -analysis.Proven, Hi: -analysis.Proven, Chance: 0}
	}
	return Standing{Chance: 0.5}
}

// EvalRun is one evaluation of a position under way (see EvalFunc).
type EvalRun interface {
	// Result is the standing once the search has ended (done), or the
	// error that stopped it; it never waits.
	Result() (s Standing, done bool, err error)
	// Cancel stops the search; no standing comes after.
	Cancel()
}

// EvalFunc starts evaluating g for the evaluation bar (EvalBudget) and
// returns at once; it reads g before it returns, and g may change after.
// Natively the search runs on a goroutine (LocalEval), in the browser in
// the AI's Web Worker. Its value is its own search's, never that of the
// AI seat that plays the position.
type EvalFunc func(g rules.Game) EvalRun

// Gauge is the evaluation bar's side of a game, for the screens to draw:
// it follows the position shown (Follow, or Show when the value is known
// already, from a record's analysis), keeps its newest standing, and eases
// the bar's fill toward it (Tick, once a frame). A position that changes
// cancels the search of the one before; until the new value comes the bar
// keeps the old. A search that fails is not hidden behind the old value:
// Err reports it until the next value comes. Its methods are called from
// one goroutine.
type Gauge struct {
	start EvalFunc
	key   posKey // the position followed; zero for none
	run   EvalRun
	st    Standing
	has   bool    // st is the standing of a position followed
	fresh bool    // st is the standing of the position followed now
	fill  float64 // the bar's fill as drawn, easing toward st.Fill()
	eased bool    // fill has been set once (the first value is not eased)
	err   error   // the newest search failed, and no value came since
}

// posKey names a position: the game and its hash.
type posKey struct {
	game string
	hash uint64
}

// NewGauge is a gauge that evaluates with start; with a nil start it only
// shows the standings it is given (Show) and those of finished games.
func NewGauge(start EvalFunc) *Gauge { return &Gauge{start: start, fill: 0.5} }

// Follow makes the gauge value g: a new search when the position changed
// since the last call (the one running is cancelled), nothing when it did
// not. A finished game is valued by its outcome, without a search.
func (g *Gauge) Follow(game rules.Game) {
	k := posKey{game.Name(), game.Hash()}
	if k == g.key {
		g.collect()
		return
	}
	g.halt()
	g.key, g.fresh = k, false
	switch {
	case game.Outcome().Over:
		g.set(OutcomeStanding(game))
	case g.start != nil:
		g.run = g.start(game)
	}
	g.collect()
}

// Show gives the gauge the standing of g, known already (a record's
// analysis): no search runs for it.
func (g *Gauge) Show(game rules.Game, s Standing) {
	k := posKey{game.Name(), game.Hash()}
	if k != g.key {
		g.halt()
		g.key = k
	}
	g.set(s)
}

// collect takes the result of the search running, once it has come.
func (g *Gauge) collect() {
	if g.run == nil {
		return
	}
	s, done, err := g.run.Result()
	if !done {
		return
	}
	g.run = nil
	if err != nil {
		g.err = fmt.Errorf("evaluation bar: %w", err)
		return
	}
	g.set(s)
}

func (g *Gauge) set(s Standing) {
	g.st, g.has, g.fresh, g.err = s, true, true, nil
	if !g.eased {
		g.fill, g.eased = s.Fill(), true
	}
}

// Standing is the newest standing the gauge has, and whether it has any;
// fresh says it is that of the position followed now (not yet: the bar
// shows the one before's while the search runs).
func (g *Gauge) Standing() (s Standing, ok, fresh bool) { return g.st, g.has, g.fresh }

// Err is the error of the newest search when it failed and no value came
// since (the bar then shows that it has none, not the stale one); nil
// once a value comes.
func (g *Gauge) Err() error { return g.err }

// Fill is the bar's fill as it is drawn now: the first player's share,
// easing toward the standing's Fill.
func (g *Gauge) Fill() float64 { return g.fill }

// easeRate is the share of the way to the target the fill goes each tick
// (an exponential ease-out: 90 % of a swing in about a third of a second
// at 60 ticks a second), and easeSnap the distance at which it arrives.
const (
	easeRate = 0.12
	easeSnap = 0.002
)

// Tick moves the fill one tick toward the standing's and reports whether
// it moved (the bar must be drawn again).
func (g *Gauge) Tick() bool {
	g.collect()
	if !g.has {
		return false
	}
	t := g.st.Fill()
	d := t - g.fill
	switch {
	case d == 0:
		return false
	case math.Abs(d) <= easeSnap:
		g.fill = t
	default:
		g.fill += d * easeRate
	}
	return true
}

// Close stops the search running, if any; the gauge follows nothing until
// the next Follow, and keeps its standing and fill.
func (g *Gauge) Close() {
	g.halt()
	g.key = posKey{}
}

func (g *Gauge) halt() {
	if g.run != nil {
		g.run.Cancel()
		g.run = nil
	}
}

// RecordStandings are the standings a record's analysis (analysis.
// Annotations) gives, by the number of main-line actions played before the
// position: each turn's position before it, and where the game stands
// after the last. ok is false when the record holds no analysis, or one
// that does not read.
func RecordStandings(r *record.Record) (s map[int]Standing, ok bool) {
	an, ok, err := analysis.Annotations(r)
	if !ok || err != nil || len(an.Moves) == 0 {
		return nil, false
	}
	s = make(map[int]Standing, len(an.Moves)+1)
	for _, m := range an.Moves {
		s[m.Turn.First] = StandingOf(an.Name, m.Turn.Player, m.Before)
	}
	last := an.Moves[len(an.Moves)-1]
	if _, seen := s[last.Turn.End]; !seen {
		s[last.Turn.End] = StandingOf(an.Name, last.Turn.Player,
			analysis.Eval{Value: last.After, Lo: last.AfterLo, Hi: last.AfterHi})
	}
	return s, true
}
