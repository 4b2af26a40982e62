package session_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/scenes/session"
)

func newGame(name string) (rules.Game, error) {
	if name != "race" {
		return nil, fmt.Errorf("no game %q", name)
	}
	return newRace(), nil
}

func TestSaveRoundTripsThroughText(t *testing.T) {
	sr := &searches{steps: 1}
	s := newSession(t, [2]session.Seat{human, {AI: true, Level: 4}}, sr)
	s.Play(2)
	thinkAndPlay(t, s)
	s.Play(2)
	data := s.Snapshot().Encode()
	v, err := session.DecodeSave(data)
	if err != nil {
		t.Fatalf("DecodeSave(%q): %v", data, err)
	}
	r, err := session.Restore(v, newGame, sr.start, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.Moves(), []string{"2", "1", "2"}) || r.Seats() != s.Seats() {
		t.Errorf("restored moves %v seats %v", r.Moves(), r.Seats())
	}
	p1, _ := s.Game().Position()
	p2, _ := r.Game().Position()
	if p1 != p2 {
		t.Errorf("restored position %q, want %q", p2, p1)
	}
}

func TestCorruptSaveIsReported(t *testing.T) {
	good := "tavola-save 1\ngame race\nstart 0 f\nseats human ai:2\nmoves 1 2\n"
	tests := []struct{ name, data, want string }{
		{"empty", "", "header"},
		{"garbage", "\x00\xff{json", "header"},
		{"unknown key", good + "colour red\n", "unknown key"},
		{"missing moves", strings.Replace(good, "moves 1 2\n", "", 1), `no "moves"`},
		{"bad seat", strings.Replace(good, "ai:2", "robot", 1), "neither human"},
		{"bad level", strings.Replace(good, "ai:2", "ai:x", 1), "bad level"},
		{"one seat", strings.Replace(good, "human ai:2", "human", 1), "two seats"},
		{"twice", good + "game race\n", "twice"},
		{"unknown game", strings.Replace(good, "game race", "game chess", 1), "chess"},
		{"bad start", strings.Replace(good, "start 0 f", "start zero", 1), "start"},
		{"illegal move", strings.Replace(good, "moves 1 2", "moves 1 5", 1), "move 2"},
		{"moves after the end", strings.Replace(good, "moves 1 2", "moves 2 2 2 2 1", 1), "already over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v, err := session.DecodeSave([]byte(tc.data))
			if err == nil {
				_, err = session.Restore(v, newGame, (&searches{}).start, 1)
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error = %v, want one mentioning %q", err, tc.want)
			}
		})
	}
}
