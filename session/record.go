package session

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
)

// notes is the game record a session keeps beside its moves: the tags,
// comments and variations of the record it was opened from or branched
// into. Its main line starts with the moves played (the same actions, in
// canonical notation) and may go on past them: the tail, moves taken back
// by an undo or set aside by PlayFrom. A move played where the tail
// starts walks along it when it is the tail's next move (a redo, or the
// same move again); another move drops the tail, or with keep set makes
// it a variation of the new move, so a branch loses nothing.
type notes struct {
	rec  record.Record
	keep bool
}

// played records that move number i (from 0) of the game was played, in
// canonical notation.
func (n *notes) played(i int, move string) {
	moves := n.rec.Main.Moves
	switch {
	case i < len(moves) && moves[i].Action == move:
		// Along the tail: its comment and variations are the move's.
	case i < len(moves) && n.keep:
		// Branch only fails for a ply beyond the line, and i is inside it.
		_ = n.rec.Branch(i, move)
	default:
		n.rec.Main.Moves = append(moves[:i:i], record.Move{Action: move})
	}
	if i+1 >= len(n.rec.Main.Moves) {
		n.keep = false // the tail is used up or kept: a later undo drops
	}
}

// seatTag is the tag of player p's name in a record of g: White, Black,
// South or North (the seat's protocol name, capitalised).
func seatTag(g rules.Game, p rules.Player) string {
	n := g.PlayerName(p)
	if n == "" {
		return ""
	}
	return strings.ToUpper(n[:1]) + n[1:]
}

// Record returns the game as a record: where it started, the moves played
// with the comments and variations its record holds for them, the tags it
// was opened with, and the seats: an AI seat's level (WhiteLevel, …) and
// its name, "Tavola", unless the record names it. The tail (moves taken
// back or set aside) is not part of it. The record is the caller's own.
func (s *Session) Record() *record.Record {
	n := &s.notes.rec
	r := &record.Record{Game: s.game.Name(), Start: s.start,
		Tags: append([]record.Tag(nil), n.Tags...),
		Main: record.Line{Comment: n.Main.Comment, Moves: append([]record.Move(nil), n.Main.Moves[:len(s.moves)]...)}}
	for p, seat := range s.seats {
		name := seatTag(s.game, rules.Player(p))
		level := name + "Level"
		if !seat.AI || seat.Level < 1 || seat.Level > 99 {
			r.Tags = dropTag(r.Tags, level)
			continue
		}
		if _, ok := r.Tag(name); !ok {
			r.SetTag(name, "Tavola")
		}
		r.SetTag(level, strconv.Itoa(seat.Level))
	}
	return r
}

func dropTag(tags []record.Tag, name string) []record.Tag {
	for i, t := range tags {
		if t.Name == name {
			return append(tags[:i:i], tags[i+1:]...)
		}
	}
	return tags
}

// Seats are who plays each side of a record opened to be played on: the AI
// at a seat's level when the record gives one the app has (1 to maxLevel),
// else a person. A record of two people, or a share link (which holds no
// tags), seats two people; so does a record of the AI against itself,
// which would otherwise play on by itself as it opens.
func Seats(r *record.Record, maxLevel int) [2]Seat {
	var seats [2]Seat
	g, err := r.StartGame()
	if err != nil {
		return seats
	}
	for p := range seats {
		v, ok := r.Tag(seatTag(g, rules.Player(p)) + "Level")
		if n, err := strconv.Atoi(v); ok && err == nil && n >= 1 && n <= maxLevel {
			seats[p] = Seat{AI: true, Level: n}
		}
	}
	if seats[0].AI && seats[1].AI {
		return [2]Seat{}
	}
	return seats
}

// FromRecord starts a session at the end of r's main line (every move
// played, so undo and review step back through it), keeping r's tags,
// comments and variations for Record. Seats says who plays on (see
// Seats). An illegal move, or a game the rules do not know, is an error
// and no session is made.
func FromRecord(r *record.Record, seats [2]Seat, newSearch SearchFunc, seed uint64) (*Session, error) {
	g, err := r.StartGame()
	if err != nil {
		return nil, fmt.Errorf("session: %w", err)
	}
	s, err := New(g, seats, newSearch, seed)
	if err != nil {
		return nil, err
	}
	for i, m := range r.Main.Moves {
		a, err := g.ParseAction(m.Action)
		if err == nil {
			_, err = s.Play(a)
		}
		if err != nil {
			return nil, fmt.Errorf("session: %s move %d: %w", r.Game, i+1, err)
		}
	}
	s.notes.rec.Tags = append([]record.Tag(nil), r.Tags...)
	s.notes.rec.Main.Comment = r.Main.Comment
	for i, m := range r.Main.Moves {
		s.notes.rec.Main.Moves[i].Comment = m.Comment
		s.notes.rec.Main.Moves[i].Variations = m.Variations
	}
	return s, nil
}

