package version

import (
	"fmt"
	"os/exec"
	"runtime/debug"
	"strings"
)

// stamp is set by the linker (-X tavola/internal/version.stamp=…); it is
// empty in an unstamped build. It is the package's only variable, written
// once at link time and never at run time.
var stamp string

// Flag is the linker flag that stamps v into a build (one argument of
// -ldflags).
func Flag(v string) string { return "-X tavola/internal/version.stamp=" + v }

// String is this build's version: the stamp when there is one, else what
// the binary's VCS information says, else "devel". It has no spaces.
func String() string {
	if stamp != "" {
		return stamp
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return fromBuildInfo(info)
}

// fromBuildInfo is String for an unstamped build: the revision (12 digits)
// and -dirty from the VCS settings, or the module's version when it was
// installed at one (go install tavola@v1.2.3), or "devel".
func fromBuildInfo(info *debug.BuildInfo) string {
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "-dirty"
		}
		return rev
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	return "devel"
}

// Describe is the version of the source in dir as the build stamps it:
// git describe --tags --always --dirty (a tag, the commits since it and
// the commit, or the commit alone when there is no tag).
func Describe(dir string) (string, error) {
	cmd := exec.Command("git", "describe", "--tags", "--always", "--dirty")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		if ee, ok := err.(*exec.ExitError); ok {
			return "", fmt.Errorf("version: git describe in %s: %v: %s", dir, err, strings.TrimSpace(string(ee.Stderr)))
		}
		return "", fmt.Errorf("version: git describe in %s: %w", dir, err)
	}
	v := strings.TrimSpace(string(out))
	if v == "" || strings.ContainsAny(v, " \t\n") {
		return "", fmt.Errorf("version: git describe in %s gave %q", dir, v)
	}
	return v, nil
}
