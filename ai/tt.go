package ai

import "tavola/rules"

// Bound kinds of a transposition-table score.
const (
	boundExact uint8 = iota + 1
	boundLower
	boundUpper
)

// ttEntry is one remembered position: 16 bytes.
type ttEntry struct {
	key   uint64
	move  rules.Action
	score int32 // proven scores are stored relative to the entry's node
	depth int16
	bound uint8
	_     uint8
}

// table is a transposition table indexed by the low bits of the Zobrist
// hash, always replacing unless the old entry of the same position is
// deeper. It is allocated once per search.
type table struct {
	entries []ttEntry
	mask    uint64
}

func newTable(bits int) table {
	n := 1 << bits
	return table{entries: make([]ttEntry, n), mask: uint64(n - 1)}
}

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&t.mask]
	return e, e.key == key && e.bound != 0
}

// store remembers a score relative to the node's offset (see evaluator).
func (t *table) store(key uint64, move rules.Action, score int32, depth int, bound uint8, ply int) {
	e := &t.entries[key&t.mask]
	if e.key == key && int(e.depth) > depth && bound != boundExact {
		return
	}
	*e = ttEntry{key: key, move: move, score: toTable(score, ply), depth: int16(depth), bound: bound}
}

func (t *table) clear() { clear(t.entries) }

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
