package gravity

import "tavola/rules"

// zobristKeys are the random keys of the Zobrist hash: one per colour and
// square, and one for Black to move.
type zobristKeys struct {
	piece [2][Squares]uint64
	black uint64
}

// zobrist is drawn once from a fixed seed, so hashes are the same in every
// run and on every platform.
var zobrist = *newZobrist(0x9e3779b97f4a7c15)

// newZobrist fills the keys with splitmix64 from seed.
func newZobrist(seed uint64) *zobristKeys {
	z := new(zobristKeys)
	next := func() uint64 {
		seed += 0x9e3779b97f4a7c15
		x := seed
		x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
		x = (x ^ x>>27) * 0x94d049bb133111eb
		return x ^ x>>31
	}
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