// PlayFrom takes the game back to its first k actions, to be played on
// from there: a new branch. With keep, the actions after k stay in the
// record and become a variation of the next move played at k (unless it
// is the same move, which goes on along them); without, they are dropped.
// Nothing is left to redo. It fails, changing nothing, when k is not
// between 0 and the actions played.
func (s *Session) PlayFrom(k int, keep bool) error {
	n := len(s.played)
	if k < 0 || k > n {
		return fmt.Errorf("session: %s: play from action %d of %d", s.game.Name(), k, n)
	}
	s.stopSearch()
	for range n - k {
		s.game.Undo()
		s.turns = record.DropAction(s.turns)
	}
	s.played, s.moves, s.redo = s.played[:k], s.moves[:k], s.redo[:0]
	s.events = s.events[:0]
	if keep {
		s.notes.keep = k < len(s.notes.rec.Main.Moves)
	} else {
		s.notes.rec.Main.Moves = s.notes.rec.Main.Moves[:k]
		s.notes.keep = false
	}
	return nil
}

// SetAside is the number of actions PlayFrom set aside to keep as a
// variation of the next move (0 when none are).
func (s *Session) SetAside() int {
	if !s.notes.keep {
		return 0
	}
	return len(s.notes.rec.Main.Moves) - len(s.moves)
}

// Variations is the number of variations the record holds for action i of
// the game (from 0): lines played instead of it. The engine's lines that
// an analysis keeps there (Annotate) are not counted: they are the
// analysis's, shown with it.
func (s *Session) Variations(i int) int {
	return len(s.playerLines(i))
}

// Variation is the text of the first variation of action i: its actions
// in notation, space-separated ("" when it has none).
func (s *Session) Variation(i int) string {
	lines := s.playerLines(i)
	if len(lines) == 0 {
		return ""
	}
	var b strings.Builder
	for j, m := range lines[0].Moves {
		if j > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.Action)
	}
	return b.String()
}

// playerLines are the variations of action i but the engine's lines.
func (s *Session) playerLines(i int) []record.Line {
	if i < 0 || i >= len(s.moves) {
		return nil
	}
	lines := s.notes.rec.Main.Moves[i].Variations
	if !slices.ContainsFunc(lines, analysis.EngineLine) {
		return lines
	}
	var out []record.Line
	for _, l := range lines {
		if !analysis.EngineLine(l) {
			out = append(out, l)
		}
	}
	return out
}

// notesHeader opens the text of a session's notes (NotesText).
const notesHeader = "tavola-notes 1"

// HasNotes reports whether the session's record holds anything its moves
// and seats do not: a tag, a comment, a variation, or actions set aside to
// keep. Only then is NotesText worth keeping beside the autosave.
func (s *Session) HasNotes() bool {
	n := &s.notes.rec
	if len(n.Tags) > 0 || n.Main.Comment != "" || s.SetAside() > 0 {
		return true
	}
	for _, m := range n.Main.Moves[:len(s.moves)] {
		if m.Comment != "" || len(m.Variations) > 0 {
			return true
		}
	}
	return false
}

// NotesText writes the session's record as it stands, the tail included,
// for SetNotes to read back after the autosave has restored the moves: a
// header line, a line saying whether the tail is kept ("tail keep" or
// "tail drop"), the number of actions played, then the record.
func (s *Session) NotesText() (string, error) {
	r := s.notes.rec
	r.Game, r.Start = s.game.Name(), s.start
	text, err := record.Format(&r)
	if err != nil {
		return "", fmt.Errorf("session: notes: %w", err)
	}
	tail := "drop"
	if s.notes.keep {
		tail = "keep"
	}
	return notesHeader + "\ntail " + tail + "\nplayed " + strconv.Itoa(len(s.moves)) + "\n" + text, nil
}

// SetNotes reads text written by NotesText back into the session: its
// record must be of this game, from its start, and its main line must go
// through the moves played. Otherwise (the notes are of another game, or
// older than the autosave) it is an error and the session is unchanged.
func (s *Session) SetNotes(text string) error {
	head, rest, _ := strings.Cut(text, "\n")
	tail, rest, _ := strings.Cut(rest, "\n")
	played, rest, _ := strings.Cut(rest, "\n")
	if head != notesHeader || (tail != "tail keep" && tail != "tail drop") {
		return fmt.Errorf("session: notes: not a notes text (header %.40q, %.40q)", head, tail)
	}
	if played != "played "+strconv.Itoa(len(s.moves)) {
		return fmt.Errorf("session: notes: %.40q, but %d actions were played", played, len(s.moves))
	}
	r, err := record.Parse(rest)
	if err != nil {
		return fmt.Errorf("session: notes: %w", err)
	}
	g, err := r.StartGame()
	if err != nil {
		return fmt.Errorf("session: notes: %w", err)
	}
	start, _ := g.Position()
	switch {
	case r.Game != s.game.Name() || start != s.start:
		return fmt.Errorf("session: notes: a record of %s from %q, not of this game", r.Game, start)
	case len(r.Main.Moves) < len(s.moves):
		return fmt.Errorf("session: notes: %d moves, fewer than the %d played", len(r.Main.Moves), len(s.moves))
	}
	for i, m := range s.moves {
		if r.Main.Moves[i].Action != m {
			return fmt.Errorf("session: notes: move %d is %s, %s was played", i+1, r.Main.Moves[i].Action, m)
		}
	}
	s.notes = notes{rec: *r, keep: tail == "tail keep" && len(r.Main.Moves) > len(s.moves)}
	return nil
}
