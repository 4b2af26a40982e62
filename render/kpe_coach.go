package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/rules/kpe"
	"tavola/sprites"
)

// CoachTone is what a coach's note says of a move, which colours it.
type CoachTone uint8

// The tones: the result is not known to be a win, a draw or a loss (an
// interval across a draw), a win, a draw, a loss.
const (
	CoachOpen CoachTone = iota
	CoachWin
	CoachDraw
	CoachLoss
)

// KpeCoach is what the coach shows on a Kpé board: a note at each pit it
// rates (empty: none), written on the side of the pit that faces the
// other row. The zero KpeCoach shows nothing.
type KpeCoach struct {
	Notes [kpe.NumPits]string
	Tones [kpe.NumPits]CoachTone
	// Caption says what the notes are (exact values, or ranges), on the
	// board's upper rim at the left.
	Caption string
}

// kpeCoachArt is the notes drawn, rebuilt when they or the board's size
// change.
type kpeCoachArt struct {
	want, built KpeCoach
	u           float64
	labels      [kpe.NumPits]sprites.Sprite
	caption     sprites.Sprite
}

// SetCoach shows the coach's notes; the caller asks for a redraw.
func (v *KpeView) SetCoach(c KpeCoach) { v.coach.want = c }

// drawCoach draws the notes on a dark pill each, the winning ones green,
// the losing ones red, the others plain.
func (v *KpeView) drawCoach(dst *ebiten.Image) {
	c := &v.coach
	if c.want == (KpeCoach{}) {
		return
	}
	// The notes are art like the board's: drawn for the pit cell the art
	// was built for (builtU), which the painter scales while a new size
	// settles.
	if c.want != c.built || c.u != v.builtU {
		c.built, c.u = c.want, v.builtU
		// One canvas a tone: the notes of a tone share its colour.
		for t := CoachOpen; t <= CoachLoss; t++ {
			var texts []string
			var pits []int
			for i, s := range c.built.Notes {
				if s != "" && c.built.Tones[i] == t {
					texts, pits = append(texts, s), append(pits, i)
				}
			}
			if len(texts) == 0 {
				continue
			}
			for k, l := range sprites.NewLabels(texts, c.u*0.15, v.toneColour(t)) {
				c.labels[pits[k]] = l
			}
		}
		if c.built.Caption != "" {
			c.caption = sprites.NewTexts([]string{c.built.Caption}, c.u*0.1, 3.4*c.u, v.pal.TextDim)[0]
		}
	}
	scale := v.pnt.artScale()
	if c.built.Caption != "" {
		// On the lower rim, at the left ("captured" is at the right).
		v.pnt.sprite(dst, c.caption, float64(v.ox)+0.35*v.u+c.caption.AX*scale, float64(v.oy+v.h)-0.15*v.u, 1, 1)
	}
	for i, s := range c.built.Notes {
		if s == "" {
			continue
		}
		x, y := v.pitCenter(i)
		dy := -0.47 * v.u
		if i >= 4 {
			dy = -dy
		}
		l := c.labels[i]
		b := l.Image.Bounds()
		w, h := float64(b.Dx())*scale+0.1*v.u, float64(b.Dy())*scale+0.02*v.u
		v.pnt.rect(dst, x-w/2, y+dy-h/2, w, h, v.pal.Panel, 0.92)
		v.pnt.sprite(dst, l, x, y+dy, 1, 1)
	}
}

func (v *KpeView) toneColour(t CoachTone) color.RGBA {
	switch t {
	case CoachWin:
		return opaque(v.pal.Preview)
	case CoachLoss:
		return v.pal.Win
	case CoachDraw:
		return v.pal.Text
	}
	return v.pal.TextDim
}

// opaque is c at full alpha (palette colours are premultiplied).
func opaque(c color.RGBA) color.RGBA {
	if c.A == 0 || c.A == 0xff {
		return c
	}
	s := func(x uint8) uint8 { return uint8(min(255, int(x)*255/int(c.A))) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), 0xff}
}

// PitCenter is the centre of pit i on the screen, and Unit the side of a
// pit's cell, in device pixels: where the coach's notes go, for tests.
func (v *KpeView) PitCenter(i int) (x, y float64) { return v.pitCenter(i) }

// Unit is the side of a pit's cell in device pixels.
func (v *KpeView) Unit() float64 { return v.u }
