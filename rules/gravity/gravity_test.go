package gravity

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/internal/ref"
)

// setUp returns a game at the position holding the named squares.
func setUp(t testing.TB, white, black []string, toMove rules.Player) *Game {
	t.Helper()
	r, err := ref.GravityBoard(white, black, "wb"[toMove])
	if err != nil {
		t.Fatal(err)
	}
	pos, _ := r.Position()
	g := New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	return g
}

func sq(t testing.TB, name string) int {
	t.Helper()
	s, err := ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSlideFollowsSpecExamples(t *testing.T) {
	tests := []struct {
		name           string
		white          []string
		entry, landing string
	}{
		{"d6 slides up to d8", nil, "d6", "d8"},
		{"c4 slides left to a4", nil, "c4", "a4"},
		{"e5 slides to the h8 corner", nil, "e5", "h8"},
		{"e4 stops on g2 before h1", []string{"h1"}, "e4", "g2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setUp(t, tt.white, nil, rules.First)
			if got := g.Landing(sq(t, tt.entry)); got != sq(t, tt.landing) {
				t.Fatalf("Landing(%s) = %s, want %s", tt.entry, SquareName(got), tt.landing)
			}
			g.Apply(rules.Action(sq(t, tt.entry)), nil)
			if g.At(sq(t, tt.landing)) != rules.First {
				t.Fatalf("after %s no white piece on %s:\n%s", tt.entry, tt.landing, g.Board())
			}
		})
	}
}

func TestSlideStopsBeforeTakenSquare(t *testing.T) {
	tests := []struct {
		name           string
		white, black   []string
		entry, landing string
	}{
		{"edge square stays", nil, nil, "a5", "a5"},
		{"corner stays", nil, nil, "h8", "h8"},
		{"next square taken: stays on entry", []string{"d7"}, nil, "d6", "d6"},
		{"slides until the opponent's piece", nil, []string{"d8"}, "d6", "d7"},
		{"diagonal stops behind a piece", []string{"g7"}, []string{"h8"}, "e5", "f6"},
		{"stops next to a piece", []string{"a4"}, nil, "c4", "b4"},
		{"d4 is on the a1 diagonal", nil, nil, "d4", "a1"},
		{"stays when a gap lies beyond a piece", []string{"b4"}, nil, "c4", "c4"},
		{"lower half slides down", nil, nil, "f2", "f1"},
		{"right half slides right", nil, nil, "f4", "h4"},
		{"b2 is on the a1 diagonal", nil, nil, "b2", "a1"},
		{"b3 is nearest the a side", nil, nil, "b3", "a3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setUp(t, tt.white, tt.black, rules.First)
			if got := g.Landing(sq(t, tt.entry)); got != sq(t, tt.landing) {
				t.Fatalf("Landing(%s) = %s, want %s", tt.entry, SquareName(got), tt.landing)
			}
		})
	}
}

func TestLandingOfTakenSquareIsNone(t *testing.T) {
	g := setUp(t, []string{"a1"}, nil, rules.Second)
	for _, s := range []int{sq(t, "a1"), -1, Squares} {
		if got := g.Landing(s); got != -1 {
			t.Errorf("Landing(%d) = %d, want -1", s, got)
		}
	}
}

func TestSlideDirectionMatchesReferenceOnEverySquare(t *testing.T) {
	g, r := New(), ref.NewGravity()
	for s := range Squares {
		if got, want := SquareName(g.Landing(s)), r.Landing(SquareName(s)); got != want {
			t.Errorf("Landing(%s) = %s, the reference says %s", SquareName(s), got, want)
		}
	}
}

func TestActionsListFilesThenRanks(t *testing.T) {
	g := New()
	var names []string
	for _, a := range g.Actions(nil) {
		names = append(names, g.FormatAction(a))
	}
	got := strings.Join(names, " ")
	if !strings.HasPrefix(got, "a1 a2 a3 a4 a5 a6 a7 a8 b1 b2") || !strings.HasSuffix(got, "h7 h8") || len(names) != Squares {
		t.Fatalf("Actions from the start = %s", got)
	}
	g.Apply(rules.Action(sq(t, "a2")), nil)
	g.Apply(rules.Action(sq(t, "h8")), nil)
	acts := g.Actions(nil)
	if len(acts) != Squares-2 || acts[0] != rules.Action(sq(t, "a1")) || acts[1] != rules.Action(sq(t, "a3")) {
		t.Fatalf("Actions after a2 h8 = %v", acts)
	}
	if !slices.IsSorted(acts) {
		t.Fatalf("Actions not in listing order: %v", acts)
	}
}

