package atomicfile_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"tavola/internal/atomicfile"
)

// The hammer: writerProcesses copies of the test binary and, in this one,
// writerGoroutines goroutines, each saving one file writesEach times
// through Write, while a reader here reads it back as fast as it can.
const (
	writerProcesses  = 3
	writerGoroutines = 2
	writesEach       = 150
	contentLines     = 4000 // about 120 KB a save: long enough to be caught half written
)

// hammerEnv, when set, makes TestHammerWriterProcess a writer:
// "file|writer name".
const hammerEnv = "TAVOLA_ATOMICFILE_HAMMER"

// content is save number i of writer w: a header naming both, lines that
// repeat it, and a last line with the length, so that a reader can tell a
// whole save from a torn, empty or mixed one.
func content(w string, i int) []byte {
	var b bytes.Buffer
	head := fmt.Sprintf("writer %s save %d", w, i)
	b.WriteString(head + "\n")
	for k := range contentLines {
		fmt.Fprintf(&b, "%s line %d\n", head, k)
	}
	fmt.Fprintf(&b, "end %s %d\n", head, b.Len())
	return b.Bytes()
}

// whole reports whether b is one writer's whole save, and says what is
// wrong with it otherwise.
func whole(b []byte) (bool, string) {
	if len(b) == 0 {
		return false, "empty"
	}
	head, _, ok := bytes.Cut(b, []byte("\n"))
	if !ok {
		return false, "torn: no first line"
	}
	f := strings.Fields(string(head)) // writer W save I
	if len(f) != 4 || f[0] != "writer" || f[2] != "save" {
		return false, fmt.Sprintf("torn: first line %.60q", head)
	}
	i, err := strconv.Atoi(f[3])
	if err != nil {
		return false, fmt.Sprintf("torn: first line %.60q", head)
	}
	if !bytes.Equal(b, content(f[1], i)) {
		return false, fmt.Sprintf("torn: %d bytes that are not %s's save %d", len(b), f[1], i)
	}
	return true, ""
}

// hammer saves name writesEach times as writer w and counts the saves
// that failed, keeping the first error.
func hammer(name, w string) (failed int, first error) {
	for i := range writesEach {
		c := content(w, i)
		err := atomicfile.Write(name, 0o644, func(out io.Writer) error {
			_, err := out.Write(c)
			return err
		})
		if err != nil {
			failed++
			if first == nil {
				first = err
			}
		}
	}
	return failed, first
}

// TestHammerWriterProcess is a writer process of
// TestConcurrentSavesLandWholeAndReadersNeverSeeATornFile (it does
// nothing unless that test starts it): it prints "failed N first-error".
func TestHammerWriterProcess(t *testing.T) {
	spec := os.Getenv(hammerEnv)
	if spec == "" {
		t.Skip("a helper process of TestConcurrentSavesLandWholeAndReadersNeverSeeATornFile")
	}
	name, w, _ := strings.Cut(spec, "|")
	failed, first := hammer(name, w)
	fmt.Printf("\nfailed %d %v\n", failed, first)
}

// TestConcurrentSavesLandWholeAndReadersNeverSeeATornFile saves one file
// from several processes and goroutines at once, as two app windows, or
// the app and the engine, saving the same game would: every save must
// land (none has a reason to fail), every read in between must find one
// writer's whole save (never an empty, torn or mixed file), the file ends
// as one whole save, and no temporary file is left beside it.
func TestConcurrentSavesLandWholeAndReadersNeverSeeATornFile(t *testing.T) {
	if os.Getenv(hammerEnv) != "" {
		t.Skip("in a writer process")
	}
	dir := t.TempDir()
	name := filepath.Join(dir, "autosave.txt")
	if err := os.WriteFile(name, content("first", 0), 0o644); err != nil {
		t.Fatal(err)
	}
	var done atomic.Bool
	var reads, empty, torn int
	var firstBad string
	readerDone := make(chan struct{})
	go func() {
		defer close(readerDone)
		for !done.Load() {
			b, err := os.ReadFile(name)
			reads++
			if err != nil {
				torn++
				firstBad = cmp(firstBad, "read: "+err.Error())
				continue
			}
			if ok, why := whole(b); !ok {
				if len(b) == 0 {
					empty++
				} else {
					torn++
				}
				firstBad = cmp(firstBad, why)
			}
		}
	}()

	var wg sync.WaitGroup
	type result struct {
		failed int
		first  string
	}
	results := make([]result, writerProcesses+writerGoroutines)
	for p := range writerProcesses {
		wg.Go(func() {
			cmd := exec.Command(os.Args[0], "-test.run=^TestHammerWriterProcess$", "-test.count=1")
			cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|p%d", hammerEnv, name, p))
			out, err := cmd.CombinedOutput()
			var r result
			if _, serr := fmt.Sscanf(lastLine(out, "failed "), "failed %d", &r.failed); serr != nil || err != nil {
				r = result{writesEach, fmt.Sprintf("writer process p%d: %v %v\n%s", p, err, serr, out)}
			} else if r.failed > 0 {
				r.first = strings.TrimPrefix(lastLine(out, "failed "), fmt.Sprintf("failed %d ", r.failed))
			}
			results[p] = r
		})
	}
	for g := range writerGoroutines {
		wg.Go(func() {
			failed, first := hammer(name, fmt.Sprintf("g%d", g))
			r := result{failed: failed}
			if first != nil {
				r.first = first.Error()
			}
			results[writerProcesses+g] = r
		})
	}
	wg.Wait()
	done.Store(true)
	<-readerDone

	saves, failed, firstErr := len(results)*writesEach, 0, ""
	for _, r := range results {
		failed += r.failed
		firstErr = cmp(firstErr, r.first)
	}
	t.Logf("%d processes and %d goroutines saved one file %d times each: %d of %d saves failed; %d reads: %d empty, %d torn",
		writerProcesses, writerGoroutines, writesEach, failed, saves, reads, empty, torn)
	if failed > 0 {
		t.Errorf("%d of %d saves failed, the first: %s", failed, saves, firstErr)
	}
	if empty+torn > 0 {
		t.Errorf("%d of %d reads found no whole save (%d empty, %d torn); the first: %s", empty+torn, reads, empty, torn, firstBad)
	}
	if reads < 10 {
		t.Errorf("the reader read only %d times while the writers saved", reads)
	}
	b, err := os.ReadFile(name)
	if ok, why := whole(b); err != nil || !ok {
		t.Errorf("after the saves the file is not whole: %v %s", err, why)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Errorf("the folder holds %v, want the file alone", names)
	}
}

// cmp returns a if it is set, else b.
func cmp(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// lastLine is the last line of out that starts with prefix ("" if none).
func lastLine(out []byte, prefix string) string {
	lines := strings.Split(string(out), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], prefix) {
			return lines[i]
		}
	}
	return ""
}
