package ref

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
)

// GIPF geometry in doubled coordinates: q is the column (-4 for a … 4 for i)
// and y = 2(n-1)+|q| the height in half spots, so the six directions are
// (0,±2) and (±1,±1).
type gpt struct{ q, y int }

var gipfDirs = [6]gpt{{0, 2}, {1, 1}, {1, -1}, {0, -2}, {-1, -1}, {-1, 1}}

// gipfGeo is the board geometry, computed once.
type gipfGeo struct {
	spots   []gpt       // the 37 spots, in column then number order
	spotIdx map[gpt]int // spot → index into spots
	name    map[gpt]string
	lines   [][]int // 21 lines, spots in order along a positive direction
	lineOf  [37][3]int
	entries []gipfEntry
}

type gipfEntry struct {
	dot   string
	spots []int // from the entry spot to the far end of the line
}

func gipfPoint(q, n int) (gpt, bool) {
	aq := q
	if aq < 0 {
		aq = -aq
	}
	if aq > 4 || n < 1 || n > 9-aq {
		return gpt{}, false
	}
	return gpt{q, 2*(n-1) + aq}, true
}

func gipfIsSpot(p gpt) bool {
	aq := p.q
	if aq < 0 {
		aq = -aq
	}
	if aq > 3 || (p.y-aq)%2 != 0 {
		return false
	}
	n := (p.y-aq)/2 + 1
	return n >= 2 && n <= 9-aq-1
}

var geo = buildGipfGeo()

func buildGipfGeo() *gipfGeo {
	g := &gipfGeo{spotIdx: map[gpt]int{}, name: map[gpt]string{}}
	var dots []gpt
	for q := -4; q <= 4; q++ {
		aq := q
		if aq < 0 {
			aq = -aq
		}
		for n := 1; n <= 9-aq; n++ {
			p, _ := gipfPoint(q, n)
			g.name[p] = fmt.Sprintf("%c%d", 'a'+q+4, n)
			if gipfIsSpot(p) {
				g.spotIdx[p] = len(g.spots)
				g.spots = append(g.spots, p)
			} else {
				dots = append(dots, p)
			}
		}
	}
	for d := 0; d < 3; d++ {
		dir := gipfDirs[d]
		for _, p := range g.spots {
			if gipfIsSpot(gpt{p.q - dir.q, p.y - dir.y}) {
				continue
			}
			var line []int
			for x := p; gipfIsSpot(x); x = (gpt{x.q + dir.q, x.y + dir.y}) {
				line = append(line, g.spotIdx[x])
			}
			for _, s := range line {
				g.lineOf[s][d] = len(g.lines)
			}
			g.lines = append(g.lines, line)
		}
	}
	for _, dp := range dots {
		for _, dir := range gipfDirs {
			var sp []int
			for x := (gpt{dp.q + dir.q, dp.y + dir.y}); gipfIsSpot(x); x = (gpt{x.q + dir.q, x.y + dir.y}) {
				sp = append(sp, g.spotIdx[x])
			}
			if len(sp) > 0 {
				g.entries = append(g.entries, gipfEntry{dot: g.name[dp], spots: sp})
			}
		}
	}
	return g
}

func spotName(s int) string { return geo.name[geo.spots[s]] }

// GIPF is the reference GIPF.
type GIPF struct {
	variant string // basic, standard, tournament
	board   [37]byte
	toMove  int // the player whose turn it is (who pushed, during removals)
	reserve [2]int
	rights  [2]bool
	pushed  [2]bool // Tournament: the GIPF rule applies to this player
	phase   int     // 0 push, 1 the mover resolves, 2 the opponent resolves
	done    [21]bool
	over    bool
	winner  int // 0 white, 1 black, 2 draw
	reason  string
	hist    []string // start-of-turn positions
	// autos and kept count rows removed without asking and lines done with
	// a row left standing, for the test log.
	autos, kept int
	// autosAfterChoice counts rows removed without asking right after a
	// removal action (a row no longer shares its extent), for the test log.
	autosAfterChoice int
}

var gipfPlayerNames = [3]string{"white", "black", "draw"}

// The stages of a GIPF turn (GIPF.Stage).
const (
	StagePush     = iota // the player to move pushes
	StageMover           // the mover resolves its rows
	StageOpponent        // the opponent resolves its rows
)

