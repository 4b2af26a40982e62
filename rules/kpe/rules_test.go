package kpe_test

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/kpe"
)

// playFrom sets pos and plays the moves (space separated).
func playFrom(t *testing.T, pos, moves string) *kpe.Game {
	t.Helper()
	g := kpe.New()
	if err := g.SetPosition(pos); err != nil {
		t.Fatalf("SetPosition(%q): %v", pos, err)
	}
	for _, m := range strings.Fields(moves) {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatalf("from %q playing %q: %v", pos, moves, err)
		}
		g.Apply(a, nil)
	}
	return g
}

func position(t *testing.T, g *kpe.Game) string {
	t.Helper()
	p, err := g.Position()
	if err != nil {
		t.Fatalf("Position: %v", err)
	}
	return p
}

// moveCase is a position, the moves played from it, and the position and
// status they must lead to.
type moveCase struct {
	name, pos, moves, want, status string
}

func runMoves(t *testing.T, cases []moveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playFrom(t, c.pos, c.moves)
			if got := position(t, g); got != c.want {
				t.Errorf("position %q, want %q", got, c.want)
			}
			if got := rules.Status(g); got != c.status {
				t.Errorf("status %q, want %q", got, c.status)
			}
		})
	}
}

func TestStartPosition(t *testing.T) {
	g := kpe.New()
	if got := position(t, g); got != "6,6,6,6/6,6,6,6 S - - 0 0" {
		t.Errorf("start %q", got)
	}
	if got := g.Actions(nil); !slices.Equal(got, []rules.Action{0, 1, 2, 3}) {
		t.Errorf("start actions %v, want A B C D", got)
	}
	if g.Name() != "kpe" || g.PlayerName(rules.First) != "south" || g.PlayerName(rules.Second) != "north" {
		t.Errorf("names %q %q %q", g.Name(), g.PlayerName(rules.First), g.PlayerName(rules.Second))
	}
	if o := g.Outcome(); o.Over || o.Winner != rules.NoPlayer || rules.Status(g) != "to-move south" {
		t.Errorf("outcome at the start %+v", o)
	}
	h := g.Hash()
	g.Apply(0, nil)
	g.Reset()
	if position(t, g) != kpe.Start || g.Hash() != h || g.Plies() != 0 {
		t.Errorf("Reset gives %q hash %x plies %d", position(t, g), g.Hash(), g.Plies())
	}
}

func TestSowingGoesCounterClockwiseOneSeedAPit(t *testing.T) {
	runMoves(t, []moveCase{
		{"south A", kpe.Start, "A", "0,7,7,7/7,7,7,6 N A - 0 0", "to-move north"},
		{"south C wraps from d to A", kpe.Start, "C", "7,6,0,7/7,7,7,7 N C - 0 0", "to-move north"},
		{"north d goes on into south's row", "6,6,6,6/6,6,6,6 N - - 0 0", "d", "7,7,7,7/7,7,6,0 S - d 0 0", "to-move south"},
		{"two moves", kpe.Start, "A b", "1,8,8,8/8,0,8,7 S A b 0 0", "to-move south"},
		{"replaying a started pit", kpe.Start, "A b B", "2,1,9,9/9,1,9,8 N AB b 0 0", "to-move north"},
	})
}

func TestSowingWithEightOrMoreSeedsFillsTheOriginPit(t *testing.T) {
	runMoves(t, []moveCase{
		{"8 seeds: one lap ends in the origin", "8,0,0,0/10,10,10,10 S - - 0 0", "A", "1,1,1,1/11,11,11,11 N A - 0 0", "to-move north"},
		{"12 seeds", "12,0,0,0/9,9,9,9 S - - 0 0", "A", "1,2,2,2/11,10,10,10 N A - 0 0", "to-move north"},
		{"16 seeds: two laps", "0,16,0,0/8,8,8,8 S - - 0 0", "B", "2,2,2,2/10,10,10,10 N B - 0 0", "to-move north"},
		{"17 seeds", "0,0,17,0/8,8,8,7 S - - 0 0", "C", "2,2,2,3/10,10,10,9 N C - 0 0", "to-move north"},
		{"north 12 seeds", "9,9,9,9/0,0,0,12 N - - 0 0", "d", "11,11,11,11/1,1,1,1 S - d 0 0", "to-move south"},
	})
}

