package conformance

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"tavola/internal/seeded"
	"tavola/rules/internal/ref"
)

// gameSpec names one protocol game and its reference.
type gameSpec struct {
	name  string
	new   func() ref.Game
	parse func(string) (ref.Game, error)
	games int // random games per run by default
	// random writes a random position string, not always a valid one.
	random func(*rand.Rand) string
}

var gameSpecs = []gameSpec{
	gipfSpec("basic", 60), gipfSpec("standard", 80), gipfSpec("tournament", 80),
	{"gravity", func() ref.Game { return ref.NewGravity() }, func(s string) (ref.Game, error) { return nilIfErr(ref.ParseGravity(s)) }, 200, ref.RandomGravityPosition},
	{"kpe", func() ref.Game { return ref.NewKpe() }, func(s string) (ref.Game, error) { return nilIfErr(ref.ParseKpe(s)) }, 400, ref.RandomKpePosition},
}

// gipfSpec is the spec of the protocol game gipf-<variant>.
func gipfSpec(variant string, games int) gameSpec {
	return gameSpec{
		name:   "gipf-" + variant,
		new:    func() ref.Game { return ref.NewGIPF(variant) },
		parse:  func(s string) (ref.Game, error) { return nilIfErr(ref.ParseGIPF(variant, s)) },
		games:  games,
		random: func(r *rand.Rand) string { return ref.RandomGIPFPosition(variant, r) },
	}
}

// nilIfErr turns a reference and an error into a ref.Game that is nil
// (not a typed nil) with the error.
func nilIfErr[G ref.Game](g G, err error) (ref.Game, error) {
	if err != nil {
		return nil, err
	}
	return g, nil
}

// session drives one engine and one reference side by side and keeps the
// commands since the last new or setposition, to print a reproduction.
type session struct {
	e   *engine
	g   gameSpec
	ref ref.Game
	log []string
	// seen counts what the games went through: end statuses, and the kinds
	// of decisions met (removal choices, GIPF pieces left on the board).
	seen map[string]int
	// calm makes a Gravity game avoid winning moves while it can, so that
	// boards fill up.
	calm bool
}

func (s *session) cmd(line string) answer {
	s.log = append(s.log, line)
	return s.e.send(line)
}

func (s *session) repro() string {
	return "reproduce with:\n\t" + strings.Join(s.log, "\n\t")
}

// compare checks moves, status and position against the reference.
func (s *session) compare() error {
	s.log = append(s.log, "moves", "status", "position")
	as := s.e.sendAll("moves", "status", "position")
	want := strings.Join(s.ref.Moves(), " ")
	a := as[0]
	if !a.ok || a.text != want || (want == "" && a.raw != "=" && a.raw != "= ") {
		return fmt.Errorf("moves: got %q, want %q", a.raw, "= "+want)
	}
	wantStatus := s.ref.Status()
	if a := as[1]; !a.ok || a.text != wantStatus {
		return fmt.Errorf("status: got %q, want %q", a.raw, "= "+wantStatus)
	}
	pos, ok := s.ref.Position()
	a = as[2]
	switch {
	case ok && (!a.ok || a.text != pos):
		return fmt.Errorf("position: got %q, want %q", a.raw, "= "+pos)
	case !ok && a.ok:
		return fmt.Errorf("position: got %q, want a failure (decision pending)", a.raw)
	}
	return nil
}

