package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tavola/device"
	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
	"tavola/storage/shelf"
	"tavola/ui"
)

// fakeClip is a clipboard for the tests: it keeps what was copied, and
// pastes what the test put in it (none: device.ErrNoClipboard).
type fakeClip struct {
	noClipboard // its queue
	copied      []string
	text        string
	none        bool
	listen      bool
}

func (c *fakeClip) Copy(text string) {
	if c.none {
		c.noClipboard.Copy(text)
		return
	}
	c.copied = append(c.copied, text)
	c.text = text
	c.out = append(c.out, device.ClipResult{})
}

func (c *fakeClip) Paste() {
	if c.none {
		c.noClipboard.Paste()
		return
	}
	c.out = append(c.out, device.ClipResult{Pasted: true, Text: c.text})
}

func (c *fakeClip) Listen(on bool) { c.listen = on }

func (r *rig) clip() *fakeClip { return r.app.clip.(*fakeClip) }

// typeText queues frames that type s, a character a frame.
func (f *fakeInput) typeText(s string) {
	for _, c := range s {
		f.queue = append(f.queue, Frame{Text: string(c), Gesture: true})
	}
}

// clickButton clicks the button of m labelled text.
func (r *rig) clickButton(m *ui.Menu, text string) {
	r.t.Helper()
	for i, it := range m.Items {
		if it.Text == text && i < len(m.Rects) {
			b := m.Rects[i]
			r.in.click(int(b.X+b.W/2), int(b.Y+b.H/2))
			r.settle()
			return
		}
	}
	r.t.Fatalf("no button %q among %+v", text, m.Items)
}

// scene returns the scene shown as a T, failing the test otherwise.
func sceneAs[T Scene](r *rig) T {
	r.t.Helper()
	s, ok := r.app.scene.(T)
	if !ok {
		var want T
		r.t.Fatalf("the scene is %T, want %T", r.app.scene, want)
	}
	return s
}

func TestSaveThenOpenFromTheSavedGamesByClicks(t *testing.T) {
	sh := shelf.InMemory(storage.Memory{})
	r := newRig(t, Options{Keeping: keptIn(nil, sh)})
	moves := []string{"d6", "c4", "e5", "h1"}
	p := twoPeople(t, r, moves...)
	r.app.scene = p
	r.settle()

	// Menu → Save the game.
	r.clickButton(p.buttons, r.app.t(i18n.Menu))
	gm := sceneAs[*gameMenu](r)
	r.clickButton(gm.menu, r.app.t(i18n.SaveGame))
	if r.app.scene != p {
		t.Fatalf("after saving the scene is %T, want the game", r.app.scene)
	}
	names, err := sh.Names()
	if err != nil || len(names) != 1 || !strings.HasSuffix(names[0], "-gravity") {
		t.Fatalf("the shelf holds %q, %v", names, err)
	}
	b, _ := sh.Load(names[0])
	rec, err := record.Parse(string(b))
	if err != nil {
		t.Fatalf("the saved game does not read back: %v\n%s", err, b)
	}
	if got := recordMoves(rec); strings.Join(got, " ") != strings.Join(moves, " ") {
		t.Errorf("saved moves %v, want %v", got, moves)
	}
	if _, ok := rec.Tag("Date"); !ok {
		t.Error("the saved game has no Date")
	}
	// Ctrl+S again keeps it under the same name.
	r.in.key(VerbSave)
	r.settle()
	if again, _ := sh.Names(); len(again) != 1 {
		t.Errorf("a second save made %q", again)
	}

	// To the title, Saved games, and a click on the game.
	r.in.key(VerbBack)
	r.settle()
	tt := sceneAs[*title](r)
	r.clickButton(tt.menu, r.app.t(i18n.MenuSaved))
	lib := sceneAs[*savedList](r)
	if len(lib.entries) != 1 || lib.entries[0].Record == nil {
		t.Fatalf("the list: %+v", lib.entries)
	}
	e := lib.entries[0]
	if !strings.Contains(e.What, "Gravity") || !strings.Contains(e.What, r.app.t(i18n.GoesOn)) ||
		!strings.Contains(e.When, r.app.t(i18n.Human)) {
		t.Errorf("the entry reads %q / %q", e.What, e.When)
	}
	r.frames(1)
	row := lib.box
	r.in.click(int(row.X+row.W/3), int(row.Y+lib.rowH/2))
	r.settle()
	op := r.playScene()
	if got := op.sess.Moves(); strings.Join(got, " ") != strings.Join(moves, " ") || op.savedAs != names[0] {
		t.Errorf("opened %v saved as %q", got, op.savedAs)
	}
}

