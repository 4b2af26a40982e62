package ref

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Gravity is the reference Gravity: board[file][rank], 'w', 'b' or 0.
type Gravity struct {
	board  [8][8]byte
	toMove byte // 'w' or 'b'
	over   bool
	winner string // "white", "black", "draw"
	reason string
}

// NewGravity returns the start: an empty board, White to move.
func NewGravity() *Gravity { return &Gravity{toMove: 'w'} }

// GravityBoard returns the position with White's pieces on the squares
// white, Black's on black and toMove ('w' or 'b') to move, for a test to
// set up; it is refused as ParseGravity refuses its position string.
func GravityBoard(white, black []string, toMove byte) (*Gravity, error) {
	g := &Gravity{toMove: toMove}
	for c, names := range [2][]string{white, black} {
		for _, name := range names {
			f, r, ok := parseGravitySquare(name)
			if !ok {
				return nil, fmt.Errorf("bad square %q", name)
			}
			g.board[f][r] = "wb"[c]
		}
	}
	pos, _ := g.Position()
	return ParseGravity(pos)
}

// Landing is where a piece entered on the empty square entry stops ("" for
// a square that is not on the board or not empty).
func (g *Gravity) Landing(entry string) string {
	f, r, ok := parseGravitySquare(entry)
	if !ok || g.board[f][r] != 0 {
		return ""
	}
	lf, lr := g.landing(f, r)
	return fmt.Sprintf("%c%d", 'a'+lf, lr+1)
}

func gravityPlayerName(c byte) string {
	if c == 'w' {
		return "white"
	}
	return "black"
}

func (g *Gravity) Clone() Game { c := *g; return &c }

func (g *Gravity) Moves() []string {
	if g.over {
		return nil
	}
	var ms []string
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			if g.board[f][r] == 0 {
				ms = append(ms, fmt.Sprintf("%c%d", 'a'+f, r+1))
			}
		}
	}
	return ms
}

// landing follows docs/rules/gravity.md: slide toward the nearest side, diagonally when
// a vertical and a horizontal side are equally near.
func (g *Gravity) landing(f, r int) (int, int) {
	df, dh := 0, 0
	hdist, vdist := f, r
	hdir, vdir := -1, -1
	if 7-f < f {
		hdist, hdir = 7-f, 1
	}
	if 7-r < r {
		vdist, vdir = 7-r, 1
	}
	switch {
	case hdist < vdist:
		df = hdir
	case vdist < hdist:
		dh = vdir
	default:
		df, dh = hdir, vdir
	}
	for {
		nf, nr := f+df, r+dh
		if nf < 0 || nf > 7 || nr < 0 || nr > 7 || g.board[nf][nr] != 0 {
			return f, r
		}
		f, r = nf, nr
	}
}

func (g *Gravity) hasFour(c byte) bool {
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			for _, d := range dirs {
				k := 0
				for k < 4 {
					x, y := f+k*d[0], r+k*d[1]
					if x < 0 || x > 7 || y < 0 || y > 7 || g.board[x][y] != c {
						break
					}
					k++
				}
				if k == 4 {
					return true
				}
			}
		}
	}
	return false
}

func (g *Gravity) full() bool {
	for f := 0; f < 8; f++ {
		for r := 0; r < 8; r++ {
			if g.board[f][r] == 0 {
				return false
			}
		}
	}
	return true
}

func parseGravitySquare(s string) (int, int, bool) {
	if len(s) != 2 {
		return 0, 0, false
	}
	f := s[0]
	if f >= 'A' && f <= 'H' {
		f += 'a' - 'A'
	}
	if f < 'a' || f > 'h' || s[1] < '1' || s[1] > '8' {
		return 0, 0, false
	}
	return int(f - 'a'), int(s[1] - '1'), true
}

func (g *Gravity) Play(a string) error {
	if g.over {
		return fmt.Errorf("game over")
	}
	entry, land, hasLand := strings.Cut(a, ">")
	f, r, ok := parseGravitySquare(entry)
	if !ok {
		return fmt.Errorf("bad square %q", a)
	}
	if g.board[f][r] != 0 {
		return fmt.Errorf("occupied %q", a)
	}
	lf, lr := g.landing(f, r)
	if hasLand {
		xf, xr, ok := parseGravitySquare(land)
		if !ok || xf != lf || xr != lr {
			return fmt.Errorf("wrong landing %q", a)
		}
	}
	g.board[lf][lr] = g.toMove
	mover := g.toMove
	if g.toMove == 'w' {
		g.toMove = 'b'
	} else {
		g.toMove = 'w'
	}
	if g.hasFour(mover) {
		g.over, g.winner, g.reason = true, gravityPlayerName(mover), "four"
	} else if g.full() {
		g.over, g.winner, g.reason = true, "draw", "full"
	}
	return nil
}

func (g *Gravity) Respell(a string, r *rand.Rand) string {
	f, rk, _ := parseGravitySquare(a)
	if r.IntN(3) == 0 {
		lf, lr := g.landing(f, rk)
		a = fmt.Sprintf("%s>%c%d", a, 'a'+lf, lr+1)
	}
	if r.IntN(3) == 0 {
		a = strings.ToUpper(a[:1]) + a[1:]
	}
	return a
}

func (g *Gravity) Position() (string, bool) {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			if g.board[f][r] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&sb, empty)
				empty = 0
			}
			sb.WriteByte(g.board[f][r])
		}
		if empty > 0 {
			fmt.Fprint(&sb, empty)
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteByte(' ')
	sb.WriteByte(g.toMove)
	return sb.String(), true
}

func (g *Gravity) Status() string {
	if g.over {
		return "over " + g.winner + " " + g.reason
	}
	return "to-move " + gravityPlayerName(g.toMove)
}

// ParseGravity reads a position string as docs/rules/gravity.md writes it,
// and refuses what it does not allow.
func ParseGravity(s string) (*Gravity, error) {
	fields := strings.Split(s, " ")
	if len(fields) != 2 {
		return nil, fmt.Errorf("want 2 fields")
	}
	g := &Gravity{}
	switch fields[1] {
	case "w", "b":
		g.toMove = fields[1][0]
	default:
		return nil, fmt.Errorf("bad to-move")
	}
	ranks := strings.Split(fields[0], "/")
	if len(ranks) != 8 {
		return nil, fmt.Errorf("want 8 ranks")
	}
	count := map[byte]int{}
	for i, rk := range ranks {
		r := 7 - i
		f := 0
		prevDigit := false
		for j := 0; j < len(rk); j++ {
			c := rk[j]
			switch {
			case c >= '1' && c <= '8':
				if prevDigit {
					return nil, fmt.Errorf("adjacent digits")
				}
				f += int(c - '0')
				prevDigit = true
			case c == 'w' || c == 'b':
				if f > 7 {
					return nil, fmt.Errorf("rank too long")
				}
				g.board[f][r] = c
				count[c]++
				f++
				prevDigit = false
			default:
				return nil, fmt.Errorf("bad char")
			}
		}
		if f != 8 {
			return nil, fmt.Errorf("rank length")
		}
	}
	if count['w'] > 32 || count['b'] > 32 {
		return nil, fmt.Errorf("too many pieces")
	}
	w, b := g.hasFour('w'), g.hasFour('b')
	switch {
	case w && b:
		return nil, fmt.Errorf("both have four")
	case w:
		g.over, g.winner, g.reason = true, "white", "four"
	case b:
		g.over, g.winner, g.reason = true, "black", "four"
	case g.full():
		g.over, g.winner, g.reason = true, "draw", "full"
	}
	return g, nil
}
