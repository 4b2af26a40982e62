package gipf

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"tavola/rules"
)

func TestGeometryHasSpotsDotsEntriesAndLines(t *testing.T) {
	spots, dots := 0, 0
	for p := range NumPoints {
		if IsDot(p) {
			dots++
		} else {
			spots++
		}
		if PointIndex(PointName(p)) != p || PointIndex(strings.ToUpper(PointName(p))) != p {
			t.Errorf("PointIndex(%q) != %d", PointName(p), p)
		}
	}
	if spots != 37 || dots != 24 || len(Entries()) != 42 || len(Lines()) != 21 {
		t.Fatalf("%d spots, %d dots, %d entries, %d lines; want 37, 24, 42, 21", spots, dots, len(Entries()), len(Lines()))
	}
	lengths := map[int]int{}
	for _, l := range Lines() {
		lengths[len(l.Spots)]++
	}
	if want := map[int]int{4: 6, 5: 6, 6: 6, 7: 3}; !mapsEqual(lengths, want) {
		t.Errorf("line lengths %v, want %v", lengths, want)
	}
	perDot := map[string][]string{}
	for _, e := range Entries() {
		perDot[PointName(e.Dot)] = append(perDot[PointName(e.Dot)], PointName(e.Spots[0]))
	}
	for _, c := range []string{"a1", "a5", "e1", "e9", "i1", "i5"} {
		if len(perDot[c]) != 1 {
			t.Errorf("corner dot %s has entries %v, want one", c, perDot[c])
		}
	}
	for dot, want := range map[string][]string{"a1": {"b2"}, "a2": {"b2", "b3"}, "b1": {"b2", "c2"}, "f1": {"e2", "f2"},
		"i2": {"h2", "h3"}, "e1": {"e2"}, "e9": {"e8"}, "i5": {"h5"}} {
		got := slices.Sorted(slices.Values(perDot[dot]))
		if !slices.Equal(got, want) {
			t.Errorf("dot %s leads onto %v, want %v", dot, got, want)
		}
	}
	if PointIndex("a0") != -1 || PointIndex("j1") != -1 || PointIndex("a6") != -1 || PointIndex("e10") != -1 {
		t.Error("PointIndex accepts a point that does not exist")
	}
}

