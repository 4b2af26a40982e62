package library_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tavola/i18n"
	"tavola/library"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage"
	"tavola/storage/shelf"
)

// idle is the AI search of the tests: never stepped.
type idle struct{}

func (idle) Step(time.Duration) bool        { return false }
func (idle) Result() (rules.Action, uint64) { return 0, 0 }
func (idle) Cancel()                        {}

// rig is a Library of a shelf in memory, every game offered but chess,
// with the games in progress the test sets.
type rig struct {
	*library.Library
	shelf      *shelf.Shelf
	inProgress map[string]*session.Session
	lang       i18n.Lang
	hidden     string // a game not offered
}

func newRig(t *testing.T, sh *shelf.Shelf) *rig {
	t.Helper()
	if sh == nil {
		sh = shelf.InMemory(storage.Memory{})
	}
	r := &rig{shelf: sh, inProgress: map[string]*session.Session{}}
	var seed uint64
	r.Library = library.New(sh, library.Games{
		Names:      catalog.Names,
		Offered:    func(name string) bool { return name != r.hidden && slices.Contains(catalog.Names(), name) },
		New:        catalog.New,
		Search:     func(rules.Game, int, uint64, uint64) session.Search { return idle{} },
		MaxLevel:   6,
		Seed:       func() uint64 { seed++; return seed },
		InProgress: func(name string) *session.Session { return r.inProgress[name] },
	}, func() i18n.Lang { return r.lang })
	return r
}

// played is a game of name between two people after moves.
func played(t *testing.T, name string, moves ...string) *session.Session {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		a, err := g.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// shelved keeps three records and a file that is not one, saved a day
// apart, the oldest first.
func shelved(t *testing.T, sh *shelf.Shelf) time.Time {
	t.Helper()
	at := time.Date(2026, 12, 1, 14, 5, 12, 0, time.UTC)
	for _, g := range []struct{ name, text string }{
		{shelf.Name(at.Add(-50*time.Hour), "gipf-standard"), "[Game \"gipf\"]\n[Variant \"standard\"]\n\n1. a5-c5 1... a1-c3 2. a5-d5\n"},
		{shelf.Name(at.Add(-26*time.Hour), "kpe"), "[Game \"kpe\"]\n[South \"Ada\"]\n[North \"Tavola\"]\n[NorthLevel \"3\"]\n\n1. A 1... d 2. C 2... b 3. D\n"},
		{shelf.Name(at, "gravity"), "[Game \"gravity\"]\n[White \"Ada\"]\n[Black \"Bea\"]\n\n1. a4 1... a5 2. d1 2... a6 3. c1 3... a7 4. a8 4... e1 5. c2 5... b1 6. d2 6... f1 7. a3 7... b3 8. a2 8... b4 9. a1\n"},
		{"notes from the club", "1. d6 c4 — the game we played on Tuesday\n"},
		{shelf.Name(at.Add(-time.Hour), "chess"), "[Game \"chess\"]\n\n1. e4\n"},
	} {
		if err := sh.Save(g.name, []byte(g.text)); err != nil {
			t.Fatal(err)
		}
	}
	return at
}

func TestSavedGamesAreListedNewestFirstWithTheirLines(t *testing.T) {
	r := newRig(t, nil)
	shelved(t, r.shelf)
	es, err := r.Entries()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name)
	}
	want := []string{"2026-12-01-140512-gravity", "2026-12-01-130512-chess", "2026-11-30-120512-kpe",
		"2026-11-29-120512-gipf-standard", "notes from the club"}
	if !slices.Equal(names, want) {
		t.Fatalf("listed %q, want %q", names, want)
	}
	lines := []struct{ what, when string }{
		{"Gravity · White wins · " + i18n.English.T(i18n.ReasonFour), "2026-12-01 14:05 · Ada vs Bea"},
		{"2026-12-01-130512-chess", "line 1, column 8"},
		{"Kpé · " + i18n.English.T(i18n.GoesOn) + " · 5 moves", "2026-11-30 12:05 · Ada vs Tavola (AI level 3)"},
		{"GIPF Standard · " + i18n.English.T(i18n.GoesOn) + " · 3 moves", "2026-11-29 12:05 · Human vs Human"},
		{"notes from the club", "line 1, column 1"},
	}
	for i, l := range lines {
		e := es[i]
		if e.What != l.what || !strings.Contains(e.When, l.when) {
			t.Errorf("%s reads %q / %q, want %q / …%q…", e.Name, e.What, e.When, l.what, l.when)
		}
		if (e.Record == nil) != (i == 1 || i == 4) {
			t.Errorf("%s: record %v", e.Name, e.Record != nil)
		}
	}
	if !strings.HasPrefix(es[4].When, strings.SplitN(i18n.English.T(i18n.Unreadable), "%", 2)[0]) {
		t.Errorf("a file that is not a record reads %q, want it said unreadable", es[4].When)
	}
	// A record of a game the app does not offer is not opened either.
	r.hidden = "kpe"
	if e := r.Entry(want[2]); e.Record != nil || !strings.Contains(e.When, `the game "kpe" is not offered`) {
		t.Errorf("a game not offered reads %q, record %v", e.When, e.Record != nil)
	}
	// In Italian.
	r.lang = i18n.Italian
	if e := r.Entry(want[0]); !strings.Contains(e.What, i18n.Italian.T(i18n.White)) {
		t.Errorf("in Italian the entry reads %q", e.What)
	}
}

