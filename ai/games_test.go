package ai

import (
	"fmt"
	"strconv"
	"strings"

	"tavola/internal/seeded"
	"tavola/rules"
)

// The small games of this file exercise the search through rules.Game
// without any real game: tic-tac-toe (forced wins), a Nim in which taking
// two stones lets the same player decide again (the sign of a score across
// a repeated decision), and a wide random tree (budgets and slicing).

var tttZobrist = func() (z [2][9]uint64) {
	r := seeded.New(7, 0)
	for p := range z {
		for i := range z[p] {
			z[p][i] = r.Uint64()
		}
	}
	return z
}()

var tttLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// ttt is tic-tac-toe; squares 0..8 row by row from the top left; X is First.
type ttt struct {
	board  [9]rules.Player
	toMove rules.Player
	hist   []int
	hash   uint64
}

func newTTT() *ttt {
	g := &ttt{}
	g.Reset()
	return g
}

func (g *ttt) Name() string { return "ttt" }
func (g *ttt) PlayerName(p rules.Player) string {
	return [...]string{"x", "o", "none"}[p]
}
func (g *ttt) ToMove() rules.Player { return g.toMove }
func (g *ttt) Outcome() rules.Outcome {
	for _, l := range tttLines {
		p := g.board[l[0]]
		if p != rules.NoPlayer && g.board[l[1]] == p && g.board[l[2]] == p {
			return rules.Outcome{Over: true, Winner: p, Reason: rules.Four}
		}
	}
	for _, p := range g.board {
		if p == rules.NoPlayer {
			return rules.Outcome{Winner: rules.NoPlayer}
		}
	}
	return rules.Outcome{Over: true, Winner: rules.NoPlayer, Reason: rules.Full}
}
func (g *ttt) Actions(buf []rules.Action) []rules.Action {
	if g.Outcome().Over {
		return buf
	}
	for i, p := range g.board {
		if p == rules.NoPlayer {
			buf = append(buf, rules.Action(i))
		}
	}
	return buf
}
func (g *ttt) Apply(a rules.Action, ev []rules.Event) []rules.Event {
	g.board[a] = g.toMove
	g.hash ^= tttZobrist[g.toMove][a] ^ 1
	g.toMove = g.toMove.Other()
	g.hist = append(g.hist, int(a))
	return ev
}
func (g *ttt) Undo() {
	a := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.toMove = g.toMove.Other()
	g.board[a] = rules.NoPlayer
	g.hash ^= tttZobrist[g.toMove][a] ^ 1
}
func (g *ttt) Plies() int   { return len(g.hist) }
func (g *ttt) Hash() uint64 { return g.hash }
func (g *ttt) Position() (string, error) {
	var b strings.Builder
	for _, p := range g.board {
		b.WriteByte("xo."[p])
	}
	b.WriteByte(' ')
	b.WriteByte("xo"[g.toMove])
	return b.String(), nil
}
func (g *ttt) SetPosition(s string) error {
	if len(s) != 11 || s[9] != ' ' || (s[10] != 'x' && s[10] != 'o') {
		return fmt.Errorf("ttt: position %q: want 9 squares, a space and x or o", s)
	}
	n := ttt{toMove: rules.Player(strings.IndexByte("xo", s[10]))}
	for i := range 9 {
		k := strings.IndexByte("xo.", s[i])
		if k < 0 {
			return fmt.Errorf("ttt: position %q: square %d is %q", s, i, s[i])
		}
		n.board[i] = rules.Player(k)
		if k < 2 {
			n.hash ^= tttZobrist[k][i]
		}
	}
	if n.toMove == rules.Second {
		n.hash ^= 1
	}
	*g = n
	return nil
}
func (g *ttt) Reset() { _ = g.SetPosition("......... x") }
func (g *ttt) FormatAction(a rules.Action) string {
	return strconv.Itoa(int(a))
}
func (g *ttt) ParseAction(s string) (rules.Action, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 8 || g.board[n] != rules.NoPlayer || g.Outcome().Over {
		return 0, fmt.Errorf("ttt: action %q is not legal", s)
	}
	return rules.Action(n), nil
}
func (g *ttt) Board() string { p, _ := g.Position(); return p }
func (g *ttt) Clone() rules.Game {
	c := *g
	c.hist = append([]int(nil), g.hist...)
	return &c
}

// bonusNim: a pile of stones; a player takes 1, 2 or 3; taking exactly 2
// (when stones remain) lets the same player decide again; whoever takes
// the last stone wins. Actions are the number taken.
type bonusNim struct {
	pile   int
	toMove rules.Player
	hist   []nimStep
}

type nimStep struct {
	took   int
	toMove rules.Player
}

