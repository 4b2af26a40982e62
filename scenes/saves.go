package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	"tavola/i18n"
	"tavola/scenes/prefs"
	"tavola/session"
	"tavola/sprites"
)

// The app's saves: one per game kind (session.Key), each restored for
// Continue, kept after every move and removed when its game ends. A save
// that cannot be restored is moved aside (prefs.MoveAside) and the player
// told once, in a notice; a save that cannot be written shows a notice
// until a later save works, and is kept in memory meanwhile (prefs.Keep),
// so that Continue still finds the game played on.

// loadSave restores the save of the game called name. It returns nil when
// there is none, when its game is over, or when it is broken: then it is
// moved aside, so it is never read (nor reported) again, and the player is
// told.
func (a *App) loadSave(name string) *session.Session {
	key := session.Key(name)
	b, err := a.store.Load(key)
	if errors.Is(err, prefs.ErrNotFound) {
		return nil
	}
	var s *session.Session
	if err == nil {
		s, err = a.restore(name, b)
	}
	if err != nil {
		a.broken(key, name, err)
		return nil
	}
	if s.Game().Outcome().Over {
		return nil
	}
	a.loadNotes(s)
	return s
}

// restore rebuilds a save of the game called name (empty: any game
// offered).
func (a *App) restore(name string, b []byte) (*session.Session, error) {
	v, err := session.DecodeSave(b)
	if err != nil {
		return nil, err
	}
	switch {
	case name != "" && v.Game != name:
		return nil, fmt.Errorf("session: save: it holds a game of %.40q, not %s", v.Game, name)
	case !a.offered(v.Game):
		return nil, fmt.Errorf("session: save: the game %.40q is not offered", v.Game)
	}
	return session.Restore(v, a.deps.NewGame, a.deps.NewSearch, a.nextSeed())
}

// loadSaves restores the games in progress, in the order of the games
// offered.
func (a *App) loadSaves() []*session.Session {
	var out []*session.Session
	for _, n := range a.names() {
		if s := a.loadSave(n); s != nil {
			out = append(out, s)
		}
	}
	return out
}

