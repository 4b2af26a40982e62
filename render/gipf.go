package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render/anim"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/sprites"
)

// gipfMaxStack is the most pieces a stack beside the board can hold: all
// of a player's pieces.
const gipfMaxStack = 18

// noPiece marks an empty point in the view's board arrays; a piece is its
// player plus 2 for a GIPF piece.
const noPiece int8 = -1

func pieceKind(p rules.Player, isGIPF bool) int8 {
	k := int8(p)
	if isGIPF {
		k += 2
	}
	return k
}

// dotEntries lists the entries from each dot (up to two; -1 when none),
// read-only after its computation.
var dotEntries = func() [gipf.NumPoints][2]int8 {
	var d [gipf.NumPoints][2]int8
	for p := range d {
		d[p] = [2]int8{-1, -1}
	}
	for e, en := range gipf.Entries() {
		if d[en.Dot][0] < 0 {
			d[en.Dot][0] = int8(e)
		} else {
			d[en.Dot][1] = int8(e)
		}
	}
	return d
}()

// GIPFView is the GIPF board for all three variants: the hexagon of 37
// spots and 24 dots seen from White, each player's reserve and captured
// pieces stacked beside it. A push is entered by clicking a dot then a
// spot, or by dragging from a dot or the reserve onto a spot; the chain it
// would push is previewed. A removal choice is made by clicking the row to
// take, clicking GIPF pieces to keep them, and confirming.
type GIPFView struct {
	board
	lay gipfLayout

	built struct { // the layout the art was drawn for
		s        float64
		portrait bool
	}
	coordImg          *ebiten.Image
	layer             *ebiten.Image // scratch for translucent row bands
	piece, gipfPiece  [2]sprites.Sprite
	checker           [2]sprites.Sprite
	disc, ring, check sprites.Sprite
	cross, coordLabel sprites.Sprite
	counts            [gipfMaxStack + 1]sprites.Sprite
	caption           [2]sprites.Sprite // under the stacks: "reserve", "captured"
	legendText        []sprites.Sprite  // the legend's entries, by leg…

	// The position (the truth) and what can be played on it.
	cells    [gipf.NumPoints]int8
	reserve  [2]int
	lost     [2]int                           // pieces of each player captured by the other
	pushing  bool                             // the player to move pushes
	entryAct [gipf.NumEntries][2]rules.Action // the push along each entry, single and GIPF, canonical
	entryOK  [gipf.NumEntries][2]bool
	chain    [gipf.NumEntries]gipf.Push // what each legal entry pushes
	canPiece [2]bool                    // a single, a GIPF piece may be entered
	deciding bool                       // the player to move chooses a row
	rows     []gipf.Row
	remAct   []rules.Action // the removal actions, with their parts
	remExt   []uint64
	remKept  []uint64
	actBuf   []rules.Action

	// Input.
	coords               bool // the coordinates are shown
	useGIPF              bool // Tournament: the player chose to enter a GIPF piece
	selDot               int  // the dot clicked, waiting for its spot
	hoverDot, hoverEntry int
	hoverRow             int
	hoverBtn             gipfButton
	press                gipfPress
	dragging             bool
	dragDot              int // the last legal dot a drag passed over
	px, py               int // the pointer
	pointerIn            bool
	selRow               int    // the row chosen for removal, or -1
	kept                 uint64 // GIPF pieces of it to keep
	choice               choice // where its buttons and legend go
	chosenDot            int    // the dot of the last push entered here
	chosenAct            rules.Action

	// The last push: its dot and the spot its farthest piece moved to.
	lastDot, lastEnd int

	// Animation: what is shown while the truth is caught up with.
	tl       anim.Timeline[gstep]
	shown    [gipf.NumPoints]int8
	shownRes [2]int
	shownCap [2]int  // pieces each player has captured (the opponent's)
	moves    []gmove // the pieces the slides of tl move
}

