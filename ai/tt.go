package ai

import (
	"sync/atomic"

	"tavola/rules"
)

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

// ttEntry is one remembered position: its key, then its move and score
// (data) and its age, depth and bound (meta), read by the methods below.
// An entry counts only in the age it was written in: the entries of
// earlier searches are empty to a later one, without any clearing.
type ttEntry struct {
	key, data, meta uint64
}

// newEntry packs an entry. Proven scores are stored relative to the
// entry's node (toTable).
func newEntry(key uint64, move rules.Action, score int32, age uint16, depth, bound uint8) ttEntry {
	return ttEntry{key: key, data: uint64(move) | uint64(uint32(score))<<32,
		meta: uint64(age) | uint64(depth)<<16 | uint64(bound)<<24}
}

func (e ttEntry) move() rules.Action { return rules.Action(e.data) }
func (e ttEntry) score() int32       { return int32(e.data >> 32) }
func (e ttEntry) age() uint16        { return uint16(e.meta) }
func (e ttEntry) depth() uint8       { return uint8(e.meta >> 16) }
func (e ttEntry) bound() uint8       { return uint8(e.meta >> 24) }

// ttSlot holds an entry in three words (24 bytes) that the threads of a
// parallel search read and write at once without a lock: the first is
// the key XOR the other two, so that a slot read while another thread
// wrote it — words of two entries — fails its key check and reads as
// empty (the lockless hashing of Hyatt and Mann). While the table is
// shared each word is read and written atomically; a search of one thread
// uses plain loads and stores, as fast as before the table was shared
// (an atomic store is a locked instruction on amd64).
type ttSlot [3]uint64

// load reads the slot; shared makes it read its words atomically.
func (s *ttSlot) load(shared bool) ttEntry {
	if shared {
		w0, w1, w2 := atomic.LoadUint64(&s[0]), atomic.LoadUint64(&s[1]), atomic.LoadUint64(&s[2])
		return ttEntry{w0 ^ w1 ^ w2, w1, w2}
	}
	return ttEntry{s[0] ^ s[1] ^ s[2], s[1], s[2]}
}

// put writes e into the slot; shared makes it write its words atomically.
func (s *ttSlot) put(e ttEntry, shared bool) {
	w0 := e.key ^ e.data ^ e.meta
	if shared {
		atomic.StoreUint64(&s[1], e.data)
		atomic.StoreUint64(&s[2], e.meta)
		atomic.StoreUint64(&s[0], w0)
		return
	}
	s[0], s[1], s[2] = w0, e.data, e.meta
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
	chunks [1 << (maxTableBits - chunkBits)][]ttSlot
	mask   uint64
	age    uint16
	sweep  uint64 // the next slot the sweep clears
	// shared is set while the threads of a parallel search use the
	// table (see ttSlot).
	shared bool
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
		t.chunks[i] = make([]ttSlot, size)
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
			c[j] = ttSlot{}
		}
	}
	t.sweep = (t.sweep + step) % slots
}

func (t *table) slot(key uint64) *ttSlot {
	i := key & t.mask
	return &t.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
}

// probe reads the entry of key, while the table is not shared (small
// enough to be inlined; see probeShared). An empty slot is of age 0,
// which no search has.
func (t *table) probe(key uint64) (ttEntry, bool) {
	sl := t.slot(key)
	e := ttEntry{sl[0] ^ sl[1] ^ sl[2], sl[1], sl[2]}
	return e, e.key == key && e.age() == t.age
}

// probeShared is probe while the table is shared.
func (t *table) probeShared(key uint64) (ttEntry, bool) {
	e := t.slot(key).load(true)
	return e, e.key == key && e.age() == t.age
}

// store remembers a score relative to the node's offset (see evaluator).
func (t *table) store(key uint64, move rules.Action, score int32, depth int, bound uint8, ply int) {
	s := t.slot(key)
	if e := s.load(t.shared); e.key == key && e.age() == t.age && int(e.depth()) > depth && bound != boundExact {
		return
	}
	s.put(newEntry(key, move, toTable(score, ply), t.age, uint8(depth), bound), t.shared)
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
