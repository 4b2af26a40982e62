package ai

import (
	"math/bits"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
)

// naiveGravityLines scores the lines of four one by one.
func naiveGravityLines(p, o uint64) (int32, uint64) {
	var score int32
	var threats uint64
	steps := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for f := range 8 {
		for r := range 8 {
			for _, st := range steps {
				var l uint64
				for k := range 4 {
					ff, rr := f+k*st[0], r+k*st[1]
					if ff < 0 || ff > 7 || rr < 0 || rr > 7 {
						l = 0
						break
					}
					l |= 1 << (ff*8 + rr)
				}
				if l == 0 || l&o != 0 || l&p == 0 {
					continue
				}
				n := bits.OnesCount64(l & p)
				score += gravityWeight[n]
				if n == 3 {
					threats |= l &^ p
				}
			}
		}
	}
	return score, threats
}

func TestGravityLinesCountEveryLineOfFourOnce(t *testing.T) {
	n := 0
	for _, d := range gravityDirs {
		n += bits.OnesCount64(d.start)
	}
	if n != gravity.Lines {
		t.Fatalf("%d lines of four, want %d", n, gravity.Lines)
	}
	r := seeded.New(5, 0)
	for i := range 2000 {
		x, y, z, w := r.Uint64(), r.Uint64(), r.Uint64(), r.Uint64()
		a, b := x&y, z&w
		if i%3 == 0 {
			a |= r.Uint64() & x
		}
		b &^= a
		gs, gt := gravityLines(a, b)
		ws, wt := naiveGravityLines(a, b)
		if gs != ws || gt != wt {
			t.Fatalf("board %x/%x: score %d threats %x, line by line %d %x", a, b, gs, gt, ws, wt)
		}
	}
}

// naiveOpenThrees counts open threes line by line on the point numbering.
func naiveOpenThrees(m, empty uint64) int {
	n := 0
	has := func(set uint64, p int) bool { return set>>p&1 != 0 }
	for _, l := range gipf.Lines() {
		sp := l.Spots
		for i := 0; i+3 <= len(sp); i++ {
			if !has(m, sp[i]) || !has(m, sp[i+1]) || !has(m, sp[i+2]) {
				continue
			}
			if i == 0 || has(empty, sp[i-1]) || i+3 == len(sp) || has(empty, sp[i+3]) {
				n++
			}
		}
	}
	return n
}

func TestGIPFOpenThreesMatchLineByLine(t *testing.T) {
	var spots uint64
	for _, l := range gipf.Lines() {
		spots |= l.Mask
	}
	if gipfToGrid(spots) != gipfGridSpots || bits.OnesCount64(gipfGridSpots) != gipf.NumSpots {
		t.Fatalf("the grid holds %d spots, want %d", bits.OnesCount64(gipfGridSpots), gipf.NumSpots)
	}
	r := seeded.New(8, 0)
	for range 3000 {
		x, y := r.Uint64(), r.Uint64()
		a := x & y & spots
		b := r.Uint64() & spots &^ a
		if r.IntN(2) == 0 {
			b &= r.Uint64()
		}
		empty := spots &^ (a | b)
		got := gipfOpenThrees(gipfToGrid(a), gipfToGrid(empty))
		if want := naiveOpenThrees(a, empty); got != want {
			t.Fatalf("pieces %x, others %x: %d open threes, line by line %d", a, b, got, want)
		}
	}
}

func TestGIPFStartIsEven(t *testing.T) {
	for _, v := range []gipf.Variant{gipf.Basic, gipf.Standard, gipf.Tournament} {
		// Both sides count the same: what is left is the tempo of the
		// player who pushes next.
		if s, want := (gipfEval{}).evaluate(gipf.New(v)), gipfWeightsFor(v).Tempo; s != want {
			t.Errorf("%v start: evaluation %d, want the tempo %d (the position is symmetric)", v, s, want)
		}
	}
}
