package scenes

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/puzzles"
	"tavola/puzzles/trainer"
	"tavola/ui"
)

// puzzleHub is the way into the puzzles, from the title: the player's
// rating and streak, a puzzle of each game picked for their rating, the
// puzzle of the day of each game, Back.
type puzzleHub struct {
	prog  *puzzles.Progress
	sets  map[string][]*puzzles.Puzzle // the shipped puzzles, read once
	games []string                     // the games with puzzles the app offers
	menu  *ui.Menu
	rng   *rand.Rand
	today func() time.Time // the date of the puzzle of the day (time.Now; tests fix it)
}

// newPuzzleHub reads the player's progress (a broken file is told and set
// aside) and offers the games.
func newPuzzleHub(a Host) *puzzleHub {
	h := &puzzleHub{prog: a.loadPuzzles(), sets: map[string][]*puzzles.Puzzle{}, rng: rand.New(rand.NewPCG(a.nextSeed(), 0x9a2)), today: time.Now}
	for _, f := range families(a) {
		for _, g := range puzzles.ShippedGames {
			if family(g) == f && a.offered(g) {
				h.games = append(h.games, g)
			}
		}
	}
	h.build(a)
	return h
}

// build makes the menu: each game, then each game's puzzle of the day.
func (h *puzzleHub) build(a Host) {
	var items []ui.MenuItem
	for _, g := range h.games {
		items = append(items, ui.MenuItem{Text: a.gameTitle(g)})
	}
	for _, g := range h.games {
		items = append(items, ui.MenuItem{Text: fmt.Sprintf(a.t(i18n.PuzzlesDaily), a.gameTitle(g))})
	}
	h.menu = ui.NewMenu(append(items, ui.MenuItem{Text: a.t(i18n.Back)})...)
}

// set is the shipped puzzles of game.
func (h *puzzleHub) set(game string) ([]*puzzles.Puzzle, error) {
	if s, ok := h.sets[game]; ok {
		return s, nil
	}
	s, err := puzzles.Shipped(game)
	if err != nil {
		return nil, err
	}
	h.sets[game] = s
	return s, nil
}

// open goes to the next puzzle of game (today's when daily; never last,
// the one just played): the puzzle screen, or the hub again with a notice when every one is done.
func (h *puzzleHub) open(a Host, game string, daily bool, last *puzzles.Puzzle) error {
	set, err := h.set(game)
	if err != nil {
		return err
	}
	p := trainer.Pick(set, h.prog, game, daily, h.today(), h.rng, last)
	if p == nil {
		a.tell("puzzles:done", fmt.Sprintf(a.t(i18n.PuzzleAllDone), a.gameTitle(game)), "", false)
		return nil
	}
	s, err := newPuzzleScreen(a, h, p, daily)
	if err != nil {
		return err
	}
	a.goTo(s)
	return nil
}

func (h *puzzleHub) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, _, ok := h.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	n := len(h.games)
	switch {
	case i < n:
		return h.open(a, h.games[i], false, nil)
	case i < 2*n:
		return h.open(a, h.games[i-n], true, nil)
	}
	a.goTo(newTitle(a))
	return nil
}

func (h *puzzleHub) Draw(dst *ebiten.Image, a Host) {
	u, pal, s := a.Painter(), a.Palette(), a.screen()
	u.Heading(dst, s.Head(ui.Display), a.t(i18n.MenuPuzzles), pal.Text)
	u.Line(dst, s.Sub(ui.Display, ui.Lead), trainer.Standing(a.Lang(), h.prog), false, pal.TextDim, ui.AlignCenter)
	h.menu.Layout(s.MenuArea(s.Below(ui.Display, ui.Lead), ui.Margin+max(0, a.noticeHeight()/a.Unit())), a.Unit())
	u.Menu(dst, h.menu, pal)
}
