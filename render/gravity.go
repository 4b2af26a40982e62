package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render/anim"
	"tavola/rules"
	"tavola/rules/gravity"
	"tavola/sprites"
)

// noSquare marks "no square" (no hover, no last move).
const noSquare = -1

// gravitySide is the number of files and of ranks.
const gravitySide = gravity.Files

// gravityRun is a line of four or more pieces of one player, by its end
// squares.
type gravityRun struct{ from, to int }

// gravityRuns appends the runs of four or more aligned squares of set (bit
// sq for square sq, numbered as rules/gravity does). Given the winner's
// WinningLine, every such run is a winning line, so the view can draw each
// as one stroke.
func gravityRuns(set uint64, runs []gravityRun) []gravityRun {
	in := func(f, r int) bool {
		return f >= 0 && f < gravitySide && r >= 0 && r < gravitySide && set>>uint(f*gravitySide+r)&1 != 0
	}
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for sq := range gravity.Squares {
		f, r := sq/gravitySide, sq%gravitySide
		if !in(f, r) {
			continue
		}
		for _, d := range dirs {
			if in(f-d[0], r-d[1]) {
				continue // not the first square of its run
			}
			n, ef, er := 1, f, r
			for in(ef+d[0], er+d[1]) {
				ef, er, n = ef+d[0], er+d[1], n+1
			}
			if n >= 4 {
				runs = append(runs, gravityRun{sq, ef*gravitySide + er})
			}
		}
	}
	return runs
}

// GravityView is the Gravity board: an 8×8 board seen from White, pieces
// that appear on their entry square and are flung outward to their landing
// square, the landing square previewed under the pointer.
type GravityView struct {
	tapBoard

	// Layout, in screen device pixels.
	size, margin int     // side of the board image, and of its coordinate strip
	ox, oy       int     // the board image's top-left corner
	cell         float64 // side of a square
	builtCell    float64 // the side of a square the art was drawn for
	piece        [2]sprites.Sprite
	disc         sprites.Sprite
	ring         sprites.Sprite

	// The position (the truth) and what can be played on it.
	cells   [gravity.Squares]rules.Player
	legal   [gravity.Squares]bool
	landing [gravity.Squares]int8 // where a piece entered on each legal square lands
	runs    []gravityRun
	last    [2]int // entry and landing squares of the last move, or noSquare
	actBuf  []rules.Action

	// Animation: one flight, and how long the winning line takes to fade
	// in from the timeline's rest.
	tl      anim.Timeline[gravityFlight]
	winFade int
}

// gravityFlight is the one step of a Gravity animation: player's piece
// appears on its entry square, drifts outward to its landing square,
// faster and faster, and settles there.
type gravityFlight struct {
	player                rules.Player
	entry, land           int
	appear, drift, settle int // lengths of the three phases in ticks
	anim.Span
}

// flight is the move the timeline was laid with: the move being shown
// while it plays (after it, until the next Sync or move, the one last
// shown). Only for a timeline laid with one.
func (v *GravityView) flight() *gravityFlight { return &v.tl.Steps()[0] }

// NewGravityView returns a Gravity board drawn in palette p.
func NewGravityView(p *sprites.Palette) View {
	v := &GravityView{tapBoard: newTapBoard(p), last: [2]int{noSquare, noSquare}}
	for i := range v.cells {
		v.cells[i] = rules.NoPlayer
	}
	return v
}

// SetBounds places the board in r, square and centred.
func (v *GravityView) SetBounds(r image.Rectangle) {
	size, margin, cell := gravityFit(r.Dx(), r.Dy())
	if size != v.size {
		v.size, v.settle = size, 0
	}
	v.margin = margin
	v.cell = float64(cell)
	v.ox = r.Min.X + (r.Dx()-v.size)/2
	v.oy = r.Min.Y + (r.Dy()-v.size)/2
	v.area = r
}

// gravityFit returns the side of the square board placed in w×h, its
// margin and its cell.
func gravityFit(w, h int) (size, margin, cell int) {
	s := min(w, h)
	margin = int(float64(s) * 0.065)
	cell = max((s-2*margin)/gravitySide, 4)
	return cell*gravitySide + 2*margin, margin, cell
}

// Fit returns the size of the board placed in w×h: a square.
func (v *GravityView) Fit(w, h int) image.Point {
	size, _, _ := gravityFit(w, h)
	return image.Pt(size, size)
}

