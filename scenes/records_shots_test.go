package scenes

import (
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"tavola/storage"
	"tavola/storage/shelf"
)

// shelved puts a few saved games on sh: a Gravity game won, a Kpé game
// against the AI going on, a GIPF game, and a file that is not a record.
func shelved(t *testing.T, sh *shelf.Shelf) {
	t.Helper()
	at := time.Date(2026, 12, 1, 14, 5, 12, 0, time.UTC)
	games := []struct {
		name, text string
	}{
		{shelf.Name(at, "gravity"), "[Game \"gravity\"]\n[White \"Ada\"]\n[Black \"Bea\"]\n\n1. a4 1... a5 2. d1 2... a6 3. c1 3... a7 4. a8 4... e1 5. c2 5... b1 6. d2 6... f1 7. a3 7... b3 8. a2 8... b4 9. a1\n"},
		{shelf.Name(at.Add(-26*time.Hour), "kpe"), "[Game \"kpe\"]\n[South \"Ada\"]\n[North \"Tavola\"]\n[NorthLevel \"3\"]\n\n1. A 1... d 2. C 2... b 3. D\n"},
		{shelf.Name(at.Add(-50*time.Hour), "gipf-standard"), "[Game \"gipf\"]\n[Variant \"standard\"]\n\n1. a5-c5 1... a1-c3 2. a5-d5\n"},
		{"notes from the club", "1. d6 c4 — the game we played on Tuesday\n"},
	}
	for _, g := range games {
		if err := sh.Save(g.name, []byte(g.text)); err != nil {
			t.Fatal(err)
		}
	}
}

// docShelf is a shelf in memory that says it is a player's folder, with
// the games of shelved, for the screenshots.
func docShelf(t *testing.T) *shelf.Shelf {
	m := storage.Memory{}
	sh := shelf.New(m, "game.", func() ([]string, error) {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		return keys, nil
	}, "/home/ada/Documents/Tavola")
	shelved(t, sh)
	return sh
}

// TestRecordScreenshots draws the scenes of game records (the saved
// games, the game's menu, copying and pasting, playing on from a reviewed
// move) and checks that each draws something besides the background; with
// TAVOLA_SCREENSHOTS set it saves them there as scene-<name>.png.
func TestRecordScreenshots(t *testing.T) {
	moves := []string{"d6", "c4", "e5", "h1", "e4", "d4", "f5", "c5"}
	reviewing := func(r *rig) *play {
		p := twoPeople(t, r, moves...)
		r.in.key(VerbLeft)
		r.in.key(VerbLeft)
		r.in.key(VerbLeft)
		return p
	}
	cases := []struct {
		name string
		w, h int
		make func(r *rig)
	}{
		{"saved-games", 0, 0, func(r *rig) { *r.shelf = *docShelf(t); r.app.scene = newLibrary(r.app, nil) }},
		{"saved-games-portrait", 560, 780, func(r *rig) {
			*r.shelf = *docShelf(t)
			l := newLibrary(r.app, nil)
			l.confirm = 1
			r.app.scene = l
		}},
		{"game-menu", 0, 0, func(r *rig) { r.app.scene = newGameMenu(r.app, twoPeople(t, r, moves...)) }},
		{"copy-record", 0, 0, func(r *rig) {
			if err := copyRecord(r.app, twoPeople(t, r, moves...)); err != nil {
				t.Fatal(err)
			}
		}},
		{"paste-error", 0, 0, func(r *rig) {
			openInBox(r.app, "[Game \"gravity\"]\n\n1. d6 1... c4 2. z9\n", nil)
		}},
		{"review-play-from-here", 0, 0, func(r *rig) { reviewing(r) }},
		{"branch", 0, 0, func(r *rig) {
			reviewing(r)
			r.settle()
			r.in.key(VerbConfirm)
		}},
		{"variation", 0, 0, func(r *rig) {
			p := twoPeople(t, r, moves...)
			p.playFrom(r.app, 5, true)
			a, _ := p.sess.Game().ParseAction("a1")
			if err := p.apply(r.app, a); err != nil {
				t.Fatal(err)
			}
			r.in.key(VerbLeft)
		}},
	}
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, h := shotW, shotH
			if tc.w != 0 {
				w, h = tc.w, tc.h
			}
			r := layoutRig(t, w, h, "")
			tc.make(r)
			r.settle()
			if p, ok := r.app.scene.(*play); ok {
				p.view.Snap() // the picture at rest, not in the middle of a move
			}
			r.frames(3)
			img := image.NewRGBA(image.Rect(0, 0, w, h))
			r.screen.ReadPixels(img.Pix)
			bg, differ := r.app.pal.Background, 0
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i] != bg.R || img.Pix[i+1] != bg.G || img.Pix[i+2] != bg.B {
					differ++
				}
			}
			if share := float64(differ) / float64(w*h); share < 0.05 {
				t.Errorf("only %.1f%% of the screen differs from the background", 100*share)
			}
			if dir != "" {
				savePNG(t, r.screen, filepath.Join(dir, "scene-"+tc.name+".png"))
			}
		})
	}
}
