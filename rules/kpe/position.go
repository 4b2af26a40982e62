package kpe

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
)

// Start is the position string of the start.
const Start = "6,6,6,6/6,6,6,6 S - - 0 0"

// Position returns the position string of §6 of the spec, for example
// "6,6,6,6/6,6,6,6 S - - 0 0". After the end the seeds collected are still
// in their pits. It never fails.
func (g *Game) Position() (string, error) {
	b := make([]byte, 0, 40)
	for i := range NumPits {
		switch i {
		case 0:
		case 4:
			b = append(b, '/')
		default:
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(pitOf(g.pits, i)), 10)
	}
	b = append(b, ' ', "SN"[g.toMove])
	for p := range 2 {
		b = append(b, ' ')
		if g.started&sideMask[p] == 0 {
			b = append(b, '-')
		}
		for i := 4 * p; i < 4*p+4; i++ {
			if g.started&(1<<i) != 0 {
				b = append(b, pitNames[i])
			}
		}
	}
	for p := range 2 {
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(g.captured[p]), 10)
	}
	return string(b), nil
}

// SetPosition replaces the game by the position in s and clears the
// history. The string must follow §6 exactly (single spaces, counts 0–48
// without leading zeros, started letters of the right side in order) and
// hold 48 seeds; otherwise the game is left as it was. A position whose
// player to move has no seeds is over.
func (g *Game) SetPosition(s string) error {
	st, err := parsePosition(s)
	if err != nil {
		return fmt.Errorf("kpe: position %q: %w", s, err)
	}
	g.load(st)
	return nil
}

func parsePosition(s string) (state, error) {
	var st state
	f := strings.Split(s, " ")
	if len(f) != 6 {
		return st, fmt.Errorf("want 6 fields separated by single spaces, got %d", len(f))
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 2 {
		return st, errors.New("the pits need two rows separated by '/'")
	}
	total := 0
	for r, row := range rows {
		cells := strings.Split(row, ",")
		if len(cells) != 4 {
			return st, fmt.Errorf("row %q needs 4 counts separated by ','", row)
		}
		for k, cell := range cells {
			n, err := parseCount(cell)
			if err != nil {
				return st, fmt.Errorf("pit %s: %w", PitName(4*r+k), err)
			}
			st.pits |= uint64(n) << (8 * uint(4*r+k))
			total += n
		}
	}
	switch f[1] {
	case "S":
		st.toMove = rules.First
	case "N":
		st.toMove = rules.Second
	default:
		return st, fmt.Errorf("player to move %q: want S or N", f[1])
	}
	for p := range 2 {
		m, err := parseStarted(f[2+p], rules.Player(p))
		if err != nil {
			return st, err
		}
		st.started |= m
	}
	for p := range 2 {
		n, err := parseCount(f[4+p])
		if err != nil {
			return st, fmt.Errorf("captured by %s: %w", [2]string{"south", "north"}[p], err)
		}
		st.captured[p] = uint8(n)
		total += n
	}
	if total != Seeds {
		return st, fmt.Errorf("%d seeds in all, want %d", total, Seeds)
	}
	return st, nil
}

// parseCount reads a seed count: decimal digits without a sign or leading
// zeros, at most 48.
func parseCount(s string) (int, error) {
	if s == "" || len(s) > 2 || (len(s) == 2 && s[0] == '0') {
		return 0, fmt.Errorf("count %q: want a number from 0 to %d", s, Seeds)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("count %q: want a number from 0 to %d", s, Seeds)
		}
		n = 10*n + int(s[i]-'0')
	}
	if n > Seeds {
		return 0, fmt.Errorf("count %d: more than %d seeds", n, Seeds)
	}
	return n, nil
}

// parseStarted reads the started pits of p: "-" or p's pit letters in
// order, each at most once.
func parseStarted(s string, p rules.Player) (uint8, error) {
	if s == "-" {
		return 0, nil
	}
	var m uint8
	next := 4 * int(p) // letters must come in increasing pit order
	for i := 0; i < len(s); i++ {
		pit, err := ParsePit(s[i : i+1])
		if err != nil || Owner(pit) != p || pit < next {
			return 0, fmt.Errorf("started pits %q of %s: want \"-\" or letters of %s in order, each once",
				s, [2]string{"south", "north"}[p], [2]string{"ABCD", "abcd"}[p])
		}
		m |= 1 << pit
		next = pit + 1
	}
	if m == 0 {
		return 0, fmt.Errorf("started pits of %s: empty field", [2]string{"south", "north"}[p])
	}
	return m, nil
}

// FormatAction writes a as the letter of its pit.
func (g *Game) FormatAction(a rules.Action) string {
	if a >= NumPits {
		return fmt.Sprintf("Action(%d)", uint32(a))
	}
	return PitName(int(a))
}

// ParseAction reads a pit letter and returns the move sowing it; it fails
// for garbage, the opponent's pit, an empty pit, a move the feeding rule
// forbids and when the game is over.
func (g *Game) ParseAction(s string) (rules.Action, error) {
	pit, err := ParsePit(s)
	if err != nil {
		return 0, fmt.Errorf("kpe: move %q: not a pit letter (A–D for south, a–d for north)", s)
	}
	a := rules.Action(pit)
	switch {
	case g.reason != rules.NotOver:
		return 0, fmt.Errorf("kpe: move %q: the game is over", s)
	case Owner(pit) != g.toMove:
		return 0, fmt.Errorf("kpe: move %q: the pit is %s's, %s is to move", s, g.PlayerName(Owner(pit)), g.PlayerName(g.toMove))
	case pitOf(g.pits, pit) == 0:
		return 0, fmt.Errorf("kpe: move %q: the pit is empty", s)
	case !g.legal(a):
		return 0, fmt.Errorf("kpe: move %q: the feeding rule forbids it (another move leaves %s a seed)", s, g.PlayerName(g.toMove.Other()))
	}
	return a, nil
}

// Board draws the position for people: North's row on top seen from South
// (d c b a), South's row below (A B C D), captures and the player to move.
func (g *Game) Board() string {
	var b strings.Builder
	row := func(pits [4]int) {
		b.WriteString("  ")
		for _, i := range pits {
			fmt.Fprintf(&b, " %2d ", pitOf(g.pits, i))
		}
	}
	b.WriteString("    d   c   b   a\n")
	row([4]int{7, 6, 5, 4})
	fmt.Fprintf(&b, "   north captured %d\n", g.captured[1])
	row([4]int{0, 1, 2, 3})
	fmt.Fprintf(&b, "   south captured %d\n", g.captured[0])
	b.WriteString("    A   B   C   D\n")
	if o := g.Outcome(); o.Over {
		fmt.Fprintf(&b, "over (%s): south %d, north %d\n", o.Reason, o.Score[0], o.Score[1])
	} else {
		fmt.Fprintf(&b, "%s to move\n", g.PlayerName(g.toMove))
	}
	return b.String()
}
