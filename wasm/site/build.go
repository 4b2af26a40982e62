package site

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// The files of the site, besides the two WebAssembly modules.
var (
	pages  = []string{"index.html", "main.html", "worker.js"}
	tavola = "tavola.wasm" // the app
	aiWasm = "ai.wasm"     // the AI's worker
)

// sizeMark is the placeholder in main.html that Build replaces with the
// uncompressed size of tavola.wasm, which the loader's progress counts.
const sizeMark = "/*tavola.wasm size*/0"

// Options say where the sources are and where the site goes.
type Options struct {
	Root string // the module's root (where go.mod is)
	Out  string // the site's folder, made if needed
	Go   string // the go command ("go" when empty)
	// Brotli asks for .br files too (at its best quality, a minute or two
	// for the app's module: the browser tests leave it out).
	Brotli bool
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
	if err := os.MkdirAll(o.Out, 0o755); err != nil {
		return err
	}
	for _, m := range []struct{ pkg, out string }{{".", tavola}, {"./wasm/worker", aiWasm}} {
		logf("build %s", m.out)
		cmd := exec.Command(o.Go, "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(o.Out, m.out), m.pkg)
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
		if err := os.WriteFile(filepath.Join(o.Out, p), b, 0o644); err != nil {
			return err
		}
	}
	logf("favicon.png")
	if err := favicon(o); err != nil {
		return err
	}
	if err := kpeSlice(o, logf); err != nil {
		return err
	}
	return compress(o.Out, o.Brotli, logf)
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

// favicon draws the icon with the app's sprites (wasm/favicon), under
// Xvfb when there is no display: Ebitengine, which sprites imports, needs
// one to start.
func favicon(o Options) error {
	args := []string{o.Go, "run", "./wasm/favicon", "-o", filepath.Join(o.Out, "favicon.png")}
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		if _, err := exec.LookPath("xvfb-run"); err != nil {
			return fmt.Errorf("site: the favicon needs a display or xvfb-run (make deps-test installs it)")
		}
		args = append([]string{"xvfb-run", "-a"}, args...)
	}
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = o.Root
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("site: favicon: %v\n%s", err, out)
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
var compressed = map[string]bool{".wasm": true, ".js": true, ".html": true}

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
