package aiwork

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"tavola/ai/analysis"
	"tavola/rules"
	"tavola/rules/record"
)

// PositionTime caps the time the worker's analysis gives a position, by
// the wall clock, within the analysis budget of nodes (analysis.Budget):
// the WebAssembly search is slower than the native one, and the progress
// bar must move at least once a second, however loaded the machine.
const PositionTime = 400 * time.Millisecond

// Progress is how far an analysis in the worker has come: the positions
// analysed, and how many there are.
type Progress struct{ Done, Total int }

// encodeAnalysis writes an analysis of the game played from start by
// actions as one line a turn, its fields separated by spaces: the mark,
// the value before the turn and its proven bounds, the value after it and
// its bounds, the win chances before and after, the number of actions of
// the better turn (0: none), then the engine's line in notation, played
// from the position before the turn. Turns are not written: the game
// they are read with gives them.
func encodeAnalysis(start rules.Game, actions []rules.Action, an *analysis.Game) []string {
	g := start.Clone()
	played := 0
	lines := make([]string, 0, len(an.Moves))
	for _, m := range an.Moves {
		for ; played < m.Turn.First; played++ {
			g.Apply(actions[played], nil)
		}
		var b strings.Builder
		b.WriteString(m.Mark.String())
		for _, v := range []float64{m.Before.Value, m.Before.Lo, m.Before.Hi, m.After, m.AfterLo, m.AfterHi, m.ChanceBefore, m.ChanceAfter} {
			b.WriteString(" " + strconv.FormatFloat(v, 'g', -1, 64))
		}
		b.WriteString(" " + strconv.Itoa(len(m.Better)))
		c := g.Clone()
		for _, a := range m.Before.Line {
			b.WriteString(" " + c.FormatAction(a))
			c.Apply(a, nil)
		}
		lines = append(lines, b.String())
	}
	return lines
}

// ReadAnalysis reads the lines of an analysis reply with the game the
// analysis was asked for: one line a turn of it, each line action legal
// where it is played, each value finite.
func ReadAnalysis(start rules.Game, actions []rules.Action, lines []string) (*analysis.Game, error) {
	g := start.Clone()
	var turns []record.Turn
	for i, a := range actions {
		turns = record.AddAction(turns, g, i)
		g.Apply(a, nil)
	}
	if len(lines) != len(turns) {
		return nil, fmt.Errorf("%w: analysis of %d turns for a game of %d", errMessage, len(lines), len(turns))
	}
	out := &analysis.Game{Name: start.Name(), Moves: make([]analysis.Move, 0, len(turns))}
	g = start.Clone()
	played := 0
	var buf []rules.Action
	for t, turn := range turns {
		for ; played < turn.First; played++ {
			g.Apply(actions[played], nil)
		}
		f := strings.Fields(lines[t])
		if len(f) < 10 {
			return nil, fmt.Errorf("%w: analysis of turn %d: %d fields, want 10 or more", errMessage, turn.Number, len(f))
		}
		m := analysis.Move{Turn: turn}
		var ok bool
		if m.Mark, ok = analysis.ParseMark(f[0]); !ok {
			return nil, fmt.Errorf("%w: analysis of turn %d: mark %.20q", errMessage, turn.Number, f[0])
		}
		for k, p := range []*float64{&m.Before.Value, &m.Before.Lo, &m.Before.Hi, &m.After, &m.AfterLo, &m.AfterHi, &m.ChanceBefore, &m.ChanceAfter} {
			v, err := strconv.ParseFloat(f[1+k], 64)
			if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
				return nil, fmt.Errorf("%w: analysis of turn %d: value %.30q", errMessage, turn.Number, f[1+k])
			}
			*p = v
		}
		better, err := strconv.Atoi(f[9])
		line := f[10:]
		if err != nil || better < 0 || better > len(line) {
			return nil, fmt.Errorf("%w: analysis of turn %d: better turn of %.20q actions in a line of %d", errMessage, turn.Number, f[9], len(line))
		}
		c := g.Clone()
		for _, text := range line {
			a, err := c.ParseAction(text)
			if buf = c.Actions(buf[:0]); err == nil && !slices.Contains(buf, a) {
				err = errors.New("not legal there")
			}
			if err != nil {
				return nil, fmt.Errorf("%w: analysis of turn %d: line action %.40q: %v", errMessage, turn.Number, text, err)
			}
			m.Before.Line = append(m.Before.Line, a)
			c.Apply(a, nil)
		}
		if better > 0 {
			m.Better = m.Before.Line[:better:better]
		}
		out.Moves = append(out.Moves, m)
	}
	return out, nil
}

// replayRequest makes the game of an analysis request: its start and its
// actions, each legal where it is played.
func replayRequest(newGame func(string) (rules.Game, error), r Request) (rules.Game, []rules.Action, error) {
	g, err := Replay(newGame, Request{Game: r.Game, Start: r.Start})
	if err != nil {
		return nil, nil, err
	}
	c := g.Clone()
	actions := make([]rules.Action, 0, len(r.Moves))
	var buf []rules.Action
	for i, m := range r.Moves {
		a, err := c.ParseAction(m)
		if buf = c.Actions(buf[:0]); err == nil && !slices.Contains(buf, a) {
			err = errors.New("not legal there")
		}
		if err != nil {
			return nil, nil, fmt.Errorf("aiwork: %s: move %d %q: %w", r.Game, i+1, m, err)
		}
		c.Apply(a, nil)
		actions = append(actions, a)
	}
	return g, actions, nil
}