// center returns the screen centre of square sq.
func (v *GravityView) center(sq int) (x, y float64) {
	f, r := sq/gravitySide, sq%gravitySide
	x = float64(v.ox+v.margin) + (float64(f)+0.5)*v.cell
	y = float64(v.oy+v.margin) + (float64(gravitySide-1-r)+0.5)*v.cell
	return x, y
}

// targetAt returns the square under screen point (x, y), or noSquare.
func (v *GravityView) targetAt(x, y int) int {
	if v.cell <= 0 {
		return noSquare
	}
	fx := (float64(x) - float64(v.ox+v.margin)) / v.cell
	fy := (float64(y) - float64(v.oy+v.margin)) / v.cell
	if fx < 0 || fy < 0 || fx >= gravitySide || fy >= gravitySide {
		return noSquare
	}
	return int(fx)*gravitySide + gravitySide - 1 - int(fy)
}

// Sync shows g's position at once, its last move marked.
func (v *GravityView) Sync(g rules.Game) {
	v.tl.Reset(v.clock)
	v.winFade = 0
	v.load(g)
	if gg, ok := g.(*gravity.Game); ok {
		e, l := gg.LastMove()
		v.last = [2]int{e, l}
	}
}

// load reads g's position, outcome and legal actions. A game that is not
// Gravity is a bug of the caller; the view then keeps what it showed.
func (v *GravityView) load(g rules.Game) {
	gg, ok := g.(*gravity.Game)
	if !ok {
		return
	}
	for sq := range v.cells {
		v.cells[sq] = gg.At(sq)
	}
	v.read(gg)
	v.legal = [gravity.Squares]bool{}
	v.actBuf = gg.Actions(v.actBuf[:0])
	for _, a := range v.actBuf {
		if sq := int(a); sq >= 0 && sq < gravity.Squares {
			v.legal[sq] = true
			v.landing[sq] = int8(gg.Landing(sq))
		}
	}
	v.runs = gravityRuns(gg.WinningLine(), v.runs[:0])
	v.tap.reset()
}

// Animate shows the move a: the piece appears on its entry square, then
// flies outward to its landing square, faster and faster.
func (v *GravityView) Animate(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	v.load(g)
	v.tl.Reset(v.clock)
	v.winFade = 0
	player, entry, land, ok := gravityMove(events)
	if !ok {
		v.last = [2]int{noSquare, noSquare}
		return
	}
	v.last = [2]int{entry, land}
	if t := v.speed.Ticks(); t > 0 {
		v.tl.Add(newGravityFlight(player, entry, land, t))
		v.tl.Play(v.clock)
		v.winFade = anim.Scale(t, 1)
	}
}

// gravityMove reads the move of a Gravity action's events: the player,
// the entry square and the landing square.
func gravityMove(events []rules.Event) (player rules.Player, entry, land int, ok bool) {
	entry, land = noSquare, noSquare
	player = rules.NoPlayer
	for _, e := range events {
		switch e.Kind {
		case rules.Placed:
			entry, land, player = int(e.To), int(e.To), e.Player
		case rules.Moved:
			land = int(e.To)
		}
	}
	ok = entry >= 0 && entry < gravity.Squares && land >= 0 && land < gravity.Squares && player <= rules.Second
	return player, entry, land, ok
}

// newGravityFlight is the flight of player's piece entering at entry and
// landing at land, at steps of t ticks.
func newGravityFlight(player rules.Player, entry, land, t int) gravityFlight {
	ef, er := entry/gravitySide, entry%gravitySide
	lf, lr := land/gravitySide, land%gravitySide
	dist := max(abs(ef-lf), abs(er-lr))
	f := gravityFlight{player: player, entry: entry, land: land, appear: anim.Scale(t, 0.6)}
	if dist > 0 {
		f.drift = anim.Scale(t, 0.35+0.22*float64(dist))
		f.settle = anim.Scale(t, 0.4)
	}
	f.Dur = f.appear + f.drift + f.settle
	return f
}

// abs returns the absolute value of x.
func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Update advances the animation by one tick. The flight changes nothing
// shown when it begins or ends: the board shows its position throughout,
// the landing square left empty while the piece flies.
func (v *GravityView) Update() {
	v.clockTick()
	v.tl.Update()
}

// Animating reports whether a move is still being shown.
func (v *GravityView) Animating() bool { return v.tl.Playing() }

// Still reports whether the next Draw would draw what the last one did.
func (v *GravityView) Still() bool { return v.tl.Still() && v.still() }

