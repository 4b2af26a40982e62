package gipf

// A deliberately simple, slow implementation of the spec, written without the
// package's tables: points as names, the board as an array, actions as
// strings. The cross-check tests compare it with the real one.

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

var refColLen = []int{5, 6, 7, 8, 9, 8, 7, 6, 5}

type refPt struct{ x, n int } // column 0…8, number 1…

func (p refPt) ok() bool { return p.x >= 0 && p.x < 9 && p.n >= 1 && p.n <= refColLen[p.x] }
func (p refPt) name() string {
	return string(rune('a'+p.x)) + strconv.Itoa(p.n)
}
func (p refPt) dot() bool { return p.x == 0 || p.x == 8 || p.n == 1 || p.n == refColLen[p.x] }
func (p refPt) idx() int {
	i := 0
	for x := 0; x < p.x; x++ {
		i += refColLen[x]
	}
	return i + p.n - 1
}

// step moves one point in direction d: 0 up, 1 up-right, 2 down-right,
// 3 down, 4 down-left, 5 up-left.
func (p refPt) step(d int) refPt {
	left := p.x < 4  // going right from the left half
	right := p.x > 4 // going left from the right half
	switch d {
	case 0:
		return refPt{p.x, p.n + 1}
	case 3:
		return refPt{p.x, p.n - 1}
	case 1:
		if left {
			return refPt{p.x + 1, p.n + 1}
		}
		return refPt{p.x + 1, p.n}
	case 2:
		if left {
			return refPt{p.x + 1, p.n}
		}
		return refPt{p.x + 1, p.n - 1}
	case 4:
		if right {
			return refPt{p.x - 1, p.n}
		}
		return refPt{p.x - 1, p.n - 1}
	default:
		if right {
			return refPt{p.x - 1, p.n + 1}
		}
		return refPt{p.x - 1, p.n}
	}
}

func refAll() []refPt {
	var ps []refPt
	for x := 0; x < 9; x++ {
		for n := 1; n <= refColLen[x]; n++ {
			ps = append(ps, refPt{x, n})
		}
	}
	return ps
}

// refLines returns every line of spots, each as a list in ascending order.
func refLines() [][]refPt {
	var ls [][]refPt
	for _, d := range []int{0, 1, 2} {
		for _, p := range refAll() {
			if p.dot() {
				continue
			}
			back := p.step((d + 3) % 6)
			if !back.dot() {
				continue
			}
			var l []refPt
			for q := p; !q.dot(); q = q.step(d) {
				l = append(l, q)
			}
			sort.Slice(l, func(i, j int) bool { return l[i].idx() < l[j].idx() })
			ls = append(ls, l)
		}
	}
	return ls
}

type refGame struct {
	variant string
	pieces  int
	board   [61]byte // '.', 'w', 'b', 'W', 'B'
	reserve [2]int
	rights  [2]bool
	pushed  [2]bool
	turn    int
	stage   int // 0 push, 1 mover resolves, 2 opponent resolves
	done    map[string]bool
	over    bool
	winner  int // -1 draw
	reason  string
	seen    []string
}

func (r *refGame) at(p refPt) byte { return r.board[p.idx()] }

func colourOf(c byte) int {
	switch c {
	case 'w', 'W':
		return 0
	case 'b', 'B':
		return 1
	}
	return -1
}

func refNew(variant string, pos string) (*refGame, error) {
	r := &refGame{variant: variant, pieces: 18, done: map[string]bool{}, winner: -1}
	if variant == "basic" {
		r.pieces = 15
	}
	f := strings.Split(strings.TrimSpace(pos), " ")
	if len(f) != 6 || f[0] != variant {
		return nil, fmt.Errorf("fields")
	}
	cols := strings.Split(f[1], "/")
	if len(cols) != 7 {
		return nil, fmt.Errorf("columns")
	}
	for i := range r.board {
		r.board[i] = '.'
	}
	for c, col := range cols {
		x := c + 1
		n := 2
		for _, ch := range col {
			if ch >= '1' && ch <= '9' {
				n += int(ch - '0')
				continue
			}
			if !strings.ContainsRune("wbWB", ch) {
				return nil, fmt.Errorf("char")
			}
			p := refPt{x, n}
			if !p.ok() || p.dot() {
				return nil, fmt.Errorf("overflow")
			}
			r.board[p.idx()] = byte(ch)
			n++
		}
		if n != refColLen[x] {
			return nil, fmt.Errorf("column length")
		}
	}
	switch f[2] {
	case "w":
		r.turn = 0
	case "b":
		r.turn = 1
	default:
		return nil, fmt.Errorf("to move")
	}
	for p := 0; p < 2; p++ {
		n, err := strconv.Atoi(f[3+p])
		if err != nil || n < 0 || strings.ContainsAny(f[3+p], "+-") {
			return nil, fmt.Errorf("reserve")
		}
		r.reserve[p] = n
	}
	switch f[5] {
	case "WB":
		r.rights = [2]bool{true, true}
	case "W":
		r.rights[0] = true
	case "B":
		r.rights[1] = true
	case "-":
	default:
		return nil, fmt.Errorf("rights")
	}
	if variant != "tournament" && f[5] != "-" {
		return nil, fmt.Errorf("rights outside tournament")
	}
	for p := 0; p < 2; p++ {
		if r.reserve[p]+r.onBoard(p) > r.pieces {
			return nil, fmt.Errorf("too many pieces")
		}
	}
	if variant == "basic" && (r.gipfs(0) > 0 || r.gipfs(1) > 0) {
		return nil, fmt.Errorf("GIPF in basic")
	}
	for p := 0; p < 2; p++ {
		r.pushed[p] = variant != "tournament" || r.gipfs(p) > 0 || !r.rights[p]
	}
	lw, lb := r.gipfLost(0), r.gipfLost(1)
	if lw && lb {
		return nil, fmt.Errorf("both lost")
	}
	if lw {
		r.finish(1, "no-gipf")
	} else if lb {
		r.finish(0, "no-gipf")
	} else {
		r.startTurn(r.turn)
	}
	return r, nil
}

