package ref

import "math/rand/v2"

// RandomGravityPosition writes a random Gravity position string, from
// nearly empty to full, not always an acceptable one (both players may
// have four).
func RandomGravityPosition(r *rand.Rand) string {
	g := &Gravity{toMove: "wb"[r.IntN(2)]}
	fill := r.IntN(65)
	for f := 0; f < 8; f++ {
		for k := 0; k < 8; k++ {
			if r.IntN(64) < fill {
				g.board[f][k] = "wb"[r.IntN(2)]
			}
		}
	}
	s, _ := g.Position()
	return s
}

// RandomKpePosition writes a random Kpé position string: 48 seeds spread
// over the pits and the captures, random pits started.
func RandomKpePosition(r *rand.Rand) string {
	var n [10]int
	for k := 0; k < 48; k++ {
		if r.IntN(3) == 0 {
			n[8+r.IntN(2)]++ // captured
		} else {
			n[r.IntN(8)]++
		}
	}
	g := &Kpe{toMove: r.IntN(2)}
	copy(g.pits[:], n[:8])
	g.captured = [2]int{n[8], n[9]}
	for p := 0; p < 2; p++ {
		all := r.IntN(3) == 0
		for i := 0; i < 4; i++ {
			g.started[p][i] = all || r.IntN(2) == 0
		}
	}
	s, _ := g.Position()
	return s
}

// RandomGIPFPosition writes a random position string of the GIPF variant,
// biased toward what the rules single out: rows of GIPF pieces, rows
// crossing at a spot, boards mostly of one colour, reserves near empty.
// It is not always an acceptable one.
func RandomGIPFPosition(variant string, r *rand.Rand) string {
	g := &GIPF{variant: variant, toMove: r.IntN(2)}
	total := g.total()
	var used [2]int
	fill := r.IntN(34)
	gipfOdds := []int{4, 2, 1, 8}[r.IntN(4)] // one piece in gipfOdds is a GIPF piece
	lopsided := r.IntN(3) == 0
	// place puts a piece of p on the empty spot s, a GIPF piece one time in
	// gipfOdds (never in Basic), if p has the pieces left for it.
	place := func(s, p int) {
		c := "wb"[p]
		if variant != "basic" && r.IntN(gipfOdds) == 0 {
			c = "WB"[p]
		}
		n := 1
		if isGipfPiece(c) {
			n = 2
		}
		if g.board[s] == 0 && used[p]+n <= total {
			g.board[s] = c
			used[p] += n
		}
	}
	if variant != "basic" && r.IntN(3) == 0 {
		// a row of four GIPF pieces, which can be left standing
		line := geo.lines[r.IntN(len(geo.lines))]
		at := r.IntN(len(line) - 3)
		p := r.IntN(2)
		for _, s := range line[at : at+4] {
			g.board[s] = "WB"[p]
		}
		used[p] = 8
	}
	if r.IntN(3) == 0 {
		// rows crossing at one spot, in two or three directions
		p := r.IntN(2)
		x := r.IntN(37)
		for d := 0; d < 3; d++ {
			if d == 2 && r.IntN(2) == 0 {
				break
			}
			line := geo.lines[geo.lineOf[x][d]]
			at := 0
			for line[at] != x {
				at++
			}
			lo := max(0, at-3) + r.IntN(min(at, len(line)-4)-max(0, at-3)+1)
			for _, s := range line[lo : lo+4] {
				place(s, p)
			}
		}
	}
	for s := range g.board {
		if g.board[s] != 0 || r.IntN(37) >= fill {
			continue
		}
		p := r.IntN(2)
		if lopsided && r.IntN(7) != 0 {
			p = 0 // mostly one colour: many rows at once, crossing
		}
		place(s, p)
	}
	for p := 0; p < 2; p++ {
		left := total - used[p]
		g.reserve[p] = left - r.IntN(left/3+1)
		if r.IntN(10) == 0 {
			g.reserve[p] = r.IntN(3)
		}
		g.rights[p] = variant == "tournament" && r.IntN(2) == 0
	}
	return variant + " " + g.body()
}
