package sprites

import (
	"image/color"
	"math"
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

// The colour science of the test below: sRGB to CIELAB (D65), and the
// colour-blindness simulation of Machado, Oliveira and Fernandes (2009) at
// full severity, applied in linear RGB.
var cvdMatrices = map[string][9]float64{
	"normal vision": {1, 0, 0, 0, 1, 0, 0, 0, 1},
	"protanopia":    {0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998},
	"deuteranopia":  {0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881},
	"tritanopia":    {1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900},
}

func toLinear(c float64) float64 {
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// opaque is c (premultiplied) as the linear RGB of its own colour, its
// alpha taken out.
func opaque(c color.RGBA) [3]float64 {
	a := float64(max(c.A, 1))
	return [3]float64{toLinear(float64(c.R) / a), toLinear(float64(c.G) / a), toLinear(float64(c.B) / a)}
}

// lab returns the CIELAB coordinates of a linear RGB colour seen with the
// colour vision m.
func lab(rgb [3]float64, m [9]float64) [3]float64 {
	var l [3]float64
	for i := range l {
		l[i] = min(max(m[3*i]*rgb[0]+m[3*i+1]*rgb[1]+m[3*i+2]*rgb[2], 0), 1)
	}
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE is the CIE76 distance between a and b seen with colour vision m:
// about 2 is just noticeable, over 30 two clearly different colours.
func deltaE(a, b color.RGBA, m [9]float64) float64 {
	p, q := lab(opaque(a), m), lab(opaque(b), m)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
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
			for vision, m := range cvdMatrices {
				if d := deltaE(p.Hint, o.c, m); d < o.min {
					t.Errorf("%s: with %s the hints are %.1f from %s (ΔE), want at least %.0f", p.Name, vision, d, o.name, o.min)
				}
			}
		}
		// Mid-bright: the hints show on light squares and on dark wood.
		if l := lab(opaque(p.Hint), cvdMatrices["normal vision"])[0]; l < 40 || l > 75 {
			t.Errorf("%s: hint lightness L* %.0f, want 40–75", p.Name, l)
		}
	}
}

func TestDeltaESeesTheColourBlindConfusions(t *testing.T) {
	// The simulation is what the palette test relies on: a red and a green
	// of equal lightness are far apart for normal vision and close for a
	// deuteranope.
	red, green := color.RGBA{0xd0, 0x50, 0x30, 255}, color.RGBA{0x70, 0x80, 0x20, 255}
	if d := deltaE(red, green, cvdMatrices["normal vision"]); d < 40 {
		t.Errorf("red and green %.1f apart for normal vision", d)
	}
	if d := deltaE(red, green, cvdMatrices["deuteranopia"]); d > 15 {
		t.Errorf("red and green %.1f apart for a deuteranope, want close", d)
	}
}
