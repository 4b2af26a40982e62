package gipf

import (
	"math/bits"

	"tavola/rules"
)

// Variant is one of the three games of the GIPF rulebook.
type Variant uint8

// The variants: Basic (15 pieces, no GIPF pieces), Standard (18 pieces, GIPF
// pieces at the start) and Tournament (18 pieces, an empty board, GIPF
// pieces entered by the players).
const (
	Basic Variant = iota
	Standard
	Tournament
)

var variantWords = [...]string{"basic", "standard", "tournament"}

// String returns the variant's word in position strings ("standard").
func (v Variant) String() string { return variantWords[v] }

// Pieces returns the number of pieces each player owns in v.
func (v Variant) Pieces() int {
	if v == Basic {
		return 15
	}
	return 18
}

// Stages of a turn.
const (
	stagePush  uint8 = iota // the turn's player pushes
	stageMover              // the mover resolves their rows
	stageOther              // the opponent resolves theirs
)

// state is everything that Undo restores: it is copied whole into the
// history before each action.
type state struct {
	men     [2]uint64    // pieces of each colour, GIPF pieces included
	lines   [2][24]uint8 // men of each colour on each of the 21 lines, bit = position on the line
	gipf    uint64       // the GIPF pieces of both colours
	reserve [2]int8
	rights  [2]bool // Tournament: may still enter GIPF pieces
	pushed  [2]bool // has pushed (Tournament: the GIPF rule applies)
	turn    rules.Player
	stage   uint8
	done    uint32 // lines done in the current resolution
	over    bool
	winner  rules.Player
	reason  rules.Reason
	last    uint8 // the entry of the last push plus one, 0 before any (it fills a padding byte)
	hash    uint64
	reps    int32 // length of Game.reps belonging to this state
	repBase int32 // first entry of Game.reps since the last irreversible change
}

// Game is a game of GIPF in progress; it implements rules.Game. The zero
// value is not usable: call New.
type Game struct {
	v    Variant
	s    state
	hist []state
	reps []uint64 // hashes of the positions at the start of each turn
}

var _ rules.Game = (*Game)(nil)

// New returns a game of variant v at its start position.
func New(v Variant) *Game {
	g := &Game{v: v, hist: make([]state, 0, 256), reps: make([]uint64, 0, 128)}
	g.Reset()
	return g
}

// Variant returns the variant of g.
func (g *Game) Variant() Variant { return g.v }

// Name returns the protocol name: gipf-basic, gipf-standard or gipf-tournament
// (written once: callers ask for it every frame).
func (g *Game) Name() string { return variantNames[g.v] }

// variantNames are the variants' protocol names, by Variant.
var variantNames = [...]string{Basic: "gipf-basic", Standard: "gipf-standard", Tournament: "gipf-tournament"}

// PlayerName returns "white" for rules.First and "black" for rules.Second.
func (g *Game) PlayerName(p rules.Player) string {
	switch p {
	case rules.First:
		return "white"
	case rules.Second:
		return "black"
	}
	return "none"
}

// ToMove returns the player who decides now: the pusher, or the player
// resolving rows. After the end, the player who would push next.
func (g *Game) ToMove() rules.Player {
	if g.s.stage == stageOther {
		return g.s.turn.Other()
	}
	return g.s.turn
}

