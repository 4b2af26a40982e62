package render

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/sprites"
)

// Labels are the words a board writes beside its things and in their
// tooltips, in the player's language: the scene gives them (render knows
// no languages). Texts of one player are indexed by rules.Player. An
// empty text is not shown.
type Labels struct {
	// Captions: under the stacks of GIPF pieces, by the Kpé trays
	// (Total there once the game is over: the seeds collected are added).
	Reserve, Captured, Total string

	// Tooltips of GIPF: each player's reserve and captured stacks, the
	// coordinates switch, the single and GIPF piece buttons of
	// Tournament, and the confirm and cancel buttons of a removal.
	ReserveTip, CapturedTip   [2]string
	Coords, Single, GIPFPiece string
	Confirm, Cancel           string
	// The legend of a removal choice: what the green bands of the rows
	// offered and the rings round the pieces of the chosen row mean.
	Offer, Home, Capture, Keep, Kept string

	// Kpé: the tooltips of each player's tray and of their padlock (the
	// opening lock), of the padlocks under the pits not yet sown from, and
	// the caption in the empty tray of a player still locked.
	TrayTip, LockTip        [2]string
	PitLockTip, LockCaption string
}

// Tooltips show when the pointer rests on a thing: a mouse hovering it
// for tipDelay ticks, or a finger held still on it as long (a long press,
// whose release then plays nothing). A long press's tooltip stays
// tipLinger ticks once the finger is lifted, to be read; a pointer that
// moves more than tipSlop pixels is not resting.
const (
	tipDelay  = 30 // 0.5 s
	tipLinger = 150
	tipSlop   = 12
)

// noTip says the pointer is on nothing with a tooltip.
const noTip = -1

// tipper follows the pointer resting on the things a board explains.
type tipper struct {
	at     int  // the thing under the pointer, noTip for none
	rest   int  // ticks the pointer has rested on it
	x, y   int  // where it rests
	open   int  // the tooltip shown, noTip for none
	held   bool // shown by a finger still down
	linger int  // ticks left to a long press's tooltip once the finger is up
}

// pending reports whether a tooltip will open or close by itself, with no
// new input: the pointer rests on a thing whose tooltip is not shown yet,
// or a long press's tooltip lingers.
func (t *tipper) pending() bool { return t.at != noTip && t.open == noTip || t.linger > 0 }

// noTipper is a tipper with nothing under the pointer and nothing shown.
var noTipper = tipper{at: noTip, open: noTip}

// track takes one frame of pointer p, over thing id (noTip for none). It
// reports whether the frame's release ends a long press that showed a
// tooltip: that release must play nothing.
func (t *tipper) track(p Pointer, id int) (swallow bool) {
	if p.Released {
		held := t.held
		t.at, t.rest, t.held = noTip, 0, false
		if held {
			t.linger = tipLinger
		} else if t.linger == 0 {
			t.open = noTip
		}
		return held
	}
	if t.linger > 0 {
		if !p.Pressed && !(p.Present && !p.Touch) {
			// The finger is gone and no mouse hovers: the tooltip stays.
			if t.linger--; t.linger == 0 {
				t.open = noTip
			}
			return false
		}
		t.linger, t.open = 0, noTip
	}
	// A mouse rests with its button up; a finger rests pressed.
	if !p.Present || id == noTip || p.Touch != p.Down {
		t.at, t.rest, t.open, t.held = noTip, 0, noTip, false
		return false
	}
	if id != t.at || math.Hypot(float64(p.X-t.x), float64(p.Y-t.y)) > tipSlop {
		// A mouse moving over the thing whose tooltip shows keeps it.
		keep := id == t.at && t.open != noTip && !p.Touch
		t.at, t.rest, t.x, t.y = id, 0, p.X, p.Y
		if !keep {
			t.open, t.held = noTip, false
		}
		return false
	}
	if t.rest++; t.rest >= tipDelay && t.open == noTip {
		t.open, t.held = id, p.Touch
	}
	return false
}

// tips is what a board explains: the labels, the tooltips' sprites made
// from them with the art, and the pointer resting on a thing.
type tips struct {
	labels  Labels
	texts   []sprites.Sprite // tooltip i's text
	tipSize float64          // their text size, in pixels
	area    image.Rectangle  // where tooltips may go: the board's bounds
	tipper
}

// SetLabels sets the words of the board's captions and tooltips; the art
// is drawn again with them.
func (b *board) SetLabels(l Labels) {
	b.labels = l
	b.artPal = nil
}

// makeTips makes the tooltips' sprites, texts[i] for tooltip i, at size
// pixels, lines no wider than half the board's bounds (and than 30 sizes,
// which reads better).
func (b *board) makeTips(texts []string, size float64) {
	maxW := max(12*size, min(float64(b.area.Dx())/2, 30*size))
	b.texts, b.tipSize = sprites.NewTexts(texts, size, maxW, b.pal.Text), size
}

// tipFrame feeds one frame of the pointer, over thing id, to the
// tooltips. A tooltip opened by a long press on a thing swallows the
// release that ends it: the view must then act on nothing.
func (b *board) tipFrame(p Pointer, id int) (swallow bool) {
	if id != noTip && (id >= len(b.texts) || b.texts[id].AX <= 1) {
		id = noTip // an empty text: nothing to show
	}
	return b.track(p, id)
}

// tipRect returns where the tooltip of sprite s goes (x, y, w, h) and its
// padding: a panel over the pointer (under it when there is no room
// above), inside the board's bounds.
func (b *board) tipRect(s sprites.Sprite) (x, y, w, h, pad float64) {
	pad = math.Round(b.tipSize * 0.45)
	w, h = 2*s.AX+2*pad, 2*s.AY+2*pad
	a := b.area
	lift := 0.045*float64(min(a.Dx(), a.Dy())) + 8 // above a finger
	x = min(max(float64(b.x)-w/2, float64(a.Min.X)), float64(a.Max.X)-w)
	y = float64(b.y) - lift - h
	if y < float64(a.Min.Y) {
		y = float64(b.y) + lift
	}
	y = min(max(y, float64(a.Min.Y)), float64(a.Max.Y)-h)
	return x, y, w, h, pad
}

// drawTip draws the tooltip shown, if any, at its tipRect: an opaque panel
// of the palette (nothing of the board shows through its words), framed
// in the accent.
func (b *board) drawTip(dst *ebiten.Image) {
	if b.open == noTip || b.open >= len(b.texts) {
		return
	}
	s := b.texts[b.open]
	x, y, w, h, pad := b.tipRect(s)
	p := &b.pnt
	p.rect(dst, x, y, w, h, b.pal.Panel, 1)
	p.frame(dst, x, y, w, h, max(1, pad/5), b.pal.Accent, 1)
	p.sprite(dst, s, x+w/2, y+h/2, 1, 1)
}