func TestCaptureOfTwoOrFourGoesBackwardsOverTheOpponentsRow(t *testing.T) {
	runMoves(t, []moveCase{
		{"last seed makes 2", "0,0,0,1/1,5,5,5 S ABCD abcd 15 16", "D", "0,0,0,0/0,5,5,5 N ABCD abcd 17 16", "to-move north"},
		{"last seed makes 4", "0,0,0,1/3,5,5,5 S ABCD abcd 13 16", "D", "0,0,0,0/0,5,5,5 N ABCD abcd 17 16", "to-move north"},
		{"chain of 4 then 2 stops at the own pit", "0,0,1,2/3,1,5,5 S ABCD abcd 15 16", "D", "0,0,1,0/0,0,5,5 N ABCD abcd 21 16", "to-move north"},
		{"chain stops at a pit of 3", "0,0,0,3/2,1,1,5 S ABCD abcd 18 18", "D", "0,0,0,0/3,0,0,5 N ABCD abcd 22 18", "to-move north"},
		{"chain stops at a pit of 1 before a 2", "0,0,0,3/1,0,1,5 S ABCD abcd 19 19", "D", "0,0,0,0/2,1,0,5 N ABCD abcd 21 19", "to-move north"},
		{"last pit of 3 captures nothing", "0,0,0,2/1,2,5,5 S ABCD abcd 16 17", "D", "0,0,0,0/2,3,5,5 N ABCD abcd 16 17", "to-move north"},
		{"last pit of 6 captures nothing", "0,0,0,1/5,5,5,5 S ABCD abcd 13 14", "D", "0,0,0,0/6,5,5,5 N ABCD abcd 13 14", "to-move north"},
		{"own pit of 2 is never captured", "1,1,0,0/4,4,4,4 S ABCD abcd 15 15", "A", "0,2,0,0/4,4,4,4 N ABCD abcd 15 15", "to-move north"},
		{"north's chain stops at its own d", "1,1,0,0/0,0,0,2 N ABCD abcd 22 22", "d", "0,0,0,0/0,0,0,0 S ABCD abcd 22 26", "over north no-moves 22-26"},
		{"a lap captures all four", "0,3,0,12/2,2,2,2 S ABCD abcd 10 15", "D", "1,4,1,1/0,0,0,0 N ABCD abcd 26 15", "over south no-moves 33-15"},
	})
}

func TestNoCaptureUntilAMoveStartedFromEveryPit(t *testing.T) {
	runMoves(t, []moveCase{
		{"locked: C never started", "0,0,1,1/1,5,5,4 S AB abcd 15 16", "D", "0,0,1,0/2,5,5,4 N ABD abcd 15 16", "to-move north"},
		{"locked: replaying D does not unlock", "0,0,0,1/1,5,5,5 S ABD abcd 15 16", "D", "0,0,0,0/2,5,5,5 N ABD abcd 15 16", "to-move north"},
		{"locked: a 4 is not taken", "0,0,0,1/3,5,5,5 S AB - 13 16", "D", "0,0,0,0/4,5,5,5 N ABD - 13 16", "to-move north"},
		{"locked north", "1,1,0,0/0,0,0,2 N ABCD ab 22 22", "d", "2,2,0,0/0,0,0,0 S ABCD abd 22 22", "to-move south"},
	})
}

func TestTheUnlockingMoveMayCapture(t *testing.T) {
	runMoves(t, []moveCase{
		{"D last of the four", "0,0,0,1/1,5,5,5 S ABC abcd 15 16", "D", "0,0,0,0/0,5,5,5 N ABCD abcd 17 16", "to-move north"},
		{"4 taken by the unlocking move", "0,0,0,1/3,5,5,5 S ABC - 13 16", "D", "0,0,0,0/0,5,5,5 N ABCD - 17 16", "to-move north"},
		{"north's d last of the four", "1,1,0,0/0,0,0,2 N ABCD abc 22 22", "d", "0,0,0,0/0,0,0,0 S ABCD abcd 22 26", "over north no-moves 22-26"},
	})
}

