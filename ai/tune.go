package ai

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/gipf"
)

// TuneConfig says how Tune makes its games and fits the GIPF evaluation.
type TuneConfig struct {
	Variant  gipf.Variant
	Games    int    // self-play games
	Nodes    int64  // the search's node budget a move in those games
	Noise    int    // the jitter of the root actions' scores (variety)
	Opening  int    // random actions at the start of each game
	Seed     uint64 // of the openings and the searches
	Parallel int    // games played at once
	Steps    int    // steps of the fit
	// Samples names a file that keeps the games' samples: read when it
	// exists (the games are not played again), written when it does not.
	Samples string
}

// tuneSample is a quiet position of a self-play game: its counts and the
// game's result for the player who decides there (1 a win, ½ a draw).
type tuneSample struct {
	f      gipfFeatures
	result float64
}

// TuneReport is what Tune found: the weights (as Go source), the scale of
// the logistic model and the fit before and after.
type TuneReport struct {
	Samples          int
	Scale            float64 // evaluation units per logistic unit
	LossBefore, Loss float64 // mean cross-entropy
	Weights          string
}

// Tune plays self-play games of a GIPF variant with the current search,
// keeps their quiet positions (the start of a turn where the player who
// decides has no push that makes a row of its colour) and their results,
// and fits the evaluation's weights to predict the results with a
// logistic model (Texel's method): first the scale of the current
// weights, then the weights by gradient descent on the cross-entropy.
// The same configuration gives the same report.
func Tune(cfg TuneConfig, progress io.Writer) (TuneReport, error) {
	if cfg.Games < 1 || cfg.Nodes < 1 || cfg.Steps < 0 || cfg.Parallel < 1 || cfg.Opening < 0 || cfg.Noise < 0 {
		return TuneReport{}, fmt.Errorf("tune: want games, nodes and parallel of at least 1, and no negative setting: %+v", cfg)
	}
	samples, err := cachedSamples(cfg, progress)
	if err != nil {
		return TuneReport{}, err
	}
	if len(samples) == 0 {
		return TuneReport{}, fmt.Errorf("tune: the %d games gave no quiet position", cfg.Games)
	}
	start := *gipfWeightsFor(cfg.Variant)
	scale := fitScale(samples, &start)
	before := tuneLoss(samples, toParams(&start), scale)
	w := fitWeights(samples, &start, scale, cfg.Steps)
	return TuneReport{Samples: len(samples), Scale: scale, LossBefore: before,
		Loss: tuneLoss(samples, toParams(&w), scale), Weights: w.goSource()}, nil
}

// cachedSamples plays the games, or reads their samples from
// cfg.Samples when a file is there, and keeps them there when not.
func cachedSamples(cfg TuneConfig, progress io.Writer) ([]tuneSample, error) {
	if cfg.Samples != "" {
		if data, err := os.ReadFile(cfg.Samples); err == nil {
			return parseSamples(data)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("tune: %w", err)
		}
	}
	samples := tuneGames(cfg, progress)
	if cfg.Samples != "" {
		var b strings.Builder
		for i := range samples {
			writeSample(&b, &samples[i])
		}
		if err := os.WriteFile(cfg.Samples, []byte(b.String()), 0o644); err != nil {
			return nil, fmt.Errorf("tune: %w", err)
		}
	}
	return samples, nil
}

// sampleFields is how many numbers a sample is written as: the counts of
// both sides, whether the GIPF rule applies, and the result.
const sampleFields = 2*11 + 2

// writeSample writes a sample as one line of numbers.
func writeSample(b *strings.Builder, s *tuneSample) {
	for _, sd := range []*gipfSide{&s.f.me, &s.f.op} {
		fmt.Fprintf(b, "%d %d %d %d %d %d %d %d %d %d %d ", sd.captured, sd.reserve, sd.board, sd.gipf,
			sd.ring[0], sd.ring[1], sd.ring[2], sd.ringGIPF[0], sd.ringGIPF[1], sd.ringGIPF[2], sd.threes)
	}
	fmt.Fprintf(b, "%d %g\n", map[bool]int{false: 0, true: 1}[s.f.rule], s.result)
}

// parseSamples reads the lines writeSample wrote.
func parseSamples(data []byte) ([]tuneSample, error) {
	var out []tuneSample
	for n, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) != sampleFields {
			return nil, fmt.Errorf("tune: samples line %d: %d numbers, want %d", n+1, len(f), sampleFields)
		}
		var v [sampleFields - 1]int
		for i := range v {
			x, err := strconv.Atoi(f[i])
			if err != nil || x < 0 || x > 100 {
				return nil, fmt.Errorf("tune: samples line %d: %q is not a count", n+1, f[i])
			}
			v[i] = x
		}
		res, err := strconv.ParseFloat(f[sampleFields-1], 64)
		if err != nil || res < 0 || res > 1 {
			return nil, fmt.Errorf("tune: samples line %d: result %q", n+1, f[sampleFields-1])
		}
		side := func(v []int) gipfSide {
			return gipfSide{captured: v[0], reserve: v[1], board: v[2], gipf: min(v[3], gipfMaxCounted),
				ring: [3]int{v[4], v[5], v[6]}, ringGIPF: [3]int{v[7], v[8], v[9]}, threes: v[10]}
		}
		out = append(out, tuneSample{f: gipfFeatures{me: side(v[:11]), op: side(v[11:22]), rule: v[22] == 1}, result: res})
	}
	return out, nil
}

