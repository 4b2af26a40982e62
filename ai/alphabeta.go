package ai

import (
	"math/rand/v2"

	"tavola/internal/seeded"
	"tavola/rules"
)

// maxPly bounds the depth of a search and sizes its per-ply tables.
const maxPly = 96

// historySize is the number of history-heuristic slots per player; actions
// are folded into it by their low bits.
const historySize = 4096

// alphaBeta is a negamax search with principal-variation windows, iterative
// deepening, a transposition table, killer moves and the history heuristic.
// A node whose action leaves the same player to decide (a GIPF removal)
// keeps the sign of the score. A game that can list one action per
// resulting position (Gravity's DistinctActions) is searched on those;
// at the root, actions that reach the same position are searched once.
type alphaBeta struct {
	g   rules.Game
	ev  evaluator
	ctl *control
	// tt and the work space come from the tables run is given.
	tt *table
	*abWork
	// ttBits sizes the table, prepared by run so that its cost counts
	// as the search's working time.
	ttBits int
	rand   *rand.Rand
	noise  int32
	// scored is set for games with a final score (Kpé): proven values
	// are then seed differences.
	scored bool
	depth  int // the depth limit, 0 = none
	// distinct lists one action per resulting position when the game
	// offers that (Gravity); nil otherwise.
	distinct distinctLister
	// solving turns evaluations off: the exact endgame phase.
	solving bool
	// threads is how many threads the iterative deepening runs on (see
	// parallel.go).
	threads int

	horizon  bool // an evaluation stood in for a finished game
	rootActs []rules.Action
	rootVals []int32

	// The result so far.
	best      rules.Action
	bestScore int32
	bestPV    []rules.Action
	done      int // depth of the last finished iteration
	hasBest   bool
}

func newAlphaBeta(g rules.Game, ev evaluator, ctl *control, b Budget, seed uint64, scored bool) *alphaBeta {
	ab := &alphaBeta{g: g, ev: ev, ctl: ctl, ttBits: tableBits(b), rand: seeded.New(seed, streamAlphaBeta), noise: int32(b.Noise),
		depth: b.Depth, scored: scored, threads: b.threads()}
	ab.distinct, _ = g.(distinctLister)
	ab.bestPV = make([]rules.Action, 0, maxPly)
	return ab
}

// abWork is alpha-beta's work space per ply and its move-ordering
// memory; a search starts it afresh, so that what an earlier search left
// there changes nothing.
type abWork struct {
	acts    [maxPly][]rules.Action
	order   [maxPly][]int32
	killers [maxPly][2]rules.Action
	history [2][historySize]int32
	pv      [maxPly][maxPly]rules.Action
	pvLen   [maxPly]int
}

func newABWork() *abWork {
	w := &abWork{}
	for i := range w.acts {
		w.acts[i] = make([]rules.Action, 0, 64)
		w.order[i] = make([]int32, 0, 64)
	}
	return w
}

// reset forgets the killers and the history of an earlier search.
func (w *abWork) reset() {
	for i := range w.killers {
		w.killers[i] = [2]rules.Action{noAction, noAction}
	}
	clear(w.history[:])
}