// Stage is where the turn stands: StagePush, StageMover or StageOpponent.
func (g *GIPF) Stage() int { return g.phase }

// RowsStanding reports whether a row of either colour stands on the board
// (at a push: rows left standing with a GIPF piece kept in them).
func (g *GIPF) RowsStanding() bool { return len(g.rows(0))+len(g.rows(1)) > 0 }

// GIPFCounts counts the rules' quieter events since the last TakeCounts,
// for a test's log of what its games went through.
type GIPFCounts struct {
	Autos            int // rows removed without asking
	Kept             int // lines done with a row left standing
	AutosAfterChoice int // rows removed without asking right after a removal action
}

// TakeCounts returns the counts and starts them again from zero.
func (g *GIPF) TakeCounts() GIPFCounts {
	c := GIPFCounts{g.autos, g.kept, g.autosAfterChoice}
	g.autos, g.kept, g.autosAfterChoice = 0, 0, 0
	return c
}

func pieceColour(c byte) int {
	if c == 'w' || c == 'W' {
		return 0
	}
	return 1
}

func isGipfPiece(c byte) bool { return c == 'W' || c == 'B' }

func (g *GIPF) total() int {
	if g.variant == "basic" {
		return 15
	}
	return 18
}

func (g *GIPF) hasGipf(p int) bool {
	for _, c := range g.board {
		if c != 0 && isGipfPiece(c) && pieceColour(c) == p {
			return true
		}
	}
	return false
}

// gipfStarts are the start positions of the variants.
var gipfStarts = map[string]string{
	"basic":      "basic b2w/5/6/w5b/6/5/b2w w 12 12 -",
	"standard":   "standard B2W/5/6/W5B/6/5/B2W w 12 12 -",
	"tournament": "tournament 4/5/6/7/6/5/4 w 18 18 WB",
}

// NewGIPF returns the start of a variant: basic, standard or tournament
// (it panics on any other name, a test's mistake).
func NewGIPF(variant string) *GIPF {
	g, err := ParseGIPF(variant, gipfStarts[variant])
	if err != nil {
		panic("ref: GIPF variant " + variant + ": " + err.Error())
	}
	return g
}

func (g *GIPF) Clone() Game {
	c := *g
	c.hist = append([]string(nil), g.hist...)
	return &c
}

func (g *GIPF) resolver() int {
	if g.phase == 2 {
		return 1 - g.toMove
	}
	return g.toMove
}

type gipfPush struct {
	text  string
	board [37]byte
	gipf  bool
}

// pushes lists the legal pushes keyed by canonical text.
func (g *GIPF) pushes() map[string]gipfPush {
	p := g.toMove
	allowG, allowS := false, true
	if g.variant == "tournament" && g.rights[p] {
		allowG = g.reserve[p] >= 2
		if !g.hasGipf(p) {
			allowS = false
		}
	}
	out := map[string]gipfPush{}
	for _, e := range g.entries() {
		b, text, ok := g.push(e)
		if !ok {
			continue
		}
		piece := byte("wb"[p])
		if allowS {
			nb := b
			nb[e.spots[0]] = piece
			out[text] = gipfPush{text, nb, false}
		}
		if allowG {
			nb := b
			nb[e.spots[0]] = piece - 'a' + 'A'
			out["G"+text] = gipfPush{"G" + text, nb, true}
		}
	}
	return out
}

func (g *GIPF) entries() []gipfEntry { return geo.entries }

// push moves the chain of entry e one spot on and leaves the entry spot
// empty, returning the board and the canonical text without G.
func (g *GIPF) push(e gipfEntry) ([37]byte, string, bool) {
	b := g.board
	j := 0
	for j < len(e.spots) && b[e.spots[j]] != 0 {
		j++
	}
	if j == len(e.spots) {
		return b, "", false
	}
	for k := j; k > 0; k-- {
		b[e.spots[k]] = b[e.spots[k-1]]
	}
	b[e.spots[0]] = 0
	if j == 0 {
		return b, spotName(e.spots[0]), true
	}
	return b, e.dot + "-" + spotName(e.spots[j]), true
}

type gipfRow struct {
	line   int
	extent []int
}

