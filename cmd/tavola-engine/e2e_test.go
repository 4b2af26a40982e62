package main

import (
	"bufio"
	"bytes"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildEngine builds the real binary into a temporary directory.
func buildEngine(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the binary; skipped with -short")
	}
	gotool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	bin := filepath.Join(t.TempDir(), "tavola-engine")
	if out, err := exec.Command(gotool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// readAnswer reads one answer: lines up to and including the empty one.
func readAnswer(t *testing.T, r *bufio.Reader) string {
	t.Helper()
	text, err := nextAnswer(r)
	if err != nil {
		t.Fatalf("reading an answer: %v (so far %q)", err, text)
	}
	return text
}

func TestBinaryAnswersEachCommandAsItComes(t *testing.T) {
	bin := buildEngine(t)
	cmd := exec.Command(bin)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	out := bufio.NewReader(stdout)
	for _, x := range []exchange{
		{"1 name", "=1 tavola-engine\n\n"},
		{"new gravity", "=\n\n"},
		{"play d6", "=\n\n"},
		{"position", "= 3w4/8/8/8/8/8/8/8 b\n\n"},
		{"play d8", "? illegal action d8 (action 1): *"},
		{"new kpe", "=\n\n"},
		{"2 moves", "=2 A B C D\n\n"},
		{"\x00\xff", "? invalid UTF-8\n\n"},
		{"9 " + strings.Repeat("z", 3*maxLine), "?9 line longer than 1048576 bytes\n\n"},
		{"status", "= to-move south\n\n"},
	} {
		if _, err := io.WriteString(stdin, x.line+"\r\n"); err != nil {
			t.Fatal(err)
		}
		got := readAnswer(t, out)
		if prefix, ok := strings.CutSuffix(x.want, "*"); !(ok && strings.HasPrefix(got, prefix)) && got != x.want {
			t.Fatalf("%.40q answered %q, want %q", x.line, got, x.want)
		}
	}
	stdin.Close()
	if err := cmd.Wait(); err != nil {
		t.Fatalf("after the end of input: %v", err)
	}
}

func TestBinaryExitsZeroOnQuitAndOnEOF(t *testing.T) {
	bin := buildEngine(t)
	for _, c := range []struct{ in, want string }{
		{"name\nquit\nname\n", "= tavola-engine\n\n=\n\n"},
		{"name", "= tavola-engine\n\n"},
		{"", ""},
		{"quit 1\n\x00\n", "? too many arguments (want none)\n\n? control character '\\x00' at byte 0\n\n"},
	} {
		cmd := exec.Command(bin)
		cmd.Stdin = strings.NewReader(c.in)
		var out bytes.Buffer
		cmd.Stdout = &out
		done := make(chan error, 1)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("input %q: %v", c.in, err)
			}
		case <-time.After(20 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("input %q: the engine did not exit", c.in)
		}
		if out.String() != c.want {
			t.Errorf("input %q: output %q, want %q", c.in, out.String(), c.want)
		}
	}
}

func TestBinaryRefusesUnknownSubcommands(t *testing.T) {
	bin := buildEngine(t)
	var stderr bytes.Buffer
	cmd := exec.Command(bin, "frobnicate")
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
		t.Fatalf("exit %v, want status 2", err)
	}
	if !strings.Contains(stderr.String(), `unknown subcommand "frobnicate"`) {
		t.Errorf("stderr %q does not name the subcommand", stderr.String())
	}
}

// startBinary starts the engine binary on pipes.
func startBinary(t *testing.T, bin string) (*exec.Cmd, io.WriteCloser, *bufio.Reader) {
	t.Helper()
	cmd := exec.Command(bin)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		stdin.Close()
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd, stdin, bufio.NewReader(stdout)
}

// legalAnswer checks that answer is "= <action>..." with an action of the
// moves answer legal.
func legalAnswer(t *testing.T, answer, legal string) {
	t.Helper()
	text, found := strings.CutPrefix(answer, "= ")
	first, _, _ := strings.Cut(strings.TrimSuffix(text, "\n\n"), " ")
	if !found || !strings.Contains(" "+strings.TrimSuffix(legal[2:], "\n\n")+" ", " "+first+" ") {
		t.Fatalf("answer %q: not a legal action of %q", answer, legal)
	}
}

func TestBinaryStopsASearchOrAPerftAtOnce(t *testing.T) {
	bin := buildEngine(t)
	_, stdin, out := startBinary(t, bin)
	say := func(lines ...string) {
		for _, l := range lines {
			if _, err := io.WriteString(stdin, l+"\n"); err != nil {
				t.Fatal(err)
			}
		}
	}
	say("new gipf-standard", "moves")
	readAnswer(t, out)
	legal := readAnswer(t, out)
	// The longest budgets there are: each would run for 10 minutes.
	for _, search := range []string{"genmove time 600000", "analyze playouts 1000000000", "genmove depth 95"} {
		say(search)
		time.Sleep(200 * time.Millisecond)
		start := time.Now()
		say("stop")
		got := answerWithin(t, out, 10*time.Second)
		t.Logf("%s: answered %v after the stop", search, time.Since(start).Round(time.Millisecond))
		legalAnswer(t, got, legal)
		if stop := answerWithin(t, out, time.Second); stop != "=\n\n" {
			t.Fatalf("stop answered %q", stop)
		}
		if strings.HasPrefix(search, "genmove") {
			say("undo")
			answerWithin(t, out, time.Second)
		}
	}
	say("perft 7", "stop", "new kpe", "analyze level 6 depth 1")
	for _, want := range []string{"? stopped\n\n", "=\n\n", "=\n\n"} {
		if got := answerWithin(t, out, 10*time.Second); got != want {
			t.Fatalf("answer %q, want %q", got, want)
		}
	}
	// Issue 9: level 6 ran its MCTS whatever the depth; the depth now
	// makes it alpha-beta, whose line at depth 1 is one action.
	got := answerWithin(t, out, 10*time.Second)
	if f := strings.Fields(got); len(f) != 4 || f[1] != f[3] {
		t.Errorf("analyze level 6 depth 1 = %q, want <action> <value> <action>", got)
	}
}

func TestBinaryEndsARunningSearchAndExitsWhenItsInputCloses(t *testing.T) {
	bin := buildEngine(t)
	cmd, stdin, out := startBinary(t, bin)
	io.WriteString(stdin, "new gravity\nmoves\ngenmove time 600000\n")
	readAnswer(t, out)
	legal := readAnswer(t, out)
	time.Sleep(200 * time.Millisecond)
	stdin.Close()
	// The search may run endGrace after the end of its input, then stops.
	legalAnswer(t, answerWithin(t, out, endGrace+15*time.Second), legal)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the engine did not exit after its input closed")
	}
}