func (r *refGame) onBoard(p int) int {
	n := 0
	for _, c := range r.board {
		if colourOf(c) == p {
			n++
			if c == 'W' || c == 'B' {
				n++
			}
		}
	}
	return n
}

func (r *refGame) gipfs(p int) int {
	n := 0
	for _, c := range r.board {
		if (p == 0 && c == 'W') || (p == 1 && c == 'B') {
			n++
		}
	}
	return n
}

func (r *refGame) gipfLost(p int) bool {
	if r.variant == "basic" || !r.pushed[p] {
		return false
	}
	return r.gipfs(p) == 0
}

func (r *refGame) finish(w int, reason string) {
	r.over, r.winner, r.reason = true, w, reason
}

func (r *refGame) position() string {
	var cols []string
	for x := 1; x <= 7; x++ {
		s, e := "", 0
		for n := 2; n < refColLen[x]; n++ {
			c := r.at(refPt{x, n})
			if c == '.' {
				e++
				continue
			}
			if e > 0 {
				s += strconv.Itoa(e)
				e = 0
			}
			s += string(c)
		}
		if e > 0 {
			s += strconv.Itoa(e)
		}
		cols = append(cols, s)
	}
	rights := ""
	if r.rights[0] {
		rights += "W"
	}
	if r.rights[1] {
		rights += "B"
	}
	if rights == "" {
		rights = "-"
	}
	return fmt.Sprintf("%s %s %s %d %d %s", r.variant, strings.Join(cols, "/"), "wb"[r.turn:r.turn+1],
		r.reserve[0], r.reserve[1], rights)
}

func (r *refGame) startTurn(p int) {
	r.turn, r.stage = p, 0
	r.done = map[string]bool{}
	if r.reserve[p] == 0 || (r.variant == "tournament" && !r.pushed[p] && r.reserve[p] < 2) {
		r.finish(1-p, "no-pieces")
		return
	}
	pos := r.position()
	r.seen = append(r.seen, pos)
	n := 0
	for _, s := range r.seen {
		if s == pos {
			n++
		}
	}
	if n >= 3 {
		r.finish(-1, "repetition")
	}
}

func (r *refGame) decider() int {
	if r.stage == 2 {
		return 1 - r.turn
	}
	return r.turn
}

func (r *refGame) status() string {
	if !r.over {
		return "to-move " + []string{"white", "black"}[r.decider()]
	}
	w := "draw"
	if r.winner >= 0 {
		w = []string{"white", "black"}[r.winner]
	}
	return "over " + w + " " + r.reason
}

// refPush is a push: the dot, the direction and the line in push order.
func (r *refGame) pushes() map[string][2]int {
	out := map[string][2]int{} // written form → dot index, direction
	for _, d := range refAll() {
		if !d.dot() {
			continue
		}
		for dir := 0; dir < 6; dir++ {
			q := d.step(dir)
			if !q.ok() || q.dot() {
				continue
			}
			var line []refPt
			for s := q; !s.dot(); s = s.step(dir) {
				line = append(line, s)
			}
			k := 0
			for k < len(line) && r.at(line[k]) != '.' {
				k++
			}
			if k == len(line) {
				continue
			}
			name := line[0].name()
			if k > 0 {
				name = d.name() + "-" + line[k].name()
			}
			if _, ok := out[name]; !ok {
				out[name] = [2]int{d.idx(), dir}
			}
		}
	}
	return out
}

type refRow struct {
	key    string
	ext    []refPt
	gipfAt []refPt
}

func (r *refGame) rows(c int) []refRow {
	var out []refRow
	for _, l := range refLines() {
		key := l[0].name() + l[len(l)-1].name()
		if r.done[key] {
			continue
		}
		for i := 0; i < len(l); i++ {
			j := i
			for j < len(l) && colourOf(r.at(l[j])) == c {
				j++
			}
			if j-i >= 4 {
				lo, hi := i, j-1
				for lo > 0 && r.at(l[lo-1]) != '.' {
					lo--
				}
				for hi < len(l)-1 && r.at(l[hi+1]) != '.' {
					hi++
				}
				row := refRow{key: key, ext: l[lo : hi+1]}
				for _, p := range row.ext {
					if c := r.at(p); c == 'W' || c == 'B' {
						row.gipfAt = append(row.gipfAt, p)
					}
				}
				out = append(out, row)
				break
			}
			if j > i {
				i = j - 1
			}
		}
	}
	return out
}

