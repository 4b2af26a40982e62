package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"tavola/ai"
	"tavola/rules/gipf"
)

func init() {
	subcommands["tune"] = runTune
}

// tuneVariants maps the GIPF games' protocol names to their variants.
var tuneVariants = map[string]gipf.Variant{
	"gipf-basic": gipf.Basic, "gipf-standard": gipf.Standard, "gipf-tournament": gipf.Tournament,
}

// runTune fits the GIPF evaluation's weights to the results of self-play
// games (ai.Tune) and prints them as Go source for ai/eval_gipf_weights.go.
// The same flags give the same weights.
func runTune(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "gipf-standard", "the GIPF game whose weights are fitted")
	var c ai.TuneConfig
	fs.IntVar(&c.Games, "games", 1000, "self-play games")
	fs.Int64Var(&c.Nodes, "nodes", 20_000, "the search's node budget a move")
	fs.IntVar(&c.Noise, "noise", 10, "the jitter of the root actions' scores, for variety")
	fs.IntVar(&c.Opening, "opening", 4, "random actions at the start of each game")
	fs.Uint64Var(&c.Seed, "seed", 1, "the seed of the openings and searches")
	fs.IntVar(&c.Parallel, "parallel", 1, "games played at once")
	fs.IntVar(&c.Steps, "steps", 2000, "steps of the gradient descent")
	fs.StringVar(&c.Samples, "samples", "", "a file that keeps the games' positions: read if it exists (no games played), else written")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	v, ok := tuneVariants[*game]
	switch {
	case fs.NArg() > 0:
		fmt.Fprintf(stderr, "tavola-engine tune: unexpected arguments %q (every setting is a flag)\n", fs.Args())
		return 2
	case !ok:
		fmt.Fprintf(stderr, "tavola-engine tune: -game %q: want gipf-basic, gipf-standard or gipf-tournament\n", *game)
		return 2
	case c.Games < 1 || c.Games > maxMatchGames:
		fmt.Fprintf(stderr, "tavola-engine tune: -games %d: want 1 to %d\n", c.Games, maxMatchGames)
		return 2
	case c.Parallel < 1 || c.Parallel > maxParallel:
		fmt.Fprintf(stderr, "tavola-engine tune: -parallel %d: want 1 to %d\n", c.Parallel, maxParallel)
		return 2
	}
	c.Variant = v
	start := time.Now()
	rep, err := ai.Tune(c, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine tune: %v\n", err)
		return 2
	}
	fmt.Fprintf(stdout, "// %s: %d quiet positions of %d games (%d nodes a move, jitter %d, %d opening actions, seed %d);\n"+
		"// logistic scale %.1f, cross-entropy %.4f before, %.4f after %d steps; %v\n%s\n",
		*game, rep.Samples, c.Games, c.Nodes, c.Noise, c.Opening, c.Seed,
		rep.Scale, rep.LossBefore, rep.Loss, c.Steps, time.Since(start).Round(time.Second), rep.Weights)
	return 0
}
