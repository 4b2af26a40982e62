package ai

import "tavola/rules/gipf"

// gipfWeightsFor returns the evaluation weights of a GIPF variant, each
// fitted (tavola-engine tune) from the hand-set ones.
func gipfWeightsFor(v gipf.Variant) *gipfWeights {
	switch v {
	case gipf.Standard:
		return &gipfStandardWeights
	case gipf.Tournament:
		return &gipfTournamentWeights
	}
	return &gipfBasicWeights
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

// gipfTournamentWeights were fitted by
//
//	tavola-engine tune -game gipf-tournament -games 500 -nodes 4000 -seed 2 -steps 3000
//
// (21,271 quiet positions, logistic scale 130.4, cross-entropy 0.648 →
// 0.537), from the hand-set weights, and halved: the fit kept the hand-set
// weights' scale, twice Standard's, where a capture is worth 88 and the
// evaluation would pass the ±1000 of a win. The fit made a fourth GIPF
// piece worth 35 more than three (118 against 83); it is set to nothing,
// as in the hand-set table: entering GIPF pieces for as long as they paid
// ran the search out of reserve (no value for a fourth won 83–0–17).
// The second GIPF piece is set by hand to 18 more than the first (the fit
// pooled the first two at 28, so the search never entered a second, and
// two thirds of its losses at a quiet core's node budget against the GF1
// replica were its only GIPF piece captured); the third is worth 4 more:
// 100 games at 60,000 nodes a move each against the fitted table won
// 65–0–35 (+108 Elo, +39..+185).
var gipfTournamentWeights = gipfWeights{
	Captured: 44,
	Reserve:  [19]int32{-29, -21, -10, -2, 7, 13, 18, 20, 20, 20, 22, 22, 22, 24, 27, 29, 32, 34, 36},
	Board:    -4,
	GIPF:     [gipfMaxCounted + 1]int32{0, 28, 46, 50, 50},
	Ring:     [3]int32{11, 13, 8},
	RingGIPF: [3]int32{2, -10, -8},
	ThreesMe: 2,
	ThreesOp: 6,
	Tempo:    -2,
}

// gipfBasicWeights were fitted by
//
//	tavola-engine tune -game gipf-basic -games 500 -nodes 4000 -seed 2 -steps 3000
//
// (29,152 quiet positions, logistic scale 22.3, cross-entropy 0.4705 →
// 0.4595) from the hand-set weights. Basic has no GIPF pieces: the GIPF
// tables are the hand-set ones and count for nothing. Against the hand-set
// weights at level 5 each: 73–0–27.
var gipfBasicWeights = gipfWeights{
	Captured: 21,
	Reserve:  [19]int32{-65, -20, -6, 3, 12, 19, 24, 28, 32, 35, 39, 42, 49, 51, 58, 60, 64, 68, 72},
	Board:    2,
	GIPF:     [gipfMaxCounted + 1]int32{0, 25, 80, 120, 120},
	Ring:     [3]int32{1, 5, 2},
	RingGIPF: [3]int32{7, 3, 1},
	ThreesMe: 3,
	ThreesOp: 5,
	Tempo:    -1,
}

// gipfHandWeights are the weights set by hand after GF1 and the Boardspace
// robots (see docs/AI.md, "Sources"): 20 per enemy piece captured, 4
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
