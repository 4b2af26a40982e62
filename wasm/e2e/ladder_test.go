//go:build !js

package e2e

import (
	"context"
	"fmt"
	"math"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tavola/ai"
	"tavola/internal/seeded"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/wasm/aiwork"
)

// ladderOpening is the random actions each pair of ladder games shares,
// as tavola-engine match plays them by default.
const ladderOpening = 2

// ladderMaxPly is the actions after which a ladder game is drawn.
const ladderMaxPly = 1000

// ladderSide is what one side of the ladder spent.
type ladderSide struct {
	level    int
	moves    int
	thinking time.Duration // from the request posted to the reply read
	longest  time.Duration
}

// ladderScore is a ladder match from side A's view.
type ladderScore struct {
	wins, draws, losses int
	sides               [2]ladderSide
	aSeats              map[rules.Player]int // the games A played in each seat
	unfinished          int                  // games drawn at ladderMaxPly
}

func (s ladderScore) games() int { return s.wins + s.draws + s.losses }

// points is A's score: a win 1, a draw ½.
func (s ladderScore) points() float64 { return float64(s.wins) + float64(s.draws)/2 }

// interval is A's score as a fraction and the half-width of its 95 %
// interval (the standard error of the mean score per game, as
// tavola-engine match computes it).
func (s ladderScore) interval() (score, half float64) {
	n := float64(s.games())
	score = s.points() / n
	sq := func(x float64) float64 { return x * x }
	dev := (float64(s.wins)*sq(1-score) + float64(s.draws)*sq(0.5-score) + float64(s.losses)*sq(score)) / n
	return score, 1.96 * math.Sqrt(dev/n)
}

func (s ladderScore) String() string {
	score, half := s.interval()
	text := fmt.Sprintf("level %d vs level %d, %d games: %d–%d–%d, %.1f%% ± %.1f%%",
		s.sides[0].level, s.sides[1].level, s.games(), s.wins, s.draws, s.losses, 100*score, 100*half)
	for k, sd := range s.sides {
		avg := time.Duration(0)
		if sd.moves > 0 {
			avg = sd.thinking / time.Duration(sd.moves)
		}
		text += fmt.Sprintf("; %c (level %d) %v a move, longest %v", 'A'+k, sd.level,
			avg.Round(time.Millisecond), sd.longest.Round(time.Millisecond))
	}
	return text
}

// playLadder plays games games of game between levels[0] (A) and
// levels[1] (B) in the browser, each side in an AI worker of its own (the
// app's worker.js and ai.wasm, on testdata/ladder.html), asked as the app
// asks it. The games come in pairs that share ladderOpening random actions
// (seeded as tavola-engine match seeds them), A playing first in the even
// games. The rules run here: every reply must be a legal action of the
// position, and a game ends when the rules say so.
func playLadder(t *testing.T, ctx context.Context, base, game string, games int, levels [2]int) ladderScore {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/testdata/ladder.html")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	s := ladderScore{aSeats: map[rules.Player]int{}}
	for k := range s.sides {
		s.sides[k].level = levels[k]
	}
	var id uint64
	for i := range games {
		g, err := catalog.New(game)
		if err != nil {
			t.Fatal(err)
		}
		start, err := g.Position()
		if err != nil {
			t.Fatal(err)
		}
		var moves []string
		var buf []rules.Action
		open := seeded.New(1, uint64(i/2))
		for range ladderOpening {
			if g.Outcome().Over {
				break
			}
			buf = g.Actions(buf[:0])
			a := buf[open.IntN(len(buf))]
			moves = append(moves, g.FormatAction(a))
			g.Apply(a, nil)
		}
		aSeat := rules.First
		if i%2 == 1 {
			aSeat = rules.Second
		}
		s.aSeats[aSeat]++
		seeds := seeded.New(1, uint64(i)+1<<32)
		for ply := 0; !g.Outcome().Over && ply < ladderMaxPly; ply++ {
			k := 1
			if g.ToMove() == aSeat {
				k = 0
			}
			id++
			req := aiwork.Request{ID: id, Game: game, Start: start, Moves: moves, Level: levels[k], Seed: seeds.Uint64()}
			mctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
			began := time.Now()
			msg, err := chromedp.Run(mctx, chromedp.Evaluate[string](
				`ask(`+strconv.Itoa(k)+`, `+strconv.Quote(req.Encode())+`)`, chromedp.EvalAwaitPromise))
			took := time.Since(began)
			cancel()
			if err != nil {
				t.Fatalf("game %d, ply %d: level %d's worker: %v", i+1, g.Plies()+1, levels[k], err)
			}
			r, ok, err := aiwork.DecodeReply(msg)
			switch {
			case err != nil:
				t.Fatalf("game %d, ply %d: level %d's worker answered %q: %v", i+1, g.Plies()+1, levels[k], msg, err)
			case !ok || r.ID != id || r.Err != "":
				t.Fatalf("game %d, ply %d: level %d's worker answered %q to request %d", i+1, g.Plies()+1, levels[k], msg, id)
			}
			a, err := g.ParseAction(r.Action)
			if err != nil {
				t.Fatalf("game %d, ply %d: level %d played %q: %v", i+1, g.Plies()+1, levels[k], r.Action, err)
			}
			sd := &s.sides[k]
			sd.moves++
			sd.thinking += took
			sd.longest = max(sd.longest, took)
			moves = append(moves, g.FormatAction(a))
			g.Apply(a, nil)
		}
		o := g.Outcome()
		result := "draw"
		switch {
		case !o.Over:
			s.unfinished++
			s.draws++
		case o.Winner == rules.NoPlayer:
			s.draws++
		case o.Winner == aSeat:
			s.wins++
			result = "A wins"
		default:
			s.losses++
			result = "B wins"
		}
		t.Logf("game %d: A (level %d) is %s, %s (%s) after %d actions: %v", i+1, levels[0], g.PlayerName(aSeat),
			result, o.Reason, g.Plies(), moves)
	}
	return s
}

