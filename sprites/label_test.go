package sprites

import (
	"bytes"
	"image/color"
	"testing"
)

func TestRunesTheFontLacksShowAsTheReplacementMark(t *testing.T) {
	// Go Regular has no CJK and no ✓: such a rune is drawn, and measured,
	// as U+FFFD, so the words after it keep their place and none is cut;
	// a tab is a space.
	white := color.RGBA{255, 255, 255, 255}
	for _, tc := range []struct{ s, shown string }{
		{"Partita di 中文", "Partita di \uFFFD\uFFFD"},
		{"then ✓ to confirm", "then \uFFFD to confirm"},
		{"row\tb3", "row b3"},
		{"two lines\n✓ here", "two lines\n\uFFFD here"},
	} {
		for _, face := range []struct {
			name string
			size float64
			bold bool
		}{{"regular", 22, false}, {"bold", 30, true}} {
			f, g := Face(face.size), Face(face.size)
			if face.bold {
				f, g = BoldFace(face.size), BoldFace(face.size)
			}
			got := labelCanvas(tc.s, f, white, 1.3*face.size, AlignCenter).rgba
			want := labelCanvas(tc.shown, g, white, 1.3*face.size, AlignCenter).rgba
			if got.Bounds() != want.Bounds() {
				t.Errorf("%s %q: a label of %v, want %v as for %q", face.name, tc.s, got.Bounds().Size(), want.Bounds().Size(), tc.shown)
				continue
			}
			if !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("%s %q is not drawn as %q", face.name, tc.s, tc.shown)
			}
		}
	}
	// The mark is visible: a label of a lacking rune alone is not blank.
	img := labelCanvas("中", Face(22), white, 0, AlignStart).rgba
	lit := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > 128 {
			lit++
		}
	}
	if lit < 20 {
		t.Errorf("a label of 中 has %d lit pixels: blank", lit)
	}
}
