package scenes

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules"
	"tavola/ui"
)

// rulesText is each family's rules.
var rulesText = map[string]i18n.Key{"gravity": i18n.RulesGravity, "kpe": i18n.RulesKpe, "gipf": i18n.RulesGIPF}

// diagramScripts are the moves each diagram shows, in a loop: Gravity's
// worked examples of the spec (d6 lands on d8, c4 on a4, e5 on h8, e4 on g2
// once h1 is taken); Kpé's opening sowings. Games without a script (or
// past its end) play their first legal moves.
var diagramScripts = map[string][]string{
	"gravity": {"d6", "c4", "e5", "h1", "e4", "d4", "f5"},
	"kpe":     {"A", "a", "D", "d", "B", "b"},
}

// diagramMoves is how many moves a diagram plays before starting again.
const diagramMoves = 8

// diagramPause is how long each move of the diagram stands once drawn, by
// the app's clock (a slow machine's frames do not stretch it).
const diagramPause = 750 * time.Millisecond

// rulesScene explains one game beside a small board that plays itself.
type rulesScene struct {
	fam      string
	game     rules.Game
	view     render.View
	palGen   int
	bounds   image.Rectangle
	played   int
	ready    time.Duration // the app's clock before which the next move waits
	events   []rules.Event
	actions  []rules.Action
	tabs     *ui.Menu
	families []string
	// The wrapped text, for the width and language it was wrapped at.
	lines           []string
	wrapW           float64
	wrapLang        i18n.Lang
	heading         string
	textBox, figBox ui.Rect
	gipf            *gipfDiagram // GIPF's chapters, nil for the other games
}

func newRules(a Host, fam string) *rulesScene {
	r := &rulesScene{fam: fam, families: families(a), events: make([]rules.Event, 0, 64)}
	var items []ui.MenuItem
	for _, f := range r.families {
		items = append(items, ui.MenuItem{Text: a.t(i18n.FamilyKeys(f)[0])})
	}
	items = append(items, ui.MenuItem{Text: a.t(i18n.Back)})
	r.tabs = ui.NewMenu(items...)
	r.tabs.PointerOnly = true
	r.tabs.Current = slices.Index(r.families, fam)
	name := fam
	for _, n := range a.names() {
		if family(n) == fam {
			name = a.setupFor(fam).game
			break
		}
	}
	g, err := a.Deps().NewGame(name)
	if err == nil {
		r.game = g
		r.view = a.view(name)
		r.view.SetHints(false) // a diagram, not a board to play on
		r.view.Sync(g)
		r.palGen = a.PaletteGen()
		if fam == "gipf" {
			r.gipf = &gipfDiagram{}
			r.gipf.start(r, 0)
		}
	}
	r.heading = fmt.Sprintf(a.t(i18n.RulesOf), a.t(i18n.FamilyKeys(fam)[0]))
	return r
}

func (r *rulesScene) Update(a Host) error {
	f := a.Input()
	switch {
	case f.Verbs.Has(VerbBack):
		a.goTo(newChoose(a, chooseRules))
		return nil
	case f.Verbs.Has(VerbLeft), f.Verbs.Has(VerbRight):
		d := 1
		if f.Verbs.Has(VerbLeft) {
			d = -1
		}
		a.goTo(newRules(a, step(r.families, r.fam, d)))
		return nil
	}
	r.layout(a)
	if i, _, ok := r.tabs.Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		if i == len(r.families) {
			a.goTo(newChoose(a, chooseRules))
		} else if r.families[i] != r.fam {
			a.goTo(newRules(a, r.families[i]))
		}
		return nil
	}
	if r.view == nil {
		return nil
	}
	if r.palGen != a.PaletteGen() {
		r.view = a.view(r.game.Name())
		r.view.SetHints(false)
		r.view.Sync(r.game)
		r.view.SetInteractive(r.gipf == nil)
		r.palGen, r.bounds = a.PaletteGen(), image.Rectangle{}
		r.layout(a)
	}
	r.view.SetSpeed(a.speed())
	r.view.Update()
	if !r.view.Still() {
		a.Redraw()
	}
	if r.view.Animating() {
		r.ready = a.Now() + diagramPause
		return nil
	}
	if a.Now() < r.ready {
		return nil
	}
	r.ready = a.Now() + diagramPause
	a.Redraw() // the diagram's next move, chapter or restart
	if r.gipf != nil && (r.played >= diagramMoves || r.game.Outcome().Over) {
		r.gipf.start(r, r.gipf.chapter+1)
		return nil
	}
	if r.played >= diagramMoves || r.game.Outcome().Over {
		r.game.Reset()
		r.view.Sync(r.game)
		r.played = 0
		return nil
	}
	act, ok := r.nextMove()
	if !ok {
		r.played = diagramMoves
		return nil
	}
	r.events = r.game.Apply(act, r.events[:0])
	r.view.Animate(r.game, act, r.events)
	r.played++
	return nil
}

