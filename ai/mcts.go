package ai

import (
	"math"

	"tavola/rules"
)

// mctsNodes is the size of the tree arena (about 40 bytes a node); once it
// is full the tree stops growing and playouts go on from its leaves.
const mctsNodes = 1 << 18

// playoutCap ends a random playout that is still going after so many
// plies; it counts as a draw.
const playoutCap = 400

// uctC is the exploration constant of UCB1 on results in [0, 1].
const uctC = 1.0

// mctsNode is one action of the tree. Wins are counted for the player who
// chose the action (a draw is half a win).
type mctsNode struct {
	action   rules.Action
	mover    rules.Player
	expanded bool
	first    int32 // children are nodes first .. first+count-1
	count    int32
	visits   float64
	wins     float64
	margin   float64 // root children in scored games: the sum of final margins
}

// mcts is Monte Carlo tree search with UCB1 selection and uniformly random
// playouts, on a preallocated arena.
type mcts struct {
	g      rules.Game
	ctl    *control
	rand   rng
	scored bool
	size   int // the arena's capacity
	nodes  []mctsNode
	path   []int32
	buf    []rules.Action
}

func newMCTS(g rules.Game, ctl *control, b Budget, seed uint64, scored bool) *mcts {
	size := mctsNodes
	if b.Nodes > 0 && b.Nodes < mctsNodes/64 {
		size = int(b.Nodes)*64 + 64
	}
	return &mcts{g: g, ctl: ctl, rand: rng{seed}, scored: scored, size: size}
}

// run grows the tree until the budget ends. The arena is allocated here,
// so that its cost counts as the search's working time.
func (m *mcts) run() {
	if m.g.Outcome().Over {
		return
	}
	m.nodes = make([]mctsNode, 1, m.size)
	m.nodes[0].mover = rules.NoPlayer
	m.path = make([]int32, 0, 512)
	m.buf = make([]rules.Action, 0, 128)
	for {
		plies := m.iterate()
		if m.ctl.tick(plies + 1) {
			return
		}
	}
}

// iterate runs one selection, expansion, playout and backup; it returns
// the number of actions it applied (all undone again).
func (m *mcts) iterate() int {
	g := m.g
	applied := 0
	m.path = append(m.path[:0], 0)
	n := int32(0)
	for {
		if g.Outcome().Over {
			break
		}
		if !m.nodes[n].expanded && !m.expand(n) {
			break
		}
		n = m.pick(n)
		g.Apply(m.nodes[n].action, nil)
		applied++
		m.path = append(m.path, n)
		if m.nodes[n].visits == 0 {
			break
		}
	}
	// Random playout.
	played := 0
	for !g.Outcome().Over && played < playoutCap {
		m.buf = g.Actions(m.buf[:0])
		g.Apply(m.buf[m.rand.intn(len(m.buf))], nil)
		played++
	}
	o := g.Outcome()
	for ; played > 0; played-- {
		g.Undo()
	}
	if m.scored && o.Over && len(m.path) > 1 {
		node := &m.nodes[m.path[1]]
		node.margin += float64(o.Score[node.mover] - o.Score[node.mover.Other()])
	}
	for _, i := range m.path {
		node := &m.nodes[i]
		node.visits++
		switch {
		case !o.Over || o.Winner == rules.NoPlayer:
			node.wins += 0.5
		case o.Winner == node.mover:
			node.wins++
		}
	}
	for ; applied > 0; applied-- {
		g.Undo()
	}
	return len(m.path) + played
}

// expand gives node n its children; false when the arena is full.
func (m *mcts) expand(n int32) bool {
	g := m.g
	m.buf = g.Actions(m.buf[:0])
	if len(m.nodes)+len(m.buf) > cap(m.nodes) {
		return false
	}
	first := int32(len(m.nodes))
	p := g.ToMove()
	for _, a := range m.buf {
		m.nodes = append(m.nodes, mctsNode{action: a, mover: p})
	}
	node := &m.nodes[n]
	node.first, node.count, node.expanded = first, int32(len(m.buf)), true
	return true
}

// pick chooses the child of n to follow: an unvisited one first (the
// first in listing order from a random start), else the best by UCB1.
func (m *mcts) pick(n int32) int32 {
	node := &m.nodes[n]
	start := int32(m.rand.intn(int(node.count)))
	for k := int32(0); k < node.count; k++ {
		c := node.first + (start+k)%node.count
		if m.nodes[c].visits == 0 {
			return c
		}
	}
	logN := math.Log(node.visits)
	best, bestU := node.first, -1.0
	for c := node.first; c < node.first+node.count; c++ {
		ch := &m.nodes[c]
		u := ch.wins/ch.visits + uctC*math.Sqrt(logN/ch.visits)
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best
}

// result is the most visited root action and its line.
func (m *mcts) result() (rules.Action, float64, []rules.Action, int, bool) {
	if len(m.nodes) == 0 {
		return 0, 0, nil, 0, false
	}
	root := &m.nodes[0]
	if !root.expanded || root.count == 0 {
		return 0, 0, nil, 0, false
	}
	var pv []rules.Action
	n := int32(0)
	rate, margin := 0.5, 0.0
	for m.nodes[n].expanded && m.nodes[n].count > 0 {
		node := &m.nodes[n]
		best := int32(-1)
		for c := node.first; c < node.first+node.count; c++ {
			if best < 0 || m.nodes[c].visits > m.nodes[best].visits {
				best = c
			}
		}
		if m.nodes[best].visits == 0 {
			break
		}
		if n == 0 {
			rate = m.nodes[best].wins / m.nodes[best].visits
			margin = m.nodes[best].margin / m.nodes[best].visits
		}
		pv = append(pv, m.nodes[best].action)
		n = best
	}
	if len(pv) == 0 {
		return m.nodes[root.first].action, 0, nil, 0, true
	}
	// The value: the winning rate scaled to ±999 or, in Kpé, the mean
	// final seed difference of the playouts (capped ones count as even).
	v := (2*rate - 1) * 999
	if m.scored {
		v = margin
	}
	return pv[0], math.Round(v*100) / 100, pv, len(pv), true
}
