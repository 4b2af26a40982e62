package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tavola/packaging/archive"
	"tavola/wasm/site"
)

// TestInstallPutsAValidMenuEntryAndIconsInThePrefixAndUninstallRemovesThem
// lays out the Linux folder as the download holds it (stand-in programs,
// the real desktop entry, install.sh and icons drawn by the sprites),
// installs it into a temporary prefix with a space in its path, checks the
// entry with desktop-file-validate and that it runs the installed app by
// its path, and uninstalls.
func TestInstallPutsAValidMenuEntryAndIconsInThePrefixAndUninstallRemovesThem(t *testing.T) {
	if testing.Short() {
		t.Skip("draws the icons")
	}
	validate, err := exec.LookPath("desktop-file-validate")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI needs desktop-file-validate (desktop-file-utils; make deps-test installs it)")
		}
		t.Skip("no desktop-file-validate (Debian's desktop-file-utils): make deps-test installs it")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	files := []archive.File{
		{Name: "bin/tavola", Executable: true, Data: []byte("#!/bin/sh\necho app \"$@\"\n")},
		{Name: "bin/tavola-engine", Executable: true, Data: []byte("#!/bin/sh\necho engine\n")},
	}
	for _, f := range []struct{ from, to string }{{"tavola.desktop", "share/applications/tavola.desktop"}, {"install.sh", "install.sh"}} {
		b, err := os.ReadFile(filepath.Join(root, "packaging", "linux", f.from))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, archive.File{Name: f.to, Executable: f.to == "install.sh", Data: b})
	}
	icons := t.TempDir()
	if err := site.DrawIcons(root, "", "-hicolor", icons); err != nil {
		t.Fatal(err)
	}
	more, err := readTree(icons, "share/icons/hicolor/")
	if err != nil {
		t.Fatal(err)
	}
	tree := filepath.Join(t.TempDir(), "tree")
	if err := writeTree(tree, append(files, more...)); err != nil {
		t.Fatal(err)
	}
	prefix := filepath.Join(t.TempDir(), "my prefix")
	sh := func(args ...string) string {
		t.Helper()
		out, err := exec.Command("sh", append([]string{filepath.Join(tree, "install.sh")}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("install.sh %q: %v\n%s", args, err, out)
		}
		return string(out)
	}
	sh(prefix)

	entry := filepath.Join(prefix, "share", "applications", "tavola.desktop")
	if out, err := exec.Command(validate, entry).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
	b, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	for _, want := range []string{
		`Exec="` + prefix + `/bin/tavola" %f` + "\n", "TryExec=" + prefix + "/bin/tavola\n",
		"Categories=Game;BoardGame;\n", "Comment[it]=", "Icon=tavola\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the entry lacks %q:\n%s", want, text)
		}
	}
	for _, s := range []string{"16x16", "48x48", "256x256", "512x512"} {
		if _, err := os.Stat(filepath.Join(prefix, "share", "icons", "hicolor", s, "apps", "tavola.png")); err != nil {
			t.Errorf("icon %s: %v", s, err)
		}
	}
	if out, err := exec.Command(filepath.Join(prefix, "bin", "tavola"), "game.txt").Output(); err != nil || string(out) != "app game.txt\n" {
		t.Errorf("the installed app: %q, %v", out, err)
	}
	if st, err := os.Stat(filepath.Join(prefix, "bin", "tavola-engine")); err != nil || st.Mode().Perm() != 0o755 {
		t.Errorf("the installed engine: %v %v", st, err)
	}

	sh("--uninstall", prefix)
	var left []string
	filepath.WalkDir(prefix, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			left = append(left, p)
		}
		return nil
	})
	for _, p := range left {
		if !strings.HasSuffix(p, "mimeinfo.cache") { // update-desktop-database's index
			t.Errorf("uninstall left %s", p)
		}
	}
}

func TestInstallRefusesARelativePrefix(t *testing.T) {
	out, err := exec.Command("sh", "../linux/install.sh", "relative/dir").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "absolute") {
		t.Errorf("install.sh relative/dir: %v, %s", err, out)
	}
}