func (g *bonusNim) Name() string { return "bonusnim" }
func (g *bonusNim) PlayerName(p rules.Player) string {
	return [...]string{"first", "second", "none"}[p]
}
func (g *bonusNim) ToMove() rules.Player { return g.toMove }
func (g *bonusNim) Outcome() rules.Outcome {
	if g.pile > 0 {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	// The player who took the last stone won; toMove was not switched then.
	return rules.Outcome{Over: true, Winner: g.hist[len(g.hist)-1].toMove, Reason: rules.NoMoves}
}
func (g *bonusNim) Actions(buf []rules.Action) []rules.Action {
	for k := 1; k <= 3 && k <= g.pile; k++ {
		buf = append(buf, rules.Action(k))
	}
	return buf
}
func (g *bonusNim) Apply(a rules.Action, ev []rules.Event) []rules.Event {
	g.hist = append(g.hist, nimStep{int(a), g.toMove})
	g.pile -= int(a)
	if g.pile > 0 && a != 2 {
		g.toMove = g.toMove.Other()
	}
	return ev
}
func (g *bonusNim) Undo() {
	s := g.hist[len(g.hist)-1]
	g.hist = g.hist[:len(g.hist)-1]
	g.pile += s.took
	g.toMove = s.toMove
}
func (g *bonusNim) Plies() int { return len(g.hist) }
func (g *bonusNim) Hash() uint64 {
	h := uint64(g.pile)*seeded.Golden + uint64(g.toMove)
	if g.pile == 0 {
		h ^= uint64(g.hist[len(g.hist)-1].toMove) << 40
	}
	return h
}
func (g *bonusNim) Position() (string, error) { return fmt.Sprintf("%d %d", g.pile, g.toMove), nil }
func (g *bonusNim) SetPosition(s string) error {
	var n, p int
	if _, err := fmt.Sscanf(s, "%d %d", &n, &p); err != nil || n < 1 || p > 1 || p < 0 {
		return fmt.Errorf("bonusnim: position %q: want a pile and a player", s)
	}
	*g = bonusNim{pile: n, toMove: rules.Player(p)}
	return nil
}
func (g *bonusNim) Reset()                             { *g = bonusNim{pile: 10} }
func (g *bonusNim) FormatAction(a rules.Action) string { return strconv.Itoa(int(a)) }
func (g *bonusNim) ParseAction(s string) (rules.Action, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 3 || n > g.pile {
		return 0, fmt.Errorf("bonusnim: action %q is not legal", s)
	}
	return rules.Action(n), nil
}
func (g *bonusNim) Board() string { p, _ := g.Position(); return p }
func (g *bonusNim) Clone() rules.Game {
	c := *g
	c.hist = append([]nimStep(nil), g.hist...)
	return &c
}

// wideTree is a game tree with no transpositions: every position is its
// path; 12 actions at each node; the game ends after 40 plies, won by the
// player the path's hash favours. Its size keeps any search busy.
type wideTree struct {
	path []uint64
}

func (g *wideTree) Name() string                     { return "widetree" }
func (g *wideTree) PlayerName(p rules.Player) string { return [...]string{"a", "b", "none"}[p] }
func (g *wideTree) ToMove() rules.Player             { return rules.Player(len(g.path) & 1) }
func (g *wideTree) hash() uint64 {
	if len(g.path) == 0 {
		return 1
	}
	return g.path[len(g.path)-1]
}
func (g *wideTree) Outcome() rules.Outcome {
	if len(g.path) < 40 {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	return rules.Outcome{Over: true, Winner: rules.Player(g.hash() & 1), Reason: rules.Full}
}
func (g *wideTree) Actions(buf []rules.Action) []rules.Action {
	if len(g.path) >= 40 {
		return buf
	}
	for k := range 12 {
		buf = append(buf, rules.Action(k))
	}
	return buf
}
func (g *wideTree) Apply(a rules.Action, ev []rules.Event) []rules.Event {
	// A child's key is the first number of stream a of its parent's key.
	g.path = append(g.path, seeded.New(g.hash(), uint64(a)).Uint64())
	return ev
}
func (g *wideTree) Undo()                              { g.path = g.path[:len(g.path)-1] }
func (g *wideTree) Plies() int                         { return len(g.path) }
func (g *wideTree) Hash() uint64                       { return g.hash() }
func (g *wideTree) Position() (string, error)          { return fmt.Sprint(len(g.path)), nil }
func (g *wideTree) SetPosition(string) error           { return fmt.Errorf("widetree: no positions") }
func (g *wideTree) Reset()                             { g.path = g.path[:0] }
func (g *wideTree) FormatAction(a rules.Action) string { return strconv.Itoa(int(a)) }
func (g *wideTree) ParseAction(string) (rules.Action, error) {
	return 0, fmt.Errorf("widetree: no notation")
}
func (g *wideTree) Board() string { return "" }
func (g *wideTree) Clone() rules.Game {
	return &wideTree{path: append(make([]uint64, 0, 64), g.path...)}
}