// run is the body of the search: the exact endgame phase when the
// position is small, then iterative deepening, with helpers beside it
// when the budget asks for threads (see parallel.go). The table is prepared
// first, in chunks between which the slice may end; a search stopped
// meanwhile plays its first root action.
func (ab *alphaBeta) run(t *tables) {
	g := ab.g
	if g.Outcome().Over {
		return
	}
	ab.tt, ab.abWork = &t.tt, t.work()
	ab.reset()
	ab.rootMoves()
	if len(ab.rootActs) == 0 {
		return
	}
	ab.best, ab.hasBest = ab.rootActs[0], true
	if !ab.tt.prepare(ab.ttBits, ab.ctl.pace) {
		return
	}
	ab.ctl.restartTime()
	if n := ab.ev.endgame(g); n > 0 && ab.solve(n) {
		return
	}
	limit := MaxDepth
	if ab.depth > 0 && ab.depth < limit {
		limit = ab.depth
	}
	// searchThreads is a constant: WebAssembly's build leaves the
	// parallel search out (see size_js.go).
	if searchThreads > 1 && ab.threads > 1 {
		stop := ab.helpers(ab.threads, t, limit)
		defer stop()
	}
	for d := 1; d <= limit; d++ {
		if tm := ab.ctl.team; tm != nil {
			tm.depth.Store(int32(d))
		}
		ab.horizon = false
		if !ab.iterate(d) {
			return
		}
		ab.done = d
		if proven(ab.bestScore) || !ab.horizon {
			return
		}
	}
}

// rootMoves lists the root's actions, one per resulting position, and
// gives each a random jitter when the level asks for one.
func (ab *alphaBeta) rootMoves() {
	g := ab.g
	all := ab.actions(nil)
	ab.rootActs = all[:0:0]
	seen := make(map[uint64]bool, len(all))
	for _, a := range all {
		g.Apply(a, nil)
		h := g.Hash()
		g.Undo()
		if !seen[h] {
			seen[h] = true
			ab.rootActs = append(ab.rootActs, a)
		}
	}
	ab.rootVals = make([]int32, len(ab.rootActs))
	if ab.noise > 0 {
		for i := range ab.rootVals {
			ab.rootVals[i] = int32(ab.rand.IntN(int(2*ab.noise+1))) - ab.noise
		}
	}
}

// solve searches the small endgame to its end with evaluations turned off,
// for at most nodes nodes: past them, the ordinary search takes over with
// what is left of the budget.
// It reports whether the result is exact; if not, the table starts a new
// age so that its guesses do not mislead the ordinary search.
func (ab *alphaBeta) solve(nodes int64) bool {
	ab.solving, ab.horizon = true, false
	saveNoise := ab.noise
	ab.noise = 0
	ab.ctl.cap = ab.ctl.nodes + nodes
	ok := ab.iterate(maxPly - 1)
	ab.solving, ab.noise = false, saveNoise
	if ok && !ab.horizon || ab.hasBest && ab.bestScore >= provenMin {
		// Exact, or a forced win found before the cap: a proven win's
		// bound never rests on an evaluation.
		ab.done = maxPly - 1
		ab.ctl.cap = 0
		return true
	}
	ab.ctl.uncap()
	ab.tt.newAge()
	return false
}

// iterate runs one iteration to depth d and reports whether it finished.
// An unfinished iteration still improves the result with the root actions
// it searched completely. With noise every root action gets a full window,
// so that the jitter compares exact scores.
func (ab *alphaBeta) iterate(d int) bool {
	g := ab.g
	me := g.ToMove()
	alpha, beta := -scoreInf, scoreInf
	bestIdx := -1
	for i, a := range ab.rootActs {
		g.Apply(a, nil)
		if ab.ctl.tick(1) {
			g.Undo()
			break
		}
		same := g.ToMove() == me
		cd := d - ab.ev.cost(a)
		var v int32
		switch {
		case ab.noise > 0:
			// The jitter blurs evaluations, never a proven result: the
			// fastest win still goes first.
			v = ab.child(cd, 1, -scoreInf, scoreInf, same)
			if !proven(v) {
				v += ab.rootVals[i]
			}
		case bestIdx < 0:
			v = ab.child(cd, 1, alpha, beta, same)
		default:
			v = ab.child(cd, 1, alpha, alpha+1, same)
			if v > alpha && !ab.ctl.stopped {
				v = ab.child(cd, 1, alpha, beta, same)
			}
		}
		g.Undo()
		if ab.ctl.stopped {
			break
		}
		if bestIdx < 0 || v > alpha {
			alpha, bestIdx = v, i
			ab.best, ab.bestScore = a, v
			ab.bestPV = append(ab.bestPV[:0], a)
			ab.bestPV = append(ab.bestPV, ab.pv[1][1:ab.pvLen[1]]...)
		}
	}
	if bestIdx > 0 {
		// The best action goes first in the next iteration.
		a, r := ab.rootActs[bestIdx], ab.rootVals[bestIdx]
		copy(ab.rootActs[1:bestIdx+1], ab.rootActs[:bestIdx])
		copy(ab.rootVals[1:bestIdx+1], ab.rootVals[:bestIdx])
		ab.rootActs[0], ab.rootVals[0] = a, r
	}
	return !ab.ctl.stopped
}

