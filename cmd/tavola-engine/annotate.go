package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/record"
)

func init() {
	subcommands["annotate"] = runAnnotate
}

// runAnnotate analyses the game of a record file (ai/analysis) and writes
// the record back with the analysis (docs/RECORDS.md, "Analysis"):
// tavola-engine annotate FILE [time T], T the milliseconds of search each
// position gets (without it, the analysis budget's node count: the same
// marks on every machine). It uses every core, up to maxParallel.
func runAnnotate(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fail := func(code int, format string, a ...any) int {
		fmt.Fprintf(stderr, "tavola-engine annotate: "+format+"\n", a...)
		return code
	}
	if len(args) != 1 && (len(args) != 3 || args[1] != "time") {
		return fail(2, "want FILE [time T], got %q", args)
	}
	name := args[0]
	var per time.Duration
	if len(args) == 3 {
		n, err := parseCount("time", args[2], budgetLimits["time"])
		if err != nil || n == 0 {
			return fail(2, "time %q: want milliseconds, 1 to %d", args[2], budgetLimits["time"])
		}
		per = time.Duration(n) * time.Millisecond
	}
	text, err := os.ReadFile(name)
	if err != nil {
		return fail(1, "%v", err)
	}
	r, err := record.Parse(string(text))
	if err != nil {
		return fail(1, "%s: %v", name, err)
	}
	start, actions, err := r.Replay(-1)
	if err != nil {
		return fail(1, "%s: %v", name, err)
	}
	for start.Plies() > 0 {
		start.Undo()
	}
	budget := analysis.Budget(r.Game)
	if per > 0 {
		// One thread a search: the workers already use every core.
		budget = ai.Budget{Time: per, Wall: true, MCTS: budget.MCTS, Threads: 1}
	}
	var tables kpesolve.Source
	if r.Game == "kpe" {
		if t, _, err := loadKpeTables(""); err == nil && t != nil {
			tables = t
		} else {
			l := kpesolve.NewLayers(smallSeeds)
			if err := l.Build(nil); err != nil {
				return fail(1, "Kpé endgame tables: %v", err)
			}
			tables = l
		}
	}
	began := time.Now()
	an, err := analysis.Analyse(start, actions, analysis.Options{
		NewEvaluator: func() analysis.Evaluator { return &analysis.Search{Budget: budget, Tables: tables, Seed: 1} },
		Workers:      min(runtime.NumCPU(), maxParallel),
	})
	if err != nil {
		return fail(1, "%s: %v", name, err)
	}
	if err := analysis.Annotate(r, an); err != nil {
		return fail(1, "%s: %v", name, err)
	}
	out, err := record.Format(r)
	if err != nil {
		return fail(1, "%s: %v", name, err)
	}
	if err := writeFile(name, out); err != nil {
		return fail(1, "%v", err)
	}
	s := an.Summaries()
	fmt.Fprintf(stdout, "%s: %d turns analysed in %.1f s\n", name, len(an.Moves), time.Since(began).Seconds())
	for p, sum := range s {
		fmt.Fprintf(stdout, "%s: %d inaccuracies, %d mistakes, %d blunders, average loss %.1f\n", start.PlayerName(rules.Player(p)),
			sum.Marks[analysis.Inaccuracy], sum.Marks[analysis.Mistake], sum.Marks[analysis.Blunder], sum.AverageLoss)
	}
	return 0
}
