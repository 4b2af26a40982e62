package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/scenes/i18n"
)

// chooseNext says where choosing a game leads.
type chooseNext uint8

const (
	chooseSetup chooseNext = iota
	chooseRules
)

// choose lists the games (one entry for the GIPF variants).
type choose struct {
	next     chooseNext
	menu     *menu
	families []string
}

var familyKeys = map[string][2]i18n.Key{
	"gravity": {i18n.GameGravity, i18n.BlurbGravity},
	"kpe":     {i18n.GameKpe, i18n.BlurbKpe},
	"gipf":    {i18n.GameGIPF, i18n.BlurbGIPF},
}

// families lists the game families offered, Gravity and Kpé first.
func (a *App) families() []string {
	var out []string
	for _, f := range []string{"gravity", "kpe", "gipf"} {
		for _, n := range a.names() {
			if family(n) == f {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

func newChoose(a *App, next chooseNext) *choose {
	c := &choose{next: next, families: a.families()}
	var items []menuItem
	for _, f := range c.families {
		k := familyKeys[f]
		items = append(items, menuItem{text: a.t(k[0]) + " — " + a.t(k[1])})
	}
	items = append(items, menuItem{text: a.t(i18n.Back)})
	c.menu = newMenu(items...)
	return c
}

func (c *choose) Update(a *App) error {
	if a.in.Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, _, ok := c.menu.update(a.in)
	if !ok {
		return nil
	}
	a.snd.Play(audio.Click)
	if i == len(c.families) {
		a.goTo(newTitle(a))
		return nil
	}
	if c.next == chooseRules {
		a.goTo(newRules(a, c.families[i]))
		return nil
	}
	a.goTo(newSetup(a, c.families[i]))
	return nil
}

func (c *choose) Draw(dst *ebiten.Image, a *App) {
	w, h := float64(a.w), float64(a.h)
	head := a.t(i18n.ChooseGame)
	if c.next == chooseRules {
		head = a.t(i18n.MenuRules)
	}
	a.ui.text(dst, head, w/2, 12*a.unit, 8*a.unit, true, a.pal.Text, alignCenter)
	c.menu.layout(rectF{0, 20 * a.unit, w, h - 26*a.unit}, a.unit)
	c.menu.draw(dst, a.ui, a.pal)
}
