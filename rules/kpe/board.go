package kpe

import (
	"fmt"

	"tavola/internal/seeded"
	"tavola/rules"
)

// Board constants: pits, seeds in play and seeds per pit at the start.
const (
	NumPits    = 8
	Seeds      = 48
	StartSeeds = 6
)

// pitNames are the letters of the pits in sowing order.
const pitNames = "ABCDabcd"

// Owner is the player whose row holds pit (South: A–D, North: a–d), or
// rules.NoPlayer for a number that is no pit.
func Owner(pit int) rules.Player {
	if uint(pit) >= NumPits {
		return rules.NoPlayer
	}
	return rules.Player(pit >> 2)
}

// PitName is the letter of pit in the notation of the spec ("A"–"D" for
// South, "a"–"d" for North), or "?" for a number that is no pit.
func PitName(pit int) string {
	if uint(pit) >= NumPits {
		return "?"
	}
	return pitNames[pit : pit+1]
}

// ParsePit reads a pit letter; case matters, as it names the side.
func ParsePit(s string) (int, error) {
	if len(s) == 1 {
		for i := range NumPits {
			if pitNames[i] == s[0] {
				return i, nil
			}
		}
	}
	return 0, fmt.Errorf("kpe: pit %q: not one of A B C D a b c d", s)
}

// sideMask is the bit set of the pits of each player, bit i standing for
// pit i.
var sideMask = [2]uint8{0x0f, 0xf0}

// The pits of a position are packed into one word, pit i in byte i: a
// sowing is then one masked addition, a row is empty when its half word is
// zero, and the word itself is the exact key used for loop detection.

// pitOf is the count in pit i of the packed pits w.
func pitOf(w uint64, i int) uint8 { return uint8(w >> (8 * uint(i))) }

// rowOf is the half word of w holding the row of player p.
func rowOf(w uint64, p rules.Player) uint32 { return uint32(w >> (32 * uint(p))) }

// sowAdd[from][n] is what sowing n seeds from pit from adds to the packed
// pits once the pit has been emptied: n/8 seeds in every pit (the origin
// included) and one more in each of the n%8 pits that follow it.
var sowAdd [NumPits][Seeds + 1]uint64

// Zobrist keys: one per count of each pit, one per set of started pits
// (the XOR of the keys of its pits), and one per player to move (zero for
// South).
var (
	zPit     [NumPits][Seeds + 1]uint64
	zStarted [256]uint64
	zNorth   [2]uint64
)

func init() {
	for from := range NumPits {
		for n := 0; n <= Seeds; n++ {
			var w uint64
			for k := 1; k <= n; k++ {
				w += 1 << (8 * uint((from+k)%NumPits))
			}
			sowAdd[from][n] = w
		}
	}
	next := seeded.New(0x4b70e2012, 0).Uint64 // a fixed seed: hashes are the same in every run
	for i := range NumPits {
		for n := range zPit[i] {
			zPit[i][n] = next()
		}
		k := next()
		for set := range zStarted {
			if set&(1<<i) != 0 {
				zStarted[set] ^= k
			}
		}
	}
	zNorth[1] = next()
}

// sow empties pit from of w and sows its seeds, returning the new pits and
// the pit the last seed fell in.
func sow(w uint64, from int) (uint64, int) {
	n := pitOf(w, from)
	w = w&^(0xff<<(8*uint(from))) + sowAdd[from][n]
	return w, (from + int(n)) & (NumPits - 1)
}

// nonZero has the high bit of each byte of r that is not zero, and no other.
func nonZero(r uint32) uint32 { return (r&0x7f7f7f7f + 0x7f7f7f7f | r) & 0x80808080 }

// byteBits gathers the high bits of the four bytes of x (all its other bits
// clear) into bits 0–3: the multiply moves the high bit of byte k to bit
// 21+k, and no two of its partial products meet.
func byteBits(x uint32) uint { return uint(uint64(x>>7) * 0x204081 >> 21 & 0xf) }

// capture takes, for player p whose last seed fell in pit last, the seeds
// of that pit and of the opponent's pits before it while they hold exactly
// 2 or 4. It returns the new pits, the seeds taken and the lowest pit taken
// (last+1 when none was).
func capture(w uint64, last int, p rules.Player) (uint64, uint8, int) {
	lo := 4 * int(p.Other())
	var taken uint8
	j := last
	if j < lo || j >= lo+4 {
		return w, 0, last + 1
	}
	for ; j >= lo; j-- {
		c := pitOf(w, j)
		if c != 2 && c != 4 {
			break
		}
		taken += c
		w &^= 0xff << (8 * uint(j))
	}
	return w, taken, j + 1
}
