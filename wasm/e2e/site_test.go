//go:build !js

package e2e

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"image"
	"image/png"
	"maps"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tavola/wasm/site"
)

const chromium = "/usr/bin/chromium"

// built is the site the package's tests share: built once, by the first
// test that needs it, and removed by TestMain.
var built struct {
	once sync.Once
	dir  string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if built.dir != "" {
		os.RemoveAll(built.dir)
	}
	os.Exit(code)
}

// buildSite builds the site as `make web` does (without brotli, which
// takes a minute), once for all the tests. With TAVOLA_SITE set it uses
// that folder as it is (a `make web` build, or an older build to compare
// with).
func buildSite(t *testing.T) string {
	t.Helper()
	if dir := os.Getenv("TAVOLA_SITE"); dir != "" {
		return dir
	}
	built.once.Do(func() {
		root, err := filepath.Abs("../..")
		if err != nil {
			built.err = err
			return
		}
		if built.dir, built.err = os.MkdirTemp("", "tavola-site-"); built.err == nil {
			built.err = site.Build(site.Options{Root: root, Out: built.dir})
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.dir
}

// serve serves the site as `make serve` does, and the yardstick page at
// /testdata/webgl2.html.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/testdata/", http.StripPrefix("/testdata/", http.FileServer(http.Dir("testdata"))))
	mux.Handle("/", site.Handler(dir))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

// browser starts headless Chromium with the flags toolchain.md measured:
// software WebGL, and none of the background connections this machine's
// closed network would refuse. Every console error and uncaught exception
// of its pages fails the test (a missing favicon included).
func browser(t *testing.T) context.Context {
	t.Helper()
	return browserIn(t, t.TempDir())
}

// browserIn is browser with its profile in dir.
func browserIn(t *testing.T, dir string) context.Context {
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
		chromedp.UserDataDir(dir),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1024, 768),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	var mu sync.Mutex
	var bad []string
	done := make(chan struct{})
	msgs := chromedp.Console(ctx)
	go func() {
		defer close(done)
		for m, err := range msgs {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() {
				mu.Lock()
				bad = append(bad, m.String())
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		mu.Lock()
		for _, m := range bad {
			t.Errorf("console error: %s", m)
		}
		mu.Unlock()
		cancel()
		cancelAlloc()
		<-done
	})
	return ctx
}

// open loads page (a path of the site) at 1024×768 and waits until the
// loader has handed over to the game and its canvas exists.
func open(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	openAt(t, ctx, url, 1024, 768)
}

// openAt is open in a w×h page.
func openAt(t *testing.T, ctx context.Context, url string, w, h int64) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(w, h), chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigate %s: %v", url, err)
	}
	waitGame(t, ctx)
}

// waitGame waits for the game's canvas in the page or in its iframe.
func waitGame(t *testing.T, ctx context.Context) {
	t.Helper()
	loaded := `(() => { const d = (document.getElementById("game") || {}).contentDocument || document;
		return !d.getElementById("loading") && d.querySelector("canvas") !== null; })()`
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](loaded, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		msg, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.getElementById("error")||{}).textContent||""`))
		t.Fatalf("the game did not start: %v %s", err, msg)
	}
}

func sleep(t *testing.T, ctx context.Context, d time.Duration) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Sleep(d)); err != nil {
		t.Fatal(err)
	}
}

// key presses and releases k (a chromedp/kb key).
func key(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(k), chromedp.Sleep(150*time.Millisecond)); err != nil {
		t.Fatal(err)
	}
}

// frameStats are the browser's animation frames over a stretch of time.
type frameStats struct {
	cpu                    time.Duration            // the browser's processor time per frame
	threads                map[string]time.Duration // cpu by thread (chromiumThreads)
	fps                    float64
	p50, p95, p99, longest time.Duration
	n                      int
}

func (s frameStats) String() string {
	return fmt.Sprintf("%.1f fps (%d frames; interval p50 %.1f ms, p95 %.1f, p99 %.1f, max %.1f; browser CPU %.1f ms/frame)", s.fps, s.n,
		ms(s.p50), ms(s.p95), ms(s.p99), ms(s.longest), ms(s.cpu))
}

// busiest lists the threads that used the most processor time per frame,
// those above a tenth of a millisecond, at most n.
func (s frameStats) busiest(n int) string {
	names := slices.Collect(maps.Keys(s.threads))
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(s.threads[b], s.threads[a]) })
	var l []string
	for _, k := range names[:min(n, len(names))] {
		if s.threads[k] >= time.Millisecond/10 {
			l = append(l, fmt.Sprintf("%s %.1f", k, ms(s.threads[k])))
		}
	}
	return strings.Join(l, ", ") + " (ms/frame)"
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// measureFramesIn counts the animation frames of the page for d, as
// requestAnimationFrame sees them (Ebitengine draws in those callbacks),
// with the processor time per frame of the browser whose profile is in
// dir (the AI's worker included).
func measureFramesIn(t *testing.T, ctx context.Context, dir string, d time.Duration) frameStats {
	t.Helper()
	c0 := chromiumThreads(dir)
	js := fmt.Sprintf(`new Promise(done => {
		const w = (document.getElementById("game") || {}).contentWindow || window;
		const at = [];
		const f = now => { at.push(now); if (now - at[0] < %d) w.requestAnimationFrame(f); else done(at); };
		w.requestAnimationFrame(f);
	})`, d.Milliseconds())
	at, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](js, chromedp.EvalAwaitPromise))
	if err != nil || len(at) < 2 {
		t.Fatalf("measuring frames: %v (%d frames)", err, len(at))
	}
	s := stats(at)
	if dir != "" {
		s.threads = chromiumThreads(dir)
		for k, v := range s.threads {
			s.threads[k] = (v - c0[k]) / time.Duration(s.n)
			s.cpu += s.threads[k]
		}
	}
	return s
}

// yardstick measures the trivial full-window WebGL2 page served at base
// for d: the frame rate the game's is compared with. Its canvas is asked
// for as main.html asks for the game's, without multisampling (which costs
// the yardstick a tenth of its frame rate in SwiftShader, and would flatter
// the game's ratio).
func yardstick(t *testing.T, ctx context.Context, base, dir string, d time.Duration) frameStats {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1024, 768), chromedp.Navigate(base+"/testdata/webgl2.html?antialias=0")); err != nil {
		t.Fatal(err)
	}
	sleep(t, ctx, time.Second)
	return measureFramesIn(t, ctx, dir, d)
}

func stats(at []float64) frameStats {
	iv := make([]time.Duration, 0, len(at)-1)
	for i := 1; i < len(at); i++ {
		iv = append(iv, time.Duration((at[i]-at[i-1])*float64(time.Millisecond)))
	}
	slices.Sort(iv)
	q := func(p float64) time.Duration { return iv[min(len(iv)-1, int(math.Ceil(p*float64(len(iv))))-1)] }
	span := (at[len(at)-1] - at[0]) / 1000
	return frameStats{fps: float64(len(iv)) / span, p50: q(0.5), p95: q(0.95), p99: q(0.99), longest: iv[len(iv)-1], n: len(iv)}
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
