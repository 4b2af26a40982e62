package scenes

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"

	"tavola/i18n"
	"tavola/rules/record"
	"tavola/session"
	"tavola/storage"
	"tavola/storage/shelf"
)

// The app's game records (package rules/record): a game saved on the
// shelf and opened from it, copied as text, pasted back (a record, a
// position or a share link), shared by a link, and the record's tags,
// comments and variations kept beside the autosave (storage.Keeper, under
// the key notes-<game>). Whatever is opened never costs the player
// the game in progress: when it is another game of the same kind than the
// one in progress (not the same game played on), the app asks first.

// initRecords opens the shelf, the clipboard and the page's links.
func (a *App) initRecords(o Options) {
	a.shelf, a.clip = o.Shelf, o.Clipboard
	if a.shelf == nil {
		s, err := shelf.Open()
		if err != nil {
			fmt.Fprintln(os.Stderr, "tavola: saved games will not be kept:", err)
			s = shelf.InMemory(storage.Memory{})
		}
		a.shelf = s
	}
	if a.clip == nil {
		a.clip = NewClipboard()
	}
	a.links = newPageLinks()
}

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
	if r, ok := a.links.uploaded(); ok {
		if v := a.openInBox(r.Text, p); r.Err != nil {
			v.status, v.bad = r.Err.Error(), true
		}
	}
	if a.in.Dropped != "" {
		a.openInBox(a.in.Dropped, p)
	}
	if code, ok := a.links.changed(); ok {
		if s, err := a.openLink(code, func() Scene { return now }); err != nil {
			a.tell("link", fmt.Sprintf(a.t(i18n.LinkBroken), err), "", false)
		} else {
			if p != nil {
				p.sess.Close()
			}
			a.goTo(s)
		}
	}
}

// firstScene is the scene a record given at the start opens: the -open
// argument (a file or a link), or in the browser the link the page was
// opened with. Nil when there is none.
func (a *App) firstScene(o Options) (Scene, error) {
	if o.Open != "" {
		r, err := a.readArg(o.Open)
		if err != nil {
			return nil, err
		}
		return a.openRecord(r, func() Scene { return newTitle(a) })
	}
	code, ok := a.links.initial()
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

// readArg reads the -open argument: a share link (anything holding
// "#r=", or "r=" at its start), else a record file.
func (a *App) readArg(arg string) (*record.Record, error) {
	if code, ok := linkCode(arg); ok {
		r, err := record.DecodeLink(code)
		if err != nil {
			return nil, fmt.Errorf("scenes: -open %.60s: %w", arg, err)
		}
		return r, nil
	}
	text, err := readRecordFile(arg)
	if err != nil {
		return nil, err
	}
	r, err := record.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("scenes: %s: %w", arg, err)
	}
	return r, nil
}

// readRecordFile reads a record file, refusing one over record.MaxSize
// before reading it.
func readRecordFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("scenes: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && (!fi.Mode().IsRegular() || fi.Size() > record.MaxSize) {
		return "", fmt.Errorf("scenes: %s: not a record file (a regular file of at most %d bytes)", path, record.MaxSize)
	}
	b, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	if err != nil {
		return "", fmt.Errorf("scenes: %s: %w", path, err)
	}
	if len(b) > record.MaxSize {
		return "", fmt.Errorf("scenes: %s: larger than %d bytes", path, record.MaxSize)
	}
	return string(b), nil
}

// typing reports whether keys are letters: a text box is being edited.
func (a *App) typing() bool {
	v, ok := a.scene.(*textView)
	return ok && v.edit
}

// droppedText is the text of the first file dropped on the window (at
// most one byte more than a record may hold, so that a larger one is
// refused as such), or "" when none can be read.
func droppedText(fsys fs.FS) string {
	ents, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return ""
	}
	for _, e := range ents {
		if e.IsDir() {
			continue
		}
		f, err := fsys.Open(e.Name())
		if err != nil {
			continue
		}
		b, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
		f.Close()
		if err == nil && len(b) > 0 {
			return string(b)
		}
	}
	return ""
}

// linkCode finds a share link's code in text: what follows "#r=" (a whole
// link, or its fragment), or "r=" at the start, up to a space or '&'.
func linkCode(text string) (string, bool) {
	t := strings.TrimSpace(text)
	var code string
	if i := strings.Index(t, "#r="); i >= 0 {
		code = t[i+3:]
	} else if c, ok := strings.CutPrefix(t, "r="); ok {
		code = c
	} else {
		return "", false
	}
	if i := strings.IndexAny(code, "& \t\r\n"); i >= 0 {
		code = code[:i]
	}
	return code, true
}

// linkOf is the share link of a record: the page's address with the
// fragment #r=<code> in the browser, the fragment alone natively.
func (a *App) linkOf(r *record.Record) (string, error) {
	code, err := record.EncodeLink(r)
	if err != nil {
		return "", err
	}
	return a.links.base() + "#r=" + code, nil
}