// child searches the position after an action from the view of the player
// who decided it: negated when the other player decides next, as it is
// when the same player decides again.
func (ab *alphaBeta) child(depth, ply int, alpha, beta int32, same bool) int32 {
	if same {
		return ab.search(depth, ply, alpha, beta)
	}
	return -ab.search(depth, ply, -beta, -alpha)
}

// sortedPicks is how many children of a node are picked by their ordering
// score before the rest follow in listing order.
const sortedPicks = 6

// noAction marks an empty killer or table slot.
const noAction = ^rules.Action(0)

// solvedDepth is the depth recorded for a subtree searched to its end:
// deeper than any search goes (maxPly), so it answers any later probe.
const solvedDepth = 1<<8 - 1

// search returns the score of the current position for the player who
// decides, within (alpha, beta). Its value is meaningless once the control
// has stopped.
func (ab *alphaBeta) search(depth, ply int, alpha, beta int32) int32 {
	g := ab.g
	ab.pvLen[ply] = ply
	if o := g.Outcome(); o.Over {
		return terminal(o, g.ToMove(), ply)
	}
	if ply >= maxPly-1 {
		ab.horizon = true
		if ab.solving {
			return 0
		}
		return ab.ev.evaluate(g)
	}
	if depth <= 0 && ab.ev.settled(g) {
		return ab.quiesce(depth, ply, alpha, beta)
	}
	outer := ab.horizon
	ab.horizon = false
	key := g.Hash()
	off := ab.ev.offset(g)
	ttMove := noAction
	var e ttEntry
	var ok bool
	if searchThreads > 1 && ab.tt.shared {
		e, ok = ab.tt.probeShared(key)
	} else {
		e, ok = ab.tt.probe(key)
	}
	if ok {
		ttMove = e.move()
		if int(e.depth()) >= depth {
			s := fromTable(e.score(), ply) + off
			if e.bound() == boundExact || (e.bound() == boundLower && s >= beta) || (e.bound() == boundUpper && s <= alpha) {
				ab.horizon = outer || int(e.depth()) < solvedDepth
				return s
			}
		}
	}
	me := g.ToMove()
	acts := ab.actions(ab.acts[ply][:0])
	ab.acts[ply] = acts
	order := ab.order[ply][:0]
	k := ab.killers[ply]
	for _, a := range acts {
		var s int32
		switch a {
		case ttMove:
			s = 1 << 30
		case k[0]:
			s = 1 << 29
		case k[1]:
			s = 1 << 28
		default:
			s = ab.history[me&1][a%historySize]
		}
		order = append(order, s)
	}
	ab.order[ply] = order
	best, bestMove := -scoreInf, noAction
	origAlpha := alpha
	searched := 0
	for i := range acts {
		// The first few picks go by score (table move, killers, history);
		// the rest, where a cutoff is unlikely, in listing order.
		if i < sortedPicks {
			j := i
			for m := i + 1; m < len(acts); m++ {
				if order[m] > order[j] {
					j = m
				}
			}
			acts[i], acts[j] = acts[j], acts[i]
			order[i], order[j] = order[j], order[i]
		}
		a := acts[i]
		g.Apply(a, nil)
		if ab.ctl.tick(1) {
			g.Undo()
			return 0
		}
		same := g.ToMove() == me
		cd := depth - ab.ev.cost(a)
		var v int32
		if searched == 0 {
			v = ab.child(cd, ply+1, alpha, beta, same)
		} else {
			v = ab.child(cd, ply+1, alpha, alpha+1, same)
			if v > alpha && v < beta && !ab.ctl.stopped {
				v = ab.child(cd, ply+1, alpha, beta, same)
			}
		}
		g.Undo()
		searched++
		if ab.ctl.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, a
			if v > alpha {
				alpha = v
				ab.pv[ply][ply] = a
				n := copy(ab.pv[ply][ply+1:], ab.pv[ply+1][ply+1:ab.pvLen[ply+1]])
				ab.pvLen[ply] = ply + 1 + n
				if v >= beta {
					if k[0] != a {
						ab.killers[ply] = [2]rules.Action{a, k[0]}
					}
					ab.reward(me, a, depth)
					break
				}
			}
		}
	}
	bound := boundOf(best, origAlpha, beta)
	stored := max(depth, 0)
	if !ab.horizon {
		stored = solvedDepth
	}
	ab.tt.store(key, bestMove, best-off, stored, bound, ply)
	ab.horizon = ab.horizon || outer
	return best
}

