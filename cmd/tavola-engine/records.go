package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"tavola/internal/atomicfile"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/rules/record"
)

// This file holds load and save: the game as a record (package
// rules/record) in a file. The engine keeps the main line only: load plays
// a record's main line and leaves its tags, comments and variations aside,
// and save writes the start and the actions played.

// setGame makes g the engine's game, started from start ("" for the
// game's start position) with played already applied to it. A Kpé game
// starts the making of the small tables, if the engine uses them, so
// that they are ready when a search needs them: first the layers of the
// parity of its seeds on the board.
func (e *engine) setGame(g rules.Game, start string, played []rules.Action) {
	e.game, e.start, e.played = g, start, append(e.played[:0], played...)
	if e.small != nil && g.Name() == "kpe" {
		n := -1 // both parities as they come
		if kg, ok := g.(*kpe.Game); ok {
			n = 0
			for _, k := range kg.Pits() {
				n += k
			}
		}
		e.small.start(n)
	}
}

// load replaces the game by the main line of the record in the file
// args[0], played to its end: undo steps back through it. A file that
// cannot be read, or a record that is not strictly valid, changes nothing.
func (e *engine) load(args []string) (string, error) {
	if err := wantArgs(args, 1, 1); err != nil {
		return "", err
	}
	name := args[0]
	f, err := os.Open(e.path(name))
	if err != nil {
		return "", fmt.Errorf("load: %v", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, record.MaxSize+1))
	if err != nil {
		return "", fmt.Errorf("load: %s: %v", name, err)
	}
	r, err := record.Parse(string(data))
	if err != nil {
		return "", fmt.Errorf("load: %s: %v", name, err)
	}
	g, played, err := r.Replay(-1)
	if err != nil {
		return "", fmt.Errorf("internal error: load: %s: %v", name, err)
	}
	e.setGame(g, r.Start, played)
	return "", nil
}

// save writes the game as a record to the file args[0]: its start, the
// actions played, and how it stands (Result, Reason, Score). The file is
// written whole or not at all: the record goes to a temporary file beside
// it, which then takes its name.
func (e *engine) save(args []string) (string, error) {
	if err := wantArgs(args, 1, 1); err != nil {
		return "", err
	}
	r, err := record.New(e.game.Name())
	if err != nil {
		return "", fmt.Errorf("save: %v", err)
	}
	r.Start = e.start
	g, err := r.StartGame()
	if err != nil {
		return "", fmt.Errorf("internal error: save: %v", err)
	}
	for _, a := range e.played {
		r.Main.Moves = append(r.Main.Moves, record.Move{Action: g.FormatAction(a)})
		g.Apply(a, nil)
	}
	text, err := record.Format(r)
	if err != nil {
		return "", fmt.Errorf("internal error: save: %v", err)
	}
	if err := writeFile(e.path(args[0]), text); err != nil {
		return "", fmt.Errorf("save: %v", err)
	}
	return "", nil
}

// path is where the file name of a load or save is, relative names being
// in e.dir.
func (e *engine) path(name string) string {
	if e.dir == "" || filepath.IsAbs(name) {
		return name
	}
	return filepath.Join(e.dir, name)
}

// writeFile writes text to name through a temporary file in the same
// folder, synced and then renamed, so that name is never half written;
// the file may be read by all, like one a text editor writes.
func writeFile(name, text string) error {
	return atomicfile.Write(name, 0o644, func(w io.Writer) error {
		_, err := io.WriteString(w, text)
		return err
	})
}
