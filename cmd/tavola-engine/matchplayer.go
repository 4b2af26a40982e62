package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"tavola/ai"
	"tavola/rules"
)

// side is how one player of a match chooses its actions.
type side struct {
	level  int           // the playing level, or GF1's depth
	search string        // level (the level's own search), ab, mcts or gf1
	time   time.Duration // a time per move instead of the level's budget
	nodes  int64         // a node (playout) budget per move instead of the level's
	// threads is the thread count of a search bounded by time alone (a
	// time a move, the master level), as the engine's -threads; 0: the
	// AI's default.
	threads int
	exe     string   // an engine program to play over the protocol; "" plays in-process
	args    []string // the program's arguments (-acmd, -bcmd)
}

// budget is what an in-process search of s gets in g: what genmove
// would give it (a time alone is full strength), then the search asked.
func (s side) budget(g rules.Game) ai.Budget {
	if s.search == "gf1" {
		return ai.Budget{Depth: s.level, GF1: true, Time: s.time}
	}
	given := Budget{Level: s.level, threads: s.threads}
	if s.time > 0 || s.nodes > 0 {
		given = Budget{Time: s.time, Playouts: s.nodes, threads: s.threads}
	}
	b := aiBudget(g, given)
	switch s.search {
	case "ab":
		b.MCTS = false
	case "mcts":
		b.MCTS = true
	}
	return b
}

// String names s for the report.
func (s side) String() string {
	var b strings.Builder
	switch {
	case s.search == "gf1":
		fmt.Fprintf(&b, "GF1 replica depth %d", s.level)
	case s.time > 0 && s.nodes > 0:
		fmt.Fprintf(&b, "%v or %d nodes a move", s.time, s.nodes)
	case s.time > 0:
		fmt.Fprintf(&b, "%v a move", s.time)
	case s.nodes > 0:
		fmt.Fprintf(&b, "%d nodes a move", s.nodes)
	default:
		fmt.Fprintf(&b, "level %d", s.level)
	}
	if s.search == "ab" || s.search == "mcts" {
		fmt.Fprintf(&b, " (%s)", s.search)
	}
	switch {
	case s.threads == 1:
		b.WriteString(" on 1 thread")
	case s.threads > 1:
		fmt.Fprintf(&b, " on %d threads", s.threads)
	}
	if s.exe != "" {
		fmt.Fprintf(&b, " by %s", s.exe)
	}
	return b.String()
}

// moveStats is what one move cost.
type moveStats struct {
	took  time.Duration // by the wall clock
	depth int           // the depth searched completely; -1 when unknown
}

// player chooses the actions of one side of a match, one game at a time.
type player interface {
	// newGame forgets the game before: the next move is in a new one.
	newGame()
	// move chooses an action in g, whose actions so far are hist.
	move(g rules.Game, hist []rules.Action, seed uint64) (rules.Action, moveStats, error)
	close() error
}

// newPlayer starts a player for s.
func newPlayer(s side, game string) (player, error) {
	if s.exe == "" {
		return &localPlayer{s: s}, nil
	}
	return startEnginePlayer(s, game)
}

// localPlayer searches in this process, on a Searcher kept from move to
// move as the app does.
type localPlayer struct {
	s  side
	sr ai.Searcher
}

func (p *localPlayer) move(g rules.Game, _ []rules.Action, seed uint64) (rules.Action, moveStats, error) {
	t := time.Now()
	r := p.sr.NewSearchBudget(g, p.s.budget(g), seed, 0).Run()
	st := moveStats{took: time.Since(t), depth: r.Depth}
	if !r.OK {
		return 0, st, fmt.Errorf("the search found no action at ply %d", g.Plies())
	}
	return r.Action, st, nil
}

func (p *localPlayer) newGame() {}

func (p *localPlayer) close() error { return nil }

// enginePlayer plays through another engine program over the protocol:
// each game starts with new, the actions it has not seen are sent with
// play, and genmove answers (and plays) its action.
type enginePlayer struct {
	s    side
	game string
	cmd  *exec.Cmd
	in   io.WriteCloser
	out  *bufio.Reader
	seen int // actions of the current game the program has
}

func startEnginePlayer(s side, game string) (*enginePlayer, error) {
	cmd := exec.Command(s.exe, s.args...)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", s.exe, err)
	}
	return &enginePlayer{s: s, game: game, cmd: cmd, in: in, out: bufio.NewReader(out), seen: -1}, nil
}

// ask sends one command and returns the text of its success.
func (p *enginePlayer) ask(line string) (string, error) {
	if _, err := io.WriteString(p.in, line+"\n"); err != nil {
		return "", fmt.Errorf("%s: %w", p.s.exe, err)
	}
	var answer []string
	for {
		l, err := p.out.ReadString('\n')
		if err != nil {
			return "", fmt.Errorf("%s: %q: %w", p.s.exe, line, err)
		}
		l = strings.TrimRight(l, "\r\n")
		if l == "" && len(answer) > 0 {
			break
		}
		if l != "" {
			answer = append(answer, l)
		}
	}
	text := strings.Join(answer, "\n")
	switch {
	case strings.HasPrefix(text, "="):
		return strings.TrimSpace(text[1:]), nil
	case strings.HasPrefix(text, "?"):
		return "", fmt.Errorf("%s: %q failed: %s", p.s.exe, line, strings.TrimSpace(text[1:]))
	}
	return "", fmt.Errorf("%s: %q: unreadable answer %q", p.s.exe, line, text)
}

func (p *enginePlayer) move(g rules.Game, hist []rules.Action, seed uint64) (rules.Action, moveStats, error) {
	st := moveStats{depth: -1}
	if p.seen < 0 {
		if _, err := p.ask("new " + p.game); err != nil {
			return 0, st, err
		}
		p.seen = 0
	}
	if p.seen < len(hist) {
		// The program's game must be at the same point: replay from a
		// copy of g taken back to the first unseen action.
		c := g.Clone()
		for range len(hist) - p.seen {
			c.Undo()
		}
		words := []string{"play"}
		for _, a := range hist[p.seen:] {
			words = append(words, c.FormatAction(a))
			c.Apply(a, nil)
		}
		if _, err := p.ask(strings.Join(words, " ")); err != nil {
			return 0, st, err
		}
		p.seen = len(hist)
	}
	budget := "level " + strconv.Itoa(p.s.level)
	if p.s.time > 0 || p.s.nodes > 0 {
		var w []string
		if p.s.time > 0 {
			w = append(w, "time", strconv.FormatInt(p.s.time.Milliseconds(), 10))
		}
		if p.s.nodes > 0 {
			w = append(w, "playouts", strconv.FormatInt(p.s.nodes, 10))
		}
		budget = strings.Join(w, " ")
	}
	t := time.Now()
	text, err := p.ask(fmt.Sprintf("genmove %s seed %d", budget, seed))
	st.took = time.Since(t)
	if err != nil {
		return 0, st, err
	}
	a, err := g.ParseAction(text)
	if err != nil {
		return 0, st, fmt.Errorf("%s played %q: %w", p.s.exe, text, err)
	}
	p.seen++
	return a, st, nil
}

func (p *enginePlayer) newGame() { p.seen = -1 }

func (p *enginePlayer) close() error {
	_, err := p.ask("quit")
	err = errors.Join(err, p.in.Close(), p.cmd.Wait())
	if err != nil {
		return fmt.Errorf("closing %s: %w", p.s.exe, err)
	}
	return nil
}
