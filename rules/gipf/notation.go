package gipf

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"tavola/rules"
)

// rankWords is the size of the bit set of push ranks used by Actions.
const rankWords = 8 // a power of two: ranks index the set unchecked

// noRank is the rank given to a push from a full line; Actions drops it.
const noRank = rankWords*64 - 1

// Push ranks: the position of each written single push among all of them in
// byte order, so that Actions lists pushes in order without sorting strings.
// (A GIPF push is written "G" and the single push, so GIPF pushes sort first
// and in the same order.) lineRank[l][occupancy] holds the ranks of the
// pushes from the two ends of line l (noRank when the line is full) in its
// low and high 16 bits; rankAction
// maps a rank back to the canonical single push.
var (
	lineRank   [NumLines][128]uint32
	rankAction [rankWords * 64]rules.Action
)

func init() {
	type item struct {
		text string
		a    rules.Action
	}
	var items []item
	index := map[string]int{}
	var rankPush [NumEntries][maxLine]int
	for e := range NumEntries {
		for k := 0; k < int(entryLen[e]); k++ {
			var a rules.Action
			if k == 0 {
				sp := int(entrySpots[e][0])
				a = pushAction(int(canonEntry[sp]), sp, false)
			} else {
				a = pushAction(e, int(entrySpots[e][k]), false)
			}
			t := formatPush(a)
			if _, ok := index[t]; !ok {
				index[t] = len(items)
				items = append(items, item{t, a})
			}
			rankPush[e][k] = index[t] // an item index for now
		}
	}
	order := make([]int, len(items))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(i, j int) bool { return items[order[i]].text < items[order[j]].text })
	if len(items) > noRank {
		panic("gipf: too many push forms for the rank set")
	}
	rank := make([]int16, len(items))
	for r, i := range order {
		rank[i] = int16(r)
		rankAction[r] = items[i].a
	}
	var ends [NumLines]int
	for e := range NumEntries {
		l := int(entryLine[e])
		for pat := range 1 << uint(entryLen[e]) {
			k := int(entryFirst[e][pat])
			r := uint32(noRank)
			if k < int(entryLen[e]) {
				r = uint32(rank[rankPush[e][k]])
			}
			lineRank[l][pat] |= r << (16 * uint(ends[l]))
		}
		ends[l]++
	}
}

// Canonical returns the action that a means in listings and comparisons:
// an entry onto an empty spot is one action whatever dot it comes from, so
// the form EntryAction returns for another dot maps to the one Actions lists.
// Two actions mean the same iff their Canonical forms are equal.
func Canonical(a rules.Action) rules.Action {
	if a&removalFlag != 0 {
		return a
	}
	e := int(a & 63)
	end := int(a >> 6 & 63)
	if e < NumEntries && int(entrySpots[e][0]) == end {
		return a&^63 | rules.Action(canonEntry[end])
	}
	return a
}

// formatPush writes a push in the notation of the spec.
func formatPush(a rules.Action) string {
	e := int(a & 63)
	end := int(a >> 6 & 63)
	g := ""
	if a&gipfFlag != 0 {
		g = "G"
	}
	if int(entrySpots[e][0]) == end {
		return g + pointName[end]
	}
	return g + pointName[entryDot[e]] + "-" + pointName[end]
}

// appendRemoval appends the written form of removal a to dst.
func appendRemoval(dst []byte, a rules.Action) []byte {
	line := int(a & 31)
	lo, hi := int(a>>5&7), int(a>>8&7)
	kept := uint32(a >> 11 & 127)
	dst = append(dst, 'x')
	for i := lo; i <= hi; i++ {
		if i > lo {
			dst = append(dst, ',')
		}
		n := pointName[lineSpots[line][i]]
		if kept>>uint(i)&1 != 0 {
			dst = append(dst, '(', n[0], n[1], ')')
		} else {
			dst = append(dst, n[0], n[1])
		}
	}
	return dst
}

