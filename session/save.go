package session

import (
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
)

// saveHeader opens every autosave; its number changes when the format does.
// Version 1 (no end line) is still read.
const (
	saveHeader   = "tavola-save 2"
	saveHeaderV1 = "tavola-save 1"
	saveEnd      = "end"
)

// The longest game name, start position and move a save may hold.
const (
	maxName  = 40
	maxStart = 4096
	maxMove  = 64
)

// Key is the store key of the autosave of the game called name: each game
// kind (each GIPF variant too) has its own, so starting one never touches
// another's.
func Key(name string) string { return "autosave-" + name }

// LegacyKey is the key of the single autosave of format version 1, which
// held whichever game was played last.
const LegacyKey = "autosave"

// Save is what an autosave holds: the game, the position it started from,
// the seats, and the moves played, in notation.
type Save struct {
	Game  string
	Start string
	Seats [2]Seat
	Moves []string
}

// Snapshot returns the save of the session as it stands.
func (s *Session) Snapshot() Save {
	return Save{Game: s.game.Name(), Start: s.start, Seats: s.seats, Moves: append([]string(nil), s.moves...)}
}

// Encode writes the save as a few lines of text:
//
//	tavola-save 2
//	game kpe
//	start 6,6,6,6/6,6,6,6 S - - 0 0
//	seats human ai:3
//	moves A b C
//	end
func (v Save) Encode() []byte {
	var b strings.Builder
	b.WriteString(saveHeader + "\n")
	b.WriteString("game " + v.Game + "\n")
	b.WriteString("start " + v.Start + "\n")
	b.WriteString("seats " + seatWord(v.Seats[0]) + " " + seatWord(v.Seats[1]) + "\n")
	b.WriteString("moves " + strings.Join(v.Moves, " ") + "\n")
	b.WriteString(saveEnd + "\n")
	return []byte(b.String())
}

func seatWord(s Seat) string {
	if s.AI {
		return "ai:" + strconv.Itoa(s.Level)
	}
	return "human"
}

func parseSeat(w string) (Seat, error) {
	if w == "human" {
		return Seat{}, nil
	}
	lv, ok := strings.CutPrefix(w, "ai:")
	if !ok {
		return Seat{}, fmt.Errorf("seat %.40q is neither human nor ai:<level>", w)
	}
	n, err := strconv.Atoi(lv)
	if err != nil || n < 0 {
		return Seat{}, fmt.Errorf("seat %.40q: bad level", w)
	}
	return Seat{AI: true, Level: n}, nil
}

// DecodeSave reads a save written by Encode (or by version 1). It checks
// the form only; Restore checks the game and the moves. An empty save, or
// one cut short (a version-2 save without its end line), is refused.
// Errors quote at most 40 characters of what they found.
func DecodeSave(data []byte) (Save, error) {
	var v Save
	if len(data) == 0 {
		return v, fmt.Errorf("session: save: the file is empty")
	}
	lines := strings.Split(strings.TrimRight(string(data), "\r\n"), "\n")
	head := strings.TrimSpace(lines[0])
	if head != saveHeader && head != saveHeaderV1 {
		return v, fmt.Errorf("session: save: missing header %q (found %.40q)", saveHeader, head)
	}
	body := lines[1:]
	if head == saveHeader {
		if len(body) == 0 || strings.TrimRight(body[len(body)-1], "\r") != saveEnd {
			return v, fmt.Errorf("session: save: cut short (no %q line at the end)", saveEnd)
		}
		body = body[:len(body)-1]
	}
	seen := map[string]bool{}
	for i, line := range body {
		key, val, _ := strings.Cut(strings.TrimRight(line, "\r"), " ")
		if seen[key] {
			return v, fmt.Errorf("session: save: line %d: %.40q given twice", i+2, key)
		}
		seen[key] = true
		switch key {
		case "game":
			v.Game = val
		case "start":
			v.Start = val
		case "seats":
			w := strings.Fields(val)
			if len(w) != 2 {
				return v, fmt.Errorf("session: save: line %d: want two seats, got %.40q", i+2, val)
			}
			for p := range 2 {
				s, err := parseSeat(w[p])
				if err != nil {
					return v, fmt.Errorf("session: save: line %d: %w", i+2, err)
				}
				v.Seats[p] = s
			}
		case "moves":
			v.Moves = strings.Fields(val)
		default:
			return v, fmt.Errorf("session: save: line %d: unknown key %.40q", i+2, key)
		}
	}
	for _, k := range []string{"game", "start", "seats", "moves"} {
		if !seen[k] {
			return v, fmt.Errorf("session: save: no %q line", k)
		}
	}
	// No game's name, position or move is this long: refused here, the
	// rules never see (nor quote) them.
	switch {
	case len(v.Game) > maxName:
		return v, fmt.Errorf("session: save: unknown game %.40q…", v.Game)
	case len(v.Start) > maxStart:
		return v, fmt.Errorf("session: save: start position of %d bytes, over %d", len(v.Start), maxStart)
	}
	for i, m := range v.Moves {
		if len(m) > maxMove {
			return v, fmt.Errorf("session: save: move %d %.40q… is too long", i+1, m)
		}
	}
	return v, nil
}

// Restore rebuilds the session a save describes: newGame makes the game by
// name, the start position is set and every move replayed. Any error (an
// unknown game, a refused position, an illegal move) is returned with the
// move that failed, and no session is made.
func Restore(v Save, newGame func(name string) (rules.Game, error), newSearch SearchFunc, seed uint64) (*Session, error) {
	g, err := newGame(v.Game)
	if err != nil {
		return nil, fmt.Errorf("session: save: %w", err)
	}
	if err := g.SetPosition(v.Start); err != nil {
		return nil, fmt.Errorf("session: save: %s start: %w", v.Game, err)
	}
	s, err := New(g, v.Seats, newSearch, seed)
	if err != nil {
		return nil, err
	}
	for i, m := range v.Moves {
		if g.Outcome().Over {
			return nil, fmt.Errorf("session: save: %s move %d %.40q: the game is already over", v.Game, i+1, m)
		}
		a, err := g.ParseAction(m)
		if err != nil {
			return nil, fmt.Errorf("session: save: %s move %d: %w", v.Game, i+1, err)
		}
		if _, err := s.Play(a); err != nil {
			return nil, fmt.Errorf("session: save: %s move %d: %w", v.Game, i+1, err)
		}
	}
	return s, nil
}
