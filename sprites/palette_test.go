package sprites

import (
	"image/color"
	"testing"
)

func TestPaletteByNameFindsEveryPalette(t *testing.T) {
	for _, want := range []string{"classic", "night", "contrast"} {
		p, ok := PaletteByName(want)
		if !ok || p.Name != want {
			t.Errorf("PaletteByName(%q) = %v, %v", want, p, ok)
		}
	}
	if _, ok := PaletteByName("sepia"); ok {
		t.Error("PaletteByName(\"sepia\") found a palette that does not exist")
	}
}

func TestPaletteByNameReturnsACopy(t *testing.T) {
	p, _ := PaletteByName("classic")
	p.Piece[0] = color.RGBA{}
	q, _ := PaletteByName("classic")
	if q.Piece[0] == (color.RGBA{}) {
		t.Error("changing a returned palette changed the table")
	}
}

func TestDefaultPaletteIsFirst(t *testing.T) {
	if DefaultPalette().Name != Palettes()[0].Name {
		t.Errorf("default %q, first %q", DefaultPalette().Name, Palettes()[0].Name)
	}
}

// luma is the perceived brightness of c, 0–255.
func luma(c color.RGBA) int {
	return (299*int(c.R) + 587*int(c.G) + 114*int(c.B)) / 1000
}

func TestPiecesDifferInBrightnessInEveryPalette(t *testing.T) {
	// Brightness survives every kind of colour blindness and greyscale
	// printing; the marking adds a second cue on top.
	for _, p := range Palettes() {
		d := luma(p.Piece[0]) - luma(p.Piece[1])
		if d < 0 {
			d = -d
		}
		if d < 40 {
			t.Errorf("%s: pieces differ in brightness by %d, want at least 40", p.Name, d)
		}
		for i := range 2 {
			m := luma(p.Mark[i]) - luma(p.Piece[i])
			if m < 0 {
				m = -m
			}
			if m < 30 {
				t.Errorf("%s: player %d's marking differs from its piece by %d, want at least 30", p.Name, i, m)
			}
		}
	}
}
