package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/ui"
)

// A saved game's Analyse button, left of its ×: it opens the game and
// starts its analysis (analysisPane), or shows the one its record holds.

// analyseW is the width of a row's Analyse button (0 when the app offers
// no analysis).
func (l *savedList) analyseW(a *App) float64 {
	if a.deps.NewAnalysis == nil {
		return 0
	}
	return a.ui.TextWidth(a.t(i18n.Analyse), ui.Caption*a.unit, false) + 2*ui.Inset*a.unit
}

// analyseX is where a row's Analyse button starts.
func (l *savedList) analyseX(a *App) float64 { return l.deleteX() - l.analyseW(a) }

// analyseEntry opens the saved game i to analyse it.
func (l *savedList) analyseEntry(a *App, i int) error {
	e := l.entries[i]
	if e.Record == nil {
		return nil
	}
	s, err := a.lib.OpenRecord(e.Record)
	if err != nil {
		a.tell("shelf", e.Name, err.Error(), false)
		return nil
	}
	a.analyseNext = s
	a.goTo(a.openSessionAs(s, e.Name, func() Scene { return l }))
	return nil
}

// drawAnalyse draws row r's Analyse button in fg.
func (l *savedList) drawAnalyse(dst *ebiten.Image, a *App, r ui.Rect, fg color.RGBA) {
	w := l.analyseW(a)
	if w == 0 {
		return
	}
	un := a.unit
	x := l.analyseX(a)
	a.ui.Rect(dst, x, r.Y+1.5*un, 0.2*un, r.H-3*un, fg, 0.5)
	a.ui.TextIn(dst, a.t(i18n.Analyse), x+w/2, r.Y+r.H/2, w, ui.Caption*un, false, fg, ui.AlignCenter)
}
