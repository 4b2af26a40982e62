package session_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/session"
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
	good := "tavola-save 2\ngame race\nstart 0 f\nseats human ai:2\nmoves 1 2\nend\n"
	long := strings.Repeat("x", 5000)
	tests := []struct{ name, data, want string }{
		{"empty", "", "empty"},
		{"new lines only", "\n\n", "header"},
		{"cut short", strings.TrimSuffix(good, "end\n"), "cut short"},
		{"cut in the moves", good[:len(good)-8], "cut short"},
		{"long header", long, "header"},
		{"long game", strings.Replace(good, "game race", "game "+long, 1), "unknown game"},
		{"long start", strings.Replace(good, "start 0 f", "start "+long, 1), "start position"},
		{"long move", strings.Replace(good, "moves 1 2", "moves 1 "+long, 1), "too long"},
		{"long key", strings.Replace(good, "game race", long+" race", 1), "unknown key"},
		{"garbage", "\x00\xff{json", "header"},
		{"unknown key", strings.Replace(good, "end\n", "colour red\nend\n", 1), "unknown key"},
		{"missing moves", strings.Replace(good, "moves 1 2\n", "", 1), `no "moves"`},
		{"bad seat", strings.Replace(good, "ai:2", "robot", 1), "neither human"},
		{"bad level", strings.Replace(good, "ai:2", "ai:x", 1), "bad level"},
		{"one seat", strings.Replace(good, "human ai:2", "human", 1), "two seats"},
		{"twice", strings.Replace(good, "end\n", "game race\nend\n", 1), "twice"},
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
				t.Errorf("error = %.300v, want one mentioning %q", err, tc.want)
			}
			if err != nil && len(err.Error()) > 200 {
				t.Errorf("an error of %d bytes: it quotes too much", len(err.Error()))
			}
		})
	}
}

func TestVersion1SavesAreStillRead(t *testing.T) {
	v, err := session.DecodeSave([]byte("tavola-save 1\ngame race\nstart 0 f\nseats human ai:2\nmoves 1 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if v.Game != "race" || !slices.Equal(v.Moves, []string{"1", "2"}) {
		t.Errorf("decoded %+v", v)
	}
	if got := string(v.Encode()); !strings.HasPrefix(got, "tavola-save 2\n") || !strings.HasSuffix(got, "\nend\n") {
		t.Errorf("re-encoded as %q, want version 2", got)
	}
}

func TestEachGameHasItsOwnKey(t *testing.T) {
	names := []string{"gravity", "kpe", "gipf-basic", "gipf-standard", "gipf-tournament"}
	seen := map[string]bool{session.LegacyKey: true}
	for _, n := range names {
		k := session.Key(n)
		if seen[k] {
			t.Errorf("Key(%q) = %q is taken", n, k)
		}
		seen[k] = true
	}
}
