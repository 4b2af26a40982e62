package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/rules/gipf"
)

func init() {
	subcommands["match"] = runMatch
}

// matchConfig is what one match plays.
type matchConfig struct {
	game     string
	sides    [2]side // A and B
	games    int
	seed     uint64
	opening  int // random plies shared by each pair of games
	maxPly   int // a game still going after so many actions is a draw
	parallel int // games played at once
}

// sideScore is what one side did over the match.
type sideScore struct {
	thinking time.Duration
	moves    int
	longest  time.Duration
	overruns int // moves longer than 1.5 times a time budget
	depths   int // sum of the depths searched completely, where known
	depthN   int
	lost     int // GIPF: pieces lost to captures
	gipfIn   int // GIPF: GIPF pieces entered
	pushes   int // GIPF: pushes
}

func (s *sideScore) add(o sideScore) {
	s.thinking += o.thinking
	s.moves += o.moves
	s.longest = max(s.longest, o.longest)
	s.overruns += o.overruns
	s.depths += o.depths
	s.depthN += o.depthN
	s.lost += o.lost
	s.gipfIn += o.gipfIn
	s.pushes += o.pushes
}

// matchScore counts the results from A's view.
type matchScore struct {
	wins, draws, losses int
	plies               int
	sides               [2]sideScore
}

// gameResult is one finished game: its score for A, its summary and its
// record.
type gameResult struct {
	score  matchScore
	line   string
	record string
	err    error
}

// runMatch plays AI-vs-AI games between two sides and prints the score of
// A with an Elo difference and its 95 % error bar. Games come in pairs that
// share a random opening, A playing first in one and second in the other;
// every search gets its own seed. A side is a level, a time per move (full
// strength, as genmove time T), the GF1 replica at a depth, and may be
// another engine program played over the protocol.
func runMatch(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c matchConfig
	fs.StringVar(&c.game, "game", "gravity", "the game (a protocol name)")
	fs.IntVar(&c.sides[0].level, "a", ai.MaxLevel, "the level of player A (with -aengine gf1: the depth in turns)")
	fs.IntVar(&c.sides[1].level, "b", 1, "the level of player B (with -bengine gf1: the depth in turns)")
	fs.IntVar(&c.games, "games", 100, "the number of games (rounded up to an even number)")
	seed := fs.Uint64("seed", 1, "the seed of the openings and searches")
	fs.IntVar(&c.opening, "opening", 2, "random actions at the start of each pair of games")
	fs.IntVar(&c.maxPly, "maxply", 1000, "actions after which a game is drawn")
	fs.IntVar(&c.parallel, "parallel", 1, "games played at once (1 or 2 on a shared machine)")
	verbose := fs.Bool("v", false, "print every game")
	record := fs.String("record", "", "a file to write every game's actions to")
	both := fs.Duration("time", 0, "a time per move for both players instead of their levels' budgets")
	fs.DurationVar(&c.sides[0].time, "atime", 0, "a time per move for A (full strength) instead of its level's budget")
	fs.DurationVar(&c.sides[1].time, "btime", 0, "a time per move for B (full strength) instead of its level's budget")
	fs.Int64Var(&c.sides[0].nodes, "anodes", 0, "a node budget per move for A (full strength; MCTS: playouts), as genmove playouts N")
	fs.Int64Var(&c.sides[1].nodes, "bnodes", 0, "a node budget per move for B")
	threads := fs.Int("threads", 0, "the threads of both players' searches bounded by time alone (a time a move, the master level); 0: the cores, at most 8")
	fs.IntVar(&c.sides[0].threads, "athreads", 0, "the threads of A's searches bounded by time alone (default: -threads)")
	fs.IntVar(&c.sides[1].threads, "bthreads", 0, "the threads of B's searches bounded by time alone (default: -threads)")
	fs.StringVar(&c.sides[0].search, "aengine", "level", "A's search: level (the level's own), ab (alpha-beta), mcts, or gf1 (the GF1 replica, GIPF only)")
	fs.StringVar(&c.sides[1].search, "bengine", "level", "B's search: level, ab, mcts or gf1")
	fs.StringVar(&c.sides[0].exe, "aexe", "", "an engine program that plays A over the protocol (genmove level/time)")
	fs.StringVar(&c.sides[1].exe, "bexe", "", "an engine program that plays B over the protocol")
	var cmds [2]string
	fs.StringVar(&cmds[0], "acmd", "", "a command that starts an engine playing A over the protocol: the program and its arguments, separated by spaces (\"gf1-engine -level 6\")")
	fs.StringVar(&cmds[1], "bcmd", "", "a command that starts an engine playing B over the protocol")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	for i, cmd := range cmds {
		if cmd == "" {
			continue
		}
		words := strings.Fields(cmd)
		if c.sides[i].exe != "" || len(words) == 0 {
			fmt.Fprintf(stderr, "tavola-engine match: -%ccmd %q: want a command, and not beside -%cexe\n", 'a'+i, cmd, 'a'+i)
			return 2
		}
		c.sides[i].exe, c.sides[i].args = words[0], words[1:]
	}
	if err := c.check(fs.Args(), *both, *threads); err != nil {
		fmt.Fprintf(stderr, "tavola-engine match: %v\n", err)
		return 2
	}
	c.seed = *seed
	c.games += c.games % 2
	// The record is written as the games end, so that a long match's
	// games are there while it runs; a write that fails stops the match.
	var rec *os.File
	if *record != "" {
		f, err := os.Create(*record)
		if err != nil {
			fmt.Fprintf(stderr, "tavola-engine match: -record: %v\n", err)
			return 1
		}
		rec = f
	}
	start := time.Now()
	s, err := playMatch(c, func(i int, r gameResult) error {
		if *verbose {
			fmt.Fprintf(stdout, "game %d: %s\n", i+1, r.line)
		}
		if rec != nil {
			if _, err := fmt.Fprintf(rec, "game %d: %s\n%s\n", i+1, r.line, r.record); err != nil {
				return fmt.Errorf("-record: %w", err)
			}
		}
		return nil
	})
	if rec != nil {
		if cerr := rec.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("-record: %w", cerr)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "tavola-engine match: %v\n", err)
		return 1
	}
	fmt.Fprint(stdout, s.report(c, time.Since(start)))
	return 0
}

