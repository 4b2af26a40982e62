package ai

import (
	"math/bits"
	"math/rand/v2"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/gipf"
)

// gf1Search is a replica of GF1 ("Gipf for One" 1.03 by Kurt Van den
// Branden, the 2001 Computer Olympiad winner) written from its published
// description (docs/AI.md, "GIPF against GF1"; GF1's GPL sources were
// read, not copied): a yardstick for the project's own search, not GF1 itself.
//
// It searches with MTD(f) and iterative deepening to a fixed depth counted
// in whole turns: a push costs one turn, a removal decision costs nothing
// and is never cut off at the horizon, so every push is seen with all its
// removals. Its evaluation is GF1's (gf1Eval); a finished game is ±1000
// whatever its distance, and it knows no repetition draw (a repeated
// position is evaluated like any other). Moves into one empty spot from
// different dots are generated once (the game's own listing does that),
// and in Tournament it enters GIPF pieces only while it has fewer than
// three on the board. Among root actions of equal value it plays one at
// random (the root actions are shuffled once, from the seed), as GF1
// does. It has no move ordering of its own beyond the transposition
// table's move; its speed does not change its play, which is fixed by the
// depth.
type gf1Search struct {
	g     *gipf.Game
	ctl   *control
	tt    *table
	depth int
	rand  *rand.Rand
	acts  [maxPly][]rules.Action
	root  []rules.Action

	best      rules.Action
	bestScore int32
	done      int
	hasBest   bool
}

// gf1Win is GF1's value of a won game; its search window is one wider.
const (
	gf1Win = 1000
	gf1Inf = gf1Win + 1
)

// gf1MaxGIPF is how many GIPF pieces GF1 keeps on the board at most in
// Tournament.
const gf1MaxGIPF = 3

func newGF1(g *gipf.Game, ctl *control, b Budget, seed uint64) *gf1Search {
	s := &gf1Search{g: g, ctl: ctl, depth: b.Depth, rand: seeded.New(seed, streamGF1)}
	if s.depth <= 0 || s.depth >= maxPly/2 {
		s.depth = maxPly / 2
	}
	for i := range s.acts {
		s.acts[i] = make([]rules.Action, 0, 96)
	}
	return s
}

// actions lists what GF1 branches on: the game's actions, without GIPF
// pushes once three GIPF pieces of the mover are on the board.
func (s *gf1Search) actions(buf []rules.Action) []rules.Action {
	g := s.g
	buf = g.Actions(buf)
	if g.Variant() != gipf.Tournament || g.GIPFOnBoard(g.ToMove()) < gf1MaxGIPF {
		return buf
	}
	n := 0
	for _, a := range buf {
		if !gipf.IsGIPFPush(a) {
			buf[n] = a
			n++
		}
	}
	return buf[:n]
}

func (s *gf1Search) run(t *tables) {
	g := s.g
	if g.Outcome().Over {
		return
	}
	s.tt = &t.tt
	s.root = s.actions(nil)
	if len(s.root) == 0 {
		return
	}
	for i := len(s.root) - 1; i > 0; i-- {
		j := s.rand.IntN(i + 1)
		s.root[i], s.root[j] = s.root[j], s.root[i]
	}
	s.best, s.hasBest = s.root[0], true
	if !s.tt.prepare(min(18, maxTableBits), s.ctl.pace) {
		return
	}
	s.ctl.restartTime()
	// Each iteration starts from the value of the one before the last,
	// as GF1's does (values alternate with the side that moves last).
	var prev, last int32
	for d := 1; d <= s.depth; d++ {
		v, ok := s.mtdf(d, prev)
		if !ok {
			return
		}
		prev, last = last, v
		s.done = d
		if v >= gf1Win || v <= -gf1Win {
			return
		}
	}
}

// mtdf finds the value of the root at depth d by null-window searches
// around guess, and takes the action of the last one that failed high.
func (s *gf1Search) mtdf(d int, guess int32) (int32, bool) {
	lower, upper := int32(-gf1Inf), int32(gf1Inf)
	var move rules.Action
	found := false
	for lower < upper {
		gamma := guess
		if guess == lower {
			gamma++
		}
		v, m, ok := s.rootTest(d, gamma)
		if !ok {
			return 0, false
		}
		guess = v
		if v < gamma {
			upper = v
		} else {
			lower, move, found = v, m, true
		}
	}
	if found {
		s.best, s.bestScore = move, guess
	}
	return guess, true
}

