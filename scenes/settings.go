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
// language, the hints, the Kpé coach and the evaluation bar in play;
// every change applies and is kept at once.
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
	setEvalBar
	setBack
)

// animOrder lists the animation speeds as the settings cycle them.
var animOrder = []settings.Speed{settings.Off, settings.Fast, settings.Normal, settings.Slow}

var animKeys = map[settings.Speed]i18n.Key{settings.Off: i18n.AnimOff, settings.Fast: i18n.AnimFast, settings.Normal: i18n.AnimNormal, settings.Slow: i18n.AnimSlow}

var langOrder = []string{"", "en", "it"}

// paletteKeys names the palettes sprites knows; another is shown by its key.
var paletteKeys = map[string]i18n.Key{"classic": i18n.PaletteClassic, "night": i18n.PaletteNight, "contrast": i18n.PaletteContrast}

func newSettings(a Host) *settingsScreen {
	s := &settingsScreen{menu: ui.NewMenu(make([]ui.MenuItem, setBack+1)...)}
	s.refresh(a)
	return s
}

func (s *settingsScreen) refresh(a Host) {
	s.gen = a.SettingsGen()
	st := a.Settings()
	onOff := func(b bool) string {
		if b {
			return a.t(i18n.On)
		}
		return a.t(i18n.OffWord)
	}
	it := s.menu.Items
	it[setAnimation] = ui.MenuItem{Text: a.t(i18n.Animation), Value: a.t(animKeys[st.Speed]), Option: true}
	it[setSound] = ui.MenuItem{Text: a.t(i18n.Sound), Value: onOff(st.Sound), Option: true}
	it[setVolume] = ui.MenuItem{Text: a.t(i18n.Volume), Value: strconv.Itoa(st.Volume*10) + " %", Option: true}
	pal := st.Palette
	if k, ok := paletteKeys[pal]; ok {
		pal = a.t(k)
	}
	it[setPalette] = ui.MenuItem{Text: a.t(i18n.Palette), Value: pal, Option: true}
	lang := a.t(i18n.LangSystem)
	switch st.Lang {
	case "en":
		lang = "English"
	case "it":
		lang = "Italiano"
	}
	it[setLanguage] = ui.MenuItem{Text: a.t(i18n.Language), Value: lang, Option: true}
	it[setHints] = ui.MenuItem{Text: a.t(i18n.Hints), Value: onOff(st.Hints), Option: true}
	it[setCoach] = ui.MenuItem{Text: a.t(i18n.Coach), Value: coachStatus(a), Option: true}
	it[setEvalBar] = ui.MenuItem{Text: a.t(i18n.EvalBar), Value: onOff(st.EvalBar), Option: true}
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

func (s *settingsScreen) Update(a Host) error {
	if s.gen != a.SettingsGen() {
		s.refresh(a) // changed behind the rows' back: M mutes anywhere
	}
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	i, d, ok := s.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	st := a.Settings()
	switch settingRow(i) {
	case setAnimation:
		st.Speed = step(animOrder, st.Speed, d)
	case setSound:
		st.Sound = !st.Sound
	case setVolume:
		st.Volume = max(0, min(10, st.Volume+d))
	case setPalette:
		var names []string
		for _, p := range sprites.Palettes() {
			names = append(names, p.Name)
		}
		st.Palette = step(names, st.Palette, d)
	case setLanguage:
		st.Lang = step(langOrder, st.Lang, d)
	case setHints:
		st.Hints = !st.Hints
	case setCoach:
		st.Coach = !st.Coach
	case setEvalBar:
		st.EvalBar = !st.EvalBar
	case setBack:
		a.Sounds().Play(audio.Click)
		a.goTo(newTitle(a))
		return nil
	}
	a.setSettings(st)
	a.Sounds().Play(audio.Click)
	s.refresh(a)
	return nil
}

func (s *settingsScreen) Draw(dst *ebiten.Image, a Host) {
	sc := a.screen()
	a.Painter().Heading(dst, sc.Head(ui.Display), a.t(i18n.Settings), a.Palette().Text)
	s.menu.Layout(sc.MenuArea(sc.Below(ui.Display, 0), ui.Margin), a.Unit())
	a.Painter().Menu(dst, s.menu, a.Palette())
	// A sample of the palette: both players' pieces and the accent.
	drawPieces(dst, a, sc.W/2, sc.H-sc.U(ui.Margin-0.5), 0)
}
