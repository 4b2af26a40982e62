package main

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"tavola/ai/analysis"
	"tavola/internal/version"
	"tavola/rules"
)

// programName is the name command's answer; the version command answers
// the build's version (package version: git describe, stamped at link
// time), one word as docs/ENGINE.md's "its version" allows.
const programName = "tavola-engine"

// perftCaps is the deepest perft of each game (every GIPF variant shares
// "gipf"): from the start, one level deeper takes hours on one core of the
// project's machine, while the cap itself finishes in minutes (Gravity 6
// in ~2 min, GIPF 7 in ~5, Kpé 18 in ~8; each level multiplies the time by
// about 60, 30 and 4). A count that long can still be stopped.
var perftCaps = map[string]uint64{"gravity": 6, "gipf": 7, "kpe": 18}

// perftCap is the deepest perft answered in game; a game missing from
// perftCaps gets GIPF's.
func perftCap(game string) uint64 {
	if strings.HasPrefix(game, "gipf") {
		game = "gipf"
	}
	if c, ok := perftCaps[game]; ok {
		return c
	}
	return perftCaps["gipf"]
}

// commandTable lists the commands in the order list_commands shows them.
func commandTable() []command {
	return []command{
		{"protocol_version", false, constant("2")},
		{"name", false, constant(programName)},
		{"version", false, constant(version.String())},
		{"list_commands", false, (*engine).listCommands},
		{"games", false, (*engine).games},
		{"new", false, (*engine).newCmd},
		{"setposition", false, (*engine).setPosition},
		{"position", true, (*engine).position},
		{"moves", true, (*engine).moves},
		{"play", true, (*engine).play},
		{"undo", true, (*engine).undo},
		{"status", true, (*engine).status},
		{"perft", true, (*engine).perft},
		{"genmove", true, (*engine).genmove},
		{"analyze", true, (*engine).analyze},
		{"showboard", true, (*engine).showboard},
		{"quit", false, (*engine).quitCmd},
		{"stop", false, constant("")},
		{"load", false, (*engine).load},
		{"save", true, (*engine).save},
	}
}

// wantArgs fails unless args has between min and max elements.
func wantArgs(args []string, min, max int) error {
	switch {
	case len(args) < min:
		return fmt.Errorf("missing argument (want %d)", min)
	case len(args) > max && max == 0:
		return errors.New("too many arguments (want none)")
	case len(args) > max:
		return fmt.Errorf("too many arguments (want at most %d)", max)
	}
	return nil
}

// constant returns a command that takes no argument and answers text.
func constant(text string) func(*engine, []string) (string, error) {
	return func(_ *engine, args []string) (string, error) {
		if err := wantArgs(args, 0, 0); err != nil {
			return "", err
		}
		return text, nil
	}
}

func (e *engine) listCommands(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	names := make([]string, len(e.commands))
	for i, c := range e.commands {
		names[i] = c.name
	}
	return strings.Join(names, "\n"), nil
}

func (e *engine) games(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	return strings.Join(e.names(), "\n"), nil
}

func (e *engine) newCmd(args []string) (string, error) {
	if err := wantArgs(args, 1, 1); err != nil {
		return "", err
	}
	g, err := e.newGame(args[0])
	if err != nil {
		return "", err
	}
	e.setGame(g, "", nil)
	return "", nil
}

// setPosition reads the position string, whose fields are the arguments
// after the game's name, into a new game; the old one stays on failure.
func (e *engine) setPosition(args []string) (string, error) {
	if err := wantArgs(args, 2, math.MaxInt); err != nil {
		return "", err
	}
	g, err := e.newGame(args[0])
	if err != nil {
		return "", err
	}
	if err := g.SetPosition(strings.Join(args[1:], " ")); err != nil {
		return "", err
	}
	start, err := g.Position()
	if err != nil {
		return "", fmt.Errorf("internal error: the position just set cannot be written: %v", err)
	}
	e.setGame(g, start, nil)
	return "", nil
}

func (e *engine) position(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	return e.game.Position()
}

func (e *engine) moves(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	e.acts = e.game.Actions(e.acts[:0])
	var b strings.Builder
	for i, a := range e.acts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(e.game.FormatAction(a))
	}
	return b.String(), nil
}

// legal reports whether a is among the legal actions of the game now.
func (e *engine) legal(g rules.Game, a rules.Action) bool {
	e.acts = g.Actions(e.acts[:0])
	return slices.Contains(e.acts, a)
}

// play applies the actions in order, or none of them.
func (e *engine) play(args []string) (string, error) {
	if err := wantArgs(args, 1, math.MaxInt); err != nil {
		return "", err
	}
	g := e.game
	n := len(e.played)
	for i, s := range args {
		a, err := e.playOne(g, s)
		if err != nil {
			for range i {
				g.Undo()
			}
			e.played = e.played[:n]
			return "", fmt.Errorf("illegal action %s (action %d): %v", s, i+1, err)
		}
		e.played = append(e.played, a)
	}
	return "", nil
}

