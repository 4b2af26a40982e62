package scenes

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/i18n"
	"tavola/render"
	"tavola/ui"
)

func TestChooseCardsOpenTheirGameByKeysMouseAndTouch(t *testing.T) {
	for _, next := range []chooseNext{chooseSetup, chooseRules} {
		r := newRig(t, Options{})
		open := func(how string, in func(c *choose), want string) {
			t.Helper()
			c := newChoose(r.app, next)
			r.app.scene = c
			r.frames(1)
			in(c)
			r.settle()
			got := ""
			switch s := r.app.scene.(type) {
			case *setup:
				got = "setup " + s.fam
			case *rulesScene:
				got = "rules " + s.fam
			default:
				got = typeName(s)
			}
			if want := map[chooseNext]string{chooseSetup: "setup ", chooseRules: "rules "}[next] + want; got != want {
				t.Errorf("%s: %s, want %s", how, got, want)
			}
		}
		open("→ then Enter", func(*choose) { r.in.key(VerbRight); r.in.key(VerbConfirm) }, "kpe")
		open("↓ ↓ then Enter", func(*choose) { r.in.key(VerbDown); r.in.key(VerbDown); r.in.key(VerbConfirm) }, "gipf")
		open("a click on GIPF", func(c *choose) { r.in.click(c.cardCenter(2)) }, "gipf")
		open("a tap on Kpé's board", func(c *choose) {
			th := c.cards[1].thumb
			r.in.tap(int(th.X+th.W/3), int(th.Y+th.H/3))
		}, "kpe")
	}
}

func TestChooseCardsShowEachBoardDrawnOnceByItsView(t *testing.T) {
	r := newRig(t, Options{})
	c := newChoose(r.app, chooseSetup)
	r.app.scene = c
	r.frames(3)
	if got := r.app.thumbs.drawn; got != len(c.families) {
		t.Fatalf("%d thumbnails drawn for %d cards", got, len(c.families))
	}
	kept := map[string]*ebiten.Image{}
	for name, th := range r.app.thumbs.byGame {
		kept[name] = th.img
	}
	r.frames(20)
	// Back to the title and to the cards again: still the same drawings.
	r.in.key(VerbBack)
	r.settle()
	r.app.scene = newChoose(r.app, chooseSetup)
	r.frames(3)
	if got := r.app.thumbs.drawn; got != len(c.families) {
		t.Errorf("after 26 frames and a return, %d thumbnails drawn, want %d (once each)", got, len(c.families))
	}
	for name, th := range r.app.thumbs.byGame {
		if th.img != kept[name] {
			t.Errorf("%s's thumbnail was made again", name)
		}
	}
	// Each is what the game's own view draws at that size, without its
	// words: captions at a thumbnail's size are grey smudges (Kpé's "No
	// captures until every padlocked pit is sown" in each tray).
	for i, name := range c.games {
		th := r.app.thumbs.byGame[name]
		draw := func(labels bool) []byte {
			img := ebiten.NewImage(th.w, th.h)
			if err := loop.do(func() error { return nil }, func(*ebiten.Image) {
				g, _ := r.app.deps.NewGame(name)
				for _, m := range thumbScripts[family(name)] {
					act, _ := g.ParseAction(m)
					g.Apply(act, nil)
				}
				v := r.app.view(name)
				if !labels {
					v.SetLabels(render.Labels{})
				}
				v.SetHints(false)
				v.SetInteractive(false)
				v.SetBounds(image.Rect(0, 0, th.w, th.h))
				v.Sync(g)
				v.Draw(img)
			}); err != nil {
				t.Fatal(err)
			}
			return pixels(img)
		}
		// The GPU may round a channel by a level or two from draw to draw.
		differ := func(a, b []byte) (off, worst int) {
			for k := range a {
				if d := max(int(a[k])-int(b[k]), int(b[k])-int(a[k])); d > 2 {
					off++
					worst = max(worst, d)
				}
			}
			return off, worst
		}
		got := pixels(th.img)
		if off, worst := differ(got, draw(false)); off > 0 {
			t.Errorf("card %d (%s): %d of %d channels differ from the view's drawing without words, by up to %d", i, name, off, len(got), worst)
		}
		if name == "kpe" {
			if off, _ := differ(got, draw(true)); off == 0 {
				t.Errorf("card %d (%s): the thumbnail has the board's captions", i, name)
			}
		}
		if blank(got) {
			t.Errorf("card %d (%s): the thumbnail is empty", i, name)
		}
	}
	// A new palette draws them again.
	r.app.set.Palette = "night"
	r.app.applySettings()
	r.frames(2)
	if got := r.app.thumbs.drawn; got != 2*len(c.families) {
		t.Errorf("after a change of palette %d thumbnails drawn, want %d", got, 2*len(c.families))
	}
}

// pixels reads img (inside a frame).
func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	out := make([]byte, 4*b.Dx()*b.Dy())
	_ = loop.do(func() error { return nil }, func(*ebiten.Image) { img.ReadPixels(out) })
	return out
}

// blank reports whether every pixel is transparent.
func blank(p []byte) bool {
	for i := 3; i < len(p); i += 4 {
		if p[i] != 0 {
			return false
		}
	}
	return true
}

func TestChooseCardsFitEveryScreen(t *testing.T) {
	for _, sz := range layoutSizes {
		for _, lang := range []string{"en", "it"} {
			t.Run(fmt.Sprintf("%s/%s", sz.name, lang), func(t *testing.T) {
				r := layoutRig(t, sz.w, sz.h, lang)
				c := newChoose(r.app, chooseSetup)
				r.app.scene = c
				r.frames(2)
				shoot(t, r, "choose-"+lang+"-"+sz.name)
				un := r.app.unit
				all := boxes{t: t}
				for i, k := range c.cards {
					all.add(fmt.Sprintf("card %d", i), k.box)
					in := boxes{t: t}
					in.add("thumbnail", k.thumb)
					in.add("name", k.name)
					in.add("line", k.blurb)
					in.within(k.box, fmt.Sprintf("card %d", i))
					in.apart()
					if k.thumb.W < 12*un {
						t.Errorf("card %d's board is %.0f px: too small to see", i, k.thumb.W)
					}
					fam := i18n.FamilyKeys(c.families[i])
					fitsIn(t, r.app.ui, "the name", r.app.t(fam[0]), cardName*un, k.name.W, true)
					blurb := r.app.t(fam[1])
					if tw := r.app.ui.TextWidth(blurb, cardBlurb*un, false); tw > 2*k.blurb.W*0.95 {
						t.Errorf("card %d's line %q (%.0f px) cannot wrap into two lines of %.0f", i, blurb, tw, k.blurb.W)
					}
				}
				all.add("Back", c.back)
				all.within(ui.Rect{X: 0, Y: 14 * un, W: float64(r.app.w), H: float64(r.app.h) - 14*un}, "the screen under the heading")
				all.apart()
			})
		}
	}
}
