package sprites

import (
	"image/color"
	"testing"

	"tavola/sprites/colourtest"
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

func TestHintsAndTheLastMoveDifferForEveryColourVisionInEveryPalette(t *testing.T) {
	// The hints must not read as the last move, nor as the hover preview,
	// the winning line or the accent of a chosen thing, for anyone.
	for _, p := range Palettes() {
		for _, o := range []struct {
			name string
			c    color.RGBA
			min  float64
		}{{"the last move", p.LastMove, 30}, {"the preview", p.Preview, 25}, {"the winning line", p.Win, 25}, {"the accent", p.Accent, 25}} {
			for _, vision := range colourtest.Visions() {
				if d := colourtest.DeltaE(p.Hint, o.c, vision); d < o.min {
					t.Errorf("%s: with %s the hints are %.1f from %s (ΔE), want at least %.0f", p.Name, vision, d, o.name, o.min)
				}
			}
		}
		// Mid-bright: the hints show on light squares and on dark wood.
		if l := colourtest.Lab(p.Hint, colourtest.Normal)[0]; l < 40 || l > 75 {
			t.Errorf("%s: hint lightness L* %.0f, want 40–75", p.Name, l)
		}
	}
}

func TestWordsOnPanelsReadInEveryPalette(t *testing.T) {
	// Tooltips, legends and menus write Text on Panel, framed in Accent:
	// far apart in lightness for every kind of colour vision.
	for _, p := range Palettes() {
		for _, vision := range colourtest.Visions() {
			if d := colourtest.DeltaE(p.Text, p.Panel, vision); d < 60 {
				t.Errorf("%s: with %s the words are %.1f from their panel (ΔE), want at least 60", p.Name, vision, d)
			}
			if d := colourtest.DeltaE(p.Accent, p.Panel, vision); d < 30 {
				t.Errorf("%s: with %s a panel's frame is %.1f from the panel (ΔE), want at least 30", p.Name, vision, d)
			}
		}
	}
}
