package site

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// encodings are the pre-compressed forms Handler looks for, best first.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// Handler serves the site in dir. A file with a pre-compressed form that
// the request accepts (Accept-Encoding) is sent in it, with its own
// Content-Type (application/wasm for the modules), Content-Encoding and
// Vary; the length is the compressed one. "/" is index.html.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		typ := mime.TypeByExtension(path.Ext(name))
		if typ == "" || strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") {
			files.ServeHTTP(w, r)
			return
		}
		w.Header().Set("Vary", "Accept-Encoding")
		accepts := r.Header.Get("Accept-Encoding")
		for _, e := range encodings {
			if !acceptsEncoding(accepts, e.name) {
				continue
			}
			f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)+e.ext))
			if err != nil {
				continue
			}
			defer f.Close()
			st, err := f.Stat()
			if err != nil || st.IsDir() {
				continue
			}
			w.Header().Set("Content-Type", typ)
			w.Header().Set("Content-Encoding", e.name)
			http.ServeContent(w, r, name, st.ModTime(), f)
			return
		}
		w.Header().Set("Content-Type", typ)
		files.ServeHTTP(w, r)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header allows enc
// (by name, or "*", and not with q=0).
func acceptsEncoding(header, enc string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if name != enc && name != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
