package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"time"

	"tavola/ai"
	"tavola/rules"
	"tavola/rules/catalog"
)

func init() {
	subcommands["match"] = runMatch
}

// matchConfig is what one match plays.
type matchConfig struct {
	game    string
	a, b    int // the levels of players A and B
	games   int
	seed    uint64
	opening int // random plies shared by each pair of games
	maxPly  int // a game still going after so many actions is a draw
	// perMove, when set, replaces both levels' budgets by a time per move;
	// mcts[0] and mcts[1] make A and B use MCTS instead of alpha-beta:
	// the means to compare the two searches at equal time.
	perMove time.Duration
	mcts    [2]bool
}

// maxMatchGames is the most games a match plays: months of them at the top
// level.
const maxMatchGames = 1_000_000

// check refuses what makes no sense in c (and arguments left after the
// flags), and sets c.mcts from the engines' names.
func (c *matchConfig) check(rest []string, engines [2]*string) error {
	switch {
	case len(rest) > 0:
		return fmt.Errorf("unexpected arguments %q (every setting is a flag)", rest)
	case c.a < 1 || c.a > ai.MaxLevel:
		return fmt.Errorf("-a %d: the levels are 1 to %d", c.a, ai.MaxLevel)
	case c.b < 1 || c.b > ai.MaxLevel:
		return fmt.Errorf("-b %d: the levels are 1 to %d", c.b, ai.MaxLevel)
	case c.games < 1 || c.games > maxMatchGames:
		return fmt.Errorf("-games %d: want 1 to %d", c.games, maxMatchGames)
	case c.opening < 0:
		return fmt.Errorf("-opening %d: want 0 or more", c.opening)
	case c.maxPly < 1:
		return fmt.Errorf("-maxply %d: want at least 1", c.maxPly)
	case c.perMove < 0 || c.perMove > maxTime:
		return fmt.Errorf("-time %v: want 0 (the levels' budgets) up to %v a move", c.perMove, maxTime)
	case c.perMove > 0 && c.perMove < time.Millisecond:
		return fmt.Errorf("-time %v: want at least 1ms a move", c.perMove)
	}
	for i, e := range engines {
		if *e != "ab" && *e != "mcts" {
			return fmt.Errorf("-%cengine %q: want ab or mcts", 'a'+i, *e)
		}
		c.mcts[i] = *e == "mcts"
	}
	if _, err := catalog.New(c.game); err != nil {
		return fmt.Errorf("-game: %v", err)
	}
	return nil
}

// matchScore counts the results from A's view.
type matchScore struct {
	wins, draws, losses int
	plies               int
	thinking            [2]time.Duration // A's and B's search time
	moves               [2]int
}

// runMatch plays AI-vs-AI games between two levels and prints the score of
// A with an Elo difference and its 95 % error bar. Games come in pairs that
// share a random opening, A playing first in one and second in the other;
// every search gets its own seed.
func runMatch(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c matchConfig
	fs.StringVar(&c.game, "game", "gravity", "the game (a protocol name)")
	fs.IntVar(&c.a, "a", ai.MaxLevel, "the level of player A")
	fs.IntVar(&c.b, "b", 1, "the level of player B")
	fs.IntVar(&c.games, "games", 100, "the number of games (rounded up to an even number)")
	seed := fs.Uint64("seed", 1, "the seed of the openings and searches")
	fs.IntVar(&c.opening, "opening", 2, "random actions at the start of each pair of games")
	fs.IntVar(&c.maxPly, "maxply", 1000, "actions after which a game is drawn")
	verbose := fs.Bool("v", false, "print every game")
	fs.DurationVar(&c.perMove, "time", 0, "a time per move for both players instead of their levels' budgets")
	engines := [2]*string{fs.String("aengine", "ab", "A's search: ab (alpha-beta) or mcts"),
		fs.String("bengine", "ab", "B's search: ab (alpha-beta) or mcts")}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	c.seed = *seed
	if err := c.check(fs.Args(), engines); err != nil {
		fmt.Fprintf(stderr, "tavola-engine match: %v\n", err)
		return 2
	}
	c.games += c.games % 2
	start := time.Now()
	var s matchScore
	for i := range c.games {
		g, err := playMatchGame(c, i, &s)
		if err != nil {
			fmt.Fprintf(stderr, "tavola-engine match: game %d: %v\n", i+1, err)
			return 1
		}
		if *verbose {
			fmt.Fprintf(stdout, "game %d: %s\n", i+1, g)
		}
	}
	fmt.Fprint(stdout, s.report(c, time.Since(start)))
	return 0
}

