package storage_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/record"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// idle is the AI search of the tests: never stepped, since they play no
// AI move.
type idle struct{}

func (idle) Step(time.Duration) bool        { return false }
func (idle) Result() (rules.Action, uint64) { return 0, 0 }
func (idle) Cancel()                        {}

// games are the real games, every one offered.
func games() storage.Games {
	var seed uint64
	return storage.Games{
		Offered: func(name string) bool { return slices.Contains(catalog.Names(), name) },
		New:     catalog.New,
		Search:  func(rules.Game, int, uint64, uint64) session.Search { return idle{} },
		Seed:    func() uint64 { seed++; return seed },
	}
}

// keeper is a Keeper of a fresh config folder, with what it told.
type keeper struct {
	*storage.Keeper
	dir  string
	told []storage.Broken
}

func newKeeper(t *testing.T, dir string) *keeper {
	t.Helper()
	k := &keeper{dir: dir}
	k.Keeper = storage.NewKeeper(storage.Keep(storage.Dir(dir)), games(), func(b storage.Broken) { k.told = append(k.told, b) })
	return k
}

// configDir is a fresh config folder.
func configDir(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "tavola")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// plant writes a file into dir.
func plant(t *testing.T, dir, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// files lists dir.
func files(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

// gravitySave is a saved Gravity game after moves.
func gravitySave(moves ...string) string {
	return "tavola-save 2\ngame gravity\nstart 8/8/8/8/8/8/8/8 w\nseats human ai:2\nmoves " +
		strings.Join(moves, " ") + "\nend\n"
}

// play starts a game of name between two people and plays moves.
func play(t *testing.T, name string, moves ...string) *session.Session {
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

func TestBrokenSavesAreMovedAsideAndToldOnce(t *testing.T) {
	huge := strings.Repeat("x", 5<<20)
	tests := []struct {
		name, file, data string
		size             int64 // a sparse file of this size instead of data
	}{
		{name: "garbage", file: "autosave-gravity.txt", data: "\x00\x01not a save"},
		{name: "empty", file: "autosave-gravity.txt", data: ""},
		{name: "cut short", file: "autosave-gravity.txt", data: strings.TrimSuffix(gravitySave("e4"), "end\n")},
		{name: "illegal move", file: "autosave-gravity.txt", data: gravitySave("e4", "z9")},
		{name: "another game", file: "autosave-gravity.txt", data: strings.Replace(gravitySave(), "gravity", "kpe", 1)},
		{name: "long key", file: "autosave-gravity.txt", data: strings.Replace(gravitySave("e4"), "end\n", strings.Repeat("k", 2000)+" 1\nend\n", 1)},
		{name: "5 MB token", file: "autosave-gravity.txt", data: gravitySave(huge)},
		{name: "110 MB", file: "autosave-gravity.txt", size: 110 << 20},
		{name: "old format, unknown game", file: "autosave.txt", data: "tavola-save 1\ngame chess\nstart x\nseats human ai:2\nmoves\n"},
		{name: "old format, garbage", file: "autosave.txt", data: "\xff\xfe" + huge[:3000]},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := configDir(t)
			if tc.size > 0 {
				plant(t, dir, tc.file, nil)
				if err := os.Truncate(filepath.Join(dir, tc.file), tc.size); err != nil {
					t.Fatal(err)
				}
			} else {
				plant(t, dir, tc.file, []byte(tc.data))
			}
			k := newKeeper(t, dir)
			k.Migrate()
			if got := k.LoadAll(catalog.Names()); len(got) != 0 {
				t.Errorf("a broken save was restored: %d games", len(got))
			}
			if len(k.told) != 1 {
				t.Fatalf("told %+v, want one broken save", k.told)
			}
			b := k.told[0]
			wantGame := "gravity"
			if tc.file == "autosave.txt" {
				wantGame = ""
			}
			if b.Game != wantGame || !strings.HasPrefix(b.Where, dir) || !strings.Contains(b.Where, ".broken-") || b.Err == nil {
				t.Errorf("told %+v, want the %q save kept in %s", b, wantGame, dir)
			}
			// Kept, under a name that says so; never deleted.
			left := files(t, dir)
			base := strings.TrimSuffix(tc.file, ".txt")
			if len(left) != 1 || !strings.HasPrefix(left[0], base+".broken-") || !strings.HasSuffix(left[0], ".txt") ||
				filepath.Join(dir, left[0]) != b.Where {
				t.Fatalf("files %q, want the save alone, renamed %s.broken-….txt (told %s)", left, base, b.Where)
			}
			fi, err := os.Stat(b.Where)
			if want := max(tc.size, int64(len(tc.data))); err != nil || fi.Size() != want {
				t.Errorf("the kept file: %v, %v; want %d bytes", fi, err, want)
			}
			// The next start tells nothing more.
			k2 := newKeeper(t, dir)
			k2.Migrate()
			k2.LoadAll(catalog.Names())
			if len(k2.told) != 0 {
				t.Errorf("the next start tells again: %+v", k2.told)
			}
		})
	}
}

func TestEachGameKindKeepsItsOwnSave(t *testing.T) {
	dir := configDir(t)
	k := newKeeper(t, dir)
	for _, s := range []*session.Session{play(t, "kpe", "C"), play(t, "gravity", "e4", "d4")} {
		if err := k.Autosave(s); err != nil {
			t.Fatal(err)
		}
	}
	if got := files(t, dir); !slices.Equal(got, []string{"autosave-gravity.txt", "autosave-kpe.txt"}) {
		t.Fatalf("files %q, want a save for each game", got)
	}
	got := newKeeper(t, dir).LoadAll(catalog.Names())
	if len(got) != 2 || got[0].Game().Name() != "gravity" || got[1].Game().Name() != "kpe" {
		t.Fatalf("restored %d games, want Gravity then Kpé", len(got))
	}
	if m := got[0].Moves(); !slices.Equal(m, []string{"e4", "d4"}) {
		t.Errorf("Gravity restored with %q", m)
	}
	if m := got[1].Moves(); !slices.Equal(m, []string{"C"}) {
		t.Errorf("Kpé restored with %q", m)
	}
	if s := k.Load("gipf-basic"); s != nil {
		t.Error("a game never saved was restored")
	}
}

func TestAGameOverRemovesItsSave(t *testing.T) {
	dir := configDir(t)
	k := newKeeper(t, dir)
	s := play(t, "gravity", "e4")
	if err := k.Autosave(s); err != nil {
		t.Fatal(err)
	}
	// A saved game over (a save can hold one): restored as nothing.
	g, _ := catalog.New("gravity")
	over, _ := session.New(g, [2]session.Seat{}, nil, 1)
	for !g.Outcome().Over {
		if _, err := over.Play(g.Actions(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if err := k.Autosave(over); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dir); len(got) != 0 {
		t.Errorf("files %q after the game ended, want none", got)
	}
	plant(t, dir, "autosave-gravity.txt", over.Snapshot().Encode())
	if k.Load("gravity") != nil || len(k.told) != 0 {
		t.Errorf("a save of a game over was restored, or told (%+v)", k.told)
	}
}

func TestTheOldSingleSaveBecomesItsGamesSave(t *testing.T) {
	dir := configDir(t)
	old := "tavola-save 1\ngame kpe\nstart 6,6,6,6/6,6,6,6 S - - 0 0\nseats human ai:2\nmoves C\n"
	plant(t, dir, "autosave.txt", []byte(old))
	k := newKeeper(t, dir)
	k.Migrate()
	if got := files(t, dir); !slices.Equal(got, []string{"autosave-kpe.txt"}) {
		t.Errorf("files %q, want autosave-kpe.txt", got)
	}
	if s := k.Load("kpe"); s == nil || !slices.Equal(s.Moves(), []string{"C"}) || len(k.told) != 0 {
		t.Errorf("the old save as Kpé's: %v, told %+v", s, k.told)
	}

	// Version 1 emptied its save when a game ended: nothing to keep.
	dir = configDir(t)
	plant(t, dir, "autosave.txt", nil)
	k = newKeeper(t, dir)
	k.Migrate()
	if got := files(t, dir); len(got) != 0 || len(k.told) != 0 {
		t.Errorf("an empty old save leaves files %q, told %+v", got, k.told)
	}

	// A kind saved already keeps its save; the old one is kept aside.
	dir = configDir(t)
	plant(t, dir, "autosave.txt", []byte(old))
	newer := strings.Replace(strings.Replace(old, "tavola-save 1", "tavola-save 2", 1), "moves C", "moves C c", 1) + "end\n"
	plant(t, dir, "autosave-kpe.txt", []byte(newer))
	newKeeper(t, dir).Migrate()
	if b, err := os.ReadFile(filepath.Join(dir, "autosave-kpe.txt")); err != nil || string(b) != newer {
		t.Errorf("the newer save holds %q, %v", b, err)
	}
	if got := files(t, dir); len(got) != 2 || !slices.ContainsFunc(got, func(f string) bool { return strings.HasPrefix(f, "autosave.broken-") }) {
		t.Errorf("files %q, want the old save kept aside", got)
	}
}

func TestASaveThatFailsIsAnErrorAndTriedAgain(t *testing.T) {
	root := t.TempDir()
	// The config folder cannot be made: a file is in its way.
	block := filepath.Join(root, "config")
	plant(t, root, "config", []byte("in the way"))
	k := newKeeper(t, filepath.Join(block, "tavola"))
	s := play(t, "gravity", "e4")
	if err := k.Autosave(s); err == nil || !strings.Contains(err.Error(), "autosave-gravity") {
		t.Fatalf("Autosave into a folder that cannot be made: %v, want an error naming the save", err)
	}
	if err := os.Remove(block); err != nil {
		t.Fatal(err)
	}
	a, _ := s.Game().ParseAction("d4")
	if _, err := s.Play(a); err != nil {
		t.Fatal(err)
	}
	if err := k.Autosave(s); err != nil {
		t.Fatalf("Autosave once the way is clear: %v", err)
	}
	if back := newKeeper(t, filepath.Join(block, "tavola")).Load("gravity"); back == nil || !slices.Equal(back.Moves(), []string{"e4", "d4"}) {
		t.Errorf("the save on the disk: %v", back)
	}
}

// TestAGameThatCannotBeSavedIsStillThereToLoad plays on while the store
// cannot be written: Load must bring back the moves just played, not the
// older save on the disk (nor nothing) — the player was told the game is
// not saved, not that it is gone.
func TestAGameThatCannotBeSavedIsStillThereToLoad(t *testing.T) {
	under := &failing{Memory: storage.Memory{}}
	k := storage.NewKeeper(storage.Keep(under), games(), nil)
	s := play(t, "gravity", "e4", "d4")
	if err := k.Autosave(s); err != nil {
		t.Fatal(err)
	}
	saved := string(under.Memory[session.Key("gravity")])
	under.broken = true
	for _, m := range []string{"h4", "a5"} {
		a, _ := s.Game().ParseAction(m)
		if _, err := s.Play(a); err != nil {
			t.Fatal(err)
		}
		if err := k.Autosave(s); err == nil {
			t.Fatal("a save that failed reported no error")
		}
	}
	if back := k.Load("gravity"); back == nil || !slices.Equal(back.Moves(), s.Moves()) {
		t.Errorf("Load brought back %v, want the game played on, %q", back, s.Moves())
	}
	if got := string(under.Memory[session.Key("gravity")]); got != saved {
		t.Errorf("the store under it holds %q, want the last save that worked", got)
	}
}

func TestTheNotesComeBackWithTheirSave(t *testing.T) {
	dir := configDir(t)
	k := newKeeper(t, dir)
	r, err := record.Parse("[Game \"gravity\"]\n[Event \"Club night\"]\n\n1. e4 {a good start} 1... d4\n")
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.FromRecord(r, [2]session.Seat{}, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := k.Autosave(s); err != nil {
		t.Fatal(err)
	}
	if got := files(t, dir); !slices.Equal(got, []string{"autosave-gravity.txt", "notes-gravity.txt"}) {
		t.Fatalf("files %q, want the save and its notes", got)
	}
	back := newKeeper(t, dir).Load("gravity")
	if back == nil {
		t.Fatal("no game in progress")
	}
	want, _ := record.Format(s.Record())
	if got, _ := record.Format(back.Record()); got != want {
		t.Errorf("restored:\n%s\nwant\n%s", got, want)
	}
	// Notes older than the save are kept aside, and the game comes back
	// as the save has it.
	plain := play(t, "gravity", "e4", "d4", "h4")
	plant(t, dir, "autosave-gravity.txt", plain.Snapshot().Encode())
	back = newKeeper(t, dir).Load("gravity")
	if back == nil || back.HasNotes() || len(back.Moves()) != 3 {
		t.Fatalf("with older notes: %v", back)
	}
	if got := files(t, dir); len(got) != 2 || !strings.HasPrefix(got[1], "notes-gravity.broken-") {
		t.Errorf("files %q, want the old notes kept aside", got)
	}
	// A save without notes removes those kept.
	plant(t, dir, "notes-gravity.txt", []byte("x"))
	if err := k.Autosave(plain); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "notes-gravity.txt")); !os.IsNotExist(err) {
		t.Errorf("notes left beside a save without any: %v", err)
	}
}

func TestSettingsKeepTheirGoodLinesAndSetTheBrokenAside(t *testing.T) {
	dir := configDir(t)
	plant(t, dir, "settings.txt", []byte("speed warp\npalette sepia\nvolume 3\n"))
	k := newKeeper(t, dir)
	r := k.LoadSettings(func(s settings.Settings) error {
		if s.Palette == "sepia" {
			return os.ErrInvalid
		}
		return nil
	})
	if r.Settings.Volume != 3 || r.Settings.Speed != settings.Normal || r.Broken != nil {
		t.Errorf("read %+v: the good line was lost", r)
	}
	if r.Bad == nil || !strings.Contains(r.Bad.Error(), "line 1") || !strings.Contains(r.Bad.Error(), os.ErrInvalid.Error()) {
		t.Errorf("Bad = %v, want the bad line and the check's refusal", r.Bad)
	}
	r.Settings.Palette = "classic"
	if err := k.KeepSettings(r.Settings); err != nil {
		t.Fatal(err)
	}
	if again := k.LoadSettings(nil); again.Bad != nil || again.Settings != r.Settings {
		t.Errorf("after writing back: %+v", again)
	}
	// Settings that cannot be read at all: the defaults, the file kept aside.
	if err := os.Remove(filepath.Join(dir, "settings.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "settings.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	r = k.LoadSettings(nil)
	if r.Broken == nil || !strings.Contains(r.Where, "settings.broken-") || r.Settings != settings.Defaults() {
		t.Errorf("unreadable settings: %+v", r)
	}
	if got := files(t, dir); len(got) != 1 || !strings.HasPrefix(got[0], "settings.broken-") {
		t.Errorf("files %q, want the settings kept aside", got)
	}
	if r = k.LoadSettings(nil); r.Broken != nil || r.Bad != nil || r.Settings != settings.Defaults() {
		t.Errorf("the next start: %+v", r)
	}
}
