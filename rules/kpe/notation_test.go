package kpe_test

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/kpe"
)

func TestPositionStringsRoundTrip(t *testing.T) {
	for _, pos := range []string{
		kpe.Start,
		"0,7,7,7/7,7,7,6 N A - 0 0",
		"48,0,0,0/0,0,0,0 N D bd 0 0",
		"0,0,0,0/0,0,0,0 S ABCD abcd 24 24",
		"12,0,10,0/0,3,0,23 S AC abcd 0 0",
		"0,0,0,0/0,0,0,0 N - - 48 0",
	} {
		g := kpe.New()
		if err := g.SetPosition(pos); err != nil {
			t.Errorf("SetPosition(%q): %v", pos, err)
			continue
		}
		if got := position(t, g); got != pos {
			t.Errorf("SetPosition(%q) then Position = %q", pos, got)
		}
	}
}

func TestSetPositionRefusesMalformedStringsAndChangesNothing(t *testing.T) {
	for _, bad := range []string{
		"",
		"6,6,6,6/6,6,6,6 S - - 0",
		"6,6,6,6/6,6,6,6 S - - 0 0 0",
		"6,6,6,6/6,6,6,6  S - - 0 0",
		" 6,6,6,6/6,6,6,6 S - - 0 0",
		"6,6,6,6/6,6,6,6 S - - 0 0 ",
		"6,6,6,6/6,6,6,6\tS - - 0 0",
		"6,6,6,6/6,6,6,6 X - - 0 0",
		"6,6,6,6/6,6,6,6 s - - 0 0",
		"6,6,6,6/6,6,6,6 south - - 0 0",
		"6,6,6/6,6,6,6,6 S - - 0 0",
		"6,6,6,6,6,6,6,6 S - - 0 0",
		"6,6,6,6/6,6,6,6/0 S - - 0 0",
		"6,6,6,6/6,6,6, S - - 0 0",
		"6,6,6,6/6,6,6,x S - - 0 0",
		"6,6,6,6/6,6,6,+6 S - - 0 0",
		"-6,6,6,6/6,6,6,18 S - - 0 0",
		"06,6,6,6/6,6,6,6 S - - 0 0",
		"49,0,0,0/0,0,0,0 S - - 0 0",
		"100,0,0,0/0,0,0,0 S - - 0 0",
		"6,6,6,6/6,6,6,5 S - - 0 0",
		"6,6,6,6/6,6,6,6 S - - 1 0",
		"6,6,6,6/6,6,6,6 S - - 0 00",
		"6,6,6,6/6,6,6,6 S - - 0 -0",
		"6,6,6,6/6,6,6,6 S BA - 0 0",
		"6,6,6,6/6,6,6,6 S AA - 0 0",
		"6,6,6,6/6,6,6,6 S a - 0 0",
		"6,6,6,6/6,6,6,6 S - A 0 0",
		"6,6,6,6/6,6,6,6 S - abcdd 0 0",
		"6,6,6,6/6,6,6,6 S -A - 0 0",
		"6,6,6,6/6,6,6,6 S -- - 0 0",
		"6,6,6,6/6,6,6,6 S E - 0 0",
		"6,6,6,6/6,6,6,6 S - ba 0 0",
		"0,0,0,0/0,0,0,0 S - - 48 1",
	} {
		g := playFrom(t, kpe.Start, "B c")
		before, hash := position(t, g), g.Hash()
		if err := g.SetPosition(bad); err == nil {
			t.Errorf("SetPosition(%q) accepted", bad)
		} else if !strings.HasPrefix(err.Error(), "kpe: position ") {
			t.Errorf("SetPosition(%q): error %q lacks context", bad, err)
		}
		if position(t, g) != before || g.Hash() != hash || g.Plies() != 2 {
			t.Errorf("SetPosition(%q) changed the game: %q plies %d", bad, position(t, g), g.Plies())
		}
	}
}

