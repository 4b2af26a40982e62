package ui

// Screen is the layout every menu screen shares: a heading centred at the
// top (and, under it, a subtitle), a menu or a box between them and the
// foot, and a row of buttons along the foot. A screen asks it where each
// goes; none places a heading by hand.
type Screen struct {
	W, H float64 // the screen's size in pixels
	Un   float64 // its unit: a hundredth of its smaller side
}

// NewScreen is the layout of a screen w×h pixels.
func NewScreen(w, h int) Screen {
	return Screen{W: float64(w), H: float64(h), Un: float64(min(w, h)) / 100}
}

// Line is where a line of text goes: its anchor (x, and y its vertical
// centre), the width it may take and its size in pixels.
type Line struct{ X, Y, W, Size float64 }

// U is n units in pixels.
func (s Screen) U(n float64) float64 { return n * s.Un }

// Inner is the screen's width inside the margins.
func (s Screen) Inner() float64 { return s.W - 2*Margin*s.Un }

// headTop is how far down a heading of size units stands: a Display
// heading lower, with room above it, the others near the top.
func headTop(size float64) float64 {
	if size >= Display {
		return 10
	}
	return 7
}

// Head is the place of the screen's heading at size (Display, Heading or
// Subheading): centred, inside the margins.
func (s Screen) Head(size float64) Line {
	return Line{X: s.W / 2, Y: headTop(size) * s.Un, W: s.Inner(), Size: size * s.Un}
}

// Sub is the place of the line under a heading of size headSize, at size:
// a subtitle, a status, where the files are.
func (s Screen) Sub(headSize, size float64) Line {
	return Line{X: s.W / 2, Y: s.subTop(headSize, size) * s.Un, W: s.Inner(), Size: size * s.Un}
}

// subTop is how far down, in units, the centre of a subtitle at size
// under a heading of headSize stands.
func (s Screen) subTop(headSize, size float64) float64 {
	return headTop(headSize) + 0.7*headSize + size/2
}

// Below is the y, in pixels, under a heading of size headSize and its
// subtitle (0: none) at subSize: where what the screen shows begins.
func (s Screen) Below(headSize, subSize float64) float64 {
	if subSize > 0 {
		return (s.subTop(headSize, subSize) + subSize/2 + 3) * s.Un
	}
	return (headTop(headSize) + 0.7*headSize + 1.5) * s.Un
}

// MenuArea is the area a menu is centred in: the screen's width, from top
// (pixels) to bottom units above the screen's bottom edge.
func (s Screen) MenuArea(top, bottom float64) Rect {
	return Rect{X: 0, Y: top, W: s.W, H: s.H - top - bottom*s.Un}
}

// Box is the area of a screen's box (a list, a text) inside the margins,
// from top to bottom (pixels), at least minH units tall.
func (s Screen) Box(top, bottom, minH float64) Rect {
	return Rect{X: Margin * s.Un, Y: top, W: s.Inner(), H: max(bottom-top, minH*s.Un)}
}

// PanelHead is the place of the heading of a panel b (the game's menu,
// its result, the shortcuts, the seats beside the board) at size: centred
// in it, or from its left edge, PanelPad inside it.
func (s Screen) PanelHead(b Rect, size float64, al Align) Line {
	l := Line{X: b.X + b.W/2, Y: b.Y + (size/2+3)*s.Un, W: b.W - 2*PanelPad*s.Un, Size: size * s.Un}
	if al == AlignLeft {
		l.X = b.X + PanelPad*s.Un
	}
	return l
}
