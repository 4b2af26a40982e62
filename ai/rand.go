package ai

// rng is a SplitMix64 generator: small, fast and deterministic for a seed,
// so that a search or a match replays exactly.
type rng struct{ s uint64 }

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a number in [0, n); n must be positive.
func (r *rng) intn(n int) int {
	return int((r.next() >> 33) % uint64(n))
}
