package conformance

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// enginePath is the tavola-engine binary the tests drive, set by TestMain.
var enginePath string

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	if p := os.Getenv("TAVOLA_ENGINE"); p != "" {
		enginePath = p
		return m.Run()
	}
	dir, err := os.MkdirTemp("", "conformance")
	if err != nil {
		fmt.Fprintln(os.Stderr, "conformance:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	enginePath = filepath.Join(dir, "tavola-engine")
	gobin, err := exec.LookPath("go")
	if err != nil {
		gobin = "/usr/local/go/bin/go"
	}
	cmd := exec.Command(gobin, "build", "-o", enginePath, "tavola/cmd/tavola-engine")
	cmd.Stderr = os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "conformance: building tavola-engine:", err)
		return 1
	}
	return m.Run()
}

// engine is one running tavola-engine process spoken to over pipes.
type engine struct {
	t   testing.TB
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// answer is one parsed protocol answer.
type answer struct {
	ok   bool   // '=' or '?'
	id   string // the id repeated after the sign
	text string // everything after "=id " up to the blank line, lines joined by '\n'
	raw  string // the answer as read, without the final blank line
}

func startEngine(t testing.TB) *engine {
	t.Helper()
	cmd := exec.Command(enginePath)
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
	e := &engine{t: t, cmd: cmd, in: in, out: bufio.NewReaderSize(out, 1<<16)}
	t.Cleanup(func() {
		in.Close()
		cmd.Process.Kill()
		cmd.Wait()
	})
	return e
}

// send writes one line and reads its answer, failing the test on a framing
// error (no sign, a missing blank line).
func (e *engine) send(line string) answer {
	e.t.Helper()
	if _, err := io.WriteString(e.in, line+"\n"); err != nil {
		e.t.Fatalf("writing %q: %v", line, err)
	}
	return e.read(line)
}

// sendAll writes several lines at once and reads their answers in order:
// one round trip instead of one per line.
func (e *engine) sendAll(lines ...string) []answer {
	e.t.Helper()
	if _, err := io.WriteString(e.in, strings.Join(lines, "\n")+"\n"); err != nil {
		e.t.Fatalf("writing %q: %v", lines, err)
	}
	as := make([]answer, len(lines))
	for i, l := range lines {
		as[i] = e.read(l)
	}
	return as
}

func (e *engine) read(line string) answer {
	e.t.Helper()
	var lines []string
	for {
		s, err := e.out.ReadString('\n')
		if err != nil {
			e.t.Fatalf("after %q: reading answer: %v (read so far %q)", line, err, lines)
		}
		s = strings.TrimSuffix(s, "\n")
		if s == "" {
			break
		}
		lines = append(lines, s)
	}
	if len(lines) == 0 {
		e.t.Fatalf("after %q: empty answer", line)
	}
	first := lines[0]
	a := answer{raw: strings.Join(lines, "\n")}
	switch first[0] {
	case '=':
		a.ok = true
	case '?':
	default:
		e.t.Fatalf("after %q: answer %q does not start with = or ?", line, first)
	}
	rest := first[1:]
	i := 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	a.id, rest = rest[:i], rest[i:]
	switch {
	case rest == "":
	case rest[0] == ' ':
		rest = rest[1:]
	default:
		e.t.Fatalf("after %q: answer %q: no space after the sign", line, first)
	}
	lines[0] = rest
	a.text = strings.Join(lines, "\n")
	return a
}

// must sends line and returns the text of a success, failing otherwise.
func (e *engine) must(line string) string {
	e.t.Helper()
	a := e.send(line)
	if !a.ok {
		e.t.Fatalf("%q: want success, got %q", line, a.raw)
	}
	return a.text
}

// mustEmpty sends line and checks for an empty success: "=" alone.
func (e *engine) mustEmpty(line string) {
	e.t.Helper()
	a := e.send(line)
	if !a.ok || (a.raw != "=" && a.raw != "= ") {
		e.t.Fatalf("%q: want an empty success \"=\", got %q", line, a.raw)
	}
}

// mustFail sends line and checks that it fails.
func (e *engine) mustFail(line string) answer {
	e.t.Helper()
	a := e.send(line)
	if a.ok {
		e.t.Errorf("%q: want failure, got %q", line, a.raw)
	}
	return a
}

// envInt reads a positive integer from the environment, or def.
func envInt(name string, def int) int {
	if s := os.Getenv(name); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	return def
}