func mapsEqual(a, b map[int]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func TestStartPositionsFollowTheSpec(t *testing.T) {
	for v, want := range map[Variant]string{
		Basic:      "basic b2w/5/6/w5b/6/5/b2w w 12 12 -",
		Standard:   "standard B2W/5/6/W5B/6/5/B2W w 12 12 -",
		Tournament: "tournament 4/5/6/7/6/5/4 w 18 18 WB",
	} {
		g := New(v)
		if got, err := g.Position(); err != nil || got != want {
			t.Errorf("%s start %q, %v; want %q", v, got, err, want)
		}
		if g.Name() != "gipf-"+v.String() || g.PlayerName(rules.First) != "white" || g.PlayerName(rules.Second) != "black" {
			t.Errorf("%s names %q %q %q", v, g.Name(), g.PlayerName(rules.First), g.PlayerName(rules.Second))
		}
	}
}

func TestPushMovesTheChainAlongTheLine(t *testing.T) {
	cases := []struct {
		name, action, canonical string
		want                    map[string]string
	}{
		{"a1 pushes b2 to c3", "a1-c3", "a1-c3", map[string]string{"b2": "w", "c3": "b"}},
		{"a2 pushes b2 to c2", "a2-c2", "a2-c2", map[string]string{"b2": "w", "c2": "b"}},
		{"first-spot form of a1-c3", "a1-b2", "a1-c3", map[string]string{"b2": "w", "c3": "b"}},
		{"first-spot form of a2-c2", "A2-B2", "a2-c2", map[string]string{"b2": "w", "c2": "b"}},
		{"c1 enters empty d2", "c1-d2", "d2", map[string]string{"d2": "w"}},
		{"d1 enters empty d2", "d1-d2", "d2", map[string]string{"d2": "w"}},
		{"empty spot alone", "d2", "d2", map[string]string{"d2": "w"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := New(Basic)
			a, err := g.ParseAction(c.action)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatAction(a); got != c.canonical {
				t.Errorf("ParseAction(%q) writes %q, want %q", c.action, got, c.canonical)
			}
			if !slices.Contains(g.Actions(nil), a) {
				t.Errorf("%q is not among the listed actions", c.canonical)
			}
			g.Apply(a, nil)
			for spot, want := range c.want {
				if got := pieceAt(g, spot); got != want {
					t.Errorf("%s holds %q, want %q", spot, got, want)
				}
			}
		})
	}
	if n := strings.Count(" "+strings.Join(listed(New(Basic)), " ")+" ", " d2 "); n != 1 {
		t.Errorf("d2 listed %d times, want once", n)
	}
}

func TestPushStopsAtGap(t *testing.T) {
	g := load(t, Basic, build(Basic, "b", 12, 12, "-", "wb2", "bc3", "we5"))
	a, err := g.ParseAction("a1-b2")
	if err != nil {
		t.Fatal(err)
	}
	if got := g.FormatAction(a); got != "a1-d4" {
		t.Errorf("written %q, want a1-d4", got)
	}
	g.Apply(a, nil)
	for spot, want := range map[string]string{"b2": "b", "c3": "w", "d4": "b", "e5": "w", "f5": ""} {
		if got := pieceAt(g, spot); got != want {
			t.Errorf("%s holds %q, want %q", spot, got, want)
		}
	}
}

func TestFullLineCannotBePushed(t *testing.T) {
	g := load(t, Basic, build(Basic, "w", 8, 8, "-", "wb2", "bc3", "wd4", "be5", "wf5", "bg5", "wh5"))
	for _, s := range listed(g) {
		if strings.HasPrefix(s, "a1-") || strings.HasPrefix(s, "i5-") {
			t.Errorf("%s listed although the line is full", s)
		}
	}
	for _, s := range []string{"a1-b2", "i5-h5"} {
		if _, err := g.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) accepted a push into a full line", s)
		}
	}
}

func TestExtentTakesEveryPieceAdjacentToTheRow(t *testing.T) {
	line := []string{"b2", "c3", "d4", "e5", "f5", "g5", "h5"}
	cases := []struct {
		pattern, removed string
		captured         int
	}{
		{"bbbb.bw", "bbbb...", 0},
		{"bbbbw.w", "bbbbw..", 1},
		{"bwbbbb.", "bwbbbb.", 1},
		{"wbbbbwb", "wbbbbwb", 2},
	}
	for _, c := range cases {
		t.Run(c.pattern, func(t *testing.T) {
			var pieces []string
			var ext []string
			for i, ch := range c.pattern {
				if ch != '.' {
					pieces = append(pieces, string(ch)+line[i])
				}
				if c.removed[i] != '.' {
					ext = append(ext, line[i])
				}
			}
			g := load(t, Basic, build(Basic, "w", 5, 5, "-", pieces...))
			lost := g.Lost(rules.First)
			ev := play(t, g, "e2")
			if g.ToMove() != rules.Second || g.s.stage != stagePush {
				t.Fatalf("the row was not removed without asking: %s to decide", g.PlayerName(g.ToMove()))
			}
			for i, ch := range c.pattern {
				want := string(ch)
				if want == "." || c.removed[i] != '.' {
					want = ""
				}
				if got := pieceAt(g, line[i]); got != want {
					t.Errorf("%s holds %q, want %q", line[i], got, want)
				}
			}
			if got := g.Lost(rules.First) - lost; got != c.captured {
				t.Errorf("%d white pieces captured, want %d", got, c.captured)
			}
			if got, want := g.Reserve(rules.Second), 5+strings.Count(c.removed, "b"); got != want {
				t.Errorf("black reserve %d, want %d", got, want)
			}
			found := false
			for _, e := range ev {
				if e.Kind == rules.RowFound {
					found = true
					if e.Player != rules.Second || e.Points != points(ext...) {
						t.Errorf("row found %+v, want black's row %v", e, ext)
					}
				}
			}
			if !found {
				t.Error("no RowFound event")
			}
		})
	}
}