// tuneGames plays the games, cfg.Parallel at a time, and returns their
// samples in the order of the games.
func tuneGames(cfg TuneConfig, progress io.Writer) []tuneSample {
	per := make([][]tuneSample, cfg.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range cfg.Parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var sr Searcher
			for i := range next {
				per[i] = tuneGame(cfg, i, &sr)
				mu.Lock()
				done++
				if progress != nil && done%max(1, cfg.Games/10) == 0 {
					fmt.Fprintf(progress, "tune: %d of %d games\n", done, cfg.Games)
				}
				mu.Unlock()
			}
		}()
	}
	for i := range cfg.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	var all []tuneSample
	for _, s := range per {
		all = append(all, s...)
	}
	return all
}

// tuneGame plays game i and returns its quiet positions with the result.
func tuneGame(cfg TuneConfig, i int, sr *Searcher) []tuneSample {
	g := gipf.New(cfg.Variant)
	r := seeded.New(cfg.Seed, uint64(i))
	var buf []rules.Action
	for range cfg.Opening {
		if g.Outcome().Over {
			break
		}
		buf = g.Actions(buf[:0])
		g.Apply(buf[r.IntN(len(buf))], nil)
	}
	var pos []tuneSample
	var movers []rules.Player
	ev := gipfEval{}
	for !g.Outcome().Over && g.Plies() < 1000 {
		if !g.RemovalPending() && len(ev.tactical(g, buf[:0])) == 0 {
			pos = append(pos, tuneSample{f: gipfCount(g)})
			movers = append(movers, g.ToMove())
		}
		res := sr.NewSearchBudget(g, Budget{Nodes: cfg.Nodes, Noise: cfg.Noise}, r.Uint64(), 0).Run()
		if !res.OK {
			break
		}
		g.Apply(res.Action, nil)
	}
	o := g.Outcome()
	for k := range pos {
		switch {
		case !o.Over || o.Winner == rules.NoPlayer:
			pos[k].result = 0.5
		case o.Winner == movers[k]:
			pos[k].result = 1
		}
	}
	return pos
}

// The weights as one vector of parameters, in the order of toParams.
func toParams(w *gipfWeights) []float64 {
	p := []float64{float64(w.Captured)}
	for _, x := range w.Reserve {
		p = append(p, float64(x))
	}
	p = append(p, float64(w.Board))
	for _, x := range w.GIPF {
		p = append(p, float64(x))
	}
	for i := range w.Ring {
		p = append(p, float64(w.Ring[i]), float64(w.RingGIPF[i]))
	}
	return append(p, float64(w.ThreesMe), float64(w.ThreesOp), float64(w.Tempo))
}

// fromParams rounds a vector of parameters to weights.
func fromParams(p []float64) gipfWeights {
	r := func() int32 {
		v := int32(math.Round(p[0]))
		p = p[1:]
		return v
	}
	var w gipfWeights
	w.Captured = r()
	for i := range w.Reserve {
		w.Reserve[i] = r()
	}
	w.Board = r()
	for i := range w.GIPF {
		w.GIPF[i] = r()
	}
	for i := range w.Ring {
		w.Ring[i], w.RingGIPF[i] = r(), r()
	}
	w.ThreesMe, w.ThreesOp, w.Tempo = r(), r(), r()
	return w
}

