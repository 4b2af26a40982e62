// Package colourtest is the colour science of the tests that check that
// colours tell apart: sRGB to CIELAB (D65), the CIE76 distance ΔE, and the
// colour-blindness simulation of Machado, Oliveira and Fernandes (2009) at
// full severity, applied in linear RGB. It holds no drawing; the palette's
// tests and the boards' pixel tests use it.
package colourtest

import (
	"image/color"
	"math"
)

// Vision is a kind of colour vision.
type Vision int

// The kinds of colour vision simulated.
const (
	Normal Vision = iota
	Protanopia
	Deuteranopia
	Tritanopia
	numVisions
)

// machado holds each vision's matrix in linear RGB, by Vision: a
// read-only table.
var machado = [numVisions][9]float64{
	Normal:       {1, 0, 0, 0, 1, 0, 0, 0, 1},
	Protanopia:   {0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998},
	Deuteranopia: {0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881},
	Tritanopia:   {1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900},
}

// Visions returns every kind of colour vision, Normal first.
func Visions() []Vision { return []Vision{Normal, Protanopia, Deuteranopia, Tritanopia} }

// String names the vision ("deuteranopia").
func (v Vision) String() string {
	switch v {
	case Normal:
		return "normal vision"
	case Protanopia:
		return "protanopia"
	case Deuteranopia:
		return "deuteranopia"
	case Tritanopia:
		return "tritanopia"
	}
	return "unknown vision"
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

// Lab returns the CIELAB coordinates of c (premultiplied, taken as its own
// colour at full opacity) seen with colour vision v.
func Lab(c color.RGBA, v Vision) [3]float64 {
	rgb, m := opaque(c), machado[v]
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

// DeltaE is the CIE76 distance between a and b seen with colour vision v:
// about 2 is just noticeable, over 30 two clearly different colours.
func DeltaE(a, b color.RGBA, v Vision) float64 {
	p, q := Lab(a, v), Lab(b, v)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}
