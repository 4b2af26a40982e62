package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"tavola/ai/kpesolve"
)

func init() {
	subcommands["solve"] = runSolve
}

// runSolve computes the Kpé tables (kpesolve.Solve) into a directory,
// then the value of the start with its principal line.
func runSolve(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "kpe" {
		fmt.Fprintln(stderr, "usage: tavola-engine solve kpe [-out DIR] (only Kpé is solved)")
		return 2
	}
	fs := flag.NewFlagSet("solve kpe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def, derr := kpesolve.DefaultDir()
	out := fs.String("out", def, "the directory that receives the tables (default: the app's data folder)")
	every := fs.Duration("every", 5*time.Second, "time between two progress lines")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: unexpected arguments %q\n", fs.Args())
		return 2
	}
	if *out == "" {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: no -out and no data folder (%v)\n", derr)
		return 2
	}
	start := time.Now()
	logf := func(line string) {
		fmt.Fprintf(stdout, "[%s] %s\n", time.Since(start).Round(time.Second), line)
	}
	t, err := kpesolve.Solve(kpesolve.SolveConfig{Dir: *out, Log: logf, Every: *every})
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: %v\n", err)
		return 1
	}
	logf(fmt.Sprintf("tables written to %s (%d seeds at most)", *out, t.MaxSeeds()))
	return 0
}
