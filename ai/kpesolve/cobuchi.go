package kpesolve

import "fmt"

// The co-Büchi games of an unlocked layer bound the value of a window's
// first position more tightly than the no-loop and cash-out games. P (the
// mover at a board's first node) fixed and a level v, let S_v be the
// positions of the layer on no cycle (they never repeat) or whose
// cash-out is worth at least v to P; P wins a play that ends in an exit
// worth at least v to P (the seeds taken and the next window's bound), or
// in the end of the game with at least v, or that from some point on stays
// in S_v forever. Where P wins that game from a window's first position,
// its value is at least v: under P's memoryless winning strategy a
// position outside S_v is visited at most once, so the first repetition,
// if any, is of a position on a cycle whose cash-out is worth at least v
// (docs/AI.md, "Tighter window bounds on the small layers", has
// the argument). The cash-out game
// D ≥ v is that game with "stays in S_v" from the start, the no-loop game
// L ≥ v the one without it: the co-Büchi bound is at least max(D, L).

// tighten replaces the window bounds of l by the co-Büchi games' (see
// layerGraph.solve), its exits worth the window bounds of the layers
// below. They are never looser than the no-loop and cash-out games' (the
// co-Büchi games contain both): an error says they are, which would be a
// bug.
func (l *Layer) tighten(lower func(int) *Layer) error {
	g := newLayerGraph(l.N, l.Cyc, func(m int) []int8 { return lower(m).Lo }, func(m int) []int8 { return lower(m).Hi })
	lo, hi, _ := g.solve()
	for k := range lo {
		if lo[k] < l.Lo[k] || hi[k] > l.Hi[k] || lo[k] > hi[k] {
			return fmt.Errorf("board %d: co-Büchi bounds [%d, %d] against [%d, %d]", k, lo[k], hi[k], l.Lo[k], l.Hi[k])
		}
	}
	l.Lo, l.Hi = lo, hi
	return nil
}

// layerGraph is the in-layer move graph of the unlocked layer with n
// seeds, its exits summarised, laid out for repeated attractor
// computations: board k's in-layer successors are succ[4k : 4k+deg[k]],
// its in-layer parents (once per move) pred[predAt[k]:predAt[k+1]].
type layerGraph struct {
	n      int
	deg    []uint8
	moves  []uint8 // all legal moves, exits included (0: the game is over)
	succ   []uint32
	predAt []uint32
	pred   []uint32
	cash   []int8 // the mover's cash-out on a cycle, or none off cycles
	// exitX is the mover's best exit in the mover's view (the seeds taken
	// minus the next mover's upper window bound), none without one; exitY
	// is, where P's opponent moves, the exit worst for P in P's view (P's
	// lower window bound there minus the seeds taken), 127 without one.
	exitX, exitY []int8
}

// newLayerGraph builds the graph of layer n, its exits worth the window
// bounds lo(m) and hi(m) of the layers below (m < n seeds).
func newLayerGraph(n int, cyc bitset, lo, hi func(m int) []int8) *layerGraph {
	size := Size(n)
	g := &layerGraph{
		n: n, deg: make([]uint8, size), moves: make([]uint8, size), succ: make([]uint32, 4*size),
		predAt: make([]uint32, size+1), cash: make([]int8, size),
		exitX: make([]int8, size), exitY: make([]int8, size),
	}
	var ms []Move
	b := Unrank(n, 0)
	for k := range size {
		ms = Moves(State{b, Unlocked}, ms[:0])
		g.moves[k] = uint8(len(ms))
		ex, ey := none, 127
		for _, m := range ms {
			r := Rank(m.Next.Board)
			if m.Taken == 0 {
				g.succ[4*k+int(g.deg[k])] = r
				g.deg[k]++
				g.predAt[r+1]++
				continue
			}
			ex = max(ex, m.Taken-int(hi(n - m.Taken)[r]))
			ey = min(ey, int(lo(n - m.Taken)[r])-m.Taken)
		}
		g.exitX[k], g.exitY[k] = int8(ex), int8(ey)
		g.cash[k] = none
		if cyc.has(uint32(k)) {
			g.cash[k] = int8(b.CashOut())
		}
		b, _ = next(b)
	}
	for k := range size {
		g.predAt[k+1] += g.predAt[k]
	}
	g.pred = make([]uint32, g.predAt[size])
	fill := make([]uint32, size)
	copy(fill, g.predAt[:size])
	for k := range size {
		for _, r := range g.succ[4*k : 4*k+int(g.deg[k])] {
			g.pred[fill[r]] = uint32(k)
			fill[r]++
		}
	}
	return g
}