func TestPitLettersNameTheSide(t *testing.T) {
	for i, name := range []string{"A", "B", "C", "D", "a", "b", "c", "d"} {
		if kpe.PitName(i) != name {
			t.Errorf("PitName(%d) = %q, want %q", i, kpe.PitName(i), name)
		}
		if p, err := kpe.ParsePit(name); err != nil || p != i {
			t.Errorf("ParsePit(%q) = %d, %v", name, p, err)
		}
		if want := rules.Player(i / 4); kpe.Owner(i) != want {
			t.Errorf("Owner(%d) = %v, want %v", i, kpe.Owner(i), want)
		}
	}
	for _, bad := range []string{"", "E", "e", "AB", " A", "1", "é"} {
		if _, err := kpe.ParsePit(bad); err == nil {
			t.Errorf("ParsePit(%q) accepted", bad)
		}
	}
	if kpe.Owner(8) != rules.NoPlayer || kpe.Owner(-1) != rules.NoPlayer || kpe.PitName(8) != "?" {
		t.Errorf("pit 8: owner %v name %q", kpe.Owner(8), kpe.PitName(8))
	}
}

func TestParseActionRefusesWhatIsNotLegalNow(t *testing.T) {
	cases := []struct {
		name, pos, move string
	}{
		{"opponent's pit", kpe.Start, "a"},
		{"south's pit when north moves", "6,6,6,6/6,6,6,6 N - - 0 0", "A"},
		{"empty pit", "0,1,0,3/0,0,0,1 S ABCD abcd 20 23", "A"},
		{"feeding rule", "0,1,0,3/0,0,0,0 S ABCD abcd 20 24", "B"},
		{"feeding rule after captures", "0,0,3,12/0,0,0,0 S ABCD abcd 16 17", "D"},
		{"game over", "0,0,0,0/1,0,0,0 S ABCD abcd 24 23", "a"},
		{"empty string", kpe.Start, ""},
		{"two pits", kpe.Start, "AB"},
		{"no such pit", kpe.Start, "E"},
		{"space", kpe.Start, " A"},
		{"digit", kpe.Start, "0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playFrom(t, c.pos, "")
			before := position(t, g)
			if a, err := g.ParseAction(c.move); err == nil {
				t.Errorf("ParseAction(%q) = %d, want an error", c.move, a)
			} else if !strings.HasPrefix(err.Error(), "kpe: move ") {
				t.Errorf("ParseAction(%q): error %q lacks context", c.move, err)
			}
			if position(t, g) != before {
				t.Errorf("ParseAction(%q) changed the position", c.move)
			}
		})
	}
	g := playFrom(t, "0,1,0,3/0,0,0,0 S ABCD abcd 20 24", "")
	if a, err := g.ParseAction("D"); err != nil || g.FormatAction(a) != "D" {
		t.Errorf("ParseAction(D) = %d, %v", a, err)
	}
}

func TestApplyReportsPickUpSowingCapturesAndTheEnd(t *testing.T) {
	g := playFrom(t, "3,0,1,2/3,1,0,0 S ABCD abcd 15 23", "")
	events := g.Apply(3, []rules.Event{})
	south := rules.First
	want := []rules.Event{
		{Kind: rules.PickedUp, Player: south, From: 3, To: -1, Count: 2},
		{Kind: rules.Sown, Player: south, From: 3, To: 4, Count: 4},
		{Kind: rules.Sown, Player: south, From: 3, To: 5, Count: 2},
		{Kind: rules.Captured, Player: south, From: 5, To: -1, Count: 2},
		{Kind: rules.Captured, Player: south, From: 4, To: -1, Count: 4},
		{Kind: rules.Collected, Player: south, From: 0, To: -1, Count: 3},
		{Kind: rules.Collected, Player: south, From: 2, To: -1, Count: 1},
		{Kind: rules.GameOver, Player: south, Reason: rules.NoMoves, From: -1, To: -1},
	}
	if !slices.Equal(events, want) {
		t.Errorf("events\n%+v\nwant\n%+v", events, want)
	}
	if got := rules.Status(g); got != "over south no-moves 25-23" {
		t.Errorf("status %s", got)
	}
	g = playFrom(t, "8,0,0,0/10,10,10,10 S - - 0 0", "")
	events = g.Apply(0, []rules.Event{})
	var counts []int16
	var to []int8
	for _, e := range events[1:] {
		counts, to = append(counts, e.Count), append(to, e.To)
	}
	if !slices.Equal(to, []int8{1, 2, 3, 4, 5, 6, 7, 0}) || !slices.Equal(counts, []int16{1, 1, 1, 11, 11, 11, 11, 1}) {
		t.Errorf("a lap of 8 sows into %v with counts %v", to, counts)
	}
	if g.Apply(4, nil) != nil {
		t.Errorf("Apply with nil events recorded events")
	}
}

