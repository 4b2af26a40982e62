package gravity

import "tavola/rules"

// fullBoard has every square taken.
const fullBoard = ^uint64(0)

// step is one applied action as Undo and LastMove need it.
type step struct{ entry, landing int8 }

// Game is a game of Gravity in progress. The zero value is not ready; use
// New. A Game holds no pointers, so copying it (Clone) copies everything,
// history included.
type Game struct {
	bb     [2]uint64 // pieces of First (White) and Second (Black)
	toMove rules.Player
	winner rules.Player // NoPlayer unless reason is Four
	reason rules.Reason // NotOver, Four or Full
	hash   uint64
	plies  int
	hist   [maxPly]step // a game fills each square at most once
}

var _ rules.Game = (*Game)(nil)

// New returns a game at the start: the empty board, White to move.
func New() *Game {
	g := new(Game)
	g.Reset()
	return g
}

// Name returns the protocol name "gravity".
func (g *Game) Name() string { return "gravity" }

// PlayerName returns "white" for the first player, "black" for the second
// and "" for NoPlayer.
func (g *Game) PlayerName(p rules.Player) string {
	switch p {
	case rules.First:
		return "white"
	case rules.Second:
		return "black"
	}
	return ""
}

// ToMove returns the player who enters the next piece (after the end, the
// player who would).
func (g *Game) ToMove() rules.Player { return g.toMove }

// Outcome reports the end: a win by four (or more) in a line, or a draw on
// a full board.
func (g *Game) Outcome() rules.Outcome {
	return rules.Outcome{Over: g.reason != rules.NotOver, Winner: g.winner, Reason: g.reason}
}

// Actions appends every empty square, in listing order (a1, a2, …, h8);
// nothing when the game is over.
func (g *Game) Actions(buf []rules.Action) []rules.Action {
	if g.reason != rules.NotOver {
		return buf
	}
	for m := ^(g.bb[0] | g.bb[1]); m != 0; m &= m - 1 {
		buf = append(buf, rules.Action(trailing(m)))
	}
	return buf
}

// NumActions returns the number of legal actions, len(Actions(nil)),
// without listing them.
func (g *Game) NumActions() int {
	if g.reason != rules.NotOver {
		return 0
	}
	return popcount(^(g.bb[0] | g.bb[1]))
}

// NthAction returns Actions(nil)[i] without listing the others, for random
// playouts; i must be in [0, NumActions()).
func (g *Game) NthAction(i int) rules.Action {
	return rules.Action(selectBit(^(g.bb[0] | g.bb[1]), i))
}

// DistinctActions appends one action per distinct landing square, in
// listing order; nothing when the game is over. The action of a landing
// square is the landing square itself, where a piece stays put, so every
// action of Actions has the same effect as exactly one of these. In a
// reachable position this is one action per chain that is not full (at
// most 28); it is what a search should branch on.
func (g *Game) DistinctActions(buf []rules.Action) []rules.Action {
	if g.reason != rules.NotOver {
		return buf
	}
	for m := stops(g.bb[0] | g.bb[1]); m != 0; m &= m - 1 {
		buf = append(buf, rules.Action(trailing(m)))
	}
	return buf
}

