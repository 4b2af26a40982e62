package kpe

import (
	"math/bits"
	"slices"

	"tavola/internal/seeded"
	"tavola/rules"
)

// state is everything of a position, plus where loop detection starts.
type state struct {
	pits     uint64 // packed: pit i in byte i
	captured [2]uint8
	started  uint8 // bit i: the owner of pit i has started a move from it
	toMove   rules.Player
	reason   rules.Reason
	// window is the number of the first ply whose position this one can
	// repeat: a capture lowers the seeds on the board and a newly started
	// pit grows a started set, so no earlier position can come back.
	window int32
}

// Game is a game of Kpé in progress, with its history. The zero value is
// not ready: use New.
type Game struct {
	state
	// hist[i] is the state after i plies (since the last SetPosition or
	// Reset), the current one being the state after len(hist) plies.
	// Inside one window the started sets and the seeds on the board do not
	// change and the players alternate, so equal pits an even number of
	// plies apart are the same position, exactly.
	hist []undo
	// seen[q] has bit seenBit(w) set for the pits w of every position of
	// the window with q to move, and maybe more bits: a position whose bit
	// is clear cannot repeat one, so Apply scans the history only when the
	// bit is set. Undo fills both when it takes back a window's cut, as the
	// window it returns to holds positions they never recorded.
	seen [2]uint64
}

// seenBit is the bit of the pits w in Game.seen (Fibonacci hashing).
func seenBit(w uint64) uint64 { return 1 << (w * seeded.Golden >> 58) }

// undo is a state in the history, packed into two words: built in
// registers and stored whole, it costs a move less than a copy of the state
// whose bytes Apply has just written. Its game was not over (no move is
// applied to a game that is).
type undo struct {
	pits uint64
	// meta holds started (bits 0–7), toMove (8–15), the seeds captured by
	// South (16–23) and North (24–31), and window (32–63).
	meta uint64
}

func (s *state) pack() undo {
	return undo{s.pits, uint64(s.started) | uint64(s.toMove)<<8 | uint64(s.captured[0])<<16 |
		uint64(s.captured[1])<<24 | uint64(uint32(s.window))<<32}
}

func (u undo) unpack() state {
	return state{
		pits:     u.pits,
		started:  uint8(u.meta),
		toMove:   rules.Player(u.meta >> 8),
		captured: [2]uint8{uint8(u.meta >> 16), uint8(u.meta >> 24)},
		window:   int32(u.meta >> 32),
	}
}

// historyCap is the history preallocated by New: random games last 123
// plies on average and rarely more than 300.
const historyCap = 512

// New returns a game at the start position, South to move.
func New() *Game {
	g := &Game{hist: make([]undo, 0, historyCap)}
	g.Reset()
	return g
}

// Name is the protocol name of the game.
func (g *Game) Name() string { return "kpe" }

// PlayerName is "south" for rules.First and "north" for rules.Second.
func (g *Game) PlayerName(p rules.Player) string {
	switch p {
	case rules.First:
		return "south"
	case rules.Second:
		return "north"
	}
	return "nobody"
}

// ToMove is the player to sow next (after the end, the one who would).
func (g *Game) ToMove() rules.Player { return g.toMove }

