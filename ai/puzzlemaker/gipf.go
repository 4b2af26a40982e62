package puzzlemaker

import (
	"fmt"

	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/gipf"
)

// GIPF puzzles are pushes that win material within two of the player's
// turns (the push, the opponent's reply, the player's next turn): at
// least gipfGain pieces net, the opponent's captures taken off, whatever
// the opponent replies, or the game. The search is exact over those
// turns: a full-width alpha-beta over every action (pushes, and the
// removal choices of both players) whose leaves count the pieces each
// side lost. A puzzle's push is the only one that wins gipfGain pieces;
// every other wins none (a margin of gipfGain pieces). The verifier asks
// the same of a search two turns longer (gipfVerifyTurns: the opponent
// replies once more and the player plays a third turn): the solution
// still wins at least gipfGain pieces and no other push does, with at
// least verifyFactor times the finder's nodes.
const (
	gipfGain        = 2
	gipfTurns       = 3
	gipfVerifyTurns = 5
	// gipfWin is a won game's value, far above any material count.
	gipfWin = 100
)

// gipfSolver is the exact material search of one root.
type gipfSolver struct {
	g     *gipf.Game
	mover rules.Player
	base  int // the material at the root
	nodes int64
	bufs  [][]rules.Action // by ply
	rows  [][]rules.Action
}

func newGIPFSolver(g *gipf.Game) *gipfSolver {
	s := &gipfSolver{g: g, mover: g.ToMove()}
	s.base = s.material()
	return s
}

// material is the mover's pieces lost by the opponent less their own.
func (s *gipfSolver) material() int {
	return s.g.Lost(s.mover.Other()) - s.g.Lost(s.mover)
}

// gain is the mover's material won since the root, or ±gipfWin once the
// game is over (0 for a draw).
func (s *gipfSolver) gain() (int, bool) {
	if o := s.g.Outcome(); o.Over {
		switch o.Winner {
		case s.mover:
			return gipfWin, true
		case s.mover.Other():
			return -gipfWin, true
		}
		return 0, true
	}
	return s.material() - s.base, false
}