// Snap ends the running animation.
func (v *GravityView) Snap() {
	if v.tl.Snap(v.clock) {
		v.winFade = 0
	}
}

// Input turns a press and release on the same playable square into its
// action; the square under the pointer (or finger) is previewed.
func (v *GravityView) Input(g rules.Game, p Pointer) (rules.Action, bool) { return v.input(v, g, p) }

// playable reports whether a piece can enter on square sq.
func (v *GravityView) playable(sq int) bool { return v.legal[sq] }

// tipAt reports noTip: everything on the Gravity board speaks for itself
// (its hints and last move have colours of their own).
func (v *GravityView) tipAt(int, int) int { return noTip }

// build draws the board image and the sprites for the current size and
// palette; it runs only when one of them changed.
func (v *GravityView) build() {
	if !v.redraw(true, v.cell/v.builtCell) {
		return
	}
	v.builtCell = v.cell
	v.boardImg = drawGravityBoard(v.size, v.pal, v.margin, float32(v.cell))
	d := int(v.cell * 0.82)
	for p := range 2 {
		v.piece[p] = sprites.NewPiece(v.pal, p, d)
	}
	v.disc = sprites.NewDisc(int(v.cell * 0.22))
	v.ring = sprites.NewRing(int(v.cell*0.9), float32(max(2, v.cell*0.07)))
}

// drawGravityBoard draws the wooden frame, the squares, faint lines from
// the centre to the corners (the squares that slide diagonally) and the
// coordinates into a new image of side size, all painted on the CPU
// (sprites.Canvas) and uploaded once.
func drawGravityBoard(size int, p *sprites.Palette, margin int, cell float32) *ebiten.Image {
	s := float32(size)
	m := float32(margin)
	c := sprites.NewCanvas(size, size)
	c.Wood(p, 0, 0, s, s, m*0.6, 7)
	for sq := range gravity.Squares {
		f, r := sq/gravitySide, sq%gravitySide
		col := p.BoardLight
		if (f+r)%2 == 0 {
			col = p.BoardDark
		}
		c.Square(m+float32(f)*cell, m+float32(gravitySide-1-r)*cell, cell, col)
	}
	grid := p.Grid
	grid.A = 90
	grid.R, grid.G, grid.B = uint8(int(grid.R)*90/255), uint8(int(grid.G)*90/255), uint8(int(grid.B)*90/255)
	e := m + 8*cell
	c.StrokeLine(m, m, e, e, max(1, cell*0.03), grid)
	c.StrokeLine(m, e, e, m, max(1, cell*0.03), grid)
	for i := range gravitySide + 1 {
		o := m + float32(i)*cell
		c.StrokeLine(o, m, o, e, 1, grid)
		c.StrokeLine(m, o, e, o, 1, grid)
	}
	ts := float64(m) * 0.5 // the size of the coordinates
	for i := range gravitySide {
		file, rank := string(rune('a'+i)), string(rune('1'+i))
		x := float64(m + (float32(i)+0.5)*cell)
		y := float64(m + (float32(gravitySide-1-i)+0.5)*cell)
		c.Label(file, ts, p.Text, x, float64(e+m/2))
		c.Label(file, ts, p.Text, x, float64(m/2))
		c.Label(rank, ts, p.Text, float64(m/2), y)
		c.Label(rank, ts, p.Text, float64(e+m/2), y)
	}
	return c.Texture()
}