// rootTest is a null-window search of the root at gamma: it returns a
// bound on the root's value and, when that is at least gamma, the action
// that reached it (which goes first from then on).
func (s *gf1Search) rootTest(d int, gamma int32) (int32, rules.Action, bool) {
	g := s.g
	me := g.ToMove()
	best := int32(-gf1Inf)
	for i, a := range s.root {
		g.Apply(a, nil)
		if s.ctl.tick(1) {
			g.Undo()
			return 0, 0, false
		}
		v := s.child(d-gf1Cost(a), 1, gamma-1, gamma, g.ToMove() == me)
		g.Undo()
		if s.ctl.stopped {
			return 0, 0, false
		}
		best = max(best, v)
		if v >= gamma {
			copy(s.root[1:i+1], s.root[:i])
			s.root[0] = a
			return v, a, true
		}
	}
	return best, 0, true
}

// gf1Cost is the depth an action costs: one turn for a push, nothing for
// a removal decision.
func gf1Cost(a rules.Action) int {
	if gipf.IsRemoval(a) {
		return 0
	}
	return 1
}

func (s *gf1Search) child(depth, ply int, alpha, beta int32, same bool) int32 {
	if same {
		return s.search(depth, ply, alpha, beta)
	}
	return -s.search(depth, ply, -beta, -alpha)
}

// search is a fail-soft alpha-beta search of the current position for the
// player who decides, with the transposition table's move first.
func (s *gf1Search) search(depth, ply int, alpha, beta int32) int32 {
	g := s.g
	if o := g.Outcome(); o.Over && o.Reason != rules.Repetition {
		if o.Winner == g.ToMove() {
			return gf1Win
		}
		return -gf1Win
	}
	if (depth <= 0 && !g.RemovalPending()) || ply >= maxPly-1 || g.Outcome().Over {
		return gf1Eval(g)
	}
	key := g.Hash()
	ttMove := noAction
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move()
		if int(e.depth()) >= depth {
			switch {
			case e.bound() == boundExact,
				e.bound() == boundLower && e.score() >= beta,
				e.bound() == boundUpper && e.score() <= alpha:
				return e.score()
			}
		}
	}
	me := g.ToMove()
	acts := s.actions(s.acts[ply][:0])
	s.acts[ply] = acts
	for i, a := range acts {
		if a == ttMove {
			copy(acts[1:i+1], acts[:i])
			acts[0] = a
			break
		}
	}
	best, bestMove := int32(-gf1Inf), noAction
	a0 := alpha
	for _, a := range acts {
		g.Apply(a, nil)
		if s.ctl.tick(1) {
			g.Undo()
			return 0
		}
		v := s.child(depth-gf1Cost(a), ply+1, alpha, beta, g.ToMove() == me)
		g.Undo()
		if s.ctl.stopped {
			return 0
		}
		if v > best {
			best, bestMove = v, a
			alpha = max(alpha, v)
			if v >= beta {
				break
			}
		}
	}
	s.tt.store(key, bestMove, best, max(depth, 0), boundOf(best, a0, beta), ply)
	return best
}

func (s *gf1Search) result() (rules.Action, float64, []rules.Action, int, bool) {
	if !s.hasBest {
		return 0, 0, nil, 0, false
	}
	return s.best, float64(s.bestScore), []rules.Action{s.best}, s.done, true
}

// gf1Eval is GF1's evaluation for the player who decides: each side
// starts at 20 and adds 20 per enemy piece captured, 1 per own piece on
// the board (a GIPF piece counts two), −5 with a single GIPF piece left,
// and the centre bonus (e5 5, the ring around it 2, the next ring 1, half
// again for a GIPF piece); the value is (mine − theirs)·1000/(mine +
// theirs), truncated. A side with an empty reserve scores ∓999.
func gf1Eval(g rules.Game) int32 {
	gg := g.(*gipf.Game)
	me := gg.ToMove()
	op := me.Other()
	switch {
	case gg.Reserve(me) == 0:
		return -999
	case gg.Reserve(op) == 0:
		return 999
	}
	w, b, gp := gg.Bitboards()
	men := [2]uint64{w, b}
	side := func(p rules.Player) float64 {
		v := 20 + 20*float64(gg.Lost(p.Other())) + float64(gg.OnBoard(p))
		if gg.Variant() != gipf.Basic && gg.GIPFOnBoard(p) == 1 {
			v -= 5
		}
		for i, ring := range gipfRings {
			m := men[p] & ring
			v += float64(gipfRingWeight[i]) * (float64(bits.OnesCount64(m&^gp)) + 1.5*float64(bits.OnesCount64(m&gp)))
		}
		return v
	}
	mine, theirs := side(me), side(op)
	return int32((mine - theirs) * 1000 / (mine + theirs))
}