// coBuchi holds the work space of the co-Büchi games on one layerGraph,
// P fixed, played on two nodes a board: 2k where P moves on board k (in
// P's frame), 2k+1 where P's opponent does (in theirs). A move from node
// 2k goes to node 2r+1 for its successor r, and from 2k+1 to 2r.
type coBuchi struct {
	g     *layerGraph
	win   []bool  // the nodes where P wins the game at the current level
	cnt   []uint8 // per node: in the attractor, P's opponent's moves not into win; in the safety part, P's moves that stay
	cand  []bool  // the safety part being computed
	queue []uint32
}

// good reports whether node u is in S_v: off every cycle (it never
// repeats), or its cash-out worth at least v to P.
func (c *coBuchi) good(u uint32, v int) bool {
	cash := int(c.g.cash[u>>1])
	if cash == none {
		return true
	}
	if u&1 != 0 {
		cash = -cash
	}
	return cash >= v
}

// exitWins reports whether P, moving at node u, has an exit worth at
// least v; exitLoses whether P's opponent, moving at u, has one worth less
// than v to P.
func (c *coBuchi) exitWins(u uint32, v int) bool  { return u&1 == 0 && int(c.g.exitX[u>>1]) >= v }
func (c *coBuchi) exitLoses(u uint32, v int) bool { return u&1 != 0 && int(c.g.exitY[u>>1]) < v }

// over reports, for a node whose mover has no seeds, whether P wins there
// at level v: P's opponent then collects all n seeds.
func (c *coBuchi) over(u uint32, v int) bool {
	if u&1 != 0 {
		return c.g.n >= v
	}
	return -c.g.n >= v
}

// solve finds, for every v from n down to −n (the parity of n), the nodes
// from which P wins the co-Büchi game at v, and returns for each board the
// best v at which P moving there wins (lo, P's lower bound for a window's
// first position) and minus the best v at which P's opponent moving there
// wins for P (hi: the mover's upper bound; the game is the same for both
// players). The winning sets grow as v falls, so each level starts from
// the one above. rounds counts the safety parts found (the levels of the
// co-Büchi strategies).
func (g *layerGraph) solve() (lo, hi []int8, rounds int) {
	size := len(g.deg)
	c := &coBuchi{g: g, win: make([]bool, 2*size), cnt: make([]uint8, 2*size), cand: make([]bool, 2*size)}
	lo, hi = make([]int8, size), make([]int8, size)
	for k := range size {
		lo[k], hi[k] = none, none
	}
	for v := g.n; v >= -g.n; v -= 2 {
		c.attract(v, false)
		for c.safety(v) {
			rounds++
			c.attract(v, true)
		}
		for k := range size {
			if lo[k] == none && c.win[2*k] {
				lo[k] = int8(v)
			}
			if hi[k] == none && c.win[2*k+1] {
				hi[k] = int8(-v)
			}
		}
	}
	return lo, hi, rounds
}

// blocked marks a node of P's opponent that an exit or a move out of the
// set keeps out of it.
const blocked = 255

// attract makes win P's attractor, at level v, of win (and cand, with
// withCand), and of the sinks P wins: the end of the game where P's
// opponent has no seeds, or P's exit worth v.
func (c *coBuchi) attract(v int, withCand bool) {
	g := c.g
	c.queue = c.queue[:0]
	for u := range uint32(len(c.win)) {
		k := u >> 1
		switch {
		case c.win[u] || withCand && c.cand[u]:
		case g.moves[k] == 0:
			if !c.over(u, v) {
				continue
			}
		case c.exitWins(u, v):
		default:
			continue
		}
		c.win[u] = true
		c.queue = append(c.queue, u)
	}
	for u := uint32(1); u < uint32(len(c.win)); u += 2 {
		k := u >> 1
		if c.win[u] {
			continue
		}
		if c.exitLoses(u, v) {
			c.cnt[u] = blocked
			continue
		}
		// Every node of win is in the queue, and each counts off its
		// parents once: count all the moves here.
		c.cnt[u] = g.deg[k]
		if g.deg[k] == 0 {
			c.win[u] = true
			c.queue = append(c.queue, u)
		}
	}
	c.propagate(c.win, true, 0)
}

