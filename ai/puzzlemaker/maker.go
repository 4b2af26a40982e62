package puzzlemaker

import (
	"fmt"
	"io"
	"sync"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/puzzles"
	"tavola/rules"
	"tavola/rules/catalog"
)

// Config says which puzzles to make.
type Config struct {
	Game     string // gipf-standard, gravity or kpe
	N        int    // how many
	Seed     uint64 // the same seed makes the same puzzles
	Parallel int    // games played at once (the result does not depend on it)
	// Progress, when set, gets a line for every game played.
	Progress io.Writer
	// Found, when set, gets each puzzle as soon as it is taken, in order,
	// so that a run stopped early leaves the puzzles it found: the first
	// k of any run of the same seed.
	Found func(p *puzzles.Puzzle) error
}

// finder looks for a puzzle in a position at the start of a turn: ok is
// false when there is none. It must be deterministic: the same position
// gives the same answer on every machine (node and depth budgets, no time).
type finder interface {
	find(g rules.Game) (p *puzzles.Puzzle, ok bool, err error)
}

// perGame bounds the puzzles taken from one self-play game, and gap the
// turns between two of them, so that the set is varied; gamesPerPuzzle
// bounds the games played for each puzzle asked.
const (
	perGame        = 3
	gap            = 6
	gamesPerPuzzle = 50
)

