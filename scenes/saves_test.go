package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"tavola/i18n"
	"tavola/session"
	"tavola/storage"
	"tavola/ui"
)

// configDir is a fresh config folder: the Store the app would use under
// os.UserConfigDir(), in a temporary directory.
func configDir(t *testing.T) (storage.Dir, string) {
	dir := filepath.Join(t.TempDir(), "tavola")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return storage.Dir(dir), dir
}

// plant writes a file into the config folder.
func plant(t *testing.T, dir, name string, data []byte) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// files lists the config folder.
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

// noticeIDs lists the notices the app shows.
func noticeIDs(a *App) []string {
	var out []string
	for _, n := range a.notices {
		out = append(out, n.id)
	}
	return out
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
			store, dir := configDir(t)
			if tc.size > 0 {
				plant(t, dir, tc.file, nil)
				if err := os.Truncate(filepath.Join(dir, tc.file), tc.size); err != nil {
					t.Fatal(err)
				}
			} else {
				plant(t, dir, tc.file, []byte(tc.data))
			}
			r := newRig(t, Options{Keeping: keptIn(store, nil)})
			r.frames(3) // drawn: the notice is bounded, whatever the error says
			tt := r.app.scene.(*title)
			if len(tt.saved) != 0 || strings.HasPrefix(tt.menu.Items[0].Text, r.app.t(i18n.MenuContinue)) {
				t.Error("a broken save is offered")
			}
			if len(r.app.notices) != 1 {
				t.Fatalf("notices %q, want one", noticeIDs(r.app))
			}
			n := r.app.notices[0]
			want := "Your saved Gravity game could not be opened; it was kept as " + dir
			if tc.file == "autosave.txt" {
				want = "Your saved game could not be opened; it was kept as " + dir
			}
			if !strings.HasPrefix(n.text, want) || !strings.Contains(n.text, ".broken-") || n.detail == "" {
				t.Errorf("notice %q (detail %.80q), want %q…", n.text, n.detail, want)
			}
			r.app.ui.EachLabel(func(s string, _ int, _ ui.Align, img *ebiten.Image) {
				if img.Bounds().Dx() > testW+2 {
					t.Errorf("a label %v wider than the screen: %.60q", img.Bounds(), s)
				}
			})
			// Kept, under a name that says so; never deleted.
			left := files(t, dir)
			base := strings.TrimSuffix(tc.file, ".txt")
			if len(left) != 1 || !strings.HasPrefix(left[0], base+".broken-") || !strings.HasSuffix(left[0], ".txt") {
				t.Fatalf("files %q, want the save alone, renamed %s.broken-….txt", left, base)
			}
			fi, err := os.Stat(filepath.Join(dir, left[0]))
			if want := max(tc.size, int64(len(tc.data))); err != nil || fi.Size() != want {
				t.Errorf("the kept file: %v, %v; want %d bytes", fi, err, want)
			}
			// The next start says nothing more.
			r2 := newRig(t, Options{Keeping: keptIn(store, nil)})
			r2.frames(1)
			if len(r2.app.notices) != 0 {
				t.Errorf("the next start tells again: %+v", r2.app.notices)
			}
		})
	}
}