// Two black rows meet at e5: c3 d4 e5 f5 on one line, e2 e3 e4 e5 on the column.
var crossing = []string{"bc3", "bd4", "bf5", "be2", "be3", "be4"}

func TestIntersectingRowsThroughSinglePieceLetThePlayerChoose(t *testing.T) {
	g := load(t, Basic, build(Basic, "w", 5, 5, "-", append(crossing, "be5")...))
	play(t, g, "h3")
	if got, want := listed(g), []string{"xc3,d4,e5,f5", "xe2,e3,e4,e5"}; !slices.Equal(got, want) || g.ToMove() != rules.Second {
		t.Fatalf("%s offered %v, want black to choose from %v", g.PlayerName(g.ToMove()), got, want)
	}
	if _, err := g.Position(); err == nil {
		t.Error("Position succeeds while a removal is pending")
	}
	play(t, g, "xc3,d4,e5,f5")
	if g.s.stage != stagePush || g.ToMove() != rules.Second {
		t.Fatal("the broken row was offered again")
	}
	for spot, want := range map[string]string{"e2": "b", "e3": "b", "e4": "b", "e5": "", "c3": "", "f5": ""} {
		if got := pieceAt(g, spot); got != want {
			t.Errorf("%s holds %q, want %q", spot, got, want)
		}
	}
	if g.Reserve(rules.Second) != 9 {
		t.Errorf("black reserve %d, want 9", g.Reserve(rules.Second))
	}
}

func TestIntersectingRowsThroughGIPFPiece(t *testing.T) {
	pos := build(Standard, "w", 5, 5, "-", append(crossing, "Be5", "Wb5", "Bh2")...)
	offered := []string{"xc3,d4,(e5),f5", "xc3,d4,e5,f5", "xe2,e3,e4,(e5)", "xe2,e3,e4,e5"}
	t.Run("taking the GIPF piece breaks the other row", func(t *testing.T) {
		g := load(t, Standard, pos)
		play(t, g, "h3")
		if got := listed(g); !slices.Equal(got, offered) {
			t.Fatalf("offered %v, want %v", got, offered)
		}
		play(t, g, "xc3,d4,e5,f5")
		if g.s.stage != stagePush || g.ToMove() != rules.Second || pieceAt(g, "e4") != "b" {
			t.Fatalf("after taking e5: stage %d, %s to move", g.s.stage, g.PlayerName(g.ToMove()))
		}
		if g.Reserve(rules.Second) != 10 {
			t.Errorf("black reserve %d, want 5+3+2", g.Reserve(rules.Second))
		}
	})
	t.Run("leaving the GIPF piece keeps the other row", func(t *testing.T) {
		g := load(t, Standard, pos)
		play(t, g, "h3", "xc3,d4,(e5),f5")
		if got, want := listed(g), offered[2:]; !slices.Equal(got, want) || g.ToMove() != rules.Second {
			t.Fatalf("offered %v, want %v", got, want)
		}
		play(t, g, "xe2,e3,e4,(e5)")
		if g.s.stage != stagePush || g.ToMove() != rules.Second || pieceAt(g, "e5") != "B" || pieceAt(g, "e4") != "" {
			t.Fatalf("after the second row: %s", g.Board())
		}
	})
}

