package session

import (
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
)

// saveHeader opens every autosave; its number changes when the format does.
const saveHeader = "tavola-save 1"

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
//	tavola-save 1
//	game kpe
//	start 6,6,6,6/6,6,6,6 S - - 0 0
//	seats human ai:3
//	moves A b C
func (v Save) Encode() []byte {
	var b strings.Builder
	b.WriteString(saveHeader + "\n")
	b.WriteString("game " + v.Game + "\n")
	b.WriteString("start " + v.Start + "\n")
	b.WriteString("seats " + seatWord(v.Seats[0]) + " " + seatWord(v.Seats[1]) + "\n")
	b.WriteString("moves " + strings.Join(v.Moves, " ") + "\n")
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
		return Seat{}, fmt.Errorf("seat %q is neither human nor ai:<level>", w)
	}
	n, err := strconv.Atoi(lv)
	if err != nil || n < 0 {
		return Seat{}, fmt.Errorf("seat %q: bad level", w)
	}
	return Seat{AI: true, Level: n}, nil
}

// DecodeSave reads a save written by Encode. It checks the form only;
// Restore checks the game and the moves.
func DecodeSave(data []byte) (Save, error) {
	var v Save
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != saveHeader {
		return v, fmt.Errorf("session: save: missing header %q", saveHeader)
	}
	seen := map[string]bool{}
	for i, line := range lines[1:] {
		key, val, _ := strings.Cut(strings.TrimRight(line, "\r"), " ")
		if seen[key] {
			return v, fmt.Errorf("session: save: line %d: %q given twice", i+2, key)
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
				return v, fmt.Errorf("session: save: line %d: want two seats, got %q", i+2, val)
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
			return v, fmt.Errorf("session: save: line %d: unknown key %q", i+2, key)
		}
	}
	for _, k := range []string{"game", "start", "seats", "moves"} {
		if !seen[k] {
			return v, fmt.Errorf("session: save: no %q line", k)
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
			return nil, fmt.Errorf("session: save: %s move %d %q: the game is already over", v.Game, i+1, m)
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
