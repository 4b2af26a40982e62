package render

import (
	"image"
	"math"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/sprites"
)

// The GIPF layout is measured in units of the distance between two
// neighbouring points (s). The board's centre e5 is the origin; e1 is 4 s
// below it and e9 4 s above, columns a and i 3.46 s to either side. Each
// player's stacks stand beside the board (landscape: White's lower left,
// Black's upper right) or in a strip below and above it (portrait).
const (
	gipfLandW, gipfLandH = 13.2, 9.8
	gipfPortW, gipfPortH = 8.6, 13.2
	gipfPieceD           = 0.8  // diameter of a piece on the board
	gipfCheckerD         = 0.8  // diameter of a piece in a stack
	gipfHitR             = 0.45 // a point answers the pointer within this
	gipfButtonR          = 0.34 // radius of the round buttons
	gipfRowStep          = 0.21 // portrait: the step between pieces of a row
)

// stack kinds: a player's reserve, and the opponent's pieces they captured.
const (
	stackReserve = iota
	stackCaptured
)

var sqrt3 = math.Sqrt(3)

// gipfUnit is the position of point p in board units, e5 at the origin and
// y downward.
func gipfUnit(p int) (x, y float64) {
	col, n := gipf.PointColumn(p), gipf.PointNumber(p)
	ay := n + max(0, col-4) // the axial coordinate along the column
	return float64(col-4) * sqrt3 / 2, float64(-ay) + float64(col)/2 + 3
}

// gipfLayout places everything of the GIPF view in screen device pixels.
type gipfLayout struct {
	s        float64 // distance between neighbouring points
	cx, cy   float64 // the centre e5
	w, h     int     // size of the whole picture (board and stacks)
	ox, oy   int     // its top-left corner
	portrait bool
	pts      [gipf.NumPoints][2]float64
}

// place computes the layout inside r: the orientation that gives the
// bigger board, centred.
func (l *gipfLayout) place(r image.Rectangle) {
	w, h := float64(r.Dx()), float64(r.Dy())
	land := min(w/gipfLandW, h/gipfLandH)
	port := min(w/gipfPortW, h/gipfPortH)
	l.portrait = port > land
	l.s = math.Floor(max(land, port, 4))
	uw, uh := gipfLandW, gipfLandH
	if l.portrait {
		uw, uh = gipfPortW, gipfPortH
	}
	l.w, l.h = int(math.Ceil(uw*l.s)), int(math.Ceil(uh*l.s))
	l.ox = r.Min.X + (r.Dx()-l.w)/2
	l.oy = r.Min.Y + (r.Dy()-l.h)/2
	l.cx = float64(l.ox) + float64(l.w)/2
	l.cy = float64(l.oy) + float64(l.h)/2
	for p := range l.pts {
		x, y := gipfUnit(p)
		l.pts[p] = [2]float64{l.cx + x*l.s, l.cy + y*l.s}
	}
}

// at returns the screen position of board units (x, y).
func (l *gipfLayout) at(x, y float64) (float64, float64) {
	return l.cx + x*l.s, l.cy + y*l.s
}

// point returns the screen position of point p.
func (l *gipfLayout) point(p int) (x, y float64) { return l.pts[p][0], l.pts[p][1] }

// pointAt returns the point under screen position (x, y), or noSquare.
func (l *gipfLayout) pointAt(x, y int) int {
	best, bd := noSquare, gipfHitR*l.s
	for p := range l.pts {
		d := math.Hypot(float64(x)-l.pts[p][0], float64(y)-l.pts[p][1])
		if d < bd {
			best, bd = p, d
		}
	}
	return best
}

// stackBase returns where the first piece of a stack lies (board units)
// and the step from one piece to the next.
func (l *gipfLayout) stackBase(pl rules.Player, kind int) (x, y, dx, dy float64) {
	step := float64(checkerStep(l.s)) / l.s
	if l.portrait {
		y = 5.0
		if pl == rules.Second {
			y = -6.0
		}
		x = -3.9
		if kind == stackCaptured {
			x = 0.3
		}
		return x, y, gipfRowStep, 0
	}
	x, y = -6.0, 3.6
	if kind == stackCaptured {
		x = -4.98
	}
	if pl == rules.Second {
		x, y = -x, -1.0
	}
	return x, y, 0, -step
}

// slot returns the screen position of the k-th piece (from 0) of a stack.
func (l *gipfLayout) slot(pl rules.Player, kind, k int) (x, y float64) {
	bx, by, dx, dy := l.stackBase(pl, kind)
	return l.at(bx+float64(k)*dx, by+float64(k)*dy)
}

// stackLabel returns where a stack's count is written: under its first
// piece.
func (l *gipfLayout) stackLabel(pl rules.Player, kind int) (x, y float64) {
	bx, by, _, _ := l.stackBase(pl, kind)
	return l.at(bx, by+0.75)
}

// stackRect returns the screen rectangle a stack of up to n pieces
// covers, for the tray under it and for dragging from the reserve.
func (l *gipfLayout) stackRect(pl rules.Player, kind, n int) (x, y, w, h float64) {
	bx, by, dx, dy := l.stackBase(pl, kind)
	r := gipfCheckerD / 2
	x0, y0 := min(bx, bx+float64(n-1)*dx)-r, min(by, by+float64(n-1)*dy)-r*0.6
	x1, y1 := max(bx, bx+float64(n-1)*dx)+r, max(by, by+float64(n-1)*dy)+r*0.6+float64(checkerStep(l.s))/l.s
	sx, sy := l.at(x0, y0)
	return sx, sy, (x1 - x0) * l.s, (y1 - y0) * l.s
}

// gipfButton names the round buttons of the view.
type gipfButton int

const (
	btnNone gipfButton = iota
	btnCoords
	btnSingle // Tournament: enter a single piece
	btnGIPF   // Tournament: enter a GIPF piece
	btnConfirm
	btnCancel
)

// button returns the screen centre of button b for the player deciding:
// the coordinates switch sits in the top-left corner of the board's
// square; each player's controls in their own corner (White's bottom
// left, Black's top right).
func (l *gipfLayout) button(b gipfButton, pl rules.Player) (x, y float64) {
	var ux, uy float64
	switch b {
	case btnCoords:
		ux, uy = -3.55, -4.15
	case btnSingle, btnConfirm:
		ux, uy = -3.65, 4.1
	case btnGIPF, btnCancel:
		ux, uy = -2.8, 4.1
	}
	if b != btnCoords && pl == rules.Second {
		ux, uy = -ux, -uy
	}
	return l.at(ux, uy)
}

// onButton reports whether screen point (x, y) is on button b.
func (l *gipfLayout) onButton(b gipfButton, pl rules.Player, x, y int) bool {
	bx, by := l.button(b, pl)
	return math.Hypot(float64(x)-bx, float64(y)-by) <= gipfButtonR*l.s*1.1
}

// checkerStep is the height of one piece of a stack, in pixels, for a
// board of spacing s.
func checkerStep(s float64) float32 { return sprites.CheckerStep(int(s * gipfCheckerD)) }