func recordMoves(r *record.Record) []string {
	var out []string
	for _, m := range r.Main.Moves {
		out = append(out, m.Action)
	}
	return out
}

func TestPlayFromHereByKeysKeepsTheOldMovesAsAVariation(t *testing.T) {
	r := newRig(t, Options{})
	moves := []string{"d6", "c4", "e5", "h1", "e4", "d4"}
	p := twoPeople(t, r, moves...)
	for range 3 {
		r.in.key(VerbLeft)
	}
	r.in.key(VerbConfirm) // Play from here
	r.settle()
	ask := sceneAs[*branchAsk](r)
	if ask.at != 3 {
		t.Fatalf("Play from here at %d, want 3", ask.at)
	}
	r.in.key(VerbConfirm) // the first choice: keep them
	r.settle()
	if r.app.scene != p || p.rev.active() {
		t.Fatalf("after keeping: scene %T, reviewing %v", r.app.scene, p.rev.active())
	}
	if got := p.sess.Moves(); strings.Join(got, " ") != "d6 c4 e5" {
		t.Fatalf("the game stands at %v, want the first 3 moves", got)
	}
	if p.aside == "" {
		t.Error("the hint line does not say moves are set aside")
	}
	// A click plays the new move: the old continuation is its variation.
	a1, _ := p.sess.Game().ParseAction("a1")
	x, y := pointFor(t, p.view, p.sess.Game(), p.board, a1)
	r.in.click(x, y)
	r.settle()
	text, err := record.Format(p.sess.Record())
	if err != nil || !strings.Contains(text, "2... a1 (2... h1 3. e4 3... d4)") {
		t.Errorf("the record:\n%s%v", text, err)
	}
	if !strings.Contains(p.moves.Text[3], "(+1)") {
		t.Errorf("the move list does not mark the variation: %q", p.moves.Text)
	}
	// The autosave and the notes beside it bring it all back.
	r2 := newRig(t, Options{Keeping: keptIn(r.store, nil)})
	back := r2.app.loadSave("gravity")
	if back == nil {
		t.Fatal("no game in progress")
	}
	if again, _ := record.Format(back.Record()); again != text {
		t.Errorf("restored after a restart:\n%s\nwant\n%s", again, text)
	}
}

func TestPlayFromHereByClicksCanDropTheOldMoves(t *testing.T) {
	r := newRig(t, Options{})
	p := twoPeople(t, r, "d6", "c4", "e5", "h1")
	// A click on the first turn of the list reviews it.
	g := p.moves.Geom
	r.in.click(int(g.X+12*r.app.unit), int(g.Y))
	r.settle()
	if !p.rev.active() || p.rev.at != 1 {
		t.Fatalf("reviewing %v at %d", p.rev.active(), p.rev.at)
	}
	r.clickButton(p.here, r.app.t(i18n.PlayFromHere))
	ask := sceneAs[*branchAsk](r)
	r.clickButton(ask.menu, r.app.t(i18n.BranchDrop))
	if got := p.sess.Moves(); strings.Join(got, " ") != "d6" {
		t.Fatalf("after dropping: %v", got)
	}
	if p.sess.HasNotes() || p.sess.CanRedo() {
		t.Errorf("the dropped moves linger: notes %v, redo %v", p.sess.HasNotes(), p.sess.CanRedo())
	}
	// Back from the question leaves the review as it was.
	p2 := twoPeople(t, r, "d6", "c4")
	r.in.key(VerbLeft)
	r.in.key(VerbConfirm)
	r.settle()
	r.in.key(VerbBack)
	r.settle()
	if r.app.scene != p2 || !p2.rev.active() || len(p2.sess.Moves()) != 2 {
		t.Errorf("after Back: scene %T, reviewing %v, moves %v", r.app.scene, p2.rev.active(), p2.sess.Moves())
	}
}