// TestBrowserLadderPlaysTwoGamesThroughTheWorkers plays two games of
// Gravity, the master level against level 6, each side in its own AI
// worker: both games end by the rules, every reply was a legal action
// (playLadder fails otherwise), both sides moved in each game, and the
// master played one game in each seat.
func TestBrowserLadderPlaysTwoGamesThroughTheWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	s := playLadder(t, ctx, srv.URL, "gravity", 2, [2]int{ai.MaxLevel, 6})
	t.Log(s)
	if s.games() != 2 || s.unfinished != 0 {
		t.Errorf("%d games, %d of them unfinished; want 2 that end", s.games(), s.unfinished)
	}
	if s.aSeats[rules.First] != 1 || s.aSeats[rules.Second] != 1 {
		t.Errorf("the master's seats: %v; want one game in each", s.aSeats)
	}
	for k, sd := range s.sides {
		if sd.moves < 2*4 || sd.thinking <= 0 { // a game of Gravity takes at least 4 actions of each player
			t.Errorf("side %c (level %d) made %d moves in %v; want at least 4 a game", 'A'+k, sd.level, sd.moves, sd.thinking)
		}
	}
}

// TestBrowserLadderMasterIsNotWeakerThanLevel6 plays the ladder of
// docs/AI.md ("Levels") in the browser: TAVOLA_BROWSER_LADDER=N games
// (rounded up to an even number) of TAVOLA_BROWSER_LADDER_GAME (default
// gravity), the master level against level 6, and fails if the master
// scores less than level 6. A game takes a few minutes: give go test a
// -timeout to match.
func TestBrowserLadderMasterIsNotWeakerThanLevel6(t *testing.T) {
	n, err := strconv.Atoi(os.Getenv("TAVOLA_BROWSER_LADDER"))
	if err != nil || n < 1 {
		t.Skip("TAVOLA_BROWSER_LADDER=N plays N games of the master level against level 6 in the browser")
	}
	n += n % 2
	game := os.Getenv("TAVOLA_BROWSER_LADDER_GAME")
	if game == "" {
		game = "gravity"
	}
	srv := serve(t, buildSite(t))
	ctx := browser(t)
	s := playLadder(t, ctx, srv.URL, game, n, [2]int{ai.MaxLevel, 6})
	t.Logf("%s: %v", game, s)
	if s.points() < float64(n)/2 {
		t.Errorf("the master level scored %.1f of %d games against level 6: weaker", s.points(), n)
	}
}