// Apply enters a piece of the player to move on the empty square a, slides
// it and checks for the end. With a non-nil events slice it appends Placed
// (at the entry square), Moved (entry to landing, only if it slid) and
// GameOver (if the game ended).
func (g *Game) Apply(a rules.Action, events []rules.Event) []rules.Event {
	// The masks (no-ops on legal input) let the compiler drop bounds checks.
	entry, p := int(a)&(Squares-1), g.toMove&1
	occ := g.bb[0] | g.bb[1]
	to := landing(occ, entry) & (Squares - 1)
	bb := g.bb[p] | 1<<uint(to)
	g.bb[p] = bb
	g.hash ^= zobrist.piece[p][to] ^ zobrist.black
	g.hist[g.plies&(maxPly-1)] = step{int8(entry), int8(to)}
	g.plies++
	g.toMove = p.Other()
	// Four in a line through to, written out here (too big to inline, the
	// call cost 4% of a playout's instructions): masked to one line across
	// to, a bit that survives x & x>>s & x>>2s & x>>3s starts four squares
	// in a row along it (s is the line's step, see lineSteps).
	line := &geo.across[to]
	v, h, d, e := bb&line[0], bb&line[1], bb&line[2], bb&line[3]
	v &= v >> 1
	h &= h >> Ranks
	d &= d >> (Ranks + 1)
	e &= e >> (Ranks - 1)
	switch {
	case v&(v>>2)|h&(h>>(2*Ranks))|d&(d>>(2*Ranks+2))|e&(e>>(2*Ranks-2)) != 0:
		g.winner, g.reason = p, rules.Four
	case occ|1<<uint(to) == fullBoard:
		g.reason = rules.Full
	}
	if events == nil {
		return nil
	}
	events = append(events, rules.Event{Kind: rules.Placed, Player: p, From: -1, To: int8(entry)})
	if to != entry {
		events = append(events, rules.Event{Kind: rules.Moved, Player: p, From: int8(entry), To: int8(to)})
	}
	if g.reason != rules.NotOver {
		events = append(events, rules.Event{Kind: rules.GameOver, Player: g.winner, Reason: g.reason, From: -1, To: -1})
	}
	return events
}

// Undo takes back the last action; it panics when there is none.
func (g *Game) Undo() {
	if g.plies == 0 {
		panic("gravity: Undo with no action to take back")
	}
	g.plies--
	to := int(g.hist[g.plies].landing) & (Squares - 1)
	p := g.toMove.Other() & 1
	g.bb[p] &^= 1 << uint(to)
	g.hash ^= zobrist.piece[p][to] ^ zobrist.black
	g.toMove = p
	g.winner, g.reason = rules.NoPlayer, rules.NotOver
}

// Plies returns the number of actions that can be undone.
func (g *Game) Plies() int { return g.plies }

// Hash returns the Zobrist hash of the pieces and the player to move.
func (g *Game) Hash() uint64 { return g.hash }

// Reset returns to the empty board with White to move.
func (g *Game) Reset() {
	*g = Game{toMove: rules.First, winner: rules.NoPlayer}
	g.hash = hashOf(0, 0, rules.First)
}

// Clone returns an independent copy, history included.
func (g *Game) Clone() rules.Game {
	c := *g
	return &c
}

// At returns the owner of the piece on square sq, NoPlayer when it is empty.
func (g *Game) At(sq int) rules.Player {
	switch {
	case g.bb[0]>>uint(sq)&1 != 0:
		return rules.First
	case g.bb[1]>>uint(sq)&1 != 0:
		return rules.Second
	}
	return rules.NoPlayer
}

// Bitboards returns the pieces of White and of Black, bit sq for square sq.
func (g *Game) Bitboards() (white, black uint64) { return g.bb[0], g.bb[1] }

// Landing returns the square where a piece entered on entry would stop, or
// -1 when entry is taken or not a square. It is meant for hover previews.
func (g *Game) Landing(entry int) int {
	occ := g.bb[0] | g.bb[1]
	if entry < 0 || entry >= Squares || occ>>uint(entry)&1 != 0 {
		return -1
	}
	return landing(occ, entry)
}

// WinningLine returns the squares of every line of four or more of the
// winner, 0 unless the game was won.
func (g *Game) WinningLine() uint64 {
	if g.reason != rules.Four {
		return 0
	}
	return fours(g.bb[g.winner])
}

// LastMove returns the entry and landing squares of the last action, or
// (-1, -1) when there is none to undo (at the start or after SetPosition).
func (g *Game) LastMove() (entry, landing int) {
	if g.plies == 0 {
		return -1, -1
	}
	s := g.hist[g.plies-1]
	return int(s.entry), int(s.landing)
}
