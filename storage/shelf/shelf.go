package shelf

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"tavola/storage"
)

// Shelf is where saved games are kept.
type Shelf struct {
	store  storage.Store
	prefix string                   // the store's keys of games start with it
	keys   func() ([]string, error) // the store's keys, any order
	where  string                   // where the games are, for people
}

// New is a shelf of the texts of store whose keys start with prefix; keys
// lists the store's keys, where says for people where they are kept.
func New(store storage.Store, prefix string, keys func() ([]string, error), where string) *Shelf {
	return &Shelf{store: store, prefix: prefix, keys: keys, where: where}
}

// InMemory is a shelf in a memory store (tests; a browser without
// storage).
func InMemory(m storage.Memory) *Shelf {
	return New(m, "game.", func() ([]string, error) {
		var out []string
		for k := range m {
			out = append(out, k)
		}
		return out, nil
	}, "memory")
}

// Name is the name a game of kind game saved at t is kept under:
// "2026-12-01-140512-gravity", so that names sort by time.
func Name(t time.Time, game string) string {
	return t.Format(nameTime) + "-" + game
}

// maxNames bounds the games listed: a folder holding more is not all
// shown (the newest are).
const maxNames = 1000

// Names lists the saved games, newest first (by name, which begins with
// the time of the save; other names after them, in reverse order), at
// most maxNames of them.
func (s *Shelf) Names() ([]string, error) {
	keys, err := s.keys()
	if err != nil {
		return nil, fmt.Errorf("shelf: listing %s: %w", s.where, err)
	}
	var out []string
	for _, k := range keys {
		if n, ok := strings.CutPrefix(k, s.prefix); ok && validName(n) {
			out = append(out, n)
		}
	}
	// Newest first; names that do not begin with a time after them.
	slices.SortFunc(out, func(a, b string) int {
		if ta, tb := timed(a), timed(b); ta != tb {
			if ta {
				return -1
			}
			return 1
		}
		return strings.Compare(b, a)
	})
	return out[:min(len(out), maxNames)], nil
}

func timed(n string) bool {
	_, ok := SavedAt(n)
	return ok
}

// nameTime is the layout of the time a name begins with.
const nameTime = "2006-01-02-150405"

// SavedAt is the time a name of Name says the game was saved, and whether
// it is one.
func SavedAt(name string) (time.Time, bool) {
	if len(name) < len(nameTime) {
		return time.Time{}, false
	}
	t, err := time.Parse(nameTime, name[:len(nameTime)])
	return t, err == nil
}

// validName reports whether n can name a saved game: 1 to 200 bytes of
// UTF-8 with no path separator, colon or control character, not starting
// with '.' (a file someone put in the folder, "Partita con Ada", is
// listed too).
func validName(n string) bool {
	if n == "" || len(n) > 200 || n[0] == '.' || !utf8.ValidString(n) {
		return false
	}
	for _, c := range n {
		if c < ' ' || c == 0x7f || c == '/' || c == '\\' || c == ':' {
			return false
		}
	}
	return true
}

// Load reads the game saved as name (storage.ErrNotFound when there is
// none; over 1 MB it is refused unread).
func (s *Shelf) Load(name string) ([]byte, error) {
	if !validName(name) {
		return nil, fmt.Errorf("shelf: %q is not the name of a saved game", name)
	}
	return s.store.Load(s.prefix + name)
}

// Save keeps text as the game name, replacing what was kept under it.
func (s *Shelf) Save(name string, text []byte) error {
	if !validName(name) {
		return fmt.Errorf("shelf: %q is not the name of a saved game", name)
	}
	return s.store.Save(s.prefix+name, text)
}

// Remove forgets the game name.
func (s *Shelf) Remove(name string) error {
	if !validName(name) {
		return fmt.Errorf("shelf: %q is not the name of a saved game", name)
	}
	return s.store.Remove(s.prefix + name)
}

// Where says where the games are kept, for people: a folder, or "browser".
func (s *Shelf) Where() string { return s.where }

// Place says where the game name is kept: a file's path, or a storage key.
func (s *Shelf) Place(name string) string { return s.store.Where(s.prefix + name) }
