package kpe_test

import (
	"fmt"
	"slices"
	"strings"
)

// naive is a second, deliberately plain reading of the spec: pits as ints,
// seeds sown one at a time, every earlier position kept and compared in
// full. The tests check the real Game against it move by move.
type naive struct {
	pits     [8]int
	started  [2][4]bool
	captured [2]int
	toMove   int // 0 south, 1 north
	seen     []naiveKey
	over     string // "" while the game goes on, else "no-moves" or "loop"
}

func newNaive() *naive {
	n := &naive{}
	for i := range n.pits {
		n.pits[i] = 6
	}
	n.seen = []naiveKey{n.key()}
	return n
}

// naiveKey is what makes a position for the loop rule.
type naiveKey struct {
	pits    [8]int
	started [2][4]bool
	toMove  int
}

func (n *naive) key() naiveKey {
	return naiveKey{n.pits, n.started, n.toMove}
}

func (n *naive) owner(pit int) int {
	if pit < 4 {
		return 0
	}
	return 1
}

func (n *naive) sideSeeds(p int) int {
	s := 0
	for i := 4 * p; i < 4*p+4; i++ {
		s += n.pits[i]
	}
	return s
}

func (n *naive) unlockedWith(p, pit int) bool {
	for k := range 4 {
		if !n.started[p][k] && 4*p+k != pit {
			return false
		}
	}
	return true
}

// play returns the pits and captures after p sows pit, without changing n.
func (n *naive) play(pit int) (pits [8]int, taken int) {
	pits = n.pits
	p := n.toMove
	seeds := pits[pit]
	pits[pit] = 0
	at := pit
	for range seeds {
		at = (at + 1) % 8
		pits[at]++
	}
	if !n.unlockedWith(p, pit) {
		return pits, 0
	}
	for j := at; n.owner(j) != p; j = (j + 7) % 8 {
		if pits[j] != 2 && pits[j] != 4 {
			break
		}
		taken += pits[j]
		pits[j] = 0
	}
	return pits, taken
}

func (n *naive) moves() []int {
	if n.over != "" {
		return nil
	}
	p := n.toMove
	var all, feeding []int
	for i := 4 * p; i < 4*p+4; i++ {
		if n.pits[i] == 0 {
			continue
		}
		all = append(all, i)
		after, _ := n.play(i)
		left := 0
		for j := 4 * (1 - p); j < 4*(1-p)+4; j++ {
			left += after[j]
		}
		if left > 0 {
			feeding = append(feeding, i)
		}
	}
	if n.sideSeeds(1-p) == 0 && len(feeding) > 0 {
		return feeding
	}
	return all
}

func (n *naive) apply(pit int) {
	p := n.toMove
	pits, taken := n.play(pit)
	n.pits = pits
	n.captured[p] += taken
	n.started[p][pit%4] = true
	n.toMove = 1 - p
	k := n.key()
	switch {
	case n.sideSeeds(n.toMove) == 0:
		n.over = "no-moves"
	case slices.Contains(n.seen, k):
		n.over = "loop"
	}
	n.seen = append(n.seen, k)
}

func (n *naive) score() [2]int {
	return [2]int{n.captured[0] + n.sideSeeds(0), n.captured[1] + n.sideSeeds(1)}
}

func (n *naive) position() string {
	var b strings.Builder
	for i, c := range n.pits {
		if i == 4 {
			b.WriteByte('/')
		} else if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, c)
	}
	b.WriteString([]string{" S", " N"}[n.toMove])
	for p := range 2 {
		s := ""
		for k := range 4 {
			if n.started[p][k] {
				s += string("ABCDabcd"[4*p+k])
			}
		}
		if s == "" {
			s = "-"
		}
		b.WriteString(" " + s)
	}
	fmt.Fprintf(&b, " %d %d", n.captured[0], n.captured[1])
	return b.String()
}

func (n *naive) clone() *naive {
	c := *n
	c.seen = slices.Clone(n.seen)
	return &c
}

func (n *naive) perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var total uint64
	for _, m := range n.moves() {
		c := n.clone()
		c.apply(m)
		total += c.perft(depth - 1)
	}
	return total
}