// Outcome says whether the game is over and, if so, the final seeds of
// each player (captured plus the seeds left on their row) and the winner.
func (g *Game) Outcome() rules.Outcome {
	if g.reason == rules.NotOver {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	o := rules.Outcome{Over: true, Winner: rules.NoPlayer, Reason: g.reason}
	for p := range 2 {
		o.Score[p] = int(g.captured[p]) + rowSeeds(g.pits, rules.Player(p))
	}
	switch {
	case o.Score[0] > o.Score[1]:
		o.Winner = rules.First
	case o.Score[1] > o.Score[0]:
		o.Winner = rules.Second
	}
	return o
}

// rowSeeds is the number of seeds on the row of p.
func rowSeeds(w uint64, p rules.Player) int {
	r := rowOf(w, p)
	return int(r&0xff + r>>8&0xff + r>>16&0xff + r>>24)
}

// Pits returns the seeds in each pit, in sowing order A B C D a b c d.
func (g *Game) Pits() [NumPits]int {
	var c [NumPits]int
	for i := range c {
		c[i] = int(pitOf(g.pits, i))
	}
	return c
}

// Captured returns the seeds each player has captured, indexed by player.
func (g *Game) Captured() [2]int {
	return [2]int{int(g.captured[0]), int(g.captured[1])}
}

// Started is the set of p's pits from which p has started a move, as a bit
// mask where bit i stands for pit i (South's in bits 0–3, North's in 4–7).
func (g *Game) Started(p rules.Player) uint8 { return g.started & sideMask[p&1] }

// Unlocked reports whether p has started a move from each of their four
// pits and so may capture.
func (g *Game) Unlocked(p rules.Player) bool {
	m := sideMask[p&1]
	return g.started&m == m
}

// Targets appends the pits that the seeds of pit would fall in, one entry
// per seed in sowing order (a pit appears again on every lap): the hover
// preview of a move.
func (g *Game) Targets(pit int, buf []int) []int {
	if uint(pit) >= NumPits {
		return buf
	}
	n := int(pitOf(g.pits, pit))
	for k := 1; k <= n; k++ {
		buf = append(buf, (pit+k)%NumPits)
	}
	return buf
}

// Captures is the set of pits (bit i for pit i) that sowing pit would
// capture now, for the player who owns it.
func (g *Game) Captures(pit int) uint8 {
	p := Owner(pit)
	if p == rules.NoPlayer || pitOf(g.pits, pit) == 0 || (g.started|1<<pit)&sideMask[p] != sideMask[p] {
		return 0
	}
	w, last := sow(g.pits, pit)
	_, _, low := capture(w, last, p)
	var m uint8
	for j := low; j <= last; j++ {
		m |= 1 << j
	}
	return m
}

// Actions appends the pits the player to move may sow, in pit order. When
// the opponent's row is empty only the moves that leave the opponent a seed
// after captures are listed, unless none does.
func (g *Game) Actions(buf []rules.Action) []rules.Action {
	if g.reason != rules.NotOver {
		return buf
	}
	p := g.toMove
	lo := 4 * int(p)
	if rowOf(g.pits, p.Other()) == 0 {
		n := len(buf)
		for i := lo; i < lo+4; i++ {
			if g.feeds(i) {
				buf = append(buf, rules.Action(i))
			}
		}
		if len(buf) > n {
			return buf
		}
	}
	// Without branches: the set of non-empty pits picks its list.
	n := len(buf)
	buf = slices.Grow(buf, 4)[:n+4]
	m := byteBits(nonZero(rowOf(g.pits, p)))
	*(*[4]rules.Action)(buf[n:]) = rowActions[p&1][m]
	return buf[:n+bits.OnesCount(m)]
}

// rowActions[p][m] lists the pits of player p whose bit is set in m (bit k
// for p's k-th pit) in pit order.
var rowActions = func() (t [2][16][4]rules.Action) {
	for p := range t {
		for m := range t[p] {
			i := 0
			for k := range 4 {
				if m>>k&1 != 0 {
					t[p][m][i] = rules.Action(4*p + k)
					i++
				}
			}
		}
	}
	return t
}()

// feeds reports whether sowing pit (of the player to move, non-empty or
// not) leaves the opponent at least one seed once captures are made.
func (g *Game) feeds(pit int) bool {
	if pitOf(g.pits, pit) == 0 {
		return false
	}
	p := g.toMove
	w, last := sow(g.pits, pit)
	if (g.started|1<<pit)&sideMask[p] == sideMask[p] {
		w, _, _ = capture(w, last, p)
	}
	return rowOf(w, p.Other()) != 0
}

// legal reports whether a is a move of the player to move now.
func (g *Game) legal(a rules.Action) bool {
	if g.reason != rules.NotOver || a >= NumPits || Owner(int(a)) != g.toMove || pitOf(g.pits, int(a)) == 0 {
		return false
	}
	if rowOf(g.pits, g.toMove.Other()) != 0 || g.feeds(int(a)) {
		return true
	}
	for i := 4 * int(g.toMove); i < 4*int(g.toMove)+4; i++ {
		if g.feeds(i) {
			return false
		}
	}
	return true
}

// Apply sows pit a for the player to move, captures if they may, and ends
// the game when the next player has no seeds or the position has occurred
// before. With a non-nil events slice it appends PickedUp, one Sown per
// seed, the Captured pits (last pit first), and at the end Collected for
// every non-empty pit and GameOver.
func (g *Game) Apply(a rules.Action, events []rules.Event) []rules.Event {
	g.hist = append(g.hist, g.pack())
	p, from := g.toMove, int(a)
	before := g.pits
	w, last := sow(before, from)
	bit := uint8(1) << from
	cut := g.started&bit == 0
	g.started |= bit
	low := last + 1
	if g.started&sideMask[p] == sideMask[p] && Owner(last) != p {
		var taken uint8
		w, taken, low = capture(w, last, p)
		if taken != 0 {
			g.captured[p] += taken
			cut = true
		}
	}
	g.pits = w
	g.toMove = p.Other()
	n := len(g.hist)
	if cut {
		g.window = int32(n)
		g.seen = [2]uint64{}
	} else {
		g.seen[p&1] |= seenBit(before)
	}
	if rowOf(w, g.toMove) == 0 {
		g.reason = rules.NoMoves
	} else if g.seen[g.toMove&1]&seenBit(w) != 0 {
		hist, lo := g.hist, int(g.window)
		for i := n - 2; i >= lo; i -= 2 {
			if hist[i].pits == w {
				g.reason = rules.Loop
				break
			}
		}
	}
	if events != nil {
		events = g.sowingEvents(events, p, from, before, last, low)
		if g.reason != rules.NotOver {
			events = g.endEvents(events)
		}
	}
	return events
}

// sowingEvents appends the events of p sowing pit from of the pits before,
// the last seed falling in pit last and the pits low..last being captured.
func (g *Game) sowingEvents(ev []rules.Event, p rules.Player, from int, before uint64, last, low int) []rules.Event {
	var c [NumPits]int16
	for i := range c {
		c[i] = int16(pitOf(before, i))
	}
	ev = append(ev, rules.Event{Kind: rules.PickedUp, Player: p, From: int8(from), To: -1, Count: c[from]})
	n := int(c[from])
	c[from] = 0
	for k := 1; k <= n; k++ {
		j := (from + k) % NumPits
		c[j]++
		ev = append(ev, rules.Event{Kind: rules.Sown, Player: p, From: int8(from), To: int8(j), Count: c[j]})
	}
	for j := last; j >= low; j-- {
		ev = append(ev, rules.Event{Kind: rules.Captured, Player: p, From: int8(j), To: -1, Count: c[j]})
	}
	return ev
}

// endEvents appends the collection of the seeds left on the board and the
// end of the game.
func (g *Game) endEvents(ev []rules.Event) []rules.Event {
	for i := range NumPits {
		if c := pitOf(g.pits, i); c != 0 {
			ev = append(ev, rules.Event{Kind: rules.Collected, Player: Owner(i), From: int8(i), To: -1, Count: int16(c)})
		}
	}
	o := g.Outcome()
	return append(ev, rules.Event{Kind: rules.GameOver, Player: o.Winner, Reason: o.Reason, From: -1, To: -1})
}

// Undo takes back the last move; it panics when there is none.
func (g *Game) Undo() {
	n := len(g.hist) - 1
	if n < 0 {
		panic("kpe: Undo with no move to take back")
	}
	window := g.window
	g.state = g.hist[n].unpack()
	g.hist = g.hist[:n]
	if g.window != window {
		g.seen = [2]uint64{^uint64(0), ^uint64(0)}
	}
}

// Snapshot is a position as the loop rule compares them: the pits packed
// one a byte (pit i, in sowing order A…D a…d, in byte i), the pits from
// which a move has started (bit i for pit i) and the player to move.
type Snapshot struct {
	Pits    uint64
	Started uint8
	ToMove  rules.Player
}

// Window appends the positions the game can still come back to, oldest
// first and the current one last: those since the last move that
// captured or started a pit for the first time (after SetPosition, since
// then). A move that leads to one of them ends the game in a loop.
func (g *Game) Window(buf []Snapshot) []Snapshot {
	for _, u := range g.hist[g.window:] {
		s := u.unpack()
		buf = append(buf, Snapshot{s.pits, s.started, s.toMove})
	}
	return append(buf, Snapshot{g.pits, g.started, g.toMove})
}

// Plies is the number of moves that can be taken back.
func (g *Game) Plies() int { return len(g.hist) }

// LastMove returns the pit the last move sowed and the pit its last seed
// fell in, or (-1, -1) when there is no move to take back (at the start or
// after SetPosition): the last move of a position a board did not see
// played (after an undo, or a game restored from its moves). It is read
// from the history, at no cost to Apply: the pit sown is the only pit of
// the mover holding fewer seeds than before the move (the mover's other
// pits only gain, and a lapping sowing leaves a pit of n seeds n/8).
func (g *Game) LastMove() (pit, last int) {
	n := len(g.hist)
	if n == 0 {
		return -1, -1
	}
	prev := g.hist[n-1].unpack()
	for i := range NumPits {
		if was := pitOf(prev.pits, i); Owner(i) == prev.toMove && pitOf(g.pits, i) < was {
			return i, (i + int(was)) % NumPits
		}
	}
	return -1, -1
}

// Hash is the Zobrist hash of the pits, the started pits and the player to
// move: what decides the play from here. The captured seeds are left out
// (only their total follows from the pits), so a table indexed by it must
// hold values relative to the seeds captured so far. It is computed when
// asked, from nine table entries, so that playouts never pay for it.
func (g *Game) Hash() uint64 {
	h := zStarted[g.started] ^ zNorth[g.toMove&1]
	for i := range NumPits {
		h ^= zPit[i][pitOf(g.pits, i)]
	}
	return h
}

// Clone returns an independent copy of the game, history included.
func (g *Game) Clone() rules.Game {
	c := &Game{state: g.state, seen: g.seen, hist: make([]undo, len(g.hist), max(cap(g.hist), historyCap))}
	copy(c.hist, g.hist)
	return c
}

// Reset returns to the start position and clears the history.
func (g *Game) Reset() {
	g.load(state{pits: StartSeeds * 0x0101010101010101, toMove: rules.First})
}

// load makes s the position, with an empty history, and settles whether it
// is over.
func (g *Game) load(s state) {
	s.reason = rules.NotOver
	if rowOf(s.pits, s.toMove) == 0 {
		s.reason = rules.NoMoves
	}
	s.window = 0
	g.state = s
	g.hist = g.hist[:0]
	g.seen = [2]uint64{}
}
