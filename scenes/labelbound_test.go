package scenes

import (
	"image/color"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/internal/absurd"
	"tavola/ui"
	"tavola/ui/paint"
)

// ink is the colour of the test texts.
var ink = color.RGBA{230, 230, 230, 255}

func TestTextIsBoundedWhateverTheString(t *testing.T) {
	const w, h = 720, 450
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	for name, s := range absurd.Texts() {
		u := paint.New()
		var before, after runtime.MemStats
		size := 18.0
		// One frame each, so that Ebitengine's command queue of one
		// string is not counted with the next one's.
		err := loop.do(func() error { return nil }, func(*ebiten.Image) {
			runtime.ReadMemStats(&before)
			u.Text(dst, s, w/2, 100, size, false, ink, ui.AlignCenter)
			u.Text(dst, s, 600, 140, size, true, ink, ui.AlignLeft)
			u.Para(dst, s, 20, 200, 400, size, false, ink, ui.AlignLeft, 3)
			runtime.ReadMemStats(&after)
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %.1f MB allocated", name, float64(after.TotalAlloc-before.TotalAlloc)/(1<<20))
		if n := after.TotalAlloc - before.TotalAlloc; n > 24<<20 {
			t.Errorf("%s: drawing it allocated %d MB", name, n>>20)
		}
		line := size * paint.LineGap
		n := 0
		u.EachLabel(func(_ string, lines int, al ui.Align, img *ebiten.Image) {
			n++
			b := img.Bounds()
			maxW, maxH := float64(w), 2*line
			switch {
			case lines == 3:
				maxW, maxH = 400, 4*line
			case al == ui.AlignLeft:
				maxW = w - 600
			}
			if float64(b.Dx()) > maxW+2 || float64(b.Dy()) > maxH {
				t.Errorf("%s: a label of %v, want at most %.0f×%.0f (%d lines)", name, b.Size(), maxW+2, maxH, lines)
			}
		})
		if n != 3 {
			t.Errorf("%s: %d labels, want 3", name, n)
		}
		u.Flush()
	}
}

// BenchmarkAbsurdLabel makes the label of a 5 MB token without spaces
// (before the bound: about 1 GB and 20 s, then no frame).
func BenchmarkAbsurdLabel(b *testing.B) {
	s := strings.Repeat("x", 5<<20)
	err := loop.do(func() error { return nil }, func(*ebiten.Image) {
		u := paint.New()
		b.ReportAllocs()
		for b.Loop() {
			u.Label(s, 18, false, ink, 400, 3, ui.AlignLeft)
			u.Flush()
		}
	})
	if err != nil {
		b.Fatal(err)
	}
}
