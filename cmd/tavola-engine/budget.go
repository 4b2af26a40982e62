package main

import (
	"fmt"
	"math"
	"strconv"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
)

// Budget is what one genmove or analyze may spend, as the protocol's
// arguments gave it. A zero field was not given and leaves the choice to
// the search; given budgets combine, the first one reached ending the
// search.
type Budget struct {
	Time     time.Duration // time <ms>: wall-clock limit, 1 ms to maxTime
	Playouts int64         // playouts <n>: MCTS playouts, 1 to maxPlayouts
	Depth    int           // depth <d>: search depth in actions, 1 to ai.MaxDepth
	Level    int           // level <n>: the AI's strength level, 1 to ai.MaxLevel
	Seed     uint64        // seed <n>: the random seed, when HasSeed
	HasSeed  bool          // seed was given (0 is a valid seed)

	kpe kpesolve.Source // the Kpé tables of a top-level genmove (see kpetable.go)
	// threads is the thread count of a search that may use several: one
	// bounded by time alone (ai.Budget.Replays false); 0 leaves the AI's
	// default. The engine's -threads flag gives it, not the protocol.
	threads int
}

// Analysis is the answer of analyze: the value of the position from the
// deciding player's view (Kpé: the final seed difference when it is known,
// else the evaluation in seeds; GIPF and Gravity: a score where ±1000 is a
// proven win or loss) and the principal line, whose first action is the
// one chosen. The engine prints the value rounded to two decimals.
type Analysis struct {
	Value float64
	Line  []rules.Action
	Exact bool // Kpé: the value is the final seed difference with best play
}

// parseCount reads a non-negative decimal integer no larger than max:
// digits only, no sign. what names the number in the error.
func parseCount(what, s string, max uint64) (uint64, error) {
	if s == "" {
		return 0, fmt.Errorf("%s: empty number", what)
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("%s: not a number: %q", what, s)
		}
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil || n > max {
		return 0, fmt.Errorf("%s: number too large: %q (at most %d)", what, s, max)
	}
	return n, nil
}

// maxTime is the longest time budget (10 minutes), and the longest any
// search runs whatever its other budgets (see runSearch): no genmove or
// analyze keeps the engine longer, and stop ends one sooner.
const maxTime = 10 * time.Minute

// maxPlayouts is the largest playouts budget: a billion, some 6 minutes
// of alpha-beta nodes and hours of MCTS playouts on one core (the time cap
// ends them first), 1,600 times the top level's.
const maxPlayouts = 1_000_000_000

// budgetLimits gives the largest value of each budget keyword: a real use
// never reaches them, and a search within them ends in bounded time.
var budgetLimits = map[string]uint64{
	"time":     uint64(maxTime / time.Millisecond),
	"playouts": maxPlayouts,
	"depth":    ai.MaxDepth,
	"level":    ai.MaxLevel,
	"seed":     math.MaxUint64,
}

// parseBudget reads the arguments of genmove and analyze: pairs of a
// keyword (time, playouts, depth, level, seed) and a number, in any order,
// each keyword at most once. Every number but the seed is at least 1.
func parseBudget(args []string) (Budget, error) {
	var b Budget
	seen := make(map[string]bool, len(budgetLimits))
	for i := 0; i < len(args); i += 2 {
		key := args[i]
		limit, ok := budgetLimits[key]
		if !ok {
			return Budget{}, fmt.Errorf("unknown budget %q (time, playouts, depth, level or seed)", key)
		}
		if seen[key] {
			return Budget{}, fmt.Errorf("budget %s given twice", key)
		}
		seen[key] = true
		if i+1 >= len(args) {
			return Budget{}, fmt.Errorf("budget %s has no value", key)
		}
		n, err := parseCount(key, args[i+1], limit)
		if err != nil {
			return Budget{}, err
		}
		if key != "seed" && n == 0 {
			return Budget{}, fmt.Errorf("%s: must be at least 1", key)
		}
		switch key {
		case "time":
			b.Time = time.Duration(n) * time.Millisecond
		case "playouts":
			b.Playouts = int64(n)
		case "depth":
			b.Depth = int(n)
		case "level":
			b.Level = int(n)
		case "seed":
			b.Seed, b.HasSeed = n, true
		}
	}
	return b, nil
}
