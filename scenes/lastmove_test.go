package scenes

import (
	"image"
	"testing"

	"tavola/session"
	"tavola/settings"
)

// TestUndoAndContinueKeepTheLastMoveMarked plays the same moves three
// ways — live, one more played and undone with the undo key, and restored
// from a save as Continue does — and checks that the three boards look
// the same: the last move stays marked after an undo and after Continue.
func TestUndoAndContinueKeepTheLastMoveMarked(t *testing.T) {
	people := [2]session.Seat{}
	for _, tc := range []struct {
		name  string
		moves []string
		next  string
	}{
		{"gravity", []string{"d4", "e5", "c3"}, "f6"},
		{"kpe", []string{"A", "a", "B"}, "b"},
		{"gipf-standard", []string{"a1-c3", "i5-g5", "e1-e3"}, "b1-b3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			board := func(r *rig) *image.RGBA {
				r.frames(3)
				p := r.playScene()
				img := image.NewRGBA(image.Rect(0, 0, testW, testH))
				r.screen.ReadPixels(img.Pix)
				return img.SubImage(p.board.Image()).(*image.RGBA)
			}
			play := func(r *rig, p *play, moves ...string) {
				for _, m := range moves {
					a, err := p.sess.Game().ParseAction(m)
					if err != nil {
						t.Fatal(err)
					}
					if err := p.apply(r.app, a); err != nil {
						t.Fatal(err)
					}
				}
			}
			live, p := playRig(t, tc.name, "", people, settings.Off)
			play(live, p, tc.moves...)
			want := board(live)

			undone, p := playRig(t, tc.name, "", people, settings.Off)
			play(undone, p, append(tc.moves, tc.next)...)
			// The key is read by the first of the frames drawn, so that both
			// boards are drawn at the same tick (the mark of the player to
			// move pulses with it).
			undone.in.key(VerbUndo)
			got := board(undone)
			if ms := undone.playScene().sess.Moves(); len(ms) != len(tc.moves) {
				t.Fatalf("after the undo the moves are %v", ms)
			}
			if n, most := imageDiff(got, want); n != 0 {
				t.Errorf("after an undo the board differs from the one that played the moves (%d pixels, by %d at most)", n, most)
			}

			saved := p.sess.Snapshot()
			saved.Moves = tc.moves
			cont, _ := playRig(t, tc.name, "", people, settings.Off)
			s, err := session.Restore(saved, cont.app.deps.NewGame, cont.app.deps.NewSearch, 1)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(s.Close)
			cont.app.scene = newPlayFrom(cont.app, s)
			if n, most := imageDiff(board(cont), want); n != 0 {
				t.Errorf("continued from its save, the board differs from the one that played the moves (%d pixels, by %d at most)", n, most)
			}
		})
	}
}

// sameImage reports whether a and b hold the same pixels, but for GPU
// rounding and Ebitengine's atlas drift (the same draw from an image moved
// to another atlas differs by up to 4 on an edge: render.Recorder's tests).
func sameImage(a, b *image.RGBA) bool {
	n, _ := imageDiff(a, b)
	return n == 0
}

// imageDiff counts the pixels of a and b more than 4 apart in a channel,
// and gives the largest difference (a and b of different sizes: -1, 0).
func imageDiff(a, b *image.RGBA) (n, most int) {
	if a.Rect != b.Rect {
		return -1, 0
	}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			far := false
			for _, d := range [4]int{int(p.R) - int(q.R), int(p.G) - int(q.G), int(p.B) - int(q.B), int(p.A) - int(q.A)} {
				d = max(d, -d)
				most = max(most, d)
				far = far || d > 4
			}
			if far {
				n++
			}
		}
	}
	return n, most
}