// gipfPress is what the pointer went down on.
type gipfPress struct {
	kind  gipfPressKind
	point int
	btn   gipfButton
	x, y  int
}

type gipfPressKind uint8

const (
	pressNone gipfPressKind = iota
	pressDot
	pressSpot
	pressReserve
	pressButton
)

// NewGIPFView returns a GIPF board drawn in palette p.
func NewGIPFView(p *sprites.Palette) View {
	v := &GIPFView{board: newBoard(p), selDot: noSquare, selRow: -1,
		hoverDot: noSquare, hoverEntry: -1, hoverRow: -1, dragDot: noSquare, chosenDot: noSquare,
		lastDot: noSquare, lastEnd: noSquare}
	for i := range v.cells {
		v.cells[i], v.shown[i] = noPiece, noPiece
	}
	return v
}

// SetBounds places the board and the stacks in r.
func (v *GIPFView) SetBounds(r image.Rectangle) {
	s, portrait := v.lay.s, v.lay.portrait
	v.lay.place(r)
	if v.lay.s != s || v.lay.portrait != portrait {
		v.settle = 0
	}
	v.area = r
}

// Fit returns the size of the picture (board and stacks) placed in w×h.
func (v *GIPFView) Fit(w, h int) image.Point {
	var l gipfLayout
	l.place(image.Rect(0, 0, w, h))
	return image.Pt(l.w, l.h)
}

// SetCoordinates shows or hides the coordinates around the board (the
// button in the board's top-left corner does the same).
func (v *GIPFView) SetCoordinates(on bool) { v.coords = on }

// Sync shows g's position at once, its last push marked.
func (v *GIPFView) Sync(g rules.Game) {
	v.tl.Reset(v.clock)
	v.moves = v.moves[:0]
	v.tipper = noTipper
	v.load(g)
	v.lastDot, v.lastEnd = noSquare, noSquare
	if gg, ok := g.(*gipf.Game); ok {
		v.lastDot, v.lastEnd = gg.LastPush()
	}
	v.showTruth()
}

