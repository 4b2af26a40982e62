package scenes

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/settings"
	"tavola/sprites"
	"tavola/ui"
)

// settingsScreen changes the animation speed, the sound, the palette, the
// language and the hints; every change applies and is kept at once.
type settingsScreen struct {
	menu *ui.Menu
	gen  int // the settings' generation the rows show
}

type settingRow uint8

const (
	setAnimation settingRow = iota
	setSound
	setVolume
	setPalette
	setLanguage
	setHints
	setCoach
	setBack
)

// animOrder lists the animation speeds as the settings cycle them.
var animOrder = []settings.Speed{settings.Off, settings.Fast, settings.Normal, settings.Slow}

var animKeys = map[settings.Speed]i18n.Key{settings.Off: i18n.AnimOff, settings.Fast: i18n.AnimFast, settings.Normal: i18n.AnimNormal, settings.Slow: i18n.AnimSlow}

var langOrder = []string{"", "en", "it"}

// paletteKeys names the palettes sprites knows; another is shown by its key.
var paletteKeys = map[string]i18n.Key{"classic": i18n.PaletteClassic, "night": i18n.PaletteNight, "contrast": i18n.PaletteContrast}

func newSettings(a *App) *settingsScreen {
	s := &settingsScreen{menu: ui.NewMenu(make([]ui.MenuItem, setBack+1)...)}
	s.refresh(a)
	return s
}

func (s *settingsScreen) refresh(a *App) {
	s.gen = a.setGen
	onOff := func(b bool) string {
		if b {
			return a.t(i18n.On)
		}
		return a.t(i18n.OffWord)
	}
	it := s.menu.Items
	it[setAnimation] = ui.MenuItem{Text: a.t(i18n.Animation), Value: a.t(animKeys[a.set.Speed]), Option: true}
	it[setSound] = ui.MenuItem{Text: a.t(i18n.Sound), Value: onOff(a.set.Sound), Option: true}
	it[setVolume] = ui.MenuItem{Text: a.t(i18n.Volume), Value: strconv.Itoa(a.set.Volume*10) + " %", Option: true}
	pal := a.set.Palette
	if k, ok := paletteKeys[pal]; ok {
		pal = a.t(k)
	}
	it[setPalette] = ui.MenuItem{Text: a.t(i18n.Palette), Value: pal, Option: true}
	lang := a.t(i18n.LangSystem)
	switch a.set.Lang {
	case "en":
		lang = "English"
	case "it":
		lang = "Italiano"
	}
	it[setLanguage] = ui.MenuItem{Text: a.t(i18n.Language), Value: lang, Option: true}
	it[setHints] = ui.MenuItem{Text: a.t(i18n.Hints), Value: onOff(a.set.Hints), Option: true}
	it[setCoach] = ui.MenuItem{Text: a.t(i18n.Coach), Value: a.coachStatus(), Option: true}
	it[setBack] = ui.MenuItem{Text: a.t(i18n.Back)}
}

// step returns the element d places after cur in list, wrapping.
func step[T comparable](list []T, cur T, d int) T {
	for i, v := range list {
		if v == cur {
			return list[(i+d+len(list))%len(list)]
		}
	}
	return list[0]
}

func (s *settingsScreen) Update(a *App) error {
	if s.gen != a.setGen {
		s.refresh(a) // changed behind the rows' back: M mutes anywhere
	}
	if a.in.Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, d, ok := s.menu.Update(a.in.UI())
	if !ok {
		return nil
	}
	switch settingRow(i) {
	case setAnimation:
		a.set.Speed = step(animOrder, a.set.Speed, d)
	case setSound:
		a.set.Sound = !a.set.Sound
	case setVolume:
		a.set.Volume = max(0, min(10, a.set.Volume+d))
	case setPalette:
		var names []string
		for _, p := range sprites.Palettes() {
			names = append(names, p.Name)
		}
		a.set.Palette = step(names, a.set.Palette, d)
	case setLanguage:
		a.set.Lang = step(langOrder, a.set.Lang, d)
	case setHints:
		a.set.Hints = !a.set.Hints
	case setCoach:
		a.set.Coach = !a.set.Coach
	case setBack:
		a.snd.Play(audio.Click)
		a.goTo(newTitle(a))
		return nil
	}
	a.saveSettings()
	a.snd.Play(audio.Click)
	s.refresh(a)
	return nil
}

func (s *settingsScreen) Draw(dst *ebiten.Image, a *App) {
	sc := a.screen()
	a.ui.Heading(dst, sc.Head(ui.Display), a.t(i18n.Settings), a.pal.Text)
	s.menu.Layout(sc.MenuArea(sc.Below(ui.Display, 0), ui.Margin), a.unit)
	a.ui.Menu(dst, s.menu, a.pal)
	// A sample of the palette: both players' pieces and the accent.
	drawPieces(dst, a, sc.W/2, sc.H-sc.U(ui.Margin-0.5), 0)
}