// featureVector is what each parameter of toParams is multiplied by in
// the score of f: score(f) = Σ params[i]·featureVector(f)[i].
func featureVector(f *gipfFeatures, out []float64) []float64 {
	out = out[:0]
	me, op := &f.me, &f.op
	out = append(out, float64(me.captured-op.captured))
	n := len(gipfWeights{}.Reserve)
	for r := range n {
		out = append(out, b2f(min(me.reserve, n-1) == r)-b2f(min(op.reserve, n-1) == r))
	}
	out = append(out, float64(me.board-op.board))
	for k := range gipfMaxCounted + 1 {
		out = append(out, b2f(f.rule && me.gipf == k)-b2f(f.rule && op.gipf == k))
	}
	for i := range me.ring {
		out = append(out, float64(me.ring[i]-op.ring[i]), float64(me.ringGIPF[i]-op.ringGIPF[i]))
	}
	return append(out, float64(me.threes), -float64(op.threes), 1)
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// sigmoid is the logistic model's probability of a win for a score.
func sigmoid(score, scale float64) float64 { return 1 / (1 + math.Exp(-score/scale)) }

// tuneLoss is the mean cross-entropy of the model with params.
func tuneLoss(samples []tuneSample, params []float64, scale float64) float64 {
	var sum float64
	x := make([]float64, 0, len(params))
	for i := range samples {
		x = featureVector(&samples[i].f, x)
		p := sigmoid(dot(params, x), scale)
		p = min(max(p, 1e-9), 1-1e-9)
		y := samples[i].result
		sum -= y*math.Log(p) + (1-y)*math.Log(1-p)
	}
	return sum / float64(len(samples))
}

func dot(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}

// fitScale finds the scale that fits the current weights best, by a
// golden-section search over 10..10,000 evaluation units.
func fitScale(samples []tuneSample, w *gipfWeights) float64 {
	params := toParams(w)
	loss := func(logScale float64) float64 { return tuneLoss(samples, params, math.Exp(logScale)) }
	lo, hi := math.Log(10), math.Log(10_000)
	const phi = 0.6180339887498949
	a, b := hi-phi*(hi-lo), lo+phi*(hi-lo)
	fa, fb := loss(a), loss(b)
	for range 40 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - phi*(hi-lo)
			fa = loss(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + phi*(hi-lo)
			fb = loss(b)
		}
	}
	return math.Exp((lo + hi) / 2)
}

// fitWeights descends the cross-entropy from w at a fixed scale (Adam,
// the whole sample set each step), with a light pull towards w so that
// counts the games seldom reach keep their hand-set weights.
func fitWeights(samples []tuneSample, w *gipfWeights, scale float64, steps int) gipfWeights {
	start := toParams(w)
	p := append([]float64(nil), start...)
	xs := make([][]float64, len(samples))
	for i := range samples {
		xs[i] = featureVector(&samples[i].f, nil)
	}
	m := make([]float64, len(p))
	v := make([]float64, len(p))
	grad := make([]float64, len(p))
	const (
		rate   = 0.5
		beta1  = 0.9
		beta2  = 0.999
		eps    = 1e-8
		shrink = 1e-6 // the pull towards the start, per squared unit
	)
	for t := 1; t <= steps; t++ {
		clear(grad)
		for i, x := range xs {
			e := (sigmoid(dot(p, x), scale) - samples[i].result) / scale
			for j, xj := range x {
				grad[j] += e * xj
			}
		}
		for j := range p {
			g := grad[j]/float64(len(xs)) + 2*shrink*(p[j]-start[j])
			m[j] = beta1*m[j] + (1-beta1)*g
			v[j] = beta2*v[j] + (1-beta2)*g*g
			mh := m[j] / (1 - math.Pow(beta1, float64(t)))
			vh := v[j] / (1 - math.Pow(beta2, float64(t)))
			p[j] -= rate * mh / (math.Sqrt(vh) + eps)
		}
		monotone(p[reserveParams:][:len(w.Reserve)])
		monotone(p[gipfParams:][:len(w.GIPF)])
	}
	return fromParams(p)
}

// The places of the tables in the parameter vector (see toParams).
const (
	reserveParams = 1
	gipfParams    = reserveParams + 19 + 1
)

// monotone projects x on the non-decreasing sequences (pool adjacent
// violators): one more piece in reserve, or one more GIPF piece on the
// board, is never worth less. Without it the fit makes a side with fewer
// GIPF pieces look better (it has taken its own back into its reserve),
// and the search then throws them away.
func monotone(x []float64) {
	type block struct {
		sum float64
		n   int
	}
	var blocks []block
	for _, v := range x {
		blocks = append(blocks, block{v, 1})
		for len(blocks) > 1 {
			a, b := blocks[len(blocks)-2], blocks[len(blocks)-1]
			if a.sum/float64(a.n) <= b.sum/float64(b.n) {
				break
			}
			blocks = append(blocks[:len(blocks)-2], block{a.sum + b.sum, a.n + b.n})
		}
	}
	i := 0
	for _, b := range blocks {
		for range b.n {
			x[i] = b.sum / float64(b.n)
			i++
		}
	}
}

// goSource writes w as a Go composite literal of gipfWeights.
func (w *gipfWeights) goSource() string {
	list := func(xs []int32) string {
		s := make([]string, len(xs))
		for i, x := range xs {
			s[i] = fmt.Sprint(x)
		}
		return strings.Join(s, ", ")
	}
	return fmt.Sprintf("gipfWeights{\n\tCaptured: %d,\n\tReserve:  [19]int32{%s},\n\tBoard:    %d,\n"+
		"\tGIPF:     [gipfMaxCounted + 1]int32{%s},\n\tRing:     [3]int32{%s},\n\tRingGIPF: [3]int32{%s},\n"+
		"\tThreesMe: %d,\n\tThreesOp: %d,\n\tTempo:    %d,\n}",
		w.Captured, list(w.Reserve[:]), w.Board, list(w.GIPF[:]), list(w.Ring[:]), list(w.RingGIPF[:]),
		w.ThreesMe, w.ThreesOp, w.Tempo)
}