// Draw draws the board, the hints, the last move, the pieces, the winning
// line, the hover preview and the moving piece.
func (v *GravityView) Draw(dst *ebiten.Image) {
	if v.size <= 0 {
		return
	}
	v.build()
	p := &v.pnt
	p.live = false
	p.imageScaled(dst, v.boardImg, float64(v.ox), float64(v.oy))
	half := v.cell / 2
	moving := v.tl.Playing()
	if v.hints && v.interactive && !v.outcome.Over {
		for sq := range gravity.Squares {
			if v.legal[sq] {
				x, y := v.center(sq)
				p.tinted(dst, v.disc, x, y, 0.8, v.pal.Hint, 0.45)
			}
		}
	}
	if v.last[0] != noSquare && !moving {
		for _, sq := range v.last {
			x, y := v.center(sq)
			p.frame(dst, x-half, y-half, v.cell, v.cell, max(2, v.cell*0.06), v.pal.LastMove, 1)
		}
		if v.last[0] != v.last[1] {
			x0, y0 := v.center(v.last[0])
			x1, y1 := v.center(v.last[1])
			p.line(dst, x0, y0, x1, y1, max(2, v.cell*0.05), v.pal.LastMove, 0.8)
			p.tinted(dst, v.disc, x0, y0, 0.8, v.pal.LastMove, 1)
		}
	}
	for sq := range gravity.Squares {
		pl := v.cells[sq]
		if pl == rules.NoPlayer || moving && sq == v.flight().land {
			continue
		}
		x, y := v.center(sq)
		p.sprite(dst, v.piece[pl], x, y, 1, 1)
	}
	if len(v.runs) > 0 && !moving {
		a := float32(anim.Progress(v.clock, v.tl.Rest(), v.winFade))
		pulse := p.pulse(v.clock, 0.12, 0.75, 0.25)
		for _, r := range v.runs {
			x0, y0 := v.center(r.from)
			x1, y1 := v.center(r.to)
			p.line(dst, x0, y0, x1, y1, max(3, v.cell*0.12), v.pal.Win, a*0.85)
			df, dr := sign(r.to/gravitySide-r.from/gravitySide), sign(r.to%gravitySide-r.from%gravitySide)
			for sq := r.from; ; sq += df*gravitySide + dr {
				x, y := v.center(sq)
				p.tinted(dst, v.ring, x, y, 1, v.pal.Win, a*pulse)
				if sq == r.to {
					break
				}
			}
		}
	}
	if v.hover != noSquare && !moving {
		v.drawPreview(dst, v.hover)
	}
	if moving {
		v.drawMoving(dst)
	}
}

// sign returns -1, 0 or 1, the sign of x.
func sign(x int) int {
	switch {
	case x < 0:
		return -1
	case x > 0:
		return 1
	}
	return 0
}

// drawPreview shows where a piece entered at sq would land: a ghost piece
// on the landing square, a ring on the entry square and the path between.
func (v *GravityView) drawPreview(dst *ebiten.Image, sq int) {
	p := &v.pnt
	land := int(v.landing[sq])
	x0, y0 := v.center(sq)
	x1, y1 := v.center(land)
	if land != sq {
		p.line(dst, x0, y0, x1, y1, max(2, v.cell*0.06), v.pal.Preview, 0.7)
	}
	p.tinted(dst, v.ring, x0, y0, 1, v.pal.Preview, 0.9)
	p.sprite(dst, v.piece[v.toMove], x1, y1, 1, 0.6)
	p.tinted(dst, v.ring, x1, y1, 1, v.pal.Preview, 1)
}

// movingAt returns where the moving piece is at animation tick t, with its
// scale and opacity.
func (v *GravityView) movingAt(t int) (x, y, scale float64, alpha float32) {
	f := v.flight()
	x0, y0 := v.center(f.entry)
	x1, y1 := v.center(f.land)
	switch {
	case t < f.appear:
		u := anim.OutCubic(anim.Progress(t, 0, f.appear))
		return x0, y0, 1.35 - 0.35*u, float32(u)
	case t < f.appear+f.drift:
		u := anim.InCubic(anim.Progress(t, f.appear, f.drift))
		return anim.Lerp(x0, x1, u), anim.Lerp(y0, y1, u), 1, 1
	default:
		u := anim.Progress(t, f.appear+f.drift, f.settle)
		return x1, y1, 1 - 0.1*anim.Bump(u), 1
	}
}

// drawMoving draws the piece of the running animation, with a faint line
// along its way out and, while it slides, fading echoes of where it was a
// few ticks ago: they spread apart as the centrifuge speeds it up.
func (v *GravityView) drawMoving(dst *ebiten.Image) {
	p := &v.pnt
	f, tick := v.flight(), v.tl.Tick()
	x0, y0 := v.center(f.entry)
	x, y, s, al := v.movingAt(tick)
	if f.entry != f.land {
		p.line(dst, x0, y0, x, y, max(2, v.cell*0.05), v.pal.LastMove, 0.6*al)
	}
	if tick > f.appear && tick < f.appear+f.drift+f.settle/2 {
		for k, echo := range [...]float32{0.12, 0.25} {
			// Echoes trail the piece: behind it in time, ahead of it
			// in the animation's ticks when it is taken back.
			behind := 2 * (2 - k)
			if v.tl.Back() {
				behind = -behind
			}
			t := max(tick-behind, f.appear)
			ex, ey, _, _ := v.movingAt(min(t, f.appear+f.drift-1))
			p.sprite(dst, v.piece[f.player], ex, ey, 1, echo)
		}
	}
	p.sprite(dst, v.piece[f.player], x, y, s, al)
}