// value is the mover's gain with turns turns left to play (the current
// one counted), searched by fail-soft alpha-beta in [alpha, beta].
func (s *gipfSolver) value(turns, ply, alpha, beta int) int {
	if v, over := s.gain(); over || turns == 0 {
		return v
	}
	for len(s.bufs) <= ply {
		s.bufs, s.rows = append(s.bufs, nil), append(s.rows, nil)
	}
	moves := s.ordered(ply)
	maxing := s.g.ToMove() == s.mover
	best := gipfWin + 1
	if maxing {
		best = -gipfWin - 1
	}
	for _, a := range moves {
		s.g.Apply(a, nil)
		s.nodes++
		nt := turns
		if !s.g.RemovalPending() {
			nt--
		}
		v := s.value(nt, ply+1, alpha, beta)
		s.g.Undo()
		if maxing {
			best = max(best, v)
			alpha = max(alpha, v)
		} else {
			best = min(best, v)
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best
}

// ordered lists the actions at ply, the pushes that make a row of the
// player's colour first (the captures).
func (s *gipfSolver) ordered(ply int) []rules.Action {
	moves := s.g.Actions(s.bufs[ply][:0])
	s.bufs[ply] = moves
	if s.g.RemovalPending() {
		return moves
	}
	rows := s.g.RowPushes(s.g.ToMove(), moves, s.rows[ply][:0])
	if len(rows) == 0 {
		s.rows[ply] = rows
		return moves
	}
	n := len(rows)
	for _, a := range moves {
		if !contains(rows[:n], a) {
			rows = append(rows, a)
		}
	}
	s.rows[ply] = rows
	return rows
}

func contains(s []rules.Action, a rules.Action) bool {
	for _, b := range s {
		if b == a {
			return true
		}
	}
	return false
}

// moveValue is the value of root action a within [alpha, beta].
func (s *gipfSolver) moveValue(a rules.Action, turns, alpha, beta int) int {
	s.g.Apply(a, nil)
	s.nodes++
	defer s.g.Undo()
	if !s.g.RemovalPending() {
		turns--
	}
	return s.value(turns, 1, alpha, beta)
}

// line is a principal line of value v within turns turns from the root,
// ending once the player has won v (at the end of one of their turns) or
// the game is over.
func (s *gipfSolver) line(turns, v int) []rules.Action {
	var out []rules.Action
	for turns > 0 {
		g, over := s.gain()
		if over || (g >= v && len(out) > 0 && !s.g.RemovalPending() && s.g.ToMove() != s.mover) {
			break
		}
		maxing := s.g.ToMove() == s.mover
		var pick rules.Action
		bestV := 0
		for i, a := range s.g.Actions(nil) {
			w := s.moveValue(a, turns, -gipfWin-1, gipfWin+1)
			if i == 0 || (maxing && w > bestV) || (!maxing && w < bestV) {
				pick, bestV = a, w
			}
		}
		s.g.Apply(pick, nil)
		out = append(out, pick)
		if !s.g.RemovalPending() {
			turns--
		}
	}
	for range out {
		s.g.Undo()
	}
	return out
}

type gipfFinder struct{}

func (gipfFinder) find(g rules.Game) (*puzzles.Puzzle, bool, error) {
	c, err := gipfPuzzle(g)
	if err != nil || c == nil {
		return nil, false, err
	}
	pos, err := g.Position()
	if err != nil {
		return nil, false, err
	}
	p := &puzzles.Puzzle{Game: g.Name(), Goal: puzzles.TakeTwo, Pieces: c.gain, Position: pos, Solution: notation(g, c.line)}
	if c.gain >= gipfWin {
		p.Goal, p.Pieces, p.Plies = puzzles.Win, 0, len(c.line)
	}
	return p, true, nil
}

// gipfCandidate is what the GIPF finder and verifier proved.
type gipfCandidate struct {
	gain           int // pieces won, gipfWin for the game
	line           []rules.Action
	found, checked int64
}

// gipfPuzzle finds the puzzle of g (a position at the start of a turn),
// nil when it holds none.
func gipfPuzzle(g rules.Game) (*gipfCandidate, error) {
	gg, ok := g.Clone().(*gipf.Game)
	if !ok {
		return nil, fmt.Errorf("puzzlemaker: %s is not GIPF", g.Name())
	}
	if gg.RemovalPending() || gg.Outcome().Over {
		return nil, nil
	}
	f := newGIPFSolver(gg)
	solution, ok := uniqueGain(f, gipfTurns)
	if !ok {
		return nil, nil
	}
	gain := f.moveValue(solution, gipfTurns, gipfGain-1, gipfWin+1)
	line := f.line(gipfTurns, gain)
	if len(line) == 0 || line[0] != solution {
		return nil, fmt.Errorf("puzzlemaker: gipf: the line does not start with the solution")
	}
	v := newGIPFSolver(gg)
	if deeper, ok := uniqueGain(v, gipfVerifyTurns); !ok || deeper != solution || v.nodes < verifyFactor*f.nodes {
		return nil, nil
	}
	return &gipfCandidate{gain: gain, line: line, found: f.nodes, checked: v.nodes}, nil
}

// uniqueGain returns the one push of the root that wins at least gipfGain
// within turns turns, when every other wins none.
func uniqueGain(s *gipfSolver, turns int) (rules.Action, bool) {
	var solution rules.Action
	n := 0
	for _, a := range s.g.Actions(nil) {
		switch v := s.moveValue(a, turns, 0, gipfGain); {
		case v >= gipfGain:
			solution = a
			n++
		case v > 0:
			return 0, false
		}
		if n > 1 {
			return 0, false
		}
	}
	return solution, n == 1
}
