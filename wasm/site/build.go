package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"

	"tavola/internal/version"
)

// The files of the site, besides the two WebAssembly modules, the icons,
// the manifest and the service worker.
var (
	pages  = []string{"index.html", "main.html", "worker.js", "offline.js"}
	tavola = "tavola.wasm" // the app
	aiWasm = "ai.wasm"     // the AI's worker
	// icons are drawn by wasm/favicon -web.
	icons = []string{"favicon.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png"}
)

// The service worker and the web app manifest, which Build writes.
const (
	serviceWorker = "sw.js"
	manifestFile  = "manifest.json"
)

// Placeholders that Build replaces: in main.html the uncompressed size of
// tavola.wasm, which the loader's progress counts; in the pages the
// build's version; in sw.js the build's name and its files.
const (
	sizeMark    = "/*tavola.wasm size*/0"
	versionMark = `<meta name="version" content="devel">`
	buildMark   = `"/*build*/"`
	filesMark   = `/*files*/[]`
)

// Options say where the sources are and where the site goes.
type Options struct {
	Root string // the module's root (where go.mod is)
	Out  string // the site's folder, made if needed
	Go   string // the go command ("go" when empty)
	// Brotli asks for .br files too (at its best quality, tens of seconds
	// for the app's module: the browser tests leave it out).
	Brotli bool
	// Version is stamped into the modules and written into the pages'
	// <meta name="version">; when empty, git describe's of Root (package
	// version), or "devel" outside a repository.
	Version string
	// Log, when set, is told each step.
	Log func(format string, args ...any)
}

// Build makes the site in o.Out.
func Build(o Options) error {
	if o.Go == "" {
		o.Go = "go"
	}
	logf := o.Log
	if logf == nil {
		logf = func(string, ...any) {}
	}
	if o.Version == "" {
		v, err := version.Describe(o.Root)
		if err != nil {
			logf("no version (%v): devel", err)
			v = "devel"
		}
		o.Version = v
	}
	if strings.ContainsAny(o.Version, " \t\n\"<>&") {
		return fmt.Errorf("site: version %q: want one word", o.Version)
	}
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return err
	}
	for _, m := range []struct{ pkg, out string }{{".", tavola}, {"./wasm/worker", aiWasm}} {
		logf("build %s (%s)", m.out, o.Version)
		cmd := exec.Command(o.Go, "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w "+version.Flag(o.Version), "-o", filepath.Join(o.Out, m.out), m.pkg)
		cmd.Dir = o.Root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("site: build %s: %v\n%s", m.out, err, out)
		}
	}
	goroot, err := exec.Command(o.Go, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("site: go env GOROOT: %w", err)
	}
	if err := copyFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"), filepath.Join(o.Out, "wasm_exec.js")); err != nil {
		return err
	}
	st, err := os.Stat(filepath.Join(o.Out, tavola))
	if err != nil {
		return err
	}
	for _, p := range pages {
		b, err := os.ReadFile(filepath.Join(o.Root, "wasm", p))
		if err != nil {
			return err
		}
		if p == "main.html" {
			if !bytes.Contains(b, []byte(sizeMark)) {
				return fmt.Errorf("site: main.html lacks the size placeholder %s", sizeMark)
			}
			b = bytes.ReplaceAll(b, []byte(sizeMark), []byte(strconv.FormatInt(st.Size(), 10)))
		}
		if strings.HasSuffix(p, ".html") {
			if !bytes.Contains(b, []byte(versionMark)) {
				return fmt.Errorf("site: %s lacks the version placeholder %s", p, versionMark)
			}
			b = bytes.ReplaceAll(b, []byte(versionMark), []byte(`<meta name="version" content="`+o.Version+`">`))
		}
		if err := os.WriteFile(filepath.Join(o.Out, p), b, 0o644); err != nil {
			return err
		}
	}
	logf("icons")
	if err := favicon(o); err != nil {
		return err
	}
	if err := kpeSlice(o, logf); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(o.Out, manifestFile), manifest(), 0o644); err != nil {
		return err
	}
	if err := writeServiceWorker(o); err != nil {
		return err
	}
	return compress(o.Out, o.Brotli, logf)
}

// Cached are the files the service worker keeps for offline play: all of
// the site but itself and the pre-compressed forms.
func Cached() []string {
	return append(append(append([]string{}, pages...), tavola, aiWasm, "wasm_exec.js", kpeTables, manifestFile), icons...)
}

// writeServiceWorker writes sw.js from wasm/sw.js: its files, and the
// build's name, the version and a digest of the files' contents, so that
// any change to the site is a new service worker for the browsers.
func writeServiceWorker(o Options) error {
	b, err := os.ReadFile(filepath.Join(o.Root, "wasm", serviceWorker))
	if err != nil {
		return err
	}
	if !bytes.Contains(b, []byte(buildMark)) || !bytes.Contains(b, []byte(filesMark)) {
		return fmt.Errorf("site: %s lacks its placeholders %s and %s", serviceWorker, buildMark, filesMark)
	}
	h := sha256.New()
	for _, f := range Cached() {
		c, err := os.ReadFile(filepath.Join(o.Out, f))
		if err != nil {
			return fmt.Errorf("site: the service worker's %s: %w", f, err)
		}
		fmt.Fprintf(h, "%s %d\n", f, len(c))
		h.Write(c)
	}
	build, _ := json.Marshal(o.Version + "-" + hex.EncodeToString(h.Sum(nil))[:16])
	files, _ := json.Marshal(Cached())
	b = bytes.Replace(b, []byte(buildMark), build, 1)
	b = bytes.Replace(b, []byte(filesMark), files, 1)
	return os.WriteFile(filepath.Join(o.Out, serviceWorker), b, 0o644)
}

