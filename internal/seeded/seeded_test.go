package seeded_test

import (
	"math/bits"
	"testing"

	"tavola/internal/seeded"
)

func draw(seed, stream uint64, n int) []uint64 {
	r := seeded.New(seed, stream)
	out := make([]uint64, n)
	for i := range out {
		out[i] = r.Uint64()
	}
	return out
}

func TestTheSamePairGivesTheSameNumbers(t *testing.T) {
	a, b := draw(7, 3, 100), draw(7, 3, 100)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("draw %d: %#x then %#x from the same seed and stream", i, a[i], b[i])
		}
	}
}

func TestStreamsAndSeedsDiffer(t *testing.T) {
	base := draw(7, 3, 100)
	for _, other := range [][2]uint64{{7, 4}, {8, 3}, {3, 7}, {0, 0}} {
		o := draw(other[0], other[1], 100)
		same := 0
		for i := range base {
			if base[i] == o[i] {
				same++
			}
		}
		if same > 0 {
			t.Errorf("seed %d stream %d shares %d of 100 numbers with seed 7 stream 3", other[0], other[1], same)
		}
	}
}

func TestNumbersLookRandom(t *testing.T) {
	// Each of the 64 bits is set about half the time: 64,000 draws put each
	// count within 32,000 ± 1,000 (more than 7 standard deviations).
	var ones [64]int
	r := seeded.New(1, 0)
	const n = 64000
	for range n {
		x := r.Uint64()
		for b := range 64 {
			ones[b] += int(x >> b & 1)
		}
	}
	for b, c := range ones {
		if c < n/2-1000 || c > n/2+1000 {
			t.Errorf("bit %d set %d times in %d draws", b, c, n)
		}
	}
}

func TestGoldenIsOddAndSpreadsConsecutiveNumbers(t *testing.T) {
	if seeded.Golden%2 == 0 {
		t.Fatal("Golden is even: multiplying by it would lose the top bit")
	}
	// Consecutive numbers land in different slots of a 256-slot table
	// indexed by the product's top byte, and 256 of them fill most slots.
	seen := map[uint64]bool{}
	for k := range uint64(256) {
		a, b := k*seeded.Golden>>56, (k+1)*seeded.Golden>>56
		if a == b {
			t.Errorf("%d and %d share the slot %d", k, k+1, a)
		}
		seen[a] = true
	}
	if len(seen) < 200 {
		t.Errorf("256 consecutive numbers fill %d of 256 slots", len(seen))
	}
	if bits.OnesCount64(seeded.Golden) < 24 {
		t.Errorf("Golden has %d bits set: too few to mix", bits.OnesCount64(seeded.Golden))
	}
}