// removalKey maps a removal to a number that orders removals as their
// written forms do. The forms compare token by token ("(e5)" or "e5", in
// ascending spots): a kept piece's "(" sorts before any name, names sort as
// point indices, and a form that is a prefix of another sorts first. So each
// token becomes a 7-bit digit (kept: 1+spot, taken: 65+spot, none: 0) and
// the key is the seven digits, the first token most significant.
func removalKey(a rules.Action) uint64 {
	line := int(a & 31)
	lo, hi := int(a>>5&7), int(a>>8&7)
	var key uint64
	for i := 0; i < maxLine; i++ {
		var d uint64
		if j := lo + i; j <= hi {
			d = 65 + uint64(lineSpots[line][j])
			if a>>(11+uint(j))&1 != 0 {
				d -= 64
			}
		}
		key = key<<7 | d
	}
	return key
}

// lessRemoval orders removals by their written forms.
func lessRemoval(a, b rules.Action) bool { return removalKey(a) < removalKey(b) }

// validAction reports whether a is a well-formed action of this package
// (legal or not).
func validAction(a rules.Action) bool {
	if a&removalFlag != 0 {
		line := int(a & 31)
		lo, hi := int(a>>5&7), int(a>>8&7)
		kept := uint32(a >> 11 & 127)
		return a&^(removalFlag|(1<<18-1)) == 0 && line < NumLines && lo+3 <= hi && hi < int(lineLen[line]) &&
			kept&^(uint32(1)<<uint(hi+1)-uint32(1)<<uint(lo)) == 0
	}
	e := int(a & 63)
	end := int(a >> 6 & 63)
	if a&^(gipfFlag|(1<<12-1)) != 0 || e >= NumEntries {
		return false
	}
	for k := range entryLen[e] {
		if int(entrySpots[e][k]) == end {
			return true
		}
	}
	return false
}

// FormatAction writes a in the canonical notation: `a1-d4`, `e2`, `Ge2`,
// `xc3,d4,(e5),f5`. It does not depend on the position.
func (g *Game) FormatAction(a rules.Action) string {
	if !validAction(a) {
		return fmt.Sprintf("?%08x", uint32(a))
	}
	if a&removalFlag != 0 {
		var b [48]byte
		return string(appendRemoval(b[:0], a))
	}
	return formatPush(a)
}

// legalPush returns the canonical action of the push along entry e, and
// whether it is legal now.
func (g *Game) legalPush(e int, gp bool) (rules.Action, error) {
	s := &g.s
	if s.over {
		return 0, errors.New("the game is over")
	}
	if s.stage != stagePush {
		return 0, fmt.Errorf("%s must remove a row", g.PlayerName(g.ToMove()))
	}
	single, gipf := g.allowed(s.turn)
	if gp && !gipf {
		return 0, fmt.Errorf("%s may not enter a GIPF piece", g.PlayerName(s.turn))
	}
	if !gp && !single {
		return 0, fmt.Errorf("%s must enter a GIPF piece", g.PlayerName(s.turn))
	}
	k := s.chainEnd(e)
	if k == int(entryLen[e]) {
		return 0, fmt.Errorf("the line from %s through %s is full", pointName[entryDot[e]], pointName[entrySpots[e][0]])
	}
	if k == 0 {
		sp := int(entrySpots[e][0])
		return pushAction(int(canonEntry[sp]), sp, gp), nil
	}
	return pushAction(e, int(entrySpots[e][k]), gp), nil
}

// EntryAction returns the push of a piece (a GIPF piece when gipf is set)
// from dot onto spot, if it is legal now. Unlike the canonical action of an
// entry onto an empty spot, it remembers the dot, so that the events of Apply
// start there; it formats like the canonical action and Canonical maps it to
// it.
func (g *Game) EntryAction(dot, spot int, gipf bool) (rules.Action, error) {
	e := EntryIndex(dot, spot)
	if e < 0 {
		return 0, fmt.Errorf("gipf: no entry from point %d onto point %d", dot, spot)
	}
	a, err := g.legalPush(e, gipf)
	if err != nil {
		return 0, fmt.Errorf("gipf: %s-%s: %w", pointName[dot], pointName[spot], err)
	}
	if int(a>>6&63) == spot {
		a = a&^63 | rules.Action(e)
	}
	return a, nil
}

