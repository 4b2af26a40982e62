package wine

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWindowsFoldersAreWindowsOwn runs internal/appdirs built for Windows
// under Wine: the settings go under %APPDATA%, the Kpé tables under
// %LOCALAPPDATA%, the saved games in Tavola under the Documents known
// folder (Wine's is %USERPROFILE%\Documents), each a Windows path.
func TestWindowsFoldersAreWindowsOwn(t *testing.T) {
	p, _ := setup(t)
	bin := filepath.Join(t.TempDir(), "appdirs.exe")
	build := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-o", bin, "./testdata/appdirs")
	build.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	env := func(name string) string {
		t.Helper()
		out, err := p.Command("cmd", "/c", "echo", "%"+name+"%").Output()
		if err != nil {
			t.Fatal(err)
		}
		v := strings.TrimSpace(string(out))
		if v == "" || strings.Contains(v, "%") {
			t.Fatalf("Wine's %%%s%% is %q", name, v)
		}
		return v
	}
	appData, local, profile := env("APPDATA"), env("LOCALAPPDATA"), env("USERPROFILE")
	out, err := p.Command(bin).Output()
	if err != nil {
		t.Fatalf("appdirs.exe: %v", err)
	}
	got := strings.Split(strings.TrimSpace(strings.ReplaceAll(string(out), "\r\n", "\n")), "\n")
	if len(got) != 3 {
		t.Fatalf("appdirs.exe printed %q", out)
	}
	t.Logf("config %s, Kpé tables %s, saved games %s", got[0], got[1], got[2])
	for i, c := range []struct{ what, under string }{{"the config folder", appData}, {"the Kpé tables", local}, {"the saved games", profile + `\Documents`}} {
		if !strings.HasPrefix(strings.ToLower(got[i]), strings.ToLower(c.under)+`\`) || strings.Contains(got[i], "/") {
			t.Errorf("%s: %q, want a Windows path under %s", c.what, got[i], c.under)
		}
	}
	if !strings.HasSuffix(got[2], `\Tavola`) {
		t.Errorf("the saved games: %q, want a folder Tavola", got[2])
	}
}
