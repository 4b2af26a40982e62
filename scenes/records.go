package scenes

import (
	"fmt"
	"time"

	"tavola/i18n"
	"tavola/library"
	"tavola/rules/record"
	"tavola/session"
)

// The app's game records (package rules/record): a game saved on the
// shelf and opened from it, copied as text, pasted back (a record, a
// position or a share link), shared by a link, and the record's tags,
// comments and variations kept beside the autosave (Saves: storage.Keeper,
// under the key notes-<game>). Whatever is opened never costs the player
// the game in progress: when it is another game of the same kind than the
// one in progress (not the same game played on), the app asks first.

// pollRecords runs each tick before the scene: it lets the browser paste
// while a text box is shown, hands the clipboard's results to the scene,
// and opens what came from outside — a file dropped on the window or
// uploaded (in the paste box, which says what is wrong with it), a link
// pasted into the address bar.
func (a *App) pollRecords() {
	// Concrete assertions: one to an interface allocates, now and then,
	// to cache its answer.
	box, _ := a.scene.(*textView)
	a.clip.Listen(a.typing())
	for {
		r, ok := a.clip.Poll()
		if !ok {
			break
		}
		if box != nil {
			box.clipped(a, r)
		}
	}
	now := a.sceneNow()
	p, _ := now.(*play)
	if r, ok := a.links.Uploaded(); ok {
		if v := openInBox(a, r.Text, p); r.Err != nil {
			v.status, v.bad = r.Err.Error(), true
		}
	}
	if a.in.Dropped != "" {
		openInBox(a, a.in.Dropped, p)
	}
	if code, ok := a.links.Changed(); ok {
		if s, err := a.openLink(code, func() Scene { return now }); err != nil {
			a.tell("link", fmt.Sprintf(a.t(i18n.LinkBroken), err), "", false)
		} else {
			a.goTo(s)
		}
	}
}

// firstScene is the scene a record given at the start opens: the -open
// argument (a file or a link), or in the browser the link the page was
// opened with. Nil when there is none.
func (a *App) firstScene(o Options) (Scene, error) {
	if o.Open != "" {
		r, err := library.ReadArg(o.Open)
		if err != nil {
			return nil, err
		}
		return a.openRecord(r, func() Scene { return newTitle(a) })
	}
	code, ok := a.links.Initial()
	if !ok {
		return nil, nil
	}
	s, err := a.openLink(code, func() Scene { return newTitle(a) })
	if err != nil {
		a.tell("link", fmt.Sprintf(a.t(i18n.LinkBroken), err), "", false)
		return nil, nil
	}
	return s, nil
}

// typing reports whether keys are letters: a text box is being edited.
func (a *App) typing() bool {
	v, ok := a.scene.(*textView)
	return ok && v.edit
}

// linkOf is the share link of a record: the page's address with the
// fragment #r=<code> in the browser, the fragment alone natively.
func (a *App) linkOf(r *record.Record) (string, error) { return library.LinkOf(a.links.Base(), r) }

// openLink opens the game of a share link's code.
func (a *App) openLink(code string, back func() Scene) (Scene, error) {
	s, err := a.lib.OpenLink(code)
	if err != nil {
		return nil, err
	}
	return a.openSession(s, back), nil
}

// openRecord opens a record at the end of its main line, the seats from
// its tags, ready to review or to play on.
func (a *App) openRecord(r *record.Record, back func() Scene) (Scene, error) {
	return a.openRecordAs(r, "", back)
}

// openRecordAs opens a record kept on the shelf as name ("" for none):
// saving the game again keeps it under that name.
func (a *App) openRecordAs(r *record.Record, name string, back func() Scene) (Scene, error) {
	s, err := a.lib.OpenRecord(r)
	if err != nil {
		return nil, err
	}
	return a.openSessionAs(s, name, back), nil
}

// openSession is the scene that shows s, a game opened: at once, or when
// it would replace the game of its kind in progress (library's
// AskBeforeOpen) a question first (continue the one in progress, open s
// instead, or go back).
func (a *App) openSession(s *session.Session, back func() Scene) Scene {
	return a.openSessionAs(s, "", back)
}

// openSessionAs is openSession of a game kept on the shelf as savedAs.
func (a *App) openSessionAs(s *session.Session, savedAs string, back func() Scene) Scene {
	open := func() (*play, error) {
		p := newPlayFrom(a, s)
		p.savedAs = savedAs
		a.autosave(s)
		return p, nil
	}
	if old := a.lib.AskBeforeOpen(s); old != nil {
		return newReplaceWith(a, old, a.t(i18n.OpenInstead), open, back)
	}
	p, _ := open()
	return p
}

// openText opens what a player pasted (or a file held): a share link, a
// game's record, or the position string of a game offered (a new game
// from there, the seats of seats). What it is not is an error for the
// player (library's OpenText).
func (a *App) openText(text string, back func() Scene, seats func(game string) [2]session.Seat) (Scene, error) {
	s, err := a.lib.OpenText(text, seats)
	if err != nil {
		return nil, err
	}
	return a.openSession(s, back), nil
}

// seatsFor are the seats a position pasted in game is played with: those
// of p's game when it is of that kind, else the last setup's.
func (a *App) seatsFor(p *play) func(game string) [2]session.Seat {
	return func(game string) [2]session.Seat {
		if p != nil && p.name == game {
			return p.sess.Seats()
		}
		return a.setupFor(family(game)).seats()
	}
}

// recordOf is the record of p's game to keep or to give: its date the
// day it was first saved.
func (a *App) recordOf(p *play) *record.Record { return library.RecordOf(p.sess, time.Now()) }

// saveGame keeps p's game on the shelf: under a new name the first time,
// the same name after. The player is told where, or why not.
func (a *App) saveGame(p *play) {
	name, told, err := a.lib.Save(p.sess, p.savedAs, time.Now())
	p.savedAs = name
	if err != nil {
		a.tell("shelf", a.t(i18n.SaveGameFailed), err.Error(), false)
		return
	}
	a.tell("shelf", told, "", false)
}