func TestRowsOfBothColoursMoverRemovesFirst(t *testing.T) {
	g := load(t, Basic, build(Basic, "w", 8, 8, "-", "wb2", "wc3", "wd4", "be5", "bf2", "bf3", "bf4"))
	ev := play(t, g, "a1-f5")
	var kinds []string
	for _, e := range ev {
		kinds = append(kinds, e.Kind.String()+" "+PointNameOr(e.From)+">"+PointNameOr(e.To))
	}
	want := []string{"placed -1>a1", "moved a1>b2", "moved b2>c3", "moved c3>d4", "moved d4>e5", "moved e5>f5",
		"row-found -1>-1", "returned b2>-1", "returned c3>-1", "returned d4>-1", "returned e5>-1", "captured f5>-1"}
	if !slices.Equal(kinds, want) {
		t.Errorf("events\n got %v\nwant %v", kinds, want)
	}
	if g.ToMove() != rules.Second || g.s.stage != stagePush {
		t.Fatalf("black's broken row was offered: %s to decide", g.PlayerName(g.ToMove()))
	}
	if g.Lost(rules.Second) != 15-8-3 || g.Reserve(rules.First) != 8-1+4 {
		t.Errorf("black lost %d, white reserve %d", g.Lost(rules.Second), g.Reserve(rules.First))
	}
}

// PointNameOr names point p, or writes -1 for an unused event field.
func PointNameOr(p int8) string {
	if p < 0 {
		return "-1"
	}
	return PointName(int(p))
}

func TestOpponentDecidesOnItsRowHoldingYourGIPFPiece(t *testing.T) {
	g := load(t, Standard, build(Standard, "b", 5, 5, "-", "wb2", "wc3", "wd4", "we5", "Bf5", "Wb5", "Bh2"))
	play(t, g, "e8")
	if got, want := listed(g), []string{"xb2,c3,d4,e5,(f5)", "xb2,c3,d4,e5,f5"}; !slices.Equal(got, want) || g.ToMove() != rules.First {
		t.Fatalf("%s offered %v, want white to choose from %v", g.PlayerName(g.ToMove()), got, want)
	}
	if p, ok, rows := g.Pending(nil); !ok || p != rules.First || len(rows) != 1 || rows[0].GIPF != points("f5") ||
		rows[0].Extent != points("b2", "c3", "d4", "e5", "f5") {
		t.Errorf("Pending = %v %v %+v", p, ok, rows)
	}
	lost := g.Lost(rules.Second)
	ev := play(t, g, "xb2,c3,d4,e5,f5")
	if g.ToMove() != rules.First || g.s.stage != stagePush || g.Lost(rules.Second) != lost+2 {
		t.Errorf("after the removal: %s to move, black lost %d", g.PlayerName(g.ToMove()), g.Lost(rules.Second))
	}
	if e := ev[len(ev)-1]; e.Kind != rules.Captured || !e.GIPF || e.Count != 2 || e.Player != rules.First {
		t.Errorf("last event %+v, want white capturing the GIPF piece", e)
	}
}

func TestKeptGIPFPiecesLeaveARowThatIsOfferedAfterTheNextPush(t *testing.T) {
	g := load(t, Standard, build(Standard, "w", 5, 5, "-", "Wb2", "Wc3", "Wd4", "We5", "Wb5", "Bh2"))
	play(t, g, "h3")
	if n := len(g.Actions(nil)); n != 16 || g.ToMove() != rules.First {
		t.Fatalf("%d removals offered to %s, want 16 to white", n, g.PlayerName(g.ToMove()))
	}
	ev := play(t, g, "x(b2),(c3),(d4),(e5)")
	kept := 0
	for _, e := range ev {
		if e.Kind == rules.Kept {
			kept++
		}
	}
	if kept != 4 || g.ToMove() != rules.Second || g.s.stage != stagePush {
		t.Fatalf("%d kept; %s to decide at stage %d; want black's push", kept, g.PlayerName(g.ToMove()), g.s.stage)
	}
	if _, err := g.Position(); err != nil {
		t.Fatal(err)
	}
	play(t, g, "e8")
	if n := len(g.Actions(nil)); n != 16 || g.ToMove() != rules.First {
		t.Fatalf("after black's push %d removals offered to %s, want the row again to white", n, g.PlayerName(g.ToMove()))
	}
	play(t, g, "xb2,c3,d4,e5")
	if g.Reserve(rules.First) != 4+8 || g.ToMove() != rules.First || g.Outcome().Over {
		t.Errorf("white reserve %d, %s", g.Reserve(rules.First), rules.Status(g))
	}
}