func TestFourOrMoreInALineWins(t *testing.T) {
	tests := []struct {
		name       string
		white      []string
		black      []string
		entry      string
		wantWinner rules.Player
		wantLine   []string
	}{
		{"horizontal four on rank 1", []string{"a1", "b1", "c1"}, []string{"a8", "b8", "c8"}, "d1",
			rules.First, []string{"a1", "b1", "c1", "d1"}},
		{"vertical four on the a file", []string{"a1", "a2", "a3"}, []string{"h1", "h2", "h3"}, "c4",
			rules.First, []string{"a1", "a2", "a3", "a4"}},
		{"diagonal four to h8", []string{"e5", "f6", "g7"}, []string{"a1", "a2", "a3"}, "h8",
			rules.First, []string{"e5", "f6", "g7", "h8"}},
		{"anti-diagonal four", []string{"a4", "b3", "c2"}, []string{"h4", "h5", "h6"}, "d1",
			rules.First, []string{"a4", "b3", "c2", "d1"}},
		{"five made in the middle of a line", []string{"a1", "b1", "d1", "e1"}, []string{"a8", "b8", "c8", "h8"}, "c2",
			rules.First, []string{"a1", "b1", "c1", "d1", "e1"}},
		{"black wins too", []string{"a8", "b8", "c8", "h1"}, []string{"h2", "h3", "h4"}, "g5",
			rules.Second, []string{"h2", "h3", "h4", "h5"}},
		{"three and a gap is not four", []string{"a1", "b1", "c1"}, []string{"a8", "b8", "c8"}, "e1",
			rules.NoPlayer, nil},
		{"four of mixed colours is not four", []string{"a1", "b1", "c1"}, []string{"e1", "b8", "c8", "d8"}, "h6",
			rules.NoPlayer, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			toMove := rules.First
			if tt.wantWinner == rules.Second {
				toMove = rules.Second
			}
			g := setUp(t, tt.white, tt.black, toMove)
			ev := g.Apply(rules.Action(sq(t, tt.entry)), []rules.Event{})
			out := g.Outcome()
			if tt.wantWinner == rules.NoPlayer {
				if out.Over || g.WinningLine() != 0 || len(g.Actions(nil)) == 0 {
					t.Fatalf("game ended: %+v\n%s", out, g.Board())
				}
				return
			}
			want := rules.Outcome{Over: true, Winner: tt.wantWinner, Reason: rules.Four}
			if out != want {
				t.Fatalf("Outcome = %+v, want %+v\n%s", out, want, g.Board())
			}
			var line uint64
			for _, s := range tt.wantLine {
				line |= 1 << sq(t, s)
			}
			if g.WinningLine() != line {
				t.Errorf("WinningLine = %#x, want %#x", g.WinningLine(), line)
			}
			if last := ev[len(ev)-1]; last.Kind != rules.GameOver || last.Player != tt.wantWinner || last.Reason != rules.Four {
				t.Errorf("last event = %+v, want game over", last)
			}
			if len(g.Actions(nil)) != 0 || len(g.DistinctActions(nil)) != 0 {
				t.Errorf("actions listed after the end")
			}
		})
	}
}

// fullPattern is a full board with no four in a line (32 pieces each).
const fullPattern = "bwbwbwbw/bwbwbwbw/wbwbwbwb/wbwbwbwb/bwbwbwbw/bwbwbwbw/wbwbwbwb/wbwbwbwb"

func TestFullBoardIsDraw(t *testing.T) {
	g := New()
	last := fullPattern[:len(fullPattern)-8] + "1bwbwbwb w"
	if err := g.SetPosition(last); err != nil {
		t.Fatal(err)
	}
	if g.Outcome().Over {
		t.Fatalf("over with a1 empty: %+v", g.Outcome())
	}
	if acts := g.Actions(nil); len(acts) != 1 || acts[0] != 0 {
		t.Fatalf("Actions = %v, want [a1]", acts)
	}
	ev := g.Apply(0, []rules.Event{})
	want := rules.Outcome{Over: true, Winner: rules.NoPlayer, Reason: rules.Full}
	if g.Outcome() != want {
		t.Fatalf("Outcome = %+v, want %+v", g.Outcome(), want)
	}
	wantEv := []rules.Event{
		{Kind: rules.Placed, Player: rules.First, From: -1, To: 0},
		{Kind: rules.GameOver, Player: rules.NoPlayer, Reason: rules.Full, From: -1, To: -1},
	}
	if !slices.Equal(ev, wantEv) {
		t.Fatalf("events = %+v, want %+v", ev, wantEv)
	}
	if err := g.SetPosition(fullPattern + " b"); err != nil || g.Outcome() != want {
		t.Fatalf("full position: err %v, outcome %+v", err, g.Outcome())
	}
}

