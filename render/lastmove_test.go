package render

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// TestSyncMarksTheLastMoveOfAPositionItDidNotSee checks, for each board,
// that a position shown at once — after an undo, or rebuilt from its moves
// as a saved game is restored — has its last move marked exactly as it was
// when the view animated it, and that the mark is really there (the same
// position with no history, as SetPosition gives it, looks different).
func TestSyncMarksTheLastMoveOfAPositionItDidNotSee(t *testing.T) {
	pal := contrastPalette(t)
	bg := color.RGBA{255, 0, 255, 255}
	for _, tc := range []struct {
		name  string
		newG  func() rules.Game
		view  func(*sprites.Palette) View
		moves string // the last one is animated; one more is played and undone
		next  string
	}{
		{"gravity", func() rules.Game { return gravity.New() }, NewGravityView, "d4 e5 c3 f6", "h4"},
		{"kpe", func() rules.Game { return kpe.New() }, NewKpeView, "A a B b", "C"},
		{"kpe, a lapping sowing", func() rules.Game {
			g := kpe.New()
			if err := g.SetPosition("20,2,2,2/6,6,6,4 S - - 0 0"); err != nil {
				t.Fatal(err)
			}
			return g
		}, NewKpeView, "A a", "B"},
		{"gipf", func() rules.Game { return gipf.New(gipf.Standard) }, NewGIPFView, "a1-c3 i5-g5 e1-e3", "b1-b3"},
		{"gipf, after a removal", func() rules.Game {
			g := gipf.New(gipf.Basic)
			if err := g.SetPosition("basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -"); err != nil {
				t.Fatal(err)
			}
			return g
		}, NewGIPFView, "e1-e5 xc3,d4,e5,f5", "b2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			moves := strings.Fields(tc.moves)
			play := func(g rules.Game, ms ...string) []rules.Event {
				var ev []rules.Event
				for _, m := range ms {
					ev = g.Apply(mustParse(t, g, m), []rules.Event{})
				}
				return ev
			}
			show := func(v View, g rules.Game) *image.RGBA {
				v.SetBounds(image.Rect(0, 0, 640, 480))
				v.SetSpeed(SpeedOff)
				return pixels(drawn(v, 640, 480, bg))
			}
			// The view that saw the moves played: each one animated.
			g := tc.newG()
			seen := tc.view(pal)
			seen.SetSpeed(SpeedOff)
			seen.Sync(g)
			for _, m := range moves {
				a := mustParse(t, g, m)
				seen.Animate(g, a, g.Apply(a, []rules.Event{}))
			}
			want := show(seen, g)

			undone := tc.newG()
			play(undone, moves...)
			play(undone, tc.next)
			undone.Undo()
			v := tc.view(pal)
			v.Sync(undone)
			if got := show(v, undone); !samePixels(got, want) {
				t.Error("after an undo the board differs from the one that saw the moves played")
			}

			restored := tc.newG()
			play(restored, moves...)
			v = tc.view(pal)
			v.Sync(restored)
			if got := show(v, restored); !samePixels(got, want) {
				t.Error("rebuilt from its moves, the board differs from the one that saw them played")
			}

			pos, err := restored.Position()
			if err != nil {
				t.Fatal(err)
			}
			bare := tc.newG()
			if err := bare.SetPosition(pos); err != nil {
				t.Fatal(err)
			}
			v = tc.view(pal)
			v.Sync(bare)
			if samePixels(show(v, bare), want) {
				t.Error("the same position with no last move looks the same: no last move is drawn")
			}
		})
	}
}

// samePixels reports whether a and b are equal but for GPU rounding.
func samePixels(a, b *image.RGBA) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	for y := a.Rect.Min.Y; y < a.Rect.Max.Y; y++ {
		for x := a.Rect.Min.X; x < a.Rect.Max.X; x++ {
			if !near(a.RGBAAt(x, y), b.RGBAAt(x, y), 2) {
				return false
			}
		}
	}
	return true
}