// Make plays self-play games at mixed levels from random openings and
// keeps the first cfg.N puzzles their positions hold, in the games'
// order: the same Config gives the same puzzles, byte for byte.
func Make(cfg Config) ([]*puzzles.Puzzle, error) {
	newFinder, err := finderFor(cfg.Game)
	if err != nil {
		return nil, err
	}
	var (
		out   []*puzzles.Puzzle
		mu    sync.Mutex
		found = map[int][]*puzzles.Puzzle{}
		errs  = map[int]error{}
		next  int // the next game to give a worker
		taken int // games whose puzzles are in out
		seen  = map[uint64]bool{}
		// failed is Found's error: it stops the run.
		failed error
	)
	// Workers take games in order; the puzzles are gathered in the games'
	// order as they complete, until there are enough.
	enough := func() bool { return len(out) >= cfg.N || failed != nil }
	var wg sync.WaitGroup
	for range max(1, cfg.Parallel) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := newFinder()
			for {
				mu.Lock()
				if enough() || errs[taken] != nil || next >= cfg.N*gamesPerPuzzle {
					mu.Unlock()
					return
				}
				i := next
				next++
				mu.Unlock()
				ps, err := playGame(cfg, i, f)
				mu.Lock()
				found[i], errs[i] = ps, err
				for ; !enough(); taken++ {
					ps, done := found[taken]
					if !done || errs[taken] != nil {
						break
					}
					for _, p := range ps {
						if h := hashOf(p); !seen[h] && !enough() {
							seen[h] = true
							p.ID = fmt.Sprintf("%s-%04d", family(cfg.Game), len(out)+1)
							out = append(out, p)
							if cfg.Found != nil && failed == nil {
								failed = cfg.Found(p)
							}
						}
					}
					delete(found, taken)
					if cfg.Progress != nil {
						fmt.Fprintf(cfg.Progress, "game %d: %d puzzles in all\n", taken+1, len(out))
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if failed != nil {
		return nil, failed
	}
	if err := errs[taken]; err != nil {
		return nil, err
	}
	if !enough() {
		return nil, fmt.Errorf("puzzlemaker: %d puzzles of %s in %d games, %d asked", len(out), cfg.Game, taken, cfg.N)
	}
	return out, nil
}

// hashOf tells puzzles of the same position apart from the rest.
func hashOf(p *puzzles.Puzzle) uint64 {
	g, err := p.Start()
	if err != nil {
		return 0
	}
	return g.Hash()
}

func family(game string) string {
	if len(game) > 4 && game[:4] == "gipf" {
		return "gipf"
	}
	return game
}

// verifyFactor is how many times the finder's nodes the verifying search
// must spend at least: a puzzle whose check is smaller is not kept.
const verifyFactor = 4

// Games are the games puzzles are made of.
var Games = []string{"gipf-standard", "gravity", "kpe"}

func finderFor(game string) (func() finder, error) {
	switch game {
	case "gipf-standard":
		return func() finder { return gipfFinder{} }, nil
	case "gravity":
		return func() finder { return gravityFinder{} }, nil
	case "kpe":
		return newKpeFinder, nil
	}
	return nil, fmt.Errorf("puzzlemaker: no puzzles for %q (gipf-standard, gravity or kpe)", game)
}

// Levels the self-play games are played at, drawn for each seat.
var selfPlayLevels = []int{2, 3, 4, 5}

// playGame plays self-play game i and returns the puzzles its positions
// hold (at most perGame, gap turns apart).
func playGame(cfg Config, i int, f finder) ([]*puzzles.Puzzle, error) {
	g, err := catalog.New(cfg.Game)
	if err != nil {
		return nil, err
	}
	r := seeded.New(cfg.Seed, uint64(i))
	levels := [2]int{selfPlayLevels[r.IntN(len(selfPlayLevels))], selfPlayLevels[r.IntN(len(selfPlayLevels))]}
	opening := 2 + r.IntN(3)
	var out []*puzzles.Puzzle
	var buf []rules.Action
	var sr ai.Searcher
	turn, last := 0, -gap
	for n := 0; !g.Outcome().Over && n < 1000 && len(out) < perGame; n++ {
		if _, err := g.Position(); err == nil {
			turn++
			if n >= opening && turn-last >= gap {
				p, ok, err := f.find(g.Clone())
				if err != nil {
					return nil, fmt.Errorf("game %d, turn %d: %w", i+1, turn, err)
				}
				if ok {
					if p.Level, err = rateFirst(g, p); err != nil {
						return nil, fmt.Errorf("game %d, turn %d: %w", i+1, turn, err)
					}
					out = append(out, p)
					last = turn
				}
			}
		}
		var a rules.Action
		if n < opening {
			buf = g.Actions(buf[:0])
			a = buf[r.IntN(len(buf))]
		} else {
			res := sr.NewSearchBudget(g, fixed(g.Name(), levels[g.ToMove()]), r.Uint64(), 0).Run()
			if !res.OK {
				return nil, fmt.Errorf("game %d: the search found no action", i+1)
			}
			a = res.Action
		}
		g.Apply(a, nil)
	}
	return out, nil
}

// fixed is a level's budget without its time cap: the same on every
// machine.
func fixed(game string, level int) ai.Budget {
	b := ai.LevelBudget(game, level)
	b.Time = 0
	return b
}

// rate is the lowest level from which every stronger one (up to
// ai.MaxLevel-1, by their node and depth budgets) plays a move with the
// solution's effect: a weak level that hits it by its jitter does not
// count. It is the master level when level ai.MaxLevel-1 misses it.
func rate(g rules.Game, solution rules.Action, seed uint64) int {
	want := after(g, solution)
	var sr ai.Searcher
	level := ai.MaxLevel
	for l := ai.MaxLevel - 1; l >= 1; l-- {
		res := sr.NewSearchBudget(g, fixed(g.Name(), l), seed, 0).Run()
		if !res.OK || after(g, res.Action) != want {
			break
		}
		level = l
	}
	return level
}

// rateFirst rates p, found in g, by its first move.
func rateFirst(g rules.Game, p *puzzles.Puzzle) (int, error) {
	a, err := g.ParseAction(p.Solution[0])
	if err != nil {
		return 0, err
	}
	return rate(g, a, 1), nil
}

// Verify finds p's puzzle again in its position, with the finder and its
// deeper check, and fails unless it is the same puzzle: the same goal, the
// same number and the same solution (the level is not rated again).
func Verify(p *puzzles.Puzzle) error {
	newFinder, err := finderFor(p.Game)
	if err != nil {
		return err
	}
	g, err := p.Start()
	if err != nil {
		return err
	}
	q, ok, err := newFinder().find(g)
	switch {
	case err != nil:
		return fmt.Errorf("puzzle %s: %w", p.ID, err)
	case !ok:
		return fmt.Errorf("puzzle %s: no puzzle in its position under the deeper check", p.ID)
	}
	q.ID, q.Level = p.ID, p.Level
	if q.Format() != p.Format() {
		return fmt.Errorf("puzzle %s: found again as\n%s\nnot\n%s", p.ID, q.Format(), p.Format())
	}
	return nil
}

// after is the hash of g once a is played (g is not changed).
func after(g rules.Game, a rules.Action) uint64 {
	c := g.Clone()
	c.Apply(a, nil)
	return c.Hash()
}

// notation writes a line played from g (not changed).
func notation(g rules.Game, line []rules.Action) []string {
	c := g.Clone()
	out := make([]string, len(line))
	for i, a := range line {
		out[i] = c.FormatAction(a)
		c.Apply(a, nil)
	}
	return out
}
