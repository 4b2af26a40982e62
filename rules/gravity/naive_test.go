package gravity

import (
	"strings"

	"tavola/rules"
)

// naive is an independent, slow Gravity written straight from the spec for
// the tests to compare the bitboard game against: a grid of cells (0 empty,
// 1 White, 2 Black) indexed [file][rank].
type naive struct {
	cell   [Files][Ranks]int8
	toMove rules.Player
}

// slide returns where a piece entered on empty (f, r) stops: it moves toward
// every side that is nearest (two of them make a diagonal) while the next
// square is on the board and empty.
func (n *naive) slide(f, r int) (int, int) {
	left, right, down, up := f, Files-1-f, r, Ranks-1-r
	near := min(left, right, down, up)
	df, dr := 0, 0
	if left == near {
		df = -1
	}
	if right == near {
		df = 1
	}
	if down == near {
		dr = -1
	}
	if up == near {
		dr = 1
	}
	for {
		nf, nr := f+df, r+dr
		if nf < 0 || nf >= Files || nr < 0 || nr >= Ranks || n.cell[nf][nr] != 0 {
			return f, r
		}
		f, r = nf, nr
	}
}

// hasFour scans the whole grid for four or more of colour c in a line.
func (n *naive) hasFour(c int8) bool {
	for f := range Files {
		for r := range Ranks {
			for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
				run := 0
				for i := 0; i < 4; i++ {
					nf, nr := f+i*d[0], r+i*d[1]
					if nf < 0 || nf >= Files || nr < 0 || nr >= Ranks || n.cell[nf][nr] != c {
						break
					}
					run++
				}
				if run == 4 {
					return true
				}
			}
		}
	}
	return false
}

func (n *naive) full() bool {
	for f := range Files {
		for r := range Ranks {
			if n.cell[f][r] == 0 {
				return false
			}
		}
	}
	return true
}

// outcome scans the grid for the end of the game.
func (n *naive) outcome() rules.Outcome {
	w, b := n.hasFour(1), n.hasFour(2)
	switch {
	case w:
		return rules.Outcome{Over: true, Winner: rules.First, Reason: rules.Four}
	case b:
		return rules.Outcome{Over: true, Winner: rules.Second, Reason: rules.Four}
	case n.full():
		return rules.Outcome{Over: true, Winner: rules.NoPlayer, Reason: rules.Full}
	}
	return rules.Outcome{Winner: rules.NoPlayer}
}

// moves lists the empty squares, by file then rank, as (file, rank) pairs;
// none when the game is over.
func (n *naive) moves() [][2]int {
	if n.outcome().Over {
		return nil
	}
	var m [][2]int
	for f := range Files {
		for r := range Ranks {
			if n.cell[f][r] == 0 {
				m = append(m, [2]int{f, r})
			}
		}
	}
	return m
}

// play enters a piece of the player to move on (f, r).
func (n *naive) play(f, r int) {
	lf, lr := n.slide(f, r)
	n.cell[lf][lr] = int8(n.toMove) + 1
	n.toMove = n.toMove.Other()
}

func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := n.moves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var total uint64
	for _, m := range moves {
		c := *n
		c.play(m[0], m[1])
		total += c.perft(depth - 1)
	}
	return total
}

// position writes the grid as a position string, the long way.
func (n *naive) position() string {
	var ranks []string
	for r := Ranks - 1; r >= 0; r-- {
		var b strings.Builder
		gap := 0
		for f := range Files {
			if n.cell[f][r] == 0 {
				gap++
				continue
			}
			if gap > 0 {
				b.WriteString(string(rune('0' + gap)))
				gap = 0
			}
			b.WriteString(map[int8]string{1: "w", 2: "b"}[n.cell[f][r]])
		}
		if gap > 0 {
			b.WriteString(string(rune('0' + gap)))
		}
		ranks = append(ranks, b.String())
	}
	return strings.Join(ranks, "/") + map[rules.Player]string{rules.First: " w", rules.Second: " b"}[n.toMove]
}

// naiveFrom builds a grid holding the named squares.
func naiveFrom(white, black []string, toMove rules.Player) *naive {
	n := &naive{toMove: toMove}
	for c, names := range [][]string{white, black} {
		for _, name := range names {
			n.cell[name[0]-'a'][name[1]-'1'] = int8(c) + 1
		}
	}
	return n
}
