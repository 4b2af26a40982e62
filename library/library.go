package library

import (
	"fmt"
	"slices"
	"time"

	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage/shelf"
)

// Games is what a Library makes sessions with.
type Games struct {
	// Names are the games offered, in protocol order; Offered reports
	// whether one is.
	Names   func() []string
	Offered func(name string) bool
	// New makes the game called name at its start.
	New func(name string) (rules.Game, error)
	// Search is the AI of the sessions opened; MaxLevel its strongest
	// level (the seats of a record name levels up to it).
	Search   session.SearchFunc
	MaxLevel int
	// Seed gives each session its own random choices.
	Seed func() uint64
	// InProgress is the game of the kind called name in progress, nil
	// when there is none (storage.Keeper's Load).
	InProgress func(name string) *session.Session
}

// Library is the player's games: the shelf's saved games, and the games
// in progress as Continue and the questions before a new game see them.
// Its words are in the language lang returns, which may change between
// calls.
type Library struct {
	shelf *shelf.Shelf
	games Games
	lang  func() i18n.Lang
}

// New is the library of the shelf sh, opening games with games.
func New(sh *shelf.Shelf, games Games, lang func() i18n.Lang) *Library {
	return &Library{shelf: sh, games: games, lang: lang}
}

func (l *Library) t(k i18n.Key) string { return l.lang().T(k) }

// Where says where the saved games are kept, for the list's heading:
// "Saved in <folder>", or in the browser.
func (l *Library) Where() string {
	if l.shelf.Where() == "browser" {
		return l.t(i18n.SavedInBrowser)
	}
	return fmt.Sprintf(l.t(i18n.SavedIn), l.shelf.Where())
}

// Save keeps s's record (RecordOf) on the shelf: under savedAs, or under
// a new name (shelf.Name) when savedAs is "". It returns the name the
// game is kept under from now on and what to tell the player: where it
// went, or (err) why it could not.
func (l *Library) Save(s *session.Session, savedAs string, now time.Time) (name, told string, err error) {
	text, err := record.Format(RecordOf(s, now))
	if err != nil {
		return savedAs, "", err
	}
	name = savedAs
	if name == "" {
		name = shelf.Name(now, s.Game().Name())
	}
	if err := l.shelf.Save(name, []byte(text)); err != nil {
		return name, "", err
	}
	if l.shelf.Where() == "browser" {
		return name, l.t(i18n.SavedBrowser), nil
	}
	return name, fmt.Sprintf(l.t(i18n.SavedAs), l.shelf.Place(name)), nil
}

// Remove forgets the saved game name.
func (l *Library) Remove(name string) error { return l.shelf.Remove(name) }

// RecordOf is the record of s to keep or to give: its date the day it was
// first saved (now, when it has none yet).
func RecordOf(s *session.Session, now time.Time) *record.Record {
	r := s.Record()
	if _, ok := r.Tag("Date"); !ok {
		r.SetTag("Date", now.Format(time.DateOnly))
	}
	return r
}

// GameTitle is a game's name for the player: "Gravity", "GIPF Standard".
func (l *Library) GameTitle(name string) string { return l.lang().GameTitle(name) }

// MovesText says how far s has gone: "12 moves" (turns, as the move list
// numbers them).
func (l *Library) MovesText(s *session.Session) string { return l.lang().Turns(len(s.Turns())) }

// SeatsText says who plays s: "Human vs AI level 3".
func (l *Library) SeatsText(s *session.Session) string {
	var who [2]string
	for i, seat := range s.Seats() {
		who[i] = l.t(i18n.Human)
		if seat.AI {
			who[i] = fmt.Sprintf(l.t(i18n.AILevel), seat.Level)
		}
	}
	return fmt.Sprintf(l.t(i18n.Versus), who[0], who[1])
}

// Continue is what the title's Continue offers for the games in progress
// saved (one per kind, in the order of the games offered): none (ok
// false); with one, straight into it ("Continue · Gravity · 12 moves");
// with several, the list of them ("Continue · Gravity, Kpé").
func (l *Library) Continue(saved []*session.Session) (text string, straight, ok bool) {
	switch len(saved) {
	case 0:
		return "", false, false
	case 1:
		s := saved[0]
		return l.t(i18n.MenuContinue) + " · " + l.GameTitle(s.Game().Name()) + " · " + l.MovesText(s), true, true
	}
	text = l.t(i18n.MenuContinue) + " · "
	for i, s := range saved {
		if i > 0 {
			text += ", "
		}
		text += l.GameTitle(s.Game().Name())
	}
	return text, false, true
}

// InProgressText is a game in progress's line in Continue's list:
// "Gravity · 12 moves · Human vs AI level 3".
func (l *Library) InProgressText(s *session.Session) string {
	return l.GameTitle(s.Game().Name()) + " · " + l.MovesText(s) + " · " + l.SeatsText(s)
}

// AskBeforeNew returns the game in progress that a new game of the kind
// called name would replace, when the player must be asked first: one
// with moves played (nil: start at once).
func (l *Library) AskBeforeNew(name string) *session.Session {
	if old := l.games.InProgress(name); old != nil && len(old.Moves()) > 0 {
		return old
	}
	return nil
}

// AskBeforeOpen returns the game in progress that opening s would
// replace, when the player must be asked first: one of s's kind with
// moves played that s does not go on from (nil: open s at once — no game
// of its kind is in progress, or s is that game played on or as far).
func (l *Library) AskBeforeOpen(s *session.Session) *session.Session {
	if old := l.games.InProgress(s.Game().Name()); old != nil && len(old.Moves()) > 0 && !GoesOn(s, old) {
		return old
	}
	return nil
}

// GoesOn reports whether s is old's game played on (or as far): the same
// game from the same start, old's moves the first of s's.
func GoesOn(s, old *session.Session) bool {
	m, o := s.Moves(), old.Moves()
	return s.Game().Name() == old.Game().Name() && s.Start() == old.Start() &&
		len(o) <= len(m) && slices.Equal(m[:len(o)], o)
}
