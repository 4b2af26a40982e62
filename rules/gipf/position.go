package gipf

import (
	"errors"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"tavola/rules"
)

// colSpots lists the spots of columns b…h, lowest number first, for
// position strings.
var colSpots [7][]int8

func init() {
	for p := range NumPoints {
		if !pointDot[p] {
			c := pointCol[p] - 1
			colSpots[c] = append(colSpots[c], int8(p))
		}
	}
}

var pieceChars = [4]byte{'w', 'b', 'W', 'B'}

// Position returns the position string of the spec (§7). It fails while a
// removal decision is pending in the middle of a turn.
func (g *Game) Position() (string, error) {
	s := &g.s
	if !s.over && s.stage != stagePush {
		return "", fmt.Errorf("gipf: %s must still decide on a row", g.PlayerName(g.ToMove()))
	}
	var b strings.Builder
	b.WriteString(g.v.String())
	b.WriteByte(' ')
	for c, col := range colSpots {
		if c > 0 {
			b.WriteByte('/')
		}
		empty := 0
		for _, p := range col {
			k := s.pieceAt(int(p))
			if k < 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(pieceChars[k])
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
	}
	b.WriteByte(' ')
	b.WriteByte("wb"[s.turn])
	fmt.Fprintf(&b, " %d %d ", s.reserve[0], s.reserve[1])
	switch {
	case s.rights[0] && s.rights[1]:
		b.WriteString("WB")
	case s.rights[0]:
		b.WriteString("W")
	case s.rights[1]:
		b.WriteString("B")
	default:
		b.WriteString("-")
	}
	return b.String(), nil
}

// SetPosition replaces the game by the position in text (§7) and clears the
// history. A malformed or refused string changes nothing.
func (g *Game) SetPosition(text string) error {
	s, err := g.parsePosition(text)
	if err != nil {
		return fmt.Errorf("gipf: position %q: %w", text, err)
	}
	g.load(s)
	return nil
}

func (g *Game) parsePosition(text string) (state, error) {
	var s state
	f := strings.Fields(text)
	if len(f) != 6 {
		return s, fmt.Errorf("want 6 fields, got %d", len(f))
	}
	if f[0] != g.v.String() {
		return s, fmt.Errorf("variant %q in a game of %s", f[0], g.v)
	}
	cols := strings.Split(f[1], "/")
	if len(cols) != 7 {
		return s, fmt.Errorf("board has %d columns, want 7", len(cols))
	}
	for c, col := range cols {
		i := 0
		for j := 0; j < len(col); j++ {
			ch := col[j]
			if ch >= '1' && ch <= '9' {
				i += int(ch - '0')
				if i > len(colSpots[c]) {
					break
				}
				continue
			}
			k := strings.IndexByte("wbWB", ch)
			if k < 0 {
				return s, fmt.Errorf("column %c: unknown piece %q", 'b'+c, ch)
			}
			if i >= len(colSpots[c]) {
				i++
				break
			}
			b := uint64(1) << uint(colSpots[c][i])
			s.men[k&1] |= b
			if k >= 2 {
				s.gipf |= b
			}
			i++
		}
		if i != len(colSpots[c]) {
			return s, fmt.Errorf("column %c does not have %d spots", 'b'+c, len(colSpots[c]))
		}
	}
	switch f[2] {
	case "w":
		s.turn = rules.First
	case "b":
		s.turn = rules.Second
	default:
		return s, fmt.Errorf("player to move %q is not w or b", f[2])
	}
	pieces := g.v.Pieces()
	for p := range 2 {
		n, err := strconv.Atoi(f[3+p])
		if err != nil || n < 0 || n > pieces || f[3+p][0] < '0' || f[3+p][0] > '9' {
			return s, fmt.Errorf("reserve %q is not a number from 0 to %d", f[3+p], pieces)
		}
		s.reserve[p] = int8(n)
		used := n + bits.OnesCount64(s.men[p]) + bits.OnesCount64(s.men[p]&s.gipf)
		if used > pieces {
			return s, fmt.Errorf("%s has %d pieces, more than %d", g.PlayerName(rules.Player(p)), used, pieces)
		}
	}
	switch f[5] {
	case "WB":
		s.rights = [2]bool{true, true}
	case "W":
		s.rights[0] = true
	case "B":
		s.rights[1] = true
	case "-":
	default:
		return s, fmt.Errorf("GIPF entry rights %q are not WB, W, B or -", f[5])
	}
	if g.v != Tournament && f[5] != "-" {
		return s, errors.New("GIPF entry rights outside Tournament")
	}
	if g.v == Basic && s.gipf != 0 {
		return s, errors.New("GIPF pieces in Basic")
	}
	s.winner = rules.NoPlayer
	var lost [2]bool
	for p := range 2 {
		s.pushed[p] = g.v != Tournament || s.men[p]&s.gipf != 0 || !s.rights[p]
		lost[p] = g.v != Basic && s.pushed[p] && s.men[p]&s.gipf == 0
	}
	switch {
	case lost[0] && lost[1]:
		return s, errors.New("neither player has a GIPF piece on the board")
	case lost[0]:
		s.over, s.winner, s.reason = true, rules.Second, rules.NoGIPF
	case lost[1]:
		s.over, s.winner, s.reason = true, rules.First, rules.NoGIPF
	}
	return s, nil
}

// Board draws the board as text: columns a…i left to right, White's side at
// the bottom; `.` a dot, `+` an empty spot, w/b a single, W/B a GIPF piece.
func (g *Game) Board() string {
	s := &g.s
	var grid [17][27]byte
	for r := range grid {
		for c := range grid[r] {
			grid[r][c] = ' '
		}
	}
	for p := range NumPoints {
		x := int(pointCol[p])
		y := int(pointNum[p]) + max(0, x-4)
		ch := byte('+')
		if pointDot[p] {
			ch = '.'
		} else if k := s.pieceAt(p); k >= 0 {
			ch = pieceChars[k]
		}
		grid[14-(2*y-x)][3*x+1] = ch
	}
	var b strings.Builder
	for r := range grid {
		b.WriteString(strings.TrimRight(string(grid[r][:]), " "))
		b.WriteByte('\n')
	}
	b.WriteString(" a  b  c  d  e  f  g  h  i\n")
	fmt.Fprintf(&b, "white reserve %d lost %d   black reserve %d lost %d\n",
		s.reserve[0], g.Lost(rules.First), s.reserve[1], g.Lost(rules.Second))
	o := g.Outcome()
	switch {
	case o.Over && o.Winner == rules.NoPlayer:
		fmt.Fprintf(&b, "drawn (%s)\n", o.Reason)
	case o.Over:
		fmt.Fprintf(&b, "%s wins (%s)\n", g.PlayerName(o.Winner), o.Reason)
	case s.stage == stagePush:
		fmt.Fprintf(&b, "%s to push\n", g.PlayerName(s.turn))
	default:
		fmt.Fprintf(&b, "%s to remove a row\n", g.PlayerName(g.ToMove()))
	}
	return b.String()
}