// maxMatchGames is the most games a match plays: months of them at the top
// level.
const maxMatchGames = 1_000_000

// check refuses what makes no sense in c (and arguments left after the
// flags), naming the flag, and applies -time and -threads (both) to the
// sides that have none of their own.
func (c *matchConfig) check(rest []string, both time.Duration, threads int) error {
	switch {
	case len(rest) > 0:
		return fmt.Errorf("unexpected arguments %q (every setting is a flag)", rest)
	case c.games < 1 || c.games > maxMatchGames:
		return fmt.Errorf("-games %d: want 1 to %d", c.games, maxMatchGames)
	case c.opening < 0:
		return fmt.Errorf("-opening %d: want 0 or more", c.opening)
	case c.maxPly < 1:
		return fmt.Errorf("-maxply %d: want at least 1", c.maxPly)
	case c.parallel < 1 || c.parallel > maxParallel:
		return fmt.Errorf("-parallel %d: want 1 to %d", c.parallel, maxParallel)
	}
	if err := checkTime("-time", both); err != nil {
		return err
	}
	if threads < 0 || threads > ai.MaxThreads {
		return fmt.Errorf("-threads %d: want 0 (the default) to %d", threads, ai.MaxThreads)
	}
	if _, err := catalog.New(c.game); err != nil {
		return fmt.Errorf("-game: %v", err)
	}
	for i := range c.sides {
		s := &c.sides[i]
		flag := func(name string) string { return fmt.Sprintf("-%c%s", 'a'+i, name) }
		if err := checkTime(flag("time"), s.time); err != nil {
			return err
		}
		if s.time == 0 {
			s.time = both
		}
		switch {
		case s.threads < 0 || s.threads > ai.MaxThreads:
			return fmt.Errorf("%s %d: want 0 (the default) to %d", flag("threads"), s.threads, ai.MaxThreads)
		case s.threads == 0 && s.exe == "":
			s.threads = threads
		}
		if s.threads > 0 && s.exe != "" {
			return fmt.Errorf("%s %d: a side played by another program has that program's threads (-%ccmd \"tavola-engine -threads N\")", flag("threads"), s.threads, 'a'+i)
		}
		if s.nodes < 0 {
			return fmt.Errorf("%s %d: want 0 (the level's budget) or more", flag("nodes"), s.nodes)
		}
		switch s.search {
		case "level", "ab", "mcts":
			if s.level < 1 || s.level > ai.MaxLevel {
				return fmt.Errorf("-%c %d: the levels are 1 to %d", 'a'+i, s.level, ai.MaxLevel)
			}
		case "gf1":
			if !strings.HasPrefix(c.game, "gipf") {
				return fmt.Errorf("%s gf1: the GF1 replica plays GIPF only, not %s", flag("engine"), c.game)
			}
			if s.level < 1 || s.level > ai.MaxDepth {
				return fmt.Errorf("-%c %d: the GF1 replica's depth is 1 to %d", 'a'+i, s.level, ai.MaxDepth)
			}
		default:
			return fmt.Errorf("%s %q: want level, ab, mcts or gf1", flag("engine"), s.search)
		}
		if s.exe != "" && s.search != "level" {
			return fmt.Errorf("%s %s: a side played by another program uses that program's search", flag("engine"), s.search)
		}
	}
	return nil
}

