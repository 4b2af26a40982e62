package gipf

import (
	"encoding/binary"
	"math/bits"

	"tavola/rules"
)

// Action layout. A push: bits 0–5 the entry, 6–11 the spot where the
// farthest pushed piece ends, bit 12 set for a GIPF piece. A removal: bit 31
// set, bits 0–4 the line, 5–7 and 8–10 the first and last position of the
// extent on the line, 11–17 the positions on the line of the GIPF pieces kept.
const (
	removalFlag rules.Action = 1 << 31
	gipfFlag    rules.Action = 1 << 12
)

func pushAction(e, end int, gipf bool) rules.Action {
	a := rules.Action(e) | rules.Action(end)<<6
	if gipf {
		a |= gipfFlag
	}
	return a
}

func removalAction(line, lo, hi int, keptPos uint32) rules.Action {
	return removalFlag | rules.Action(line) | rules.Action(lo)<<5 | rules.Action(hi)<<8 | rules.Action(keptPos)<<11
}

// row is a row standing on the board: its line, the first and last position
// of its extent on the line, the extent and the GIPF pieces in it.
type row struct {
	ext    uint64
	gipf   uint64
	line   int8
	lo, hi int8
}

// allowed tells which pieces p may enter now: singles, GIPF pieces.
func (g *Game) allowed(p rules.Player) (single, gipf bool) {
	if g.v != Tournament {
		return true, false
	}
	s := &g.s
	if !s.pushed[p] {
		return false, true
	}
	return true, s.rights[p] && s.reserve[p] >= 2
}

// Actions appends every legal action in the spec's listing order (byte
// order of the written forms); none when the game is over.
func (g *Game) Actions(buf []rules.Action) []rules.Action {
	s := &g.s
	if s.over {
		return buf
	}
	if s.stage != stagePush {
		return g.removals(buf)
	}
	// The pushes as a set of ranks: entries onto one empty spot share one.
	var set [rankWords]uint64
	for l := range NumLines {
		r := lineRank[l][(s.lines[0][l]|s.lines[1][l])&127]
		set[r>>6&(rankWords-1)] |= 1 << (r & 63)
		r >>= 16
		set[r>>6&(rankWords-1)] |= 1 << (r & 63)
	}
	set[rankWords-1] &^= 1 << 63 // noRank
	// Every written GIPF push ("G…") sorts before every single push.
	single, gipf := g.allowed(s.turn)
	if gipf {
		buf = appendRanks(buf, &set, gipfFlag)
	}
	if single {
		buf = appendRanks(buf, &set, 0)
	}
	return buf
}

// appendRanks appends the pushes of a rank set in rank order, with flag.
func appendRanks(buf []rules.Action, set *[rankWords]uint64, flag rules.Action) []rules.Action {
	for w, x := range set {
		for ; x != 0; x &= x - 1 {
			buf = append(buf, rankAction[w<<6|bits.TrailingZeros64(x)]|flag)
		}
	}
	return buf
}

// removals appends the removal actions of the player resolving rows, sorted
// by their written forms.
func (g *Game) removals(buf []rules.Action) []rules.Action {
	var rows [NumLines]row
	n := g.scan(g.ToMove(), &rows)
	start := len(buf)
	for _, r := range rows[:n] {
		var pos [maxLine]int
		k := 0
		for i := int(r.lo); i <= int(r.hi); i++ {
			if r.gipf>>uint(lineSpots[r.line][i])&1 != 0 {
				pos[k] = i
				k++
			}
		}
		for m := range 1 << k {
			var kept uint32
			for j := range k {
				if m>>j&1 != 0 {
					kept |= 1 << pos[j]
				}
			}
			buf = append(buf, removalAction(int(r.line), int(r.lo), int(r.hi), kept))
		}
	}
	list := buf[start:]
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && lessRemoval(list[j], list[j-1]); j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	return buf
}

// rowLines returns the set of lines, not yet done, on which a row of colour
// c stands.
func (g *Game) rowLines(c rules.Player) uint32 {
	s := &g.s
	var m uint32
	for w := 0; w < 24; w += 8 {
		// Four in a run within each byte, eight lines at a time.
		x := binary.LittleEndian.Uint64(s.lines[c][w : w+8])
		x &= x >> 1 & 0x7f7f7f7f7f7f7f7f
		x &= x >> 2 & 0x3f3f3f3f3f3f3f3f
		for x != 0 {
			m |= 1 << uint(w+bits.TrailingZeros64(x)>>3)
			x &= x - 1
		}
	}
	return m &^ s.done
}

