package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/rules/gipf"
	"tavola/ui"
)

// gipfChapter is one diagram of the GIPF rules: a position of a variant,
// the actions it plays out, and its caption.
type gipfChapter struct {
	variant gipf.Variant
	pos     string
	moves   []string
	caption i18n.Key
}

// gipfChapters are the GIPF diagrams, shown in turn: a push and its chain,
// a row going home with a captured piece, crossing rows and the choice,
// a GIPF piece kept, and the Tournament's GIPF entries. Read-only.
var gipfChapters = []gipfChapter{
	{gipf.Basic, "basic b2w/5/6/w5b/6/5/b2w w 12 12 -", []string{"a1-c3", "i5-g5", "e1-e3", "e9-e7"}, i18n.GIPFDiagramPush},
	{gipf.Basic, "basic 4/5/6/www1b2/6/5/4 w 12 14 -", []string{"e1-e5"}, i18n.GIPFDiagramRow},
	{gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", []string{"e1-e5", "xc3,d4,e5,f5"}, i18n.GIPFDiagramChoice},
	{gipf.Standard, "standard 4/5/6/WWw4/6/5/3B w 9 11 -", []string{"e1-e5", "xe2,(e3),e4,e5"}, i18n.GIPFDiagramKeep},
	{gipf.Tournament, "tournament 4/5/6/7/6/5/4 w 18 18 WB", []string{"Ge2", "Ge8", "Gb2", "h2", "b5"}, i18n.GIPFDiagramTournament},
}

// gipfDiagram plays the GIPF chapters in the rules scene's figure.
type gipfDiagram struct {
	chapter int
}

// start shows chapter i: its game in its position, synced to the view.
func (d *gipfDiagram) start(r *rulesScene, i int) {
	d.chapter = i % len(gipfChapters)
	c := gipfChapters[d.chapter]
	g := gipf.New(c.variant)
	if err := g.SetPosition(c.pos); err != nil {
		// The chapters are fixed; a refused one is a bug the tests catch.
		g.Reset()
	}
	r.game = g
	r.view.SetInteractive(false)
	r.view.Sync(g)
	r.played = 0
}

// script is the chapter's actions.
func (d *gipfDiagram) script() []string { return gipfChapters[d.chapter].moves }

// captionHeight is the room under the figure for the caption.
func (d *gipfDiagram) captionHeight(a Look) float64 { return 9 * a.Unit() }

// draw writes the caption under the figure, with the chapter's number.
func (d *gipfDiagram) draw(dst *ebiten.Image, a Look, fig ui.Rect) {
	un := a.Unit()
	y := fig.Y + fig.H - d.captionHeight(a) + 2.5*un
	size := 2.6 * un
	text := a.t(gipfChapters[d.chapter].caption)
	// Two lines at most: break at the space nearest the middle when the
	// caption is wider than the figure.
	if a.Painter().TextWidth(text, size, false) <= fig.W {
		a.Painter().Text(dst, text, fig.X+fig.W/2, y, size, false, a.Palette().Text, ui.AlignCenter)
		return
	}
	cut := len(text) / 2
	for i := 0; i < len(text)/2; i++ {
		if text[len(text)/2+i] == ' ' {
			cut = len(text)/2 + i
			break
		}
		if text[len(text)/2-i] == ' ' {
			cut = len(text)/2 - i
			break
		}
	}
	a.Painter().Text(dst, text[:cut], fig.X+fig.W/2, y, size, false, a.Palette().Text, ui.AlignCenter)
	a.Painter().Text(dst, text[cut+1:], fig.X+fig.W/2, y+size*1.35, size, false, a.Palette().Text, ui.AlignCenter)
}