// rows finds the rows of colour p on lines not done.
func (g *GIPF) rows(p int) []gipfRow {
	var rs []gipfRow
	for li, line := range geo.lines {
		if g.done[li] {
			continue
		}
		if r, ok := g.rowOn(li, line, p); ok {
			rs = append(rs, r)
		}
	}
	return rs
}

func (g *GIPF) rowOn(li int, line []int, p int) (gipfRow, bool) {
	for i := 0; i < len(line); {
		c := g.board[line[i]]
		if c == 0 || pieceColour(c) != p {
			i++
			continue
		}
		j := i
		for j < len(line) && g.board[line[j]] != 0 && pieceColour(g.board[line[j]]) == p {
			j++
		}
		if j-i >= 4 {
			a, b := i, j
			for a > 0 && g.board[line[a-1]] != 0 {
				a--
			}
			for b < len(line) && g.board[line[b]] != 0 {
				b++
			}
			return gipfRow{li, append([]int(nil), line[a:b]...)}, true
		}
		i = j
	}
	return gipfRow{}, false
}

func (g *GIPF) removalActions() map[string][]int {
	out := map[string][]int{}
	for _, r := range g.rows(g.resolver()) {
		ext := append([]int(nil), r.extent...)
		sort.Slice(ext, func(a, b int) bool { return spotName(ext[a]) < spotName(ext[b]) })
		var gs []int
		for _, s := range ext {
			if isGipfPiece(g.board[s]) {
				gs = append(gs, s)
			}
		}
		for mask := 0; mask < 1<<len(gs); mask++ {
			left := map[int]bool{}
			for k, s := range gs {
				if mask&(1<<k) != 0 {
					left[s] = true
				}
			}
			var parts []string
			var take []int
			for _, s := range ext {
				if left[s] {
					parts = append(parts, "("+spotName(s)+")")
				} else {
					parts = append(parts, spotName(s))
					take = append(take, s)
				}
			}
			out["x"+strings.Join(parts, ",")] = append([]int{r.line}, take...)
		}
	}
	return out
}

func (g *GIPF) Moves() []string {
	if g.over {
		return nil
	}
	var ms []string
	if g.phase == 0 {
		for k := range g.pushes() {
			ms = append(ms, k)
		}
	} else {
		for k := range g.removalActions() {
			ms = append(ms, k)
		}
	}
	sort.Strings(ms)
	return ms
}

// canonical turns an action in any accepted form into its canonical text,
// or "" when it is not a legal action.
func (g *GIPF) canonical(a string) string {
	if g.over || a == "" {
		return ""
	}
	if g.phase != 0 {
		if a[0] != 'x' {
			return ""
		}
		c := "x" + strings.ToLower(a[1:])
		if _, ok := g.removalActions()[c]; ok {
			return c
		}
		return ""
	}
	prefix := ""
	if a[0] == 'G' {
		prefix, a = "G", a[1:]
	}
	a = strings.ToLower(a)
	legal := g.pushes()
	dot, spot, hasDot := strings.Cut(a, "-")
	if !hasDot {
		if _, ok := legal[prefix+a]; ok {
			return prefix + a
		}
		return ""
	}
	for _, e := range g.entries() {
		if e.dot != dot {
			continue
		}
		_, text, ok := g.push(e)
		if !ok {
			continue
		}
		end := text
		if i := strings.IndexByte(text, '-'); i >= 0 {
			end = text[i+1:]
		}
		if spot == spotName(e.spots[0]) || spot == end {
			if _, ok := legal[prefix+text]; ok {
				return prefix + text
			}
		}
	}
	return ""
}

func (g *GIPF) Play(a string) error {
	c := g.canonical(a)
	if c == "" {
		return fmt.Errorf("illegal %q", a)
	}
	if g.phase == 0 {
		p := g.toMove
		m := g.pushes()[c]
		g.board = m.board
		if m.gipf {
			g.reserve[p] -= 2
		} else {
			g.reserve[p]--
			if g.variant == "tournament" {
				g.rights[p] = false
			}
		}
		g.pushed[p] = true
		g.phase = 1
		g.done = [21]bool{}
		g.advance()
		return nil
	}
	r := g.resolver()
	take := g.removalActions()[c]
	line, spots := take[0], take[1:]
	g.remove(r, spots)
	if _, still := g.rowOn(line, geo.lines[line], r); still {
		g.done[line] = true
		g.kept++
	}
	if g.gipfCheck(r) {
		return nil
	}
	before := g.autos
	g.advance()
	g.autosAfterChoice += g.autos - before
	return nil
}