func refRemovalName(row refRow, keep map[string]bool) string {
	var parts []string
	for _, p := range row.ext {
		if keep[p.name()] {
			parts = append(parts, "("+p.name()+")")
		} else {
			parts = append(parts, p.name())
		}
	}
	return "x" + strings.Join(parts, ",")
}

func (r *refGame) legal() []string {
	if r.over {
		return nil
	}
	var out []string
	if r.stage == 0 {
		p := r.turn
		single, gipf := true, false
		if r.variant == "tournament" {
			if !r.pushed[p] {
				single, gipf = false, true
			} else {
				gipf = r.rights[p] && r.reserve[p] >= 2
			}
		}
		for name := range r.pushes() {
			if single {
				out = append(out, name)
			}
			if gipf {
				out = append(out, "G"+name)
			}
		}
	} else {
		for _, row := range r.rows(r.decider()) {
			for m := 0; m < 1<<len(row.gipfAt); m++ {
				keep := map[string]bool{}
				for j, p := range row.gipfAt {
					if m>>j&1 == 1 {
						keep[p.name()] = true
					}
				}
				out = append(out, refRemovalName(row, keep))
			}
		}
	}
	sort.Strings(out)
	return out
}

// removeRow removes row for owner, keeping the named pieces, then applies
// the GIPF rule; it reports whether the game ended.
func (r *refGame) removeRow(owner int, row refRow, keep map[string]bool) bool {
	for _, p := range row.ext {
		if keep[p.name()] {
			continue
		}
		c := r.at(p)
		n := 1
		if c == 'W' || c == 'B' {
			n = 2
		}
		if colourOf(c) == owner {
			r.reserve[owner] += n
		}
		r.board[p.idx()] = '.'
	}
	lw, lb := r.gipfLost(0), r.gipfLost(1)
	next := 1 - r.turn
	switch {
	case lw && lb:
		r.finish(owner, "no-gipf")
	case lw:
		r.finish(1, "no-gipf")
	case lb:
		r.finish(0, "no-gipf")
	default:
		return false
	}
	r.turn, r.stage = next, 0
	return true
}

// settle makes the removals without a choice and moves through the stages.
func (r *refGame) settle() {
	for !r.over && r.stage != 0 {
		c := r.decider()
		rows := r.rows(c)
		if len(rows) == 0 {
			if r.stage == 1 {
				r.stage = 2
				r.done = map[string]bool{}
			} else {
				r.startTurn(1 - r.turn)
			}
			continue
		}
		removed := false
		for i, row := range rows {
			if len(row.gipfAt) > 0 {
				continue
			}
			shared := false
			for j, o := range rows {
				if j == i {
					continue
				}
				for _, p := range row.ext {
					for _, q := range o.ext {
						if p == q {
							shared = true
						}
					}
				}
			}
			if !shared {
				if r.removeRow(c, row, nil) {
					return
				}
				removed = true
			}
		}
		if !removed {
			return
		}
	}
}

func (r *refGame) play(a string) {
	if strings.HasPrefix(a, "x") {
		keep := map[string]bool{}
		names := map[string]bool{}
		for _, t := range strings.Split(a[1:], ",") {
			if strings.HasPrefix(t, "(") {
				t = t[1:3]
				keep[t] = true
			}
			names[t] = true
		}
		for _, row := range r.rows(r.decider()) {
			if len(row.ext) != len(names) || !names[row.ext[0].name()] || !names[row.ext[len(row.ext)-1].name()] {
				continue
			}
			r.done[row.key] = true
			if r.removeRow(r.decider(), row, keep) {
				return
			}
			r.settle()
			return
		}
		panic("ref: no such row " + a)
	}
	p := r.turn
	g := strings.HasPrefix(a, "G")
	how, ok := r.pushes()[strings.TrimPrefix(a, "G")]
	if !ok {
		panic("ref: no such push " + a)
	}
	d := refAll()[how[0]]
	var line []refPt
	for s := d.step(how[1]); !s.dot(); s = s.step(how[1]) {
		line = append(line, s)
	}
	k := 0
	for r.at(line[k]) != '.' {
		k++
	}
	for i := k; i > 0; i-- {
		r.board[line[i].idx()] = r.board[line[i-1].idx()]
	}
	piece := "wb"[p]
	if g {
		piece = "WB"[p]
		r.reserve[p] -= 2
	} else {
		r.reserve[p]--
		r.rights[p] = false
	}
	r.board[line[0].idx()] = piece
	r.pushed[p] = true
	r.stage = 1
	r.done = map[string]bool{}
	r.settle()
}