func TestApplyReportsPlacedMovedAndGameOver(t *testing.T) {
	tests := []struct {
		name           string
		white          []string
		black          []string
		entry, landing string
		want           []rules.Event
	}{
		{"a slide is placed then moved", nil, nil, "e5", "h8", []rules.Event{
			{Kind: rules.Placed, Player: rules.First, From: -1, To: 36},
			{Kind: rules.Moved, Player: rules.First, From: 36, To: 63},
		}},
		{"a piece that stays is only placed", nil, nil, "a1", "a1", []rules.Event{
			{Kind: rules.Placed, Player: rules.First, From: -1, To: 0},
		}},
		{"a winning slide ends the game", []string{"a1", "a2", "a3"}, []string{"h1", "h2", "h3"}, "c4", "a4", []rules.Event{
			{Kind: rules.Placed, Player: rules.First, From: -1, To: 19},
			{Kind: rules.Moved, Player: rules.First, From: 19, To: 3},
			{Kind: rules.GameOver, Player: rules.First, Reason: rules.Four, From: -1, To: -1},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setUp(t, tt.white, tt.black, rules.First)
			got := g.Apply(rules.Action(sq(t, tt.entry)), make([]rules.Event, 0, 4))
			if !slices.Equal(got, tt.want) {
				t.Fatalf("events = %+v, want %+v", got, tt.want)
			}
			if e, l := g.LastMove(); e != sq(t, tt.entry) || l != sq(t, tt.landing) {
				t.Errorf("LastMove = %s, %s; want %s, %s", SquareName(e), SquareName(l), tt.entry, tt.landing)
			}
		})
	}
}

func TestApplyWithNilEventsRecordsNothing(t *testing.T) {
	g := New()
	if ev := g.Apply(rules.Action(sq(t, "e5")), nil); ev != nil {
		t.Fatalf("Apply(nil) returned %v", ev)
	}
}

func TestLastMoveIsNoneAtStart(t *testing.T) {
	g := New()
	if e, l := g.LastMove(); e != -1 || l != -1 {
		t.Fatalf("LastMove = %d, %d", e, l)
	}
}

func TestUndoWithoutHistoryPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("Undo at the start did not panic")
		}
	}()
	New().Undo()
}

func TestDistinctActionsAreTheLandingSquares(t *testing.T) {
	tests := []struct {
		name  string
		white []string
		black []string
		want  int
	}{
		{"28 chains at the start", nil, nil, 28},
		{"a full chain drops out", []string{"a1", "b2"}, []string{"c3", "d4"}, 27},
		{"a chain with a gap has two stops", []string{"b4"}, nil, 29},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setUp(t, tt.white, tt.black, rules.First)
			d := g.DistinctActions(nil)
			if len(d) != tt.want {
				t.Fatalf("%d distinct actions %v, want %d", len(d), d, tt.want)
			}
			checkDistinct(t, g)
		})
	}
}

// checkDistinct checks that DistinctActions lists, in order, each landing
// square of Actions once, as the action entering on that very square.
func checkDistinct(t *testing.T, g *Game) {
	t.Helper()
	var want []rules.Action
	for _, a := range g.Actions(nil) {
		want = append(want, rules.Action(g.Landing(int(a))))
	}
	slices.Sort(want)
	want = slices.Compact(want)
	if got := g.DistinctActions(nil); !slices.Equal(got, want) {
		t.Fatalf("DistinctActions = %v, landings are %v", got, want)
	}
}

