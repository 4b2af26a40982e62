package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"tavola/ai/analysis"
)

func init() {
	subcommands["winchance"] = runWinChance
}

// runWinChance fits the win-chance curve of a game (analysis.Fit) on
// self-play games at mixed levels, every turn's position valued by the
// analysis budget's search, and reports how well it predicts the games it
// held out against the best constant. The same flags give the same curve.
func runWinChance(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("winchance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "gipf-standard", "the game (gipf-basic, gipf-standard, gipf-tournament, gravity)")
	games := fs.Int("games", 300, "self-play games")
	seed := fs.Uint64("seed", 1, "the seed of the openings, levels and searches")
	parallel := fs.Int("parallel", 2, "games played at once")
	holdout := fs.Int("holdout", 4, "every n-th game is held out of the fit, to test it")
	samples := fs.String("samples", "", "write the held-out games' samples here (value and score a line)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if _, ok := analysis.CurveOf(*game); !ok || fs.NArg() > 0 || *games < 2 || *parallel < 1 || *parallel > maxParallel || *holdout < 2 {
		fmt.Fprintf(stderr, "tavola-engine winchance: want -game of GIPF or Gravity, -games ≥ 2, -parallel 1 to %d, -holdout ≥ 2, no arguments\n", maxParallel)
		return 2
	}
	sp := analysis.SelfPlay{Game: *game, Levels: []int{3, 4, 5, 6}, Random: 2, Seed: *seed, MaxActions: 1000}
	budget := analysis.Budget(*game)
	per := make([][]analysis.Sample, *games)
	errs := make([]error, *games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for range *parallel {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sp := sp
			sp.Evaluator = &analysis.Search{Budget: budget, Seed: *seed}
			for i := range jobs {
				per[i], errs[i] = sp.Play(i)
			}
		}()
	}
	for i := range *games {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	var fit, held []analysis.Sample
	for i, s := range per {
		if errs[i] != nil {
			fmt.Fprintf(stderr, "tavola-engine winchance: %v\n", errs[i])
			return 1
		}
		if i%*holdout == 0 {
			held = append(held, s...)
		} else {
			fit = append(fit, s...)
		}
	}
	c, err := analysis.Fit(fit)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine winchance: %v\n", err)
		return 1
	}
	if *samples != "" {
		if err := writeSamples(*samples, held); err != nil {
			fmt.Fprintf(stderr, "tavola-engine winchance: %v\n", err)
			return 1
		}
	}
	fmt.Fprintf(stdout, "%s: scale %.1f, fitted on %d positions of %d games; held out %d positions of %d games: log-loss %.4f, constant's %.4f (%.0f s)\n",
		*game, c.Scale, len(fit), *games - (*games+*holdout-1) / *holdout, len(held), (*games+*holdout-1) / *holdout,
		analysis.LogLoss(held, c.Chance), analysis.LogLoss(held, analysis.Constant(held)), time.Since(start).Seconds())
	return 0
}

// writeSamples writes one sample a line: the value, a space, the score.
func writeSamples(name string, s []analysis.Sample) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	for _, x := range s {
		fmt.Fprintf(f, "%g %g\n", x.Value, x.Score)
	}
	return f.Close()
}
