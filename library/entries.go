package library

import (
	"fmt"
	"strings"

	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage/shelf"
)

// Entry is one saved game as the list shows it.
type Entry struct {
	// Name is the name the shelf keeps it under.
	Name string
	// What is its game and how it stands or ended: "Gravity · goes on ·
	// 12 moves", "Kpé · South wins · …"; the name when it is not a record.
	What string
	// When is the date it was saved and who played ("2026-12-01 14:05 ·
	// Ada vs AI level 3"), or what is wrong with a file that is not a
	// record.
	When string
	// Record is the game, nil when the file is not a record of a game
	// offered.
	Record *record.Record
}

// Entries lists the saved games, newest first (shelf.Names), each read
// for its lines. The error says why the shelf could not be listed.
func (l *Library) Entries() ([]Entry, error) {
	names, err := l.shelf.Names()
	out := make([]Entry, 0, len(names))
	for _, n := range names {
		out = append(out, l.Entry(n))
	}
	return out, err
}

// Entry reads the saved game name and writes its lines.
func (l *Library) Entry(name string) Entry {
	e := Entry{Name: name, What: name}
	b, err := l.shelf.Load(name)
	var r *record.Record
	if err == nil {
		r, err = record.Parse(string(b))
	}
	var g rules.Game
	if err == nil {
		g, _, err = r.Replay(-1)
	}
	if err == nil && !l.games.Offered(r.Game) {
		err = fmt.Errorf("the game %q is not offered", r.Game)
	}
	if err != nil {
		e.When = fmt.Sprintf(l.t(i18n.Unreadable), err)
		return e
	}
	e.Record = r
	e.What = l.GameTitle(r.Game) + " · " + l.standing(g, r)
	when, _ := r.Tag("Date")
	if t, ok := shelf.SavedAt(name); ok {
		when = t.Format("2006-01-02 15:04")
	}
	e.When = l.players(g, r)
	if when != "" {
		e.When = when + " · " + e.When
	}
	return e
}

// standing says how a game of the list ended, or how far it has gone.
func (l *Library) standing(g rules.Game, r *record.Record) string {
	lang := l.lang()
	o := g.Outcome()
	if !o.Over {
		return l.t(i18n.GoesOn) + " · " + lang.Turns(len(turnsOf(r)))
	}
	head := l.t(i18n.Draw)
	if o.Winner != rules.NoPlayer {
		head = fmt.Sprintf(l.t(i18n.Wins), lang.Seat(g.PlayerName(o.Winner)))
	}
	return head + " · " + lang.Reason(o.Reason)
}

// turnsOf groups the main line of r into turns, as the move list does.
func turnsOf(r *record.Record) []record.Turn {
	g, err := r.StartGame()
	if err != nil {
		return nil
	}
	var turns []record.Turn
	for i, m := range r.Main.Moves {
		a, err := g.ParseAction(m.Action)
		if err != nil {
			break
		}
		turns = record.AddAction(turns, g, i)
		g.Apply(a, nil)
	}
	return turns
}

// players names who played the game of r (g at its end): the names of its
// tags, the AI by its level, else the seat's person.
func (l *Library) players(g rules.Game, r *record.Record) string {
	seats := session.Seats(r, 99)
	var who [2]string
	for p := range who {
		seat := g.PlayerName(rules.Player(p))
		tag := strings.ToUpper(seat[:1]) + seat[1:]
		name, named := r.Tag(tag)
		switch {
		case named && seats[p].AI:
			who[p] = name + " (" + fmt.Sprintf(l.t(i18n.AILevel), seats[p].Level) + ")"
		case named:
			who[p] = name
		case seats[p].AI:
			who[p] = fmt.Sprintf(l.t(i18n.AILevel), seats[p].Level)
		default:
			who[p] = l.t(i18n.Human)
		}
	}
	return fmt.Sprintf(l.t(i18n.Versus), who[0], who[1])
}
