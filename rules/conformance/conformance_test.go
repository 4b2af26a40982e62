package conformance

import (
	"fmt"
	"math/rand"
	"os"
	"strings"
	"testing"
)

// gameSpec names one protocol game and its reference.
type gameSpec struct {
	name  string
	new   func() refGame
	parse func(string) (refGame, error)
	games int // random games per run by default
	// random writes a random position string, not always a valid one.
	random func(*rand.Rand) string
}

var gameSpecs = []gameSpec{
	{"gipf-basic", newGipfRef("basic"), parseGipfRef("basic"), 60, randomGipfPosition("basic")},
	{"gipf-standard", newGipfRef("standard"), parseGipfRef("standard"), 80, randomGipfPosition("standard")},
	{"gipf-tournament", newGipfRef("tournament"), parseGipfRef("tournament"), 80, randomGipfPosition("tournament")},
	{"gravity", newGravityRef, parseGravityRef, 200, randomGravityPosition},
	{"kpe", newKpeRef, parseKpeRef, 400, randomKpePosition},
}

// session drives one engine and one reference side by side and keeps the
// commands since the last new or setposition, to print a reproduction.
type session struct {
	e   *engine
	g   gameSpec
	ref refGame
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
func wrongActions(g refGame) []string {
	var out []string
	for _, m := range []string{"a1-c3", "Ge2", "e2", "xb2,c3,d4,e5", "e4", "e4>e1", "a1>a1", "A", "a", "D", "d", "h8", "i5-h5", "e5", "a1-b2", "x(c2),(c3),(c4),(c5)"} {
		if g.Clone().Play(m) != nil {
			out = append(out, "play "+m)
		}
	}
	return out
}

func TestRandomGamesMatchReference(t *testing.T) {
	base := int64(envInt("TAVOLA_CONFORMANCE_SEED", 1))
	for _, g := range gameSpecs {
		t.Run(g.name, func(t *testing.T) {
			e := startEngine(t)
			n := envInt("TAVOLA_CONFORMANCE_GAMES", g.games)
			failures := 0
			seen := map[string]int{}
			defer func() { t.Logf("%s: %d games; seen %v", g.name, n, seen) }()
			for i := 0; i < n && failures < 3; i++ {
				seed := base + int64(i)
				s := &session{e: e, g: g, seen: seen}
				if err := s.playRandomGame(rand.New(rand.NewSource(seed)), ""); err != nil {
					failures++
					t.Errorf("%s seed %d: %v\n%s", g.name, seed, err, s.repro())
				}
			}
		})
	}
}

func TestRandomPositionsMatchReference(t *testing.T) {
	base := int64(envInt("TAVOLA_CONFORMANCE_SEED", 1))
	for _, g := range gameSpecs {
		t.Run(g.name, func(t *testing.T) {
			e := startEngine(t)
			n := envInt("TAVOLA_CONFORMANCE_GAMES", g.games)
			failures := 0
			seen := map[string]int{}
			defer func() { t.Logf("%s: %d positions; seen %v", g.name, n, seen) }()
			for i := 0; i < n && failures < 3; i++ {
				seed := base + int64(i)
				r := rand.New(rand.NewSource(seed))
				s := &session{e: e, g: g, seen: seen}
				if err := s.playRandomGame(r, g.random(r)); err != nil {
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
	s.calm = r.Intn(3) == 0
	var stack []refGame // the reference before each action, for undo
	for step := 0; step < 2000; step++ {
		if err := s.compare(); err != nil {
			return err
		}
		ms := s.ref.Moves()
		switch {
		case r.Intn(60) == 0:
			d := 1 + r.Intn(2)
			if _, isGipf := s.ref.(*gipfRef); !isGipf || r.Intn(4) == 0 {
				d++
			}
			want := refPerft(s.ref, d)
			if a := s.cmd(fmt.Sprintf("perft %d", d)); !a.ok || a.text != fmt.Sprint(want) {
				return fmt.Errorf("perft %d: got %q, want %d", d, a.raw, want)
			}
		case r.Intn(40) == 0:
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
		case r.Intn(25) == 0:
			bad := append(wrongActions(s.ref), badInputs[r.Intn(len(badInputs))])
			line := bad[r.Intn(len(bad))]
			if r.Intn(2) == 0 {
				line = fmt.Sprintf("%d %s", r.Intn(1000), line)
			}
			a := s.cmd(line)
			if a.ok {
				return fmt.Errorf("%q: got %q, want a failure", line, a.raw)
			}
			if id, _, _ := strings.Cut(line, " "); line[0] >= '0' && line[0] <= '9' && a.id != id {
				return fmt.Errorf("%q: answer %q does not repeat the id", line, a.raw)
			}
			continue
		case len(stack) > 0 && r.Intn(20) == 0:
			n := 1 + r.Intn(min(3, len(stack)))
			line := "undo"
			if n > 1 || r.Intn(2) == 0 {
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
		if r.Intn(5) == 0 {
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
			if g, ok := s.ref.(*gipfRef); ok {
				s.seen["auto-removed"] += g.autos
				s.seen["line-done"] += g.kept
				s.seen["auto-removed-after-choice"] += g.autosAfterChoice
				g.autos, g.kept, g.autosAfterChoice = 0, 0, 0
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
	if g, ok := s.ref.(*gipfRef); ok && g.phase == 2 {
		s.seen["opponent-resolves"]++
	}
	if g, ok := s.ref.(*gipfRef); ok && g.phase == 0 && len(g.rows(0))+len(g.rows(1)) > 0 {
		s.seen["push-with-row-standing"]++
	}
}

func randomGravityPosition(r *rand.Rand) string {
	g := &gravityRef{toMove: "wb"[r.Intn(2)]}
	fill := r.Intn(65)
	for f := 0; f < 8; f++ {
		for k := 0; k < 8; k++ {
			if r.Intn(64) < fill {
				g.board[f][k] = "wb"[r.Intn(2)]
			}
		}
	}
	s, _ := g.Position()
	return s
}

func randomKpePosition(r *rand.Rand) string {
	var n [10]int
	for k := 0; k < 48; k++ {
		if r.Intn(3) == 0 {
			n[8+r.Intn(2)]++ // captured
		} else {
			n[r.Intn(8)]++
		}
	}
	g := &kpeRef{toMove: r.Intn(2)}
	copy(g.pits[:], n[:8])
	g.captured = [2]int{n[8], n[9]}
	for p := 0; p < 2; p++ {
		all := r.Intn(3) == 0
		for i := 0; i < 4; i++ {
			g.started[p][i] = all || r.Intn(2) == 0
		}
	}
	s, _ := g.Position()
	return s
}

func randomGipfPosition(variant string) func(*rand.Rand) string {
	return func(r *rand.Rand) string {
		g := &gipfRef{variant: variant, toMove: r.Intn(2)}
		total := g.total()
		var used [2]int
		fill := r.Intn(34)
		gipfOdds := []int{4, 2, 1, 8}[r.Intn(4)] // one piece in gipfOdds is a GIPF piece
		lopsided := r.Intn(3) == 0
		if variant != "basic" && r.Intn(3) == 0 {
			// a row of four GIPF pieces, which can be left standing
			line := geo.lines[r.Intn(len(geo.lines))]
			at := r.Intn(len(line) - 3)
			p := r.Intn(2)
			for _, s := range line[at : at+4] {
				g.board[s] = "WB"[p]
			}
			used[p] = 8
		}
		if r.Intn(3) == 0 {
			// rows crossing at one spot, in two or three directions
			p := r.Intn(2)
			x := r.Intn(37)
			for d := 0; d < 3; d++ {
				if d == 2 && r.Intn(2) == 0 {
					break
				}
				line := geo.lines[geo.lineOf[x][d]]
				at := 0
				for line[at] != x {
					at++
				}
				lo := max(0, at-3) + r.Intn(min(at, len(line)-4)-max(0, at-3)+1)
				for _, s := range line[lo : lo+4] {
					c := "wb"[p]
					if variant != "basic" && r.Intn(gipfOdds) == 0 {
						c = "WB"[p]
					}
					n := 1
					if isGipfPiece(c) {
						n = 2
					}
					if g.board[s] == 0 && used[p]+n <= total {
						g.board[s] = c
						used[p] += n
					}
				}
			}
		}
		for s := range g.board {
			if g.board[s] != 0 || r.Intn(37) >= fill {
				continue
			}
			p := r.Intn(2)
			if lopsided && r.Intn(7) != 0 {
				p = 0 // mostly one colour: many rows at once, crossing
			}
			c := "wb"[p]
			if variant != "basic" && r.Intn(gipfOdds) == 0 {
				c = "WB"[p]
			}
			n := 1
			if isGipfPiece(c) {
				n = 2
			}
			if used[p]+n > total {
				continue
			}
			used[p] += n
			g.board[s] = c
		}
		for p := 0; p < 2; p++ {
			left := total - used[p]
			g.reserve[p] = left - r.Intn(left/3+1)
			if r.Intn(10) == 0 {
				g.reserve[p] = r.Intn(3)
			}
			g.rights[p] = variant == "tournament" && r.Intn(2) == 0
		}
		return variant + " " + g.body()
	}
}

// uniform turns the bias of pick off (TAVOLA_CONFORMANCE_UNIFORM set):
// plain random games, as an outside tester would play them.
var uniform = os.Getenv("TAVOLA_CONFORMANCE_UNIFORM") != ""

// pick chooses the next action of a random game, biased toward the
// situations the specs single out.
func (s *session) pick(ms []string, r *rand.Rand) string {
	if uniform {
		return ms[r.Intn(len(ms))]
	}
	switch g := s.ref.(type) {
	case *gipfRef:
		if g.phase == 0 && r.Intn(10) < 7 {
			if c := g.rowMaking(); len(c) > 0 {
				return c[r.Intn(len(c))]
			}
		}
		if g.phase != 0 && r.Intn(2) == 0 {
			// leave as many GIPF pieces as possible, so rows stay standing
			best := ms[0]
			for _, m := range ms {
				if strings.Count(m, "(") > strings.Count(best, "(") {
					best = m
				}
			}
			return best
		}
	case *gravityRef:
		if s.calm {
			var quiet []string
			for _, m := range ms {
				c := g.Clone().(*gravityRef)
				c.Play(m)
				if c.reason != "four" {
					quiet = append(quiet, m)
				}
			}
			if len(quiet) > 0 {
				return quiet[r.Intn(len(quiet))]
			}
		}
	}
	return ms[r.Intn(len(ms))]
}
