package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"tavola/ai/puzzlemaker"
	"tavola/puzzles"
)

func init() {
	subcommands["puzzles"] = runPuzzles
}

// runPuzzles mines puzzles from self-play (puzzlemaker.Make) and writes
// them in the puzzle file's format, or with -verify re-verifies the
// puzzles of a file with the deeper search (puzzlemaker.Verify).
func runPuzzles(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "gravity", "the game: "+strings.Join(puzzlemaker.Games, ", "))
	n := fs.Int("n", 300, "how many puzzles")
	seed := fs.Uint64("seed", 1, "the seed of the self-play games (the same seed makes the same puzzles)")
	out := fs.String("out", "", "the file to write (default: the standard output)")
	parallel := fs.Int("parallel", 1, "games played at once (the puzzles do not depend on it)")
	verify := fs.String("verify", "", "re-verify every puzzle of this `file` with the deeper search instead")
	quiet := fs.Bool("q", false, "no progress lines on the standard error")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *n < 1 || *parallel < 1 || *parallel > maxParallel {
		fmt.Fprintf(stderr, "tavola-engine puzzles: want -n ≥ 1, -parallel 1 to %d, no arguments\n", maxParallel)
		return 2
	}
	start := time.Now()
	if *verify != "" {
		return verifyPuzzles(*verify, stdout, stderr, start)
	}
	w := stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintf(stderr, "tavola-engine puzzles: %v\n", err)
			return 1
		}
		defer f.Close()
		w = f
	}
	// Each puzzle is written as soon as it is found, so that a run
	// stopped early leaves a file of the first ones (those of a run with
	// a smaller -n).
	if _, err := io.WriteString(w, puzzles.FileHeader); err != nil {
		fmt.Fprintf(stderr, "tavola-engine puzzles: %v\n", err)
		return 1
	}
	cfg := puzzlemaker.Config{Game: *game, N: *n, Seed: *seed, Parallel: *parallel,
		Found: func(p *puzzles.Puzzle) error {
			_, err := io.WriteString(w, p.Format()+"\n")
			return err
		}}
	if !*quiet {
		cfg.Progress = stderr
	}
	set, err := puzzlemaker.Make(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine puzzles: %v\n", err)
		return 1
	}
	fmt.Fprintf(stderr, "tavola-engine puzzles: %d puzzles of %s in %s\n", len(set), *game, time.Since(start).Round(time.Second))
	return 0
}

// verifyPuzzles re-verifies the puzzles of a file.
func verifyPuzzles(name string, stdout, stderr io.Writer, start time.Time) int {
	b, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine puzzles: %v\n", err)
		return 1
	}
	set, err := puzzles.Parse(string(b))
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine puzzles: %s: %v\n", name, err)
		return 1
	}
	bad := 0
	for _, p := range set {
		if err := puzzlemaker.Verify(p); err != nil {
			fmt.Fprintf(stderr, "tavola-engine puzzles: %v\n", err)
			bad++
		}
	}
	fmt.Fprintf(stdout, "%s: %d puzzles, %d fail the deeper search (%s)\n", name, len(set), bad, time.Since(start).Round(time.Second))
	if bad > 0 {
		return 1
	}
	return 0
}
