package render

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
)

// pendingChoices plays random games of every variant and returns copies of
// the positions where a player must choose a removal, up to n of them.
func pendingChoices(n int) []*gipf.Game {
	rng := rand.New(rand.NewPCG(31, 32))
	var out []*gipf.Game
	var acts []rules.Action
	for game := 0; len(out) < n && game < 2000; game++ {
		g := gipf.New(gipf.Variant(game % 3))
		for ply := 0; !g.Outcome().Over && ply < 200; ply++ {
			if _, pending, _ := g.Pending(nil); pending {
				out = append(out, g.Clone().(*gipf.Game))
				if len(out) == n {
					break
				}
			}
			acts = g.Actions(acts[:0])
			g.Apply(acts[rng.IntN(len(acts))], nil)
		}
	}
	return out
}

func TestGIPFRemovalButtonsStandBesideTheRowOnNothing(t *testing.T) {
	games := pendingChoices(60)
	if len(games) < 40 {
		t.Fatalf("only %d removal choices found", len(games))
	}
	sizes := []image.Rectangle{
		image.Rect(0, 0, 900, 640), image.Rect(0, 0, 420, 860), image.Rect(0, 0, 1280, 800),
		image.Rect(20, 30, 580, 810), image.Rect(0, 0, 480, 800),
	}
	cases, beside, near, legends := 0, 0, 0, 0
	for _, area := range sizes {
		v := NewGIPFView(contrastPalette(t)).(*GIPFView)
		v.SetBounds(area)
		v.SetLabels(testLabels)
		v.Sync(games[0])
		drawn(v, area.Max.X, area.Max.Y, color.RGBA{}) // the legend's words
		for _, g := range games {
			v.Sync(g)
			for i, r := range v.rows {
				v.selRow, v.kept = i, 0
				v.placeChoice()
				cases++
				if b := v.choice.box; b[2] > 0 && v.legendCost(b) < 100 && b[0] >= float64(area.Min.X) && b[1] >= float64(area.Min.Y) &&
					b[0]+b[2] <= float64(area.Max.X) && b[1]+b[3] <= float64(area.Max.Y) {
					legends++
				}
				if !v.choice.btnOK {
					continue
				}
				beside++
				s := v.lay.s
				rb := gipfButtonR * rowButtonScale * 1.12 * s // with the hover glow
				n := 1
				if len(v.rows) > 1 {
					n = 2
				}
				for b, c := range v.choice.btn[:n] {
					x, y := c[0], c[1]
					if x-rb < float64(area.Min.X) || x+rb > float64(area.Max.X) || y-rb < float64(area.Min.Y) || y+rb > float64(area.Max.Y) {
						t.Errorf("%v: button %d at (%.0f,%.0f) leaves the bounds", area, b, x, y)
					}
					for q := range gipf.NumPoints {
						px, py := v.lay.point(q)
						d, min := math.Hypot(x-px, y-py), 0.14*s+rb // a dot's radius
						if v.cells[q] != noPiece {
							min = gipfPieceD/2*s + rb
						}
						if d < min {
							t.Errorf("%v, %s, row %d: button %d covers %s (%.2f s away)", area, position(g), i, b, gipf.PointName(q), d/s)
						}
					}
				}
				if d := v.rowDistance(r.Extent, v.choice.btn[0][0], v.choice.btn[0][1]); d <= 2.6*v.lay.s {
					near++
				}
			}
		}
	}
	t.Logf("%d choices: buttons beside the row in %d, the tick within 2.6 spacings of it in %d, the legend on no piece in %d",
		cases, beside, near, legends)
	if beside < cases*9/10 || near < cases*8/10 || legends < cases*9/10 {
		t.Errorf("of %d choices, %d have their buttons beside the row, %d near it, %d their legend on no piece: want 90%%, 80%%, 90%%",
			cases, beside, near, legends)
	}
}

// position is g's position string, or its board when a decision is pending.
func position(g *gipf.Game) string {
	if p, err := g.Position(); err == nil {
		return p
	}
	return g.Board()
}