// TestEveryBrokenSaveIsTold plants a broken save of every game kind: at
// most three notices show at once, and each one told pushed the oldest out,
// so four of the five were moved aside without a word on the screen. They
// must be told together, every game named.
func TestEveryBrokenSaveIsTold(t *testing.T) {
	store, dir := configDir(t)
	r0 := newRig(t, Options{Keeping: keptIn(storage.Memory{}, nil)})
	names := r0.app.names()
	for _, n := range names {
		plant(t, dir, "autosave-"+n+".txt", []byte("\x00\x01not a save of "+n))
	}
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if len(r.app.notices) != 1 {
		t.Fatalf("notices %q, want one for them all", noticeIDs(r.app))
	}
	n := r.app.notices[0]
	if !strings.HasPrefix(n.text, fmt.Sprintf("%d saved games could not be opened", len(names))) {
		t.Errorf("the notice says %q", n.text)
	}
	for _, name := range names {
		if title := r.app.gameTitle(name); !strings.Contains(n.text, title) {
			t.Errorf("the notice %q does not name %s", n.text, title)
		}
	}
	if !strings.Contains(n.detail, "not a save of") {
		t.Errorf("the detail %q", n.detail)
	}
	left := files(t, dir)
	if len(left) != len(names) {
		t.Fatalf("files %q, want the %d saves, kept aside", left, len(names))
	}
	for _, f := range left {
		if !strings.Contains(f, ".broken-") {
			t.Errorf("%s was not moved aside", f)
		}
	}
	r2 := newRig(t, Options{Keeping: keptIn(store, nil)})
	r2.frames(1)
	if len(r2.app.notices) != 0 {
		t.Errorf("the next start tells again: %q", noticeIDs(r2.app))
	}
}

func TestTheNoticeGoesWhenThePlayerMovesOn(t *testing.T) {
	store, dir := configDir(t)
	plant(t, dir, "autosave-kpe.txt", []byte("garbage"))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if len(r.app.notices) != 1 {
		t.Fatalf("notices %q, want one", noticeIDs(r.app))
	}
	r.in.key(VerbDown) // keys on the title leave it
	r.in.key(VerbDown)
	r.settle()
	if len(r.app.notices) != 1 {
		t.Fatalf("notices %q after a key, want it still", noticeIDs(r.app))
	}
	r.in.key(VerbConfirm) // Rules
	r.settle()
	if len(r.app.notices) != 0 {
		t.Errorf("notices %q on the next screen, want none", noticeIDs(r.app))
	}
}

// playOne plays the first legal action of the game shown, by a click on
// the board.
func playOne(t *testing.T, r *rig, move string) {
	t.Helper()
	p := r.playScene()
	g := p.sess.Game()
	a, err := g.ParseAction(move)
	if err != nil {
		t.Fatal(err)
	}
	n := len(p.sess.Moves())
	x, y := pointFor(t, p.view, g, p.board, a)
	r.in.click(x, y)
	r.settle()
	if len(p.sess.Moves()) <= n {
		t.Fatalf("the click on %s played nothing", move)
	}
}

func TestEachGameKindKeepsItsOwnSave(t *testing.T) {
	store, dir := configDir(t)
	r := newRig(t, Options{Keeping: keptIn(store, nil), Game: "gravity"})
	r.frames(2)
	playOne(t, r, "e4")
	gravity := slices.Clone(r.playScene().sess.Moves())
	r.playScene().sess.Close()

	// tavola -game kpe: a new Kpé game, the Gravity one untouched.
	r2 := newRig(t, Options{Keeping: keptIn(store, nil), Game: "kpe"})
	r2.frames(2)
	if got := r2.playScene().sess.Moves(); len(got) != 0 {
		t.Fatalf("tavola -game kpe shows moves %q", got)
	}
	playOne(t, r2, "C")
	kpe := slices.Clone(r2.playScene().sess.Moves())
	r2.playScene().sess.Close()
	if got := files(t, dir); !slices.Equal(got, []string{"autosave-gravity.txt", "autosave-kpe.txt"}) {
		t.Fatalf("files %q, want a save for each game", got)
	}

	// tavola -game gravity continues the Gravity game.
	r3 := newRig(t, Options{Keeping: keptIn(store, nil), Game: "gravity"})
	r3.frames(2)
	if got := r3.playScene().sess.Moves(); !slices.Equal(got[:len(gravity)], gravity) {
		t.Errorf("tavola -game gravity shows %q, want the saved %q", got, gravity)
	}
	r3.playScene().sess.Close()

	// The title offers both, and Continue lists them.
	r4 := newRig(t, Options{Keeping: keptIn(store, nil)})
	r4.frames(2)
	tt := r4.app.scene.(*title)
	if got := tt.menu.Items[0].Text; got != "Continue · Gravity, Kpé" {
		t.Errorf("the title's first entry reads %q", got)
	}
	r4.in.key(VerbConfirm)
	r4.settle()
	rs, ok := r4.app.scene.(*resume)
	if !ok {
		t.Fatalf("Continue went to %T, want the list of games", r4.app.scene)
	}
	var texts []string
	for _, it := range rs.menu.Items {
		texts = append(texts, it.Text)
	}
	if len(texts) != 3 || !strings.HasPrefix(texts[0], "Gravity · ") || !strings.HasPrefix(texts[1], "Kpé · ") {
		t.Errorf("the list reads %q", texts)
	}
	r4.in.key(VerbDown)
	r4.in.key(VerbConfirm) // Kpé
	r4.settle()
	if got := r4.playScene().sess.Moves(); !slices.Equal(got[:len(kpe)], kpe) {
		t.Errorf("continued Kpé shows %q, want %q first", got, kpe)
	}
}

