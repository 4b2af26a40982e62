package ai

import "tavola/rules/gipf"

// gipfWeightsFor returns the evaluation weights of a GIPF variant.
func gipfWeightsFor(v gipf.Variant) *gipfWeights {
	return &gipfHandWeights
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
