package puzzles

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
	"tavola/rules/catalog"
)

// Goal is what a puzzle asks of its player.
type Goal uint8

// The goals, one a game.
const (
	// TakeTwo: GIPF, the one push that captures at least two of the
	// opponent's pieces within two turns, or wins the game.
	TakeTwo Goal = iota + 1
	// Win: Gravity, the forced win (four in a line) within Plies plies.
	Win
	// Keep: Kpé, the only move that keeps the exact value (Value, the
	// final seed difference from the mover's view).
	Keep
)

var goalNames = [...]string{"", "take-two", "win", "keep"}

// String is the goal's word in the puzzle file.
func (g Goal) String() string { return goalNames[g] }

// Puzzle is one shipped puzzle: a position and its solution, the line of
// the player's moves and the replies, the first move the only one that
// reaches the goal.
type Puzzle struct {
	ID       string // "gravity-0042", unique in the set
	Game     string // the protocol name
	Goal     Goal
	Plies    int // Win: the plies of the forced win
	Pieces   int // TakeTwo: the pieces the solution wins (0: at least two)
	Value    int // Keep: the exact value kept
	Level    int // the lowest AI level whose search finds the first move
	Position string
	// Solution is the line in notation: the player's actions (a GIPF turn
	// may hold several: the push and its removals) and the replies.
	Solution []string
}

// Rating is the puzzle's strength on the players' scale, from the lowest
// AI level that solves it: level 1 is 1000, each level 200 more.
func (p *Puzzle) Rating() Rating {
	return Rating{R: float64(800 + 200*p.Level), RD: 100, Sigma: 0.06}
}

// Start returns the puzzle's position as a game.
func (p *Puzzle) Start() (rules.Game, error) {
	g, err := catalog.New(p.Game)
	if err != nil {
		return nil, err
	}
	if err := g.SetPosition(p.Position); err != nil {
		return nil, fmt.Errorf("puzzle %s: %w", p.ID, err)
	}
	return g, nil
}

// Line returns the solution's actions on the puzzle's position, checked
// legal one by one.
func (p *Puzzle) Line() (rules.Game, []rules.Action, error) {
	g, err := p.Start()
	if err != nil {
		return nil, nil, err
	}
	c := g.Clone()
	out := make([]rules.Action, len(p.Solution))
	for i, s := range p.Solution {
		a, err := c.ParseAction(s)
		if err != nil {
			return nil, nil, fmt.Errorf("puzzle %s, solution move %d: %w", p.ID, i+1, err)
		}
		out[i] = a
		c.Apply(a, nil)
	}
	return g, out, nil
}

// Format writes the puzzle as one line of the puzzle file: tab-separated
// id, game, goal, its number (plies, value or pieces), level,
// position, and the solution's moves separated by spaces.
func (p *Puzzle) Format() string {
	n := 0
	switch p.Goal {
	case TakeTwo:
		n = p.Pieces
	case Win:
		n = p.Plies
	case Keep:
		n = p.Value
	}
	return strings.Join([]string{p.ID, p.Game, p.Goal.String(), strconv.Itoa(n), strconv.Itoa(p.Level),
		p.Position, strings.Join(p.Solution, " ")}, "\t")
}

// Parse reads a puzzle file: one puzzle a line as Format writes it; empty
// lines and lines starting with # are skipped. Every puzzle's solution is
// replayed, and a failure names the line.
func Parse(text string) ([]*Puzzle, error) {
	var out []*Puzzle
	seen := map[string]bool{}
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p, err := parseLine(line)
		if err == nil {
			_, _, err = p.Line()
		}
		if err == nil && seen[p.ID] {
			err = fmt.Errorf("puzzle %s given twice", p.ID)
		}
		if err != nil {
			return nil, fmt.Errorf("puzzles: line %d: %w", n, err)
		}
		seen[p.ID] = true
		out = append(out, p)
	}
	return out, sc.Err()
}

func parseLine(line string) (*Puzzle, error) {
	f := strings.Split(line, "\t")
	if len(f) != 7 {
		return nil, fmt.Errorf("%d fields, want 7 (id, game, goal, number, level, position, solution)", len(f))
	}
	p := &Puzzle{ID: f[0], Game: f[1], Position: f[5], Solution: strings.Fields(f[6])}
	for g := TakeTwo; g <= Keep; g++ {
		if g.String() == f[2] {
			p.Goal = g
		}
	}
	if p.Goal == 0 {
		return nil, fmt.Errorf("unknown goal %q", f[2])
	}
	n, err := strconv.Atoi(f[3])
	if err != nil {
		return nil, fmt.Errorf("number %q: %w", f[3], err)
	}
	switch p.Goal {
	case TakeTwo:
		p.Pieces = n
	case Win:
		p.Plies = n
	case Keep:
		p.Value = n
	}
	if p.Level, err = strconv.Atoi(f[4]); err != nil || p.Level < 1 {
		return nil, fmt.Errorf("level %q: want a number from 1", f[4])
	}
	if p.ID == "" || len(p.Solution) == 0 {
		return nil, fmt.Errorf("puzzle without an id or a solution")
	}
	return p, nil
}

// FileHeader is the first line of a puzzle file, naming its fields.
const FileHeader = "# id\tgame\tgoal\tn\tlevel\tposition\tsolution\n"

// FormatFile writes a puzzle file: FileHeader, then a line for each
// puzzle, which Parse reads back.
func FormatFile(set []*Puzzle) string {
	var b strings.Builder
	b.WriteString(FileHeader)
	for _, p := range set {
		b.WriteString(p.Format())
		b.WriteByte('\n')
	}
	return b.String()
}