func TestLosingTheLastGIPFPiece(t *testing.T) {
	cases := []struct {
		name   string
		pieces []string
		remove string
		want   string
	}{
		{"capturing the opponent's last wins", []string{"Wb5", "we5", "Bf5"}, "xb2,c3,d4,e5,f5", "over white no-gipf"},
		{"capturing one of several goes on", []string{"Wb5", "we5", "Bf5", "Bh2"}, "xb2,c3,d4,e5,f5", "to-move black"},
		{"taking both last pieces wins for the remover", []string{"We5", "Bf5"}, "xb2,c3,d4,e5,f5", "over white no-gipf"},
		{"taking back one's own last piece loses", []string{"We5", "Bf5"}, "xb2,c3,d4,e5,(f5)", "over black no-gipf"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pieces := append([]string{"wb2", "wc3", "wd4"}, c.pieces...)
			g := load(t, Standard, build(Standard, "w", 5, 5, "-", pieces...))
			play(t, g, "h3", c.remove)
			if got := rules.Status(g); got != c.want {
				t.Errorf("status %q, want %q", got, c.want)
			}
			if g.Outcome().Over {
				if pos, err := g.Position(); err != nil || !strings.Contains(pos, " b ") {
					t.Errorf("position after the end %q, %v; want black (next to push) to move", pos, err)
				}
				if len(g.Actions(nil)) != 0 {
					t.Error("actions listed after the end")
				}
			}
		})
	}
}

func TestEmptyReserveLosesAtTheStartOfTheTurn(t *testing.T) {
	t.Run("loaded with an empty reserve", func(t *testing.T) {
		g := load(t, Basic, build(Basic, "w", 0, 5, "-", "wb2"))
		if got := rules.Status(g); got != "over black no-pieces" || g.ToMove() != rules.First {
			t.Errorf("status %q, %s to move", got, g.PlayerName(g.ToMove()))
		}
	})
	t.Run("playing the last piece loses a turn later", func(t *testing.T) {
		g := load(t, Basic, build(Basic, "w", 1, 5, "-"))
		play(t, g, "e2")
		if got := rules.Status(g); got != "to-move black" {
			t.Fatalf("status %q after the last piece", got)
		}
		play(t, g, "e8")
		if got := rules.Status(g); got != "over black no-pieces" {
			t.Errorf("status %q, want over black no-pieces", got)
		}
	})
	t.Run("a row refills the reserve in time", func(t *testing.T) {
		g := load(t, Basic, build(Basic, "w", 1, 5, "-", "wc3", "wd4", "we5"))
		play(t, g, "b2", "e8")
		if got := rules.Status(g); got != "to-move white" || g.Reserve(rules.First) != 4 {
			t.Errorf("status %q, reserve %d; want white to move with 4", got, g.Reserve(rules.First))
		}
	})
}

func TestTournamentEntryLock(t *testing.T) {
	g := New(Tournament)
	allG := func() bool {
		for _, s := range listed(g) {
			if s[0] != 'G' {
				return false
			}
		}
		return true
	}
	if !allG() {
		t.Fatalf("white's first push may be a single: %v", listed(g))
	}
	if _, err := g.ParseAction("e2"); err == nil {
		t.Error("a single accepted as the first push")
	}
	play(t, g, "Ge2")
	if !allG() || rules.Status(g) != "to-move black" {
		t.Fatalf("black's first push may be a single (%v), or %s", listed(g), rules.Status(g))
	}
	play(t, g, "Ge8")
	l := listed(g)
	if !slices.Contains(l, "Gb2") || !slices.Contains(l, "b2") || l[0][0] != 'G' {
		t.Fatalf("white may not choose between GIPF pieces and singles: %v", l)
	}
	play(t, g, "Gb2", "Gh5", "c2")
	if g.EntryRights(rules.First) || !g.EntryRights(rules.Second) || g.Reserve(rules.First) != 18-2-2-1 {
		t.Errorf("rights %v %v, reserve %d", g.EntryRights(rules.First), g.EntryRights(rules.Second), g.Reserve(rules.First))
	}
	if pos, _ := g.Position(); !strings.HasSuffix(pos, " B") {
		t.Errorf("position %q does not end in B", pos)
	}
	play(t, g, "h4")
	if slices.ContainsFunc(listed(g), func(s string) bool { return s[0] == 'G' }) {
		t.Errorf("white may enter a GIPF piece after a single: %v", listed(g))
	}
	if _, err := g.ParseAction("Gd2"); err == nil {
		t.Error("Gd2 accepted after white entered a single")
	}
}

