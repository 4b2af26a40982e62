package gravity

import (
	"fmt"
	"strings"

	"tavola/rules"
)

// maxPieces is the number of pieces each player has.
const maxPieces = Squares / 2

// Position returns the position string of the spec
// ("8/8/8/8/8/8/8/8 w"); it never fails.
func (g *Game) Position() (string, error) {
	var b strings.Builder
	b.Grow(72)
	for r := Ranks - 1; r >= 0; r-- {
		empty := 0
		for f := range Files {
			p := g.At(f*Ranks + r)
			if p == rules.NoPlayer {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte("wb"[p])
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteByte(' ')
	b.WriteByte("wb"[g.toMove])
	return b.String(), nil
}

// SetPosition replaces the game by the position string s and clears the
// history. Any board with at most 32 pieces of each colour is accepted; if
// one player has four in a line that player has won, and a board where both
// have is refused. Each rank must name exactly eight squares, with no two
// digits in a row, so every position has exactly one string. A refused
// string changes nothing.
func (g *Game) SetPosition(s string) error {
	white, black, toMove, err := parsePosition(s)
	if err != nil {
		return err
	}
	if n := popcount(white); n > maxPieces {
		return fmt.Errorf("gravity: position %q: white has %d pieces, at most %d", s, n, maxPieces)
	}
	if n := popcount(black); n > maxPieces {
		return fmt.Errorf("gravity: position %q: black has %d pieces, at most %d", s, n, maxPieces)
	}
	fw, fb := fours(white) != 0, fours(black) != 0
	if fw && fb {
		return fmt.Errorf("gravity: position %q: both players have four in a line", s)
	}
	*g = Game{bb: [2]uint64{white, black}, toMove: toMove, winner: rules.NoPlayer}
	g.hash = hashOf(white, black, toMove)
	switch {
	case fw:
		g.winner, g.reason = rules.First, rules.Four
	case fb:
		g.winner, g.reason = rules.Second, rules.Four
	case white|black == fullBoard:
		g.reason = rules.Full
	}
	return nil
}

// parsePosition reads the syntax of a position string.
func parsePosition(s string) (white, black uint64, toMove rules.Player, err error) {
	board, side, ok := strings.Cut(s, " ")
	switch {
	case !ok:
		return 0, 0, 0, fmt.Errorf("gravity: position %q: want <ranks> <to-move>", s)
	case side == "w":
		toMove = rules.First
	case side == "b":
		toMove = rules.Second
	default:
		return 0, 0, 0, fmt.Errorf("gravity: position %q: the player to move is %q, want w or b", s, side)
	}
	ranks := strings.Split(board, "/")
	if len(ranks) != Ranks {
		return 0, 0, 0, fmt.Errorf("gravity: position %q: %d ranks, want %d", s, len(ranks), Ranks)
	}
	for i, text := range ranks {
		r := Ranks - 1 - i
		f, digit := 0, false
		for j := 0; j < len(text); j++ {
			c := text[j]
			switch {
			case c >= '1' && c <= '8':
				if digit {
					return 0, 0, 0, fmt.Errorf("gravity: position %q: rank %d has two digits in a row", s, r+1)
				}
				f += int(c - '0')
				digit = true
				continue
			case c == 'w' || c == 'b':
				if f < Files {
					if c == 'w' {
						white |= 1 << uint(f*Ranks+r)
					} else {
						black |= 1 << uint(f*Ranks+r)
					}
				}
				f++
				digit = false
			default:
				return 0, 0, 0, fmt.Errorf("gravity: position %q: rank %d: unexpected %q, want w, b or a digit 1-8", s, r+1, c)
			}
		}
		if f != Files {
			return 0, 0, 0, fmt.Errorf("gravity: position %q: rank %d names %d squares, want %d", s, r+1, f, Files)
		}
	}
	return white, black, toMove, nil
}

// Board draws the position as text: ranks 8 to 1, files a to h, "w" and
// "b" for pieces, "." for empty squares, and a last line saying who is to
// move or how the game ended.
func (g *Game) Board() string {
	var b strings.Builder
	for r := Ranks - 1; r >= 0; r-- {
		b.WriteByte(byte('1' + r))
		for f := range Files {
			b.WriteByte(' ')
			b.WriteByte("wb."[g.At(f*Ranks+r)])
		}
		b.WriteByte('\n')
	}
	b.WriteString("  a b c d e f g h\n")
	switch {
	case g.reason == rules.Full:
		b.WriteString("draw (full)")
	case g.reason != rules.NotOver:
		fmt.Fprintf(&b, "%s wins (%s)", g.PlayerName(g.winner), g.reason)
	default:
		fmt.Fprintf(&b, "%s to move", g.PlayerName(g.toMove))
	}
	return b.String()
}
