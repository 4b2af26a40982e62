package scenes

import (
	"fmt"
	"slices"
	"strings"

	"tavola/i18n"
	"tavola/puzzles"
	"tavola/session"
	"tavola/settings"
	"tavola/sprites"
)

// The app's saves and settings are kept by its Saves (a.saves, main's
// storage.Keeper):
// one autosave per game kind, restored for Continue, kept after every move
// and removed when its game ends. Here the app tells the player what the
// Keeper found: a save that could not be restored was moved aside, and is
// told once, in a notice; a save that cannot be written shows a notice
// until a later save works (the Keeper's store, storage.Keep, holds it in
// memory meanwhile, so that Continue still finds the game played on).

// loadSave restores the save of the game called name (Saves's
// Load: nil when there is none, its game is over, or it is broken).
func (a *App) loadSave(name string) *session.Session { return a.saves.Load(name) }

// loadSaves restores the games in progress, in the order of the games
// offered.
func (a *App) loadSaves() []*session.Session { return a.saves.LoadAll(a.names()) }

// broken tells the player, in plain words, of a save the Keeper moved
// aside, with the error as the detail. The saves found broken while the
// notice shows are told in it together, each game named: told one by
// one, each pushed out an older one (at most maxNotices show), and a save
// moved aside went untold.
func (a *App) broken(b BrokenSave) {
	err := b.Err
	var text string
	switch {
	case b.Where == "":
		text = a.t(i18n.SaveBrokenLeft)
	case b.Game == "":
		text = fmt.Sprintf(a.t(i18n.SaveBrokenAny), b.Where)
	default:
		text = fmt.Sprintf(a.t(i18n.SaveBroken), a.gameTitle(b.Game), b.Where)
	}
	if !slices.ContainsFunc(a.notices, func(n notice) bool { return n.id == brokenID }) {
		a.brokenSaves = a.brokenSaves[:0]
	}
	title := a.t(i18n.SaveOldGame)
	if b.Game != "" {
		title = a.gameTitle(b.Game)
	}
	a.brokenSaves = append(a.brokenSaves, brokenSave{title, err.Error()})
	logNotice(text, err.Error()) // each save once, with where it went
	if len(a.brokenSaves) == 1 {
		a.show(brokenID, text, err.Error(), false)
		return
	}
	titles := make([]string, len(a.brokenSaves))
	details := make([]string, len(a.brokenSaves))
	for i, b := range a.brokenSaves {
		titles[i], details[i] = b.title, b.title+": "+b.detail
	}
	text = fmt.Sprintf(a.t(i18n.SavesBroken), len(titles), strings.Join(titles, ", "))
	a.show(brokenID, text, strings.Join(details, "; "), false)
}

// brokenID is the notice of the saves found broken.
const brokenID = "load:saves"

// brokenSave is a save told broken: its game's name for the player and
// the error.
type brokenSave struct{ title, detail string }

// migrateSave turns the single save of format version 1 into the save of
// its game kind (storage.Keeper's Migrate).
func (a *App) migrateSave() { a.saves.Migrate() }

// autosave keeps the game s, or removes its save when it is over. When the
// store fails, a notice says so until a later save works; a save that
// works also lets go the notices the player has seen.
func (a *App) autosave(s *session.Session) {
	if err := a.saves.Autosave(s); err != nil {
		a.tell("save", a.t(i18n.SaveFailed), err.Error(), true)
		return
	}
	a.drop("save")
	a.dropSeen(nil)
}

// loadSettings reads and applies the settings: a bad line keeps its
// default and the others are kept, and the player is told once (the
// settings are written back without it); settings that cannot be read at
// all are moved aside. The notices are in the language just read.
func (a *App) loadSettings() {
	r := a.saves.LoadSettings(func(s settings.Settings) error {
		if _, ok := sprites.PaletteByName(s.Palette); !ok {
			// storage knows no palettes: an unknown one is a bad line too.
			return fmt.Errorf("storage: settings: unknown colours %.40q", s.Palette)
		}
		return nil
	})
	a.set = r.Settings
	a.applySettings()
	switch {
	case r.Broken != nil:
		a.tell("load:settings", fmt.Sprintf(a.t(i18n.SettingsBroken), r.Where), r.Broken.Error(), false)
	case r.Bad != nil:
		a.tell("load:settings", a.t(i18n.SettingsBad), r.Bad.Error(), false)
		a.keepSettings()
	}
}

// keepSettings writes the settings; when it cannot, a notice says so until
// a later write works.
func (a *App) keepSettings() {
	if err := a.saves.KeepSettings(a.set); err != nil {
		a.tell("settings", a.t(i18n.SettingsNotSaved), err.Error(), true)
		return
	}
	a.drop("settings")
}

// gameTitle is a game's name for the player: "Gravity", "GIPF Standard".
func (a *App) gameTitle(name string) string { return a.lang.GameTitle(name) }

// startGame starts a new game of name with seats, from back (the setup);
// when a game of that kind is in progress it asks first
// (library.AskBeforeNew), so that a misclick never loses a game.
func (a *App) startGame(name string, seats [2]session.Seat, back func() Scene) error {
	if s := a.lib.AskBeforeNew(name); s != nil {
		a.goTo(newReplace(a, s, seats, back))
		return nil
	}
	p, err := newPlay(a, name, seats)
	if err != nil {
		return err
	}
	a.goTo(p)
	return nil
}

// loadPuzzles reads the player's puzzle progress: a new player's when
// there is none, or when it cannot be read — then it is moved aside and
// the player told.
func (a *App) loadPuzzles() *puzzles.Progress {
	pr, where, err := a.saves.LoadPuzzles()
	if err != nil {
		text := a.t(i18n.PuzzlesBrokenLeft)
		if where != "" {
			text = fmt.Sprintf(a.t(i18n.PuzzlesBroken), where)
		}
		a.tell("load:puzzles", text, err.Error(), false)
	}
	return pr
}

// keepPuzzles keeps the player's puzzle progress after an attempt, and
// tells the player while it cannot.
func (a *App) keepPuzzles(pr *puzzles.Progress) {
	if err := a.saves.KeepPuzzles(pr); err != nil {
		a.tell("save:puzzles", a.t(i18n.PuzzlesNotSaved), err.Error(), true)
		return
	}
	a.drop("save:puzzles")
}