func TestOpenASavedGameByKeys(t *testing.T) {
	sh := shelf.InMemory(storage.Memory{})
	shelved(t, sh)
	r := newRig(t, Options{Keeping: keptIn(nil, sh)})
	r.in.key(VerbDown) // from Play to Saved games
	r.in.key(VerbConfirm)
	r.settle()
	lib := sceneAs[*savedList](r)
	if len(lib.entries) != 4 {
		t.Fatalf("%d saved games listed", len(lib.entries))
	}
	r.in.key(VerbDown) // the Kpé game
	r.in.key(VerbConfirm)
	r.settle()
	p := r.playScene()
	// North, the AI, may have answered already.
	if p.name != "kpe" || !strings.HasPrefix(strings.Join(p.sess.Moves(), " "), "A d C b D") {
		t.Fatalf("opened %s %v", p.name, p.sess.Moves())
	}
	if seats := p.sess.Seats(); seats[0].AI || !seats[1].AI || seats[1].Level != 3 {
		t.Errorf("seats %+v, want North the AI at level 3", seats)
	}
	// The record it came from keeps its names.
	if v, _ := p.sess.Record().Tag("South"); v != "Ada" {
		t.Errorf("South is %q", v)
	}
}

// gravityInProgress starts a game of Gravity with moves and leaves it
// autosaved, returning the save's bytes.
func gravityInProgress(t *testing.T, r *rig, moves ...string) (*play, []byte) {
	t.Helper()
	p := twoPeople(t, r, moves...) // every move autosaved
	saved, err := r.store.Load(session.Key("gravity"))
	if err != nil {
		t.Fatal(err)
	}
	return p, saved
}

func TestAMalformedPasteIsRefusedWithItsLineAndColumnAndNothingIsLost(t *testing.T) {
	r := newRig(t, Options{})
	p, saved := gravityInProgress(t, r, "d6", "c4", "e5")
	bad := "[Game \"gravity\"]\n\n1. d6 1... c4 2. z9\n"
	cases := []struct {
		name, text, want string
	}{
		{"an illegal move", bad, "line 3, column 18"},
		{"a bad tag", "[Game \"chess\"]\n1. e4\n", "line 1, column"},
		{"moves without a header", "1. d6 1... c4", "line 1, column 1"},
		{"a broken link", "https://example.org/tavola/#r=AQM!!", "link"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r.app.scene = p
			r.clip().text = tc.text
			r.in.key(VerbPaste)
			r.settle()
			v := sceneAs[*textView](r)
			if !v.bad || !strings.Contains(v.status, tc.want) {
				t.Errorf("status %q (bad %v), want an error with %q", v.status, v.bad, tc.want)
			}
			if v.text != tc.text {
				t.Errorf("the box holds %q, want the text pasted kept", v.text)
			}
			if got := strings.Join(p.sess.Moves(), " "); got != "d6 c4 e5" {
				t.Errorf("the game in progress changed to %v", got)
			}
			if now, _ := r.store.Load(session.Key("gravity")); string(now) != string(saved) {
				t.Errorf("the autosave changed:\n%s", now)
			}
			r.in.key(VerbBack)
			r.settle()
			if r.app.scene != p {
				t.Errorf("Esc from the box goes to %T, want the game", r.app.scene)
			}
		})
	}
}

