package ref

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Kpe is the reference Kpé. Pits 0-3 are South's A-D, 4-7 North's a-d,
// in sowing order.
type Kpe struct {
	pits     [8]int
	toMove   int // 0 South, 1 North
	started  [2][4]bool
	captured [2]int
	over     bool
	reason   string
	seen     map[string]bool // positions met so far, for loops
}

// NewKpe returns the start: 6 seeds in every pit, South to move.
func NewKpe() *Kpe {
	g := &Kpe{}
	for i := range g.pits {
		g.pits[i] = 6
	}
	g.start()
	return g
}

// start records the current position and ends the game when it must.
func (g *Kpe) start() {
	if g.seen == nil {
		g.seen = map[string]bool{}
	}
	k := g.key()
	if g.seen[k] {
		g.over, g.reason = true, "loop"
		return
	}
	g.seen[k] = true
	if g.sideSum(g.toMove) == 0 {
		g.over, g.reason = true, "no-moves"
	}
}

func (g *Kpe) key() string {
	return fmt.Sprint(g.pits, g.started, g.toMove)
}

func (g *Kpe) sideSum(p int) int {
	s := 0
	for i := 4 * p; i < 4*p+4; i++ {
		s += g.pits[i]
	}
	return s
}

func (g *Kpe) Clone() Game {
	c := *g
	c.seen = make(map[string]bool, len(g.seen))
	for k := range g.seen {
		c.seen[k] = true
	}
	return &c
}

func kpeLetter(p, i int) string {
	if p == 0 {
		return string(rune('A' + i))
	}
	return string(rune('a' + i))
}

// sow applies the move from pit i (0-3 of the player to move) to a copy of
// the pits and returns it with the captures.
func (g *Kpe) sow(i int) (pits [8]int, capt int) {
	p := g.toMove
	pits = g.pits
	from := 4*p + i
	n := pits[from]
	pits[from] = 0
	pos := from
	for ; n > 0; n-- {
		pos = (pos + 1) % 8
		pits[pos]++
	}
	unlocked := true
	for j := 0; j < 4; j++ {
		if j != i && !g.started[p][j] {
			unlocked = false
		}
	}
	opp := func(j int) bool { return j/4 != p }
	if unlocked {
		for opp(pos) && (pits[pos] == 2 || pits[pos] == 4) {
			capt += pits[pos]
			pits[pos] = 0
			pos = (pos + 7) % 8
		}
	}
	return pits, capt
}

func (g *Kpe) legal() []int {
	if g.over {
		return nil
	}
	p := g.toMove
	var all, feeding []int
	for i := 0; i < 4; i++ {
		if g.pits[4*p+i] == 0 {
			continue
		}
		all = append(all, i)
		pits, _ := g.sow(i)
		s := 0
		for j := 4 * (1 - p); j < 4*(1-p)+4; j++ {
			s += pits[j]
		}
		if s > 0 {
			feeding = append(feeding, i)
		}
	}
	if g.sideSum(1-p) == 0 && len(feeding) > 0 {
		return feeding
	}
	return all
}

func (g *Kpe) Moves() []string {
	var ms []string
	for _, i := range g.legal() {
		ms = append(ms, kpeLetter(g.toMove, i))
	}
	return ms
}

func (g *Kpe) Play(a string) error {
	for _, i := range g.legal() {
		if a == kpeLetter(g.toMove, i) {
			pits, capt := g.sow(i)
			g.pits = pits
			g.captured[g.toMove] += capt
			g.started[g.toMove][i] = true
			g.toMove = 1 - g.toMove
			g.start()
			return nil
		}
	}
	return fmt.Errorf("illegal %q", a)
}

func (g *Kpe) Respell(a string, _ *rand.Rand) string { return a }

func (g *Kpe) Position() (string, bool) {
	var sb strings.Builder
	for i, n := range g.pits {
		if i == 4 {
			sb.WriteByte('/')
		} else if i > 0 {
			sb.WriteByte(',')
		}
		sb.WriteString(strconv.Itoa(n))
	}
	sb.WriteString([]string{" S", " N"}[g.toMove])
	for p := 0; p < 2; p++ {
		sb.WriteByte(' ')
		any := false
		for i := 0; i < 4; i++ {
			if g.started[p][i] {
				sb.WriteString(kpeLetter(p, i))
				any = true
			}
		}
		if !any {
			sb.WriteByte('-')
		}
	}
	fmt.Fprintf(&sb, " %d %d", g.captured[0], g.captured[1])
	return sb.String(), true
}

// Score is each player's seeds, South's then North's: captured, and those
// left on their row (collected when the game ends).
func (g *Kpe) Score() [2]int {
	return [2]int{g.captured[0] + g.sideSum(0), g.captured[1] + g.sideSum(1)}
}

// Reason is why the game ended ("no-moves" or "loop"), "" while it goes on.
func (g *Kpe) Reason() string { return g.reason }

func (g *Kpe) Status() string {
	if !g.over {
		return []string{"to-move south", "to-move north"}[g.toMove]
	}
	s, n := g.Score()[0], g.Score()[1]
	w := "draw"
	if s > n {
		w = "south"
	} else if n > s {
		w = "north"
	}
	return fmt.Sprintf("over %s %s %d-%d", w, g.reason, s, n)
}

// ParseKpe reads a position string as docs/rules/kpe.md writes it, and
// refuses what it does not allow.
func ParseKpe(s string) (*Kpe, error) {
	f := strings.Split(s, " ")
	if len(f) != 6 {
		return nil, fmt.Errorf("want 6 fields")
	}
	g := &Kpe{}
	rows := strings.Split(f[0], "/")
	if len(rows) != 2 {
		return nil, fmt.Errorf("want 2 rows")
	}
	total := 0
	for r, row := range rows {
		ns := strings.Split(row, ",")
		if len(ns) != 4 {
			return nil, fmt.Errorf("want 4 pits")
		}
		for i, x := range ns {
			n, ok := count(x)
			if !ok {
				return nil, fmt.Errorf("bad pit %q", x)
			}
			g.pits[4*r+i] = n
			total += n
		}
	}
	switch f[1] {
	case "S":
		g.toMove = 0
	case "N":
		g.toMove = 1
	default:
		return nil, fmt.Errorf("bad to-move")
	}
	for p := 0; p < 2; p++ {
		x := f[2+p]
		if x == "-" {
			continue
		}
		last := -1
		for _, c := range x {
			i := int(c) - int(kpeLetter(p, 0)[0])
			if i < 0 || i > 3 || i <= last {
				return nil, fmt.Errorf("bad started %q", x)
			}
			g.started[p][i] = true
			last = i
		}
	}
	for p := 0; p < 2; p++ {
		n, ok := count(f[4+p])
		if !ok {
			return nil, fmt.Errorf("bad captured %q", f[4+p])
		}
		g.captured[p] = n
		total += n
	}
	if total != 48 {
		return nil, fmt.Errorf("total %d", total)
	}
	g.start()
	return g, nil
}
