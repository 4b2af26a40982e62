package archive

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"testing"
	"time"
)

var when = time.Date(2026, 12, 1, 10, 30, 0, 0, time.UTC)

func sample() []File {
	return []File{
		{Name: "t/share/icons/a.png", Data: []byte("png")},
		{Name: "t/bin/tavola", Executable: true, Data: bytes.Repeat([]byte("elf"), 1000)},
		{Name: "t/README.md", Data: []byte("# Tavola\n")},
	}
}

func TestArchivesAreTheSameBytesWhateverTheOrderGiven(t *testing.T) {
	a, b := sample(), sample()
	b[0], b[2] = b[2], b[0]
	for name, write := range map[string]func(io.Writer, []File, time.Time) error{"tar.gz": TarGz, "zip": Zip} {
		var x, y bytes.Buffer
		if err := write(&x, a, when); err != nil {
			t.Fatal(err)
		}
		// Another order, and a time with nanoseconds and another zone.
		if err := write(&y, b, when.Add(300*time.Millisecond).In(time.FixedZone("x", 3600))); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x.Bytes(), y.Bytes()) {
			t.Errorf("%s: two writes of the same files differ", name)
		}
		var z bytes.Buffer
		if err := write(&z, a, when.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		if bytes.Equal(x.Bytes(), z.Bytes()) {
			t.Errorf("%s: the time given is not in the archive", name)
		}
	}
}

func TestTarGzHoldsSortedFoldersFilesAndModesWithoutOwnerOrTime(t *testing.T) {
	var buf bytes.Buffer
	if err := TarGz(&buf, sample(), when); err != nil {
		t.Fatal(err)
	}
	z, err := gzip.NewReader(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if !z.ModTime.IsZero() || z.Name != "" {
		t.Errorf("gzip header: time %v, name %q", z.ModTime, z.Name)
	}
	tr := tar.NewReader(z)
	var got []string
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, h.Name)
		if h.Uid != 0 || h.Gid != 0 || h.Uname != "" || h.Gname != "" || !h.ModTime.Equal(when) {
			t.Errorf("%s: owner %d/%d %q/%q, time %v", h.Name, h.Uid, h.Gid, h.Uname, h.Gname, h.ModTime)
		}
		want := int64(0o644)
		if h.Name == "t/bin/tavola" || h.Typeflag == tar.TypeDir {
			want = 0o755
		}
		if h.Mode != want {
			t.Errorf("%s: mode %o, want %o", h.Name, h.Mode, want)
		}
		if h.Name == "t/bin/tavola" {
			b, _ := io.ReadAll(tr)
			if len(b) != 3000 {
				t.Errorf("t/bin/tavola: %d bytes, want 3000", len(b))
			}
		}
	}
	want := []string{"t/", "t/README.md", "t/bin/", "t/bin/tavola", "t/share/", "t/share/icons/", "t/share/icons/a.png"}
	if len(got) != len(want) {
		t.Fatalf("entries %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("entries %q, want %q", got, want)
		}
	}
}

func TestZipKeepsModesAndContents(t *testing.T) {
	var buf bytes.Buffer
	if err := Zip(&buf, sample(), when); err != nil {
		t.Fatal(err)
	}
	r, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]*zip.File{}
	for _, f := range r.File {
		files[f.Name] = f
	}
	exe := files["t/bin/tavola"]
	if exe == nil || exe.Mode().Perm() != 0o755 || exe.Method != zip.Deflate {
		t.Fatalf("t/bin/tavola: %+v", exe)
	}
	if png := files["t/share/icons/a.png"]; png == nil || png.Method != zip.Store || png.Mode().Perm() != 0o644 {
		t.Errorf("the PNG: %+v", png)
	}
	if d := files["t/bin/"]; d == nil || !d.Mode().IsDir() {
		t.Errorf("the folder t/bin/: %+v", d)
	}
	rc, err := exe.Open()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(rc)
	if !bytes.Equal(b, sample()[1].Data) {
		t.Error("t/bin/tavola does not read back")
	}
	if !exe.Modified.Equal(when) {
		t.Errorf("time %v, want %v", exe.Modified, when)
	}
}

func TestBadNamesAreRefused(t *testing.T) {
	for _, files := range [][]File{
		{{Name: "/abs"}}, {{Name: "../up"}}, {{Name: "a//b"}}, {{Name: ""}}, {{Name: `a\b`}},
		{{Name: "a"}, {Name: "a"}}, {{Name: "a"}, {Name: "a/b"}},
	} {
		if err := TarGz(io.Discard, files, when); err == nil {
			t.Errorf("TarGz took %q", files[0].Name)
		}
		if err := Zip(io.Discard, files, when); err == nil {
			t.Errorf("Zip took %q", files[0].Name)
		}
	}
}
