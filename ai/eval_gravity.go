package ai

import (
	"math/bits"

	"tavola/rules"
	"tavola/rules/gravity"
)

// gravityDir is one direction of lines of four: the step between their
// squares as a shift of the square number (file*8+rank, as in
// rules/gravity) and the squares where such a line can start.
type gravityDir struct {
	shift uint
	start uint64
}

// gravityDirs are the four directions: along a rank, along a file and the
// two diagonals; all 130 lines of four start on one of their start squares.
var gravityDirs = func() (d [4]gravityDir) {
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for i, st := range steps {
		d[i].shift = uint(st[0]*gravity.Ranks + st[1])
		for f := range gravity.Files {
			for r := range gravity.Ranks {
				ef, er := f+3*st[0], r+3*st[1]
				if ef >= 0 && ef < gravity.Files && er >= 0 && er < gravity.Ranks {
					d[i].start |= 1 << (f*gravity.Ranks + r)
				}
			}
		}
	}
	return d
}()

// gravityLines scores the lines of four where p has pieces and o none, and
// returns the empty squares that would complete one of them (threats).
// The lines of each direction are counted at once, bit-sliced: bit sq of
// the planes holds the count of the line starting on sq.
func gravityLines(p, o uint64) (score int32, threats uint64) {
	empty := ^(p | o)
	for _, d := range gravityDirs {
		s := d.shift
		free := d.start &^ (o | o>>s | o>>(2*s) | o>>(3*s))
		a0, a1, a2, a3 := p, p>>s, p>>(2*s), p>>(3*s)
		l01, h01 := a0^a1, a0&a1
		l23, h23 := a2^a3, a2&a3
		low, carry := l01^l23, l01&l23
		mid := h01 ^ h23 ^ carry
		high := h01&h23 | h01&carry | h23&carry
		free &^= high
		one := free & low &^ mid
		two := free &^ low & mid
		three := free & low & mid
		score += gravityWeight[1]*int32(bits.OnesCount64(one)) + gravityWeight[2]*int32(bits.OnesCount64(two)) +
			gravityWeight[3]*int32(bits.OnesCount64(three))
		threats |= (three | three<<s | three<<(2*s) | three<<(3*s)) & empty
	}
	return score, threats
}

// gravityWeight scores a line of four holding n pieces of one colour and
// none of the other: the more pieces, the nearer a four.
var gravityWeight = [5]int32{0, 1, 5, 20, 0}

// Gravity evaluation weights (in the evaluation's units; ±1000 is a win).
const (
	gravityThreat     = 30  // an empty square that completes a four
	gravityPlayable   = 400 // the player to move can complete a four now
	gravityDoubleLoss = 300 // the opponent has two immediate wins
)

// gravityEval scores Gravity positions by the open lines of four each
// player holds, the squares that would complete a four (threats) and
// whether a threat can be played at once: the Connect-Four ideas of
// ai-notes.md, with every line counted once.
type gravityEval struct {
	everyAction
	buf []rules.Action
}

func (e *gravityEval) evaluate(g rules.Game) int32 {
	gg := g.(*gravity.Game)
	w, b := gg.Bitboards()
	sw, tw := gravityLines(w, b)
	sb, tb := gravityLines(b, w)
	s := sw - sb
	threats := [2]uint64{tw, tb}
	s += gravityThreat * int32(bits.OnesCount64(threats[0])-bits.OnesCount64(threats[1]))
	me := gg.ToMove()
	if me == rules.Second {
		s = -s
	}
	if tw|tb == 0 {
		return s
	}
	var playable uint64
	e.buf = gg.DistinctActions(e.buf[:0])
	for _, a := range e.buf {
		playable |= 1 << a
	}
	switch {
	case threats[me]&playable != 0:
		s += gravityPlayable
	case bits.OnesCount64(threats[me.Other()]&playable) >= 2:
		s -= gravityDoubleLoss
	}
	return s
}

// endgame: with 12 empty squares or fewer the game is solved to its end
// (a few hundred thousand nodes at most).
func (e *gravityEval) endgame(g rules.Game) int64 {
	w, b := g.(*gravity.Game).Bitboards()
	if bits.OnesCount64(^(w | b)) <= 12 {
		return 1 << 18
	}
	return 0
}

func (e *gravityEval) value(s int32) float64 { return float64(max(-999, min(999, s))) }

func (e *gravityEval) offset(rules.Game) int32 { return 0 }
