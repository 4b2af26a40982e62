package session_test

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"tavola/rules"
)

// race is a tiny game for the tests: the players take turns adding 1 or 2
// to a counter and whoever reaches 7 wins. Position "<count> <f|s>".
type race struct {
	count int
	turn  rules.Player
	hist  []rules.Action
}

const raceGoal = 7

func newRace() rules.Game { return &race{} }

func (r *race) Name() string                     { return "race" }
func (r *race) PlayerName(p rules.Player) string { return [...]string{"first", "second", "none"}[p] }
func (r *race) ToMove() rules.Player             { return r.turn }
func (r *race) Outcome() rules.Outcome {
	if r.count >= raceGoal {
		return rules.Outcome{Over: true, Winner: r.turn.Other(), Reason: rules.Four}
	}
	return rules.Outcome{}
}
func (r *race) Actions(buf []rules.Action) []rules.Action {
	if r.Outcome().Over {
		return buf
	}
	return append(buf, 1, 2)
}
func (r *race) Apply(a rules.Action, ev []rules.Event) []rules.Event {
	r.count += int(a)
	r.hist = append(r.hist, a)
	if ev != nil {
		ev = append(ev, rules.Event{Kind: rules.Placed, Player: r.turn, From: -1, To: int8(r.count)})
	}
	r.turn = r.turn.Other()
	return ev
}
func (r *race) Undo() {
	n := len(r.hist)
	r.count -= int(r.hist[n-1])
	r.hist = r.hist[:n-1]
	r.turn = r.turn.Other()
}
func (r *race) Plies() int   { return len(r.hist) }
func (r *race) Hash() uint64 { return uint64(r.count)<<1 | uint64(r.turn) }
func (r *race) Position() (string, error) {
	return fmt.Sprintf("%d %c", r.count, "fs"[r.turn]), nil
}
func (r *race) SetPosition(s string) error {
	f := strings.Fields(s)
	if len(f) != 2 || (f[1] != "f" && f[1] != "s") {
		return fmt.Errorf("race: position %q: want <count> <f|s>", s)
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < 0 || n > raceGoal+1 {
		return fmt.Errorf("race: position %q: bad count", s)
	}
	*r = race{count: n, turn: rules.Player(strings.Index("fs", f[1]))}
	return nil
}
func (r *race) Reset()                             { *r = race{} }
func (r *race) FormatAction(a rules.Action) string { return strconv.Itoa(int(a)) }
func (r *race) ParseAction(s string) (rules.Action, error) {
	if (s != "1" && s != "2") || r.Outcome().Over {
		return 0, fmt.Errorf("race: action %q: not legal", s)
	}
	return rules.Action(s[0] - '0'), nil
}
func (r *race) Board() string { return strconv.Itoa(r.count) }
func (r *race) Clone() rules.Game {
	c := *r
	c.hist = append([]rules.Action(nil), r.hist...)
	return &c
}

// fakeSearch needs steps calls of Step before it answers: it plays 1, with
// the generation it was started with (or a forced one).
type fakeSearch struct {
	steps      int
	generation uint64
	cancelled  bool
}

func (f *fakeSearch) Step(time.Duration) bool {
	f.steps--
	return f.steps <= 0
}
func (f *fakeSearch) Result() (rules.Action, uint64) { return 1, f.generation }
func (f *fakeSearch) Cancel()                        { f.cancelled = true }
