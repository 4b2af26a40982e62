package ai

import (
	"math"
	"os"
	"strings"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules/gipf"
)

func TestGIPFScoreIsTheFeaturesTimesTheParameters(t *testing.T) {
	for _, v := range []gipf.Variant{gipf.Basic, gipf.Standard, gipf.Tournament} {
		w := gipfWeightsFor(v)
		params := toParams(w)
		if back := fromParams(params); back != *w {
			t.Fatalf("%v: weights do not survive the parameter vector: %+v", v, back)
		}
		g := gipf.New(v)
		r := seeded.New(uint64(v), 1)
		for n := 0; n < 400; n++ {
			if g.Outcome().Over {
				g = gipf.New(v)
			}
			acts := g.Actions(nil)
			g.Apply(acts[r.IntN(len(acts))], nil)
			if g.RemovalPending() || g.Outcome().Over {
				continue
			}
			f := gipfCount(g)
			want := float64((gipfEval{}).evaluate(g))
			if got := dot(params, featureVector(&f, nil)); got != want {
				t.Fatalf("%v %s: features·parameters %v, evaluation %v", v, g.Board(), got, want)
			}
		}
	}
}

func TestTuneFitsATinyDataset(t *testing.T) {
	cfg := TuneConfig{Variant: gipf.Standard, Games: 6, Nodes: 300, Noise: 20, Opening: 4, Seed: 3, Parallel: 2, Steps: 50}
	rep, err := Tune(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Samples < 50 || rep.Scale < 10 || rep.Scale > 10_000 || math.IsNaN(rep.Loss) {
		t.Fatalf("report %+v", rep)
	}
	// Descent from the starting weights, whose scale was fitted: the fit
	// can only improve (up to rounding the weights to integers).
	if rep.Loss > rep.LossBefore+1e-3 {
		t.Errorf("loss %v after the fit, %v before", rep.Loss, rep.LossBefore)
	}
	if !strings.HasPrefix(rep.Weights, "gipfWeights{") || !strings.Contains(rep.Weights, "Reserve:") {
		t.Errorf("weights written as %q", rep.Weights)
	}
	again, _ := Tune(cfg, nil)
	if again != rep {
		t.Errorf("the same configuration fitted %+v, then %+v", rep, again)
	}
	if _, err := Tune(TuneConfig{Variant: gipf.Standard}, nil); err == nil {
		t.Error("a configuration without games was accepted")
	}
}

func TestMonotoneProjectsOnNonDecreasingTables(t *testing.T) {
	for _, tc := range []struct{ in, want []float64 }{
		{[]float64{1, 2, 3}, []float64{1, 2, 3}},
		{[]float64{0, 88, 78, 59, 120}, []float64{0, 75, 75, 75, 120}},
		{[]float64{3, 1}, []float64{2, 2}},
	} {
		x := append([]float64(nil), tc.in...)
		monotone(x)
		for i := range x {
			if math.Abs(x[i]-tc.want[i]) > 1e-9 {
				t.Errorf("monotone(%v) = %v, want %v", tc.in, x, tc.want)
				break
			}
		}
	}
	w := gipfHandWeights
	p := toParams(&w)
	if p[reserveParams] != float64(w.Reserve[0]) || p[gipfParams] != float64(w.GIPF[0]) || p[gipfParams+4] != float64(w.GIPF[4]) {
		t.Errorf("the tables are not where the fit projects them: %v", p)
	}
}

func TestTuneKeepsItsSamples(t *testing.T) {
	file := t.TempDir() + "/samples"
	cfg := TuneConfig{Variant: gipf.Tournament, Games: 2, Nodes: 200, Opening: 2, Seed: 5, Parallel: 1, Steps: 5, Samples: file}
	played, err := Tune(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Nodes = 1 // the games are not played again: their samples are read
	read, err := Tune(cfg, nil)
	if err != nil || read != played {
		t.Errorf("from the file: %+v (%v), played: %+v", read, err, played)
	}
	if err := os.WriteFile(file, []byte("1 2 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Tune(cfg, nil); err == nil {
		t.Error("a broken samples file was accepted")
	}
}
