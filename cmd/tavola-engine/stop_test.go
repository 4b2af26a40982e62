package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"tavola/rules"
)

// pipeSession is an engine's Run on pipes, for the tests of what happens
// while a command runs: lines go in as they are sent, and every answer
// must come within a deadline, so that a hang fails the test.
type pipeSession struct {
	t    *testing.T
	in   *io.PipeWriter
	out  *bufio.Reader
	done chan error
}

func startPipeSession(t *testing.T, e *engine) *pipeSession {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &pipeSession{t: t, in: inW, out: bufio.NewReader(outR), done: make(chan error, 1)}
	go func() {
		err := e.Run(inR, outW)
		outW.Close()
		s.done <- err
	}()
	t.Cleanup(func() {
		inW.Close()
		outR.Close()
	})
	return s
}

func (s *pipeSession) send(lines ...string) {
	s.t.Helper()
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			s.t.Fatalf("sending %q: %v", l, err)
		}
	}
}

// expect reads one answer per want, each within 10 s.
func (s *pipeSession) expect(want ...string) {
	s.t.Helper()
	for _, w := range want {
		if got := answerWithin(s.t, s.out, 10*time.Second); got != w {
			s.t.Fatalf("answer %q, want %q", got, w)
		}
	}
}

// answerWithin reads one answer from r, failing t if none ends within d.
func answerWithin(t *testing.T, r *bufio.Reader, d time.Duration) string {
	t.Helper()
	type result struct {
		text string
		err  error
	}
	c := make(chan result, 1)
	go func() {
		text, err := nextAnswer(r)
		c <- result{text, err}
	}()
	select {
	case res := <-c:
		if res.err != nil {
			t.Fatalf("reading an answer: %v (so far %q)", res.err, res.text)
		}
		return res.text
	case <-time.After(d):
		t.Fatalf("no answer within %v", d)
		return ""
	}
}

// nextAnswer reads one answer: lines up to and including the empty one.
func nextAnswer(r *bufio.Reader) (string, error) {
	var b strings.Builder
	for {
		line, err := r.ReadString('\n')
		b.WriteString(line)
		if err != nil {
			return b.String(), err
		}
		if line == "\n" {
			return b.String(), nil
		}
	}
}

// untilStopped stands in for a search that never ends by itself: it
// answers the first legal action once stop reports true.
func untilStopped(g rules.Game, _ Budget, stop func() bool) (rules.Action, error) {
	for !stop() {
		time.Sleep(time.Millisecond)
	}
	return g.Actions(nil)[0], nil
}

// stoppableEngine is the nim engine with untilStopped behind genmove and
// analyze.
func stoppableEngine() *engine {
	e := fakeEngine()
	e.search = untilStopped
	e.study = func(g rules.Game, b Budget, stop func() bool) (Analysis, error) {
		a, err := untilStopped(g, b, stop)
		return Analysis{Value: 0.5, Line: []rules.Action{a}}, err
	}
	return e
}

func TestStopEndsARunningSearchAndEveryLineIsAnsweredInOrder(t *testing.T) {
	s := startPipeSession(t, stoppableEngine())
	s.send("new nim", "5 genmove time 600000", "name", "6 stop", "position")
	s.expect(ok(""), "=5 t1\n\n", ok("tavola-engine"), "=6\n\n", ok("6 R"))
	s.send("analyze", "stop")
	s.expect(ok("t1 0.5 t1"), ok(""))
	// With nothing running, stop is answered and changes nothing.
	s.send("stop", "7 stop", "stop now", "position")
	s.expect(ok(""), "=7\n\n", fail("too many arguments (want none)"), ok("6 R"))
	s.in.Close()
	if err := <-s.done; err != nil {
		t.Errorf("Run: %v", err)
	}
}

func TestAStopEndsEveryCommandReadBeforeIt(t *testing.T) {
	s := startPipeSession(t, stoppableEngine())
	s.send("new nim", "genmove", "genmove", "stop", "status")
	s.expect(ok(""), ok("t1"), ok("t1"), ok(""), ok("to-move left"))
}

