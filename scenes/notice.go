package scenes

import (
	"fmt"
	"os"
	"slices"
	"tavola/ui"

	"github.com/hajimehoshi/ebiten/v2"
)

// notice is a message the app shows at the bottom of the screen over any
// scene, without stopping it: what happened in plain words, and under it,
// smaller, the technical detail. Both are bounded (two lines each, cut
// with "…") whatever the detail holds.
type notice struct {
	id     string // one notice per id: telling again replaces it
	text   string
	detail string
	// sticky notices stay until dropped by id (a save that keeps failing);
	// the others go when the player leaves the scene they were shown on,
	// or moves on in a game (the next successful save).
	sticky bool
	seen   Scene // the scene it was first drawn over, nil before
}

// maxNotices is the most notices shown at once; the oldest go first.
const maxNotices = 3

// tell shows a notice (replacing one of the same id) and writes it to
// stderr once.
func (a *App) tell(id, text, detail string, sticky bool) {
	a.show(id, text, detail, sticky)
	logNotice(text, detail)
}

// show shows a notice, replacing one of the same id, without writing it
// to stderr.
func (a *App) show(id, text, detail string, sticky bool) {
	a.notices = slices.DeleteFunc(a.notices, func(n notice) bool { return n.id == id })
	if len(a.notices) >= maxNotices {
		a.notices = a.notices[1:]
	}
	a.notices = append(a.notices, notice{id: id, text: text, detail: detail, sticky: sticky})
	a.Redraw()
}

// logNotice writes a notice's text and detail to stderr.
func logNotice(text, detail string) {
	fmt.Fprintf(os.Stderr, "tavola: %s\n\t%.400s\n", text, detail)
}

// drop forgets the notice id.
func (a *App) drop(id string) {
	if n := len(a.notices); n > 0 {
		if a.notices = slices.DeleteFunc(a.notices, func(n notice) bool { return n.id == id }); len(a.notices) != n {
			a.Redraw()
		}
	}
}

// dropSeen forgets the notices that are not sticky and have been shown on
// a scene other than keep (nil: any scene).
func (a *App) dropSeen(keep Scene) {
	a.notices = slices.DeleteFunc(a.notices, func(n notice) bool {
		return !n.sticky && n.seen != nil && (keep == nil || n.seen != keep)
	})
}

// noticeBox is the width of the notices' panels and their text sizes.
func (a *App) noticeBox() (w, size, detail float64) {
	un := a.unit
	return min(float64(a.w)-2*ui.Margin*un, 120*un), ui.Small * un, ui.Fine * un
}

// noticeHeight is the height the notices take at the bottom of the
// screen, so a scene can keep that room free (the title does).
func (a *App) noticeHeight() float64 {
	h := 0.0
	for _, n := range a.notices {
		h += a.noticePanelHeight(n) + a.unit
	}
	return h
}

func (a *App) noticePanelHeight(n notice) float64 {
	w, size, dsize := a.noticeBox()
	tw := w - 4*a.unit
	h := a.ui.ParaHeight(n.text, tw, size, false, a.pal.Text, ui.AlignLeft, 2)
	if n.detail != "" {
		h += 0.6*a.unit + a.ui.ParaHeight(n.detail, tw, dsize, false, a.pal.TextDim, ui.AlignLeft, 2)
	}
	return h + 3*a.unit
}

// drawNotices draws the notices from the bottom of the screen up, the
// newest lowest.
func (a *App) drawNotices(dst *ebiten.Image) {
	if len(a.notices) == 0 {
		return
	}
	u, pal, un := a.ui, a.pal, a.unit
	w, size, dsize := a.noticeBox()
	x := (float64(a.w) - w) / 2
	y := float64(a.h) - un
	for i := len(a.notices) - 1; i >= 0; i-- {
		n := &a.notices[i]
		if n.seen == nil {
			n.seen = a.scene
		}
		h := a.noticePanelHeight(*n)
		y -= h
		u.Panel(dst, ui.Rect{X: x, Y: y, W: w, H: h}, 1.2*un, pal.Panel)
		u.Rect(dst, x, y+un, 0.7*un, h-2*un, pal.Win, 1)
		ty := y + 1.5*un
		ty += u.Para(dst, n.text, x+2.5*un, ty, w-4*un, size, false, pal.Text, ui.AlignLeft, 2)
		if n.detail != "" {
			u.Para(dst, n.detail, x+2.5*un, ty+0.6*un, w-4*un, dsize, false, pal.TextDim, ui.AlignLeft, 2)
		}
		y -= un
	}
}