// scan finds the rows of colour c on the lines not yet done and returns
// their number.
func (g *Game) scan(c rules.Player, rows *[NumLines]row) int {
	s := &g.s
	if g.rowLines(c) == 0 {
		return 0
	}
	mine := s.men[c]
	occ := s.men[0] | s.men[1]
	n := 0
	for l := range NumLines {
		pat := s.lines[c][l]
		if s.done>>uint(l)&1 != 0 || pat&(pat>>1)&(pat>>2)&(pat>>3) == 0 {
			continue
		}
		sp := &lineSpots[l]
		ln := int(lineLen[l])
		run := 0
		for i := 0; i < ln; i++ {
			if mine>>uint(sp[i])&1 == 0 {
				run = 0
				continue
			}
			run++
			if run < 4 || (i+1 < ln && mine>>uint(sp[i+1])&1 != 0) {
				continue
			}
			lo, hi := i-run+1, i
			for lo > 0 && occ>>uint(sp[lo-1])&1 != 0 {
				lo--
			}
			for hi < ln-1 && occ>>uint(sp[hi+1])&1 != 0 {
				hi++
			}
			var ext uint64
			for j := lo; j <= hi; j++ {
				ext |= 1 << uint(sp[j])
			}
			rows[n] = row{line: int8(l), lo: int8(lo), hi: int8(hi), ext: ext, gipf: ext & s.gipf}
			n++
			break
		}
	}
	return n
}

// Apply plays a legal action and appends the events it produced (none when
// events is nil). Removals without a choice that follow are made here.
func (g *Game) Apply(a rules.Action, events []rules.Event) []rules.Event {
	g.hist = append(g.hist, g.s)
	if a&removalFlag != 0 {
		events = g.applyRemoval(a, events)
	} else {
		events = g.applyPush(a, events)
	}
	return g.advance(events)
}

// movePiece moves the piece at spot from to the empty spot to.
func (s *state) movePiece(from, to int) {
	k := int(s.men[1]>>uint(from)&1 | s.gipf>>uint(from)&1<<1)
	s.hash ^= pieceKey[from][k] ^ pieceKey[to][k]
	b := uint64(1)<<uint(from) | uint64(1)<<uint(to)
	s.men[k&1] ^= b
	s.flipLines(k&1, from)
	s.flipLines(k&1, to)
	if k >= 2 {
		s.gipf ^= b
	}
}

func (s *state) setReserve(p rules.Player, n int8) {
	s.hash ^= reserveKey[p][s.reserve[p]] ^ reserveKey[p][n]
	s.reserve[p] = n
}

func (g *Game) applyPush(a rules.Action, ev []rules.Event) []rules.Event {
	s := &g.s
	p := s.turn
	e := int(a & 63)
	isG := a&gipfFlag != 0
	sp := &entrySpots[e]
	k := s.chainEnd(e)
	if ev != nil {
		dot := entryDot[e]
		ev = append(ev,
			rules.Event{Kind: rules.Placed, Player: p, GIPF: isG, From: -1, To: dot},
			rules.Event{Kind: rules.Moved, Player: p, GIPF: isG, From: dot, To: sp[0]})
		for i := range k {
			pc := s.pieceAt(int(sp[i]))
			ev = append(ev, rules.Event{Kind: rules.Moved, Player: rules.Player(pc & 1), GIPF: pc >= 2, From: sp[i], To: sp[i+1]})
		}
	}
	for i := k - 1; i >= 0; i-- {
		s.movePiece(int(sp[i]), int(sp[i+1]))
	}
	b := uint64(1) << uint(sp[0])
	s.men[p] |= b
	s.flipLines(int(p), int(sp[0]))
	n := int8(1)
	kind := int(p)
	if isG {
		s.gipf |= b
		n = 2
		kind += 2
	}
	s.hash ^= pieceKey[sp[0]][kind]
	s.setReserve(p, s.reserve[p]-n)
	s.last = uint8(e + 1)
	if g.v == Tournament {
		if !isG && s.rights[p] {
			s.rights[p] = false
			s.hash ^= rightsKey[p]
			s.repBase = s.reps
		}
		if !s.pushed[p] {
			s.pushed[p] = true
			s.hash ^= pushedKey[p]
			s.repBase = s.reps
		}
	}
	g.setStage(p, stageMover)
	return ev
}

