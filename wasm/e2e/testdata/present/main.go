//go:build js

// Command present is the least an Ebitengine 2.8 game can draw, for the
// browser tests' measure of what Ebitengine's present costs (see
// TestBrowserPresentFloor): a full-window screen, kept between frames
// (SetScreenClearedEveryFrame(false)), on which an 8×8 square moves every
// frame (?draw=every), every n-th frame (?draw=N), or never after the
// first frame (?draw=none). The page's <html> counts the frames drawn in
// data-draws.
package main

import (
	"image/color"
	"math"
	"strconv"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

type game struct {
	every  int // draw on every every-th frame; 0: only the first
	frames int
	draws  int
}

func (g *game) Update() error {
	x, y := ebiten.CursorPosition()
	js.Global().Get("document").Get("documentElement").Call("setAttribute", "data-cursor", strconv.Itoa(x)+","+strconv.Itoa(y))
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	g.frames++
	if g.draws > 0 && (g.every == 0 || g.frames%g.every != 0) {
		return
	}
	if g.draws == 0 {
		screen.Fill(color.RGBA{0x23, 0x20, 0x1c, 0xff})
	}
	g.draws++
	w := screen.Bounds().Dx()
	x := float32(g.draws * 8 % max(8, w-8))
	vector.DrawFilledRect(screen, x, 40, 8, 8, color.RGBA{0xd9, 0xa4, 0x41, 0xff}, false)
	js.Global().Get("document").Get("documentElement").Call("setAttribute", "data-draws", strconv.Itoa(g.draws))
}

func (g *game) Layout(ow, oh int) (int, int) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return int(math.Ceil(float64(ow) * s)), int(math.Ceil(float64(oh) * s))
}

func main() {
	g := &game{}
	q := js.Global().Get("URLSearchParams").New(js.Global().Get("location").Get("search"))
	switch d := q.Call("get", "draw"); {
	case d.Type() != js.TypeString:
	case d.String() == "every":
		g.every = 1
	default:
		if n, err := strconv.Atoi(d.String()); err == nil && n > 0 {
			g.every = n
		}
	}
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(g); err != nil {
		panic(err)
	}
}
