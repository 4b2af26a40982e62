package version

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
)

func TestFromBuildInfoNamesTheRevisionAndDirt(t *testing.T) {
	rev := "0123456789abcdef0123456789abcdef01234567"
	for _, c := range []struct {
		name     string
		settings []debug.BuildSetting
		main     string
		want     string
	}{
		{"clean", []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "false"}}, "(devel)", "0123456789ab"},
		{"dirty", []debug.BuildSetting{{Key: "vcs.revision", Value: rev}, {Key: "vcs.modified", Value: "true"}}, "(devel)", "0123456789ab-dirty"},
		{"installed at a version", nil, "v1.2.3", "v1.2.3"},
		{"nothing known", nil, "(devel)", "devel"},
	} {
		info := &debug.BuildInfo{Settings: c.settings, Main: debug.Module{Version: c.main}}
		if got := fromBuildInfo(info); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// TestStampedBuildPrintsItsStamp links a small program with Flag and
// checks that String returns the stamp, and that an unstamped build of it
// (-buildvcs=false) says "devel".
func TestStampedBuildPrintsItsStamp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program")
	}
	dir := t.TempDir()
	src := filepath.Join("testdata", "printversion")
	for _, c := range []struct{ ldflags, want string }{{Flag("v9.8.7-3-gabcdef0"), "v9.8.7-3-gabcdef0"}, {"", "devel"}} {
		bin := filepath.Join(dir, "pv")
		build := exec.Command("go", "build", "-buildvcs=false", "-ldflags="+c.ldflags, "-o", bin, "./"+filepath.ToSlash(src))
		if out, err := build.CombinedOutput(); err != nil {
			t.Fatalf("build: %v\n%s", err, out)
		}
		out, err := exec.Command(bin).Output()
		if err != nil {
			t.Fatal(err)
		}
		if string(out) != c.want {
			t.Errorf("built with -ldflags=%q: %q, want %q", c.ldflags, out, c.want)
		}
	}
}

func TestDescribeNamesTheCommit(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	dir := t.TempDir()
	git := func(args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if _, err := Describe(dir); err == nil {
		t.Error("Describe of a folder that is no repository gave no error")
	}
	git("init", "-q")
	os.WriteFile(filepath.Join(dir, "f"), []byte("1"), 0o644)
	git("add", "f")
	git("commit", "-q", "-m", "one")
	short := git("rev-parse", "--short", "HEAD")
	if v, err := Describe(dir); err != nil || v != short {
		t.Errorf("untagged: %q, %v; want %q", v, err, short)
	}
	git("tag", "v1.0.0")
	if v, err := Describe(dir); err != nil || v != "v1.0.0" {
		t.Errorf("tagged: %q, %v; want v1.0.0", v, err)
	}
	os.WriteFile(filepath.Join(dir, "f"), []byte("2"), 0o644)
	if v, err := Describe(dir); err != nil || v != "v1.0.0-dirty" {
		t.Errorf("modified: %q, %v; want v1.0.0-dirty", v, err)
	}
}
