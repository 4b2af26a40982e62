package session_test

import (
	"slices"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/catalog"
	rec "tavola/rules/record"
	"tavola/session"
)

// played starts a session of the game called name between seats and plays
// moves (given in notation) through it.
func played(t *testing.T, name string, seats [2]session.Seat, moves ...string) *session.Session {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	sr := &searches{steps: 1}
	s, err := session.New(g, seats, sr.start, 1)
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, s, moves...)
	return s
}

func playAll(t *testing.T, s *session.Session, moves ...string) {
	t.Helper()
	for _, m := range moves {
		a, err := s.Game().ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
}

// mainLine is the actions of r's main line.
func mainLine(r *rec.Record) []string {
	var out []string
	for _, m := range r.Main.Moves {
		out = append(out, m.Action)
	}
	return out
}

func TestTheRecordOfASessionReplaysToItsPositionWithTheAISeatsLevel(t *testing.T) {
	s := played(t, "kpe", [2]session.Seat{{}, {AI: true, Level: 3}}, "A", "d", "C")
	r := s.Record()
	text, err := rec.Format(r)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[North "Tavola"]`, `[NorthLevel "3"]`, `[Result "*"]`, "1. A 1... d 2. C"} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %s:\n%s", want, text)
		}
	}
	if strings.Contains(text, "South") {
		t.Errorf("the person's seat is named or levelled:\n%s", text)
	}
	back, err := rec.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := back.Replay(-1)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := mustPos(t, g), mustPos(t, s.Game()); got != want {
		t.Errorf("the record replays to %q, the game stands at %q", got, want)
	}
	if seats := session.Seats(back, 6); seats != s.Seats() {
		t.Errorf("Seats of the record = %+v, want %+v", seats, s.Seats())
	}
	if seats := session.Seats(back, 2); seats[1].AI {
		t.Errorf("a level the app lacks seats the AI: %+v", seats)
	}
	back.SetTag("SouthLevel", "2")
	if seats := session.Seats(back, 6); seats[0].AI || seats[1].AI {
		t.Errorf("a record of the AI against itself seats %+v, want two people", seats)
	}
}

func mustPos(t *testing.T, g rules.Game) string {
	t.Helper()
	p, err := g.Position()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

const commented = `[Game "gravity"]
[White "Ada"]
[Black "Bea"]
[Date "2026-12-01"]
[Result "*"]

{a game} 1. d6 {first} 1... c4 (1... b3 2. a1) 2. e5 2... h1
`

func TestFromRecordKeepsTheTagsCommentsAndVariations(t *testing.T) {
	r, err := rec.Parse(commented)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.FromRecord(r, session.Seats(r, 6), nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Moves(); !slices.Equal(got, []string{"d6", "c4", "e5", "h1"}) {
		t.Fatalf("moves %v", got)
	}
	text, err := rec.Format(s.Record())
	if err != nil || text != commented {
		t.Errorf("the session's record:\n%s%v\nwant\n%s", text, err, commented)
	}
	if !s.HasNotes() || s.Variations(1) != 1 || s.Variation(1) != "b3 a1" || s.Variations(0) != 0 {
		t.Errorf("HasNotes %v, variations of move 2: %d %q", s.HasNotes(), s.Variations(1), s.Variation(1))
	}
	// An undo and a redo keep the comments; an undo and another move drop
	// the moves taken back.
	s.Undo()
	s.Redo()
	if text, _ := rec.Format(s.Record()); text != commented {
		t.Errorf("after undo and redo:\n%s", text)
	}
	s.Undo()
	s.Undo()
	playAll(t, s, "a1")
	if got := mainLine(s.Record()); !slices.Equal(got, []string{"d6", "c4", "a1"}) {
		t.Errorf("after two undos and a1: %v", got)
	}
	if text, _ := rec.Format(s.Record()); strings.Contains(text, "h1") {
		t.Errorf("the moves taken back are still in the record:\n%s", text)
	}
}

func TestFromRecordRefusesAnIllegalMove(t *testing.T) {
	r := &rec.Record{Game: "gravity", Main: rec.Line{Moves: []rec.Move{{Action: "d6"}, {Action: "z9"}}}}
	if s, err := session.FromRecord(r, [2]session.Seat{}, nil, 1); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("FromRecord of d6 z9 = %v, %v; want an error naming move 2", s, err)
	}
}

func TestPlayFromKeepsTheOldContinuationAsAVariationOfTheNewMove(t *testing.T) {
	moves := []string{"d6", "c4", "e5", "h1", "e4"}
	s := played(t, "gravity", [2]session.Seat{}, moves...)
	if err := s.PlayFrom(2, true); err != nil {
		t.Fatal(err)
	}
	if got := s.Moves(); !slices.Equal(got, moves[:2]) || s.CanRedo() || s.SetAside() != 3 {
		t.Fatalf("after PlayFrom(2): moves %v, redo %v, set aside %d", got, s.CanRedo(), s.SetAside())
	}
	if got, want := mustPos(t, s.Game()), positionOf(t, "gravity", moves[:2]...); got != want {
		t.Errorf("position %q, want %q", got, want)
	}
	playAll(t, s, "a1", "b8")
	text, err := rec.Format(s.Record())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "1. d6 1... c4 2. a1 (2. e5 2... h1 3. e4) 2... b8") {
		t.Errorf("the old continuation is not a variation of a1:\n%s", text)
	}
	if s.SetAside() != 0 || s.Variations(2) != 1 {
		t.Errorf("set aside %d, variations of a1 %d", s.SetAside(), s.Variations(2))
	}
}

func TestPlayFromThenTheSameMoveGoesOnAlongTheOldLine(t *testing.T) {
	r, err := rec.Parse(commented)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.FromRecord(r, [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.PlayFrom(0, true); err != nil {
		t.Fatal(err)
	}
	playAll(t, s, "d6", "c4", "e5", "h1")
	if text, _ := rec.Format(s.Record()); text != commented {
		t.Errorf("replaying the same moves changed the record:\n%s", text)
	}
}

func TestPlayFromWithoutKeepingDropsTheOldContinuation(t *testing.T) {
	s := played(t, "gravity", [2]session.Seat{}, "d6", "c4", "e5")
	if err := s.PlayFrom(1, false); err != nil {
		t.Fatal(err)
	}
	playAll(t, s, "a1")
	if got := mainLine(s.Record()); !slices.Equal(got, []string{"d6", "a1"}) || s.Variations(1) != 0 || s.HasNotes() {
		t.Errorf("main line %v, %d variations, notes %v", got, s.Variations(1), s.HasNotes())
	}
	for _, k := range []int{-1, 3} {
		if err := s.PlayFrom(k, true); err == nil {
			t.Errorf("PlayFrom(%d) of 2 actions accepted", k)
		}
	}
	if got := s.Moves(); !slices.Equal(got, []string{"d6", "a1"}) {
		t.Errorf("a refused PlayFrom changed the moves to %v", got)
	}
}

func positionOf(t *testing.T, name string, moves ...string) string {
	t.Helper()
	g, _ := catalog.New(name)
	for _, m := range moves {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Apply(a, nil)
	}
	return mustPos(t, g)
}

func TestNotesTextComesBackOnlyToTheSameGame(t *testing.T) {
	s := played(t, "gravity", [2]session.Seat{}, "d6", "c4", "e5", "h1")
	if err := s.PlayFrom(2, true); err != nil {
		t.Fatal(err)
	}
	text, err := s.NotesText()
	if err != nil {
		t.Fatal(err)
	}
	// The autosave brings back the moves; the notes the rest.
	back := played(t, "gravity", [2]session.Seat{}, "d6", "c4")
	if err := back.SetNotes(text); err != nil {
		t.Fatal(err)
	}
	if back.SetAside() != 2 {
		t.Errorf("set aside after SetNotes: %d, want 2", back.SetAside())
	}
	playAll(t, back, "a1")
	if got, _ := rec.Format(back.Record()); !strings.Contains(got, "2. a1 (2. e5 2... h1)") {
		t.Errorf("the restored notes lost the continuation:\n%s", got)
	}

	for name, other := range map[string]*session.Session{
		"other moves":  played(t, "gravity", [2]session.Seat{}, "d6", "a1"),
		"fewer played": played(t, "gravity", [2]session.Seat{}, "d6"),
		"other game":   played(t, "kpe", [2]session.Seat{}, "A", "d"),
	} {
		before := other.Record()
		if err := other.SetNotes(text); err == nil {
			t.Errorf("%s: SetNotes accepted notes of another game", name)
		}
		if after := other.Record(); !slices.Equal(mainLine(after), mainLine(before)) || other.HasNotes() {
			t.Errorf("%s: a refused SetNotes changed the session", name)
		}
	}
	for _, bad := range []string{"", "tavola-notes 1\ntail maybe\nplayed 2\n", strings.Replace(text, "[Result", "[Result x", 1)} {
		if err := back.SetNotes(bad); err == nil {
			t.Errorf("SetNotes(%.40q) accepted", bad)
		}
	}
}
