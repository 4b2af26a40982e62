package scenes

import (
	"testing"
)

func TestClickTrackerKeepsPressesBetweenTwoReads(t *testing.T) {
	up := pointerSample{X: 5, Y: 6, Present: true}
	down := up
	down.Down = true
	counted := func(s pointerSample, downs, ups int) pointerSample {
		s.Downs, s.Ups = downs, ups
		return s
	}
	type want struct{ pressed, released, down bool }
	tests := []struct {
		name    string
		samples []pointerSample
		want    []want
	}{
		{"a press held over frames, then released",
			[]pointerSample{up, counted(down, 1, 0), down, counted(up, 0, 1)},
			[]want{{}, {pressed: true, down: true}, {down: true}, {released: true}}},
		{"a press and release no frame saw is one click",
			[]pointerSample{up, counted(up, 1, 1), up},
			[]want{{}, {pressed: true, released: true}, {}}},
		{"a press counted but not yet released waits for the state",
			[]pointerSample{counted(up, 1, 0), down, counted(up, 0, 1)},
			[]want{{}, {pressed: true, down: true}, {released: true}}},
		{"released and pressed again between reads: the release, then the press",
			[]pointerSample{counted(down, 1, 0), counted(down, 1, 1), down},
			[]want{{pressed: true, down: true}, {released: true}, {pressed: true, down: true}}},
		{"no counts (GLFW's sticky buttons): the state alone",
			[]pointerSample{up, down, up, up},
			[]want{{}, {pressed: true, down: true}, {released: true}, {}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var c clickTracker
			for i, s := range tc.samples {
				got := c.next(s)
				w := tc.want[i]
				if got.Pressed != w.pressed || got.Released != w.released || got.Down != w.down {
					t.Errorf("read %d: pressed %v released %v down %v, want %+v", i, got.Pressed, got.Released, got.Down, w)
				}
				if got.X != s.X || got.Y != s.Y || got.Present != s.Present {
					t.Errorf("read %d: pointer %+v, want at (%d, %d)", i, got, s.X, s.Y)
				}
			}
		})
	}
}