func (g *Game) applyRemoval(a rules.Action, ev []rules.Event) []rules.Event {
	s := &g.s
	line := int(a & 31)
	lo, hi := int(a>>5&7), int(a>>8&7)
	keptPos := uint32(a >> 11 & 127)
	var ext, kept uint64
	for i := lo; i <= hi; i++ {
		b := uint64(1) << uint(lineSpots[line][i])
		ext |= b
		if keptPos>>uint(i)&1 != 0 {
			kept |= b
		}
	}
	s.done |= 1 << uint(line)
	s.hash ^= doneKey[line]
	return g.remove(g.ToMove(), ext, kept, ev)
}

// advance carries the turn on after an action: removals without a choice,
// the next stage, the next turn, until a player must decide or the game ends.
func (g *Game) advance(ev []rules.Event) []rules.Event {
	for !g.s.over && g.s.stage != stagePush {
		if g.rowLines(g.ToMove()) == 0 {
			if g.s.stage == stageMover {
				g.setStage(g.s.turn, stageOther)
			} else {
				ev = g.startTurn(g.s.turn.Other(), ev)
			}
			continue
		}
		var auto bool
		if ev, auto = g.removeAuto(ev); !auto {
			break
		}
	}
	return ev
}

// removeAuto removes the rows of the player resolving that leave nothing to
// choose, and reports whether there were any.
func (g *Game) removeAuto(ev []rules.Event) ([]rules.Event, bool) {
	owner := g.ToMove()
	var rows [NumLines]row
	n := g.scan(owner, &rows)
	auto := false
	for i := 0; i < n && !g.s.over; i++ {
		r := &rows[i]
		if r.gipf != 0 {
			continue
		}
		var others uint64
		for j := range rows[:n] {
			if j != i {
				others |= rows[j].ext
			}
		}
		if r.ext&others != 0 {
			continue
		}
		ev = g.remove(owner, r.ext, 0, ev)
		auto = true
	}
	return ev, auto
}

// remove takes the pieces of extent ext off the board, except those in kept,
// for owner, then applies the GIPF rule.
func (g *Game) remove(owner rules.Player, ext, kept uint64, ev []rules.Event) []rules.Event {
	s := &g.s
	if ev != nil {
		ev = append(ev, rules.Event{Kind: rules.RowFound, Player: owner, From: -1, To: -1, Points: ext})
	}
	for x := ext; x != 0; x &= x - 1 {
		p := bits.TrailingZeros64(x)
		b := uint64(1) << uint(p)
		if kept&b != 0 {
			if ev != nil {
				ev = append(ev, rules.Event{Kind: rules.Kept, Player: owner, GIPF: true, From: int8(p), To: -1})
			}
			continue
		}
		k := s.pieceAt(p)
		c := rules.Player(k & 1)
		isG := k >= 2
		s.hash ^= pieceKey[p][k]
		s.men[c] &^= b
		s.flipLines(int(c), p)
		s.gipf &^= b
		n := int16(1)
		if isG {
			n = 2
		}
		if c == owner {
			s.setReserve(c, s.reserve[c]+int8(n))
			if ev != nil {
				ev = append(ev, rules.Event{Kind: rules.Returned, Player: c, GIPF: isG, From: int8(p), To: -1, Count: n})
			}
		} else {
			s.repBase = s.reps
			if ev != nil {
				ev = append(ev, rules.Event{Kind: rules.Captured, Player: owner, GIPF: isG, From: int8(p), To: -1, Count: n})
			}
		}
	}
	if g.v == Basic {
		return ev
	}
	lostW := g.subject(rules.First) && s.gipf&s.men[rules.First] == 0
	lostB := g.subject(rules.Second) && s.gipf&s.men[rules.Second] == 0
	if !lostW && !lostB {
		return ev
	}
	g.setStage(s.turn.Other(), stagePush)
	switch {
	case lostW && lostB:
		return g.end(owner, rules.NoGIPF, ev)
	case lostW:
		return g.end(rules.Second, rules.NoGIPF, ev)
	}
	return g.end(rules.First, rules.NoGIPF, ev)
}
