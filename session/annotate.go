package session

import (
	"fmt"

	"tavola/ai/analysis"
	"tavola/rules/record"
)

// Annotate keeps the analysis a of the game played in the session's
// record (analysis.Annotate: the marks and values as comments, the
// engine's lines as variations), so that Record, NotesText and a game
// saved on the shelf hold it, and a game opened again shows it without
// analysing. a must be of the moves played (a tail set aside keeps no
// annotation); otherwise it is an error and the record is unchanged.
// Earlier annotations are replaced; the player's comments and variations
// stay.
func (s *Session) Annotate(a *analysis.Game) error {
	if a.Name != s.game.Name() {
		return fmt.Errorf("session: annotate: an analysis of %s, not of %s", a.Name, s.game.Name())
	}
	for _, m := range a.Moves {
		if m.Turn.End > len(s.moves) {
			return fmt.Errorf("session: annotate: turn %d ends at action %d, %d were played", m.Turn.Number, m.Turn.End, len(s.moves))
		}
	}
	r := s.notes.rec
	r.Game, r.Start = s.game.Name(), s.start
	// analysis.Annotate rewrites the moves in place: on a copy, so that a
	// failure changes nothing.
	r.Main.Moves = make([]record.Move, len(s.notes.rec.Main.Moves))
	for i, m := range s.notes.rec.Main.Moves {
		m.Variations = append([]record.Line(nil), m.Variations...)
		r.Main.Moves[i] = m
	}
	if err := analysis.Annotate(&r, a); err != nil {
		return fmt.Errorf("session: annotate: %w", err)
	}
	s.notes.rec = r
	return nil
}

// Annotations is the analysis the session's record holds for the moves
// played (analysis.Annotations of Record): ok is false when it holds
// none.
func (s *Session) Annotations() (a *analysis.Game, ok bool, err error) {
	commented := false
	for _, m := range s.notes.rec.Main.Moves[:len(s.moves)] {
		if m.Comment != "" {
			commented = true
			break
		}
	}
	if !commented {
		// An analysis is kept in the moves' comments: without any, no
		// need to replay the game to know there is none.
		return nil, false, nil
	}
	return analysis.Annotations(s.Record())
}