func TestFeedingRuleWhenTheOpponentHasNoSeeds(t *testing.T) {
	cases := []struct {
		name, pos, want string
	}{
		{"opponent has seeds: every non-empty pit", "0,1,0,3/0,0,0,1 S ABCD abcd 20 23", "B D"},
		{"only the move that reaches the opponent", "0,1,0,3/0,0,0,0 S ABCD abcd 20 24", "D"},
		{"north must feed too", "0,0,0,0/1,0,0,3 N ABCD abcd 20 24", "d"},
		{"a move whose captures take back every seed sown does not feed", "0,0,3,12/0,0,0,0 S ABCD abcd 16 17", "C"},
		{"a capturing move that leaves a seed feeds", "0,0,12,12/0,0,0,0 S ABCD abcd 12 12", "C"},
		{"while locked the same move captures nothing and feeds", "0,0,3,12/0,0,0,0 S CD abcd 16 17", "C D"},
		{"the unlocking move captures, so it does not feed", "0,0,3,12/0,0,0,0 S ABC abcd 16 17", "C"},
		{"no move feeds: any move", "0,1,0,12/0,0,0,0 S ABCD abcd 17 18", "B D"},
		{"no move feeds: the only move", "0,0,0,12/0,0,0,0 S ABCD abcd 18 18", "D"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playFrom(t, c.pos, "")
			var got []string
			for _, a := range g.Actions(nil) {
				got = append(got, g.FormatAction(a))
			}
			if strings.Join(got, " ") != c.want {
				t.Errorf("actions %q, want %q", got, c.want)
			}
		})
	}
	runMoves(t, []moveCase{
		{"feeding move that captures", "0,0,12,12/0,0,0,0 S ABCD abcd 12 12", "C", "1,1,1,14/0,0,0,1 N ABCD abcd 18 12", "to-move north"},
		{"fallback move ends the game", "0,1,0,12/0,0,0,0 S ABCD abcd 17 18", "D", "1,2,1,1/0,0,0,0 N ABCD abcd 25 18", "over south no-moves 30-18"},
		{"fallback move that does not reach the opponent", "0,1,0,12/0,0,0,0 S ABCD abcd 17 18", "B", "0,0,1,12/0,0,0,0 N ABCD abcd 17 18", "over south no-moves 30-18"},
	})
}

func TestGameEndsWhenThePlayerToMoveHasNoSeeds(t *testing.T) {
	runMoves(t, []moveCase{
		{"captures empty north's row; south collects", "3,0,0,1/1,0,0,0 S ABCD abcd 20 23", "D", "3,0,0,0/0,0,0,0 N ABCD abcd 22 23", "over south no-moves 25-23"},
		{"set position already over", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23", "", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23", "over draw no-moves 24-24"},
		{"an empty row of the player not to move is no end", "0,0,0,0/5,0,0,0 N ABCD abcd 20 23", "", "0,0,0,0/5,0,0,0 N ABCD abcd 20 23", "to-move north"},
		{"north feeds the empty south", "0,0,0,0/5,0,0,0 N ABCD abcd 20 23", "a", "1,1,0,0/0,1,1,1 S ABCD abcd 20 23", "to-move south"},
		{"all seeds captured", "0,0,0,0/0,0,0,0 N ABCD abcd 30 18", "", "0,0,0,0/0,0,0,0 N ABCD abcd 30 18", "over south no-moves 30-18"},
	})
	g := playFrom(t, "3,0,0,1/1,0,0,0 S ABCD abcd 20 23", "D")
	if acts := g.Actions(nil); len(acts) != 0 {
		t.Errorf("actions after the end: %v", acts)
	}
	if g.ToMove() != rules.Second {
		t.Errorf("after the end ToMove = %v, want north, who would move next", g.ToMove())
	}
}