// badInputs are lines that must fail whatever the position, leaving it as
// it was.
var badInputs = []string{
	"play", "play zz9", "play -", "play a1-", "play xyz", "play A9", "play 0", "play e4>", "play >",
	"undo -1", "undo 0", "undo x", "undo 1 2", "perft", "perft -1", "perft x", "perft 1 2",
	"moves now", "position now", "status now", "new", "new chess", "new kpe extra",
	"setposition", "setposition chess 8/8/8/8/8/8/8/8 w", "frobnicate", "MOVES", "Moves",
	"setposition gravity 8/8/8/8/8/8/8 w", "setposition gravity 8/8/8/8/8/8/8/9 w",
	"setposition gravity 8/8/8/8/8/8/8/8 x", "setposition gravity 8/8/8/8/8/8/8/8",
	"setposition gravity 8/8/8/8/8/8/8/8 w extra", "setposition gravity 8/8/8/8/8/8/8/7x w",
	"setposition gravity wwww4/8/8/8/8/8/8/bbbb4 w",
	"setposition kpe 6,6,6,6/6,6,6,6 S - - 0 1", "setposition kpe 6,6,6,6/6,6,6,6 X - - 0 0",
	"setposition kpe 6,6,6,6/6,6,6 S - - 0 0", "setposition kpe 6,6,6,6/6,6,6,6 S ab - 0 0",
	"setposition kpe 6,6,6,6/6,6,6,6 S - AB 0 0", "setposition kpe 6,6,6,6/6,6,6,-6 S - - 0 12",
	"setposition kpe 6,6,6,6/6,6,6,6 S - - 0", "setposition kpe 6,6,6,6/6,6,6,6 S - - 0 0 0",
	"setposition gipf-basic basic B2W/5/6/W5B/6/5/B2W w 12 12 -",
	"setposition gipf-basic standard B2W/5/6/W5B/6/5/B2W w 12 12 -",
	"setposition gipf-standard standard B2W/5/6/W5B/6/5/B2W w 12 12 WB",
	"setposition gipf-standard standard B2W/5/6/W5B/6/5/B2W w 13 12 -",
	"setposition gipf-standard standard B2W/5/6/W5B/6/5/B2W w -1 12 -",
	"setposition gipf-standard standard B2W/5/6/W5B/6/5 w 12 12 -",
	"setposition gipf-standard standard B2W/5/6/W5B/6/5/B3W w 12 12 -",
	"setposition gipf-standard standard b2w/5/6/w5b/6/5/b2w w 12 12 -",
	"setposition gipf-tournament tournament 4/5/6/7/6/5/4 w 18 18 BW",
	"setposition gipf-tournament tournament 4/5/6/7/6/5/4 x 18 18 WB",
	"setposition gipf-tournament tournament 4/5/6/7/6/5/4 w 18 18",
}

// movesOfOtherKind are well-formed actions that are never legal in the
// given state, or not in this game.
func wrongActions(g ref.Game) []string {
	var out []string
	for _, m := range []string{"a1-c3", "Ge2", "e2", "xb2,c3,d4,e5", "e4", "e4>e1", "a1>a1", "A", "a", "D", "d", "h8", "i5-h5", "e5", "a1-b2", "x(c2),(c3),(c4),(c5)"} {
		if g.Clone().Play(m) != nil {
			out = append(out, "play "+m)
		}
	}
	return out
}

func TestRandomGamesMatchReference(t *testing.T) {
	playSeeded(t, "games", func(gameSpec, *rand.Rand) string { return "" })
}

func TestRandomPositionsMatchReference(t *testing.T) {
	playSeeded(t, "positions", func(g gameSpec, r *rand.Rand) string { return g.random(r) })
}

// playSeeded plays, for every game, random games from the start that
// start gives (a position string, or "" for the game's start) against the
// reference, game i on seed TAVOLA_CONFORMANCE_SEED+i, stopping a game's
// run after three failures.
func playSeeded(t *testing.T, what string, start func(gameSpec, *rand.Rand) string) {
	base := uint64(envInt("TAVOLA_CONFORMANCE_SEED", 1))
	for _, g := range gameSpecs {
		t.Run(g.name, func(t *testing.T) {
			e := startEngine(t)
			n := envInt("TAVOLA_CONFORMANCE_GAMES", g.games)
			failures := 0
			seen := map[string]int{}
			defer func() { t.Logf("%s: %d %s; seen %v", g.name, n, what, seen) }()
			for i := 0; i < n && failures < 3; i++ {
				seed := base + uint64(i)
				r := seeded.New(seed, 0)
				s := &session{e: e, g: g, seen: seen}
				if err := s.playRandomGame(r, start(g, r)); err != nil {
					failures++
					t.Errorf("%s seed %d: %v\n%s", g.name, seed, err, s.repro())
				}
			}
		})
	}
}