// openLink opens the game of a share link's code.
func (a *App) openLink(code string, back func() Scene) (Scene, error) {
	r, err := record.DecodeLink(code)
	if err != nil {
		return nil, err
	}
	return a.openRecord(r, back)
}

// openRecord opens a record at the end of its main line, the seats from
// its tags (session.Seats), ready to review or to play on.
func (a *App) openRecord(r *record.Record, back func() Scene) (Scene, error) {
	return a.openRecordAs(r, "", back)
}

// openRecordAs opens a record kept on the shelf as name ("" for none):
// saving the game again keeps it under that name.
func (a *App) openRecordAs(r *record.Record, name string, back func() Scene) (Scene, error) {
	if !a.offered(r.Game) {
		return nil, fmt.Errorf("scenes: the game %q is not offered", r.Game)
	}
	s, err := session.FromRecord(r, session.Seats(r, a.deps.MaxLevel), a.deps.NewSearch, a.nextSeed())
	if err != nil {
		return nil, err
	}
	return a.openSessionAs(s, name, back), nil
}

// openSession is the scene that shows s, a game opened: at once when no
// game of its kind is in progress, or the one in progress is s's own game
// played less far (its moves start s's); else a question first (continue
// the one in progress, open s instead, or go back).
func (a *App) openSession(s *session.Session, back func() Scene) Scene {
	return a.openSessionAs(s, "", back)
}

// openSessionAs is openSession of a game kept on the shelf as savedAs.
func (a *App) openSessionAs(s *session.Session, savedAs string, back func() Scene) Scene {
	name := s.Game().Name()
	open := func() (*play, error) {
		p := newPlayFrom(a, s)
		p.savedAs = savedAs
		a.autosave(s)
		return p, nil
	}
	if old := a.loadSave(name); old != nil && len(old.Moves()) > 0 && !goesOn(s, old) {
		return newReplaceWith(a, old, a.t(i18n.OpenInstead), open, back)
	}
	p, _ := open()
	return p
}

// goesOn reports whether s is old's game played on (or as far): the same
// game from the same start, old's moves the first of s's.
func goesOn(s, old *session.Session) bool {
	m, o := s.Moves(), old.Moves()
	return s.Game().Name() == old.Game().Name() && s.Start() == old.Start() &&
		len(o) <= len(m) && slices.Equal(m[:len(o)], o)
}

// openText opens what a player pasted (or a file held): a share link, a
// game's record, or the position string of a game offered (a new game
// from there, the seats of back's game when it is of that kind, else the
// last setup's). What it is not is an error for the player: a record's
// names the line and the column.
func (a *App) openText(text string, back func() Scene, seats func(game string) [2]session.Seat) (Scene, error) {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if t == "" {
		return nil, errors.New(a.t(i18n.NothingToOpen))
	}
	if code, ok := linkCode(t); ok {
		s, err := a.openLink(code, back)
		if err != nil {
			return nil, fmt.Errorf(a.t(i18n.LinkBroken), err)
		}
		return s, nil
	}
	if !strings.HasPrefix(t, "[") && !strings.ContainsAny(t, "\n{") {
		for _, name := range a.names() {
			g, err := a.deps.NewGame(name)
			if err != nil || g.SetPosition(t) != nil {
				continue
			}
			s, err := session.New(g, seats(name), a.deps.NewSearch, a.nextSeed())
			if err != nil {
				return nil, err
			}
			return a.openSession(s, back), nil
		}
	}
	r, err := record.Parse(text)
	if err != nil {
		if !strings.HasPrefix(t, "[") {
			return nil, fmt.Errorf(a.t(i18n.NotRecognised), err)
		}
		return nil, err
	}
	return a.openRecord(r, back)
}

// seatsFor are the seats a position pasted in game is played with: those
// of p's game when it is of that kind, else the last setup's.
func (a *App) seatsFor(p *play) func(game string) [2]session.Seat {
	return func(game string) [2]session.Seat {
		if p != nil && p.name == game {
			return p.sess.Seats()
		}
		return a.setupFor(family(game)).seats(a)
	}
}

// recordOf is the record of p's game to keep or to give: its date the
// day it was first saved.
func (a *App) recordOf(p *play) *record.Record {
	r := p.sess.Record()
	if _, ok := r.Tag("Date"); !ok {
		r.SetTag("Date", time.Now().Format(time.DateOnly))
	}
	return r
}

// saveGame keeps p's game on the shelf: under a new name the first time,
// the same name after. The player is told where, or why not.
func (a *App) saveGame(p *play) {
	text, err := record.Format(a.recordOf(p))
	if err == nil {
		if p.savedAs == "" {
			p.savedAs = shelf.Name(time.Now(), p.name)
		}
		err = a.shelf.Save(p.savedAs, []byte(text))
	}
	if err != nil {
		a.tell("shelf", a.t(i18n.SaveGameFailed), err.Error(), false)
		return
	}
	msg := fmt.Sprintf(a.t(i18n.SavedAs), a.shelf.Place(p.savedAs))
	if a.shelf.Where() == "browser" {
		msg = a.t(i18n.SavedBrowser)
	}
	a.tell("shelf", msg, "", false)
}
