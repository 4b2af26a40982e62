package library

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"tavola/i18n"
	"tavola/rules/record"
	"tavola/session"
)

// ReadArg reads the app's -open argument: a share link (anything holding
// "#r=", or "r=" at its start), else a record file.
func ReadArg(arg string) (*record.Record, error) {
	if code, ok := LinkCode(arg); ok {
		r, err := record.DecodeLink(code)
		if err != nil {
			return nil, fmt.Errorf("library: -open %.60s: %w", arg, err)
		}
		return r, nil
	}
	text, err := readRecordFile(arg)
	if err != nil {
		return nil, err
	}
	r, err := record.Parse(text)
	if err != nil {
		return nil, fmt.Errorf("library: %s: %w", arg, err)
	}
	return r, nil
}

// readRecordFile reads a record file, refusing one over record.MaxSize
// before reading it.
func readRecordFile(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("library: %w", err)
	}
	defer f.Close()
	if fi, err := f.Stat(); err == nil && (!fi.Mode().IsRegular() || fi.Size() > record.MaxSize) {
		return "", fmt.Errorf("library: %s: not a record file (a regular file of at most %d bytes)", path, record.MaxSize)
	}
	b, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	if err != nil {
		return "", fmt.Errorf("library: %s: %w", path, err)
	}
	if len(b) > record.MaxSize {
		return "", fmt.Errorf("library: %s: larger than %d bytes", path, record.MaxSize)
	}
	return string(b), nil
}

// LinkCode finds a share link's code in text: what follows "#r=" (a whole
// link, or its fragment), or "r=" at the start, up to a space or '&'.
func LinkCode(text string) (string, bool) {
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

// LinkOf is the share link of a record: base (the page's address in the
// browser, "" natively) with the fragment #r=<code>.
func LinkOf(base string, r *record.Record) (string, error) {
	code, err := record.EncodeLink(r)
	if err != nil {
		return "", err
	}
	return base + "#r=" + code, nil
}

// OpenLink opens the game of a share link's code (OpenRecord).
func (l *Library) OpenLink(code string) (*session.Session, error) {
	r, err := record.DecodeLink(code)
	if err != nil {
		return nil, err
	}
	return l.OpenRecord(r)
}

// OpenRecord opens a record at the end of its main line, the seats from
// its tags (session.Seats), ready to review or to play on.
func (l *Library) OpenRecord(r *record.Record) (*session.Session, error) {
	if !l.games.Offered(r.Game) {
		return nil, fmt.Errorf("library: the game %q is not offered", r.Game)
	}
	return session.FromRecord(r, session.Seats(r, l.games.MaxLevel), l.games.Search, l.games.Seed())
}

// OpenText opens what a player pasted (or a file held): a share link, a
// game's record, or the position string of a game offered (a new game
// from there, seated by seats). What it is not is an error for the
// player, in their words: a record's names the line and the column.
func (l *Library) OpenText(text string, seats func(game string) [2]session.Seat) (*session.Session, error) {
	t := strings.TrimSpace(strings.TrimPrefix(text, "\ufeff"))
	if t == "" {
		return nil, errors.New(l.t(i18n.NothingToOpen))
	}
	if code, ok := LinkCode(t); ok {
		s, err := l.OpenLink(code)
		if err != nil {
			return nil, fmt.Errorf(l.t(i18n.LinkBroken), err)
		}
		return s, nil
	}
	if !strings.HasPrefix(t, "[") && !strings.ContainsAny(t, "\n{") {
		for _, name := range l.games.Names() {
			g, err := l.games.New(name)
			if err != nil || g.SetPosition(t) != nil {
				continue
			}
			return session.New(g, seats(name), l.games.Search, l.games.Seed())
		}
	}
	r, err := record.Parse(text)
	if err != nil {
		if !strings.HasPrefix(t, "[") {
			return nil, fmt.Errorf(l.t(i18n.NotRecognised), err)
		}
		return nil, err
	}
	return l.OpenRecord(r)
}
