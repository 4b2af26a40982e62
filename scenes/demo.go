package scenes

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/render"
	"tavola/session"
	"tavola/ui"
)

// demoRest is how long a finished demo game stays on the screen, by the
// app's clock (not counted in frames, which a slow machine stretches).
const demoRest = 3 * time.Second

// demo is the AI-against-AI show: one game or all in turn, with pause,
// step and speed.
type demo struct {
	pick   string // "" for every game in turn, else a game name
	paused bool
	step   bool // play one move while paused
	speed  render.Speed
	// The rest after a finished game: how long it has stood (pauses not
	// counted), and the app's clock when that was last counted, if it
	// stands (resting).
	rested, since time.Duration
	resting       bool
	// Texts rebuilt on change.
	gameText, speedText string
	keys                []string
}

// newDemo starts the demo on pick ("" cycles through the games).
func newDemo(a Host, pick string) (*play, error) {
	d := &demo{pick: pick, speed: a.speed()}
	if d.speed == render.SpeedOff {
		d.speed = render.SpeedNormal
	}
	name := pick
	if name == "" {
		name = demoGames(a)[0]
	}
	return d.start(a, name)
}

// start opens a demo game of name.
func (d *demo) start(a Host, name string) (*play, error) {
	lv := a.mediumLevel()
	g, err := a.Deps().NewGame(name)
	if err != nil {
		return nil, err
	}
	s, err := session.New(g, [2]session.Seat{{AI: true, Level: lv}, {AI: true, Level: lv}}, a.Deps().NewSearch, a.nextSeed())
	if err != nil {
		return nil, err
	}
	p := newTable(a, s, d)
	d.rested, d.resting = 0, false
	d.refresh(a)
	return p, nil
}

// next is the game after the current one.
func (d *demo) next(a Games, cur string) string {
	if d.pick != "" {
		return d.pick
	}
	games := demoGames(a)
	for i, n := range games {
		if n == cur {
			return games[(i+1)%len(games)]
		}
	}
	return games[0]
}

func (d *demo) refresh(a Look) {
	d.gameText = a.t(i18n.DemoGame) + ": " + a.t(i18n.DemoCycle)
	if d.pick != "" {
		d.gameText = a.t(i18n.DemoGame) + ": " + a.t(i18n.FamilyKeys(family(d.pick))[0])
	}
	d.speedText = a.t(i18n.Speed) + ": " + a.t(speedKeys[d.speed])
	d.keys = strings.Split(a.t(i18n.DemoKeys), " · ")
}

var speedKeys = map[render.Speed]i18n.Key{
	render.SpeedOff: i18n.AnimNone, render.SpeedFast: i18n.AnimFast,
	render.SpeedNormal: i18n.AnimNormal, render.SpeedSlow: i18n.AnimSlow,
}

// speedOrder runs from slowest to fastest.
var speedOrder = []render.Speed{render.SpeedSlow, render.SpeedNormal, render.SpeedFast, render.SpeedOff}

// faster moves the speed d steps toward "off" (no animation).
func (d *demo) faster(a Look, steps int) {
	for i, s := range speedOrder {
		if s == d.speed {
			d.speed = speedOrder[max(0, min(len(speedOrder)-1, i+steps))]
			break
		}
	}
	d.refresh(a)
}

// cycleGame switches to the next choice: every game, then each alone.
func (d *demo) cycleGame(a Host) error {
	games := demoGames(a)
	switch {
	case d.pick == "":
		d.pick = games[0]
	default:
		nx := ""
		for i, n := range games {
			if n == d.pick && i+1 < len(games) {
				nx = games[i+1]
			}
		}
		d.pick = nx
	}
	d.refresh(a)
	name := d.pick
	if name == "" {
		name = games[0]
	}
	p, err := d.start(a, name)
	if err != nil {
		return err
	}
	a.goTo(p)
	return nil
}

func (d *demo) buttons(a Look, p *play, add func(string, func(Host) error)) {
	add(a.t(i18n.DemoPause), func(a Host) error { d.paused = !d.paused; return nil })
	add(a.t(i18n.DemoStep), func(a Host) error { d.step = true; return nil })
	add("−", func(a Host) error { d.faster(a, -1); return nil })
	add("+", func(a Host) error { d.faster(a, 1); return nil })
	add(a.t(i18n.DemoGame), d.cycleGame)
	add(a.t(i18n.Menu), p.leave)
}

// update handles the demo's keys and the pause between games; done means
// the scene changed.
func (d *demo) update(a Host, p *play) (done bool, err error) {
	f := a.Input()
	switch {
	case f.Verbs.Has(VerbBack):
		return true, p.leave(a)
	case f.Verbs.Has(VerbPause):
		d.paused = !d.paused
	case f.Verbs.Has(VerbStep):
		d.step = true
	case f.Verbs.Has(VerbFaster):
		d.faster(a, 1)
	case f.Verbs.Has(VerbSlower):
		d.faster(a, -1)
	case f.Verbs.Has(VerbGame):
		return true, d.cycleGame(a)
	}
	if !p.sess.Game().Outcome().Over || p.view.Animating() || d.paused {
		d.resting = false
		return false, nil
	}
	if d.resting {
		d.rested += a.Now() - d.since
	}
	d.resting, d.since = true, a.Now()
	if d.rested < demoRest {
		return false, nil
	}
	np, err := d.start(a, d.next(a, p.name))
	if err != nil {
		return true, err
	}
	a.goTo(np)
	return true, nil
}

// draw draws the demo's state and keys in r (the play scene's list box).
func (d *demo) draw(dst *ebiten.Image, a Look, r ui.Rect) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	x, w := r.X+ui.PanelPad*un, r.W-2*ui.PanelPad*un
	y := r.Y + ui.Inset*un
	u.TextIn(dst, a.t(i18n.Demo), x, y, w, ui.Info*un, true, pal.Accent, ui.AlignLeft)
	u.TextIn(dst, d.gameText, x, y+5*un, w, ui.Body*un, false, pal.Text, ui.AlignLeft)
	u.TextIn(dst, d.speedText, x, y+9.5*un, w, ui.Body*un, false, pal.Text, ui.AlignLeft)
	if d.paused {
		u.TextIn(dst, a.t(i18n.Paused), x, y+14*un, w, ui.Body*un, true, pal.Win, ui.AlignLeft)
	}
	for i, l := range d.keys {
		u.TextIn(dst, l, x, y+19*un+float64(i)*3.4*un, w, ui.Caption*un, false, pal.TextDim, ui.AlignLeft)
	}
}

// demoGames are the games the demo shows, one per family.
func demoGames(a Games) []string {
	var out []string
	for _, f := range families(a) {
		c := a.setupFor(f)
		out = append(out, c.game)
	}
	return out
}
