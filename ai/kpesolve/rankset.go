package kpesolve

import "slices"

// rankSet is a set of board numbers, open addressing with linear probing
// (a number k is stored as k+1, 0 marking an empty slot): 4 bytes a slot,
// at most half full, where a map would take ten times that.
type rankSet struct {
	slots []uint32
	n     int
}

func (s *rankSet) hash(k uint32) int {
	return int((uint64(k) * 0x9e3779b97f4a7c15) >> 32 & uint64(len(s.slots)-1))
}

// add inserts k and reports whether it was new.
func (s *rankSet) add(k uint32) bool {
	if 2*(s.n+1) > len(s.slots) {
		s.grow()
	}
	for i := s.hash(k); ; i = (i + 1) & (len(s.slots) - 1) {
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
