package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// TestGIPFAIvsAIGamesRunToTheEndThroughTheAppLoop plays a whole game of
// each GIPF variant between two AIs through the app's own Update and Draw:
// pushes and removal choices (the opponent's too) are chosen in slices,
// animated and listed, and the game ends with its panel.
func TestGIPFAIvsAIGamesRunToTheEndThroughTheAppLoop(t *testing.T) {
	for _, name := range []string{"gipf-basic", "gipf-standard", "gipf-tournament"} {
		t.Run(name, func(t *testing.T) {
			set := settings.Defaults()
			set.Speed = settings.Fast
			r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
			// Level 3 makes rows and removal choices; level 1 rarely does.
			bot := session.Seat{AI: true, Level: 3}
			p, err := newPlay(r.app, name, [2]session.Seat{bot, bot})
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = p
			g := p.sess.Game()
			ticks, removals := 0, 0
			for ; !g.Outcome().Over || p.view.Animating(); ticks++ {
				if ticks > 120000 {
					t.Fatalf("no end after %d ticks and %d moves", ticks, len(p.sess.Moves()))
				}
				// Inside the game loop, as the harness runs every frame:
				// drawing from the test's goroutine races with Ebitengine.
				if err := r.tick(ticks%10 == 0); err != nil {
					t.Fatal(err)
				}
			}
			r.frames(2)
			for _, m := range p.sess.Moves() {
				if strings.HasPrefix(m, "x") {
					removals++
				}
			}
			if len(p.sess.Moves()) != g.Plies() || g.Plies() == 0 {
				t.Errorf("move list has %d entries for %d plies", len(p.sess.Moves()), g.Plies())
			}
			if p.over.head == "" || p.over.why == "" {
				t.Errorf("no end-of-game text: %q / %q", p.over.head, p.over.why)
			}
			t.Logf("%s: %d moves (%d removal choices) in %d ticks, %s (%s)", name, g.Plies(), removals, ticks, p.over.head, p.over.why)
		})
	}
}

