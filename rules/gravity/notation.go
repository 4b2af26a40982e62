package gravity

import (
	"fmt"
	"strings"

	"tavola/rules"
)

// FormatAction writes a as its entry square ("e4").
func (g *Game) FormatAction(a rules.Action) string { return SquareName(int(a)) }

// ParseAction reads an entry square ("e4", "E4"), optionally followed by
// its landing square ("e4>g2"), which must then be where the piece would
// stop. It fails when the game is over or the entry square is taken.
func (g *Game) ParseAction(s string) (rules.Action, error) {
	entryText, landingText, withLanding := strings.Cut(s, ">")
	entry, ok := parseSquare(entryText)
	if !ok {
		return 0, fmt.Errorf("gravity: action %q: want an entry square a1-h8, optionally with its landing square (e4>g2)", s)
	}
	to := -1
	if withLanding {
		if to, ok = parseSquare(landingText); !ok {
			return 0, fmt.Errorf("gravity: action %q: landing square %q is not a square a1-h8", s, landingText)
		}
	}
	if g.reason != rules.NotOver {
		return 0, fmt.Errorf("gravity: action %q: the game is over", s)
	}
	if g.At(entry) != rules.NoPlayer {
		return 0, fmt.Errorf("gravity: action %q: %s is taken", s, SquareName(entry))
	}
	if land := g.Landing(entry); withLanding && land != to {
		return 0, fmt.Errorf("gravity: action %q: a piece entered on %s lands on %s, not %s",
			s, SquareName(entry), SquareName(land), SquareName(to))
	}
	return rules.Action(entry), nil
}

// SquareName returns the name of square sq ("a1" … "h8").
func SquareName(sq int) string {
	if sq < 0 || sq >= Squares {
		return fmt.Sprintf("Square(%d)", sq)
	}
	return string([]byte{byte('a' + sq/Ranks), byte('1' + sq%Ranks)})
}

// ParseSquare reads a square name: a file letter a-h (either case) and a
// rank digit 1-8.
func ParseSquare(s string) (int, error) {
	sq, ok := parseSquare(s)
	if !ok {
		return 0, fmt.Errorf("gravity: square %q: want a file a-h and a rank 1-8", s)
	}
	return sq, nil
}

func parseSquare(s string) (int, bool) {
	if len(s) != 2 {
		return 0, false
	}
	// s[0]|0x20 turns A-H into a-h and nothing else into a-h.
	f, r := int(s[0]|0x20)-'a', int(s[1])-'1'
	if !onBoard(f, r) {
		return 0, false
	}
	return f*Ranks + r, true
}