// ParseAction reads a push (`a1-d4`, `a1-b2`, `e2`, `c1-d2`, with `G` for a
// GIPF piece, coordinates in either case) or a removal (`xc3,d4,(e5),f5`,
// naming the exact extent) and returns the canonical legal action it means.
func (g *Game) ParseAction(text string) (rules.Action, error) {
	a, err := g.parse(text)
	if err != nil {
		return 0, fmt.Errorf("gipf: action %q: %w", text, err)
	}
	return a, nil
}

func (g *Game) parse(text string) (rules.Action, error) {
	if strings.HasPrefix(text, "x") {
		return g.parseRemoval(text[1:])
	}
	// G followed by a digit is column g in upper case (G2, G1-F2), not the
	// GIPF mark, which is always followed by a coordinate.
	gp := len(text) > 1 && text[0] == 'G' && (text[1] < '0' || text[1] > '9')
	if gp {
		text = text[1:]
	}
	switch {
	case len(text) == 2:
		sp := PointIndex(text)
		if sp < 0 || pointDot[sp] {
			return 0, errors.New("not a spot")
		}
		if canonEntry[sp] < 0 {
			return 0, errors.New("no dot leads onto this spot")
		}
		a, err := g.legalPush(int(canonEntry[sp]), gp)
		if err != nil {
			return 0, err
		}
		if int(a>>6&63) != sp {
			return 0, errors.New("the spot is occupied")
		}
		return a, nil
	case len(text) == 5 && text[2] == '-':
		dot, sp := PointIndex(text[:2]), PointIndex(text[3:])
		if dot < 0 || !pointDot[dot] {
			return 0, errors.New("does not start on a dot")
		}
		if sp < 0 || pointDot[sp] {
			return 0, errors.New("does not end on a spot")
		}
		for e := range NumEntries {
			if int(entryDot[e]) != dot {
				continue
			}
			for k := range entryLen[e] {
				if int(entrySpots[e][k]) != sp {
					continue
				}
				a, err := g.legalPush(e, gp)
				if err != nil {
					return 0, err
				}
				if k != 0 && int(a>>6&63) != sp {
					return 0, fmt.Errorf("the push ends on %s", pointName[a>>6&63])
				}
				return a, nil
			}
		}
		return 0, errors.New("the spot is not on a line from the dot")
	}
	return 0, errors.New("unreadable")
}

func (g *Game) parseRemoval(text string) (rules.Action, error) {
	s := &g.s
	var ext, kept uint64
	for _, tok := range strings.Split(text, ",") {
		k := strings.HasPrefix(tok, "(") && strings.HasSuffix(tok, ")") && len(tok) == 4
		if k {
			tok = tok[1:3]
		}
		p := PointIndex(tok)
		if p < 0 || pointDot[p] {
			return 0, fmt.Errorf("%q is not a spot", tok)
		}
		b := uint64(1) << uint(p)
		if ext&b != 0 {
			return 0, fmt.Errorf("%s named twice", pointName[p])
		}
		ext |= b
		if k {
			kept |= b
		}
	}
	if s.over {
		return 0, errors.New("the game is over")
	}
	if s.stage == stagePush {
		return 0, fmt.Errorf("%s must push", g.PlayerName(s.turn))
	}
	var rows [NumLines]row
	n := g.scan(g.ToMove(), &rows)
	for _, r := range rows[:n] {
		if r.ext != ext {
			continue
		}
		if kept&^r.gipf != 0 {
			return 0, errors.New("only GIPF pieces can be left on the board")
		}
		var keptPos uint32
		for i := int(r.lo); i <= int(r.hi); i++ {
			if kept>>uint(lineSpots[r.line][i])&1 != 0 {
				keptPos |= 1 << uint(i)
			}
		}
		return removalAction(int(r.line), int(r.lo), int(r.hi), keptPos), nil
	}
	return 0, fmt.Errorf("not the extent of a row %s must remove", g.PlayerName(g.ToMove()))
}