func TestTypedTextOpensAPositionAndEnterOpensIt(t *testing.T) {
	r := newRig(t, Options{})
	r.clip().none = true
	p := twoPeople(t, r, "d6")
	r.app.scene = newGameMenu(r.app, p)
	r.settle()
	gm := sceneAs[*gameMenu](r)
	r.clickButton(gm.menu, r.app.t(i18n.PasteText))
	v := sceneAs[*textView](r)
	r.clickButton(v.buttons.Menu, r.app.t(i18n.PasteButton))
	if !v.bad || v.status != r.app.t(i18n.TypeHint) {
		t.Errorf("Paste without a clipboard says %q", v.status)
	}
	// '?' and M are letters here, Backspace erases.
	r.in.typeText("8/8/8/8/8/8/8/8 bx?m")
	r.in.key(VerbBack | VerbErase)
	r.in.key(VerbBack | VerbErase)
	r.in.key(VerbBack | VerbErase)
	r.settle()
	if v.text != "8/8/8/8/8/8/8/8 b" || r.app.help || !r.app.set.Sound {
		t.Fatalf("typed %q, help %v, sound %v", v.text, r.app.help, r.app.set.Sound)
	}
	r.in.key(VerbConfirm)
	r.settle()
	// The game in progress is another game of Gravity: the app asks.
	r.clickButton(sceneAs[*replace](r).menu, r.app.t(i18n.OpenInstead))
	np := r.playScene()
	if np == p || mustPosition(t, np.sess.Game()) != "8/8/8/8/8/8/8/8 b" || np.sess.Seats() != p.sess.Seats() {
		t.Errorf("opened %T at %q seats %+v", np, mustPosition(t, np.sess.Game()), np.sess.Seats())
	}
}

func TestOpeningAnotherGameOfTheKindInProgressAsksFirst(t *testing.T) {
	r := newRig(t, Options{})
	_, saved := gravityInProgress(t, r, "d6", "c4", "e5")
	// A link to the same game played on opens at once.
	on := &record.Record{Game: "gravity", Main: record.Line{Moves: []record.Move{{Action: "d6"}, {Action: "c4"}, {Action: "e5"}, {Action: "h1"}}}}
	link, err := r.app.linkOf(on)
	if err != nil {
		t.Fatal(err)
	}
	s, err := r.app.openText(link, func() Scene { return newTitle(r.app) }, r.app.seatsFor(nil))
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := s.(*play); !ok || strings.Join(p.sess.Moves(), " ") != "d6 c4 e5 h1" {
		t.Fatalf("the link to the game played on opens %T", s)
	}
	if now, _ := r.store.Load(session.Key("gravity")); string(now) == string(saved) {
		t.Error("the game played on did not become the game in progress")
	}
	saved, _ = r.store.Load(session.Key("gravity"))
	// Another game asks, and Back keeps the one in progress.
	other := &record.Record{Game: "gravity", Main: record.Line{Moves: []record.Move{{Action: "a1"}}}}
	link, _ = r.app.linkOf(other)
	s, err = r.app.openText(link, func() Scene { return newTitle(r.app) }, r.app.seatsFor(nil))
	if err != nil {
		t.Fatal(err)
	}
	rp, ok := s.(*replace)
	if !ok {
		t.Fatalf("another game of Gravity opens %T, want the question", s)
	}
	r.app.scene = rp
	r.settle()
	r.clickButton(rp.menu, r.app.t(i18n.Back))
	if now, _ := r.store.Load(session.Key("gravity")); string(now) != string(saved) {
		t.Error("going back changed the game in progress")
	}
	s, _ = r.app.openText(link, func() Scene { return newTitle(r.app) }, r.app.seatsFor(nil))
	r.app.scene = s
	r.settle()
	r.clickButton(s.(*replace).menu, r.app.t(i18n.OpenInstead))
	if p := r.playScene(); strings.Join(p.sess.Moves(), " ") != "a1" {
		t.Errorf("opened %v", p.sess.Moves())
	}
}

