package scenes

import (
	"strings"
	"testing"

	"tavola/rules/record"
	"tavola/scenes/i18n"
	"tavola/scenes/prefs"
	"tavola/scenes/shelf"
)

// fakeClip is a clipboard for the tests: it keeps what was copied, and
// pastes what the test put in it (none: errNoClipboard).
type fakeClip struct {
	clipQueue
	copied []string
	text   string
	none   bool
	listen bool
}

func (c *fakeClip) Copy(text string) {
	if c.none {
		c.push(ClipResult{Err: errNoClipboard})
		return
	}
	c.copied = append(c.copied, text)
	c.text = text
	c.push(ClipResult{})
}

func (c *fakeClip) Paste() {
	if c.none {
		c.push(ClipResult{Pasted: true, Err: errNoClipboard})
		return
	}
	c.push(ClipResult{Pasted: true, Text: c.text})
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
func (r *rig) clickButton(m *menu, text string) {
	r.t.Helper()
	for i, it := range m.items {
		if it.text == text && i < len(m.rects) {
			b := m.rects[i]
			r.in.click(int(b.x+b.w/2), int(b.y+b.h/2))
			r.settle()
			return
		}
	}
	r.t.Fatalf("no button %q among %+v", text, m.items)
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
	sh := shelf.InMemory(prefs.Memory{})
	r := newRig(t, Options{Shelf: sh})
	moves := []string{"d6", "c4", "e5", "h1"}
	p := twoPeople(t, r, moves...)
	r.app.scene = p
	r.settle()

	// Game… → Save the game.
	r.clickButton(p.buttons, r.app.t(i18n.GameMenu))
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
	lib := sceneAs[*library](r)
	if len(lib.entries) != 1 || lib.entries[0].rec == nil {
		t.Fatalf("the list: %+v", lib.entries)
	}
	e := lib.entries[0]
	if !strings.Contains(e.what, "Gravity") || !strings.Contains(e.what, r.app.t(i18n.GoesOn)) ||
		!strings.Contains(e.when, r.app.t(i18n.Human)) {
		t.Errorf("the entry reads %q / %q", e.what, e.when)
	}
	r.frames(1)
	row := lib.box
	r.in.click(int(row.x+row.w/3), int(row.y+lib.rowH/2))
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
