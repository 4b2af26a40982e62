package kpesolve

import "fmt"

// none marks a level that is not there: no cash-out, no exit.
const none = -128

// Node state bits of a bound game.
const (
	detX   = 1 << 0 // the node where P moves is determined
	detY   = 1 << 1 // the node where P's opponent moves is determined
	cntOne = 1 << 2 // P's opponent's in-window moves not yet determined (3 bits)
	cntMax = 7 * cntOne
)

// game is one bound game on the positions of one window class (an
// unlocked layer, or the reachable positions of one lock state and seed
// count), solved by retrograde analysis. A player P is fixed; each
// position has two nodes, one where P is to move and one where P's
// opponent is: x and y are P's view of them. While solving, each holds the
// level at which the node becomes determined without help from the class
// (its cash-out and exits), then its value. The game's value is the least
// fixed point of its equations: endless play is P's worst result. It is
// found by levels, from P's best down: at level v, a node is determined if
// P can force a result of at least v from it, and the first such level is
// its value.
//
// Two games are solved on each class, both from P's view:
//   - the cash-out game (upper bounds for P): P may end the game at any
//     position on a cycle of the class, each player collecting their row.
//     Every cycle holds such positions, so endless play never happens.
//   - the no-loop game (lower bounds for P): nobody may end it, and
//     endless play is P's worst result, the opponent collecting every seed.
//
// Exits (moves that capture or start a pit, into classes solved before)
// are worth what the window bounds of those classes say: upper bounds in
// the cash-out game, lower bounds in the no-loop game.
type game struct {
	n int
	// node[k] packs what the game knows of position k, in one word so that
	// a position costs one memory access: x (byte 0), y (byte 1), the best
	// exit of P's opponent in P's view or none (byte 2), and the state
	// bits (byte 3).
	node []uint32
	free func() // frees node (newWords)
	// levels has, for each span of levelSpan nodes, bit (v+n)/2 set if
	// one of them may have its own level v (solve's scan skips the
	// others).
	levels []uint64
	done   *meter // nodes determined, shared for progress reports
	count  int64  // nodes determined and not yet added to done
}

// levelSpan is the nodes a word of game.levels covers.
const levelSpan = 64

func newGame(n, size int, done *meter) *game {
	node, free := newWords(size)
	return &game{n: n, node: node, free: free, done: done}
}

// release frees the game's nodes; the game must not be used after it.
func (g *game) release() {
	g.node = nil
	g.free()
}

func pack(x, y, exitY int, st uint8) uint32 {
	return uint32(uint8(x)) | uint32(uint8(y))<<8 | uint32(uint8(exitY))<<16 | uint32(st)<<24
}

func nodeX(w uint32) int           { return int(int8(w)) }
func nodeY(w uint32) int           { return int(int8(w >> 8)) }
func nodeExit(w uint32) int        { return int(int8(w >> 16)) }
func nodeSt(w uint32) uint8        { return uint8(w >> 24) }
func withY(w uint32, y int) uint32 { return w&^0xff00 | uint32(uint8(y))<<8 }

// exits gathers what the exits of one position are worth in both games,
// from P's view at each of its two nodes.
type exits struct {
	upX, upY, lowX, lowY int
	inWindow             int // moves that stay in the class
}

func newExits() exits { return exits{upX: none, upY: 127, lowX: none, lowY: 127} }

// add counts a move taking taken seeds into a position whose window bounds
// (its mover's view) are lo and hi. P moving gains the seeds taken and
// loses what the opponent gains from there; P's opponent moving, the other
// way round.
func (e *exits) add(taken, lo, hi int) {
	e.upX, e.lowX = max(e.upX, taken-lo), max(e.lowX, taken-hi)
	e.upY, e.lowY = min(e.upY, hi-taken), min(e.lowY, lo-taken)
}

// setLevels sets the levels of both games' nodes of position k, whose board
// is b, cyc telling whether it lies on a cycle of the class.
func setLevels(up, low *game, k int, b Board, moves int, e exits, cyc bool) {
	if moves == 0 { // the mover has no seeds: the opponent collects all
		up.node[k] = pack(-up.n, up.n, none, 0)
		low.node[k] = pack(-low.n, low.n, none, 0)
		return
	}
	if e.upY == 127 {
		e.upY, e.lowY = none, none
	}
	cashX, cashY := none, none
	if cyc {
		cashX, cashY = b.CashOut(), -b.CashOut()
	}
	up.setLevels(k, max(e.upX, cashX), e.upY, cashY, e.inWindow)
	low.setLevels(k, e.lowX, e.lowY, none, e.inWindow)
}

func (g *game) setLevels(k, x, exitY, cashY, cnt int) {
	y := cashY
	if cnt == 0 {
		y = max(cashY, exitY)
	}
	g.node[k] = pack(x, y, exitY, uint8(cnt)*cntOne)
}