// nextMove is the diagram's next move: the script's, or a legal one.
func (r *rulesScene) nextMove() (rules.Action, bool) {
	s := diagramScripts[r.fam]
	if r.gipf != nil {
		// A GIPF chapter plays its script and nothing else.
		if s = r.gipf.script(); r.played >= len(s) {
			return 0, false
		}
	}
	if r.played < len(s) {
		if act, err := r.game.ParseAction(s[r.played]); err == nil {
			return act, true
		}
	}
	r.actions = r.game.Actions(r.actions[:0])
	if len(r.actions) == 0 {
		return 0, false
	}
	return r.actions[(r.played*7)%len(r.actions)], true
}

func (r *rulesScene) layout(a Host) {
	w, h, un := a.screen().W, a.screen().H, a.Unit()
	top, bottom := 14*un, 11*un
	if w >= h*1.15 {
		r.textBox = ui.Rect{X: ui.Margin * un, Y: top, W: w*0.5 - ui.Margin*un, H: h - top - bottom}
		r.figBox = ui.Rect{X: w * 0.52, Y: top, W: w*0.48 - ui.PanelPad*un, H: h - top - bottom}
	} else {
		fh := (h - top - bottom) * 0.45
		r.figBox = ui.Rect{X: ui.PanelPad * un, Y: top, W: w - 2*ui.PanelPad*un, H: fh}
		r.textBox = ui.Rect{X: ui.Margin * un, Y: top + fh + ui.Gap*un, W: w - 2*ui.Margin*un, H: h - top - bottom - fh - ui.Gap*un}
	}
	if r.view != nil {
		fig := r.figBox
		if r.gipf != nil {
			fig.H -= r.gipf.captionHeight(a)
		}
		if b := fig.Image(); b != r.bounds {
			r.bounds = b
			r.view.SetBounds(b)
		}
	}
	r.tabs.LayoutRow(ui.Rect{X: ui.Margin * un, Y: h - (ui.ButtonH+ui.Gap)*un, W: w - 2*ui.Margin*un, H: ui.ButtonH * un}, un, a.Painter().TextWidth, 1)
	if r.wrapW != r.textBox.W || r.wrapLang != a.Lang() {
		r.wrap(a)
	}
}

// textSize is the size of the rules' text.
func (r *rulesScene) textSize(a Look) float64 { return ui.Body * a.Unit() }

// wrap breaks the rules into lines that fit the text box.
func (r *rulesScene) wrap(a Look) {
	r.wrapW, r.wrapLang = r.textBox.W, a.Lang()
	r.lines = r.lines[:0]
	size := r.textSize(a)
	for par := range strings.SplitSeq(a.t(rulesText[r.fam]), "\n") {
		line := ""
		for _, word := range strings.Fields(par) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && a.Painter().TextWidth(try, size, false) > r.textBox.W {
				r.lines = append(r.lines, line)
				try = word
			}
			line = try
		}
		r.lines = append(r.lines, line, "")
	}
}

func (r *rulesScene) Draw(dst *ebiten.Image, a Host) {
	a.Painter().Heading(dst, a.screen().Head(ui.Heading), r.heading, a.Palette().Text)
	if r.view != nil {
		r.view.Draw(dst)
	}
	if r.gipf != nil {
		r.gipf.draw(dst, a, r.figBox)
	}
	size := r.textSize(a)
	line := size * 1.45
	y := r.textBox.Y + line/2
	for _, l := range r.lines {
		if y > r.textBox.Y+r.textBox.H {
			break
		}
		a.Painter().Text(dst, l, r.textBox.X, y, size, false, a.Palette().Text, ui.AlignLeft)
		y += line
	}
	a.Painter().Menu(dst, r.tabs, a.Palette())
}
