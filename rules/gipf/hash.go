package gipf

import (
	"math/bits"

	"tavola/internal/seeded"
)

// Zobrist keys, drawn once from a fixed seed: hashes are the same in every
// run and on every platform.
var (
	pieceKey   [NumPoints][4]uint64 // white, black, white GIPF, black GIPF
	reserveKey [2][19]uint64
	rightsKey  [2]uint64
	pushedKey  [2]uint64
	stageKey   [3][2]uint64 // stage, player whose turn it is
	doneKey    [NumLines]uint64
)

// zobristSeed is the seed of the keys ("GIPF").
const zobristSeed = 0x47495046

func init() {
	next := seeded.New(zobristSeed, 0).Uint64
	for p := range pieceKey {
		for k := range pieceKey[p] {
			pieceKey[p][k] = next()
		}
	}
	for p := range reserveKey {
		for k := range reserveKey[p] {
			reserveKey[p][k] = next()
		}
		rightsKey[p] = next()
		pushedKey[p] = next()
	}
	for st := range stageKey {
		for p := range stageKey[st] {
			stageKey[st][p] = next()
		}
	}
	for l := range doneKey {
		doneKey[l] = next()
	}
}

// doneHash is the hash of a set of done lines.
func doneHash(done uint32) uint64 {
	var h uint64
	for done != 0 {
		h ^= doneKey[bits.TrailingZeros32(done)]
		done &= done - 1
	}
	return h
}

// pieceAt returns the key index of the piece at spot p (-1 when empty).
func (s *state) pieceAt(p int) int {
	b := uint64(1) << uint(p)
	k := -1
	switch {
	case s.men[0]&b != 0:
		k = 0
	case s.men[1]&b != 0:
		k = 1
	default:
		return -1
	}
	if s.gipf&b != 0 {
		k += 2
	}
	return k
}

// fullHash computes the hash of s from scratch.
func fullHash(s *state) uint64 {
	var h uint64
	for occ := s.men[0] | s.men[1]; occ != 0; occ &= occ - 1 {
		p := bits.TrailingZeros64(occ)
		h ^= pieceKey[p][s.pieceAt(p)]
	}
	for p := range 2 {
		h ^= reserveKey[p][s.reserve[p]]
		if s.rights[p] {
			h ^= rightsKey[p]
		}
		if s.pushed[p] {
			h ^= pushedKey[p]
		}
	}
	return h ^ stageKey[s.stage][s.turn] ^ doneHash(s.done)
}