// gipfPlay shows a game of GIPF from position pos with the given seats.
func gipfPlay(t *testing.T, r *rig, v gipf.Variant, pos string, seats [2]session.Seat) (*play, *render.GIPFView) {
	t.Helper()
	g := gipf.New(v)
	if err := g.SetPosition(pos); err != nil {
		t.Fatal(err)
	}
	s, err := session.New(g, seats, r.app.deps.NewSearch, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayFrom(r.app, s)
	r.app.scene = p
	r.frames(2)
	gv, ok := p.view.(*render.GIPFView)
	if !ok {
		t.Fatalf("the view of %s is %T", g.Name(), p.view)
	}
	return p, gv
}

// clickPoint clicks GIPF point name on the board and lets the app run.
func (r *rig) clickPoint(v *render.GIPFView, name string) {
	x, y := v.PointCenter(gipf.PointIndex(name))
	r.in.click(int(x), int(y))
	r.settle()
}

// waitIdle runs the app until no animation runs and the AI has played.
func (r *rig) waitIdle(p *play) {
	r.t.Helper()
	for i := 0; p.view.Animating() || p.sess.AIToMove(); i++ {
		if i > 3000 {
			r.t.Fatal("the board never came to rest")
		}
		r.frames(1)
	}
}

func TestGIPFRemovalChoiceByClicksInThePlayScene(t *testing.T) {
	// White (a person) plays e1 then e5's line by clicks: e1-e5 makes two
	// rows sharing e5; White clicks d4 (only in c3–f5) and confirms. The
	// AI (Black) answers with a push.
	set := settings.Defaults()
	set.Lang = "en"
	r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
	p, v := gipfPlay(t, r, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -",
		[2]session.Seat{{}, {AI: true, Level: 1}})
	r.clickPoint(v, "e1")
	r.clickPoint(v, "e2")
	r.waitIdle(p)
	if got := p.sess.Moves(); len(got) != 1 || got[0] != "e1-e5" {
		t.Fatalf("moves %q after clicking e1 and e2, want [e1-e5]", got)
	}
	if !p.sess.HumanToMove() {
		t.Fatal("White must choose a row, yet is not to move")
	}
	if got, want := p.info.line(p.sess, p.view.Step(), &p.rev), "White: choose which row to take"; got != want {
		t.Errorf("status %q, want %q", got, want)
	}
	r.clickPoint(v, "d4")
	if got, want := p.info.line(p.sess, p.view.Step(), &p.rev), "White: the tick takes this row, the cross another"; got != want {
		t.Errorf("with a row chosen the status is %q, want %q", got, want)
	}
	x, y := v.ConfirmCenter()
	r.in.click(int(x), int(y))
	r.settle()
	r.waitIdle(p)
	moves := p.sess.Moves()
	if len(moves) < 3 || moves[1] != "xc3,d4,e5,f5" || strings.HasPrefix(moves[2], "x") {
		t.Fatalf("moves %q, want e1-e5, xc3,d4,e5,f5, then Black's push", moves)
	}
	gg := p.sess.Game().(*gipf.Game)
	if gg.Reserve(rules.First) != 12 {
		t.Errorf("after the removal White's reserve is %d, want 12", gg.Reserve(rules.First))
	}
}

func TestGIPFOpponentsSeatDecidesAboutTheirRow(t *testing.T) {
	// White pushes a1-f5: Black's pieces now stand c3 d4 e5 f5 with Black's
	// GIPF piece on d4. Black (the AI) decides about that row before White
	// pushes again.
	r := newRig(t, Options{})
	p, v := gipfPlay(t, r, gipf.Standard, "standard b3/1B3/2b3/3b3/6/5/W3 w 12 10 -",
		[2]session.Seat{{}, {AI: true, Level: 1}})
	r.clickPoint(v, "a1")
	r.clickPoint(v, "b2")
	r.waitIdle(p)
	moves := p.sess.Moves()
	if len(moves) < 2 || moves[0] != "a1-f5" || !strings.HasPrefix(moves[1], "xb2,c3,") {
		t.Fatalf("moves %q, want a1-f5 then Black's removal of b2…f5", moves)
	}
	if !p.sess.HumanToMove() && !p.sess.Game().Outcome().Over {
		t.Error("after Black's choice and reply, White is not to move")
	}
}

func TestGIPFRulesChaptersPlayTheirScripts(t *testing.T) {
	for i, c := range gipfChapters {
		g := gipf.New(c.variant)
		if err := g.SetPosition(c.pos); err != nil {
			t.Fatalf("chapter %d: %v", i, err)
		}
		for _, m := range c.moves {
			a, err := g.ParseAction(m)
			if err != nil {
				t.Fatalf("chapter %d: %v", i, err)
			}
			g.Apply(a, nil)
		}
	}
	// The row chapter removes a row without asking and captures Black's
	// piece; the choice and keep chapters end with their removal done.
	g := gipf.New(gipf.Basic)
	if err := g.SetPosition(gipfChapters[1].pos); err != nil {
		t.Fatal(err)
	}
	g.Apply(mustAction(t, g, "e1-e5"), nil)
	if g.Lost(rules.Second) != 1 || g.Reserve(rules.First) != 15 || g.ToMove() != rules.Second {
		t.Errorf("row chapter: Black lost %d, White's reserve %d", g.Lost(rules.Second), g.Reserve(rules.First))
	}
}

func mustAction(t *testing.T, g rules.Game, s string) rules.Action {
	t.Helper()
	a, err := g.ParseAction(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestGIPFRulesSceneShowsEveryChapter runs the GIPF rules scene until its
// diagrams have gone round once: every chapter is shown and played to its
// end, then the first comes back.
func TestGIPFRulesSceneShowsEveryChapter(t *testing.T) {
	set := settings.Defaults()
	set.Lang = os.Getenv("TAVOLA_LANG")
	r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
	rs := newRules(r.app, "gipf")
	r.app.scene = rs
	if rs.gipf == nil {
		t.Fatal("the GIPF rules scene has no diagrams")
	}
	seen := map[int]int{} // chapter → most actions played
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	shot := map[int]bool{}
	for i := 0; i < 20000 && !(len(seen) == len(gipfChapters) && rs.gipf.chapter == 0); i++ {
		r.frames(1)
		c := rs.gipf.chapter
		seen[c] = max(seen[c], rs.game.Plies())
		if dir != "" && !shot[c] && rs.game.Plies() == len(gipfChapters[c].moves) && rs.view.Animating() {
			shot[c] = true
			savePNG(t, r.screen, filepath.Join(dir, fmt.Sprintf("gipf-rules-%d.png", c+1)))
		}
	}
	for i, c := range gipfChapters {
		if seen[i] != len(c.moves) {
			t.Errorf("chapter %d played %d of its %d actions", i, seen[i], len(c.moves))
		}
	}
}

func savePNG(t *testing.T, img *ebiten.Image, name string) {
	t.Helper()
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, out); err != nil {
		t.Fatal(err)
	}
}

// TestGIPFSceneScreenshots draws the GIPF scenes at 1280×800 and checks
// that each shows something besides the background; with
// TAVOLA_SCREENSHOTS set to a directory it saves them there as
// gipf-scene-<name>.png (docs/screenshots).
func TestGIPFSceneScreenshots(t *testing.T) {
	const w, h = 1280, 800
	human, bot := session.Seat{}, session.Seat{AI: true, Level: 3}
	cases := []struct {
		name   string
		lang   string
		make   func(r *rig)
		frames int
	}{
		{"setup", "", func(r *rig) { r.app.scene = newSetup(r.app, "gipf") }, 5},
		{"play", "", func(r *rig) {
			_, v := gipfPlay(t, r, gipf.Standard, "standard 1b2/w3B/1wb2b/W1bwb1B/3b2/2w2/W3 w 7 8 -", [2]session.Seat{human, bot})
			r.clickPoint(v, "a1")
			x, y := v.PointCenter(gipf.PointIndex("b2"))
			r.in.x, r.in.y, r.in.over = int(x), int(y), true
		}, 5},
		{"choice", "", func(r *rig) {
			_, v := gipfPlay(t, r, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -", [2]session.Seat{human, bot})
			r.clickPoint(v, "e1")
			r.clickPoint(v, "e2")
			r.frames(60)
			r.clickPoint(v, "d4")
		}, 5},
		{"rules-it", "it", func(r *rig) { r.app.scene = newRules(r.app, "gipf") }, 250},
		{"demo", "", func(r *rig) {
			d, err := newDemo(r.app, "gipf-tournament")
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = d
		}, 300},
	}
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			set := settings.Defaults()
			set.Lang, set.Palette, set.Hints = tc.lang, "classic", true
			r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
			r.app.SetSize(w, h)
			r.screen = ebiten.NewImage(w, h)
			tc.make(r)
			r.frames(tc.frames)
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			r.screen.ReadPixels(img.Pix)
			bg := r.app.pal.Background
			differ := 0
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i] != bg.R || img.Pix[i+1] != bg.G || img.Pix[i+2] != bg.B {
					differ++
				}
			}
			if share := float64(differ) / (w * h); share < 0.05 {
				t.Errorf("only %.1f%% of the screen differs from the background", 100*share)
			}
			if dir != "" {
				savePNG(t, r.screen, filepath.Join(dir, "gipf-scene-"+tc.name+".png"))
			}
		})
	}
}