// manifest is the web app manifest: what a browser needs to install the
// site as an app (name, icons, one maskable, standalone display), every
// address relative to the manifest's, so that the site works from any
// sub-path.
func manifest() []byte {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	m := struct {
		Name            string   `json:"name"`
		ShortName       string   `json:"short_name"`
		Description     string   `json:"description"`
		ID              string   `json:"id"`
		StartURL        string   `json:"start_url"`
		Scope           string   `json:"scope"`
		Display         string   `json:"display"`
		BackgroundColor string   `json:"background_color"`
		ThemeColor      string   `json:"theme_color"`
		Categories      []string `json:"categories"`
		Icons           []icon   `json:"icons"`
	}{
		Name: "Tavola", ShortName: "Tavola",
		Description: "GIPF, Gravity and Kpé: three abstract board games against a friend or the AI.",
		ID:          "./", StartURL: "./", Scope: "./", Display: "standalone",
		BackgroundColor: "#23201c", ThemeColor: "#23201c",
		Categories: []string{"games"},
		Icons: []icon{
			{"icon-192.png", "192x192", "image/png", "any"},
			{"icon-512.png", "512x512", "image/png", "any"},
			{"icon-maskable-512.png", "512x512", "image/png", "maskable"},
		},
	}
	b, _ := json.MarshalIndent(m, "", "  ")
	return append(b, '\n')
}

// kpeTables is the browser's slice of the Kpé tables, which the app and
// the AI's worker fetch (ai/kpesolve.WebFile).
const kpeTables = "kpe-web.tbl"

// kpeSlice solves the browser's slice of the Kpé tables into o.Out, unless
// it is there already (make kpe-table copies it from a full solve): a few
// seconds, and the site then never asks for a file it lacks.
func kpeSlice(o Options, logf func(string, ...any)) error {
	if _, err := os.Stat(filepath.Join(o.Out, kpeTables)); err == nil {
		return nil
	}
	logf("%s", kpeTables)
	cmd := exec.Command(o.Go, "run", "./cmd/tavola-engine", "solve", "kpe", "-web", "-out", o.Out)
	cmd.Dir = o.Root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("site: %s: %v\n%s", kpeTables, err, out)
	}
	return nil
}

// favicon draws the site's icons into o.Out (DrawIcons -web).
func favicon(o Options) error { return DrawIcons(o.Root, o.Go, "-web", o.Out) }

// DrawIcons runs wasm/favicon with args in the module's root (go names
// the go command, "go" when empty), under Xvfb when there is no display:
// Ebitengine, which the sprites import, needs one to start.
func DrawIcons(root, goCmd string, args ...string) error {
	if goCmd == "" {
		goCmd = "go"
	}
	args = append([]string{goCmd, "run", "./wasm/favicon"}, args...)
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		if _, err := exec.LookPath("xvfb-run"); err != nil {
			return fmt.Errorf("site: the icons need a display or xvfb-run (make deps-test installs it)")
		}
		args = append([]string{"xvfb-run", "-a"}, args...)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("site: icons: %v\n%s", err, out)
	}
	return nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}

// compressed are the kinds of file worth compressing (the PNG is already).
var compressed = map[string]bool{".wasm": true, ".js": true, ".html": true, ".json": true}

// compress writes name.gz beside each such file of dir, and name.br when
// asked (removing a stale one when not). Both are the same bytes for the
// same input: the gzip header has no name and no time.
func compress(dir string, withBrotli bool, logf func(string, ...any)) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range ents {
		name := e.Name()
		if e.IsDir() || !compressed[filepath.Ext(name)] {
			continue
		}
		path := filepath.Join(dir, name)
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		gz, err := gzipped(b)
		if err != nil {
			return fmt.Errorf("site: gzip %s: %w", name, err)
		}
		if err := os.WriteFile(path+".gz", gz, 0o644); err != nil {
			return err
		}
		if !withBrotli {
			logf("%s: %d bytes, gzip %d", name, len(b), len(gz))
			if err := os.Remove(path + ".br"); err != nil && !os.IsNotExist(err) {
				return err
			}
			continue
		}
		br, err := brotlied(b)
		if err != nil {
			return fmt.Errorf("site: brotli %s: %w", name, err)
		}
		if err := os.WriteFile(path+".br", br, 0o644); err != nil {
			return err
		}
		logf("%s: %d bytes, gzip %d, brotli %d", name, len(b), len(gz), len(br))
	}
	return nil
}

// gzipped is b at gzip's best compression.
func gzipped(b []byte) ([]byte, error) {
	var z bytes.Buffer
	w, err := gzip.NewWriterLevel(&z, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return z.Bytes(), nil
}

// brotlied is b at brotli's best quality, with the largest window the
// format's browsers read (24 bits, 16 MB: the app's module fits).
func brotlied(b []byte) ([]byte, error) {
	var z bytes.Buffer
	w := brotli.NewWriterOptions(&z, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return z.Bytes(), nil
}
