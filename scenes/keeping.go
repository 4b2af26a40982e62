package scenes

import (
	"tavola/i18n"
	"tavola/library"
	"tavola/puzzles"
	"tavola/session"
	"tavola/settings"
)

// Keeping opens what the app keeps between runs: its settings, the game
// in progress of each kind, the texts it writes for the player and the
// saved games of the library. main wires package storage's; the screens
// see only these interfaces.
type Keeping interface {
	// Open opens the app's keeping for the games g, its texts in the
	// language lang; told is called for each save found broken (and moved
	// aside). Kept.Library's games are g, their in-progress games those
	// of Kept.Saves.
	Open(g library.Games, lang func() i18n.Lang, told func(BrokenSave)) Kept
}

// Kept is what Keeping opened.
type Kept struct {
	Saves   Saves
	Texts   Texts
	Library *library.Library
}

// Saves keeps the settings and one autosave per game kind
// (storage.Keeper).
type Saves interface {
	// Load restores the save of the game called name: nil when there is
	// none, its game is over, or it is broken (told).
	Load(name string) *session.Session
	// LoadAll restores the games in progress of names, in that order.
	LoadAll(names []string) []*session.Session
	// Migrate turns a save of an older format into today's.
	Migrate()
	// Autosave keeps s, or removes its save when its game is over.
	Autosave(s *session.Session) error
	// LoadSettings reads the settings, check refusing more than their
	// format does.
	LoadSettings(check func(settings.Settings) error) settings.Read
	// KeepSettings writes the settings.
	KeepSettings(s settings.Settings) error
	// LoadPuzzles reads the player's puzzle progress, a new player's when
	// there is none; progress it cannot read is moved aside to where (""
	// when it could not be), and a new player's returned with the error.
	LoadPuzzles() (pr *puzzles.Progress, where string, err error)
	// KeepPuzzles writes the player's puzzle progress.
	KeepPuzzles(pr *puzzles.Progress) error
}

// Texts keeps texts the app writes for the player (copied.txt when there
// is no clipboard).
type Texts interface {
	Save(key string, data []byte) error
	// Where is where the text of key is, in the player's words.
	Where(key string) string
}

// BrokenSave is a save that could not be restored and was moved aside.
type BrokenSave struct {
	// Game is the save's game; "" for the single save of format version 1,
	// whose game is not known.
	Game string
	// Where is where the save was moved; "" when it could not be moved
	// aside, which Err then says too.
	Where string
	Err   error
}
