package kpesolve

import (
	"container/list"
	"fmt"
	"io"
	"sync"
)

// Entry is what the tables know of a position, in its mover's view: the
// mover's final gain over the opponent from here on (the seeds captured so
// far left out) lies in [D, U] whatever the history, and in [Lo, Hi] when
// no earlier position of the game can come back (see Layer). Cycle tells
// that the position lies on a cycle of its window: one that does not can
// never be repeated, and its value does not depend on the history at all.
type Entry struct {
	D, U, Lo, Hi int8
	Cycle        bool
}

// Exact reports whether the value is known whatever the history.
func (e Entry) Exact() bool { return e.D == e.U }

// Window returns the bounds that hold at s given the history: [Lo, Hi]
// when no position of the history can come back, [D, U] otherwise.
func (e Entry) Window(fresh bool) (lo, hi int) {
	if fresh || !e.Cycle {
		return int(e.Lo), int(e.Hi)
	}
	return int(e.D), int(e.U)
}

// Source is anything that knows bounds of positions: the tables read from
// a file, or those a solve has in memory.
type Source interface {
	Lookup(s State) (Entry, bool)
}

// Tables reads the bounds of positions from a table file, inflating the
// blocks it needs and keeping the last ones used. It is safe for use by
// several goroutines.
type Tables struct {
	r      io.ReaderAt
	layers [Seeds + 1]*secMeta
	class  map[classKey]*secMeta
	maxN   int // the most seeds of a layer held

	mu    sync.Mutex
	cache map[blockKey]*list.Element
	lru   list.List // of *cached, most recent first
	limit int
	buf   []byte
}

type blockKey struct {
	m *secMeta
	b int
}

type cached struct {
	key blockKey
	blk *block
}

// CacheBlocks is how many inflated blocks Tables keeps by default (about
// 16 KB each).
const CacheBlocks = 1024

// Open reads the directory of the table file r (size bytes) and checks
// its checksums; it fails with an error wrapping ErrCorrupt when the file
// is not a table file or is damaged. The sections of a file larger than
// 64 MB are checked when first used instead: a damaged one then answers
// no lookup (LookupErr says why).
func Open(r io.ReaderAt, size int64) (*Tables, error) { return open(r, size, verifyAtOpen) }

// open is Open, checking the sections at once in a file of at most limit
// bytes.
func open(r io.ReaderAt, size, limit int64) (*Tables, error) {
	metas, err := readDirectory(r, size, limit)
	if err != nil {
		return nil, err
	}
	t := &Tables{r: r, class: map[classKey]*secMeta{}, cache: map[blockKey]*list.Element{}, limit: CacheBlocks}
	for _, m := range metas {
		if m.kind == kindLayer {
			if t.layers[m.n] != nil {
				return nil, fmt.Errorf("%w: layer %d twice", ErrCorrupt, m.n)
			}
			t.layers[m.n] = m
			t.maxN = max(t.maxN, m.n)
		} else {
			t.class[classKey{m.lock, m.n}] = m
		}
	}
	return t, nil
}

// SetCache sets how many inflated blocks the tables keep (at least one).
func (t *Tables) SetCache(blocks int) {
	t.mu.Lock()
	t.limit = max(1, blocks)
	t.mu.Unlock()
}

// MaxSeeds is the largest number of seeds on the board of a layer the
// tables hold.
func (t *Tables) MaxSeeds() int { return t.maxN }

// Lookup returns the bounds of s, and false when the tables do not hold
// it (an odd number of seeds, more seeds than a partial table holds, a
// lock state play cannot reach) or the file cannot be read.
func (t *Tables) Lookup(s State) (Entry, bool) {
	e, ok, _ := t.LookupErr(s)
	return e, ok
}

// LookupErr is Lookup with the reading error, if any.
func (t *Tables) LookupErr(s State) (Entry, bool, error) {
	n := s.Board.Total()
	if n > Seeds {
		return Entry{}, false, nil
	}
	r := Rank(s.Board)
	var m *secMeta
	if s.Lock == Unlocked {
		m = t.layers[n]
	} else {
		m = t.class[classKey{s.Lock, n}]
	}
	if m == nil {
		return Entry{}, false, nil
	}
	b := int(r / blockSize)
	if m.kind == kindClass {
		// the last block whose first board is at most r
		lo, hi := 0, len(m.firsts)
		for lo < hi {
			mid := (lo + hi) / 2
			if m.firsts[mid] <= r {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if lo == 0 {
			return Entry{}, false, nil
		}
		b = lo - 1
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if !m.verified {
		if m.bad != nil {
			return Entry{}, false, m.bad
		}
		if m.bad = m.verify(t.r, make([]byte, 1<<20)); m.bad != nil {
			return Entry{}, false, m.bad
		}
	}
	blk, err := t.block(m, b)
	if err != nil {
		return Entry{}, false, err
	}
	j := int(r) - b*blockSize
	if m.kind == kindClass {
		lo, hi := 0, len(blk.ranks)
		for lo < hi {
			mid := (lo + hi) / 2
			if blk.ranks[mid] < r {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if lo == len(blk.ranks) || blk.ranks[lo] != r {
			return Entry{}, false, nil
		}
		j = lo
	}
	return blk.entry(m.n, j), true, nil
}

// block returns block b of section m, from the cache or inflated.
func (t *Tables) block(m *secMeta, b int) (*block, error) {
	k := blockKey{m, b}
	if el, ok := t.cache[k]; ok {
		t.lru.MoveToFront(el)
		return el.Value.(*cached).blk, nil
	}
	off, n := m.blockRange(b)
	if cap(t.buf) < n {
		t.buf = make([]byte, n)
	}
	buf := t.buf[:n]
	if _, err := t.r.ReadAt(buf, off); err != nil {
		return nil, fmt.Errorf("kpesolve: reading the tables: %w", err)
	}
	blk, err := m.inflate(b, buf)
	if err != nil {
		return nil, err
	}
	t.cache[k] = t.lru.PushFront(&cached{k, blk})
	if t.lru.Len() > t.limit {
		old := t.lru.Back()
		t.lru.Remove(old)
		delete(t.cache, old.Value.(*cached).key)
	}
	return blk, nil
}
