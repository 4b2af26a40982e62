package commentary

import (
	"strconv"
	"testing"

	"tavola/ai/analysis"
	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/catalog"
)

func newGame(t *testing.T, name, position string) rules.Game {
	t.Helper()
	g, err := catalog.New(name)
	if err != nil {
		t.Fatal(err)
	}
	if position != "" {
		if err := g.SetPosition(position); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func actions(t *testing.T, g rules.Game, moves ...string) []rules.Action {
	t.Helper()
	c := g.Clone()
	var out []rules.Action
	for _, m := range moves {
		a, err := c.ParseAction(m)
		if err != nil {
			t.Fatalf("%s: %v", m, err)
		}
		c.Apply(a, nil)
		out = append(out, a)
	}
	return out
}

// gipfCapture finds, on fixed walks through GIPF Basic games, a position
// where one turn (a push and its player's removals) takes opponent's
// pieces, and returns it with that turn and the pieces it takes.
func gipfCapture(t *testing.T) (rules.Game, []rules.Action, int) {
	t.Helper()
	events := make([]rules.Event, 0, 64)
	for stride := 1; stride < 60; stride++ {
		g := newGame(t, "gipf-basic", "")
		for i := 0; !g.Outcome().Over; i++ {
			acts := g.Actions(nil)
			for _, a := range acts {
				c := g.Clone()
				turn, n := []rules.Action{a}, 0
				events = c.Apply(a, events[:0])
				for {
					for _, e := range events {
						if e.Kind == rules.Captured && e.Player == g.ToMove() {
							n += 1 + btoi(e.GIPF)
						}
					}
					if c.Outcome().Over || c.ToMove() != g.ToMove() {
						break
					}
					r := c.Actions(nil)[0]
					turn = append(turn, r)
					events = c.Apply(r, events[:0])
				}
				if n > 0 {
					return g, turn, n
				}
			}
			g.Apply(acts[(i*stride)%len(acts)], nil)
		}
	}
	t.Fatal("no turn that takes pieces on the walks")
	return nil, nil, 0
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestWordsReadAMoveOutInBothLanguages: each kind of sentence, in English
// and Italian, from real positions: a Gravity blunder that lets four
// through with the block that wins in two, an inaccuracy read by win
// chance, a Kpé mistake by the seeds lost, the engine's move and a good
// one.
func TestWordsReadAMoveOutInBothLanguages(t *testing.T) {
	grav := newGame(t, "gravity", "6bb/7b/8/8/8/8/8/www5 b")
	kpe := newGame(t, "kpe", "3,0,0,1/0,0,2,0 S ABCD abcd 21 21")
	cases := []struct {
		name   string
		g      rules.Game
		played []string
		m      analysis.Move
		en, it string
	}{
		{"a Gravity blunder, the better move winning by force", grav, []string{"h1"},
			analysis.Move{Mark: analysis.Blunder, Before: analysis.Eval{Value: analysis.Proven, Line: actions(t, grav, "d1", "e1", "c8")},
				After: -analysis.Proven, ChanceBefore: 1, ChanceAfter: 0, Better: actions(t, grav, "d1")},
			"h1?? — d1 wins in 2, and now the opponent wins by force",
			"h1?? — d1 vince in 2, e ora l'avversario vince per forza"},
		{"a Gravity mistake whose better move wins at once", grav, []string{"h1"},
			analysis.Move{Mark: analysis.Mistake, Before: analysis.Eval{Value: analysis.Proven, Line: actions(t, grav, "d1")},
				After: 10, ChanceBefore: 1, ChanceAfter: 0.6, Better: actions(t, grav, "d1")},
			"h1? — d1 wins at once", "h1? — d1 vince subito"},
		{"an inaccuracy read by win chance", grav, []string{"h1"},
			analysis.Move{Mark: analysis.Inaccuracy, Before: analysis.Eval{Value: 40}, After: 10,
				ChanceBefore: 0.614, ChanceAfter: 0.52, Better: actions(t, grav, "d1")},
			"h1?! — d1 keeps a 61 % chance, not 52 %", "h1?! — d1 tiene il 61 % di probabilità, non il 52 %"},
		{"a Kpé mistake: the better move keeps the draw", kpe, []string{"D"},
			analysis.Move{Mark: analysis.Mistake, Before: analysis.Eval{Value: 0, Lo: 0, Hi: 0}, After: -4, AfterLo: -4, AfterHi: -4,
				Better: actions(t, kpe, "A")},
			"D?: A keeps the draw, D loses 4 seeds", "D?: A tiene la patta, D perde 4 semi"},
		{"a Kpé blunder that throws a win away", kpe, []string{"D"},
			analysis.Move{Mark: analysis.Blunder, Before: analysis.Eval{Value: 2, Lo: 2, Hi: 2}, After: -6, AfterLo: -6, AfterHi: -6,
				Better: actions(t, kpe, "A")},
			"D??: A wins by 2, D loses 8 seeds", "D??: A vince di 2, D perde 8 semi"},
		{"a Kpé mistake in a lost position, the bounds unproven", kpe, []string{"D"},
			analysis.Move{Mark: analysis.Mistake, Before: analysis.Eval{Value: -3, Lo: -4, Hi: -2}, After: -12, AfterLo: -12, AfterHi: -10,
				Better: actions(t, kpe, "A")},
			"D?: A keeps -4 to -2, D loses 6 seeds", "D?: A tiene tra -4 e -2, D perde 6 semi"},
		{"a Kpé loss kept small", kpe, []string{"D"},
			analysis.Move{Mark: analysis.Inaccuracy, Before: analysis.Eval{Value: -2, Lo: -2, Hi: -2}, After: -6, AfterLo: -6, AfterHi: -6,
				Better: actions(t, kpe, "A")},
			"D?!: A loses by only 2, D loses 4 seeds", "D?!: A perde solo di 2, D perde 4 semi"},
		{"the engine's move", kpe, []string{"A"}, analysis.Move{Mark: analysis.Best},
			"A: the engine's move", "A: la mossa del motore"},
		{"a good move", grav, []string{"h1"}, analysis.Move{Mark: analysis.Good, Better: actions(t, grav, "d1")},
			"h1: good; d1 was a little better", "h1: buona; d1 era un po' meglio"},
	}
	for _, c := range cases {
		pos, _ := c.g.Position()
		for _, l := range []struct {
			lang i18n.Lang
			want string
		}{{i18n.English, c.en}, {i18n.Italian, c.it}} {
			if got := Words(l.lang, c.g, actions(t, c.g, c.played...), c.m); got != l.want {
				t.Errorf("%s (%s): %q, want %q", c.name, l.lang.Code(), got, l.want)
			}
		}
		if after, _ := c.g.Position(); after != pos {
			t.Errorf("%s: Words changed the position to %s", c.name, after)
		}
	}
}

// TestWordsCountTheGIPFPiecesTheBetterPushTakes: a push that takes pieces
// is read out with their number, which is what the rules' events say it
// takes.
func TestWordsCountTheGIPFPiecesTheBetterPushTakes(t *testing.T) {
	g, better, n := gipfCapture(t)
	var played rules.Action
	for _, a := range g.Actions(nil) {
		if a != better[0] {
			played = a
			break
		}
	}
	m := analysis.Move{Mark: analysis.Blunder, Before: analysis.Eval{Value: 300, Line: better}, After: -100,
		ChanceBefore: 0.8, ChanceAfter: 0.4, Better: better}
	p, b := g.FormatAction(played), turnText(g, better)
	en := map[bool]string{true: p + "?? — " + b + " takes a piece", false: p + "?? — " + b + " takes " + strconv.Itoa(n) + " pieces"}[n == 1]
	it := map[bool]string{true: p + "?? — " + b + " prende un pezzo", false: p + "?? — " + b + " prende " + strconv.Itoa(n) + " pezzi"}[n == 1]
	t.Logf("%s: %s", func() string { s, _ := g.Position(); return s }(), en)
	if got := Words(i18n.English, g, []rules.Action{played}, m); got != en {
		t.Errorf("English: %q, want %q", got, en)
	}
	if got := Words(i18n.Italian, g, []rules.Action{played}, m); got != it {
		t.Errorf("Italian: %q, want %q", got, it)
	}
}