// maxParallel is the most games a match plays at once.
const maxParallel = 64

// checkTime refuses a time per move out of 0 (none) or 1 ms to maxTime.
func checkTime(flag string, t time.Duration) error {
	switch {
	case t < 0 || t > maxTime:
		return fmt.Errorf("%s %v: want 0 (the levels' budgets) up to %v a move", flag, t, maxTime)
	case t > 0 && t < time.Millisecond:
		return fmt.Errorf("%s %v: want at least 1ms a move", flag, t)
	}
	return nil
}

// playMatch plays the games, c.parallel at a time, and reports each one
// as it ends; an error of report, like a game's, stops the match and is
// returned.
func playMatch(c matchConfig, report func(int, gameResult) error) (matchScore, error) {
	var (
		mu    sync.Mutex
		s     matchScore
		first error
		wg    sync.WaitGroup
	)
	next := make(chan int)
	for range min(c.parallel, c.games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var players [2]player
			defer func() {
				for _, p := range players {
					if p != nil {
						if err := p.close(); err != nil {
							mu.Lock()
							first = cmp.Or(first, err)
							mu.Unlock()
						}
					}
				}
			}()
			for i := range next {
				r := gameResult{}
				for k := range players {
					if players[k] == nil && r.err == nil {
						players[k], r.err = newPlayer(c.sides[k], c.game)
					}
				}
				if r.err == nil {
					r = playMatchGame(c, i, players)
				}
				mu.Lock()
				if r.err != nil {
					first = cmp.Or(first, fmt.Errorf("game %d: %w", i+1, r.err))
				} else {
					s.add(r.score)
					if err := report(i, r); err != nil {
						first = cmp.Or(first, err)
					}
				}
				mu.Unlock()
			}
		}()
	}
	for i := range c.games {
		mu.Lock()
		failed := first != nil
		mu.Unlock()
		if failed {
			break
		}
		next <- i
	}
	close(next)
	wg.Wait()
	return s, first
}

func (s *matchScore) add(o matchScore) {
	s.wins += o.wins
	s.draws += o.draws
	s.losses += o.losses
	s.plies += o.plies
	for k := range s.sides {
		s.sides[k].add(o.sides[k])
	}
}

// playMatchGame plays game i of the match. A plays first in the even
// games.
func playMatchGame(c matchConfig, i int, players [2]player) gameResult {
	var r gameResult
	g, err := catalog.New(c.game)
	if err != nil {
		r.err = err
		return r
	}
	// The opening of pair i/2: random legal actions.
	open := seeded.New(c.seed, uint64(i/2))
	var buf, hist []rules.Action
	for range c.opening {
		if g.Outcome().Over {
			break
		}
		buf = g.Actions(buf[:0])
		a := buf[open.IntN(len(buf))]
		g.Apply(a, nil)
		hist = append(hist, a)
	}
	aSeat := rules.First
	if i%2 == 1 {
		aSeat = rules.Second
	}
	for _, p := range players {
		p.newGame()
	}
	gg, _ := g.(*gipf.Game)
	// The seeds of game i's searches: a stream of its own, past those of
	// the openings.
	searchSeed := seeded.New(c.seed, uint64(i)+1<<32)
	sc := &r.score
	for ply := 0; !g.Outcome().Over && ply < c.maxPly; ply++ {
		k := 1
		if g.ToMove() == aSeat {
			k = 0
		}
		a, st, err := players[k].move(g, hist, searchSeed.Uint64())
		if err != nil {
			r.err = err
			return r
		}
		if !slices.Contains(g.Actions(buf[:0]), a) {
			r.err = fmt.Errorf("%s played the illegal %s at ply %d", c.sides[k], g.FormatAction(a), g.Plies())
			return r
		}
		ss := &sc.sides[k]
		ss.thinking += st.took
		ss.moves++
		ss.longest = max(ss.longest, st.took)
		if t := c.sides[k].time; t > 0 && st.took > t*3/2 {
			ss.overruns++
		}
		if st.depth >= 0 {
			ss.depths += st.depth
			ss.depthN++
		}
		if gg != nil && !gipf.IsRemoval(a) {
			ss.pushes++
			if gipf.IsGIPFPush(a) {
				ss.gipfIn++
			}
		}
		g.Apply(a, nil)
		hist = append(hist, a)
	}
	seats := [2]rules.Player{aSeat, aSeat.Other()}
	if gg != nil {
		for k, p := range seats {
			sc.sides[k].lost = gg.Lost(p)
		}
	}
	sc.plies = g.Plies()
	o := g.Outcome()
	result := "draw"
	switch {
	case !o.Over || o.Winner == rules.NoPlayer:
		sc.draws++
	case o.Winner == aSeat:
		sc.wins++
		result = "A wins"
	default:
		sc.losses++
		result = "B wins"
	}
	r.line = fmt.Sprintf("A is %s, %s (%s) after %d actions", g.PlayerName(aSeat), result, o.Reason, g.Plies())
	if gg != nil {
		r.line += fmt.Sprintf("; lost A %d B %d, GIPF pieces entered A %d B %d, reserve A %d B %d",
			sc.sides[0].lost, sc.sides[1].lost, sc.sides[0].gipfIn, sc.sides[1].gipfIn,
			gg.Reserve(seats[0]), gg.Reserve(seats[1]))
	}
	r.record = formatRecord(g, hist)
	return r
}