// playMatchGame plays game i of the match and adds its result to s. A
// plays first in the even games. It returns a one-line summary.
func playMatchGame(c matchConfig, i int, s *matchScore) (string, error) {
	g, err := catalog.New(c.game)
	if err != nil {
		return "", err
	}
	// The opening of pair i/2: random legal actions.
	open := rngFor(c.seed, uint64(i/2))
	var buf []rules.Action
	for range c.opening {
		if g.Outcome().Over {
			break
		}
		buf = g.Actions(buf[:0])
		g.Apply(buf[open.intn(len(buf))], nil)
	}
	aSeat := rules.First
	if i%2 == 1 {
		aSeat = rules.Second
	}
	searchSeed := rngFor(c.seed, uint64(i)+1<<32)
	for ply := 0; !g.Outcome().Over && ply < c.maxPly; ply++ {
		side, level := 1, c.b
		if g.ToMove() == aSeat {
			side, level = 0, c.a
		}
		t := time.Now()
		b := ai.LevelBudget(c.game, level)
		if c.perMove > 0 {
			b = ai.Budget{Time: c.perMove}
		}
		b.MCTS = c.mcts[side]
		r := ai.NewSearchBudget(g, b, searchSeed.next(), 0).Run()
		s.thinking[side] += time.Since(t)
		s.moves[side]++
		if !r.OK {
			return "", fmt.Errorf("the search found no action at ply %d", g.Plies())
		}
		g.Apply(r.Action, nil)
	}
	s.plies += g.Plies()
	o := g.Outcome()
	result := "draw"
	switch {
	case !o.Over || o.Winner == rules.NoPlayer:
		s.draws++
	case o.Winner == aSeat:
		s.wins++
		result = "A wins"
	default:
		s.losses++
		result = "B wins"
	}
	return fmt.Sprintf("A is %s, %s (%s) after %d actions", g.PlayerName(aSeat), result, o.Reason, g.Plies()), nil
}

// report prints the score of A and the Elo difference with its error bar.
func (s matchScore) report(c matchConfig, took time.Duration) string {
	n := float64(s.wins + s.draws + s.losses)
	score := (float64(s.wins) + float64(s.draws)/2) / n
	// The standard error of the mean score per game.
	dev := (float64(s.wins)*sq(1-score) + float64(s.draws)*sq(0.5-score) + float64(s.losses)*sq(score)) / n
	se := math.Sqrt(dev / n)
	lo, hi := elo(score-1.96*se), elo(score+1.96*se)
	avg := func(side int) time.Duration {
		if s.moves[side] == 0 {
			return 0
		}
		return s.thinking[side] / time.Duration(s.moves[side])
	}
	players := fmt.Sprintf("A level %d vs B level %d", c.a, c.b)
	if c.perMove > 0 {
		players = fmt.Sprintf("A vs B at %v a move", c.perMove)
	}
	for i, m := range c.mcts {
		if m {
			players += fmt.Sprintf(", %c uses MCTS", 'A'+i)
		}
	}
	return fmt.Sprintf("match %s: %s, %d games (seed %d, %d opening actions)\n"+
		"A: %d wins, %d draws, %d losses; score %.1f%% ± %.1f%%\n"+
		"Elo difference %s (95%% interval %s .. %s)\n"+
		"%.1f actions a game; %v per move for A, %v for B; %v in all\n",
		c.game, players, int(n), c.seed, c.opening,
		s.wins, s.draws, s.losses, 100*score, 196*se,
		eloText(elo(score)), eloText(lo), eloText(hi),
		float64(s.plies)/n, avg(0).Round(time.Microsecond), avg(1).Round(time.Microsecond), took.Round(time.Second))
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
	return fmt.Sprintf("%+.0f", e)
}

// matchRand is a SplitMix64 generator for openings and seeds.
type matchRand struct{ s uint64 }

func rngFor(seed, stream uint64) *matchRand {
	r := &matchRand{seed*0x9e3779b97f4a7c15 + stream}
	r.next()
	return r
}

func (r *matchRand) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

func (r *matchRand) intn(n int) int { return int((r.next() >> 33) % uint64(n)) }
