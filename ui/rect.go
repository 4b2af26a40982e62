package ui

import (
	"fmt"
	"image"
)

// Align places a text relative to its anchor point.
type Align uint8

// The alignments: the anchor is the text's left edge, its centre or its
// right edge.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the pixel (x, y) lies in r.
func (r Rect) Contains(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// Image is r in whole pixels, its fractions cut.
func (r Rect) Image() image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// Inside reports whether r lies within o (a pixel of rounding allowed).
func (r Rect) Inside(o Rect) bool {
	return r.X >= o.X-1 && r.Y >= o.Y-1 && r.X+r.W <= o.X+o.W+1 && r.Y+r.H <= o.Y+o.H+1
}

// Overlaps reports whether r and o share more than a pixel's rounding.
func (r Rect) Overlaps(o Rect) bool {
	return r.X+1 < o.X+o.W && o.X+1 < r.X+r.W && r.Y+1 < o.Y+o.H && o.Y+1 < r.Y+r.H
}

func (r Rect) String() string { return fmt.Sprintf("(%.0f,%.0f %.0f×%.0f)", r.X, r.Y, r.W, r.H) }

// ValueArrows returns the x of the two arrows around an option row's
// value, r being the row.
func (r Rect) ValueArrows() (left, right float64) {
	return r.X + r.W*0.45, r.X + r.W - r.H*0.5
}

// Measure is how wide a text is drawn at a size in pixels, bold or not:
// the widgets lay out by it without drawing (paint.Painter.TextWidth is
// the screen's).
type Measure func(s string, size float64, bold bool) float64
