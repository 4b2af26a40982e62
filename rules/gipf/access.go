package gipf

import (
	"math/bits"

	"tavola/rules"
)

// At returns the owner of the piece on point p (rules.NoPlayer when there is
// none) and whether it is a GIPF piece.
func (g *Game) At(p int) (rules.Player, bool) {
	k := g.s.pieceAt(p)
	if k < 0 {
		return rules.NoPlayer, false
	}
	return rules.Player(k & 1), k >= 2
}

// Bitboards returns the point sets of White's pieces, Black's pieces and the
// GIPF pieces of both (bit i is point i).
func (g *Game) Bitboards() (white, black, gipf uint64) {
	return g.s.men[rules.First], g.s.men[rules.Second], g.s.gipf
}

// Reserve returns the number of pieces in p's reserve.
func (g *Game) Reserve(p rules.Player) int { return int(g.s.reserve[p]) }

// OnBoard returns the number of p's pieces on the board, a GIPF piece
// counting two.
func (g *Game) OnBoard(p rules.Player) int {
	return bits.OnesCount64(g.s.men[p]) + bits.OnesCount64(g.s.men[p]&g.s.gipf)
}

// Lost returns the number of p's pieces captured by the opponent (a GIPF
// piece counting two).
func (g *Game) Lost(p rules.Player) int {
	return g.v.Pieces() - g.Reserve(p) - g.OnBoard(p)
}

// GIPFOnBoard returns the number of p's GIPF pieces on the board.
func (g *Game) GIPFOnBoard(p rules.Player) int {
	return bits.OnesCount64(g.s.men[p] & g.s.gipf)
}

// EntryRights reports whether p may still enter GIPF pieces (Tournament
// only; whether p has enough pieces in reserve is not considered).
func (g *Game) EntryRights(p rules.Player) bool { return g.s.rights[p] }

// Row is a row standing on the board that its owner may choose to remove:
// the spots of its extent and the GIPF pieces among them (point bits).
type Row struct {
	Line   int
	Extent uint64
	GIPF   uint64
}

// Pending tells whether a removal decision is pending, whose it is, and
// appends the rows offered to buf.
func (g *Game) Pending(buf []Row) (rules.Player, bool, []Row) {
	if g.s.over || g.s.stage == stagePush {
		return rules.NoPlayer, false, buf
	}
	var rows [NumLines]row
	p := g.ToMove()
	n := g.scan(p, &rows)
	for _, r := range rows[:n] {
		buf = append(buf, Row{Line: int(r.line), Extent: r.ext, GIPF: r.gipf})
	}
	return p, true, buf
}

// RemovalPending reports whether a removal decision is pending (the
// game is not over and a player resolves rows): what Pending tells,
// without listing the rows.
func (g *Game) RemovalPending() bool { return !g.s.over && g.s.stage != stagePush }

// Push describes a push: the dot it enters from, whether a GIPF piece
// enters, and the N pieces that move, From[i] to To[i] in chain order (the
// entering piece first, From[0] being the dot).
type Push struct {
	Dot  int
	GIPF bool
	N    int
	From [maxLine + 1]int
	To   [maxLine + 1]int
}

// PushPreview returns what push a would move in the current position, and
// false when a is not a push.
func (g *Game) PushPreview(a rules.Action) (Push, bool) {
	var pp Push
	if a&removalFlag != 0 || !validAction(a) {
		return pp, false
	}
	e := int(a & 63)
	k := g.s.chainEnd(e)
	if k == int(entryLen[e]) {
		return pp, false
	}
	pp.Dot, pp.GIPF = int(entryDot[e]), a&gipfFlag != 0
	pp.From[0], pp.To[0] = pp.Dot, int(entrySpots[e][0])
	for i := range k {
		pp.From[i+1], pp.To[i+1] = int(entrySpots[e][i]), int(entrySpots[e][i+1])
	}
	pp.N = k + 1
	return pp, true
}

// RemovalParts returns the extent and the kept GIPF pieces of removal a, and
// false when a is not a removal.
func (g *Game) RemovalParts(a rules.Action) (extent, kept uint64, ok bool) {
	if a&removalFlag == 0 || !validAction(a) {
		return 0, 0, false
	}
	line := int(a & 31)
	lo, hi := int(a>>5&7), int(a>>8&7)
	for i := lo; i <= hi; i++ {
		b := uint64(1) << uint(lineSpots[line][i])
		extent |= b
		if a>>(11+uint(i))&1 != 0 {
			kept |= b
		}
	}
	return extent, kept, true
}

// LastPush returns the dot of the last push that can be taken back and the
// spot its farthest piece moved to, or (-1, -1) when there is none (at the
// start or after SetPosition): the last move of a position a board did not
// see played (after an undo, or a game restored from its moves). The dot is
// the action's own: a push onto an empty spot stands for the entries from
// every dot leading there. The end is read from the position before the
// push, the latest one in the history where a push was due.
func (g *Game) LastPush() (dot, end int) {
	e := int(g.s.last) - 1
	if e < 0 {
		return -1, -1
	}
	for i := len(g.hist) - 1; i >= 0; i-- {
		if h := &g.hist[i]; h.stage == stagePush {
			return int(entryDot[e]), int(entrySpots[e][h.chainEnd(e)])
		}
	}
	return -1, -1
}