func TestInputStopsTheLinesBeforeAStopAndAllAtTheEnd(t *testing.T) {
	r, w := io.Pipe()
	in := newInput(r)
	go in.read()
	defer in.close()
	go io.WriteString(w, "genmove\n1 genmove\n 2 stop \r\ngenmove\nstop x\n")
	for seq := int64(1); seq <= 5; seq++ {
		if l, ok, err := in.next(); !ok || err != nil || l.seq != seq {
			t.Fatalf("line %d: %+v, %v, %v", seq, l, ok, err)
		}
	}
	in.grace = 50 * time.Millisecond
	began := time.Now()
	for seq, want := range map[int64]bool{1: true, 2: true, 3: false, 4: false, 5: false} {
		if got := in.stopped(seq, began); got != want {
			t.Errorf("line %d: stopped = %v, want %v", seq, got, want)
		}
	}
	w.Close()
	if _, ok, err := in.next(); ok || err != nil {
		t.Fatalf("after the end: %v, %v", ok, err)
	}
	if in.stopped(5, began) {
		t.Error("the end of the input stopped the last line at once, before its grace")
	}
	time.Sleep(in.grace)
	if !in.stopped(5, began) {
		t.Error("the last line still runs its grace after the end of the input")
	}
	if in.stopped(5, time.Now()) {
		t.Error("a command begun after the end was stopped before its grace")
	}
}

func TestIsStopLineKnowsStopFromTheRest(t *testing.T) {
	for line, want := range map[string]bool{
		"stop": true, "12 stop": true, " stop\t": true, "stop\r": true,
		"stop 1": false, "stops": false, "Stop": false, "# stop": false, "\x00stop": false, "1stop": false,
	} {
		if got := isStopLine(line); got != want {
			t.Errorf("isStopLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestTheEndOfInputEndsARunningSearchThenTheSession(t *testing.T) {
	done := make(chan string, 1)
	go func() {
		var out strings.Builder
		e := stoppableEngine()
		e.endGrace = 20 * time.Millisecond
		if err := e.Run(strings.NewReader("new nim\n3 genmove\nname\ngenmove"), &out); err != nil {
			t.Error(err)
		}
		done <- out.String()
	}()
	select {
	case got := <-done:
		if want := ok("") + "=3 t1\n\n" + ok("tavola-engine") + ok("t1"); got != want {
			t.Errorf("output %q, want %q", got, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the session did not end with its input")
	}
}

func TestStopEndsAPerftWithAFailure(t *testing.T) {
	s := startPipeSession(t, newEngine())
	// Gravity's perft 6 takes minutes.
	s.send("new gravity", "play d6", "4 perft 6", "stop", "position", "perft 2")
	s.expect(ok(""), ok(""), "?4 stopped\n\n", ok(""), ok("3w4/8/8/8/8/8/8/8 b"), ok("3906"))
}

func TestPerftIsCappedInEveryGame(t *testing.T) {
	for game, limit := range map[string]uint64{"gravity": 6, "kpe": 18, "gipf-basic": 7,
		"gipf-standard": 7, "gipf-tournament": 7} {
		most := " (at most " + strconv.FormatUint(limit, 10) + ")"
		above := strconv.FormatUint(limit+1, 10)
		converse(t, newEngine(), []exchange{
			{"new " + game, ok("")},
			{"perft " + above, fail(`perft: number too large: "` + above + `"` + most)},
			{"perft 32", fail(`perft: number too large: "32"` + most)},
			{"perft 2147483647", fail(`perft: number too large: "2147483647"` + most)},
		})
	}
}

func TestAScriptPipedInWholeGetsTheAnswersOfAnInteractiveSession(t *testing.T) {
	// The input ends before the perft and the search are done: they still
	// answer in full (within endGrace), as they would interactively.
	script := "new gipf-standard\nperft 4\nnew gravity\nplay d6 c4\ngenmove depth 4\n"
	var out strings.Builder
	if err := newEngine().Run(strings.NewReader(script), &out); err != nil {
		t.Fatal(err)
	}
	interactive := newEngine()
	var want strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(script, "\n"), "\n") {
		a, _ := interactive.Do(line)
		want.WriteString(a)
	}
	if out.String() != want.String() {
		t.Errorf("piped answers %q, want %q", out.String(), want.String())
	}
	if !strings.Contains(out.String(), "= 924432\n") {
		t.Errorf("perft 4 of GIPF Standard not answered in full: %q", out.String())
	}
}