// playRandomGame plays one seeded random game, checking everything after
// every action; it stops at the first discrepancy.
func (s *session) playRandomGame(r *rand.Rand, start string) error {
	if start == "" {
		a := s.cmd("new " + s.g.name)
		if !a.ok || (a.raw != "=" && a.raw != "= ") {
			return fmt.Errorf("new: got %q, want \"=\"", a.raw)
		}
		s.ref = s.g.new()
	} else {
		ref, err := s.g.parse(start)
		a := s.cmd("setposition " + s.g.name + " " + start)
		switch {
		case err != nil && a.ok:
			return fmt.Errorf("setposition: got %q, want a failure (%v)", a.raw, err)
		case err != nil:
			s.seen["refused"]++
			return nil
		case !a.ok || (a.raw != "=" && a.raw != "= "):
			return fmt.Errorf("setposition: got %q, want \"=\"", a.raw)
		}
		s.ref = ref
	}
	s.calm = r.IntN(3) == 0
	var stack []ref.Game // the reference before each action, for undo
	for step := 0; step < 2000; step++ {
		if err := s.compare(); err != nil {
			return err
		}
		ms := s.ref.Moves()
		switch {
		case r.IntN(60) == 0:
			d := 1 + r.IntN(2)
			if _, isGipf := s.ref.(*ref.GIPF); !isGipf || r.IntN(4) == 0 {
				d++
			}
			want := ref.Perft(s.ref, d)
			if a := s.cmd(fmt.Sprintf("perft %d", d)); !a.ok || a.text != fmt.Sprint(want) {
				return fmt.Errorf("perft %d: got %q, want %d", d, a.raw, want)
			}
		case r.IntN(40) == 0:
			if pos, ok := s.ref.Position(); ok {
				line := "setposition " + s.g.name + " " + pos
				ref, err := s.g.parse(pos)
				a := s.cmd(line)
				if err != nil {
					// A final position the spec refuses to read back (GIPF:
					// both players without a GIPF piece after the remover
					// won): the engine must refuse it too and change nothing.
					if a.ok {
						return fmt.Errorf("setposition of a position the spec refuses (%v): got %q", err, a.raw)
					}
					s.seen["final-position-refused"]++
					continue
				}
				if !a.ok || (a.raw != "=" && a.raw != "= ") {
					return fmt.Errorf("setposition of the engine's own position: got %q, want \"=\"", a.raw)
				}
				s.ref, stack = ref, nil
				if a := s.cmd("undo"); a.ok {
					return fmt.Errorf("undo right after setposition: got %q, want a failure", a.raw)
				}
				continue
			}
		case r.IntN(25) == 0:
			bad := append(wrongActions(s.ref), badInputs[r.IntN(len(badInputs))])
			line := bad[r.IntN(len(bad))]
			if r.IntN(2) == 0 {
				line = fmt.Sprintf("%d %s", r.IntN(1000), line)
			}
			a := s.cmd(line)
			if a.ok {
				return fmt.Errorf("%q: got %q, want a failure", line, a.raw)
			}
			if id, _, _ := strings.Cut(line, " "); line[0] >= '0' && line[0] <= '9' && a.id != id {
				return fmt.Errorf("%q: answer %q does not repeat the id", line, a.raw)
			}
			continue
		case len(stack) > 0 && r.IntN(20) == 0:
			n := 1 + r.IntN(min(3, len(stack)))
			line := "undo"
			if n > 1 || r.IntN(2) == 0 {
				line = fmt.Sprintf("undo %d", n)
			}
			if a := s.cmd(line); !a.ok || (a.raw != "=" && a.raw != "= ") {
				return fmt.Errorf("%s: got %q, want \"=\"", line, a.raw)
			}
			s.ref = stack[len(stack)-n]
			stack = stack[:len(stack)-n]
			continue
		}
		s.note(ms)
		if len(ms) == 0 {
			if a := s.cmd("play " + strings.Join(wrongActions(s.ref)[:1], "")); a.ok {
				return fmt.Errorf("play after the end: got %q, want a failure", a.raw)
			}
			return nil
		}
		// one or two actions in one play command
		k := 1
		if r.IntN(5) == 0 {
			k = 2
		}
		var words []string
		for j := 0; j < k; j++ {
			ms := s.ref.Moves()
			if len(ms) == 0 {
				break
			}
			m := s.pick(ms, r)
			words = append(words, s.ref.Respell(m, r))
			stack = append(stack, s.ref.Clone())
			if err := s.ref.Play(m); err != nil {
				return fmt.Errorf("reference refuses its own action %q: %v", m, err)
			}
			if g, ok := s.ref.(*ref.GIPF); ok {
				c := g.TakeCounts()
				s.seen["auto-removed"] += c.Autos
				s.seen["line-done"] += c.Kept
				s.seen["auto-removed-after-choice"] += c.AutosAfterChoice
			}
		}
		if a := s.cmd("play " + strings.Join(words, " ")); !a.ok || (a.raw != "=" && a.raw != "= ") {
			return fmt.Errorf("play %s: got %q, want \"=\"", strings.Join(words, " "), a.raw)
		}
	}
	return fmt.Errorf("no end after 2000 steps")
}

