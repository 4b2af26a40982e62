//go:build !js

package e2e

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

const chromium = "/usr/bin/chromium"

// buildSite builds the game for js/wasm and lays out the site wasm/dist
// would hold: main.html, index.html, wasm_exec.js and tavola.wasm.
func buildSite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "tavola.wasm"), ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("wasm build: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	copyFile(t, filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	for _, f := range []string{"main.html", "index.html"} {
		copyFile(t, filepath.Join(root, "wasm", f), filepath.Join(dir, f))
	}
	return dir
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// browser starts headless Chromium with the flags toolchain.md measured:
// software WebGL, and none of the background connections this machine's
// closed network would refuse.
func browser(t *testing.T) context.Context {
	t.Helper()
	if _, err := os.Stat(chromium); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI needs %s (make test installs it): %v", chromium, err)
		}
		t.Skipf("no %s: browser tests skipped", chromium)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1024, 768),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	return ctx
}

func screenshot(t *testing.T, ctx context.Context, name string) image.Image {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if dir := os.Getenv("TAVOLA_SCREENSHOTS"); dir != "" {
		if err := os.WriteFile(filepath.Join(dir, "browser-"+name+".png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	return img
}

// colours counts the distinct colours of img, sampling every other pixel:
// a drawn scene has text, pieces and shading; a blank or failed canvas has
// one or two.
func colours(img image.Image) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	return len(seen)
}

// changed is the fraction of pixels that differ between a and b.
func changed(a, b image.Image) float64 {
	r := a.Bounds().Intersect(b.Bounds())
	n, diff := 0, 0
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			n++
			if a.At(x, y) != b.At(x, y) {
				diff++
			}
		}
	}
	return float64(diff) / float64(n)
}

// TestBrowserLoadsDrawsAndAnswersInput loads the WebAssembly build in
// headless Chromium: the loader must hand over to the game, the game must
// draw its title screen, and pressing Enter must move to the next scene.
func TestBrowserLoadsDrawsAndAnswersInput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the wasm and starts a browser")
	}
	site := buildSite(t)
	srv := httptest.NewServer(http.FileServer(http.Dir(site)))
	defer srv.Close()
	ctx := browser(t)

	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(srv.URL+"/main.html")); err != nil {
		t.Fatalf("navigate: %v", err)
	}
	loaded := `!document.getElementById("loading") && document.querySelector("canvas") !== null`
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](loaded, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.getElementById("error")||{}).textContent||""`))
		t.Fatalf("the game did not start: %v %s", err, msg)
	}
	// Give the game a few frames on software WebGL.
	if err := chromedp.Do(ctx, chromedp.Sleep(3*time.Second)); err != nil {
		t.Fatal(err)
	}
	title := screenshot(t, ctx, "title")
	if n := colours(title); n < 40 {
		t.Fatalf("the title screen has %d colours: nothing is drawn", n)
	}

	// Focus the canvas with a click on an empty corner (press, hold, release:
	// a press and release in one frame is missed), then press Enter.
	if err := chromedp.Do(ctx,
		chromedp.MouseEvent(chromedp.MousePressed, 4, 4, chromedp.ButtonLeft),
		chromedp.Sleep(120*time.Millisecond),
		chromedp.MouseEvent(chromedp.MouseReleased, 4, 4, chromedp.ButtonLeft),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.KeyEvent("\r"),
		chromedp.Sleep(4*time.Second), // the crossfade runs slowly on software WebGL
	); err != nil {
		t.Fatal(err)
	}
	next := screenshot(t, ctx, "after-enter")
	if f := changed(title, next); f < 0.02 {
		t.Fatalf("Enter on the title screen changed %.1f%% of the screen; want a new scene", 100*f)
	}
}