func TestOneGameInProgressIsContinuedAtOnce(t *testing.T) {
	store, dir := configDir(t)
	plant(t, dir, "autosave-gravity.txt", []byte(gravitySave("e4", "d4")))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if got := r.app.scene.(*title).menu.Items[0].Text; got != "Continue · Gravity · 2 moves" {
		t.Errorf("the title's first entry reads %q", got)
	}
	r.in.key(VerbConfirm)
	r.settle()
	if got := r.playScene().sess.Moves(); len(got) < 2 || got[0] != "e4" || got[1] != "d4" {
		t.Errorf("Continue shows %q", got)
	}
}

func TestTheOldSingleSaveBecomesItsGamesSave(t *testing.T) {
	store, dir := configDir(t)
	old := "tavola-save 1\ngame kpe\nstart 6,6,6,6/6,6,6,6 S - - 0 0\nseats human ai:2\nmoves C\n"
	plant(t, dir, "autosave.txt", []byte(old))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if got := files(t, dir); !slices.Equal(got, []string{"autosave-kpe.txt"}) {
		t.Errorf("files %q, want autosave-kpe.txt", got)
	}
	if got := r.app.scene.(*title).menu.Items[0].Text; got != "Continue · Kpé · 1 move" {
		t.Errorf("the title's first entry reads %q", got)
	}
	if len(r.app.notices) != 0 {
		t.Errorf("notices %q", noticeIDs(r.app))
	}

	// Version 1 emptied its save when a game ended: nothing to keep.
	store, dir = configDir(t)
	plant(t, dir, "autosave.txt", nil)
	r = newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(1)
	if got := files(t, dir); len(got) != 0 || len(r.app.notices) != 0 {
		t.Errorf("an empty old save leaves files %q, notices %q", got, noticeIDs(r.app))
	}

	// A kind saved already keeps its save; the old one is kept aside.
	store, dir = configDir(t)
	plant(t, dir, "autosave.txt", []byte(old))
	newer := strings.Replace(strings.Replace(old, "tavola-save 1", "tavola-save 2", 1), "moves C", "moves C c", 1) + "end\n"
	plant(t, dir, "autosave-kpe.txt", []byte(newer))
	r = newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(1)
	if b, err := os.ReadFile(filepath.Join(dir, "autosave-kpe.txt")); err != nil || string(b) != newer {
		t.Errorf("the newer save holds %q, %v", b, err)
	}
	if got := files(t, dir); len(got) != 2 || !slices.ContainsFunc(got, func(f string) bool { return strings.HasPrefix(f, "autosave.broken-") }) {
		t.Errorf("files %q, want the old save kept aside", got)
	}
}

