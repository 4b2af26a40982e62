package archive

import (
	"archive/tar"
	"archive/zip"
	"compress/flate"
	"compress/gzip"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"time"
)

// File is one file of an archive: its path inside it (slash-separated,
// relative), whether it is a program (mode 0755, else 0644), and its
// bytes.
type File struct {
	Name       string
	Executable bool
	Data       []byte
}

// entry is a file or a folder of the archive, in the order written.
type entry struct {
	name string // a folder's ends with "/"
	file *File
}

// entries checks the files' names and lists them sorted with their
// folders, each folder once and before its contents.
func entries(files []File) ([]entry, error) {
	seen := map[string]bool{}
	var out []entry
	for i := range files {
		n := files[i].Name
		if n == "" || path.IsAbs(n) || path.Clean(n) != n || strings.HasPrefix(n, "../") || n == ".." || strings.Contains(n, "\\") {
			return nil, fmt.Errorf("archive: file name %q: want a clean relative slash path", n)
		}
		if seen[n] {
			return nil, fmt.Errorf("archive: %s twice", n)
		}
		seen[n] = true
		out = append(out, entry{name: n, file: &files[i]})
		for d := path.Dir(n); d != "."; d = path.Dir(d) {
			if seen[d+"/"] {
				break
			}
			seen[d+"/"] = true
			out = append(out, entry{name: d + "/"})
		}
	}
	for _, e := range out {
		if e.file != nil && seen[e.name+"/"] {
			return nil, fmt.Errorf("archive: %s is a file and a folder", e.name)
		}
	}
	slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	return out, nil
}

func mode(e entry) int64 {
	if e.file == nil || e.file.Executable {
		return 0o755
	}
	return 0o644
}

// TarGz writes files as a gzip-compressed tar to w, every entry dated t
// (to the second).
func TarGz(w io.Writer, files []File, t time.Time) error {
	es, err := entries(files)
	if err != nil {
		return err
	}
	t = t.UTC().Truncate(time.Second)
	z, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(z)
	for _, e := range es {
		h := &tar.Header{Name: e.name, Mode: mode(e), ModTime: t, Format: tar.FormatPAX, Typeflag: tar.TypeDir}
		if e.file != nil {
			h.Typeflag, h.Size = tar.TypeReg, int64(len(e.file.Data))
		}
		if err := tw.WriteHeader(h); err != nil {
			return fmt.Errorf("archive: %s: %w", e.name, err)
		}
		if e.file != nil {
			if _, err := tw.Write(e.file.Data); err != nil {
				return fmt.Errorf("archive: %s: %w", e.name, err)
			}
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return z.Close()
}

// stored are the kinds of file a zip keeps as they are: compressed
// already.
var stored = map[string]bool{".gz": true, ".br": true, ".png": true, ".zip": true}

// Zip writes files as a zip to w, every entry dated t (to the second).
func Zip(w io.Writer, files []File, t time.Time) error {
	es, err := entries(files)
	if err != nil {
		return err
	}
	t = t.UTC().Truncate(time.Second)
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestCompression)
	})
	for _, e := range es {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: t}
		if e.file == nil || stored[path.Ext(e.name)] {
			h.Method = zip.Store
		}
		h.SetMode(0o644)
		if e.file == nil {
			h.SetMode(fs.ModeDir | 0o755)
		} else if e.file.Executable {
			h.SetMode(0o755)
		}
		f, err := zw.CreateHeader(h)
		if err != nil {
			return fmt.Errorf("archive: %s: %w", e.name, err)
		}
		if e.file != nil {
			if _, err := f.Write(e.file.Data); err != nil {
				return fmt.Errorf("archive: %s: %w", e.name, err)
			}
		}
	}
	return zw.Close()
}