// broken moves the save under key aside and tells the player, in plain
// words, with the error as the detail. game is the game's name ("" when
// not known). The saves found broken while the notice shows are told in
// it together, each game named: told one by one, each pushed out an older
// one (at most maxNotices show), and a save moved aside went untold.
func (a *App) broken(key, game string, err error) {
	to, merr := prefs.MoveAside(a.store, key, time.Now())
	var text string
	switch {
	case merr != nil:
		text = a.t(i18n.SaveBrokenLeft)
		err = fmt.Errorf("%w; moving it aside: %w", err, merr)
	case game == "":
		text = fmt.Sprintf(a.t(i18n.SaveBrokenAny), a.store.Where(to))
	default:
		text = fmt.Sprintf(a.t(i18n.SaveBroken), a.gameTitle(game), a.store.Where(to))
	}
	if !slices.ContainsFunc(a.notices, func(n notice) bool { return n.id == brokenID }) {
		a.brokenSaves = a.brokenSaves[:0]
	}
	title := a.t(i18n.SaveOldGame)
	if game != "" {
		title = a.gameTitle(game)
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
// its game kind. An empty one (version 1 emptied it when a game ended) is
// removed; one that cannot be read is moved aside and the player told; one
// whose kind has a save already is kept aside, never over the newer one.
func (a *App) migrateSave() {
	const key = session.LegacyKey
	b, err := a.store.Load(key)
	switch {
	case errors.Is(err, prefs.ErrNotFound):
		return
	case err == nil && len(bytes.TrimSpace(b)) == 0:
		if err := a.store.Remove(key); err != nil {
			fmt.Fprintln(os.Stderr, "tavola:", err)
		}
		return
	}
	var v session.Save
	if err == nil {
		if v, err = session.DecodeSave(b); err == nil && !a.offered(v.Game) {
			err = fmt.Errorf("session: save: the game %.40q is not offered", v.Game)
		}
	}
	if err != nil {
		a.broken(key, "", err)
		return
	}
	err = a.store.Rename(key, session.Key(v.Game))
	if errors.Is(err, fs.ErrExist) {
		var to string
		if to, err = prefs.MoveAside(a.store, key, time.Now()); err == nil {
			fmt.Fprintf(os.Stderr, "tavola: a %s game is saved already; the old save was kept as %s\n", v.Game, a.store.Where(to))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola:", err)
	}
}

// autosave keeps the game s, or removes its save when it is over. When the
// store fails, a notice says so until a later save works; a save that
// works also lets go the notices the player has seen.
func (a *App) autosave(s *session.Session) {
	key := session.Key(s.Game().Name())
	var err error
	if s.Game().Outcome().Over {
		err = a.store.Remove(key)
	} else {
		err = a.store.Save(key, s.Snapshot().Encode())
	}
	if err == nil {
		err = a.keepNotes(s)
	}
	if err != nil {
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
	a.set = prefs.Defaults()
	b, err := a.store.Load("settings")
	if errors.Is(err, prefs.ErrNotFound) {
		a.applySettings()
		return
	}
	if err != nil {
		to, merr := prefs.MoveAside(a.store, "settings", time.Now())
		where := a.store.Where(to)
		if merr != nil {
			err, where = fmt.Errorf("%w; moving it aside: %w", err, merr), a.store.Where("settings")
		}
		a.applySettings()
		a.tell("load:settings", fmt.Sprintf(a.t(i18n.SettingsBroken), where), err.Error(), false)
		return
	}
	a.set, err = prefs.DecodeSettings(b)
	if _, ok := sprites.PaletteByName(a.set.Palette); !ok {
		// prefs knows no palettes: an unknown one is a bad line too.
		err = errors.Join(err, fmt.Errorf("prefs: settings: unknown colours %.40q", a.set.Palette))
	}
	a.applySettings()
	if err != nil {
		a.tell("load:settings", a.t(i18n.SettingsBad), err.Error(), false)
		a.keepSettings()
	}
}

// keepSettings writes the settings; when it cannot, a notice says so until
// a later write works.
func (a *App) keepSettings() {
	if err := a.store.Save("settings", a.set.Encode()); err != nil {
		a.tell("settings", a.t(i18n.SettingsNotSaved), err.Error(), true)
		return
	}
	a.drop("settings")
}

// gameTitle is a game's name for the player: "Gravity", "GIPF Standard".
func (a *App) gameTitle(name string) string {
	k, ok := familyKeys[family(name)]
	if !ok {
		return name
	}
	t := a.t(k[0])
	for _, v := range variants {
		if v.name == name {
			t += " " + a.t(v.key)
		}
	}
	return t
}

// movesText says how far a game has gone: "12 moves" (turns, as the move
// list numbers them).
func (a *App) movesText(s *session.Session) string { return a.turnsText(len(s.Turns())) }

// turnsText says how far a game of n turns has gone: "12 moves".
func (a *App) turnsText(n int) string {
	switch n {
	case 0:
		return a.t(i18n.NotStarted)
	case 1:
		return a.t(i18n.OneMove)
	default:
		return fmt.Sprintf(a.t(i18n.MovesPlayed), n)
	}
}

// seatsText says who plays: "Human vs AI level 3".
func (a *App) seatsText(s *session.Session) string {
	var who [2]string
	for i, seat := range s.Seats() {
		who[i] = a.t(i18n.Human)
		if seat.AI {
			who[i] = fmt.Sprintf(a.t(i18n.AILevel), seat.Level)
		}
	}
	return fmt.Sprintf(a.t(i18n.Versus), who[0], who[1])
}

// startGame starts a new game of name with seats, from back (the setup);
// when a game of that kind is in progress it asks first, so that a
// misclick never loses a game.
func (a *App) startGame(name string, seats [2]session.Seat, back func() Scene) error {
	if s := a.loadSave(name); s != nil && len(s.Moves()) > 0 {
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
