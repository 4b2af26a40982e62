package site

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestHandlerServesTheBestEncodingAccepted(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"tavola.wasm": "raw", "tavola.wasm.gz": "gz", "tavola.wasm.br": "br",
		"index.html": "<html>", "index.html.gz": "gzhtml", "favicon.png": "png",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	for _, c := range []struct {
		path, accept   string
		body, typ, enc string
	}{
		{"/tavola.wasm", "gzip, deflate, br", "br", "application/wasm", "br"},
		{"/tavola.wasm", "gzip", "gz", "application/wasm", "gzip"},
		{"/tavola.wasm", "br;q=0, gzip", "gz", "application/wasm", "gzip"},
		{"/tavola.wasm", "identity", "raw", "application/wasm", ""},
		{"/", "gzip", "gzhtml", "text/html; charset=utf-8", "gzip"},
		{"/index.html", "br", "<html>", "text/html; charset=utf-8", ""},
		{"/favicon.png", "gzip", "png", "image/png", ""},
	} {
		req, _ := http.NewRequest("GET", srv.URL+c.path, nil)
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept)
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if c.path == "/index.html" && resp.StatusCode == http.StatusMovedPermanently {
			continue // FileServer sends /index.html to /
		}
		if string(b) != c.body || resp.Header.Get("Content-Type") != c.typ || resp.Header.Get("Content-Encoding") != c.enc {
			t.Errorf("%s (Accept-Encoding %q): %q as %q, encoding %q; want %q as %q, %q", c.path, c.accept,
				b, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), c.body, c.typ, c.enc)
		}
	}
}

func TestAcceptsEncoding(t *testing.T) {
	for _, c := range []struct {
		header, enc string
		want        bool
	}{
		{"gzip, br", "br", true}, {"gzip", "br", false}, {"*", "gzip", true},
		{"gzip;q=0", "gzip", false}, {"gzip; q=0.5", "gzip", true}, {"", "gzip", false},
	} {
		if got := acceptsEncoding(c.header, c.enc); got != c.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v", c.header, c.enc, got)
		}
	}
}