func TestTournamentGIPFRuleStartsAfterTheFirstPush(t *testing.T) {
	cases := []struct{ name, pos, want string }{
		{"first GIPF push with one piece left", build(Tournament, "w", 1, 18, "WB"), "over black no-pieces"},
		{"not pushed yet, no GIPF piece, not lost", build(Tournament, "b", 16, 18, "B", "Wd4"), "to-move black"},
		{"pushed and no GIPF piece left", build(Tournament, "w", 15, 16, "B", "wd4", "Be5"), "over black no-gipf"},
		{"a GIPF piece on the board means pushed", build(Tournament, "w", 14, 16, "WB", "Wd4", "Be5"), "to-move white"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := load(t, Tournament, c.pos)
			if got := rules.Status(g); got != c.want {
				t.Errorf("status %q, want %q", got, c.want)
			}
		})
	}
	g := New(Tournament)
	play(t, g, "Ge2")
	if rules.Status(g) != "to-move black" {
		t.Errorf("black lost before pushing: %s", rules.Status(g))
	}
	if err := g.SetPosition(build(Tournament, "w", 16, 16, "-", "we5", "bd4")); err == nil {
		t.Error("a position where both players have lost their GIPF pieces was accepted")
	}
}

func TestRepetitionDrawsAtTheThirdOccurrence(t *testing.T) {
	g := load(t, Basic, "basic 4/5/6/7/6/5/4 w 12 12 -")
	round := []string{"b2", "h2", "b1-b3", "h1-h3", "b1-b4", "h1-h4", "b1-b5", "h1-h5"}
	play(t, g, round...)
	if pos, _ := g.Position(); pos != "basic 4/5/6/7/6/5/4 w 12 12 -" || g.Outcome().Over {
		t.Fatalf("after one round %q, %s", pos, rules.Status(g))
	}
	play(t, g, round[:7]...)
	if g.Outcome().Over {
		t.Fatalf("over before the third occurrence: %s", rules.Status(g))
	}
	play(t, g, round[7])
	if got := rules.Status(g); got != "over draw repetition" || g.ToMove() != rules.First {
		t.Errorf("status %q, want over draw repetition with white to move", got)
	}
	g.Undo()
	if g.Outcome().Over {
		t.Error("Undo did not take back the draw")
	}
}

func TestEntryActionRemembersTheDot(t *testing.T) {
	g := New(Basic)
	a, err := g.EntryAction(PointIndex("d1"), PointIndex("d2"), false)
	if err != nil {
		t.Fatal(err)
	}
	canon, _ := g.ParseAction("d2")
	if g.FormatAction(a) != "d2" || Canonical(a) != canon || a == canon {
		t.Errorf("EntryAction(d1, d2) = %v %q, canonical %v", a, g.FormatAction(a), canon)
	}
	pp, ok := g.PushPreview(a)
	if !ok || pp.Dot != PointIndex("d1") || pp.N != 1 || pp.To[0] != PointIndex("d2") {
		t.Errorf("PushPreview = %+v", pp)
	}
	ev := g.Apply(a, []rules.Event{})
	if ev[0].Kind != rules.Placed || ev[0].To != int8(PointIndex("d1")) || ev[1].From != int8(PointIndex("d1")) {
		t.Errorf("events %+v do not start at d1", ev)
	}
	g.Undo()
	b, err := g.EntryAction(PointIndex("a1"), PointIndex("b2"), false)
	if c, _ := g.ParseAction("a1-c3"); err != nil || b != c {
		t.Errorf("EntryAction(a1, b2) = %v, %v; want a1-c3", b, err)
	}
	for _, bad := range [][2]string{{"a1", "b3"}, {"e5", "e6"}, {"b2", "c3"}} {
		if _, err := g.EntryAction(PointIndex(bad[0]), PointIndex(bad[1]), false); err == nil {
			t.Errorf("EntryAction(%s, %s) accepted", bad[0], bad[1])
		}
	}
	if _, err := g.EntryAction(PointIndex("c1"), PointIndex("d2"), true); err == nil {
		t.Error("EntryAction accepts a GIPF piece in Basic")
	}
}