func TestPositionStringRoundTrips(t *testing.T) {
	for _, s := range []string{
		"8/8/8/8/8/8/8/8 w",
		"8/8/8/8/8/8/8/8 b",
		"7b/8/8/8/8/8/6w1/w6w b",
		"wbwbwbwb/8/8/3bw3/8/8/8/bbbwwwbb w",
		fullPattern + " w",
		"8/8/8/8/8/8/8/wwww4 b", // White has won; Black would move next
	} {
		g := New()
		if err := g.SetPosition(s); err != nil {
			t.Fatalf("SetPosition(%q): %v", s, err)
		}
		got, err := g.Position()
		if err != nil || got != s {
			t.Errorf("Position() = %q, %v; want %q", got, err, s)
		}
		if g.Plies() != 0 {
			t.Errorf("SetPosition(%q) left %d plies", s, g.Plies())
		}
	}
}

func TestStartPositionIsEmptyBoardWhiteToMove(t *testing.T) {
	g := New()
	if s, _ := g.Position(); s != "8/8/8/8/8/8/8/8 w" {
		t.Fatalf("start = %q", s)
	}
	if g.Name() != "gravity" || g.PlayerName(rules.First) != "white" || g.PlayerName(rules.Second) != "black" {
		t.Fatalf("names: %q %q %q", g.Name(), g.PlayerName(rules.First), g.PlayerName(rules.Second))
	}
	g.Apply(rules.Action(sq(t, "e5")), nil)
	g.Reset()
	if *g != *New() {
		t.Fatal("Reset does not return to the start")
	}
}

func TestHashCountsSideToMove(t *testing.T) {
	w, b := New(), New()
	if err := b.SetPosition("8/8/8/8/8/8/8/8 b"); err != nil {
		t.Fatal(err)
	}
	if w.Hash() == b.Hash() {
		t.Fatal("the same board with White and with Black to move hash alike")
	}
	w.Apply(rules.Action(sq(t, "a1")), nil)
	b.Apply(rules.Action(sq(t, "a1")), nil)
	if w.Hash() == b.Hash() {
		t.Fatal("a white and a black piece on a1 hash alike")
	}
}

func TestSetPositionWithFourEndsTheGame(t *testing.T) {
	tests := []struct {
		pos    string
		winner rules.Player
	}{
		{"8/8/8/8/8/8/8/wwww4 b", rules.First},
		{"8/8/8/8/8/8/8/wwww4 w", rules.First},
		{"b7/1b6/2b5/3b4/8/8/8/w7 w", rules.Second},
		{"8/8/8/8/8/8/8/bbbbb3 w", rules.Second},
	}
	for _, tt := range tests {
		g := New()
		if err := g.SetPosition(tt.pos); err != nil {
			t.Fatalf("SetPosition(%q): %v", tt.pos, err)
		}
		want := rules.Outcome{Over: true, Winner: tt.winner, Reason: rules.Four}
		if g.Outcome() != want || len(g.Actions(nil)) != 0 || g.WinningLine() == 0 {
			t.Errorf("%q: outcome %+v, %d actions, line %#x", tt.pos, g.Outcome(), len(g.Actions(nil)), g.WinningLine())
		}
		if _, err := g.ParseAction("h8"); err == nil {
			t.Errorf("%q: ParseAction after the end succeeded", tt.pos)
		}
	}
}

func TestSetPositionRefusesBadStrings(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"empty", ""},
		{"no player to move", "8/8/8/8/8/8/8/8"},
		{"bad player to move", "8/8/8/8/8/8/8/8 x"},
		{"upper-case player to move", "8/8/8/8/8/8/8/8 W"},
		{"two spaces", "8/8/8/8/8/8/8/8  w"},
		{"trailing space", "8/8/8/8/8/8/8/8 w "},
		{"leading space", " 8/8/8/8/8/8/8/8 w"},
		{"extra field", "8/8/8/8/8/8/8/8 w 1"},
		{"seven ranks", "8/8/8/8/8/8/8 w"},
		{"nine ranks", "8/8/8/8/8/8/8/8/8 w"},
		{"empty rank", "8/8/8//8/8/8/8 w"},
		{"short rank", "8/8/8/7/8/8/8/8 w"},
		{"long rank", "8/8/8/8/8/8/8/w8 w"},
		{"digit nine", "8/8/8/9/8/8/8/8 w"},
		{"digit zero", "8/8/8/08/8/8/8/8 w"},
		{"two digits in a row", "8/8/8/44/8/8/8/8 w"},
		{"upper-case piece", "8/8/8/8/8/8/8/W7 w"},
		{"unknown piece", "8/8/8/8/8/8/8/x7 w"},
		{"both have four", "8/8/8/8/8/8/bbbb4/wwww4 w"},
		{"33 white pieces", "wwbwwbww/wbwwbwwb/bwwbwwbw/wwbwwbww/8/8/w7/w7 w"},
		{"33 black pieces", "bbwbbwbb/bwbbwbbw/wbbwbbwb/bbwbbwbb/8/8/b7/b7 w"},
		{"trailing slash", "8/8/8/8/8/8/8/8/ w"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setUp(t, []string{"e4"}, []string{"d5"}, rules.Second)
			g.Apply(rules.Action(sq(t, "a1")), nil)
			before := *g
			if err := g.SetPosition(tt.pos); err == nil {
				t.Fatalf("SetPosition(%q) accepted", tt.pos)
			} else if !strings.HasPrefix(err.Error(), "gravity: position ") {
				t.Errorf("error %q lacks context", err)
			}
			if *g != before {
				t.Fatalf("SetPosition(%q) changed the game", tt.pos)
			}
		})
	}
}

