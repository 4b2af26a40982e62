package wine

import (
	"bufio"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jezek/xgb"
	"github.com/jezek/xgb/xproto"
	"github.com/jezek/xgb/xtest"
)

// xserver is an Xvfb of the test's own: the Windows app's window is the
// only one on it, so that a screenshot of the screen is the app's.
type xserver struct {
	display string
	conn    *xgb.Conn
	root    xproto.Window
	w, h    int
}

func startX(t *testing.T) *xserver {
	t.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		t.Skip("no Xvfb (make deps-test installs it)")
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb gave no display number: %v", err)
	}
	x := &xserver{display: ":" + strings.TrimSpace(line)}
	if x.conn, err = xgb.NewConnDisplay(x.display); err != nil {
		t.Fatalf("connecting to Xvfb %s: %v", x.display, err)
	}
	t.Cleanup(x.conn.Close)
	if err := xtest.Init(x.conn); err != nil {
		t.Fatalf("Xvfb %s has no XTEST: %v", x.display, err)
	}
	s := xproto.Setup(x.conn).DefaultScreen(x.conn)
	x.root, x.w, x.h = s.Root, int(s.WidthInPixels), int(s.HeightInPixels)
	return x
}

// screenshot reads the whole screen.
func (x *xserver) screenshot(t *testing.T) *image.RGBA {
	t.Helper()
	rep, err := xproto.GetImage(x.conn, xproto.ImageFormatZPixmap, xproto.Drawable(x.root), 0, 0, uint16(x.w), uint16(x.h), 0xffffffff).Reply()
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, x.w, x.h))
	if len(rep.Data) < 4*x.w*x.h {
		t.Fatalf("screenshot: %d bytes for %d×%d", len(rep.Data), x.w, x.h)
	}
	for i := 0; i < x.w*x.h; i++ { // BGRX
		img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = rep.Data[4*i+2], rep.Data[4*i+1], rep.Data[4*i], 0xff
	}
	return img
}

// click presses the left button at (px, py) and lets it go 120 ms later,
// as a person's click (one frame's press and release would be missed).
func (x *xserver) click(t *testing.T, px, py int) {
	t.Helper()
	for _, ev := range []struct {
		typ, detail byte
		pause       time.Duration
	}{{xproto.MotionNotify, 0, 200 * time.Millisecond}, {xproto.ButtonPress, 1, 120 * time.Millisecond}, {xproto.ButtonRelease, 1, 0}} {
		if err := xtest.FakeInputChecked(x.conn, ev.typ, ev.detail, 0, x.root, int16(px), int16(py), 0).Check(); err != nil {
			t.Fatalf("click: %v", err)
		}
		time.Sleep(ev.pause)
	}
}

// accent is the colour of the focused button (the title's Play): the
// palette's Accent.
var accent = color.RGBA{0xd9, 0xa4, 0x41, 0xff}

// accentBox is the bounding box of the tallest band of rows with many
// pixels of the accent colour (the focused button, not the thin bar that
// marks the button under the pointer), and the count of such pixels.
func accentBox(img *image.RGBA) (image.Rectangle, int) {
	near := func(a, b uint8) bool { return a > b-20 && a < b+20 }
	var best, run image.Rectangle
	n := 0
	for y := 0; y < img.Rect.Dy(); y++ {
		row := image.Rectangle{}
		k := 0
		for x := 0; x < img.Rect.Dx(); x++ {
			c := img.RGBAAt(x, y)
			if near(c.R, accent.R) && near(c.G, accent.G) && near(c.B, accent.B) {
				row = row.Union(image.Rect(x, y, x+1, y+1))
				k++
			}
		}
		n += k
		if k < 100 {
			run = image.Rectangle{}
			continue
		}
		run = run.Union(row)
		if run.Dy() > best.Dy() {
			best = run
		}
	}
	return best, n
}

func colours(img *image.RGBA) int {
	seen := map[color.RGBA]bool{}
	for i := 0; i < len(img.Pix); i += 8 {
		seen[color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], 0xff}] = true
	}
	return len(seen)
}

func changed(a, b *image.RGBA) float64 {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] {
			n++
		}
	}
	return float64(n) / float64(len(a.Pix)/4)
}

func save(t *testing.T, img image.Image, name string) string {
	t.Helper()
	dir := os.Getenv("TAVOLA_SCREENSHOTS")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, name)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestWindowsAppDrawsItsTitleAndTakesAClick starts tavola.exe under Wine
// on an X server of its own (Wine draws Ebitengine's DirectX through
// OpenGL, here Mesa's software renderer), waits for its title screen (the
// Play button in the accent colour, the whole drawn in many colours),
// clicks Play and checks that the next screen replaced the title.
func TestWindowsAppDrawsItsTitleAndTakesAClick(t *testing.T) {
	p, bins := setup(t)
	x := startX(t)
	app := p.Command(bins["windows-app"], "-mute")
	app.Env = append(app.Env, "DISPLAY="+x.display)
	var logs strings.Builder
	app.Stdout, app.Stderr = &logs, &logs
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- app.Wait() }()
	t.Cleanup(func() {
		app.Process.Kill()
		<-exited
	})

	var title *image.RGBA
	var play image.Rectangle
	started := time.Now()
	for {
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("tavola.exe ended (%v) before drawing its title:\n%s", err, logs.String())
		default:
		}
		img := x.screenshot(t)
		if box, n := accentBox(img); n > 2000 && colours(img) > 40 {
			// Two screenshots a second apart agree: the title has settled.
			time.Sleep(time.Second)
			again := x.screenshot(t)
			if changed(img, again) < 0.001 {
				title, play = again, box
				break
			}
		}
		if time.Since(started) > 3*time.Minute {
			t.Fatalf("no title screen after %v (saved %s):\n%s", time.Since(started).Round(time.Second), save(t, img, "wine-no-title.png"), logs.String())
		}
		time.Sleep(time.Second)
	}
	t.Logf("the title after %v: %s (Play at %v, %d colours)", time.Since(started).Round(time.Second), save(t, title, "wine-title.png"), play, colours(title))
	if play.Dx() < 100 || play.Dy() < 20 {
		t.Fatalf("the accent's box %v is no button", play)
	}
	c := image.Pt((play.Min.X+play.Max.X)/2, (play.Min.Y+play.Max.Y)/2)
	x.click(t, c.X, c.Y)
	var after *image.RGBA
	for end := time.Now().Add(30 * time.Second); ; {
		time.Sleep(time.Second)
		after = x.screenshot(t)
		if changed(title, after) > 0.05 || time.Now().After(end) {
			break
		}
	}
	path := save(t, after, "wine-after-click.png")
	if f := changed(title, after); f < 0.05 {
		t.Fatalf("the click on Play at %v changed %.1f%% of the screen (%s): the click was not taken", c, 100*f, path)
	}
	t.Logf("after the click: %s", path)
}
