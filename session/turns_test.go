package session_test

import (
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/session"
)

// record writes a session's turns as "W:a b|B:c", one turn per player
// letter, the actions of a turn separated by spaces.
func record(s *session.Session) string {
	var parts []string
	for _, t := range s.Turns() {
		who := "W"
		if t.Player == rules.Second {
			who = "B"
		}
		parts = append(parts, who+":"+strings.Join(s.Moves()[t.First:t.End], " "))
	}
	return strings.Join(parts, "|")
}

// playFirst plays the first legal action (in the rules' order) and
// returns its notation.
func playFirst(t *testing.T, s *session.Session) string {
	t.Helper()
	acts := s.Game().Actions(nil)
	if len(acts) == 0 {
		t.Fatal("no legal action")
	}
	m := s.Game().FormatAction(acts[0])
	if _, err := s.Play(acts[0]); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestTurnsHoldThePushAndTheRemovalsThatFollowIt(t *testing.T) {
	tests := []struct {
		name  string
		game  func() rules.Game
		start string
		moves []string // played in order; "*" plays the first legal action
		want  string   // with "*" replaced by what was played
		undo  int      // plies taken back afterwards
		after string
	}{
		{"the mover's own removal joins the push",
			func() rules.Game { return gipf.New(gipf.Basic) }, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -",
			[]string{"e1-e5", "xc3,d4,e5,f5", "*"}, "W:e1-e5 xc3,d4,e5,f5|B:*",
			1, "W:e1-e5 xc3,d4,e5,f5"},
		{"the opponent's removal joins the push that made the row",
			func() rules.Game { return gipf.New(gipf.Standard) }, "standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -",
			[]string{"a1-f5", "xb2,c3,(d4),e5,f5", "*"}, "W:a1-f5 xb2,c3,(d4),e5,f5|B:*",
			2, "W:a1-f5"},
		{"in Gravity a turn is one action",
			func() rules.Game { return gravity.New() }, "",
			[]string{"*", "*", "*"}, "W:*|B:*|W:*",
			1, "W:*|B:*"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game()
			if tc.start != "" {
				if err := g.SetPosition(tc.start); err != nil {
					t.Fatal(err)
				}
			}
			s, err := session.New(g, [2]session.Seat{}, nil, 1)
			if err != nil {
				t.Fatal(err)
			}
			want, after := tc.want, tc.after
			for _, m := range tc.moves {
				if m == "*" {
					got := playFirst(t, s)
					want = strings.Replace(want, "*", got, 1)
					after = strings.Replace(after, "*", got, 1)
					continue
				}
				a, err := g.ParseAction(m)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := s.Play(a); err != nil {
					t.Fatalf("%s: %v (moves so far %q)", m, err, s.Moves())
				}
			}
			if got := record(s); got != want {
				t.Errorf("turns %q, want %q", got, want)
			}
			for range tc.undo {
				s.Undo()
			}
			if got := record(s); got != after {
				t.Errorf("after %d undos turns %q, want %q", tc.undo, got, after)
			}
			s.Redo()
			if tc.undo == 1 {
				if got := record(s); got != want {
					t.Errorf("after redo turns %q, want %q", got, want)
				}
			}
		})
	}
}