func (g *GIPF) remove(r int, spots []int) {
	for _, s := range spots {
		c := g.board[s]
		if pieceColour(c) == r {
			g.reserve[r]++
			if isGipfPiece(c) {
				g.reserve[r]++
			}
		}
		g.board[s] = 0
	}
}

// gipfApplies says whether the GIPF rule applies to player p now.
func (g *GIPF) gipfApplies(p int) bool {
	switch g.variant {
	case "standard":
		return true
	case "tournament":
		return g.pushed[p]
	}
	return false
}

// gipfCheck ends the game after a removal by remover when a player has no
// GIPF piece left; it reports whether the game ended.
func (g *GIPF) gipfCheck(remover int) bool {
	lw := g.gipfApplies(0) && !g.hasGipf(0)
	lb := g.gipfApplies(1) && !g.hasGipf(1)
	if !lw && !lb {
		return false
	}
	g.over, g.reason = true, "no-gipf"
	switch {
	case lw && lb:
		g.winner = remover
	case lw:
		g.winner = 1
	default:
		g.winner = 0
	}
	g.toMove = 1 - g.toMove
	g.phase = 0
	return true
}

func (g *GIPF) advance() {
	for g.phase != 0 {
		r := g.resolver()
		rows := g.rows(r)
		auto := false
		for i, row := range rows {
			free := true
			for _, s := range row.extent {
				if isGipfPiece(g.board[s]) {
					free = false
				}
				for j, o := range rows {
					if j != i && containsInt(o.extent, s) {
						free = false
					}
				}
			}
			if free {
				g.remove(r, row.extent)
				auto = true
				g.autos++
			}
		}
		if auto {
			continue
		}
		if len(rows) > 0 {
			return
		}
		if g.phase == 1 {
			g.phase = 2
			g.done = [21]bool{}
			continue
		}
		g.phase = 0
		g.toMove = 1 - g.toMove
		g.turnStart()
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func (g *GIPF) turnStart() {
	k := g.body()
	n := 1
	for _, h := range g.hist {
		if h == k {
			n++
		}
	}
	g.hist = append(g.hist, k)
	p := g.toMove
	switch {
	case n >= 3:
		g.over, g.winner, g.reason = true, 2, "repetition"
	case g.reserve[p] == 0,
		g.variant == "tournament" && g.rights[p] && !g.hasGipf(p) && g.reserve[p] < 2,
		len(g.pushes()) == 0:
		g.over, g.winner, g.reason = true, 1-p, "no-pieces"
	}
}

// body is the position string without the variant.
func (g *GIPF) body() string {
	var sb strings.Builder
	for q := -3; q <= 3; q++ {
		if q > -3 {
			sb.WriteByte('/')
		}
		aq := q
		if aq < 0 {
			aq = -aq
		}
		empty := 0
		for n := 2; n <= 8-aq; n++ {
			p, _ := gipfPoint(q, n)
			c := g.board[geo.spotIdx[p]]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteByte(c)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
	}
	rights := ""
	if g.rights[0] {
		rights += "W"
	}
	if g.rights[1] {
		rights += "B"
	}
	if rights == "" {
		rights = "-"
	}
	fmt.Fprintf(&sb, " %c %d %d %s", "wb"[g.toMove], g.reserve[0], g.reserve[1], rights)
	return sb.String()
}

func (g *GIPF) Position() (string, bool) {
	if !g.over && g.phase != 0 {
		return "", false
	}
	return g.variant + " " + g.body(), true
}

func (g *GIPF) Status() string {
	if g.over {
		return "over " + gipfPlayerNames[g.winner] + " " + g.reason
	}
	return "to-move " + gipfPlayerNames[g.resolver()]
}

func (g *GIPF) Respell(a string, r *rand.Rand) string {
	if a[0] != 'x' && r.IntN(2) == 0 {
		// the first-spot form
		prefix, rest := "", a
		if rest[0] == 'G' {
			prefix, rest = "G", rest[1:]
		}
		if dot, _, ok := strings.Cut(rest, "-"); ok {
			for _, e := range g.entries() {
				if e.dot != dot {
					continue
				}
				if _, text, ok := g.push(e); ok && text == rest {
					a = prefix + dot + "-" + spotName(e.spots[0])
				}
			}
		} else {
			var dots []string
			for _, e := range g.entries() {
				if spotName(e.spots[0]) == rest {
					dots = append(dots, e.dot)
				}
			}
			a = prefix + dots[r.IntN(len(dots))] + "-" + rest
		}
	}
	if r.IntN(3) == 0 {
		if a[0] == 'x' {
			a = "x" + strings.ToUpper(a[1:])
		} else {
			a = strings.ToUpper(a)
		}
	}
	return a
}

// ParseGIPF reads a position string of the variant as docs/rules/gipf.md
// writes it, and refuses what it does not allow.
func ParseGIPF(variant, s string) (*GIPF, error) {
	f := strings.Split(s, " ")
	if len(f) != 6 {
		return nil, fmt.Errorf("want 6 fields")
	}
	if f[0] != variant {
		return nil, fmt.Errorf("variant %q", f[0])
	}
	g := &GIPF{variant: variant}
	cols := strings.Split(f[1], "/")
	if len(cols) != 7 {
		return nil, fmt.Errorf("want 7 columns")
	}
	onBoard := [2]int{}
	for ci, col := range cols {
		q := ci - 3
		aq := q
		if aq < 0 {
			aq = -aq
		}
		n := 2
		prevDigit := false
		for i := 0; i < len(col); i++ {
			c := col[i]
			switch {
			case c >= '1' && c <= '7':
				if prevDigit {
					return nil, fmt.Errorf("adjacent digits")
				}
				n += int(c - '0')
				prevDigit = true
			case c == 'w' || c == 'b' || c == 'W' || c == 'B':
				if n > 8-aq {
					return nil, fmt.Errorf("column too long")
				}
				if isGipfPiece(c) && variant == "basic" {
					return nil, fmt.Errorf("GIPF piece in basic")
				}
				p, _ := gipfPoint(q, n)
				g.board[geo.spotIdx[p]] = c
				onBoard[pieceColour(c)]++
				if isGipfPiece(c) {
					onBoard[pieceColour(c)]++
				}
				n++
				prevDigit = false
			default:
				return nil, fmt.Errorf("bad char %q", c)
			}
		}
		if n != 9-aq {
			return nil, fmt.Errorf("column length")
		}
	}
	switch f[2] {
	case "w":
		g.toMove = 0
	case "b":
		g.toMove = 1
	default:
		return nil, fmt.Errorf("bad to-move")
	}
	for p := 0; p < 2; p++ {
		n, ok := count(f[3+p])
		if !ok {
			return nil, fmt.Errorf("bad reserve")
		}
		g.reserve[p] = n
		if n+onBoard[p] > g.total() {
			return nil, fmt.Errorf("too many pieces")
		}
	}
	switch {
	case variant != "tournament" && f[5] == "-":
	case variant == "tournament" && (f[5] == "-" || f[5] == "W" || f[5] == "B" || f[5] == "WB"):
		g.rights[0] = strings.Contains(f[5], "W")
		g.rights[1] = strings.Contains(f[5], "B")
	default:
		return nil, fmt.Errorf("bad gipf-entry")
	}
	if variant == "tournament" {
		for p := 0; p < 2; p++ {
			g.pushed[p] = g.hasGipf(p) || !g.rights[p]
		}
	}
	lw := g.gipfApplies(0) && !g.hasGipf(0)
	lb := g.gipfApplies(1) && !g.hasGipf(1)
	switch {
	case lw && lb:
		return nil, fmt.Errorf("both without GIPF")
	case lw:
		g.over, g.winner, g.reason = true, 1, "no-gipf"
	case lb:
		g.over, g.winner, g.reason = true, 0, "no-gipf"
	default:
		g.turnStart()
	}
	return g, nil
}

// RowMaking lists the legal pushes after which a row of either colour
// stands on the board: a bias for random games toward removals.
func (g *GIPF) RowMaking() []string {
	var out []string
	for text, m := range g.pushes() {
		c := *g
		c.board = m.board
		c.done = [21]bool{}
		if len(c.rows(0))+len(c.rows(1)) > 0 {
			out = append(out, text)
		}
	}
	sort.Strings(out)
	return out
}