func TestCopyPutsTheGameOnTheClipboardOrInAFile(t *testing.T) {
	sh := shelf.InMemory(storage.Memory{})
	r := newRig(t, Options{Keeping: keptIn(nil, sh)})
	p := twoPeople(t, r, "d6", "c4")
	r.in.key(VerbCopy)
	r.settle()
	v := sceneAs[*textView](r)
	c := r.clip()
	if len(c.copied) != 1 || !strings.Contains(c.copied[0], "1. d6 1... c4") || v.status != r.app.t(i18n.Copied) {
		t.Fatalf("copied %q, status %q", c.copied, v.status)
	}
	r.in.key(VerbBack)
	r.settle()
	// Without a clipboard the text is kept in a file, and said where.
	c.none = true
	r.app.scene = newGameMenu(r.app, p)
	r.settle()
	r.clickButton(sceneAs[*gameMenu](r).menu, r.app.t(i18n.CopyPosition))
	v = sceneAs[*textView](r)
	b, err := r.store.Load("copied")
	if err != nil || string(b) != mustPosition(t, p.sess.Game()) || !strings.Contains(v.status, r.store.Where("copied")) {
		t.Errorf("the file holds %q (%v); status %q", b, err, v.status)
	}
}

func TestShareGivesALinkThatOpensTheGame(t *testing.T) {
	r := newRig(t, Options{})
	p := twoPeople(t, r, "d6", "c4", "e5")
	// Enter opens the menu; Share is its fifth item.
	r.in.key(VerbConfirm)
	for range 4 {
		r.in.key(VerbDown)
	}
	r.in.key(VerbConfirm)
	r.settle()
	v := sceneAs[*textView](r)
	link := r.clip().text
	if v.text != link || v.head != r.app.t(i18n.LinkTitle) {
		t.Errorf("the box shows %q under %q, the clipboard holds %q", v.text, v.head, link)
	}
	if !strings.HasPrefix(link, "#r=") {
		t.Fatalf("the link %q", link)
	}
	r2 := newRig(t, Options{Open: "https://example.org/tavola/" + link})
	np := r2.playScene()
	if mustPosition(t, np.sess.Game()) != mustPosition(t, p.sess.Game()) {
		t.Errorf("the link opens %q, the game stands at %q", mustPosition(t, np.sess.Game()), mustPosition(t, p.sess.Game()))
	}
}

func TestPlayFromHereFitsEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, lang := range []string{"en", "it"} {
			t.Run(sz.name+"/"+lang, func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, lang)
				p := twoPeople(t, r, "d6", "c4", "e5", "h1", "e4", "d4")
				r.in.key(VerbLeft)
				r.settle()
				r.frames(1)
				un := r.app.unit
				side := boxes{t: t}
				side.add("Play from here", p.here.Rects[0])
				side.add("seats", p.infoBox)
				side.add("move list", p.listBox)
				for i, b := range p.buttons.Rects {
					side.add(p.buttons.Items[i].Text, b)
				}
				side.within(p.side, "the side panel")
				side.apart()
				if !p.here.Rects[0].Inside(p.hintBox) {
					t.Errorf("Play from here %v is not on the review's line %v", p.here.Rects[0], p.hintBox)
				}
				text := p.here.Items[0].Text
				if !r.app.ui.Fits(text, p.here.Size, p.here.Rects[0].W*0.9, false) || p.here.Size < 2.2*un {
					t.Errorf("%q is cut or tiny (%.1f px) in %v", text, p.here.Size, p.here.Rects[0])
				}
				hint, w := p.reviewHint(r.app)
				fitsIn(t, r.app.ui, "the review's hint beside it", hint, hintText*un, w, false)
			})
		}
	}
}