func TestSavingKeepsTheGameUnderOneNameAndSaysWhere(t *testing.T) {
	m := storage.Memory{}
	sh := shelf.New(m, "game.", func() ([]string, error) {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		return keys, nil
	}, "/home/ada/Documents/Tavola")
	r := newRig(t, sh)
	s := played(t, "gravity", "d6", "c4")
	now := time.Date(2026, 12, 2, 9, 30, 0, 0, time.UTC)
	name, told, err := r.Save(s, "", now)
	if err != nil || name != "2026-12-02-093000-gravity" {
		t.Fatalf("Save = %q, %v", name, err)
	}
	if !strings.Contains(told, sh.Place(name)) {
		t.Errorf("told %q, want where it went", told)
	}
	again, _, err := r.Save(s, name, now.Add(time.Hour))
	if names, _ := sh.Names(); err != nil || again != name || len(names) != 1 {
		t.Errorf("a second save made %q (%v), the shelf holds %q", again, err, names)
	}
	b, _ := sh.Load(name)
	rec, err := record.Parse(string(b))
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := rec.Tag("Date"); d != "2026-12-02" || len(rec.Main.Moves) != 2 {
		t.Errorf("the record kept: date %q, %d moves", d, len(rec.Main.Moves))
	}
	// In the browser the player is told so, not a storage key.
	b2 := newRig(t, shelf.New(storage.Memory{}, "game.", func() ([]string, error) { return nil, nil }, "browser"))
	if _, told, _ := b2.Save(s, "", now); told != i18n.English.T(i18n.SavedBrowser) {
		t.Errorf("told in the browser %q", told)
	}
	if w := b2.Where(); w != i18n.English.T(i18n.SavedInBrowser) {
		t.Errorf("the browser's games are %q", w)
	}
	if err := r.Remove(name); err != nil {
		t.Fatal(err)
	}
	if names, _ := sh.Names(); len(names) != 0 {
		t.Errorf("after Remove the shelf holds %q", names)
	}
}

func TestAShareLinkOpensTheSameGame(t *testing.T) {
	r := newRig(t, nil)
	s := played(t, "kpe", "A", "d", "C")
	link, err := library.LinkOf("https://example.org/tavola/", s.Record())
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{link, "  " + link + "&utm=x  ", link[strings.Index(link, "#"):], "r=" + link[strings.Index(link, "#r=")+3:]} {
		code, ok := library.LinkCode(text)
		if !ok {
			t.Fatalf("no link found in %q", text)
		}
		back, err := r.OpenLink(code)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(back.Moves(), s.Moves()) {
			t.Errorf("%q opens %q, want %q", text, back.Moves(), s.Moves())
		}
	}
	if _, ok := library.LinkCode("1. d6 c4"); ok {
		t.Error("a record read as a link")
	}
	if _, err := r.OpenLink("AQM!!"); err == nil {
		t.Error("a broken link opened")
	}
}

func TestOpenArgReadsALinkOrARecordFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("[Game \"kpe\"]\n\n1. A 1... z\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := library.ReadArg(bad)
	var re *record.Error
	if !errors.As(err, &re) || re.Line != 3 || re.Column != 11 || !strings.Contains(err.Error(), "bad.txt") {
		t.Errorf("ReadArg of a malformed file: %v, want the file's line 3, column 11", err)
	}
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("[Game \"kpe\"]\n\n1. A 1... d\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r, err := library.ReadArg(good); err != nil || r.Game != "kpe" || len(r.Main.Moves) != 2 {
		t.Errorf("ReadArg of a good file: %+v, %v", r, err)
	}
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, record.MaxSize+1); err != nil {
		t.Fatal(err)
	}
	for _, arg := range []string{filepath.Join(dir, "none.txt"), dir, big, "https://example.org/#r=AQM!!"} {
		if _, err := library.ReadArg(arg); err == nil {
			t.Errorf("ReadArg(%q) accepted", arg)
		}
	}
	link, _ := library.LinkOf("", played(t, "gravity", "d6").Record())
	if r, err := library.ReadArg(link); err != nil || r.Game != "gravity" {
		t.Errorf("ReadArg of a link: %+v, %v", r, err)
	}
}

