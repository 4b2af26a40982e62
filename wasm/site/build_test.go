package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestCompressWritesGzipAndBrotliThatDecodeToTheFile(t *testing.T) {
	dir := t.TempDir()
	body := bytes.Repeat([]byte("Tavola: GIPF, Gravity, Kpé. "), 2000)
	files := map[string][]byte{"a.wasm": body, "b.js": []byte("let x = 1;"), "c.png": body}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := compress(dir, true, t.Logf); err != nil {
		t.Fatal(err)
	}
	first := map[string][]byte{}
	for _, name := range []string{"a.wasm", "b.js"} {
		path := filepath.Join(dir, name)
		gz, err := os.ReadFile(path + ".gz")
		if err != nil {
			t.Fatal(err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			t.Fatal(err)
		}
		if got, err := io.ReadAll(zr); err != nil || !bytes.Equal(got, files[name]) {
			t.Errorf("%s.gz decodes to %d bytes (%v), want the file's %d", name, len(got), err, len(files[name]))
		}
		if !zr.ModTime.IsZero() || zr.Name != "" {
			t.Errorf("%s.gz has a time (%v) or a name (%q): two builds would differ", name, zr.ModTime, zr.Name)
		}
		br, err := os.ReadFile(path + ".br")
		if err != nil {
			t.Fatal(err)
		}
		if got, err := io.ReadAll(brotli.NewReader(bytes.NewReader(br))); err != nil || !bytes.Equal(got, files[name]) {
			t.Errorf("%s.br decodes to %d bytes (%v), want the file's %d", name, len(got), err, len(files[name]))
		}
		if name == "a.wasm" && len(br) >= len(gz) {
			t.Errorf("a.wasm: brotli %d bytes, not smaller than gzip's %d", len(br), len(gz))
		}
		first[name+".gz"], first[name+".br"] = gz, br
	}
	if _, err := os.Stat(filepath.Join(dir, "c.png.gz")); err == nil {
		t.Error("the PNG was compressed")
	}
	// Again, without brotli: the same gzip bytes, and no stale .br left.
	if err := compress(dir, false, t.Logf); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a.wasm", "b.js"} {
		gz, _ := os.ReadFile(filepath.Join(dir, name+".gz"))
		if !bytes.Equal(gz, first[name+".gz"]) {
			t.Errorf("%s.gz differs between two runs", name)
		}
		if _, err := os.Stat(filepath.Join(dir, name+".br")); !os.IsNotExist(err) {
			t.Errorf("%s.br is still there after a build without brotli (%v)", name, err)
		}
	}
}