// Outcome tells whether the game is over, who won and why.
func (g *Game) Outcome() rules.Outcome {
	if !g.s.over {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	return rules.Outcome{Over: true, Winner: g.s.winner, Reason: g.s.reason}
}

// Plies is the number of actions that can be undone.
func (g *Game) Plies() int { return len(g.hist) }

// Hash is the Zobrist hash of the board, reserves, entry rights, the stage
// of the turn, who decides and the lines done in a pending resolution.
func (g *Game) Hash() uint64 { return g.s.hash }

// Undo takes back the last action; it panics when there is none.
func (g *Game) Undo() {
	n := len(g.hist) - 1
	g.s = g.hist[n]
	g.hist = g.hist[:n]
	g.reps = g.reps[:g.s.reps]
}

// Reset returns to the start position of the variant and clears the history.
func (g *Game) Reset() {
	var s state
	p := g.v.Pieces()
	s.reserve = [2]int8{12, 12}
	switch g.v {
	case Basic, Standard:
		for _, n := range [3]string{"b5", "e2", "h5"} {
			s.men[rules.First] |= 1 << uint(PointIndex(n))
		}
		for _, n := range [3]string{"b2", "e8", "h2"} {
			s.men[rules.Second] |= 1 << uint(PointIndex(n))
		}
		if g.v == Standard {
			s.gipf = s.men[0] | s.men[1]
		}
		s.pushed = [2]bool{true, true}
	case Tournament:
		s.reserve = [2]int8{int8(p), int8(p)}
		s.rights = [2]bool{true, true}
	}
	s.turn = rules.First
	s.winner = rules.NoPlayer
	g.load(s)
}

// load makes s the game's only position (no history) and runs the checks of
// the start of a turn.
func (g *Game) load(s state) {
	g.s = s
	g.s.lines = [2][24]uint8{}
	for c := range 2 {
		for x := s.men[c]; x != 0; x &= x - 1 {
			g.s.flipLines(c, bits.TrailingZeros64(x))
		}
	}
	g.s.stage = stagePush
	g.s.done = 0
	g.s.last = 0
	g.s.hash = fullHash(&g.s)
	g.hist = g.hist[:0]
	g.reps = g.reps[:0]
	g.s.reps, g.s.repBase = 0, 0
	if g.s.over {
		return
	}
	g.startTurn(g.s.turn, nil)
}

// Clone returns an independent copy of g, history included.
func (g *Game) Clone() rules.Game {
	c := &Game{v: g.v, s: g.s}
	c.hist = append(make([]state, 0, cap(g.hist)), g.hist...)
	c.reps = append(make([]uint64, 0, cap(g.reps)), g.reps...)
	return c
}

// flipLines toggles a man of colour c at spot p in the line patterns.
func (s *state) flipLines(c, p int) {
	for d := range 3 {
		s.lines[c][spotLines[p][d]] ^= 1 << spotPos[p][d]
	}
}

// chainEnd returns the position on entry e of its first empty spot, or the
// entry's length when the line is full.
func (s *state) chainEnd(e int) int {
	l := entryLine[e]
	return int(entryFirst[e][s.lines[0][l]|s.lines[1][l]])
}

// subject reports whether the GIPF rule (lose without a GIPF piece on the
// board) applies to p now.
func (g *Game) subject(p rules.Player) bool {
	switch g.v {
	case Standard:
		return true
	case Tournament:
		return g.s.pushed[p]
	}
	return false
}

// setStage moves to stage st of p's turn with no lines done, keeping the
// hash current.
func (g *Game) setStage(p rules.Player, st uint8) {
	s := &g.s
	s.hash ^= stageKey[s.stage][s.turn] ^ stageKey[st][p] ^ doneHash(s.done)
	s.turn, s.stage, s.done = p, st, 0
}

// startTurn begins p's turn: the out-of-pieces loss and the repetition draw
// are decided here.
func (g *Game) startTurn(p rules.Player, ev []rules.Event) []rules.Event {
	g.setStage(p, stagePush)
	s := &g.s
	if s.reserve[p] == 0 || (g.v == Tournament && !s.pushed[p] && s.reserve[p] < 2) {
		return g.end(p.Other(), rules.NoPieces, ev)
	}
	g.reps = append(g.reps, s.hash)
	s.reps = int32(len(g.reps))
	n := 0
	for _, h := range g.reps[s.repBase:] {
		if h == s.hash {
			n++
		}
	}
	if n >= 3 {
		return g.end(rules.NoPlayer, rules.Repetition, ev)
	}
	return ev
}

// end finishes the game with winner (NoPlayer for a draw).
func (g *Game) end(winner rules.Player, r rules.Reason, ev []rules.Event) []rules.Event {
	g.s.over, g.s.winner, g.s.reason = true, winner, r
	if ev != nil {
		ev = append(ev, rules.Event{Kind: rules.GameOver, Player: winner, Reason: r, From: -1, To: -1})
	}
	return ev
}
