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
func (l *savedList) analyseW(a Host) float64 {
	if a.Deps().NewAnalysis == nil {
		return 0
	}
	return a.Painter().TextWidth(a.t(i18n.Analyse), ui.Caption*a.Unit(), false) + 2*ui.Inset*a.Unit()
}

// analyseX is where a row's Analyse button starts.
func (l *savedList) analyseX(a Host) float64 { return l.deleteX() - l.analyseW(a) }

// analyseEntry opens the saved game i and starts its analysis, unless its
// record holds one, which shows at once. (When opening it must first ask
// about a game of its kind in progress, the question comes first and the
// game opens without analysing: Analyse is under its move list.)
func (l *savedList) analyseEntry(a Host, i int) error {
	s, ok := l.open(a, i)
	if !ok {
		return nil
	}
	if p, ok := s.(*play); ok && p.an.result == nil {
		p.an.offered = a.Deps().NewAnalysis != nil
		p.an.start(a, p)
	}
	a.goTo(s)
	return nil
}

// drawAnalyse draws row r's Analyse button in fg.
func (l *savedList) drawAnalyse(dst *ebiten.Image, a Host, r ui.Rect, fg color.RGBA) {
	w := l.analyseW(a)
	if w == 0 {
		return
	}
	un := a.Unit()
	x := l.analyseX(a)
	a.Painter().Rect(dst, x, r.Y+1.5*un, 0.2*un, r.H-3*un, fg, 0.5)
	a.Painter().TextIn(dst, a.t(i18n.Analyse), x+w/2, r.Y+r.H/2, w, ui.Caption*un, false, fg, ui.AlignCenter)
}
