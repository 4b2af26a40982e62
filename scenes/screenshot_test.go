package scenes

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules/gipf"
	"tavola/session"
	"tavola/settings"
	"tavola/storage"
)

// shotW, shotH is the size of the screenshots in docs/screenshots.
const shotW, shotH = 1280, 800

// TestSceneScreenshots draws every scene at 1280×800 (some in portrait)
// and checks that each shows something besides the background. With TAVOLA_SCREENSHOTS set to
// a directory it also saves them there as scene-<name>.png (that is how
// docs/screenshots is made).
func TestSceneScreenshots(t *testing.T) {
	human, bot := session.Seat{}, session.Seat{AI: true, Level: 3}
	playing := func(name string, moves []string, seats [2]session.Seat) func(*rig) {
		return func(r *rig) {
			p, err := newPlay(r.app, name, seats)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range moves {
				a, err := p.sess.Game().ParseAction(m)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := p.sess.Play(a); err != nil {
					t.Fatal(err)
				}
			}
			p.view.Sync(p.sess.Game())
			p.refresh(r.app)
			r.app.scene = p
		}
	}
	cases := []struct {
		name   string
		lang   string
		pal    string
		make   func(*rig)
		frames int
		hover  [2]int // where the pointer rests, in thousandths of the screen
		w, h   int    // the screen, when not 1280×800
	}{
		{name: "title", make: func(*rig) {}, frames: 20},
		{name: "title-it", lang: "it", make: func(*rig) {}, frames: 20},
		{name: "choose", make: func(r *rig) { r.app.scene = newChoose(r.app, chooseSetup) }, frames: 5},
		{name: "choose-portrait", w: 560, h: 780, lang: "it", make: func(r *rig) { r.app.scene = newChoose(r.app, chooseSetup) }, frames: 5},
		{name: "setup", make: func(r *rig) { r.app.scene = newSetup(r.app, "gravity") }, frames: 5},
		{name: "setup-master", make: func(r *rig) {
			r.app.scene = newSetup(r.app, "gipf")
			r.in.key(VerbUp)
			r.in.key(VerbUp) // player 2
			for range 4 {
				r.in.key(VerbRight)
			}
		}, frames: 10},
		{name: "play-gravity", make: playing("gravity", []string{"d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5"}, [2]session.Seat{human, bot}),
			frames: 10, hover: [2]int{330, 300}},
		{name: "play-kpe", make: playing("kpe", []string{"A", "a", "D", "d", "B"}, [2]session.Seat{bot, human}),
			frames: 10, hover: [2]int{300, 230}},
		{name: "play-contrast", pal: "contrast", make: playing("gravity", []string{"d6", "c4", "e5", "h1", "e4", "d4"}, [2]session.Seat{human, human}),
			frames: 5},
		{name: "play-gipf", make: playing("gipf-standard", nil, [2]session.Seat{human, bot}), frames: 10, hover: [2]int{300, 500}},
		{name: "play-portrait", w: 560, h: 780, make: playing("gravity", []string{"d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5",
			"f4", "g3", "b5", "b4", "g6", "c3", "f3", "g7", "b3", "e3", "d3", "f6"}, [2]session.Seat{human, bot}), frames: 10},
		{name: "play-kpe-portrait", w: 720, h: 1280, make: playing("kpe", []string{"A", "a", "D"}, [2]session.Seat{human, human}),
			frames: 10},
		{name: "gameover", make: func(r *rig) {
			g, _ := r.app.deps.NewGame("gravity")
			if err := g.SetPosition("bbb5/8/8/8/8/8/8/www5 w"); err != nil {
				t.Fatal(err)
			}
			s, _ := session.New(g, [2]session.Seat{human, bot}, r.app.deps.NewSearch, 1)
			p := newPlayFrom(r.app, s)
			r.app.scene = p
			d1, _ := g.ParseAction("d1")
			if err := p.apply(r.app, d1); err != nil {
				t.Fatal(err)
			}
		}, frames: 90},
		{name: "demo", make: func(r *rig) {
			d, err := newDemo(r.app, "kpe")
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = d
		}, frames: 240},
		{name: "demo-bar", make: func(r *rig) {
			d, err := newDemo(r.app, "gipf-standard")
			if err != nil {
				t.Fatal(err)
			}
			r.app.scene = d
			barSettled(r, 36)
		}, frames: 5},
		{name: "review-bar-portrait", w: 720, h: 1280, make: func(r *rig) {
			playing("gravity", []string{"a4", "a5", "d1", "a6", "c1", "a7", "a8", "e1", "c2", "b1", "d2", "f1", "a3", "b3", "a2", "b4", "a1"},
				[2]session.Seat{human, bot})(r)
			r.in.key(VerbLeft)
			r.in.key(VerbLeft)
			r.in.key(VerbLeft)
			barSettled(r, 0)
		}, frames: 5},
		{name: "rules-gravity", make: func(r *rig) { r.app.scene = newRules(r.app, "gravity") }, frames: 150},
		{name: "rules-kpe", make: func(r *rig) { r.app.scene = newRules(r.app, "kpe") }, frames: 150},
		{name: "review", make: func(r *rig) {
			playing("gravity", []string{"d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5", "f4", "g3"}, [2]session.Seat{human, human})(r)
			r.in.key(VerbLeft)
			r.in.key(VerbLeft)
			r.in.key(VerbLeft)
		}, frames: 10},
		{name: "gipf-movelist", make: func(r *rig) {
			// White's first turn is a push and the removal of the row it
			// made: one line of the list.
			g, _ := r.app.deps.NewGame("gipf-basic")
			if err := g.SetPosition("basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -"); err != nil {
				r.t.Fatal(err)
			}
			s, _ := session.New(g, [2]session.Seat{human, human}, nil, 1)
			p := newPlayFrom(r.app, s)
			r.app.scene = p
			for _, m := range []string{"e1-e5", "xc3,d4,e5,f5", "b2", "c6", "f1-d2", "h3", "b3", "c2", "f7", "h5", "a1-c3", "b6-d6", "e1-e5", "h2"} {
				a, err := g.ParseAction(m)
				if err != nil {
					r.t.Fatalf("%s: %v", m, err)
				}
				if err := p.apply(r.app, a); err != nil {
					r.t.Fatalf("%s: %v", m, err)
				}
			}
		}, frames: 90},
		{name: "gipf-removal", make: gipfRemovalStep, frames: 60},
		{name: "gipf-removal-portrait", w: 720, h: 1280, pal: "contrast", make: gipfRemovalStep, frames: 60},
		{name: "kpe-start", make: kpeStartTip, frames: 60},
		{name: "kpe-start-portrait", w: 720, h: 1280, pal: "contrast", make: kpeStartTip, frames: 60},
		{name: "settings", make: func(r *rig) { r.app.scene = newSettings(r.app) }, frames: 5},
		{name: "title-continue", make: func(r *rig) {
			inProgress(t, r)
			r.app.scene = newTitle(r.app)
		}, frames: 20},
		{name: "resume", make: func(r *rig) {
			inProgress(t, r)
			r.app.scene = newResume(r.app, r.app.loadSaves())
		}, frames: 5},
		{name: "replace", make: func(r *rig) {
			inProgress(t, r)
			r.app.scene = newReplace(r.app, r.app.loadSave("gravity"), [2]session.Seat{human, bot}, func() Scene { return newTitle(r.app) })
		}, frames: 5},
		{name: "title-notice-portrait", w: 560, h: 780, make: func(r *rig) {
			// What a 2,000-character unknown key in a save shows.
			bad := strings.Replace(gravitySave("e4"), "end\n", strings.Repeat("k", 2000)+" 1\nend\n", 1)
			if err := r.app.texts.Save(session.Key("gravity"), []byte(bad)); err != nil {
				t.Fatal(err)
			}
			r.app.scene = newTitle(r.app)
		}, frames: 20},
		{name: "shortcuts", make: func(r *rig) { r.app.help = true }, frames: 5},
		{name: "library", make: func(r *rig) { r.app.scene = newLibrary(r.app, nil) }, frames: 5},
		{name: "gamemenu", make: func(r *rig) {
			playing("gravity", []string{"d6", "c4", "e5", "h1"}, [2]session.Seat{human, bot})(r)
			r.app.scene = newGameMenu(r.app, r.app.scene.(*play))
		}, frames: 10},
		{name: "copyview", make: func(r *rig) {
			r.app.scene = newCopyView(r.app, "Game record", "1. d6 c4\n2. e5 h1\n3. e4 d4", "Paste it to open the game again.",
				func() Scene { return newTitle(r.app) })
		}, frames: 5},
	}
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			set := settings.Defaults()
			set.Lang, set.Palette = tc.lang, tc.pal
			if set.Palette == "" {
				set.Palette = "classic"
			}
			r := newRig(t, Options{Keeping: keptIn(storage.Memory{"settings": set.Encode()}, nil)})
			w, h := shotW, shotH
			if tc.w != 0 {
				w, h = tc.w, tc.h
			}
			r.app.SetSize(w, h)
			r.screen = ebiten.NewImage(w, h)
			tc.make(r)
			if tc.hover != [2]int{} {
				r.in.x, r.in.y, r.in.over = w*tc.hover[0]/1000, h*tc.hover[1]/1000, true
			}
			// Drawing under Xvfb is the slow part: draw only the last frames.
			for range tc.frames - 2 {
				if err := r.tick(false); err != nil {
					t.Fatal(err)
				}
			}
			r.frames(2)
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			r.screen.ReadPixels(img.Pix)
			bg := r.app.pal.Background
			differ := 0
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i] != bg.R || img.Pix[i+1] != bg.G || img.Pix[i+2] != bg.B {
					differ++
				}
			}
			if share := float64(differ) / float64(w*h); share < 0.05 {
				t.Errorf("only %.1f%% of the screen differs from the background", 100*share)
			}
			if dir == "" {
				return
			}
			f, err := os.Create(filepath.Join(dir, "scene-"+tc.name+".png"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if err := png.Encode(f, img); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// inProgress saves a Gravity and a Kpé game in progress.
func inProgress(t *testing.T, r *rig) {
	kpe := "tavola-save 2\ngame kpe\nstart 6,6,6,6/6,6,6,6 S - - 0 0\nseats ai:3 human\nmoves A a D d B\nend\n"
	for name, data := range map[string]string{
		"gravity": gravitySave("d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5"), "kpe": kpe} {
		if err := r.app.texts.Save(session.Key(name), []byte(data)); err != nil {
			t.Fatal(err)
		}
	}
}

// gipfRemovalStep is a GIPF removal choice waiting for White: e1-e5 has
// made the row e2–e5 with White's two GIPF pieces, and a Black piece on
// e6 extends it; White has clicked e3 to keep that GIPF piece, and the
// pointer rests on the tick (its tooltip).
func gipfRemovalStep(r *rig) {
	g, _ := r.app.deps.NewGame("gipf-standard")
	if err := g.SetPosition("standard 4/5/6/WWw1b2/6/5/3B w 9 12 -"); err != nil {
		r.t.Fatal(err)
	}
	s, _ := session.New(g, [2]session.Seat{{}, {AI: true, Level: 3}}, r.app.deps.NewSearch, 1)
	p := newPlayFrom(r.app, s)
	r.app.scene = p
	a, _ := g.ParseAction("e1-e5")
	if err := p.apply(r.app, a); err != nil {
		r.t.Fatal(err)
	}
	v := p.view.(*render.GIPFView)
	r.frames(60)
	x, y := v.PointCenter(gipf.PointIndex("e3"))
	r.in.click(int(x), int(y))
	r.settle()
	x, y = v.ConfirmCenter()
	r.in.x, r.in.y, r.in.over = int(x), int(y), true
}

// kpeStartTip is a game of Kpé at the start, the pointer resting on the
// padlock under B (its tooltip).
func kpeStartTip(r *rig) {
	p, err := newPlay(r.app, "kpe", [2]session.Seat{{}, {AI: true, Level: 3}})
	if err != nil {
		r.t.Fatal(err)
	}
	r.app.scene = p
	r.frames(2)
	x, y := p.view.(*render.KpeView).LockCenter(1)
	r.in.x, r.in.y, r.in.over = int(x), int(y), true
}
