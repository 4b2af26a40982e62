// Command dist builds Tavola's downloads into a folder (make dist):
//
//	tavola-<version>-linux-amd64.tar.gz    the app, the engine, README, LICENSE, the desktop entry, the icons, install.sh
//	tavola-<version>-windows-amd64.zip     tavola.exe, tavola-engine.exe (cross-built without cgo), README, LICENSE
//	tavola-<version>-web.zip               the static site (make web's, with its .gz and .br), README, LICENSE
//	SHA256SUMS
//
// Every download carries THIRD-PARTY-LICENCES.txt, the licences of the
// modules its binaries link (package licences). With -licences FILE it
// writes only the table of them (make licences: docs/LICENCES.md).
//
// The version is git describe's (package internal/version), stamped into
// every binary. The downloads are reproducible: the same commit gives the
// same bytes (-trimpath, no VCS stamp but the version, stripped symbols,
// archives written by packaging/archive with the commit's time on every
// entry). With -tree DIR it lays out only the Linux folder that the
// tarball holds, for make install.
//
//	go run ./packaging/dist -o dist
//	go run ./packaging/dist -tree bin/tree && bin/tree/install.sh
//	go run ./packaging/dist -licences docs/LICENCES.md
package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"tavola/internal/version"
	"tavola/packaging/archive"
	"tavola/packaging/licences"
	"tavola/wasm/site"
)

