package wine

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"tavola/internal/version"
)

// stamp is the version the tests' builds carry.
const stamp = "wine-test"

// shared is the Wine prefix and the Windows builds the package's tests
// share, made once.
var shared struct {
	once   sync.Once
	dir    string
	prefix *Prefix
	bins   map[string]string // "linux-engine", "windows-engine", "windows-app": their paths
	err    error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.prefix != nil {
		shared.prefix.Stop()
	}
	if shared.dir != "" {
		os.RemoveAll(shared.dir)
	}
	os.Exit(code)
}

// setup makes the prefix and builds the engine for Linux and Windows and
// the app for Windows (without cgo, as make dist does), or skips the test
// when wine is not installed (CI has it: make deps-test installs it).
func setup(t *testing.T) (*Prefix, map[string]string) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the Windows programs and runs Wine")
	}
	if _, err := exec.LookPath("wine"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI needs wine (make deps-test installs Debian's wine package)")
		}
		t.Skip("no wine (Debian's wine package; make deps-test installs it): the Windows build is not run")
	}
	shared.once.Do(func() {
		shared.dir, shared.err = os.MkdirTemp("", "tavola-wine-")
		if shared.err != nil {
			return
		}
		shared.bins = map[string]string{}
		for _, b := range []struct{ name, goos, pkg, file string }{
			{"linux-engine", "linux", "./cmd/tavola-engine", "tavola-engine"},
			{"windows-engine", "windows", "./cmd/tavola-engine", "tavola-engine.exe"},
			{"windows-app", "windows", ".", "tavola.exe"},
		} {
			path := filepath.Join(shared.dir, b.file)
			cmd := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags="+version.Flag(stamp), "-o", path, b.pkg)
			cmd.Dir = "../.."
			cmd.Env = append(os.Environ(), "GOOS="+b.goos, "GOARCH=amd64", "CGO_ENABLED=0")
			if out, err := cmd.CombinedOutput(); err != nil {
				shared.err = fmt.Errorf("build %s: %v\n%s", b.name, err, out)
				return
			}
			shared.bins[b.name] = path
		}
		shared.prefix, shared.err = NewPrefix(filepath.Join(shared.dir, "prefix"))
	})
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	return shared.prefix, shared.bins
}

// engine speaks to a running engine one command at a time.
type engine struct {
	in  io.WriteCloser
	out *bufio.Reader
	cmd *exec.Cmd
}

func start(t *testing.T, cmd *exec.Cmd) *engine {
	t.Helper()
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return &engine{in: in, out: bufio.NewReader(out), cmd: cmd}
}

// ask sends one command and returns its answer, up to and with the empty
// line that ends it.
func (e *engine) ask(line string) (string, error) {
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		return "", err
	}
	var b strings.Builder
	for {
		l, err := e.out.ReadString('\n')
		if err != nil {
			return b.String(), fmt.Errorf("%s: %w after %q", line, err, b.String())
		}
		b.WriteString(l)
		if l == "\n" {
			return b.String(), nil
		}
	}
}

// answer is an answer's text without its "= " and the empty line.
func answer(a string) (string, error) {
	if !strings.HasPrefix(a, "=") {
		return "", errors.New(strings.TrimSpace(a))
	}
	return strings.TrimSpace(strings.TrimPrefix(a, "=")), nil
}

// randomGames plays n random games of each game the Linux engine lists,
// choosing every action from its moves, and returns the commands sent
// and the whole output received.
func randomGames(t *testing.T, e *engine, n int, seed uint64) (commands []string, output string) {
	t.Helper()
	var out strings.Builder
	send := func(c string) string {
		t.Helper()
		a, err := e.ask(c)
		if err != nil {
			t.Fatal(err)
		}
		commands = append(commands, c)
		out.WriteString(a)
		return a
	}
	for _, c := range []string{"protocol_version", "name", "list_commands"} {
		send(c)
	}
	games, err := answer(send("games"))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 21))
	for _, game := range strings.Fields(games) {
		for range n {
			send("new " + game)
			for ply := 0; ply < 300; ply++ {
				send("position")
				status, _ := answer(send("status"))
				if strings.HasPrefix(status, "over") {
					break
				}
				moves, err := answer(send("moves"))
				if err != nil || moves == "" {
					break
				}
				ms := strings.Fields(moves)
				send("play " + ms[rng.IntN(len(ms))])
			}
			send("undo 2")
			send("position")
			send("play nonsense") // a failure, the same on both
		}
	}
	send("quit")
	return commands, out.String()
}

// TestWindowsEngineAnswersAsTheLinuxEngine plays 200 random games of each
// game with the Linux engine, then sends the very same commands to the
// Windows engine under Wine: every answer (the moves, the positions, the
// status, the failures) must be the same, byte for byte.
func TestWindowsEngineAnswersAsTheLinuxEngine(t *testing.T) {
	p, bins := setup(t)
	const games = 200
	linux := start(t, exec.Command(bins["linux-engine"]))
	commands, want := randomGames(t, linux, games, 1)
	if err := linux.cmd.Wait(); err != nil {
		t.Fatalf("the Linux engine: %v", err)
	}
	win := p.Command(bins["windows-engine"])
	win.Stdin = strings.NewReader(strings.Join(commands, "\n") + "\n")
	var got, stderr bytes.Buffer
	win.Stdout, win.Stderr = &got, &stderr
	if err := win.Run(); err != nil {
		t.Fatalf("the Windows engine under Wine: %v\n%s", err, stderr.String())
	}
	t.Logf("%d commands, %d bytes of answers", len(commands), len(want))
	if got.String() == want {
		return
	}
	// The first answer that differs, with its command.
	wa, ga := strings.SplitAfter(want, "\n\n"), strings.SplitAfter(got.String(), "\n\n")
	for i := range min(len(wa), len(ga)) {
		if wa[i] != ga[i] {
			t.Fatalf("answer %d (%q) differs: Linux %q, Windows %q", i, commands[min(i, len(commands)-1)], wa[i], ga[i])
		}
	}
	t.Fatalf("the Windows engine gave %d answers, the Linux engine %d", len(ga), len(wa))
}

// TestWindowsEngineNamesItsVersion asks the Windows engine its name and
// version, as a program driving it would first.
func TestWindowsEngineNamesItsVersion(t *testing.T) {
	p, bins := setup(t)
	cmd := p.Command(bins["windows-engine"])
	cmd.Stdin = strings.NewReader("name\nversion\nprotocol_version\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if want := "= tavola-engine\n\n= " + stamp + "\n\n= 2\n\n"; string(out) != want {
		t.Errorf("the Windows engine says %q, want %q", out, want)
	}
}
