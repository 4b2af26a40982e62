package sprites

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
)

// maxWrapLines is the most lines NewTexts writes of one text; the rest is
// cut, the last line ending in "…": a text is always bounded.
const maxWrapLines = 4

// regularFont is Go Regular parsed for the CPU rasterizer, once; it is
// never changed after.
var regularFont = parseFont(goregular.TTF)

// cpuRegular returns Go Regular at size pixels for painting on a Canvas.
func cpuRegular(size float64) font.Face { return cpuFace(regularFont, size) }

// wrap breaks s at spaces into lines no wider than maxW pixels in face f
// (a word wider than that gets a line of its own, cut to fit), at most
// maxLines of them: when s does not fit, the last line ends in "…".
func wrap(s string, f font.Face, maxW float64, maxLines int) []string {
	width := func(t string) float64 { return float64(font.MeasureString(f, t)) / 64 }
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case width(line+" "+w) <= maxW:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
		if len(lines) == maxLines {
			break
		}
	}
	if line != "" && len(lines) < maxLines {
		lines = append(lines, line)
		line = ""
	}
	cut := line != ""
	for i, l := range lines {
		last := i == len(lines)-1
		if width(l) <= maxW && !(last && cut) {
			continue
		}
		r := []rune(l)
		for len(r) > 0 && width(string(r)+"…") > maxW {
			r = r[:len(r)-1]
		}
		lines[i] = strings.TrimRight(string(r), " ") + "…"
	}
	return lines
}

// NewTexts paints each text of ss in Go Regular at size pixels and colour
// c, wrapped to lines no wider than maxW pixels (wrap, at most four lines)
// and left-aligned, all on one canvas uploaded once: tooltips, legends and
// captions drawn every frame with one DrawImage each and no allocation.
// An empty text gives an empty sprite. Each sprite's anchor is its centre.
func NewTexts(ss []string, size, maxW float64, c color.RGBA) []Sprite {
	const gap = 2 // linear filtering never picks up a neighbour
	f := cpuRegular(size)
	m := f.Metrics()
	lh := (m.Ascent + m.Descent).Ceil()
	wrapped := make([][]string, len(ss))
	boxes := make([]image.Rectangle, len(ss))
	y, width := 0, 1
	for i, s := range ss {
		wrapped[i] = wrap(s, f, maxW, maxWrapLines)
		w := 0
		for _, l := range wrapped[i] {
			w = max(w, font.MeasureString(f, l).Ceil())
		}
		boxes[i] = image.Rect(0, y, w+2, y+len(wrapped[i])*lh+2)
		y = boxes[i].Max.Y + gap
		width = max(width, w+2)
	}
	cv := NewCanvas(width, max(y, 1))
	for i, lines := range wrapped {
		for k, l := range lines {
			cv.label(l, f, c, boxes[i].Min.X+1, boxes[i].Min.Y+1+k*lh)
		}
	}
	img := cv.Image()
	out := make([]Sprite, len(ss))
	for i, b := range boxes {
		out[i] = Sprite{img.SubImage(b).(*ebiten.Image), float64(b.Dx()) / 2, float64(b.Dy()) / 2}
	}
	return out
}
