package storage

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"tavola/rules"
	"tavola/session"
	"tavola/settings"
)

// Games is how a Keeper makes the sessions of the saves it restores.
type Games struct {
	// Offered reports whether the app offers the game called name: a save
	// of a game it does not offer cannot be restored.
	Offered func(name string) bool
	// New makes the game called name at its start.
	New func(name string) (rules.Game, error)
	// Search is the AI of the sessions restored.
	Search session.SearchFunc
	// Seed gives each session restored its own random choices.
	Seed func() uint64
}

// Broken is a save the Keeper could not restore, moved aside
// (MoveAside) so that it is never read, nor told, again.
type Broken struct {
	// Game is the save's game; "" for the single save of format version 1,
	// whose game is not known.
	Game string
	// Where is where the save was kept (Store.Where of its new key); ""
	// when it could not be moved aside, which Err then says too.
	Where string
	Err   error
}

// Keeper keeps what the app remembers of a run in a Store: the settings,
// and one autosave per game kind (session.Key), restored for Continue,
// kept after every move and removed when its game ends, with the
// record's notes beside it. A save that cannot be restored is moved aside
// and told (the told function of NewKeeper); a save that cannot be
// written returns its error, for the player to be told until a later one
// works — give the Keeper a store wrapped by Keep, so that meanwhile the
// game played on is still what Load finds.
type Keeper struct {
	store Store
	games Games
	told  func(Broken)
}

// NewKeeper is a Keeper of store that restores games with games and tells
// told of each save it finds broken (as it finds it).
func NewKeeper(store Store, games Games, told func(Broken)) *Keeper {
	return &Keeper{store: store, games: games, told: told}
}

// Load restores the save of the game called name. It returns nil when
// there is none, when its game is over, or when it is broken: then it is
// moved aside and told. The notes kept beside it come back with it.
func (k *Keeper) Load(name string) *session.Session {
	key := session.Key(name)
	b, err := k.store.Load(key)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	var s *session.Session
	if err == nil {
		s, err = k.restore(name, b)
	}
	if err != nil {
		k.broken(key, name, err)
		return nil
	}
	if s.Game().Outcome().Over {
		return nil
	}
	k.loadNotes(s)
	return s
}

// LoadAll restores the games in progress of the games called names, in
// that order (Load of each).
func (k *Keeper) LoadAll(names []string) []*session.Session {
	var out []*session.Session
	for _, n := range names {
		if s := k.Load(n); s != nil {
			out = append(out, s)
		}
	}
	return out
}

// restore rebuilds a save of the game called name.
func (k *Keeper) restore(name string, b []byte) (*session.Session, error) {
	v, err := session.DecodeSave(b)
	if err != nil {
		return nil, err
	}
	switch {
	case v.Game != name:
		return nil, fmt.Errorf("session: save: it holds a game of %.40q, not %s", v.Game, name)
	case !k.games.Offered(v.Game):
		return nil, fmt.Errorf("session: save: the game %.40q is not offered", v.Game)
	}
	return session.Restore(v, k.games.New, k.games.Search, k.games.Seed())
}

// broken moves the text under key aside and tells it.
func (k *Keeper) broken(key, game string, err error) {
	b := Broken{Game: game, Err: err}
	to, merr := MoveAside(k.store, key, time.Now())
	if merr != nil {
		b.Err = fmt.Errorf("%w; moving it aside: %w", err, merr)
	} else {
		b.Where = k.store.Where(to)
	}
	if k.told != nil {
		k.told(b)
	}
}

