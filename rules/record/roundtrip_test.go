package record

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/catalog"
)

// randomGames is how many random games of each game the round trips play.
func randomGames() int {
	if testing.Short() {
		return 200
	}
	return 2000
}

// randomText is a comment or a tag value with the characters a writer must
// escape or keep: braces, quotes, backslashes, accents, tabs, line breaks
// (not in tag values).
func randomText(rng *rand.Rand, multiline bool) string {
	pieces := []string{"good", "}", "{", `\`, `"`, "é", "→", " ", "\t", "a1-b2", "(", ")", "1.", "x"}
	if multiline {
		pieces = append(pieces, "\n")
	}
	var b strings.Builder
	for range 1 + rng.IntN(6) {
		b.WriteString(pieces[rng.IntN(len(pieces))])
	}
	return b.String()
}

// randomLine plays up to n random legal actions on g and returns them as
// a line with random comments and, while depth allows, random variations;
// g is left where the line ends.
func randomLine(rng *rand.Rand, g rules.Game, n, depth int) Line {
	var l Line
	if rng.IntN(8) == 0 {
		l.Comment = randomText(rng, true)
	}
	var acts []rules.Action
	for range n {
		if g.Outcome().Over {
			break
		}
		acts = g.Actions(acts[:0])
		a := acts[rng.IntN(len(acts))]
		m := Move{Action: g.FormatAction(a)}
		if rng.IntN(6) == 0 {
			m.Comment = randomText(rng, true)
		}
		if depth > 0 && rng.IntN(10) == 0 {
			for range 1 + rng.IntN(2) {
				c := g.Clone()
				m.Variations = append(m.Variations, randomLine(rng, c, 1+rng.IntN(6), depth-1))
			}
		}
		g.Apply(a, nil)
		l.Moves = append(l.Moves, m)
	}
	return l
}

// randomRecord is a random game of name, from its start or (one time in
// four) from a random position reached at a turn's start, with random tags.
func randomRecord(t testing.TB, rng *rand.Rand, name string) (*Record, rules.Game) {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	r := &Record{Game: name}
	if rng.IntN(4) == 0 {
		var acts []rules.Action
		for range 1 + rng.IntN(20) {
			if g.Outcome().Over {
				break
			}
			acts = g.Actions(acts[:0])
			g.Apply(acts[rng.IntN(len(acts))], nil)
		}
		if pos, err := g.Position(); err == nil && !g.Outcome().Over {
			if err := g.SetPosition(pos); err != nil {
				t.Fatal(err)
			}
			if pos != standardStart(name) {
				r.Start = pos
			}
		} else {
			g, _ = catalog.New(name)
		}
	}
	seats := seatNames[family(name)]
	if rng.IntN(2) == 0 {
		r.SetTag(seats[0], randomText(rng, false))
		r.SetTag(seats[1]+"Level", fmt.Sprint(1+rng.IntN(6)))
	}
	if rng.IntN(3) == 0 {
		r.SetTag("Date", "2026-12-01")
		r.SetTag("Event", randomText(rng, false))
	}
	r.Main = randomLine(rng, g, 1000, 2)
	return r, g
}

func TestRecordsOfRandomGamesReadBackToTheSamePositionsAndResults(t *testing.T) {
	rng := seeded.New(13, 9)
	for _, name := range catalog.Names() {
		for i := range randomGames() {
			r, end := randomRecord(t, rng, name)
			text, err := Format(r)
			if err != nil {
				t.Fatalf("%s game %d: Format: %v", name, i, err)
			}
			back, err := Parse(text)
			if err != nil {
				t.Fatalf("%s game %d: Parse: %v\n%s", name, i, err, text)
			}
			if !reflect.DeepEqual(back, r) {
				t.Fatalf("%s game %d: read back as\n%+v\nwant\n%+v\n%s", name, i, back, r, text)
			}
			if again, err := Format(back); err != nil || again != text {
				t.Fatalf("%s game %d: written again as\n%s\n(%v), first\n%s", name, i, again, err, text)
			}
			checkReplay(t, back, end)
			checkLink(t, r, end)
		}
	}
}

// checkReplay compares the replay of r's main line with end, the game the
// line was played on: every position on the way, and the outcome.
func checkReplay(t *testing.T, r *Record, end rules.Game) {
	t.Helper()
	g, played, err := r.Replay(-1)
	if err != nil {
		t.Fatalf("Replay: %v", err)
	}
	if len(played) != len(r.Main.Moves) || g.Outcome() != end.Outcome() || g.Hash() != end.Hash() {
		t.Fatalf("replay ends at %v (hash %x), want %v (hash %x)", g.Outcome(), g.Hash(), end.Outcome(), end.Hash())
	}
	e := end.Clone()
	for k := len(played); k > 0; k-- {
		g.Undo()
		e.Undo()
		if g.Hash() != e.Hash() {
			t.Fatalf("the replay differs at ply %d", k-1)
		}
	}
}

// checkLink sends r's main line through a link and back.
func checkLink(t *testing.T, r *Record, end rules.Game) {
	t.Helper()
	link, err := EncodeLink(r)
	if err != nil {
		t.Fatalf("EncodeLink: %v", err)
	}
	back, err := DecodeLink(link)
	if err != nil {
		t.Fatalf("DecodeLink(%q): %v", link, err)
	}
	want := &Record{Game: r.Game, Start: r.Start}
	for _, m := range r.Main.Moves {
		want.Main.Moves = append(want.Main.Moves, Move{Action: m.Action})
	}
	if !reflect.DeepEqual(back, want) {
		t.Fatalf("link %q read back as %+v, want %+v", link, back, want)
	}
	if again, _ := EncodeLink(back); again != link {
		t.Fatalf("link %q encoded again as %q", link, again)
	}
	g, _, err := back.Replay(-1)
	if err != nil || g.Hash() != end.Hash() || g.Outcome() != end.Outcome() {
		t.Fatalf("link %q replays to %v, %v", link, g, err)
	}
}

// TestLinkWithAForeignCharacterIsRefused: base64's decoder skips line
// breaks, so a link with one inside read as the link without it; a link
// is refused at any character outside the base64url alphabet.
func TestLinkWithAForeignCharacterIsRefused(t *testing.T) {
	g, err := catalog.New("gravity")
	if err != nil {
		t.Fatal(err)
	}
	r := &Record{Game: "gravity"}
	for _, a := range []string{"d6", "c3", "g6"} {
		act, err := g.ParseAction(a)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(act, nil)
		r.Main.Moves = append(r.Main.Moves, Move{Action: a})
	}
	link, err := EncodeLink(r)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeLink(link); err != nil {
		t.Fatalf("DecodeLink(%q): %v", link, err)
	}
	for _, c := range []string{"\n", "\r", " ", "=", "+", "/", "é"} {
		bad := link[:4] + c + link[4:]
		if r, err := DecodeLink(bad); err == nil {
			t.Errorf("DecodeLink(%q) read %+v, want an error", bad, r)
		} else if !strings.Contains(err.Error(), "offset 4") {
			t.Errorf("DecodeLink(%q): %v, want the offset of the character", bad, err)
		}
	}
}