// formatRecord writes the actions of a game in order, separated by
// spaces, replaying them from the start.
func formatRecord(g rules.Game, hist []rules.Action) string {
	c := g.Clone()
	for c.Plies() > 0 {
		c.Undo()
	}
	words := make([]string, len(hist))
	for i, a := range hist {
		words[i] = c.FormatAction(a)
		c.Apply(a, nil)
	}
	return strings.Join(words, " ")
}

// report prints the score of A, the Elo difference with its error bar,
// and what each side spent (and, in GIPF, lost).
func (s matchScore) report(c matchConfig, took time.Duration) string {
	n := float64(s.wins + s.draws + s.losses)
	score := (float64(s.wins) + float64(s.draws)/2) / n
	// The standard error of the mean score per game.
	dev := (float64(s.wins)*sq(1-score) + float64(s.draws)*sq(0.5-score) + float64(s.losses)*sq(score)) / n
	se := math.Sqrt(dev / n)
	lo, hi := elo(score-1.96*se), elo(score+1.96*se)
	var b strings.Builder
	fmt.Fprintf(&b, "match %s: A %s vs B %s, %d games (seed %d, %d opening actions)\n"+
		"A: %d wins, %d draws, %d losses; score %.1f%% ± %.1f%%\n"+
		"Elo difference %s (95%% interval %s .. %s)\n"+
		"%.1f actions a game; %v in all\n",
		c.game, c.sides[0], c.sides[1], int(n), c.seed, c.opening,
		s.wins, s.draws, s.losses, 100*score, 196*se,
		eloText(elo(score)), eloText(lo), eloText(hi),
		float64(s.plies)/n, took.Round(time.Second))
	for k, ss := range s.sides {
		avg := time.Duration(0)
		if ss.moves > 0 {
			avg = ss.thinking / time.Duration(ss.moves)
		}
		fmt.Fprintf(&b, "%c: %v a move, longest %v", 'A'+k, avg.Round(time.Microsecond), ss.longest.Round(time.Millisecond))
		if c.sides[k].time > 0 {
			fmt.Fprintf(&b, ", %d over 1.5 × %v", ss.overruns, c.sides[k].time)
		}
		if ss.depthN > 0 {
			fmt.Fprintf(&b, ", depth %.1f", float64(ss.depths)/float64(ss.depthN))
		}
		if strings.HasPrefix(c.game, "gipf") {
			fmt.Fprintf(&b, "; a game: %.1f pieces lost, %.1f pushes, %.1f GIPF pieces entered",
				float64(ss.lost)/n, float64(ss.pushes)/n, float64(ss.gipfIn)/n)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func sq(x float64) float64 { return x * x }

// elo is the rating difference that predicts score.
func elo(score float64) float64 {
	if score <= 0 {
		return math.Inf(-1)
	}
	if score >= 1 {
		return math.Inf(1)
	}
	return -400 * math.Log10(1/score-1)
}

func eloText(e float64) string {
	switch {
	case math.IsInf(e, 1):
		return "+inf"
	case math.IsInf(e, -1):
		return "-inf"
	}
	if math.Round(e) == 0 {
		return "0" // not "-0" for an even score, nor "+0"
	}
	return fmt.Sprintf("%+.0f", e)
}