// solve determines every node, level by level: at each level, it calls
// determine for the nodes whose own level it is, which fixes them and
// everything that follows at that level (see visit).
//
// The nodes whose own level it is are taken seedBatch at a time: they are
// fixed together and what follows from them is worked off together, so
// that the walk has many nodes' words to load at once (the updates at one
// level commute). A seed is a node number, bit 63 set for the node where
// P's opponent moves; determine gets those it must propagate from, fixed.
func (g *game) solve(determine func(seeds []uint64, v int)) {
	g.levels = make([]uint64, (len(g.node)+levelSpan-1)/levelSpan)
	for k, e := range g.node {
		if nodeSt(e)&detX == 0 {
			g.mayBe(uint32(k), nodeX(e))
		}
		if nodeSt(e)&detY == 0 {
			g.mayBe(uint32(k), nodeY(e))
		}
	}
	seeds := make([]uint64, 0, seedBatch)
	for v := g.n; v >= -g.n; v -= 2 {
		bit := uint64(1) << ((v + g.n) / 2)
		for i, m := range g.levels {
			if m&bit == 0 {
				continue
			}
			for k := i * levelSpan; k < min((i+1)*levelSpan, len(g.node)); k++ {
				e := g.node[k]
				if nodeSt(e)&detX == 0 && nodeX(e) == v {
					seeds = append(seeds, uint64(k))
				}
				if nodeSt(e)&detY == 0 && nodeY(e) == v {
					seeds = append(seeds, uint64(k)|1<<63)
				}
				if len(seeds) >= seedBatch {
					determine(g.fix(seeds, v), v)
					seeds = seeds[:0]
				}
			}
		}
		if len(seeds) > 0 {
			determine(g.fix(seeds, v), v)
			seeds = seeds[:0]
		}
	}
	g.done.Add(g.count)
	g.count = 0
	g.levels = nil
}

// mayBe notes that node k may have its own level v (none: no level).
func (g *game) mayBe(k uint32, v int) {
	if v >= -g.n && v <= g.n {
		g.levels[k/levelSpan] |= 1 << ((v + g.n) / 2)
	}
}

// seedBatch is how many nodes of their own level solve fixes at once.
const seedBatch = 64

// fix determines at v the seeds not determined yet (an earlier seed's walk
// may have reached them) and returns those, in seeds' place.
func (g *game) fix(seeds []uint64, v int) []uint64 {
	out := seeds[:0]
	for _, s := range seeds {
		k, other := uint32(s), s>>63 != 0
		bit := uint8(detX)
		if other {
			bit = detY
		}
		if nodeSt(g.node[k])&bit == 0 {
			g.set(k, other, v)
			out = append(out, s)
		}
	}
	return out
}

// visit tells parent r that one of its children was determined at level v
// (other: the child is the opponent's node, so the parent's node is P's)
// and reports whether the parent's node is now determined at v too: P's
// node as soon as one child is worth v (the levels go down, so nothing
// better is left), the opponent's once all its in-window moves are
// determined, unless an exit worth less than v is left to it, which sets
// its level lower. The visits at one level commute.
func (g *game) visit(r uint32, other bool, v int) bool {
	e := g.node[r]
	if other {
		if nodeSt(e)&detX != 0 {
			return false
		}
		g.set(r, false, v)
		return true
	}
	if nodeSt(e)&detY != 0 {
		return false
	}
	e -= cntOne << 24
	g.node[r] = e
	if nodeSt(e)&cntMax != 0 {
		return false
	}
	if ex := nodeExit(e); ex == none || ex >= v || nodeY(e) >= v {
		g.set(r, true, v)
		return true
	}
	y := max(nodeY(e), nodeExit(e))
	g.node[r] = withY(e, y)
	g.mayBe(r, y)
	return false
}

func (g *game) set(k uint32, other bool, v int) {
	e := g.node[k]
	if other {
		e = withY(e, v) | detY<<24
	} else {
		e = e&^0xff | uint32(uint8(v)) | detX<<24
	}
	g.node[k] = e
	g.count++
	if g.count == 1<<14 {
		g.done.Add(g.count)
		g.count = 0
	}
}

// bounds turns the two games' values at position k into the mover's
// bounds. The cash-out game's x is an upper bound for the mover (P moves
// and may cash out) and its y, turned to the mover's view, a lower bound
// (P is the opponent); the no-loop game gives a lower bound (x) and an
// upper bound (y) for a window's first position, which D and U tighten.
func bounds(up, low *game, k int) (d, u, lo, hi int8, err error) {
	w, z := up.node[k], low.node[k]
	if nodeSt(w)&(detX|detY) != detX|detY {
		return 0, 0, 0, 0, fmt.Errorf("position %d undetermined in the cash-out game", k)
	}
	l, h := nodeX(z), nodeY(z)
	if nodeSt(z)&detX == 0 { // endless play: P's worst
		l = -low.n
	}
	if nodeSt(z)&detY == 0 {
		h = -low.n
	}
	dd, uu := -nodeY(w), nodeX(w)
	l, h = max(l, dd), min(-h, uu)
	if l > h {
		return 0, 0, 0, 0, fmt.Errorf("position %d has crossed bounds %d > %d", k, l, h)
	}
	return int8(dd), int8(uu), int8(l), int8(h), nil
}
