package render

import (
	"image"
	"testing"

	"tavola/rules/gipf"
	"tavola/sprites"
	"tavola/sprites/colourtest"
)

func TestGIPFLegendSwatchesStandOutOnTheirPanel(t *testing.T) {
	// The legend of a removal says what each ring and band means: drawn on
	// any board, its panel hides what is under it, and each swatch stands
	// clearly apart from that panel for every kind of colour vision (a
	// ring in a translucent colour on a dark panel was barely there).
	for _, pal := range sprites.Palettes() {
		t.Run(pal.Name, func(t *testing.T) {
			// One row with White's GIPF pieces on e3 and e4, e3 kept: every
			// ring of the legend; then two rows crossing: the band.
			g := newGIPF(t, gipf.Standard, "standard 4/5/6/WWw1b2/6/5/3B w 9 12 -")
			g.Apply(mustParse(t, g, "e1-e5"), nil)
			c := newGIPF(t, gipf.Basic, "basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -")
			c.Apply(mustParse(t, c, "e1-e5"), nil)
			for _, tc := range []struct {
				g    *gipf.Game
				keep string
			}{{g, "e3"}, {c, ""}} {
				v := NewGIPFView(&pal).(*GIPFView)
				v.SetBounds(image.Rect(0, 0, 900, 640))
				v.SetSpeed(SpeedOff)
				v.SetLabels(testLabels)
				v.Sync(tc.g)
				drawn(v, 900, 640, pal.Background)
				if tc.keep != "" {
					clickPoint(v, tc.g, tc.keep)
					drawn(v, 900, 640, pal.Background)
				}
				b := v.choice.box
				if b[2] == 0 {
					t.Fatal("no legend")
				}
				box := image.Rect(int(b[0])+1, int(b[1])+1, int(b[0]+b[2])-1, int(b[1]+b[3])-1)
				through, img := seeThrough(v.drawLegend, 900, 640, box)
				if through > 0 {
					t.Errorf("%d of the legend's %d pixels change with what is under it", through, box.Dx()*box.Dy())
				}
				centres, lh := v.legendSwatches()
				r := legendSwatch * v.lay.s / 2
				for i, on := range v.choice.legend {
					if !on {
						continue
					}
					cell := image.Rect(int(centres[i][0]-r), int(centres[i][1]-lh[i]/2), int(centres[i][0]+r), int(centres[i][1]+lh[i]/2))
					for _, vision := range colourtest.Visions() {
						most := 0.0
						for py := cell.Min.Y; py < cell.Max.Y; py++ {
							for px := cell.Min.X; px < cell.Max.X; px++ {
								most = max(most, colourtest.DeltaE(img.RGBAAt(px, py), pal.Panel, vision))
							}
						}
						if most < 40 {
							t.Errorf("%s swatch %d: with %s it is at most %.1f from its panel (ΔE), want 40", tc.keep, i, vision, most)
						}
					}
				}
			}
		})
	}
}

func TestGIPFLegendTellsHomeFromCapturedWithoutColour(t *testing.T) {
	// "back to the reserve" and "captured" are a green and a red ring in
	// the classic and night palettes, alike for a protanope or a
	// deuteranope; as on the board, each rings a piece — the mover's going
	// home, the opponent's captured — so the two swatches differ in more
	// than colour for everyone.
	for _, pal := range sprites.Palettes() {
		t.Run(pal.Name, func(t *testing.T) {
			g := newGIPF(t, gipf.Standard, "standard 4/5/6/WWw1b2/6/5/3B w 9 12 -")
			g.Apply(mustParse(t, g, "e1-e5"), nil)
			v := NewGIPFView(&pal).(*GIPFView)
			v.SetBounds(image.Rect(0, 0, 900, 640))
			v.SetSpeed(SpeedOff)
			v.SetLabels(testLabels)
			v.Sync(g)
			drawn(v, 900, 640, pal.Background)
			if !v.choice.legend[legHome] || !v.choice.legend[legCapture] {
				t.Fatalf("legend %v: want both rings", v.choice.legend)
			}
			b := v.choice.box
			_, img := seeThrough(v.drawLegend, 900, 640, image.Rect(int(b[0]), int(b[1]), int(b[0]+b[2]), int(b[1]+b[3])))
			centres, _ := v.legendSwatches()
			r := int(legendSwatch * v.lay.s / 2)
			home, capt := centres[legHome], centres[legCapture]
			for _, vision := range colourtest.Visions() {
				apart, all := 0, 0
				for dy := -r; dy <= r; dy++ {
					for dx := -r; dx <= r; dx++ {
						a := img.RGBAAt(int(home[0])+dx, int(home[1])+dy)
						c := img.RGBAAt(int(capt[0])+dx, int(capt[1])+dy)
						all++
						if colourtest.DeltaE(a, c, vision) >= 30 {
							apart++
						}
					}
				}
				if apart*10 < all {
					t.Errorf("with %s the home and captured swatches differ clearly in %d of their %d pixels, want a tenth", vision, apart, all)
				}
			}
		})
	}
}
