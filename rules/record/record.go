package record

import (
	"fmt"
	"strings"

	"tavola/rules"
	"tavola/rules/catalog"
)

// Record is one game: which game, where it started, its tags, and its
// moves with their comments and variations. Parse, DecodeLink and the
// caller build it; Format and EncodeLink write it. A Record holds notation,
// not a live game: Replay plays it through the rules.
type Record struct {
	// Game is the protocol name of the game (catalog.Names: gravity,
	// kpe, gipf-basic, gipf-standard, gipf-tournament).
	Game string
	// Start is the position string the game started from, or "" for the
	// game's start position.
	Start string
	// Tags are the other tags of the header, in order: players, AI levels,
	// date, event, anything else (see the package documentation). Game,
	// Variant, Position, Result, Reason and Score are never among them:
	// they are written from the fields above and from the rules.
	Tags []Tag
	// Main is the game as it was played: its moves, oldest first.
	Main Line
}

// Tag is one tag of a record's header: [Name "Value"].
type Tag struct {
	Name, Value string
}

// Line is a sequence of moves from one position: the main line of a
// record, or a variation. Comment is written before its first move.
type Line struct {
	Comment string
	Moves   []Move
}

// Move is one action of a line and what is written after it.
type Move struct {
	// Action is the action in the game's canonical notation (Parse writes
	// every action it reads so; Format accepts any form the rules read
	// and writes it canonically).
	Action string
	// Comment is the text written in braces after the action.
	Comment string
	// Variations are lines played instead of this move: each starts from
	// the position before it.
	Variations []Line
}

// New returns an empty record of the game called name (a catalog name),
// from its start position.
func New(name string) (*Record, error) {
	if _, err := catalog.New(name); err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	return &Record{Game: name}, nil
}

// Tag returns the value of the header tag called name, and whether the
// record has it.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets the header tag called name to value, adding it at the end
// when the record lacks it. Format refuses a tag it cannot write (see the
// package documentation).
func (r *Record) SetTag(name, value string) {
	for i, t := range r.Tags {
		if t.Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// StartGame returns a new game at the record's start position.
func (r *Record) StartGame() (rules.Game, error) {
	g, err := catalog.New(r.Game)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	if r.Start != "" {
		if err := g.SetPosition(r.Start); err != nil {
			return nil, fmt.Errorf("record: start position: %w", err)
		}
	}
	return g, nil
}

// Replay returns a new game with the first n actions of the main line
// played (all of them when n is negative or beyond its end), and the
// actions themselves, oldest first: the game's history holds them, so
// Undo steps back through the record to its start.
func (r *Record) Replay(n int) (rules.Game, []rules.Action, error) {
	g, err := r.StartGame()
	if err != nil {
		return nil, nil, err
	}
	moves := r.Main.Moves
	if n >= 0 && n < len(moves) {
		moves = moves[:n]
	}
	played := make([]rules.Action, 0, len(moves))
	for i, m := range moves {
		a, err := legalAction(g, m.Action)
		if err != nil {
			return nil, nil, fmt.Errorf("record: move %d of the main line: %w", i+1, err)
		}
		g.Apply(a, nil)
		played = append(played, a)
	}
	return g, played, nil
}

// Branch plays action at the main line's ply k (0 for the first move)
// instead of what followed: the moves from k on become a variation of the
// new move, ahead of the variations the old move had, so that nothing of
// the record is lost. With k at the end of the line it just appends the
// move. It does not check legality (Format and Replay do).
func (r *Record) Branch(k int, action string) error {
	moves := r.Main.Moves
	if k < 0 || k > len(moves) {
		return fmt.Errorf("record: branch at ply %d of a line of %d moves", k, len(moves))
	}
	m := Move{Action: action}
	if k < len(moves) {
		old := Line{Moves: append([]Move(nil), moves[k:]...)}
		old.Moves[0].Variations = nil
		m.Variations = append([]Line{old}, moves[k].Variations...)
	}
	r.Main.Moves = append(moves[:k:k], m)
	return nil
}

// legalAction reads text as an action of g and checks it is among the
// legal actions now.
func legalAction(g rules.Game, text string) (rules.Action, error) {
	a, err := g.ParseAction(text)
	if err != nil {
		return 0, err
	}
	for _, b := range g.Actions(nil) {
		if a == b {
			return a, nil
		}
	}
	return 0, fmt.Errorf("%q is not legal here", text)
}

// family is the game's family name, as the Game tag writes it: gipf,
// gravity or kpe.
func family(name string) string {
	f, _, _ := strings.Cut(name, "-")
	return f
}

// displayNames are the games' names for people, by family.
var displayNames = map[string]string{"gipf": "GIPF", "gravity": "Gravity", "kpe": "Kpé"}