func TestParseActionAcceptsEntryAndLanding(t *testing.T) {
	g := setUp(t, []string{"h1"}, nil, rules.Second)
	for _, s := range []string{"e4", "E4", "e4>g2", "E4>G2", "e4>G2"} {
		a, err := g.ParseAction(s)
		if err != nil || a != rules.Action(sq(t, "e4")) {
			t.Errorf("ParseAction(%q) = %v, %v; want e4", s, a, err)
		}
	}
	if got := g.FormatAction(rules.Action(sq(t, "e4"))); got != "e4" {
		t.Errorf("FormatAction(e4) = %q", got)
	}
}

func TestParseActionRefusesBadOrIllegal(t *testing.T) {
	g := setUp(t, []string{"h1"}, []string{"a1"}, rules.First)
	for _, s := range []string{
		"", "e", "e44", "e9", "e0", "i1", "41", "ee", " e4", "e4 ", "e4>", ">g2", "e4>h1", "e4>g2>f3",
		"e4>e4", "h1", "a1", "h1>h1", "e4-g2", "e4>z9",
	} {
		before := *g
		if a, err := g.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) = %v, want an error", s, a)
		} else if !strings.HasPrefix(err.Error(), "gravity: action ") {
			t.Errorf("error %q lacks context", err)
		}
		if *g != before {
			t.Fatalf("ParseAction(%q) changed the game", s)
		}
	}
}

func TestSquareNamesRoundTrip(t *testing.T) {
	for s := range Squares {
		name := SquareName(s)
		if got, err := ParseSquare(name); err != nil || got != s {
			t.Errorf("ParseSquare(%q) = %d, %v; want %d", name, got, err, s)
		}
		if got, err := ParseSquare(strings.ToUpper(name)); err != nil || got != s {
			t.Errorf("ParseSquare(%q) = %d, %v; want %d", strings.ToUpper(name), got, err, s)
		}
	}
	if SquareName(0) != "a1" || SquareName(7) != "a8" || SquareName(8) != "b1" || SquareName(63) != "h8" {
		t.Error("square numbering is not file*8 + rank")
	}
	for _, bad := range []string{"", "a", "a0", "a9", "i1", "`1", "@1", "a1 "} {
		if _, err := ParseSquare(bad); err == nil {
			t.Errorf("ParseSquare(%q) accepted", bad)
		}
	}
}

func TestBoardShowsPiecesAndStatus(t *testing.T) {
	g := setUp(t, []string{"a1", "h8"}, []string{"b1"}, rules.Second)
	want := "8 . . . . . . . w\n" +
		"7 . . . . . . . .\n" +
		"6 . . . . . . . .\n" +
		"5 . . . . . . . .\n" +
		"4 . . . . . . . .\n" +
		"3 . . . . . . . .\n" +
		"2 . . . . . . . .\n" +
		"1 w b . . . . . .\n" +
		"  a b c d e f g h\n" +
		"black to move"
	if got := g.Board(); got != want {
		t.Fatalf("Board() =\n%s\nwant\n%s", got, want)
	}
	g = setUp(t, []string{"a1", "a2", "a3", "a4"}, nil, rules.Second)
	if got := g.Board(); !strings.HasSuffix(got, "\nwhite wins (four)") {
		t.Fatalf("Board() after a win ends with %q", got[strings.LastIndex(got, "\n")+1:])
	}
}