func TestPreviewShowsTheSownAndCapturedPits(t *testing.T) {
	g := playFrom(t, "0,0,1,2/3,1,5,5 S ABCD abcd 15 16", "")
	if got := g.Targets(3, nil); !slices.Equal(got, []int{4, 5}) {
		t.Errorf("Targets(D) = %v", got)
	}
	if got := g.Captures(3); got != 1<<4|1<<5 {
		t.Errorf("Captures(D) = %08b, want a and b", got)
	}
	if got := g.Captures(2); got != 0 {
		t.Errorf("Captures(C) = %08b, C's seed falls in D", got)
	}
	if got := g.Captures(0); got != 0 {
		t.Errorf("Captures(A) = %08b for an empty pit", got)
	}
	g = playFrom(t, "0,0,1,2/3,1,5,5 S ABC abcd 15 16", "")
	if got := g.Captures(3); got != 1<<4|1<<5 {
		t.Errorf("Captures(D) by the unlocking move = %08b", got)
	}
	g = playFrom(t, "0,0,1,2/3,1,5,5 S AB abcd 15 16", "")
	if got := g.Captures(3); got != 0 {
		t.Errorf("Captures(D) while locked = %08b", got)
	}
	g = playFrom(t, "8,0,0,0/10,10,10,10 S - - 0 0", "")
	if got := g.Targets(0, nil); !slices.Equal(got, []int{1, 2, 3, 4, 5, 6, 7, 0}) {
		t.Errorf("Targets of a lap = %v", got)
	}
}

func TestAccessorsReportPitsCapturesAndStartedPits(t *testing.T) {
	g := playFrom(t, "12,0,10,0/0,3,0,21 N AC bd 1 1", "")
	if got := g.Pits(); got != [8]int{12, 0, 10, 0, 0, 3, 0, 21} {
		t.Errorf("Pits = %v", got)
	}
	if got := g.Captured(); got != [2]int{1, 1} {
		t.Errorf("Captured = %v", got)
	}
	if s, n := g.Started(rules.First), g.Started(rules.Second); s != 0b0101 || n != 0b1010_0000 {
		t.Errorf("Started = %08b %08b", s, n)
	}
	if g.Unlocked(rules.First) || g.Unlocked(rules.Second) {
		t.Errorf("unlocked with two pits started")
	}
	g = playFrom(t, "0,0,0,1/1,5,5,5 S ABC abcd 15 16", "")
	if g.Unlocked(rules.First) || !g.Unlocked(rules.Second) {
		t.Errorf("Unlocked: south %v north %v", g.Unlocked(rules.First), g.Unlocked(rules.Second))
	}
	g.Apply(3, nil)
	if !g.Unlocked(rules.First) {
		t.Errorf("south not unlocked after D")
	}
	if b := g.Board(); !strings.Contains(b, "north to move") || !strings.Contains(b, "south captured 17") {
		t.Errorf("Board:\n%s", b)
	}
}

func TestHashTellsSideToMoveAndStartedPitsApart(t *testing.T) {
	hashes := map[uint64]string{}
	for _, pos := range []string{kpe.Start, "6,6,6,6/6,6,6,6 N - - 0 0", "6,6,6,6/6,6,6,6 S A - 0 0",
		"6,6,6,6/6,6,6,6 S - a 0 0", "7,6,6,6/6,6,6,5 S - - 0 0"} {
		g := playFrom(t, pos, "")
		if other, ok := hashes[g.Hash()]; ok {
			t.Errorf("%q and %q share hash %x", pos, other, g.Hash())
		}
		hashes[g.Hash()] = pos
	}
}
