package kpesolve

// high has the top bit of each byte: pit counts stay below 128, so a
// byte-wise subtraction from (x | high) never borrows across bytes.
const high = 0x8080808080808080

// parents appends the boards b of the unlocked layer of child (a board in
// its mover's frame) from which a legal move that neither captures nor
// starts a pit leads to child, once per such move: the in-layer edges into
// child, walked backwards. Both players are unlocked, so every pit has
// been started and a last seed making an opponent's pit 2 or 4 captures.
func parents(child Board, buf []Board) []Board {
	m := child.Mirror() // the board right after the move, in the parent's frame
	for i := range 4 {
		q := m.Pit(i) // the origin holds one seed per full lap
		laps := Board(q)*lanes - Board(q)<<(8*uint(i))
		if Board(uint64(m|high)-uint64(laps))&high != high {
			continue // some pit holds fewer seeds than the laps gave it
		}
		for r := range Pits {
			k := Pits*q + r
			if k == 0 {
				continue
			}
			t := Board(uint64(m|high) - uint64(laps+ahead[i][r]))
			if t&high != high {
				break // pit i+r holds too few; more seeds would need it too
			}
			last := (i + r) & (Pits - 1)
			if last >= 4 {
				if c := m.Pit(last); c == 2 || c == 4 {
					continue
				}
			}
			b := (t &^ high) &^ (0xff << (8 * uint(i)))
			b |= Board(k) << (8 * uint(i))
			if b.Theirs() == 0 && m.Theirs() == 0 && feedsSome(b) {
				continue // the feeding rule forbids this move
			}
			buf = append(buf, b)
		}
	}
	return buf
}

// feedsSome reports whether some move of the unlocked mover of b leaves the
// opponent a seed after captures.
func feedsSome(b Board) bool {
	s := State{b, Unlocked}
	for i := range 4 {
		if b.Pit(i) != 0 && play(s, i).Next.Board.Mine() != 0 {
			return true
		}
	}
	return false
}
