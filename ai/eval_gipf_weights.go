package ai

import "tavola/rules/gipf"

// gipfWeightsFor returns the evaluation weights of a GIPF variant: fitted
// ones for Standard, the hand-set ones for the others.
func gipfWeightsFor(v gipf.Variant) *gipfWeights {
	if v == gipf.Standard {
		return &gipfStandardWeights
	}
	return &gipfHandWeights
}

// gipfStandardWeights were fitted by
//
//	tavola-engine tune -game gipf-standard -games 2000 -nodes 4000 -seed 2 -steps 3000
//
// (68,322 quiet positions, logistic scale 58.3, cross-entropy 0.568 → 0.505)
// before the fit kept its tables non-decreasing; where it made the GIPF
// table fall (88, 78, 59 for one, two, three pieces) it was set flat by
// hand: a GIPF piece beyond the first is worth only its two pieces on the
// board. Against the hand-set weights, 100 ms a move: 75–0–25.
var gipfStandardWeights = gipfWeights{
	Captured: 44,
	Reserve:  [19]int32{-68, -35, -9, 7, 20, 26, 29, 32, 32, 35, 39, 40, 44, 52, 56, 60, 64, 68, 72},
	Board:    -3,
	GIPF:     [gipfMaxCounted + 1]int32{0, 88, 88, 88, 88},
	Ring:     [3]int32{13, 13, 9},
	RingGIPF: [3]int32{9, 4, 1},
	ThreesMe: 1,
	ThreesOp: 11,
	Tempo:    -3,
}

// gipfHandWeights are the weights set by hand after GF1 and the Boardspace
// robots (see shared/design/ai-notes.md): 20 per enemy piece captured, 4
// per piece in reserve less 12 per piece short of 4, 40 per GIPF piece on
// the board up to three less 15 with a single one, GF1's centre bonus (half
// again for a GIPF piece) and 8 per open three.
var gipfHandWeights = gipfWeights{
	Captured: 20,
	Reserve:  [19]int32{-48, -32, -16, 0, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72},
	GIPF:     [gipfMaxCounted + 1]int32{0, 25, 80, 120, 120},
	Ring:     [3]int32{5, 2, 1},
	RingGIPF: [3]int32{7, 3, 1},
	ThreesMe: 8,
	ThreesOp: 8,
}