// playOne parses s and applies it to g.
func (e *engine) playOne(g rules.Game, s string) (rules.Action, error) {
	if g.Outcome().Over {
		return 0, errors.New("the game is over")
	}
	a, err := g.ParseAction(s)
	if err != nil {
		return 0, err
	}
	if !e.legal(g, a) {
		return 0, errors.New("not among the legal actions")
	}
	g.Apply(a, nil)
	return a, nil
}

func (e *engine) undo(args []string) (string, error) {
	if err := wantArgs(args, 0, 1); err != nil {
		return "", err
	}
	n := uint64(1)
	if len(args) == 1 {
		var err error
		if n, err = parseCount("undo", args[0], math.MaxInt); err != nil {
			return "", err
		}
		if n == 0 {
			return "", errors.New("undo: nothing to undo with 0 (want at least 1)")
		}
	}
	if plies := e.game.Plies(); uint64(plies) < n {
		return "", fmt.Errorf("undo: only %d actions to take back, not %d", plies, n)
	}
	for range n {
		e.game.Undo()
	}
	e.played = e.played[:len(e.played)-int(n)]
	return "", nil
}

// status answers "to-move <player>" or "over <winner|draw> <reason>", with
// the final score "<south>-<north>" in Kpé.
func (e *engine) status(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	return rules.Status(e.game), nil
}

func (e *engine) perft(args []string) (string, error) {
	if err := wantArgs(args, 1, 1); err != nil {
		return "", err
	}
	d, err := parseCount("perft", args[0], e.maxPerft(e.game.Name()))
	if err != nil {
		return "", err
	}
	n, done := rules.PerftUntil(e.game, int(d), e.stopped)
	if !done {
		return "", errors.New("stopped")
	}
	return strconv.FormatUint(n, 10), nil
}

// searchable fails when there is nothing to search: the game is over.
func (e *engine) searchable() error {
	if e.game.Outcome().Over {
		return errors.New("the game is over")
	}
	return nil
}

// genmove asks the AI for an action, checks it and plays it.
func (e *engine) genmove(args []string) (string, error) {
	b, err := parseBudget(args)
	if err != nil {
		return "", err
	}
	if err := e.searchable(); err != nil {
		return "", err
	}
	b.threads = e.threads
	a, err := e.search(e.game.Clone(), b, e.stopped)
	if err != nil {
		return "", err
	}
	if !e.legal(e.game, a) {
		return "", fmt.Errorf("internal error: the search chose an illegal action (%d)", a)
	}
	text := e.game.FormatAction(a)
	e.game.Apply(a, nil)
	e.played = append(e.played, a)
	return text, nil
}

// analyze asks the AI for its choice, value and principal line, and plays
// nothing. A last argument "winchance" (GIPF and Gravity) adds the
// mover's win chance at the value to the end of the answer. The line is written action by action on a copy of the game.
func (e *engine) analyze(args []string) (string, error) {
	chance := len(args) > 0 && args[len(args)-1] == "winchance"
	if chance {
		args = args[:len(args)-1]
	}
	b, err := parseBudget(args)
	if err != nil {
		return "", err
	}
	if err := e.searchable(); err != nil {
		return "", err
	}
	curve, hasCurve := analysis.CurveOf(e.game.Name())
	if chance && !hasCurve {
		return "", fmt.Errorf("winchance: %s is valued in seeds, not by a win chance (GIPF and Gravity only)", e.game.Name())
	}
	b.threads = e.threads
	an, err := e.study(e.game.Clone(), b, e.stopped)
	if err != nil {
		return "", err
	}
	if len(an.Line) == 0 {
		return "", errors.New("internal error: the search returned no action")
	}
	if math.IsNaN(an.Value) || math.IsInf(an.Value, 0) {
		return "", fmt.Errorf("internal error: the search returned the value %v", an.Value)
	}
	g := e.game.Clone()
	line := make([]string, 0, len(an.Line))
	for i, a := range an.Line {
		if g.Outcome().Over || !e.legal(g, a) {
			return "", fmt.Errorf("internal error: action %d of the principal line (%d) is illegal", i+1, a)
		}
		line = append(line, g.FormatAction(a))
		g.Apply(a, nil)
	}
	value := strconv.FormatFloat(math.Round(an.Value*100)/100, 'f', -1, 64)
	if value == "-0" {
		value = "0"
	}
	text := line[0] + " " + value + " " + strings.Join(line, " ")
	if an.Exact {
		text += " exact"
	}
	if chance {
		text += " winchance " + strconv.FormatFloat(math.Round(curve.Chance(an.Value)*100)/100, 'f', -1, 64)
	}
	return text, nil
}

// showboard answers the game's picture, starting on the line after "=".
func (e *engine) showboard(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	return "\n" + e.game.Board(), nil
}

func (e *engine) quitCmd(args []string) (string, error) {
	if err := wantArgs(args, 0, 0); err != nil {
		return "", err
	}
	e.quit = true
	return "", nil
}
