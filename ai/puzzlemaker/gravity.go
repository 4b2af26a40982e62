package puzzlemaker

import (
	"fmt"

	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/gravity"
)

// Gravity puzzles are forced wins of 3, 5 or 7 plies (not 1: that is no
// puzzle) with exactly one winning first move. Both the search that finds
// them and the one that verifies them are exact: a full-width AND-OR
// search to a fixed number of plies whose only result is "the player to
// move wins within them" or not. The finder asks it to gravityPlies; the
// verifier asks it gravityMargin plies deeper of every other first move
// (none may win even that much slower) and must spend at least
// verifyFactor times the finder's nodes.
const (
	gravityPlies  = 7
	gravityMargin = 2
)

// gravitySolver is the exact win search. A position's results are kept by
// hash and depth for one root: a Gravity position is its pieces and the
// player to move, so the result does not depend on the path.
type gravitySolver struct {
	g     *gravity.Game
	mover rules.Player
	nodes int64
	known map[uint64]bool // (hash ^ depth key) → wins within the depth
	bufs  [gravityPlies + gravityMargin + 1][]rules.Action
}

// depthKeys keep a position's results at different depths apart.
var depthKeys = [...]uint64{
	0x9e3779b97f4a7c15, 0xbf58476d1ce4e5b9, 0x94d049bb133111eb, 0xd6e8feb86659fd93,
	0xa0761d6478bd642f, 0xe7037ed1a0b428db, 0x8ebc6af09c88c6e3, 0x589965cc75374cc3,
	0x1d8e4e27c47d124f, 0xc2b2ae3d27d4eb4f, 0x165667b19e3779f9, 0x27d4eb2f165667c5,
}

func newGravitySolver(g *gravity.Game) *gravitySolver {
	return &gravitySolver{g: g, mover: g.ToMove(), known: map[uint64]bool{}}
}

// wins reports whether the player to move wins within d plies.
func (s *gravitySolver) wins(d int) bool {
	if d <= 0 {
		return false
	}
	key := s.g.Hash() ^ depthKeys[d]
	if w, ok := s.known[key]; ok {
		return w
	}
	p := s.g.ToMove()
	moves := s.g.DistinctActions(s.bufs[d][:0])
	s.bufs[d] = moves
	w := false
	for _, a := range moves { // a win at once first: it is the cheapest proof
		s.g.Apply(a, nil)
		s.nodes++
		o := s.g.Outcome()
		s.g.Undo()
		if o.Over && o.Winner == p {
			w = true
			break
		}
	}
	for i := 0; !w && d >= 3 && i < len(moves); i++ {
		s.g.Apply(moves[i], nil)
		s.nodes++
		w = !s.g.Outcome().Over && s.repliesLose(d-1)
		s.g.Undo()
	}
	s.known[key] = w
	return w
}

// repliesLose reports whether every reply of the player to move loses
// within d plies (the other player wins within d-1 after each).
func (s *gravitySolver) repliesLose(d int) bool {
	moves := s.g.DistinctActions(s.bufs[d][:0])
	s.bufs[d] = moves
	for _, b := range moves {
		s.g.Apply(b, nil)
		s.nodes++
		lost := !s.g.Outcome().Over && s.wins(d-1)
		s.g.Undo()
		if !lost {
			return false
		}
	}
	return len(moves) > 0
}

// moveWins reports whether first move a wins within d plies.
func (s *gravitySolver) moveWins(a rules.Action, d int) bool {
	s.g.Apply(a, nil)
	s.nodes++
	defer s.g.Undo()
	if o := s.g.Outcome(); o.Over {
		return o.Winner == s.mover
	}
	return s.repliesLose(d - 1)
}

// line is a principal line of a win within d plies by the player to move:
// a winning move, then the reply that holds out longest, and so on.
func (s *gravitySolver) line(d int) []rules.Action {
	var out []rules.Action
	for k := d; k > 0; k -= 2 {
		var win rules.Action
		found := false
		for _, a := range s.g.DistinctActions(nil) {
			if s.moveWins(a, k) {
				win, found = a, true
				break
			}
		}
		if !found {
			break
		}
		s.g.Apply(win, nil)
		out = append(out, win)
		if s.g.Outcome().Over {
			break
		}
		// The reply after which the win takes longest.
		var reply rules.Action
		for _, b := range s.g.DistinctActions(nil) {
			s.g.Apply(b, nil)
			slow := !s.wins(k - 4)
			s.g.Undo()
			reply = b
			if slow {
				break
			}
		}
		s.g.Apply(reply, nil)
		out = append(out, reply)
	}
	for range out {
		s.g.Undo()
	}
	return out
}

// gravityFinder finds Gravity puzzles.
type gravityFinder struct{}

func (gravityFinder) find(g rules.Game) (*puzzles.Puzzle, bool, error) {
	c, err := gravityPuzzle(g)
	if err != nil || c == nil {
		return nil, false, err
	}
	pos, err := g.Position()
	if err != nil {
		return nil, false, err
	}
	return &puzzles.Puzzle{Game: g.Name(), Goal: puzzles.Win, Plies: c.plies, Position: pos, Solution: notation(g, c.line)}, true, nil
}

// gravityCandidate is what the finder and the verifier proved.
type gravityCandidate struct {
	plies          int
	line           []rules.Action
	found, checked int64 // nodes of the finder and of the verifier
}

// gravityPuzzle finds the puzzle of g, nil when g holds none: the
// shortest win of 3 to gravityPlies plies with one winning first move
// (distinct landings), no other first move winning within gravityMargin
// plies more, under a verification of at least verifyFactor times the
// finder's nodes.
func gravityPuzzle(g rules.Game) (*gravityCandidate, error) {
	gg, ok := g.Clone().(*gravity.Game)
	if !ok {
		return nil, fmt.Errorf("puzzlemaker: %s is not Gravity", g.Name())
	}
	f := newGravitySolver(gg)
	if f.wins(1) {
		return nil, nil // a win at once is no puzzle
	}
	moves := gg.DistinctActions(nil)
	plies := 0
	var winners []rules.Action
	for d := 3; d <= gravityPlies && plies == 0; d += 2 {
		for _, a := range moves {
			if f.moveWins(a, d) {
				winners = append(winners, a)
			}
		}
		if len(winners) > 0 {
			plies = d
		}
	}
	if len(winners) != 1 {
		return nil, nil
	}
	line := f.line(plies)
	if len(line) == 0 || line[0] != winners[0] || !winsBy(gg, line, plies) {
		return nil, fmt.Errorf("puzzlemaker: gravity: the line of a %d-ply win does not win", plies)
	}
	// The verifier: a solver of its own, the solution again, and every
	// other first move gravityMargin plies deeper.
	v := newGravitySolver(gg)
	if !v.moveWins(winners[0], plies) {
		return nil, fmt.Errorf("puzzlemaker: gravity: the verifier does not see the win")
	}
	for _, a := range moves {
		if a != winners[0] && v.moveWins(a, plies+gravityMargin) {
			return nil, nil
		}
	}
	if v.nodes < verifyFactor*f.nodes {
		return nil, nil // too small a check to count
	}
	return &gravityCandidate{plies: plies, line: line, found: f.nodes, checked: v.nodes}, nil
}

// winsBy reports whether line, played from g, wins for the player to move
// in exactly plies plies.
func winsBy(g rules.Game, line []rules.Action, plies int) bool {
	mover := g.ToMove()
	c := g.Clone()
	for i, a := range line {
		c.Apply(a, nil)
		if o := c.Outcome(); o.Over {
			return o.Winner == mover && i+1 == plies && i+1 == len(line)
		}
	}
	return false
}