// Migrate turns the single save of format version 1 into the save of its
// game kind. An empty one (version 1 emptied it when a game ended) is
// removed; one that cannot be read is moved aside and told; one whose kind
// has a save already is kept aside, never over the newer one.
func (k *Keeper) Migrate() {
	const key = session.LegacyKey
	b, err := k.store.Load(key)
	switch {
	case errors.Is(err, ErrNotFound):
		return
	case err == nil && len(bytes.TrimSpace(b)) == 0:
		if err := k.store.Remove(key); err != nil {
			fmt.Fprintln(os.Stderr, "tavola:", err)
		}
		return
	}
	var v session.Save
	if err == nil {
		if v, err = session.DecodeSave(b); err == nil && !k.games.Offered(v.Game) {
			err = fmt.Errorf("session: save: the game %.40q is not offered", v.Game)
		}
	}
	if err != nil {
		k.broken(key, "", err)
		return
	}
	err = k.store.Rename(key, session.Key(v.Game))
	if errors.Is(err, fs.ErrExist) {
		var to string
		if to, err = MoveAside(k.store, key, time.Now()); err == nil {
			fmt.Fprintf(os.Stderr, "tavola: a %s game is saved already; the old save was kept as %s\n", v.Game, k.store.Where(to))
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola:", err)
	}
}

// Autosave keeps the game s, with its notes, or removes its save when it
// is over. The error, when the store fails, is for the player: the next
// Autosave tries again.
func (k *Keeper) Autosave(s *session.Session) error {
	key := session.Key(s.Game().Name())
	var err error
	if s.Game().Outcome().Over {
		err = k.store.Remove(key)
	} else {
		err = k.store.Save(key, s.Snapshot().Encode())
	}
	if err != nil {
		return err
	}
	return k.keepNotes(s)
}

// notesKey is the store key of the notes kept beside game's autosave.
func notesKey(game string) string { return "notes-" + game }

// keepNotes keeps s's record beside its autosave (session.NotesText,
// under notes-<game>) when it holds more than the moves (tags, comments,
// variations, moves set aside), and removes what was kept otherwise.
func (k *Keeper) keepNotes(s *session.Session) error {
	key := notesKey(s.Game().Name())
	if s.Game().Outcome().Over || !s.HasNotes() {
		return k.store.Remove(key)
	}
	text, err := s.NotesText()
	if err != nil {
		return err
	}
	return k.store.Save(key, []byte(text))
}

// loadNotes brings the notes kept beside the autosave back into s. Notes
// that do not belong to s's moves (older than the autosave, broken) are
// moved aside, never deleted, and s is left as the autosave made it.
func (k *Keeper) loadNotes(s *session.Session) {
	key := notesKey(s.Game().Name())
	b, err := k.store.Load(key)
	if errors.Is(err, ErrNotFound) {
		return
	}
	if err == nil {
		err = s.SetNotes(string(b))
	}
	if err != nil {
		to, merr := MoveAside(k.store, key, time.Now())
		fmt.Fprintf(os.Stderr, "tavola: the notes of the %s game were not used (%v); kept as %s %v\n",
			s.Game().Name(), err, k.store.Where(to), merr)
	}
}

// settingsKey is the store key of the settings.
const settingsKey = "settings"

// LoadSettings reads the settings: a bad line keeps its default and the
// others are kept; check may refuse more (a palette the app does not
// have); settings that cannot be read at all are moved aside.
func (k *Keeper) LoadSettings(check func(settings.Settings) error) settings.Read {
	r := settings.Read{Settings: settings.Defaults()}
	b, err := k.store.Load(settingsKey)
	if errors.Is(err, ErrNotFound) {
		return r
	}
	if err != nil {
		to, merr := MoveAside(k.store, settingsKey, time.Now())
		r.Broken, r.Where = err, k.store.Where(to)
		if merr != nil {
			r.Broken, r.Where = fmt.Errorf("%w; moving it aside: %w", err, merr), k.store.Where(settingsKey)
		}
		return r
	}
	r.Settings, r.Bad = settings.Decode(b)
	if check != nil {
		r.Bad = errors.Join(r.Bad, check(r.Settings))
	}
	return r
}

// KeepSettings writes the settings; the error, when the store fails, is
// for the player (the next KeepSettings tries again).
func (k *Keeper) KeepSettings(s settings.Settings) error {
	return k.store.Save(settingsKey, s.Encode())
}
