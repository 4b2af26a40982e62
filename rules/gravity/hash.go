package gravity

import (
	"tavola/internal/seeded"
	"tavola/rules"
)

// zobristKeys are the random keys of the Zobrist hash: one per colour and
// square, and one for Black to move.
type zobristKeys struct {
	piece [2][Squares]uint64
	black uint64
}

// zobrist is drawn once from a fixed seed ("Gravity"), so hashes are the
// same in every run and on every platform.
var zobrist = *newZobrist(0x47726176697479)

// newZobrist draws the keys from the generator of seed k.
func newZobrist(k uint64) *zobristKeys {
	z := new(zobristKeys)
	next := seeded.New(k, 0).Uint64
	for p := range z.piece {
		for sq := range z.piece[p] {
			z.piece[p][sq] = next()
		}
	}
	z.black = next()
	return z
}

// hashOf computes the hash of a position from scratch.
func hashOf(white, black uint64, toMove rules.Player) uint64 {
	var h uint64
	for p, bb := range [2]uint64{white, black} {
		for ; bb != 0; bb &= bb - 1 {
			h ^= zobrist.piece[p][trailing(bb)]
		}
	}
	if toMove == rules.Second {
		h ^= zobrist.black
	}
	return h
}
