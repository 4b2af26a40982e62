package kpesolve

import "math/bits"

// Board is the pits of a position in the mover's frame, packed one pit a
// byte: bytes 0–3 are the pits of the player to move (A–D, or a–d for
// North), bytes 4–7 the opponent's, both in sowing order. Seen this way a
// position with North to move is the mirror image of one with South to
// move and has the same value, so the tables hold one of the two.
type Board uint64

// Pits is the number of pits; Seeds the seeds of the start.
const (
	Pits  = 8
	Seeds = 48
)

// lanes has 1 in each byte.
const lanes = 0x0101010101010101

// Pit is the count of pit i.
func (b Board) Pit(i int) int { return int(uint8(b >> (8 * uint(i)))) }

// Mine is the number of seeds on the mover's row, Theirs on the opponent's.
func (b Board) Mine() int   { return rowSum(uint32(b)) }
func (b Board) Theirs() int { return rowSum(uint32(b >> 32)) }

// Total is the number of seeds on the board.
func (b Board) Total() int { return b.Mine() + b.Theirs() }

func rowSum(r uint32) int { return int(r&0xff + r>>8&0xff + r>>16&0xff + r>>24) }

// Mirror is the board seen by the other player: the two rows swapped.
func (b Board) Mirror() Board { return Board(bits.RotateLeft64(uint64(b), 32)) }

// CashOut is what the mover gains over the opponent if the game ended now,
// each player collecting the seeds of their row.
func (b Board) CashOut() int { return b.Mine() - b.Theirs() }

// sowAdd[from][n] is what sowing n seeds from pit from adds once the pit is
// emptied: n/8 seeds in every pit, the origin included, and one more in
// each of the n%8 pits after it.
var sowAdd [Pits][Seeds + 1]Board

// ahead[from][r] has 1 in each of the r bytes after from (cyclically).
var ahead [Pits][Pits]Board

func init() {
	for from := range Pits {
		for r := range Pits {
			for k := 1; k <= r; k++ {
				ahead[from][r] |= 1 << (8 * uint((from+k)%Pits))
			}
		}
		for n := 0; n <= Seeds; n++ {
			sowAdd[from][n] = Board(n/Pits)*lanes + ahead[from][n%Pits]
		}
	}
}

// sow empties pit from (0–3, the mover's) and sows its seeds; it returns the
// new board and the pit where the last seed fell.
func sow(b Board, from int) (Board, int) {
	n := uint8(b >> (8 * uint(from)))
	b = b&^(0xff<<(8*uint(from))) + sowAdd[from][n]
	return b, (from + int(n)) & (Pits - 1)
}

// capture takes, from the opponent's pits last, last-1, …, 4 the seeds of
// each while it holds exactly 2 or 4; it returns the new board and the
// seeds taken.
func capture(b Board, last int) (Board, int) {
	taken := 0
	for j := last; j >= 4; j-- {
		c := int(uint8(b >> (8 * uint(j))))
		if c != 2 && c != 4 {
			break
		}
		taken += c
		b &^= 0xff << (8 * uint(j))
	}
	return b, taken
}

// Lock is the started pits of both players in the mover's frame: bits 0–3
// the mover's pits from which a move has started, bits 4–7 the opponent's.
// A player may capture once all four of their bits are set; Unlocked is
// both players so.
type Lock uint8

// Unlocked is the lock state of every position once both players have
// started from all their pits.
const Unlocked Lock = 0xff

// Mirror is the lock state seen by the other player.
func (l Lock) Mirror() Lock { return Lock(bits.RotateLeft8(uint8(l), 4)) }

// State is a position as the solver sees it: the board and the started
// pits, both in the mover's frame. The seeds captured so far are not part
// of it: values are what the mover gains over the opponent from here on.
type State struct {
	Board Board
	Lock  Lock
}

// Move is the result of sowing one pit of a state: the next state (in the
// next mover's frame), the seeds the mover captured, and whether the move
// starts a new window of the loop rule (it captured or started a pit for
// the first time, so no earlier position can come back).
type Move struct {
	Pit   int
	Next  State
	Taken int
	Cut   bool
}

// play sows pit i (0–3, non-empty) of s for the mover.
func play(s State, i int) Move {
	b, last := sow(s.Board, i)
	lock := s.Lock | Lock(1)<<i
	cut := lock != s.Lock
	taken := 0
	if lock&0x0f == 0x0f && last >= 4 {
		b, taken = capture(b, last)
		cut = cut || taken != 0
	}
	return Move{Pit: i, Next: State{b.Mirror(), lock.Mirror()}, Taken: taken, Cut: cut}
}

// Moves appends the legal moves of s: every non-empty pit of the mover,
// except that when the opponent's row is empty only the moves that leave
// them a seed count, unless none does. A state whose mover has no seeds
// has no moves: the game is over.
func Moves(s State, buf []Move) []Move {
	n := len(buf)
	for i := range 4 {
		if s.Board.Pit(i) != 0 {
			buf = append(buf, play(s, i))
		}
	}
	if s.Board.Theirs() != 0 || len(buf) == n {
		return buf
	}
	k := n
	for _, m := range buf[n:] {
		if m.Next.Board.Mine() != 0 { // the opponent moves next: their row is Mine
			buf[k] = m
			k++
		}
	}
	if k == n {
		return buf
	}
	return buf[:k]
}
