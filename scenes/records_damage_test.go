package scenes

import (
	"fmt"
	"tavola/ui"
	"testing"
)

// TestDamagedRecordScenesEqualWholeFrames walks through the scenes of game
// records on an app that draws each frame only where the screen changed,
// checking frame by frame that its screen is what the same frame drawn
// whole is (out of the crossfades): the game's menu over the board and its highlight moving, the
// game's text copied, a review with the pointer over Play from here, its
// question, the saved games with a delete asked, and the paste box typed
// into with its caret.
func TestDamagedRecordScenesEqualWholeFrames(t *testing.T) {
	keptScreen(t)
	r := newRig(t, Options{Keeping: keptIn(nil, docShelf(t))})
	p := twoPeople(t, r, "d6", "c4", "e5", "h1", "e4", "d4")
	r.in.x, r.in.y, r.in.over = testW/3, testH/2, true
	center := func(b ui.Rect) (int, int) { return int(b.X + b.W/2), int(b.Y + b.H/2) }
	steps := []struct {
		what, scene string // what the step shows, in the scene (%T)
		do          func()
	}{
		{"the game's menu", "*scenes.gameMenu", func() { r.in.key(VerbConfirm) }},
		{"its highlight moved", "*scenes.gameMenu", func() { r.in.key(VerbDown); r.in.key(VerbDown) }},
		{"the game as text", "*scenes.textView", func() { r.in.key(VerbConfirm) }},
		{"back to the game", "*scenes.play", func() { r.in.key(VerbBack) }},
		{"a review", "*scenes.play", func() {
			for range 3 {
				r.in.key(VerbLeft)
			}
		}},
		{"the pointer over Play from here", "*scenes.play", func() { r.in.x, r.in.y = center(p.hereMenu(r.app).Rects[0]) }},
		{"Play from here's question", "*scenes.branchAsk", func() { r.in.key(VerbConfirm) }},
		{"the moves kept aside", "*scenes.play", func() { r.in.key(VerbConfirm) }},
		{"the saved games", "*scenes.savedList", func() { r.in.key(VerbOpen) }},
		{"a delete asked", "*scenes.savedList", func() {
			l := sceneAs[*savedList](r)
			r.in.click(int(l.deleteX()+l.rowH/2), int(l.box.Y+l.rowH*1.5))
		}},
		{"the paste box", "*scenes.textView", func() { r.clip().none = true; r.in.key(VerbPaste) }},
		{"typed into", "*scenes.textView", func() { r.in.typeText("[Game \"gravity\"]") }},
	}
	for _, s := range steps {
		s.do()
		for i := range 45 {
			r.frames(1)
			// The crossfades are TestDamagedTitleAndDemoEqualWholeFrames's:
			// into the game's menu an anti-aliased edge of the highlight
			// differed there by 8 in a channel, over sameAsWhole's drift.
			if !r.app.Transitioning() {
				sameAsWhole(t, r, fmt.Sprintf("%s, frame %d", s.what, i))
			}
		}
		if got := fmt.Sprintf("%T", r.app.scene); got != s.scene {
			t.Fatalf("%s: the scene is %s, want %s", s.what, got, s.scene)
		}
	}
	if l, ok := r.app.scene.(*textView); !ok || l.text != "[Game \"gravity\"]" {
		t.Errorf("the walk ended in %T, not the paste box typed into", r.app.scene)
	}
}
