package ai

import (
	"math"
	"math/rand/v2"

	"tavola/internal/seeded"
	"tavola/rules"
)

// mctsNodes is the size of the tree arena (40 bytes a node); once it is
// full the tree stops growing and playouts go on from its leaves.
const mctsNodes = 1 << 18

// arenaChunkBits sizes the pieces the arena is allocated in as the tree
// grows: 2^12 nodes (160 KB).
const arenaChunkBits = 12

// arena holds the nodes of a tree by number, in chunks allocated as the
// tree reaches them and kept from one search to the next (see Searcher).
// A search writes every node it uses before reading it.
type arena struct {
	chunks [mctsNodes >> arenaChunkBits][]mctsNode
}

// at returns node i, allocating its chunk if the tree reaches it first.
func (a *arena) at(i int32) *mctsNode {
	c := &a.chunks[i>>arenaChunkBits]
	if *c == nil {
		*c = make([]mctsNode, 1<<arenaChunkBits)
	}
	return &(*c)[i&(1<<arenaChunkBits-1)]
}

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
	rand   *rand.Rand
	scored bool
	size   int32 // the arena's capacity for this search
	nodes  *arena
	used   int32 // nodes in the tree
	path   []int32
	buf    []rules.Action
}

func newMCTS(g rules.Game, ctl *control, b Budget, seed uint64, scored bool) *mcts {
	size := mctsNodes
	if b.Nodes > 0 && b.Nodes < mctsNodes/64 {
		size = int(b.Nodes)*64 + 64
	}
	return &mcts{g: g, ctl: ctl, rand: seeded.New(seed, streamMCTS), scored: scored, size: int32(size)}
}

// run grows the tree in the arena of t until the budget ends.
func (m *mcts) run(t *tables) {
	if m.g.Outcome().Over {
		return
	}
	m.nodes, m.used = &t.arena, 1
	*m.nodes.at(0) = mctsNode{mover: rules.NoPlayer}
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
		if !m.nodes.at(n).expanded && !m.expand(n) {
			break
		}
		n = m.pick(n)
		g.Apply(m.nodes.at(n).action, nil)
		applied++
		m.path = append(m.path, n)
		if m.nodes.at(n).visits == 0 {
			break
		}
	}
	// Random playout.
	played := 0
	for !g.Outcome().Over && played < playoutCap {
		m.buf = g.Actions(m.buf[:0])
		g.Apply(m.buf[m.rand.IntN(len(m.buf))], nil)
		played++
	}
	o := g.Outcome()
	for ; played > 0; played-- {
		g.Undo()
	}
	if m.scored && o.Over && len(m.path) > 1 {
		node := m.nodes.at(m.path[1])
		node.margin += float64(o.Score[node.mover] - o.Score[node.mover.Other()])
	}
	for _, i := range m.path {
		node := m.nodes.at(i)
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
	if int(m.used)+len(m.buf) > int(m.size) {
		return false
	}
	first := m.used
	p := g.ToMove()
	for _, a := range m.buf {
		*m.nodes.at(m.used) = mctsNode{action: a, mover: p}
		m.used++
	}
	node := m.nodes.at(n)
	node.first, node.count, node.expanded = first, int32(len(m.buf)), true
	return true
}

// pick chooses the child of n to follow: an unvisited one first (the
// first in listing order from a random start), else the best by UCB1.
func (m *mcts) pick(n int32) int32 {
	node := m.nodes.at(n)
	start := int32(m.rand.IntN(int(node.count)))
	for k := int32(0); k < node.count; k++ {
		c := node.first + (start+k)%node.count
		if m.nodes.at(c).visits == 0 {
			return c
		}
	}
	logN := math.Log(node.visits)
	best, bestU := node.first, -1.0
	for c := node.first; c < node.first+node.count; c++ {
		ch := m.nodes.at(c)
		u := ch.wins/ch.visits + uctC*math.Sqrt(logN/ch.visits)
		if u > bestU {
			best, bestU = c, u
		}
	}
	return best
}

// result is the most visited root action and its line.
func (m *mcts) result() (rules.Action, float64, []rules.Action, int, bool) {
	if m.nodes == nil {
		return 0, 0, nil, 0, false
	}
	root := m.nodes.at(0)
	if !root.expanded || root.count == 0 {
		return 0, 0, nil, 0, false
	}
	var pv []rules.Action
	n := int32(0)
	rate, margin := 0.5, 0.0
	for m.nodes.at(n).expanded && m.nodes.at(n).count > 0 {
		node := m.nodes.at(n)
		best := int32(-1)
		for c := node.first; c < node.first+node.count; c++ {
			if best < 0 || m.nodes.at(c).visits > m.nodes.at(best).visits {
				best = c
			}
		}
		b := m.nodes.at(best)
		if b.visits == 0 {
			break
		}
		if n == 0 {
			rate = b.wins / b.visits
			margin = b.margin / b.visits
		}
		pv = append(pv, b.action)
		n = best
	}
	if len(pv) == 0 {
		return m.nodes.at(root.first).action, 0, nil, 0, true
	}
	// The value: the winning rate scaled to ±999 or, in Kpé, the mean
	// final seed difference of the playouts (capped ones count as even).
	v := (2*rate - 1) * 999
	if m.scored {
		v = margin
	}
	return pv[0], math.Round(v*100) / 100, pv, len(pv), true
}
