package ai

import "tavola/rules"

// Bound kinds of a transposition-table score.
const (
	boundExact uint8 = iota + 1
	boundLower
	boundUpper
)

// boundOf is the kind of bound a fail-soft search's best score is, for
// the window (alpha, beta) it searched.
func boundOf(best, alpha, beta int32) uint8 {
	switch {
	case best <= alpha:
		return boundUpper
	case best >= beta:
		return boundLower
	}
	return boundExact
}

// ttEntry is one remembered position: 24 bytes. An entry counts only in
// the age it was written in: the entries of earlier searches are empty to
// a later one, without any clearing.
type ttEntry struct {
	key   uint64
	move  rules.Action
	score int32 // proven scores are stored relative to the entry's node
	age   uint16
	depth uint8
	bound uint8
}

// chunkBits sizes the pieces a table is allocated in (2^14 entries,
// 384 KB): one piece at a time, with a look at the clock between two, so
// that making a table never holds a slice long.
const chunkBits = 14

// sweepAges is how many ages the sweep takes to clear every slot once:
// fewer than the 2^16-1 ages a table goes through before one comes back,
// so an entry is gone before its age could count again.
const sweepAges = 1 << 15

// table is a transposition table indexed by the low bits of the Zobrist
// hash, always replacing unless the old entry of the same position and
// age is deeper. It is made of chunks allocated on demand up to
// 2^maxTableBits entries and kept from one search to the next (see
// Searcher): a search sees only the entries of its own age and of the
// 2^bits first slots, so it finds exactly what a fresh table of its size
// would hold.
type table struct {
	chunks [1 << (maxTableBits - chunkBits)][]ttEntry
	mask   uint64
	age    uint16
	sweep  uint64 // the next slot the sweep clears
}

// prepare readies the table for a search of 2^bits entries in a new age,
// allocating the chunks it lacks one by one; pace is called after each
// and may stop the preparation (false).
func (t *table) prepare(bits int, pace func() bool) bool {
	bits = min(bits, maxTableBits)
	size := 1 << min(bits, chunkBits)
	for i := range 1 << max(bits-chunkBits, 0) {
		if len(t.chunks[i]) >= size {
			continue
		}
		t.chunks[i] = make([]ttEntry, size)
		if !pace() {
			return false
		}
	}
	t.mask = uint64(1)<<bits - 1
	t.newAge()
	return true
}

// newAge empties the table for what follows: entries of the ages before
// no longer count. The sweep clears a few slots (32 at most) in every
// age, each slot once every sweepAges ages.
func (t *table) newAge() {
	t.age++
	if t.age == 0 {
		t.age = 1
	}
	const slots = 1 << maxTableBits
	step := uint64(max(slots/sweepAges, 1))
	for i := t.sweep; i < t.sweep+step; i++ {
		c := t.chunks[(i%slots)>>chunkBits]
		if j := i & (1<<chunkBits - 1); j < uint64(len(c)) {
			c[j] = ttEntry{}
		}
	}
	t.sweep = (t.sweep + step) % slots
}

func (t *table) entry(key uint64) *ttEntry {
	i := key & t.mask
	return &t.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := *t.entry(key)
	return e, e.key == key && e.age == t.age && e.bound != 0
}

// store remembers a score relative to the node's offset (see evaluator).
func (t *table) store(key uint64, move rules.Action, score int32, depth int, bound uint8, ply int) {
	e := t.entry(key)
	if e.key == key && e.age == t.age && int(e.depth) > depth && bound != boundExact {
		return
	}
	*e = ttEntry{key: key, move: move, score: toTable(score, ply), age: t.age, depth: uint8(depth), bound: bound}
}

// toTable makes a proven score relative to the node that stores it, so that
// the same position reached at another ply reads the right distance.
func toTable(s int32, ply int) int32 {
	switch {
	case s >= provenMin:
		return s + int32(ply)
	case s <= -provenMin:
		return s - int32(ply)
	}
	return s
}

func fromTable(s int32, ply int) int32 {
	switch {
	case s >= provenMin:
		return s - int32(ply)
	case s <= -provenMin:
		return s + int32(ply)
	}
	return s
}
