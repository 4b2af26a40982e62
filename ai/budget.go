package ai

import (
	"runtime"
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
	// MinNodes keeps Time from ending the search before its main thread
	// has searched this many nodes (MCTS: playouts); MaxTime, Nodes and
	// Depth still end it. It is the master level's floor: level 6's node
	// count, so that the strongest level never does less work than the
	// one below it, on any machine (see levels).
	MinNodes int64
	// MaxTime ends the search whatever MinNodes asks; it counts as Time
	// does (working time, or wall-clock time with Wall). 0 sets no such
	// limit. A search with both ends at max(Time, the time MinNodes
	// takes), and at MaxTime at the latest.
	MaxTime time.Duration
	// Threads is the number of threads of an alpha-beta search: shared-
	// table parallel search (Lazy SMP, see parallel.go), whose node
	// budget counts every thread's nodes. 0 is the default: one thread
	// when the budget has a node or depth limit or a jitter, so that such
	// a search replays (the levels 1–6, the engine's playouts and depth),
	// otherwise DefaultThreads. MCTS, the GF1 replica and the perfect Kpé
	// player use one thread whatever it says, and so does WebAssembly.
	Threads int
}

// MaxThreads is the most threads a search runs on.
const MaxThreads = 64

// DefaultThreads is the thread count of a search that may use several and
// asks for none: the machine's cores (as GOMAXPROCS allows), at most 8;
// one in WebAssembly.
func DefaultThreads() int {
	if defaultMaxThreads == 1 {
		return 1
	}
	return max(1, min(runtime.NumCPU(), runtime.GOMAXPROCS(0), defaultMaxThreads))
}

// Replays reports whether b, given no Threads, runs on one thread so
// that the same budget and seed give the same result: it has a node or
// depth limit or a jitter. Other budgets run on DefaultThreads.
func (b Budget) Replays() bool { return b.Nodes > 0 || b.Depth > 0 || b.Noise > 0 }

// threads is how many threads the search of b runs on (see Threads).
func (b Budget) threads() int {
	switch {
	case b.Threads > 0:
		return min(b.Threads, searchThreads)
	case b.Replays():
		return 1
	}
	return DefaultThreads()
}

// MaxLevel is the strongest playing level, the master level: it thinks
// MasterTime a move (working time: a few seconds in the browser, which
// gives the search part of each frame), and never less than level 6 does:
// it searches at least level 6's nodes unless level 6's time cap ends it
// first (Budget.MinNodes, MaxTime). Level 1 is the weakest.
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
// 6's node count and time). A time in o ends the search whatever b's
// MinNodes asks: it tightens MaxTime too when b has a floor ("level 7
// time 500" stops at 500 ms, as before the floor).
func (b Budget) Limit(o Budget) Budget {
	if o.Depth > 0 {
		b.MCTS = false
	}
	b.Wall = b.Wall || o.Wall
	if o.Time > 0 && (b.Time == 0 || o.Time < b.Time) {
		b.Time = o.Time
	}
	hard := o.MaxTime
	if b.MinNodes > 0 && o.Time > 0 && (hard == 0 || o.Time < hard) {
		hard = o.Time
	}
	if hard > 0 && (b.MaxTime == 0 || hard < b.MaxTime) {
		b.MaxTime = hard
	}
	if o.Nodes > 0 && (b.Nodes == 0 || o.Nodes < b.Nodes) {
		b.Nodes = o.Nodes
	}
	if o.Depth > 0 && (b.Depth == 0 || o.Depth < b.Depth) {
		b.Depth = o.Depth
	}
	return b
}

// level6Cap is level 6's time cap, which keeps it to a few seconds in the
// browser; the master level's floor ends there too.
const level6Cap = 3 * time.Second

// Level 6's node counts (Kpé: playouts), which the master level's floor
// repeats: the master level thinks MasterTime at the full strength of the
// search, and never less than level 6's work — its node count before the
// time may end the search, within its time cap. With one thread its first
// nodes are level 6's own search (the same table size, no jitter), so it
// chooses after an iteration at least as deep.
const (
	gravity6Nodes = 600_000
	kpe6Playouts  = 60_000
	gipf6Nodes    = 250_000
)

// levels holds each game's budgets for levels 1..MaxLevel. Levels 1–6
// are mostly node budgets, so that they play the same on a fast machine
// and a slow one and a match replays (level 6 adds a time cap that keeps
// it to a few seconds in the browser); the master level plays by time,
// at the full strength of the search and on every core, with level 6's
// work as its floor.
var levels = map[string][MaxLevel]Budget{
	"gravity": {
		{Depth: 1, Noise: 400},
		{Depth: 2, Noise: 60},
		{Nodes: 5_000},
		{Nodes: 25_000},
		{Nodes: 120_000},
		{Nodes: gravity6Nodes, Time: level6Cap},
		{Time: MasterTime, MinNodes: gravity6Nodes, MaxTime: level6Cap},
	},
	"kpe": {
		{Depth: 1, Noise: 600},
		{Nodes: 30, MCTS: true},
		{Nodes: 200, MCTS: true},
		{Nodes: 1500, MCTS: true},
		{Nodes: 10_000, MCTS: true},
		{Nodes: kpe6Playouts, MCTS: true, Time: level6Cap},
		{MCTS: true, Time: MasterTime, MinNodes: kpe6Playouts, MaxTime: level6Cap},
	},
	"gipf": {
		{Depth: 1, Noise: 400},
		{Depth: 2, Noise: 60},
		{Nodes: 3_000},
		{Nodes: 15_000},
		{Nodes: 60_000},
		{Nodes: gipf6Nodes, Time: level6Cap},
		{Time: MasterTime, MinNodes: gipf6Nodes, MaxTime: level6Cap},
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