func TestOpenAtTheStartRefusesAMalformedFileWithItsLineAndColumn(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("[Game \"kpe\"]\n\n1. A 1... z\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	store := storage.Memory{session.Key("gravity"): []byte(gravitySave("d6", "c4"))}
	before := string(store[session.Key("gravity")])
	o := Options{Open: bad, Keeping: keptIn(store, shelf.InMemory(storage.Memory{})), Input: &fakeInput{}, Mute: true,
		Deps: DefaultDeps(), Platform: Platform{Clipboard: &fakeClip{}}}
	_, err := NewApp(o)
	var re *record.Error
	if !errors.As(err, &re) || re.Line != 3 || re.Column != 11 || !strings.Contains(err.Error(), "bad.txt") {
		t.Errorf("NewApp -open of a malformed file: %v, want the file's line 3, column 11", err)
	}
	if len(store) != 1 || string(store[session.Key("gravity")]) != before {
		t.Errorf("a refused -open changed the store: %q", store)
	}
	o.Open = filepath.Join(dir, "none.txt")
	if _, err := NewApp(o); err == nil {
		t.Error("-open of a missing file accepted")
	}
	good := filepath.Join(dir, "good.txt")
	if err := os.WriteFile(good, []byte("[Game \"kpe\"]\n\n1. A 1... d\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	o.Open = good
	a, err := NewApp(o)
	if err != nil {
		t.Fatal(err)
	}
	if p, ok := a.scene.(*play); !ok || strings.Join(p.sess.Moves(), " ") != "A d" {
		t.Errorf("-open of a good file shows %T", a.scene)
	}
}

func TestAFileDroppedOnTheWindowOpensOrSaysWhatIsWrong(t *testing.T) {
	r := newRig(t, Options{})
	r.in.queue = append(r.in.queue, Frame{Dropped: "[Game \"gravity\"]\n\n1. d6 1... c4\n"})
	r.settle()
	if v, ok := r.app.scene.(*textView); ok {
		t.Fatalf("the file dropped did not open: %s", v.status)
	}
	if p := r.playScene(); strings.Join(p.sess.Moves(), " ") != "d6 c4" {
		t.Fatalf("the file dropped opened %v", p.sess.Moves())
	}
	r.in.queue = append(r.in.queue, Frame{Dropped: "[Game \"gravity\"]\n[Result \"white\"]\n\n1. d6\n"})
	r.settle()
	v := sceneAs[*textView](r)
	if !v.bad || !strings.Contains(v.status, "line 2, column") {
		t.Errorf("a malformed file dropped says %q", v.status)
	}
}

// The steady states of the record scenes, for the frames test.

func libraryCase(t *testing.T) (*rig, func()) {
	r := newRig(t, Options{})
	shelved(t, r.shelf)
	l := newLibrary(r.app, nil)
	r.app.scene = l
	r.frames(2)
	r.in.x, r.in.y, r.in.over = int(l.box.X+l.box.W/2), int(l.box.Y+l.rowH*1.5), true
	return r, nil
}

func copyCase(t *testing.T) (*rig, func()) {
	r := newRig(t, Options{})
	if err := copyRecord(r.app, twoPeople(t, r, "d6", "c4", "e5", "h1")); err != nil {
		t.Fatal(err)
	}
	return r, nil
}

func pasteCase(t *testing.T) (*rig, func()) {
	r := newRig(t, Options{})
	openInBox(r.app, "[Game \"gravity\"]\n\n1. d6 1... c4 2. z9\n", nil)
	return r, nil
}

func gameMenuCase(t *testing.T) (*rig, func()) {
	r := newRig(t, Options{})
	r.app.scene = newGameMenu(r.app, twoPeople(t, r, "d6", "c4"))
	r.in.x, r.in.y, r.in.over = testW/2, testH/2, true
	return r, nil
}

func hereCase(t *testing.T) (*rig, func()) {
	r := newRig(t, Options{})
	p := twoPeople(t, r, "d6", "c4", "e5", "h1")
	r.in.key(VerbLeft)
	r.settle()
	b := p.here.Rects[0]
	r.in.x, r.in.y, r.in.over = int(b.X+b.W/2), int(b.Y+b.H/2), true
	return r, nil
}

// backCase is a game of name at pos whose move is taken back over and
// over, as a review steps back.
func backCase(name, pos, move string) func(t *testing.T) (*rig, func()) {
	return func(t *testing.T) (*rig, func()) {
		r, p := playRig(t, name, pos, [2]session.Seat{}, settings.Normal)
		before := p.sess.Game().Clone()
		a, err := before.ParseAction(move)
		if err != nil {
			t.Fatal(err)
		}
		after := before.Clone()
		events := after.Apply(a, make([]rules.Event, 0, 256))
		return r, func() {
			if !p.view.Animating() {
				p.view.AnimateBack(before, a, events)
			}
		}
	}
}
