package colourtest

import (
	"image/color"
	"testing"
)

func TestDeltaESeesTheColourBlindConfusions(t *testing.T) {
	// The simulation is what the colour tests rely on: a red and a green
	// of equal lightness are far apart for normal vision and close for a
	// deuteranope.
	red, green := color.RGBA{0xd0, 0x50, 0x30, 255}, color.RGBA{0x70, 0x80, 0x20, 255}
	if d := DeltaE(red, green, Normal); d < 40 {
		t.Errorf("red and green %.1f apart for normal vision", d)
	}
	if d := DeltaE(red, green, Deuteranopia); d > 15 {
		t.Errorf("red and green %.1f apart for a deuteranope, want close", d)
	}
}

func TestLabOfBlackAndWhite(t *testing.T) {
	for _, v := range Visions() {
		if l := Lab(color.RGBA{0, 0, 0, 255}, v)[0]; l > 0.5 {
			t.Errorf("%s: black has L* %.1f, want 0", v, l)
		}
		if l := Lab(color.RGBA{255, 255, 255, 255}, v)[0]; l < 99 {
			t.Errorf("%s: white has L* %.1f, want 100", v, l)
		}
	}
}