// load reads g's position, outcome and legal actions. A game that is not
// GIPF is a bug of the caller; the view then keeps what it showed.
func (v *GIPFView) load(g rules.Game) {
	gg, ok := g.(*gipf.Game)
	if !ok {
		return
	}
	for p := range v.cells {
		v.cells[p] = noPiece
		if pl, isG := gg.At(p); pl != rules.NoPlayer {
			v.cells[p] = pieceKind(pl, isG)
		}
	}
	for pl := range 2 {
		v.reserve[pl] = gg.Reserve(rules.Player(pl))
		v.lost[pl] = gg.Lost(rules.Player(pl))
	}
	v.read(gg)
	v.entryOK = [gipf.NumEntries][2]bool{}
	v.canPiece = [2]bool{}
	v.rows, v.remAct, v.remExt, v.remKept = v.rows[:0], v.remAct[:0], v.remExt[:0], v.remKept[:0]
	var pending bool
	_, pending, v.rows = gg.Pending(v.rows)
	v.deciding = pending && !v.outcome.Over
	v.pushing = !pending && !v.outcome.Over
	v.actBuf = gg.Actions(v.actBuf[:0])
	if v.deciding {
		for _, a := range v.actBuf {
			if ext, kept, ok := gg.RemovalParts(a); ok {
				v.remAct = append(v.remAct, a)
				v.remExt = append(v.remExt, ext)
				v.remKept = append(v.remKept, kept)
			}
		}
	}
	if v.pushing {
		// Each listed push is canonical: a push onto an empty spot stands
		// for the entries from every dot that leads there.
		entries := gipf.Entries()
		for _, a := range v.actBuf {
			pp, ok := gg.PushPreview(a)
			if !ok {
				continue
			}
			k := b2i(pp.GIPF)
			v.canPiece[k] = true
			if pp.N > 1 {
				if e := gipf.EntryIndex(pp.Dot, pp.To[0]); e >= 0 {
					v.entryAct[e][k], v.entryOK[e][k], v.chain[e] = a, true, pp
				}
				continue
			}
			for e := range entries {
				if entries[e].Spots[0] == pp.To[0] {
					pp.Dot, pp.From[0] = entries[e].Dot, entries[e].Dot
					v.entryAct[e][k], v.entryOK[e][k], v.chain[e] = a, true, pp
				}
			}
		}
	}
	// Choices are made afresh in every position: a single piece unless the
	// player picks the GIPF piece again.
	v.selDot, v.selRow, v.kept, v.useGIPF = noSquare, -1, 0, false
	if len(v.rows) == 1 {
		v.selRow = 0
	}
	v.hoverDot, v.hoverEntry, v.hoverRow, v.hoverBtn = noSquare, -1, -1, btnNone
	v.press, v.dragging, v.dragDot = gipfPress{}, false, noSquare
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// showTruth makes the shown position the true one.
func (v *GIPFView) showTruth() {
	v.shown = v.cells
	v.shownRes = v.reserve
	v.shownCap = [2]int{v.lost[rules.Second], v.lost[rules.First]}
}

// pieceChoice is the kind of piece the player to move enters: 1 for a GIPF
// piece, 0 for a single.
func (v *GIPFView) pieceChoice() int {
	switch {
	case v.canPiece[0] && v.canPiece[1]:
		return b2i(v.useGIPF)
	case v.canPiece[1]:
		return 1
	}
	return 0
}

// choosing reports whether the single/GIPF toggle is shown: both are
// allowed now (Tournament, after the first push, while entry rights last).
func (v *GIPFView) choosing() bool { return v.pushing && v.canPiece[0] && v.canPiece[1] }

// entryFrom returns the legal entry from dot onto spot for the chosen
// piece, or -1.
func (v *GIPFView) entryFrom(dot, spot int) int {
	if dot < 0 || spot < 0 {
		return -1
	}
	e := gipf.EntryIndex(dot, spot)
	if e < 0 || !v.entryOK[e][v.pieceChoice()] {
		return -1
	}
	return e
}

// dotLegal reports whether a push can start from point p.
func (v *GIPFView) dotLegal(p int) bool {
	if p < 0 || !gipf.IsDot(p) {
		return false
	}
	k := v.pieceChoice()
	for _, e := range dotEntries[p] {
		if e >= 0 && v.entryOK[e][k] {
			return true
		}
	}
	return false
}

// dropEntry is the entry a piece dragged onto spot comes in by: from the
// last dot the drag passed over if it leads there, else from the legal
// dot nearest to where the drag started.
func (v *GIPFView) dropEntry(spot int) int {
	if spot < 0 || gipf.IsDot(spot) {
		return -1
	}
	if e := v.entryFrom(v.dragDot, spot); e >= 0 {
		return e
	}
	best, bd := -1, math.Inf(1)
	k := v.pieceChoice()
	for e, en := range gipf.Entries() {
		if en.Spots[0] != spot || !v.entryOK[e][k] {
			continue
		}
		x, y := v.lay.point(en.Dot)
		if d := math.Hypot(x-float64(v.press.x), y-float64(v.press.y)); d < bd {
			best, bd = e, d
		}
	}
	return best
}

// SetInteractive allows or forbids input to the board.
func (v *GIPFView) SetInteractive(on bool) {
	v.interactive = on
	if !on {
		v.hoverDot, v.hoverEntry, v.hoverRow = noSquare, -1, -1
		v.press, v.dragging = gipfPress{}, false
	}
}

// Input handles one frame of pointer input: the coordinates button at any
// time, and when the player to move may act, the push or the removal
// choice it completes.
func (v *GIPFView) Input(g rules.Game, p Pointer) (rules.Action, bool) {
	if v.stale(g) {
		v.Sync(g) // the scene changed the game without telling the view
	}
	v.placeChoice()
	v.px, v.py, v.pointerIn = p.X, p.Y, p.Present
	v.hoverDot, v.hoverEntry, v.hoverRow, v.hoverBtn = noSquare, -1, -1, btnNone
	tip := noTip
	if located(p) {
		tip = v.tipAt(p.X, p.Y)
	}
	if v.tipFrame(p, tip) {
		// A long press that showed a tooltip plays nothing.
		v.press, v.dragging = gipfPress{}, false
		return 0, false
	}
	if located(p) && v.lay.onButton(btnCoords, 0, p.X, p.Y) {
		v.hoverBtn = btnCoords
		if p.Pressed {
			v.press = gipfPress{kind: pressButton, btn: btnCoords}
		}
		if p.Released && v.press.kind == pressButton && v.press.btn == btnCoords {
			v.coords = !v.coords
			v.press = gipfPress{}
		}
		return 0, false
	}
	if !v.interactive || v.outcome.Over {
		v.press, v.dragging = gipfPress{}, false
		return 0, false
	}
	if v.deciding {
		return v.inputRemoval(p)
	}
	if v.pushing {
		return v.inputPush(p)
	}
	return 0, false
}

// located reports whether the pointer's position means something: it is
// over the window, or a finger was just lifted there (a tap is a press and
// a release at the same place, and a lifted finger is no longer present).
func located(p Pointer) bool { return p.Present || p.Released }

// buttonAt returns the button of the player to move under the pointer.
func (v *GIPFView) buttonAt(p Pointer, bs ...gipfButton) gipfButton {
	if !located(p) {
		return btnNone
	}
	for _, b := range bs {
		if v.onButton(b, p.X, p.Y) {
			return b
		}
	}
	return btnNone
}

// inputPush: click a dot then a spot, or drag from a dot or the reserve
// onto a spot.
func (v *GIPFView) inputPush(p Pointer) (rules.Action, bool) {
	pt := noSquare
	if located(p) {
		pt = v.lay.pointAt(p.X, p.Y)
	}
	btn := btnNone
	if v.choosing() {
		btn = v.buttonAt(p, btnSingle, btnGIPF)
	}
	v.hoverBtn = btn
	if p.Pressed {
		v.press = gipfPress{x: p.X, y: p.Y, point: pt}
		v.dragging, v.dragDot = false, noSquare
		switch {
		case btn != btnNone:
			v.press.kind, v.press.btn = pressButton, btn
		case v.dotLegal(pt):
			v.press.kind = pressDot
		case pt >= 0 && !gipf.IsDot(pt) && v.entryFrom(v.selDot, pt) >= 0:
			v.press.kind = pressSpot
		case v.onReserve(p.X, p.Y):
			v.press.kind = pressReserve
		}
	}
	if p.Down && !v.dragging && (v.press.kind == pressDot || v.press.kind == pressReserve) &&
		math.Hypot(float64(p.X-v.press.x), float64(p.Y-v.press.y)) > 0.3*v.lay.s {
		v.dragging = true
		if v.press.kind == pressDot {
			v.dragDot, v.selDot = v.press.point, noSquare
		}
	}
	if v.dragging && v.dotLegal(pt) {
		v.dragDot = pt
	}
	switch {
	case v.dragging:
		v.hoverEntry = v.dropEntry(pt)
	case v.selDot != noSquare && pt >= 0 && !gipf.IsDot(pt):
		v.hoverEntry = v.entryFrom(v.selDot, pt)
	}
	if !v.dragging && v.dotLegal(pt) {
		v.hoverDot = pt
	}
	if !p.Released {
		return 0, false
	}
	pr, dragged := v.press, v.dragging
	v.press, v.dragging = gipfPress{}, false
	if dragged {
		v.dragDot = noSquare
		if e := v.hoverEntry; e >= 0 {
			return v.choose(e)
		}
		return 0, false
	}
	switch pr.kind {
	case pressButton:
		if btn == pr.btn {
			v.useGIPF = btn == btnGIPF
			if v.selDot != noSquare && !v.dotLegal(v.selDot) {
				v.selDot = noSquare
			}
		}
	case pressDot:
		if pt == pr.point {
			if v.selDot == pt {
				v.selDot = noSquare
			} else {
				v.selDot = pt
			}
		}
	case pressSpot:
		if pt == pr.point && v.hoverEntry >= 0 {
			return v.choose(v.hoverEntry)
		}
	case pressNone:
		v.selDot = noSquare
	}
	return 0, false
}

// onReserve reports whether screen point (x, y) is on the reserve stack of
// the player to move.
func (v *GIPFView) onReserve(x, y int) bool {
	rx, ry, rw, rh := v.lay.stackRect(v.toMove, stackReserve, max(v.reserve[v.toMove], 1))
	fx, fy := float64(x), float64(y)
	return v.reserve[v.toMove] > 0 && fx >= rx && fx <= rx+rw && fy >= ry && fy <= ry+rh
}

// choose returns the push along entry e with the chosen piece, in its
// canonical form (the one the rules list), remembering the dot it came
// from so that the animation starts there.
func (v *GIPFView) choose(e int) (rules.Action, bool) {
	v.chosenDot, v.chosenAct = gipf.Entries()[e].Dot, v.entryAct[e][v.pieceChoice()]
	v.selDot, v.hoverEntry = noSquare, -1
	return v.chosenAct, true
}

// rowAt returns the offered row under the pointer: the row whose extent
// holds point pt, the nearest to the pointer when two cross there
// (preferring one not already chosen).
func (v *GIPFView) rowAt(pt, x, y int) int {
	if pt < 0 {
		return -1
	}
	best, bd := -1, math.Inf(1)
	for i, r := range v.rows {
		if r.Extent>>uint(pt)&1 == 0 {
			continue
		}
		d := v.rowDistance(r.Extent, float64(x), float64(y))
		if i == v.selRow {
			d += 0.05 * v.lay.s
		}
		if d < bd {
			best, bd = i, d
		}
	}
	return best
}

// rowEnds returns the first and last spots of an extent (a run of one
// line: its lowest and highest points).
func rowEnds(ext uint64) (int, int) {
	lo, hi := -1, -1
	for p := range gipf.NumPoints {
		if ext>>uint(p)&1 != 0 {
			if lo < 0 {
				lo = p
			}
			hi = p
		}
	}
	return lo, hi
}

// rowDistance is the distance from (x, y) to the segment of an extent.
func (v *GIPFView) rowDistance(ext uint64, x, y float64) float64 {
	lo, hi := rowEnds(ext)
	x0, y0 := v.lay.point(lo)
	x1, y1 := v.lay.point(hi)
	dx, dy := x1-x0, y1-y0
	l2 := dx*dx + dy*dy
	t := 0.0
	if l2 > 0 {
		t = min(max(((x-x0)*dx+(y-y0)*dy)/l2, 0), 1)
	}
	return math.Hypot(x-(x0+t*dx), y-(y0+t*dy))
}

// inputRemoval: click a row to choose it, click its GIPF pieces to keep or
// take them, confirm with the tick (or cancel with the cross).
func (v *GIPFView) inputRemoval(p Pointer) (rules.Action, bool) {
	pt := noSquare
	if located(p) {
		pt = v.lay.pointAt(p.X, p.Y)
	}
	btn := btnNone
	if v.selRow >= 0 {
		if len(v.rows) > 1 {
			btn = v.buttonAt(p, btnConfirm, btnCancel)
		} else {
			btn = v.buttonAt(p, btnConfirm)
		}
	}
	v.hoverBtn = btn
	if btn == btnNone {
		v.hoverRow = v.rowAt(pt, p.X, p.Y)
	}
	if p.Pressed {
		v.press = gipfPress{kind: pressSpot, point: pt, x: p.X, y: p.Y}
		if btn != btnNone {
			v.press.kind, v.press.btn = pressButton, btn
		}
	}
	if !p.Released {
		return 0, false
	}
	pr := v.press
	v.press = gipfPress{}
	switch {
	case pr.kind == pressButton && btn == pr.btn && btn == btnConfirm:
		if a, ok := v.removal(); ok {
			v.selRow, v.kept = -1, 0
			return a, true
		}
	case pr.kind == pressButton && btn == pr.btn && btn == btnCancel:
		v.selRow, v.kept = -1, 0
	case pr.kind == pressSpot && pt == pr.point && pt >= 0:
		if v.selRow >= 0 && v.rows[v.selRow].GIPF>>uint(pt)&1 != 0 {
			v.kept ^= 1 << uint(pt)
		} else if v.hoverRow >= 0 && v.hoverRow != v.selRow {
			v.selRow, v.kept = v.hoverRow, 0
		}
	}
	return 0, false
}

// removal returns the legal removal action of the chosen row and kept
// GIPF pieces.
func (v *GIPFView) removal() (rules.Action, bool) {
	if v.selRow < 0 || v.selRow >= len(v.rows) {
		return 0, false
	}
	ext := v.rows[v.selRow].Extent
	for i, a := range v.remAct {
		if v.remExt[i] == ext && v.remKept[i] == v.kept {
			return a, true
		}
	}
	return 0, false
}

// PointCenter returns the screen position of GIPF point p (0…60, as
// rules/gipf numbers them): where a click or a tap means that point. Tests
// and test hooks drive the board with it.
func (v *GIPFView) PointCenter(p int) (x, y float64) {
	if !validPoint(p) {
		return 0, 0
	}
	return v.lay.point(p)
}

// ConfirmCenter returns the screen position of the button that confirms
// the removal chosen by the player to move.
func (v *GIPFView) ConfirmCenter() (x, y float64) {
	v.placeChoice()
	return v.buttonXY(btnConfirm)
}

// The tooltips of the GIPF board, by the thing under the pointer.
const (
	gTipReserve  = 0 // + the player: their reserve
	gTipCaptured = 2 // + the player: the pieces they captured
	gTipCoords   = 4
	gTipSingle   = 5
	gTipGIPF     = 6
	gTipConfirm  = 7
	gTipCancel   = 8
)

// tipAt returns the tooltip of the thing under screen point (x, y): a
// button shown, or a stack with its count; noTip for none.
func (v *GIPFView) tipAt(x, y int) int {
	if v.lay.onButton(btnCoords, 0, x, y) {
		return gTipCoords
	}
	if v.tl.Still() && v.interactive && !v.outcome.Over {
		switch {
		case v.choosing() && v.onButton(btnSingle, x, y):
			return gTipSingle
		case v.choosing() && v.onButton(btnGIPF, x, y):
			return gTipGIPF
		case v.deciding && v.selRow >= 0 && v.onButton(btnConfirm, x, y):
			return gTipConfirm
		case v.deciding && v.selRow >= 0 && len(v.rows) > 1 && v.onButton(btnCancel, x, y):
			return gTipCancel
		}
	}
	fx, fy := float64(x), float64(y)
	for pl := range 2 {
		for kind, base := range [2]int{gTipReserve, gTipCaptured} {
			sx, sy, sw, sh := v.lay.stackRect(rules.Player(pl), kind, gipfMaxStack)
			lx, ly := v.lay.stackLabel(rules.Player(pl), kind)
			r := 0.3 * v.lay.s
			if fx >= sx && fx <= sx+sw && fy >= sy && fy <= sy+sh || math.Abs(fx-lx) <= r && math.Abs(fy-ly) <= r {
				return base + pl
			}
		}
	}
	return noTip
}
