package analysis

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
	"tavola/rules/record"
)

// An analysis is kept in a game's record (docs/RECORDS.md, "Analysis"):
// after the last action of each analysed turn, a comment that starts with
// the annotation
//
//	[%an <mark> <before> <after>]                 (Kpé)
//	[%an <mark> <before> <after> <chance> <chance>] (GIPF, Gravity)
//
// where a Kpé value is an exact seed difference (2) or proven bounds
// (-8..-2), and the chances are the win chances before and after the turn;
// and, when the turn had a better one, a variation on its first action
// that starts with the comment [%an line] and holds the engine's line. The
// player's own comment follows the annotation; other variations are the
// player's.
const (
	annotation = "[%an "
	lineMark   = "[%an line]"
)

// EngineLine reports whether l is an engine's line that Annotate kept
// as a variation, not one a player played.
func EngineLine(l record.Line) bool { return l.Comment == lineMark }

// Annotate writes a into r, which must hold the game a analysed (its main
// line's actions). Earlier annotations are replaced; the player's comments
// and variations stay.
func Annotate(r *record.Record, a *Game) error {
	g, err := r.StartGame()
	if err != nil {
		return err
	}
	moves := r.Main.Moves
	for _, m := range a.Moves {
		if m.Turn.End > len(moves) {
			return fmt.Errorf("analysis: turn %d ends at action %d, the record has %d", m.Turn.Number, m.Turn.End, len(moves))
		}
	}
	for i := range moves {
		moves[i].Comment = playerComment(moves[i].Comment)
		moves[i].Variations = playerVariations(moves[i].Variations)
	}
	kpe := a.Kpe()
	played := 0
	for _, m := range a.Moves {
		for ; played < m.Turn.First; played++ {
			if err := apply(g, moves[played].Action); err != nil {
				return err
			}
		}
		last := &moves[m.Turn.End-1]
		last.Comment = join(annotationOf(m, kpe), last.Comment)
		if m.Better != nil {
			line := lineText(g, m.Before.Line)
			first := &moves[m.Turn.First]
			first.Variations = append([]record.Line{{Comment: lineMark, Moves: line}}, first.Variations...)
		}
	}
	return nil
}

// Annotations reads the analysis Annotate wrote into r back: ok is false
// when r holds none. The engine's lines are read from the variations, the
// better turn from their first turn.
func Annotations(r *record.Record) (a *Game, ok bool, err error) {
	g, err := r.StartGame()
	if err != nil {
		return nil, false, err
	}
	out := &Game{Name: r.Game}
	kpe := out.Kpe()
	var turns []record.Turn
	var acts []rules.Action
	for i, mv := range r.Main.Moves {
		turns = record.AddAction(turns, g, i)
		act, err := g.ParseAction(mv.Action)
		if err != nil {
			return nil, false, fmt.Errorf("analysis: move %d: %w", i+1, err)
		}
		acts = append(acts, act)
		g.Apply(act, nil)
	}
	g, _ = r.StartGame()
	next := 0
	for _, t := range turns {
		for ; next < t.First; next++ {
			g.Apply(acts[next], nil)
		}
		text, found := strings.CutPrefix(r.Main.Moves[t.End-1].Comment, annotation)
		if !found {
			continue
		}
		m, err := parseAnnotation(text, kpe)
		if err != nil {
			return nil, false, fmt.Errorf("analysis: turn %d: %w", t.Number, err)
		}
		m.Turn = t
		for _, v := range r.Main.Moves[t.First].Variations {
			if v.Comment != lineMark {
				continue
			}
			c := g.Clone()
			for _, lm := range v.Moves {
				act, err := c.ParseAction(lm.Action)
				if err != nil {
					return nil, false, fmt.Errorf("analysis: turn %d's line: %w", t.Number, err)
				}
				m.Before.Line = append(m.Before.Line, act)
				c.Apply(act, nil)
			}
			m.Better = firstTurn(g, m.Before.Line)
		}
		out.Moves = append(out.Moves, m)
	}
	return out, len(out.Moves) > 0, nil
}

