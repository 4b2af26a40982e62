package scenes

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/ui"
)

// thumbSettle is how many draws a new thumbnail size must stay asked for
// before the thumbnail is drawn again at it; meanwhile the old one is drawn
// scaled, so that dragging a window's edge never redraws boards each frame.
const thumbSettle = 12

// thumbScripts are the moves a game's thumbnail shows played, so that the
// board looks like a game; the others show their start.
var thumbScripts = map[string][]string{
	"gravity": {"d6", "c4", "e5", "h1", "e4", "d4"},
}

// thumb is a small drawing of one game's board, made once by the game's
// own view (the code that draws the board in play) and kept.
type thumb struct {
	img    *ebiten.Image
	w, h   int // its size
	palGen int // the palette it was drawn in
	askW   int // the size last asked for, and for how many draws
	askH   int
	asked  int
}

// thumbs keeps the thumbnails of the games, by game name.
type thumbs struct {
	byGame map[string]*thumb
	drawn  int // thumbnails drawn so far (a test counts them)
}

// draw draws the thumbnail of game name into r on dst, drawing it first
// when there is none, or none in this palette, or the size changed and
// settled.
func (ts *thumbs) draw(dst *ebiten.Image, a *App, name string, r ui.Rect) {
	if ts.byGame == nil {
		ts.byGame = map[string]*thumb{}
	}
	t := ts.byGame[name]
	if t == nil {
		t = &thumb{}
		ts.byGame[name] = t
	}
	w, h := int(r.W), int(r.H)
	if w < 1 || h < 1 {
		return
	}
	if w != t.askW || h != t.askH {
		t.askW, t.askH, t.asked = w, h, 0
	}
	t.asked++
	if w != t.w || h != t.h {
		// Draws count the settling: keep them coming until it is done.
		a.Redraw()
	}
	if t.img == nil || t.palGen != a.palGen || ((w != t.w || h != t.h) && t.asked >= thumbSettle) {
		ts.make(a, name, t, w, h)
	}
	op := &a.ui.Op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Scale(r.W/float64(t.w), r.H/float64(t.h))
	op.GeoM.Translate(r.X, r.Y)
	op.Filter = ebiten.FilterLinear
	a.rec.DrawImage(dst, t.img, op)
}

// make draws t anew: game name at its start (and its script), by its view
// set to w×h, without words, hints off and no input.
func (ts *thumbs) make(a *App, name string, t *thumb, w, h int) {
	if t.img != nil {
		a.rec.Free(t.img)
	}
	t.img = ebiten.NewImage(w, h)
	t.w, t.h, t.palGen = w, h, a.palGen
	ts.drawn++
	g, err := a.deps.NewGame(name)
	if err != nil {
		return // an empty card rather than no choice
	}
	for _, m := range thumbScripts[family(name)] {
		if act, err := g.ParseAction(m); err == nil {
			g.Apply(act, nil)
		}
	}
	v := a.view(name)
	v.SetLabels(render.Labels{}) // captions at this size are smudges
	v.SetHints(false)
	v.SetInteractive(false)
	v.SetBounds(image.Rect(0, 0, w, h))
	v.Sync(g)
	v.Draw(t.img)
}

// drawThumb draws the thumbnail of game name into r on dst (the choose
// screen's cards).
func (a *App) drawThumb(dst *ebiten.Image, name string, r ui.Rect) { a.thumbs.draw(dst, a, name, r) }