// propagate works off c.queue, whose nodes have just been set to `to` in
// set: each tells its in-layer parents q not yet set so. A parent whose
// mover is anyOf (0: P, 1: P's opponent) is set at once; the other once its
// count in c.cnt falls to zero, never while blocked. Those set go on the
// queue in turn.
func (c *coBuchi) propagate(set []bool, to bool, anyOf uint32) {
	g := c.g
	for len(c.queue) > 0 {
		u := c.queue[len(c.queue)-1]
		c.queue = c.queue[:len(c.queue)-1]
		k := u >> 1
		for _, p := range g.pred[g.predAt[k]:g.predAt[k+1]] {
			q := 2*p | (u&1 ^ 1)
			if set[q] == to || q&1 != anyOf && c.cnt[q] == blocked {
				continue
			}
			if q&1 != anyOf {
				c.cnt[q]--
				if c.cnt[q] != 0 {
					continue
				}
			}
			set[q] = to
			c.queue = append(c.queue, q)
		}
	}
}

// safety computes in cand the nodes outside win, in S_v, from which P can
// stay in cand ∪ win forever (the greatest such set), and reports whether
// there is any.
func (c *coBuchi) safety(v int) bool {
	g := c.g
	for u := range uint32(len(c.win)) {
		c.cand[u] = !c.win[u] && g.moves[u>>1] != 0 && c.good(u, v)
	}
	c.queue = c.queue[:0]
	for u := range uint32(len(c.win)) {
		if !c.cand[u] {
			continue
		}
		k := u >> 1
		n := uint8(0)
		out := false
		for _, r := range g.succ[4*k : 4*k+uint32(g.deg[k])] {
			w := 2*r | (u&1 ^ 1)
			if c.cand[w] || c.win[w] {
				n++
			} else {
				out = true
			}
		}
		c.cnt[u] = n
		if u&1 == 0 && n == 0 || u&1 != 0 && (out || c.exitLoses(u, v)) {
			c.queue = append(c.queue, u)
		}
	}
	for _, u := range c.queue {
		c.cand[u] = false
	}
	c.propagate(c.cand, false, 1)
	for _, in := range c.cand {
		if in {
			return true
		}
	}
	return false
}

// narrow searches, as a window's first position, every board of l whose
// window bounds differ, with l and the layers below as the tables, and
// keeps what the search proves: exact values, wherever measured (see
// SearchSeeds). One Searcher serves the whole layer, so that what it
// learns of window-first positions serves the boards after.
func (l *Layer) narrow(lower func(int) *Layer) {
	sr := &Searcher{Src: layerStack{l, lower}, Limit: narrowLimit}
	for k := range l.Lo {
		if l.Lo[k] == l.Hi[k] {
			continue
		}
		res := sr.Solve(State{Unrank(l.N, uint32(k)), Unlocked}, nil)
		l.Lo[k], l.Hi[k] = max(l.Lo[k], int8(res.Lo)), min(l.Hi[k], int8(res.Hi))
	}
}

// layerStack is a Source over a layer being solved and the layers below
// it, those that hold their cash-out bounds (D, U) as well.
type layerStack struct {
	top   *Layer
	lower func(int) *Layer
}

func (t layerStack) Lookup(s State) (Entry, bool) {
	n := s.Board.Total()
	if s.Lock != Unlocked || n > t.top.N {
		return Entry{}, false
	}
	l := t.top
	if n < t.top.N {
		l = t.lower(n)
	}
	if l == nil || l.D == nil {
		return Entry{}, false
	}
	return l.entry(Rank(s.Board)), true
}