// note counts the situations a random game meets, so that the log shows
// what the run covered.
func (s *session) note(ms []string) {
	if len(ms) == 0 {
		st := s.ref.Status()
		if i := strings.LastIndexByte(st, ' '); i > 0 && strings.Count(st, " ") == 3 {
			st = st[:i] // Kpé: drop the score
		}
		s.seen[st]++
		return
	}
	if ms[0][0] == 'x' {
		s.seen["removal-decision"]++
		if len(ms) > 1 {
			s.seen["removal-choice"]++
		}
		for _, m := range ms {
			if strings.Contains(m, "(") {
				s.seen["gipf-leave-offered"]++
				break
			}
		}
	}
	if g, ok := s.ref.(*ref.GIPF); ok && g.Stage() == ref.StageOpponent {
		s.seen["opponent-resolves"]++
	}
	if g, ok := s.ref.(*ref.GIPF); ok && g.Stage() == ref.StagePush && g.RowsStanding() {
		s.seen["push-with-row-standing"]++
	}
}

// uniform turns the bias of pick off (TAVOLA_CONFORMANCE_UNIFORM set):
// plain random games, as an outside tester would play them.
var uniform = os.Getenv("TAVOLA_CONFORMANCE_UNIFORM") != ""

// pick chooses the next action of a random game, biased toward the
// situations the specs single out.
func (s *session) pick(ms []string, r *rand.Rand) string {
	if uniform {
		return ms[r.IntN(len(ms))]
	}
	switch g := s.ref.(type) {
	case *ref.GIPF:
		if g.Stage() == ref.StagePush && r.IntN(10) < 7 {
			if c := g.RowMaking(); len(c) > 0 {
				return c[r.IntN(len(c))]
			}
		}
		if g.Stage() != ref.StagePush && r.IntN(2) == 0 {
			// leave as many GIPF pieces as possible, so rows stay standing
			best := ms[0]
			for _, m := range ms {
				if strings.Count(m, "(") > strings.Count(best, "(") {
					best = m
				}
			}
			return best
		}
	case *ref.Gravity:
		if s.calm {
			var quiet []string
			for _, m := range ms {
				c := g.Clone()
				c.Play(m)
				if !strings.HasSuffix(c.Status(), " four") {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) > 0 {
				return quiet[r.IntN(len(quiet))]
			}
		}
	}
	return ms[r.IntN(len(ms))]
}