// annotationOf writes a turn's annotation.
func annotationOf(m Move, kpe bool) string {
	var b strings.Builder
	b.WriteString(annotation)
	b.WriteString(m.Mark.String())
	if kpe {
		fmt.Fprintf(&b, " %s %s", bounds(m.Before.Lo, m.Before.Hi), bounds(m.AfterLo, m.AfterHi))
	} else {
		fmt.Fprintf(&b, " %s %s %s %s", num(m.Before.Value), num(m.After), num(m.ChanceBefore), num(m.ChanceAfter))
	}
	b.WriteString("]")
	return b.String()
}

// parseAnnotation reads what annotationOf wrote after its "[%an ".
func parseAnnotation(text string, kpe bool) (Move, error) {
	body, _, ok := strings.Cut(text, "]")
	if !ok {
		return Move{}, errors.New("annotation without its ]")
	}
	f := strings.Fields(body)
	want := 5
	if kpe {
		want = 3
	}
	if len(f) != want {
		return Move{}, fmt.Errorf("annotation %q: want %d fields", body, want)
	}
	var m Move
	if m.Mark, ok = ParseMark(f[0]); !ok {
		return Move{}, fmt.Errorf("annotation %q: unknown mark %q", body, f[0])
	}
	if kpe {
		var err error
		if m.Before.Lo, m.Before.Hi, err = parseBounds(f[1]); err != nil {
			return Move{}, err
		}
		if m.AfterLo, m.AfterHi, err = parseBounds(f[2]); err != nil {
			return Move{}, err
		}
		m.Before.Value = clampMid(m.Before.Lo, m.Before.Hi)
		m.After = clampMid(m.AfterLo, m.AfterHi)
		return m, nil
	}
	v := make([]float64, 4)
	for i, s := range f[1:] {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return Move{}, fmt.Errorf("annotation %q: %w", body, err)
		}
		v[i] = x
	}
	m.Before.Value, m.After, m.ChanceBefore, m.ChanceAfter = v[0], v[1], v[2], v[3]
	m.Before.Lo, m.Before.Hi, m.AfterLo, m.AfterHi = v[0], v[0], v[1], v[1]
	return m, nil
}

// clampMid is the value a Kpé annotation's bounds stand for: the exact
// value, or the middle of the bounds.
func clampMid(lo, hi float64) float64 { return (lo + hi) / 2 }

func bounds(lo, hi float64) string {
	if lo == hi {
		return num(lo)
	}
	return num(lo) + ".." + num(hi)
}

func parseBounds(s string) (lo, hi float64, err error) {
	a, b, found := strings.Cut(s, "..")
	if lo, err = strconv.ParseFloat(a, 64); err != nil {
		return 0, 0, fmt.Errorf("annotation bounds %q: %w", s, err)
	}
	if !found {
		return lo, lo, nil
	}
	if hi, err = strconv.ParseFloat(b, 64); err != nil || hi < lo {
		return 0, 0, fmt.Errorf("annotation bounds %q: not lo..hi", s)
	}
	return lo, hi, nil
}

// num writes a value with at most two decimals.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// playerComment is a comment without its annotation.
func playerComment(c string) string {
	if rest, ok := strings.CutPrefix(c, annotation); ok {
		if _, after, ok := strings.Cut(rest, "]"); ok {
			return strings.TrimPrefix(after, " ")
		}
	}
	return c
}

// playerVariations drops the engine's lines.
func playerVariations(vs []record.Line) []record.Line {
	out := vs[:0]
	for _, v := range vs {
		if v.Comment != lineMark {
			out = append(out, v)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

func join(annotation, comment string) string {
	if comment == "" {
		return annotation
	}
	return annotation + " " + comment
}

func apply(g rules.Game, text string) error {
	a, err := g.ParseAction(text)
	if err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	g.Apply(a, nil)
	return nil
}

// lineText writes a line played from g (not changed) as record moves.
func lineText(g rules.Game, line []rules.Action) []record.Move {
	c := g.Clone()
	out := make([]record.Move, 0, len(line))
	for _, a := range line {
		if c.Outcome().Over {
			break
		}
		out = append(out, record.Move{Action: c.FormatAction(a)})
		c.Apply(a, nil)
	}
	return out
}