func main() {
	out := flag.String("o", "dist", "the folder the downloads go to")
	tree := flag.String("tree", "", "only lay out the Linux folder (app, engine, desktop entry, icons, install.sh) here")
	ver := flag.String("version", "", "the version (git describe's when empty)")
	table := flag.String("licences", "", "only write the table of the dependencies' licences to this file")
	flag.Parse()
	var err error
	if *table != "" {
		err = writeLicences(*table)
	} else {
		err = run(*out, *tree, *ver)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(out, tree, ver string) error {
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return fmt.Errorf("run it from the module's root: %w", err)
	}
	if ver == "" {
		if ver, err = version.Describe(root); err != nil {
			return err
		}
	}
	b := builder{root: root, version: ver}
	if tree != "" {
		files, err := b.linux()
		if err != nil {
			return err
		}
		return writeTree(tree, files)
	}
	return b.dist(out)
}

// builder builds the pieces of the downloads from the source in root.
type builder struct {
	root, version string
}

func (b builder) logf(format string, args ...any) { fmt.Printf("dist: "+format+"\n", args...) }

// goBuild builds pkg for goos (amd64) and returns the binary. Only the
// Linux app needs cgo (GLFW); everything else is built without.
func (b builder) goBuild(goos, pkg string, cgo bool) ([]byte, error) {
	tmp, err := os.MkdirTemp("", "tavola-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "out")
	cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags=-s -w -buildid= "+version.Flag(b.version), "-o", bin, pkg)
	cmd.Dir = b.root
	c := "0"
	if cgo {
		c = "1"
	}
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH=amd64", "CGO_ENABLED="+c)
	b.logf("build %s for %s", pkg, goos)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("build %s for %s: %v\n%s", pkg, goos, err, out)
	}
	return os.ReadFile(bin)
}

// writeLicences writes the table of the shipped binaries' dependencies and
// their licences to name.
func writeLicences(name string) error {
	mods, err := licences.Linked(".", licences.Shipped())
	if err != nil {
		return err
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := licences.WriteTable(f, mods); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// docs are README.md, LICENSE and THIRD-PARTY-LICENCES.txt, which every
// download carries; a missing LICENSE stops the build.
func (b builder) docs(prefix string) ([]archive.File, error) {
	var files []archive.File
	for _, name := range []string{"README.md", "LICENSE"} {
		data, err := os.ReadFile(filepath.Join(b.root, name))
		if err != nil {
			if errors.Is(err, os.ErrNotExist) {
				return nil, fmt.Errorf("%s is missing at the repository's root: the downloads must carry it", name)
			}
			return nil, err
		}
		files = append(files, archive.File{Name: prefix + name, Data: data})
	}
	mods, err := licences.Linked(b.root, licences.Shipped())
	if err != nil {
		return nil, err
	}
	return append(files, archive.File{Name: prefix + "THIRD-PARTY-LICENCES.txt", Data: licences.Notices(mods)}), nil
}

// linux is the Linux download's folder: bin/, share/applications,
// share/icons/hicolor, install.sh and the docs.
func (b builder) linux() ([]archive.File, error) {
	files, err := b.docs("")
	if err != nil {
		return nil, err
	}
	for _, p := range []struct {
		name, pkg string
		cgo       bool
	}{{"bin/tavola", ".", true}, {"bin/tavola-engine", "./cmd/tavola-engine", false}} {
		data, err := b.goBuild("linux", p.pkg, p.cgo)
		if err != nil {
			return nil, err
		}
		files = append(files, archive.File{Name: p.name, Executable: true, Data: data})
	}
	for _, f := range []struct {
		from, to string
		exe      bool
	}{{"tavola.desktop", "share/applications/tavola.desktop", false}, {"install.sh", "install.sh", true}} {
		data, err := os.ReadFile(filepath.Join(b.root, "packaging", "linux", f.from))
		if err != nil {
			return nil, err
		}
		files = append(files, archive.File{Name: f.to, Executable: f.exe, Data: data})
	}
	icons, err := os.MkdirTemp("", "tavola-icons-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(icons)
	b.logf("icons")
	if err := site.DrawIcons(b.root, "", "-hicolor", icons); err != nil {
		return nil, err
	}
	more, err := readTree(icons, "share/icons/hicolor/")
	if err != nil {
		return nil, err
	}
	return append(files, more...), nil
}

// windows is the Windows download's folder.
func (b builder) windows() ([]archive.File, error) {
	files, err := b.docs("")
	if err != nil {
		return nil, err
	}
	for _, p := range []struct{ name, pkg string }{{"tavola.exe", "."}, {"tavola-engine.exe", "./cmd/tavola-engine"}} {
		data, err := b.goBuild("windows", p.pkg, false)
		if err != nil {
			return nil, err
		}
		files = append(files, archive.File{Name: p.name, Executable: true, Data: data})
	}
	return files, nil
}

// web is the static site, built as make web builds it, brotli included.
func (b builder) web() ([]archive.File, error) {
	dir, err := os.MkdirTemp("", "tavola-web-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := site.Build(site.Options{Root: b.root, Out: dir, Brotli: true, Version: b.version, Log: b.logf}); err != nil {
		return nil, err
	}
	files, err := readTree(dir, "")
	if err != nil {
		return nil, err
	}
	docs, err := b.docs("")
	if err != nil {
		return nil, err
	}
	return append(files, docs...), nil
}

// commitTime is the time every archive entry carries: the commit's, so
// that two builds of it agree (SOURCE_DATE_EPOCH, when set, wins).
func (b builder) commitTime() (time.Time, error) {
	s := os.Getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		cmd := exec.Command("git", "log", "-1", "--format=%ct")
		cmd.Dir = b.root
		out, err := cmd.Output()
		if err != nil {
			return time.Time{}, fmt.Errorf("the commit's time (git log): %w; set SOURCE_DATE_EPOCH outside a repository", err)
		}
		s = strings.TrimSpace(string(out))
	}
	sec, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("the commit's time %q: %w", s, err)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// dist writes the three downloads and SHA256SUMS into out.
func (b builder) dist(out string) error {
	if _, err := b.docs(""); err != nil { // before minutes of building
		return err
	}
	when, err := b.commitTime()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	// The downloads of an earlier version go: the folder holds one release.
	old, err := filepath.Glob(filepath.Join(out, "tavola-*"))
	if err != nil {
		return err
	}
	for _, f := range append(old, filepath.Join(out, "SHA256SUMS")) {
		if err := os.Remove(f); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	base := "tavola-" + b.version
	var sums strings.Builder
	for _, d := range []struct {
		suffix string
		files  func() ([]archive.File, error)
		tar    bool
	}{
		{"-linux-amd64", b.linux, true},
		{"-windows-amd64", b.windows, false},
		{"-web", b.web, false},
	} {
		files, err := d.files()
		if err != nil {
			return err
		}
		for i := range files {
			files[i].Name = base + d.suffix + "/" + files[i].Name
		}
		name := base + d.suffix + ".zip"
		write := archive.Zip
		if d.tar {
			name, write = base+d.suffix+".tar.gz", archive.TarGz
		}
		f, err := os.Create(filepath.Join(out, name))
		if err != nil {
			return err
		}
		if err := write(f, files, when); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", name, err)
		}
		if err := f.Close(); err != nil {
			return err
		}
		data, err := os.ReadFile(filepath.Join(out, name))
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		fmt.Fprintf(&sums, "%s  %s\n", hex.EncodeToString(sum[:]), name)
		b.logf("%s: %d bytes", name, len(data))
	}
	return os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte(sums.String()), 0o644)
}

// readTree lists the files under dir as archive files named prefix+path.
func readTree(dir, prefix string) ([]archive.File, error) {
	var files []archive.File
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		files = append(files, archive.File{Name: prefix + filepath.ToSlash(rel), Executable: info.Mode()&0o111 != 0, Data: data})
		return nil
	})
	return files, err
}

// writeTree writes files under dir (replacing what was there).
func writeTree(dir string, files []archive.File) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		mode := os.FileMode(0o644)
		if f.Executable {
			mode = 0o755
		}
		if err := os.WriteFile(p, f.Data, mode); err != nil {
			return err
		}
	}
	return nil
}