func TestTwentyFourAllIsADraw(t *testing.T) {
	runMoves(t, []moveCase{
		{"by a capture", "0,0,0,1/1,0,0,0 S ABCD abcd 22 24", "D", "0,0,0,0/0,0,0,0 N ABCD abcd 24 24", "over draw no-moves 24-24"},
		{"by collection", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23", "", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23", "over draw no-moves 24-24"},
		{"by a loop", "0,0,0,1/0,0,0,1 S ABCD abcd 23 23", "D d A a B b C c", "0,0,0,1/0,0,0,1 S ABCD abcd 23 23", "over draw loop 24-24"},
	})
}

func TestLoopEndsTheGameWhenAPositionOccursASecondTime(t *testing.T) {
	const pos = "0,0,0,1/0,0,0,1 S ABCD abcd 23 23"
	moves := strings.Fields("D d A a B b C c")
	for i := range moves {
		g := playFrom(t, pos, strings.Join(moves[:i], " "))
		if g.Outcome().Over {
			t.Fatalf("over after %d of %v: %s", i, moves, rules.Status(g))
		}
	}
	g := playFrom(t, pos, strings.Join(moves, " "))
	if got := rules.Status(g); got != "over draw loop 24-24" || position(t, g) != pos {
		t.Errorf("after %v: %q %q, want the start again and a loop", moves, position(t, g), got)
	}
	if acts := g.Actions(nil); len(acts) != 0 {
		t.Errorf("actions after a loop: %v", acts)
	}
	g.Undo()
	if rules.Status(g) != "to-move north" {
		t.Errorf("undo of the looping move: %s", rules.Status(g))
	}
	runMoves(t, []moveCase{
		{"each player takes the seeds of their row", "0,0,0,1/0,0,0,1 S ABCD abcd 20 26", "D d A a B b C c", "0,0,0,1/0,0,0,1 S ABCD abcd 20 26", "over north loop 21-27"},
	})
}

func TestLoopNeedsTheSameStartedPits(t *testing.T) {
	// d is started on the second move, so the position of the start does not
	// come back; the one after d does, eight moves later.
	const pos = "0,0,0,1/0,0,0,1 S ABCD abc 23 23"
	g := playFrom(t, pos, "D d A a B b C c")
	if got := rules.Status(g); got != "to-move south" || position(t, g) != "0,0,0,1/0,0,0,1 S ABCD abcd 23 23" {
		t.Fatalf("after eight moves: %q %s", position(t, g), got)
	}
	g = playFrom(t, pos, "D d A a B b C c D d")
	if got := rules.Status(g); got != "over draw loop 24-24" {
		t.Errorf("after ten moves: %s", got)
	}
}

func TestWindowIsThePositionsThatCanComeBack(t *testing.T) {
	g := kpe.New()
	if w := g.Window(nil); len(w) != 1 || w[0].Pits != 6*0x0101010101010101 || w[0].Started != 0 || w[0].ToMove != rules.First {
		t.Fatalf("start window %+v", w)
	}
	// Every move of the first eight starts a pit: each is a window's first.
	for _, m := range []string{"A", "a", "B", "b"} {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(a, nil)
		if w := g.Window(nil); len(w) != 1 {
			t.Fatalf("after %s: window of %d positions, want 1", m, len(w))
		}
	}
	// A again (already started, no capture while locked): the window grows.
	a, _ := g.ParseAction("A")
	g.Apply(a, nil)
	w := g.Window(nil)
	if len(w) != 2 || w[1].ToMove != rules.Second || w[0].ToMove != rules.First {
		t.Fatalf("window after a move from a started pit: %+v", w)
	}
	pits := g.Pits()
	var packed uint64
	for i, c := range pits {
		packed |= uint64(c) << (8 * i)
	}
	if w[1].Pits != packed || w[1].Started != g.Started(rules.First)|g.Started(rules.Second) {
		t.Fatalf("last of the window %+v is not the position %v", w[1], pits)
	}
}
