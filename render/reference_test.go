package render

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// update rewrites the reference pictures instead of comparing with them:
// go test ./render -run Screenshots -update (under xvfb-run), then look at
// testdata/*.png before committing them.
var update = flag.Bool("update", false, "write the reference pictures in testdata anew")

// The reference pictures in testdata are the scenes shrunk refScale times
// (each pixel the mean of a refScale×refScale block), small enough to
// commit and blind to the rounding of a single edge pixel. A scene matches
// its reference when at most refShare of its shrunken pixels differ from
// the reference's by more than refLevels in some channel. A piece that is
// missing, moved or of the other colour changes a hundred or more of them
// (a piece is about 12 shrunken pixels across); refShare is ten times
// fewer. From run to run on one machine a few (up to 7 seen) differ by one
// level, where the atlas places a sprite differently.
const (
	refScale  = 4
	refLevels = 8
	refShare  = 0.0005
)

// shrink returns img reduced refScale times, each pixel the mean of its
// block.
func shrink(img *image.RGBA) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx()/refScale, b.Dy()/refScale))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			var sum [4]int
			for dy := range refScale {
				for dx := range refScale {
					c := img.RGBAAt(b.Min.X+x*refScale+dx, b.Min.Y+y*refScale+dy)
					sum[0], sum[1], sum[2], sum[3] = sum[0]+int(c.R), sum[1]+int(c.G), sum[2]+int(c.B), sum[3]+int(c.A)
				}
			}
			n := refScale * refScale
			out.SetRGBA(x, y, color.RGBA{uint8((sum[0] + n/2) / n), uint8((sum[1] + n/2) / n), uint8((sum[2] + n/2) / n), uint8((sum[3] + n/2) / n)})
		}
	}
	return out
}

// matchReference compares img, shrunk, with testdata/name (or writes it
// there with -update). On a mismatch it writes what was drawn and a map of
// the differences beside the system's temporary files, to look at.
func matchReference(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	got := shrink(img)
	path := filepath.Join("testdata", name)
	if *update {
		if err := writePNGFile(path, got); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := readPNG(path)
	if err != nil {
		t.Fatalf("%s: %v (make the reference with -update and look at it)", name, err)
	}
	if want.Bounds() != got.Bounds() {
		t.Fatalf("%s: drawn %v shrunk, the reference is %v", name, got.Bounds().Size(), want.Bounds().Size())
	}
	diff := image.NewRGBA(got.Bounds())
	bad := 0
	for y := range got.Rect.Dy() {
		for x := range got.Rect.Dx() {
			g, w := got.RGBAAt(x, y), want.RGBAAt(x, y)
			diff.SetRGBA(x, y, color.RGBA{g.R / 4, g.G / 4, g.B / 4, 255})
			if !near(g, w, refLevels) {
				bad++
				diff.SetRGBA(x, y, color.RGBA{255, 0, 255, 255})
			}
		}
	}
	if limit := refShare * float64(got.Rect.Dx()*got.Rect.Dy()); float64(bad) > limit {
		dir := filepath.Join(os.TempDir(), "tavola-render-diff")
		_ = os.MkdirAll(dir, 0o755)
		_ = writePNGFile(filepath.Join(dir, name), got)
		_ = writePNGFile(filepath.Join(dir, "diff-"+name), diff)
		t.Errorf("%s: %d of %d pixels (shrunk %d×) differ from the reference by more than %d levels, over the %.0f allowed; drawn and differences (magenta) in %s",
			name, bad, got.Rect.Dx()*got.Rect.Dy(), refScale, refLevels, limit, dir)
	}
}

func readPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba, nil
	}
	out := image.NewRGBA(img.Bounds())
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			out.Set(x, y, img.At(x, y))
		}
	}
	return out, nil
}

func writePNGFile(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