func TestStartingAGameInProgressAsksFirst(t *testing.T) {
	for _, choice := range []int{replaceContinue, replaceNew, replaceBack} {
		store, dir := configDir(t)
		plant(t, dir, "autosave-gravity.txt", []byte(gravitySave("e4", "d4")))
		r := newRig(t, Options{Keeping: keptIn(store, nil)})
		r.frames(1)
		r.in.key(VerbDown)
		r.in.key(VerbConfirm) // Play
		r.settle()
		r.in.key(VerbConfirm) // Gravity
		r.settle()
		r.in.key(VerbConfirm) // Start
		r.settle()
		rp, ok := r.app.scene.(*replace)
		if !ok {
			t.Fatalf("Start went to %T, want the question", r.app.scene)
		}
		if rp.head != "A Gravity game is in progress" || !strings.HasPrefix(rp.info, "2 moves · ") {
			t.Errorf("it asks %q / %q", rp.head, rp.info)
		}
		for range choice {
			r.in.key(VerbDown)
		}
		r.in.key(VerbConfirm)
		r.settle()
		saved, _ := store.Load(session.Key("gravity"))
		v, err := session.DecodeSave(saved)
		if err != nil {
			t.Fatal(err)
		}
		switch choice {
		case replaceContinue:
			if got := r.playScene().sess.Moves(); len(got) < 2 || got[0] != "e4" {
				t.Errorf("continued %q", got)
			}
		case replaceNew:
			if got := r.playScene().sess.Moves(); len(got) != 0 || len(v.Moves) != 0 {
				t.Errorf("a new game shows %q, saved %q", got, v.Moves)
			}
		case replaceBack:
			if _, ok := r.app.scene.(*setup); !ok || len(v.Moves) != 2 {
				t.Errorf("Back went to %T, the save holds %q", r.app.scene, v.Moves)
			}
		}
		if s, ok := r.app.scene.(*play); ok {
			s.sess.Close()
		}
	}
}

func TestASaveThatFailsIsShownAndTriedAgain(t *testing.T) {
	root := t.TempDir()
	// The config folder cannot be made: a file is in its way.
	block := filepath.Join(root, "config")
	plant(t, root, "config", []byte("in the way"))
	store := storage.Dir(filepath.Join(block, "tavola"))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	p, err := newPlay(r.app, "gravity", [2]session.Seat{}) // two people: no AI moves between
	if err != nil {
		t.Fatal(err)
	}
	r.app.scene = p
	r.frames(2)
	if got := noticeIDs(r.app); !slices.Equal(got, []string{"save"}) {
		t.Fatalf("notices %q, want the failed save", got)
	}
	if n := r.app.notices[0]; !strings.Contains(n.text, "could not be saved") || !strings.Contains(n.detail, "autosave-gravity") {
		t.Errorf("notice %q / %q", n.text, n.detail)
	}
	playOne(t, r, "e4")
	if got := noticeIDs(r.app); !slices.Equal(got, []string{"save"}) {
		t.Fatalf("notices %q after a move that could not be saved either", got)
	}
	// The way is cleared: the next move is saved, and the notice goes.
	if err := os.Remove(block); err != nil {
		t.Fatal(err)
	}
	playOne(t, r, "d4")
	if got := noticeIDs(r.app); len(got) != 0 {
		t.Errorf("notices %q after a saved move", got)
	}
	b, err := store.Load(session.Key("gravity"))
	if v, derr := session.DecodeSave(b); err != nil || derr != nil || !slices.Equal(v.Moves, []string{"e4", "d4"}) {
		t.Errorf("the save: %q, %v, %v", b, err, derr)
	}
	r.playScene().sess.Close()
}

// readOnly is a Store that reads and refuses to write.
type readOnly struct{ storage.Store }

func (readOnly) Save(key string, _ []byte) error { return errors.New("read-only folder: " + key) }
func (readOnly) Remove(key string) error         { return errors.New("read-only folder: " + key) }

