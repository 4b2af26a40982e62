package ai

import (
	"strings"
	"time"

	"tavola/ai/kpesolve"
)

// Budget bounds a search. A zero field sets no limit of its kind; the first
// limit reached ends the search.
type Budget struct {
	Time  time.Duration // working time (see NewSearchBudget)
	Nodes int64         // alpha-beta: actions applied; MCTS: playouts
	Depth int           // alpha-beta: plies of the deepest iteration (at most MaxDepth)
	// Noise is a random jitter, in the game's evaluation units, added to
	// every root action's score: the handicap of the low levels.
	Noise int
	// MCTS asks for Monte Carlo tree search instead of alpha-beta.
	MCTS bool
	// Wall makes Time wall-clock time from the search's first Step,
	// making its tables included, instead of working time: the engine's
	// "genmove time T", which may never take much more than T however
	// the search is pumped or the machine is loaded.
	Wall bool
	// GF1 asks for the replica of GF1 (GIPF only, see gf1Search): MTD(f)
	// to Depth whole turns with GF1's evaluation, a yardstick for the
	// project's own search. Other games ignore it.
	GF1 bool
	// KpeTables makes the Kpé search the perfect player (see perfect): it
	// plays by the values the solver finds on these tables, within Time
	// (MasterTime when none is given). Other games ignore it.
	KpeTables kpesolve.Source
}

// MaxLevel is the strongest playing level, the master level: it thinks
// MasterTime a move (working time: a few seconds in the browser, which
// gives the search part of each frame). Level 1 is the weakest.
const MaxLevel = 7

// MasterTime is how long the master level thinks about a move.
const MasterTime = time.Second

// MaxDepth is the deepest iteration of alpha-beta: a larger Budget.Depth
// searches as deep as this.
const MaxDepth = maxPly - 1

// Limit returns b with each limit of o that is tighter (or that b lacks)
// applied too, as the protocol's combined genmove budgets ask. A depth in
// o makes the search alpha-beta even when b asks for MCTS: a tree search
// has no depth at which it ends, and the first limit reached must end the
// search (Kpé's "level 6 depth 1" is alpha-beta to depth 1 within level
// 6's node count and time).
func (b Budget) Limit(o Budget) Budget {
	if o.Depth > 0 {
		b.MCTS = false
	}
	b.Wall = b.Wall || o.Wall
	if o.Time > 0 && (b.Time == 0 || o.Time < b.Time) {
		b.Time = o.Time
	}
	if o.Nodes > 0 && (b.Nodes == 0 || o.Nodes < b.Nodes) {
		b.Nodes = o.Nodes
	}
	if o.Depth > 0 && (b.Depth == 0 || o.Depth < b.Depth) {
		b.Depth = o.Depth
	}
	return b
}

// levels holds each game's budgets for levels 1..MaxLevel. Levels 1–6
// are mostly node budgets, so that they play the same on a fast machine
// and a slow one and a match replays (level 6 adds a time cap that keeps
// it to a few seconds in the browser); the master level plays by time,
// at the full strength of the search.
var levels = map[string][MaxLevel]Budget{
	"gravity": {
		{Depth: 1, Noise: 400},
		{Depth: 2, Noise: 60},
		{Nodes: 5_000},
		{Nodes: 25_000},
		{Nodes: 120_000},
		{Nodes: 600_000, Time: 3 * time.Second},
		{Time: MasterTime},
	},
	"kpe": {
		{Depth: 1, Noise: 600},
		{Nodes: 30, MCTS: true},
		{Nodes: 200, MCTS: true},
		{Nodes: 1500, MCTS: true},
		{Nodes: 10_000, MCTS: true},
		{Nodes: 60_000, MCTS: true, Time: 3 * time.Second},
		{MCTS: true, Time: MasterTime},
	},
	"gipf": {
		{Depth: 1, Noise: 400},
		{Depth: 2, Noise: 60},
		{Nodes: 3_000},
		{Nodes: 15_000},
		{Nodes: 60_000},
		{Nodes: 250_000, Time: 3 * time.Second},
		{Time: MasterTime},
	},
}

// LevelBudget returns the budget of a playing level of a game (its protocol
// name; every GIPF variant shares "gipf"). Levels out of 1..MaxLevel are
// clamped; an unknown game gets the GIPF table.
func LevelBudget(game string, level int) Budget {
	level = max(1, min(MaxLevel, level))
	if strings.HasPrefix(game, "gipf") {
		game = "gipf"
	}
	t, ok := levels[game]
	if !ok {
		t = levels["gipf"]
	}
	return t[level-1]
}