func TestGIPFRemovalStepsAndLegend(t *testing.T) {
	// The row e2–e5 holds White's GIPF pieces on e3 and e4 and a Black
	// piece extends it on e6: one row, so it is chosen already.
	g := newGIPF(t, gipf.Standard, "standard 4/5/6/WWw1b2/6/5/3B w 9 12 -")
	g.Apply(mustParse(t, g, "e1-e5"), nil)
	v := newGIPFTestView(t, g)
	v.SetLabels(testLabels)
	bg := color.RGBA{255, 0, 255, 255}
	drawn(v, 900, 640, bg)
	if v.Step() != StepKeepGIPF {
		t.Errorf("one row with GIPF pieces: step %d, want StepKeepGIPF", v.Step())
	}
	want := [legCount]bool{legHome: true, legCapture: true, legKeep: true}
	if v.choice.legend != want {
		t.Errorf("legend %v, want %v", v.choice.legend, want)
	}
	clickPoint(v, g, "e3")
	drawn(v, 900, 640, bg)
	want[legKept] = true
	if v.choice.legend != want {
		t.Errorf("with e3 kept the legend is %v, want %v", v.choice.legend, want)
	}
	if b := v.choice.box; b[2] == 0 || v.legendCost(b) != 0 {
		t.Errorf("the legend at %v is missing or lies on the board", b)
	}

	// Two rows crossing at e5: none chosen, then one.
	c := newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -")
	c.Apply(mustParse(t, c, "e1-e5"), nil)
	v = newGIPFTestView(t, c)
	v.SetLabels(testLabels)
	drawn(v, 900, 640, bg)
	if v.Step() != StepChooseRow || v.choice.legend != [legCount]bool{legOffer: true} {
		t.Errorf("two rows offered: step %d, legend %v", v.Step(), v.choice.legend)
	}
	clickPoint(v, c, "d4")
	drawn(v, 900, 640, bg)
	if v.Step() != StepConfirmRow || v.choice.legend != [legCount]bool{legOffer: true, legHome: true} {
		t.Errorf("a row of singles chosen: step %d, legend %v", v.Step(), v.choice.legend)
	}
	// Without words, no legend.
	v = newGIPFTestView(t, c)
	drawn(v, 900, 640, bg)
	if v.choice.box[2] != 0 {
		t.Error("a legend is drawn with no words")
	}
	g.Apply(mustParse(t, g, "xe2,(e3),e4,e5,e6"), nil)
	v.Sync(g)
	if v.Step() != StepNone {
		t.Errorf("Black to push: step %d, want StepNone", v.Step())
	}
}

func TestGIPFStacksAreCaptionedAndButtonsExplained(t *testing.T) {
	bg := color.RGBA{255, 0, 255, 255}
	for _, area := range []image.Rectangle{image.Rect(0, 0, 900, 640), image.Rect(0, 0, 420, 860)} {
		g := gipf.New(gipf.Tournament)
		g.Apply(mustParse(t, g, "Ge2"), nil)
		g.Apply(mustParse(t, g, "Ge8"), nil)
		bare := NewGIPFView(contrastPalette(t)).(*GIPFView)
		v := NewGIPFView(contrastPalette(t)).(*GIPFView)
		for _, w := range []*GIPFView{bare, v} {
			w.SetBounds(area)
			w.Sync(g)
		}
		v.SetLabels(testLabels)
		a, b := pixels(drawn(bare, area.Dx(), area.Dy(), bg)), pixels(drawn(v, area.Dx(), area.Dy(), bg))
		for pl := range 2 {
			for kind := range 2 {
				x, y := v.lay.stackLabel(rules.Player(pl), kind)
				s := v.lay.s
				r := image.Rect(int(x-0.6*s), int(y+0.18*s), int(x+0.6*s), int(y+0.5*s))
				if v.lay.portrait {
					r = image.Rect(int(x+0.25*s), int(y-0.15*s), int(x+1.3*s), int(y+0.15*s))
				}
				if samePixels(a.SubImage(r).(*image.RGBA), b.SubImage(r).(*image.RGBA)) {
					t.Errorf("%v: player %d's stack %d has no caption by its count", area, pl, kind)
				}
			}
		}
		hover := func(x, y float64) int {
			for range tipDelay + 1 {
				v.Input(g, Pointer{X: int(x), Y: int(y), Present: true})
				v.Update()
			}
			return v.open
		}
		for _, tc := range []struct {
			b   gipfButton
			tip int
		}{{btnCoords, gTipCoords}, {btnSingle, gTipSingle}, {btnGIPF, gTipGIPF}} {
			x, y := v.buttonXY(tc.b)
			if tc.b == btnCoords {
				x, y = v.lay.button(btnCoords, 0)
			}
			if got := hover(x, y); got != tc.tip {
				t.Errorf("%v: hovering button %d shows tooltip %d, want %d", area, tc.b, got, tc.tip)
			}
		}
		x, y := v.lay.slot(rules.Second, stackReserve, 2)
		if got := hover(x, y); got != gTipReserve+1 {
			t.Errorf("%v: hovering Black's reserve shows tooltip %d", area, got)
		}
	}
}