func TestRemovalPartsAndPreviewDescribeActions(t *testing.T) {
	g := load(t, Standard, build(Standard, "w", 5, 5, "-", append(crossing, "Be5", "Wb5", "Bh2")...))
	play(t, g, "h3")
	a, err := g.ParseAction("xc3,d4,(e5),f5")
	if err != nil {
		t.Fatal(err)
	}
	ext, kept, ok := g.RemovalParts(a)
	if !ok || ext != points("c3", "d4", "e5", "f5") || kept != points("e5") || !IsRemoval(a) {
		t.Errorf("RemovalParts = %x %x %v", ext, kept, ok)
	}
	if _, ok := g.PushPreview(a); ok {
		t.Error("PushPreview accepts a removal")
	}
	g2 := New(Basic)
	p, _ := g2.ParseAction("a1-c3")
	pp, ok := g2.PushPreview(p)
	if !ok || pp.N != 2 || pp.From[1] != PointIndex("b2") || pp.To[1] != PointIndex("c3") {
		t.Errorf("PushPreview(a1-c3) = %+v", pp)
	}
	w, b, gp := g.Bitboards()
	if w&b != 0 || gp&^(w|b) != 0 || bits.OnesCount64(gp) != 3 || g.GIPFOnBoard(rules.Second) != 2 {
		t.Errorf("Bitboards %x %x %x", w, b, gp)
	}
}

func TestBadActionsAreRefusedAndChangeNothing(t *testing.T) {
	g := New(Basic)
	bad := []string{"", "x", "G", "z9", "e5", "e1", "a1-z2", "a1-e5", "a1-d4", "a1-c2", "e2", "Gd2", "gd2", "d2 ", " d2",
		"xb2,c3,d4,e5", "Xb2", "a1c3", "a1--c3", "b2-c3", "a1-a2", "d2-d3"}
	before := snapshot(g)
	for _, s := range bad {
		if a, err := g.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) = %q, want an error", s, g.FormatAction(a))
		} else if !strings.HasPrefix(err.Error(), "gipf: ") {
			t.Errorf("error %q lacks context", err)
		}
	}
	if after := snapshot(g); after != before {
		t.Errorf("refused actions changed the game:\n%s\n%s", before, after)
	}
	g = load(t, Basic, build(Basic, "w", 5, 5, "-", append(crossing, "be5")...))
	play(t, g, "h3")
	before = snapshot(g)
	for _, s := range []string{"xc3,d4,e5", "xc3,d4,e5,f5,g5", "xc3,d4,(e5),f5", "xc3,c3,d4,e5,f5", "d2", "xc3;d4;e5;f5", "x(c3,d4,e5,f5"} {
		if _, err := g.ParseAction(s); err == nil {
			t.Errorf("ParseAction(%q) accepted during black's removal", s)
		}
	}
	if a, err := g.ParseAction("xf5,e5,D4,c3"); err != nil || g.FormatAction(a) != "xc3,d4,e5,f5" {
		t.Errorf("the extent in another order and case: %v", err)
	}
	if after := snapshot(g); after != before {
		t.Errorf("refused actions changed the game:\n%s\n%s", before, after)
	}
}