// TestAGameThatCannotBeSavedIsStillThereForContinue plays on while the
// config folder cannot be written: leaving the game and pressing Continue
// must bring back the moves just played, not the older save on the disk
// (nor nothing) — the player was told the game is not saved, not that it
// is gone.
func TestAGameThatCannotBeSavedIsStillThereForContinue(t *testing.T) {
	dirStore, dir := configDir(t)
	saved := strings.Replace(gravitySave("e4", "d4"), "ai:2", "human", 1) // no AI moves between
	plant(t, dir, "autosave-gravity.txt", []byte(saved))
	// The folder becomes unwritable (root may write anywhere, so a mode
	// would not do: the store refuses every write instead).
	store := readOnly{dirStore}
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	r.in.key(VerbConfirm) // Continue · Gravity
	r.settle()
	p := r.playScene()
	playOne(t, r, "h4")
	playOne(t, r, "a5")
	if got := noticeIDs(r.app); !slices.Equal(got, []string{"save"}) {
		t.Fatalf("notices %q, want the failed save's", got)
	}
	want := slices.Clone(p.sess.Moves())
	r.in.key(VerbBack)
	r.settle()
	if got := r.app.scene.(*title).menu.Items[0].Text; got != "Continue · Gravity · 4 moves" {
		t.Errorf("the title's first entry reads %q", got)
	}
	r.in.key(VerbConfirm)
	r.settle()
	if got := r.playScene().sess.Moves(); !slices.Equal(got, want) {
		t.Errorf("Continue brought back %q, want the game played on, %q", got, want)
	}
	// On the disk the last save that worked is left as it was.
	if b, err := os.ReadFile(filepath.Join(dir, "autosave-gravity.txt")); err != nil || string(b) != saved {
		t.Errorf("the save on the disk: %q, %v", b, err)
	}
}

// TestUnknownColoursInTheSettingsAreTold: a palette the app does not have
// falls back to the classic one like any bad line — told once, the other
// settings kept. It fell back without a word, not even on stderr.
func TestUnknownColoursInTheSettingsAreTold(t *testing.T) {
	store, dir := configDir(t)
	plant(t, dir, "settings.txt", []byte("palette sepia\nvolume 3\n"))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if r.app.pal.Name != "classic" || r.app.set.Volume != 3 {
		t.Errorf("palette %s, volume %d", r.app.pal.Name, r.app.set.Volume)
	}
	if got := noticeIDs(r.app); !slices.Equal(got, []string{"load:settings"}) {
		t.Fatalf("notices %q, want the settings'", got)
	}
	if d := r.app.notices[0].detail; !strings.Contains(d, "sepia") {
		t.Errorf("the detail %q does not name the colours", d)
	}
	r2 := newRig(t, Options{Keeping: keptIn(store, nil)})
	r2.frames(1)
	if len(r2.app.notices) != 0 || r2.app.set.Volume != 3 {
		t.Errorf("the next start: notices %q, volume %d", noticeIDs(r2.app), r2.app.set.Volume)
	}
}

func TestABadSettingsLineIsToldOnceAndTheRestKept(t *testing.T) {
	store, dir := configDir(t)
	plant(t, dir, "settings.txt", []byte("speed warp\npalette contrast\nvolume 3\n"))
	r := newRig(t, Options{Keeping: keptIn(store, nil)})
	r.frames(2)
	if r.app.set.Palette != "contrast" || r.app.set.Volume != 3 || r.app.pal.Name != "contrast" {
		t.Errorf("settings %+v, palette %s: the good lines were lost", r.app.set, r.app.pal.Name)
	}
	if got := noticeIDs(r.app); !slices.Equal(got, []string{"load:settings"}) {
		t.Fatalf("notices %q, want the settings'", got)
	}
	if d := r.app.notices[0].detail; !strings.Contains(d, "line 1") || !strings.Contains(d, "warp") {
		t.Errorf("the detail %q does not name the line", d)
	}
	r2 := newRig(t, Options{Keeping: keptIn(store, nil)})
	r2.frames(1)
	if len(r2.app.notices) != 0 || r2.app.set.Palette != "contrast" {
		t.Errorf("the next start: notices %q, palette %s", noticeIDs(r2.app), r2.app.set.Palette)
	}
}