func TestPastedTextOpensAPositionARecordOrSaysWhatIsWrong(t *testing.T) {
	r := newRig(t, nil)
	seats := func(game string) [2]session.Seat { return [2]session.Seat{{}, {AI: true, Level: 2}} }
	s, err := r.OpenText("\ufeff 8/8/8/8/8/8/8/8 b \n", seats)
	if err != nil {
		t.Fatal(err)
	}
	if pos, _ := s.Game().Position(); s.Game().Name() != "gravity" || pos != "8/8/8/8/8/8/8/8 b" || s.Seats() != seats("gravity") {
		t.Errorf("a Gravity position opened %s at %q seated %+v", s.Game().Name(), pos, s.Seats())
	}
	s, err = r.OpenText("[Game \"kpe\"]\n[SouthLevel \"4\"]\n\n1. A 1... d\n", seats)
	if err != nil || !slices.Equal(s.Moves(), []string{"A", "d"}) || !s.Seats()[0].AI || s.Seats()[0].Level != 4 {
		t.Errorf("a record opened %v seated %+v, %v", s, s.Seats(), err)
	}
	for _, tc := range []struct{ name, text, want string }{
		{"nothing", "  \n", i18n.English.T(i18n.NothingToOpen)},
		{"an illegal move", "[Game \"gravity\"]\n\n1. d6 1... c4 2. z9\n", "line 3, column 18"},
		{"a bad tag", "[Game \"chess\"]\n1. e4\n", "line 1, column"},
		{"moves without a header", "1. d6 1... c4", "line 1, column 1"},
		{"a broken link", "https://example.org/tavola/#r=AQM!!", strings.SplitN(i18n.English.T(i18n.LinkBroken), "%", 2)[0]},
		{"words", "hello there", strings.SplitN(i18n.English.T(i18n.NotRecognised), "%", 2)[0]},
	} {
		if _, err := r.OpenText(tc.text, seats); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	if _, err := r.OpenRecord(&record.Record{Game: "chess"}); err == nil {
		t.Error("a record of a game not offered opened")
	}
}

func TestContinueGoesStraightIntoTheOneGameOrToTheList(t *testing.T) {
	r := newRig(t, nil)
	if _, _, ok := r.Continue(nil); ok {
		t.Error("Continue offered with no game in progress")
	}
	g := played(t, "gravity", "e4", "d4")
	text, straight, ok := r.Continue([]*session.Session{g})
	if !ok || !straight || text != "Continue · Gravity · 2 moves" {
		t.Errorf("one game: %q, straight %v", text, straight)
	}
	k := played(t, "kpe", "C")
	text, straight, ok = r.Continue([]*session.Session{g, k})
	if !ok || straight || text != "Continue · Gravity, Kpé" {
		t.Errorf("two games: %q, straight %v", text, straight)
	}
	if got := r.InProgressText(k); got != "Kpé · 1 move · Human vs Human" {
		t.Errorf("the list's line %q", got)
	}
	ai, _ := session.New(mustGame(t, "kpe"), [2]session.Seat{{}, {AI: true, Level: 3}}, func(rules.Game, int, uint64, uint64) session.Search { return idle{} }, 1)
	if got := r.SeatsText(ai); got != "Human vs AI level 3" {
		t.Errorf("the seats %q", got)
	}
}

func mustGame(t *testing.T, name string) rules.Game {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestANewOrOpenedGameAsksBeforeReplacingOneInProgress(t *testing.T) {
	r := newRig(t, nil)
	if old := r.AskBeforeNew("gravity"); old != nil {
		t.Error("asks with no game in progress")
	}
	r.inProgress["gravity"] = played(t, "gravity")
	if old := r.AskBeforeNew("gravity"); old != nil {
		t.Error("asks before replacing a game with no move played")
	}
	inProgress := played(t, "gravity", "d6", "c4", "e5")
	r.inProgress["gravity"] = inProgress
	if old := r.AskBeforeNew("gravity"); old != inProgress {
		t.Error("a new game replaces one with moves without asking")
	}
	if old := r.AskBeforeNew("kpe"); old != nil {
		t.Error("a new Kpé game asks about the Gravity one")
	}
	for _, tc := range []struct {
		name  string
		moves []string
		ask   bool
	}{
		{"the same game played on", []string{"d6", "c4", "e5", "h1"}, false},
		{"the same game as far", []string{"d6", "c4", "e5"}, false},
		{"the same game less far", []string{"d6", "c4"}, true},
		{"another game", []string{"a1"}, true},
	} {
		s := played(t, "gravity", tc.moves...)
		if old := r.AskBeforeOpen(s); (old != nil) != tc.ask || (old != nil && old != inProgress) {
			t.Errorf("%s: asks %v, want %v", tc.name, old != nil, tc.ask)
		}
	}
	// Another start is another game, whatever the moves.
	from, err := r.OpenText("8/8/8/8/8/8/8/8 b", func(string) [2]session.Seat { return [2]session.Seat{} })
	if err != nil {
		t.Fatal(err)
	}
	if library.GoesOn(from, inProgress) || r.AskBeforeOpen(from) == nil {
		t.Error("a game from another start opens without asking")
	}
}
