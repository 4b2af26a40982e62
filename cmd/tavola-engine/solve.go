package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

func init() {
	subcommands["solve"] = runSolve
}

// runSolve computes the Kpé tables (kpesolve.Solve) into a directory,
// then the value of the start with its principal line.
func runSolve(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "kpe" {
		fmt.Fprintln(stderr, "usage: tavola-engine solve kpe [-out DIR] [-web | -parts N] (only Kpé is solved)")
		return 2
	}
	fs := flag.NewFlagSet("solve kpe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	def, derr := kpesolve.DefaultDir()
	out := fs.String("out", def, "the directory that receives the tables (default: kpe in the app's cache folder)")
	every := fs.Duration("every", 5*time.Second, "time between two progress lines")
	think := fs.Duration("search", 5*time.Minute, "how long to search the value of the start on the tables")
	where := fs.Bool("where", false, "print the tables' folder in the app's cache folder (the default -out) and exit")
	web := fs.Bool("web", false, "write only the browser's slice (the layers up to "+fmt.Sprint(kpesolve.WebSeeds)+" seeds, "+kpesolve.WebFile+"), solved at once")
	parts := fs.Int("parts", 0, "solve only the unlocked layers up to `N` seeds into DIR/parts and stop (a later solve goes on from them; make verify-kpe checks the solver on them)")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: unexpected arguments %q\n", fs.Args())
		return 2
	}
	if *out == "" {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: no -out and no cache folder (%v)\n", derr)
		return 2
	}
	if *where {
		if def == "" {
			fmt.Fprintf(stderr, "tavola-engine solve kpe: %v\n", derr)
			return 1
		}
		fmt.Fprintln(stdout, def)
		return 0
	}
	if *web {
		if err := writeWebSlice(*out); err != nil {
			fmt.Fprintf(stderr, "tavola-engine solve kpe: %v\n", err)
			return 1
		}
		return 0
	}
	start := time.Now()
	logf := func(line string) {
		fmt.Fprintf(stdout, "[%s] %s\n", time.Since(start).Round(time.Second), line)
	}
	cfg := kpesolve.SolveConfig{Dir: *out, Log: logf, Every: *every}
	if *parts != 0 {
		if *parts < 0 || *parts > kpe.Seeds {
			fmt.Fprintf(stderr, "tavola-engine solve kpe: -parts %d: want 1 to %d seeds\n", *parts, kpe.Seeds)
			return 2
		}
		if err := kpesolve.SolveParts(cfg, *parts); err != nil {
			fmt.Fprintf(stderr, "tavola-engine solve kpe: %v\n", err)
			return 1
		}
		logf(fmt.Sprintf("the parts of the layers up to %d seeds are in %s", *parts, filepath.Join(*out, "parts")))
		return 0
	}
	t, err := kpesolve.Solve(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine solve kpe: %v\n", err)
		return 1
	}
	logf(fmt.Sprintf("tables written to %s (%d seeds at most)", *out, t.MaxSeeds()))
	t.SetCache(1 << 15) // 512 MB of inflated blocks for the search
	logf(startValue(t, *think))
	return 0
}

// startValue searches the value of the start on the tables for at most
// limit and says what it found: the exact value with its principal line,
// or the interval the value is proven to lie in, with the first moves'.
func startValue(t kpesolve.Source, limit time.Duration) string {
	deadline := time.Now().Add(limit)
	sr := &kpesolve.Searcher{Src: t, Stop: func() bool { return time.Now().After(deadline) }}
	res := sr.Solve(kpesolve.StartState, nil)
	var b strings.Builder
	if res.Exact() {
		fmt.Fprintf(&b, "the start: exact value %d (South's final seeds minus North's with best play)", res.Lo)
	} else {
		fmt.Fprintf(&b, "the start: not solved; the value lies in [%d, %d] (an interval, not a value)", res.Lo, res.Hi)
	}
	fmt.Fprintf(&b, ", %d nodes searched", res.Nodes)
	if len(res.Line) > 0 {
		b.WriteString("; principal line:")
		for _, a := range kpesolve.LineActions(res.Line, rules.First) {
			b.WriteString(" " + kpe.PitName(int(a)))
		}
	}
	deadline = time.Now().Add(limit / 4)
	for _, m := range sr.MoveValues(kpesolve.StartState, nil) {
		fmt.Fprintf(&b, "; %s: [%d, %d]", kpe.PitName(m.Pit), m.Lo, m.Hi)
	}
	return b.String()
}

// writeWebSlice solves the layers of the browser's slice and writes it
// into dir.
func writeWebSlice(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := kpesolve.WriteLayers(&b, kpesolve.WebSeeds); err != nil {
		return err
	}
	return writeFile(filepath.Join(dir, kpesolve.WebFile), b.String())
}
