package kpesolve

import (
	"math/bits"
	"slices"

	"tavola/internal/seeded"
)

// rankSet is a set of board numbers, open addressing with linear probing
// (a number k is stored as k+1, 0 marking an empty slot): 4 bytes a slot,
// at most half full, where a map would take ten times that.
type rankSet struct {
	slots []uint32
	n     int
}

// add inserts k and reports whether it was new.
func (s *rankSet) add(k uint32) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	for i := slotOf(k, len(s.slots)); ; i = (i + 1) & (len(s.slots) - 1) {
		switch s.slots[i] {
		case 0:
			s.slots[i] = k + 1
			s.n++
			return true
		case k + 1:
			return false
		}
	}
}

func (s *rankSet) grow() {
	old := s.slots
	s.slots = make([]uint32, max(64, 2*len(old)))
	s.n = 0
	for _, v := range old {
		if v != 0 {
			s.add(v - 1)
		}
	}
}

// sorted returns the numbers in increasing order and empties the set.
func (s *rankSet) sorted() []uint32 {
	out := make([]uint32, 0, s.n)
	for _, v := range s.slots {
		if v != 0 {
			out = append(out, v-1)
		}
	}
	s.slots, s.n = nil, 0
	slices.Sort(out)
	return out
}

// rankIndex finds a board number's place among the sorted numbers of a
// class without a binary search over all of them, a chain of cache misses.
// The numbers are clustered at every scale (a locked player's unstarted
// pits hold many seeds), so buckets of equal width would hold tens or
// hundreds of them. Instead:
//
//   - a dense class (one board in 90 or more of its seed count's) has a
//     bitmap over all the boards, cut in lines of 64 bytes that each start
//     with the count of the numbers before the line: a lookup reads one
//     line, a board an eighth of a byte and a little;
//   - a sparse one has a hash table of the numbers' places (open
//     addressing, at most half full): a lookup reads a slot and the number
//     there, 8 to 16 bytes a number.
//
// Either takes less memory than the other would.
type rankIndex struct {
	lines []rankLine
	slots []uint32 // a place plus one, 0 for an empty slot
}

// rankLine is one line of a dense class's bitmap: the numbers before it,
// then the bits of lineBits boards.
type rankLine struct {
	before uint64
	bits   [7]uint64
}

const lineBits = 7 * 64

// newRankIndex indexes ranks, sorted, all below size.
func newRankIndex(ranks []uint32, size int) rankIndex {
	if 90*len(ranks) >= size {
		lines := make([]rankLine, size/lineBits+1)
		for i, r := range ranks {
			l := &lines[r/lineBits]
			if l.bits == [7]uint64{} {
				l.before = uint64(i)
			}
			b := r % lineBits
			l.bits[b/64] |= 1 << (b % 64)
		}
		for k := 1; k < len(lines); k++ { // the empty lines
			if lines[k].bits == [7]uint64{} {
				lines[k].before = lines[k-1].before + uint64(lines[k-1].count())
			}
		}
		return rankIndex{lines: lines}
	}
	slots := make([]uint32, max(2, 1<<bits.Len(uint(2*len(ranks)))))
	for i, r := range ranks {
		k := slotOf(r, len(slots))
		for slots[k] != 0 {
			k = (k + 1) & (len(slots) - 1)
		}
		slots[k] = uint32(i + 1)
	}
	return rankIndex{slots: slots}
}

func (l *rankLine) count() int {
	c := 0
	for _, w := range l.bits {
		c += bits.OnesCount64(w)
	}
	return c
}

// slotOf is the first slot of number r in a hash table of n slots (a
// power of two): Fibonacci hashing, for rankSet and rankIndex.
func slotOf(r uint32, n int) int { return int((uint64(r) * seeded.Golden) >> 32 & uint64(n-1)) }

// find returns the place of r in ranks (those newRankIndex indexed) and
// whether it is there.
func (x rankIndex) find(ranks []uint32, r uint32) (int, bool) {
	if x.lines != nil {
		k := int(r / lineBits)
		if k >= len(x.lines) {
			return 0, false
		}
		l := &x.lines[k]
		b := r % lineBits
		w := int(b / 64)
		i := int(l.before) + bits.OnesCount64(l.bits[w]&(1<<(b%64)-1))
		for _, v := range l.bits[:w] {
			i += bits.OnesCount64(v)
		}
		return i, l.bits[w]>>(b%64)&1 != 0
	}
	for k := slotOf(r, len(x.slots)); x.slots[k] != 0; k = (k + 1) & (len(x.slots) - 1) {
		if i := int(x.slots[k] - 1); ranks[i] == r {
			return i, true
		}
	}
	return 0, false
}

// boardSet is a set of the board numbers of one seed count below size: a
// rankSet while it holds up to size/dense numbers, then a bitmap over all
// of them (a bit a board; with dense 64, from the size at which it takes
// less memory than the rankSet). Adding to the bitmap is one access in a
// smaller array than the rankSet's, and its numbers come out in order,
// with no sort.
type boardSet struct {
	small rankSet
	words []uint32 // the bitmap, nil while small
	free  func()   // frees words (newWords)
	limit int      // the most numbers of the rankSet
	size  int
	n     int // the numbers in the bitmap
}

func newBoardSet(size, dense int) *boardSet { return &boardSet{limit: size / dense, size: size} }

// add inserts k and reports whether it was new.
func (s *boardSet) add(k uint32) bool {
	if s.words == nil {
		if !s.small.add(k) {
			return false
		}
		if s.small.n > s.limit {
			old := s.small.slots
			s.small = rankSet{}
			s.words, s.free = newWords((s.size + 31) / 32)
			for _, v := range old {
				if v != 0 {
					s.set(v - 1)
				}
			}
		}
		return true
	}
	return s.set(k)
}

func (s *boardSet) set(k uint32) bool {
	w, bit := &s.words[k>>5], uint32(1)<<(k&31)
	if *w&bit != 0 {
		return false
	}
	*w |= bit
	s.n++
	return true
}

// len is the number of numbers in the set.
func (s *boardSet) len() int {
	if s.words == nil {
		return s.small.n
	}
	return s.n
}

// each calls f with every number of the set.
func (s *boardSet) each(f func(k uint32)) {
	if s.words == nil {
		for _, v := range s.small.slots {
			if v != 0 {
				f(v - 1)
			}
		}
		return
	}
	for i, w := range s.words {
		for ; w != 0; w &= w - 1 {
			f(uint32(i)<<5 | uint32(bits.TrailingZeros32(w)))
		}
	}
}

// sorted returns the numbers in increasing order and empties the set.
func (s *boardSet) sorted() []uint32 {
	if s.words == nil {
		return s.small.sorted()
	}
	out := make([]uint32, 0, s.n)
	s.each(func(k uint32) { out = append(out, k) })
	s.free()
	s.words, s.n = nil, 0
	return out
}

// release frees the set's memory; it must not be used after.
func (s *boardSet) release() {
	if s.words != nil {
		s.free()
	}
	*s = boardSet{}
}