// quiesceTurns is how many turns quiescence looks beyond the horizon.
const quiesceTurns = 2

// quiesce scores a position at the horizon: the evaluation, or better
// for the player to move, what the game's tactical actions (GIPF's
// captures) give, played out with their removals for up to quiesceTurns
// turns (depth counts them below zero).
func (ab *alphaBeta) quiesce(depth, ply int, alpha, beta int32) int32 {
	g := ab.g
	ab.horizon = true
	if ab.solving {
		return 0
	}
	best := ab.ev.evaluate(g)
	if best >= beta || depth <= -quiesceTurns {
		return best
	}
	acts := ab.ev.tactical(g, ab.acts[ply][:0])
	ab.acts[ply] = acts
	alpha = max(alpha, best)
	me := g.ToMove()
	for _, a := range acts {
		g.Apply(a, nil)
		if ab.ctl.tick(1) {
			g.Undo()
			return 0
		}
		v := ab.child(depth-ab.ev.cost(a), ply+1, alpha, beta, g.ToMove() == me)
		g.Undo()
		if ab.ctl.stopped {
			return 0
		}
		if v > best {
			best = v
			if v >= beta {
				break
			}
			alpha = max(alpha, v)
		}
	}
	ab.horizon = true
	return best
}

// distinctLister is a game that can list one action per resulting
// position, which is all a search needs to branch on.
type distinctLister interface {
	DistinctActions(buf []rules.Action) []rules.Action
}

// actions appends the actions the search branches on.
func (ab *alphaBeta) actions(buf []rules.Action) []rules.Action {
	if ab.distinct != nil {
		return ab.distinct.DistinctActions(buf)
	}
	return ab.g.Actions(buf)
}

// reward raises the history score of an action that caused a cutoff,
// halving the whole table before it could grow into the killers' range.
func (ab *alphaBeta) reward(p rules.Player, a rules.Action, depth int) {
	h := &ab.history[p&1]
	h[a%historySize] += int32(depth * depth)
	if h[a%historySize] > 1<<26 {
		for i := range h {
			h[i] /= 2
		}
	}
}

// result is the best root action so far, its value in the protocol's
// convention and its principal line.
func (ab *alphaBeta) result() (rules.Action, float64, []rules.Action, int, bool) {
	if !ab.hasBest {
		return 0, 0, nil, 0, false
	}
	pv := ab.bestPV
	if len(pv) == 0 || pv[0] != ab.best {
		pv = []rules.Action{ab.best}
	}
	return ab.best, protocolValue(ab.ev, ab.scored, ab.bestScore), pv, ab.done, true
}