func TestBadPositionsAreRefusedAndChangeNothing(t *testing.T) {
	bad := []string{
		"",
		"basic b2w/5/6/w5b/6/5/b2w w 12 12",
		"basic b2w/5/6/w5b/6/5 w 12 12 -",
		"basic b2w/5/6/w5b/6/5/b2w/4 w 12 12 -",
		"basic b3w/5/6/w5b/6/5/b2w w 12 12 -",
		"basic b1w/5/6/w5b/6/5/b2w w 12 12 -",
		"basic x2w/5/6/w5b/6/5/b2w w 12 12 -",
		"basic b0w/5/6/w5b/6/5/b2w w 12 12 -",
		"basic b2w/5/6/w5b/6/5/b2w x 12 12 -",
		"basic b2w/5/6/w5b/6/5/b2w w -1 12 -",
		"basic b2w/5/6/w5b/6/5/b2w w +1 12 -",
		"basic b2w/5/6/w5b/6/5/b2w w 13 12 -",
		"basic b2w/5/6/w5b/6/5/b2w w 12 12 WB",
		"basic B2w/5/6/w5b/6/5/b2w w 12 12 -",
		"standard 4/5/6/7/6/5/4 w 12 12 -",
		"tournament 4/5/6/7/6/5/4 w 18 18 BW",
	}
	for _, v := range allVariants {
		g := New(v)
		play(t, g, listed(g)[0])
		before := snapshot(g)
		for _, s := range bad {
			if err := g.SetPosition(s); err == nil {
				t.Errorf("%s: SetPosition(%q) accepted", v, s)
			} else if !strings.HasPrefix(err.Error(), "gipf: position ") {
				t.Errorf("error %q lacks context", err)
			}
		}
		if after := snapshot(g); after != before {
			t.Errorf("%s: refused positions changed the game:\n%s\n%s", v, before, after)
		}
	}
}

func TestPerftFromTheStarts(t *testing.T) {
	// Depth 4 was checked once against the reference of ref_test.go (too
	// slow to run every time).
	want := map[Variant][]uint64{
		Basic:      {1, 30, 924, 29016, 924432},
		Standard:   {1, 30, 924, 29016, 924432},
		Tournament: {1, 18, 348, 14304, 620352},
	}
	for v, counts := range want {
		if testing.Short() {
			counts = counts[:4]
		}
		g := New(v)
		for d, n := range counts {
			if got := rules.Perft(g, d); got != n {
				t.Errorf("%s perft %d = %d, want %d", v, d, got, n)
			}
		}
	}
}

func TestLinesAndEntriesAgree(t *testing.T) {
	for p := range NumPoints {
		ls := LinesThrough(p)
		for _, l := range ls {
			if IsDot(p) != (l < 0) {
				t.Fatalf("%s: lines %v", PointName(p), ls)
			}
			if l >= 0 && Lines()[l].Mask>>uint(p)&1 == 0 {
				t.Errorf("%s is not on line %d it is said to be on", PointName(p), l)
			}
		}
	}
	for i, l := range Lines() {
		if !slices.IsSorted(l.Spots) {
			t.Errorf("line %d not ascending: %v", i, l.Spots)
		}
	}
	for _, e := range Entries() {
		l := Lines()[e.Line].Spots
		rev := slices.Clone(l)
		slices.Reverse(rev)
		if !slices.Equal(e.Spots, l) && !slices.Equal(e.Spots, rev) {
			t.Errorf("entry from %s runs %v, not along line %v", PointName(e.Dot), e.Spots, l)
		}
		if EntryIndex(e.Dot, e.Spots[0]) < 0 {
			t.Errorf("EntryIndex(%s, %s) = -1", PointName(e.Dot), PointName(e.Spots[0]))
		}
	}
}

func TestBoardShowsPiecesAndWhoDecides(t *testing.T) {
	b := New(Standard).Board()
	if strings.Count(b, "W") != 3 || strings.Count(b, "B") != 3 || !strings.Contains(b, "white to push") {
		t.Errorf("board of the Standard start:\n%s", b)
	}
	g := load(t, Basic, build(Basic, "w", 5, 5, "-", append(crossing, "be5")...))
	play(t, g, "h3")
	if !strings.Contains(g.Board(), "black to remove a row") {
		t.Errorf("board during black's removal:\n%s", g.Board())
	}
}