// IsRemoval reports whether a is a removal action (else it is a push).
func IsRemoval(a rules.Action) bool { return a&removalFlag != 0 }

// IsGIPFPush reports whether a is a push that enters a GIPF piece.
func IsGIPFPush(a rules.Action) bool { return a&removalFlag == 0 && a&gipfFlag != 0 }

// PushRows reports whether, after p pushed from the entry of push a (its
// piece kind aside) in the current position, a row of p's colour (own)
// and a row of the other colour (other) would stand, before any removal,
// on a line the push changes: the push's own line, and the lines across
// it through each spot whose colour changes. A row left standing
// elsewhere (a row whose GIPF pieces were kept) does not count. A push
// whose line is full makes no row. It allocates nothing and is
// much cheaper than applying the push: the search uses it to find the
// pushes that capture.
func (g *Game) PushRows(p rules.Player, a rules.Action) (own, other bool) {
	s := &g.s
	e := int(a & 63)
	if a&removalFlag != 0 || e >= NumEntries {
		return false, false
	}
	k := s.chainEnd(e)
	n := int(entryLen[e])
	if k == n {
		return false, false
	}
	var rows [2]bool // by colour
	l := entryLine[e]
	// The push line: the chain moves one step and p's piece enters.
	for c := range 2 {
		x := s.lines[c][l]
		if entryRev[e] {
			chain := uint8((1<<k - 1) << (n - k))
			x = x&^chain | (x&chain)>>1
			if c == int(p) {
				x |= 1 << (n - 1)
			}
		} else {
			chain := uint8(1<<k - 1)
			x = x&^chain | (x&chain)<<1
			if c == int(p) {
				x |= 1
			}
		}
		rows[c] = has4(x)
	}
	// The lines across: each spot of the chain (and the one it moves
	// onto) takes the colour of the spot before it, p's for the first.
	sp := &entrySpots[e]
	prev := int(p)
	for i := 0; i <= k; i++ {
		q := int(sp[i])
		cur := -1
		if s.men[0]>>uint(q)&1 != 0 {
			cur = 0
		} else if s.men[1]>>uint(q)&1 != 0 {
			cur = 1
		}
		if cur != prev {
			for d := range 3 {
				m := spotLines[q][d]
				if m == l {
					continue
				}
				bit := uint8(1) << spotPos[q][d]
				for c := range 2 {
					x := s.lines[c][m]
					switch c {
					case prev:
						x |= bit
					case cur:
						x &^= bit
					}
					rows[c] = rows[c] || has4(x)
				}
			}
		}
		prev = cur
	}
	return rows[p], rows[p.Other()]
}

// has4 reports whether a line pattern holds four men in a run.
func has4(x uint8) bool { return x&(x>>1)&(x>>2)&(x>>3) != 0 }

// RowPushes appends to buf the pushes of acts that would make a row of
// p's colour, in the order of acts: the pushes that capture or take
// pieces back. Where no row stands before the push (always, but for a row
// whose GIPF pieces were kept), these are the pushes PushRows finds own
// rows after; it is faster for a whole list, looking only at the lines
// that hold three of p's men already. A row that stood before the push
// and still stands does not count.
func (g *Game) RowPushes(p rules.Player, acts, buf []rules.Action) []rules.Action {
	s := &g.s
	var hot uint32 // lines with three men of p or more
	for l := range NumLines {
		if bits.OnesCount8(s.lines[p][l]) >= 3 {
			hot |= 1 << l
		}
	}
	if hot == 0 {
		return buf
	}
	mine := s.men[p]
	for _, a := range acts {
		e := int(a & 63)
		if a&removalFlag != 0 || e >= NumEntries {
			continue
		}
		k := s.chainEnd(e)
		n := int(entryLen[e])
		if k == n || hot&entryReach[e][k] == 0 {
			continue
		}
		if g.ownRowAfter(p, e, k, n, hot, mine) {
			buf = append(buf, a)
		}
	}
	return buf
}

// ownRowAfter is PushRows's own for entry e whose chain ends at k, where
// hot holds the lines with three men of p or more and mine p's men.
func (g *Game) ownRowAfter(p rules.Player, e, k, n int, hot uint32, mine uint64) bool {
	s := &g.s
	l := entryLine[e]
	if hot>>uint(l)&1 != 0 {
		x := s.lines[p][l]
		if entryRev[e] {
			chain := uint8((1<<k - 1) << (n - k))
			x = x&^chain | (x&chain)>>1 | 1<<(n-1)
		} else {
			chain := uint8(1<<k - 1)
			x = x&^chain | (x&chain)<<1 | 1
		}
		if has4(x) {
			return true
		}
	}
	// Across the line, only a spot that becomes p's can complete a row.
	sp := &entrySpots[e]
	prevMine := true // the entering piece
	for i := 0; i <= k; i++ {
		q := int(sp[i])
		cur := mine>>uint(q)&1 != 0
		if prevMine && !cur {
			for d := range 3 {
				m := spotLines[q][d]
				if m != l && hot>>uint(m)&1 != 0 && has4(s.lines[p][m]|1<<spotPos[q][d]) {
					return true
				}
			}
		}
		prevMine = cur
	}
	return false
}
