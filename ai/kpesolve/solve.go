package kpesolve

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"tavola/internal/atomicfile"
)

// TableFile and WebFile are the names of the full table and of the
// browser's slice in a table directory.
const (
	TableFile = "kpe.tbl"
	WebFile   = "kpe-web.tbl"
)

// WebSeeds is the most seeds on the board of a layer in the browser's
// slice: the layers up to it make a download of a few megabytes.
// OddSeeds is the most seeds of the layers with an odd number of seeds,
// which play from the start never reaches (captures take two or four
// seeds at a time) but a position string can give: Solve adds them up to
// there, where they are cheap.
const (
	WebSeeds = 18
	OddSeeds = 21
)

// SolveConfig says where a solve writes and how it reports.
type SolveConfig struct {
	// Dir receives TableFile, WebFile and, in Dir/parts, each layer and
	// the locked classes as soon as they are solved: a solve that is
	// stopped and run again starts from the parts already there.
	Dir string
	// Log receives the progress lines, one every Every (5 s if zero).
	Log   func(line string)
	Every time.Duration
}

// meter counts the nodes a solve has determined and names the phase it
// is in, for the progress lines. It also times the phases, for the line
// that reports a layer solved.
type meter struct {
	atomic.Int64
	phase atomic.Pointer[string]

	mu    sync.Mutex
	since time.Time
	spent []phaseTime
}

// phaseTime is the wall time one phase took.
type phaseTime struct {
	phase string
	d     time.Duration
}

// enter starts phase, ending the one before.
func (m *meter) enter(phase string) {
	m.mu.Lock()
	now := time.Now()
	if old := m.phase.Load(); old != nil && *old != "" && !m.since.IsZero() {
		m.spent = append(m.spent, phaseTime{*old, now.Sub(m.since)})
	}
	m.since = now
	m.mu.Unlock()
	m.phase.Store(&phase)
}

// phases ends the current phase and returns the phases timed since the
// last call, as "cycles 1.2s, exits 300ms, …".
func (m *meter) phases() string {
	m.enter("")
	m.mu.Lock()
	defer m.mu.Unlock()
	var b strings.Builder
	for i, p := range m.spent {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %v", p.phase, p.d.Round(time.Millisecond))
	}
	m.spent = m.spent[:0]
	return b.String()
}

// progress is what the solve reports while it runs.
type progress struct {
	mu    sync.Mutex
	what  string
	total int64
	done  meter
	t0    time.Time
}

func (p *progress) start(what string, total int64) {
	p.mu.Lock()
	p.what, p.total, p.t0 = what, total, time.Now()
	p.done.Store(0)
	p.done.enter("")
	p.mu.Unlock()
}

func (p *progress) line() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	d := p.done.Load()
	what := p.what
	if ph := p.done.phase.Load(); ph != nil && *ph != "" {
		what += ", " + *ph
	}
	rate := float64(d) / time.Since(p.t0).Seconds()
	if p.total > 0 {
		return fmt.Sprintf("%s: %d/%d states done (%.0f%%), %.0f states/s", what, d, p.total, 100*float64(d)/float64(p.total), rate)
	}
	return fmt.Sprintf("%s: %d states done, %.0f states/s", what, d, rate)
}

// Solve computes every table, writes them to cfg.Dir and returns the
// tables it wrote, opened. It solves the unlocked layers with an even
// number of seeds (play from the start captures seeds two or four at a
// time) from the smallest up, then finds the positions reachable while a
// player is locked and solves their classes.
func Solve(cfg SolveConfig) (*Tables, error) {
	p := &progress{}
	logf, stop := cfg.startLog(p)
	defer stop()
	layers, secs, encoded, err := solveLayerParts(cfg, p, logf, Seeds)
	if err != nil {
		return nil, err
	}
	parts := filepath.Join(cfg.Dir, "parts")
	lockedName := filepath.Join(parts, "locked.tbl")
	for _, name := range []string{lockedName, filepath.Join(cfg.Dir, TableFile), filepath.Join(cfg.Dir, WebFile)} {
		if err := atomicfile.RemoveStale(name); err != nil {
			return nil, fmt.Errorf("kpesolve: %w", err)
		}
	}
	lsecs, lenc, err := loadLockedPart(lockedName)
	if err != nil {
		return nil, err
	}
	if lsecs == nil {
		t0 := time.Now()
		p.start("positions reachable while a player is locked", 0)
		classes, err := enumerateLocked(&p.done.Int64)
		if err != nil {
			return nil, err
		}
		total := int64(0)
		for _, c := range classes {
			total += int64(len(c.Ranks))
		}
		logf("%d positions in %d classes found in %v", total, len(classes), time.Since(t0).Round(time.Millisecond))
		p.start("locked classes", total)
		if err := solveLocked(classes, func(m int) *Layer { return layers[m] }, &p.done); err != nil {
			return nil, err
		}
		for _, c := range sortedClasses(classes) {
			s := classSection(c)
			enc, err := s.encode()
			if err != nil {
				return nil, err
			}
			lsecs, lenc = append(lsecs, s), append(lenc, enc)
		}
		if err := writePart(lockedName, lsecs, lenc); err != nil {
			return nil, err
		}
		logf("locked classes solved in %v", time.Since(t0).Round(time.Millisecond))
	}
	for _, s := range lsecs {
		secs = append(secs, &section{kind: s.kind, lock: s.lock, n: s.n})
	}
	lsecs = nil
	encoded = append(encoded, lenc...)
	if err := writePart(filepath.Join(cfg.Dir, TableFile), secs, encoded); err != nil {
		return nil, err
	}
	var web []*section
	var wenc [][]byte
	for i, s := range secs {
		if s.kind == kindLayer && s.n <= WebSeeds {
			web, wenc = append(web, s), append(wenc, encoded[i])
		}
	}
	if err := writePart(filepath.Join(cfg.Dir, WebFile), web, wenc); err != nil {
		return nil, err
	}
	return OpenFile(filepath.Join(cfg.Dir, TableFile))
}

// SolveParts solves the unlocked layers of up to upTo seeds into
// cfg.Dir/parts (the even ones, then the odd ones up to OddSeeds), each
// part read instead when an earlier solve left it there: the first steps
// of Solve, whose parts a later Solve goes on from. make verify-kpe
// checks the solver on them.
func SolveParts(cfg SolveConfig, upTo int) error {
	p := &progress{}
	logf, stop := cfg.startLog(p)
	defer stop()
	_, _, _, err := solveLayerParts(cfg, p, logf, upTo)
	return err
}

// solveLayerParts solves the unlocked layers up to upTo seeds into
// cfg.Dir/parts, or reads their parts, and returns them (the window bounds
// only above SearchSeeds) with their sections and encodings.
func solveLayerParts(cfg SolveConfig, p *progress, logf func(string, ...any), upTo int) (layers []*Layer, secs []*section, encoded [][]byte, err error) {
	parts := filepath.Join(cfg.Dir, "parts")
	if err := os.MkdirAll(parts, 0o755); err != nil {
		return nil, nil, nil, fmt.Errorf("kpesolve: %w", err)
	}
	layers = make([]*Layer, Seeds+1)
	var order []int
	for n := 0; n <= min(Seeds, upTo); n += 2 {
		order = append(order, n)
	}
	for n := 1; n <= min(OddSeeds, upTo); n += 2 {
		order = append(order, n)
	}
	for _, n := range order {
		name := filepath.Join(parts, fmt.Sprintf("layer-%02d.tbl", n))
		// What a solve that was killed while writing left: a solve is the
		// only writer of its folder.
		if err := atomicfile.RemoveStale(name); err != nil {
			return nil, nil, nil, fmt.Errorf("kpesolve: %w", err)
		}
		t0 := time.Now()
		l, enc, err := loadLayerPart(name, n)
		if err != nil {
			return nil, nil, nil, err
		}
		if l == nil {
			p.start(fmt.Sprintf("layer %d (unlocked, %d boards)", n, Size(n)), 4*int64(Size(n)))
			if l, err = solveLayer(n, func(m int) *Layer { return layers[m] }, &p.done); err != nil {
				return nil, nil, nil, err
			}
			p.done.enter("writing")
			if enc, err = layerSection(l).encode(); err != nil {
				return nil, nil, nil, err
			}
			if err := writePart(name, []*section{layerSection(l)}, [][]byte{enc}); err != nil {
				return nil, nil, nil, err
			}
			logf("layer %d solved in %v: %d boards, %d bytes (%s)", n, time.Since(t0).Round(time.Millisecond), Size(n), len(enc), p.done.phases())
		} else {
			logf("layer %d read from %s", n, name)
		}
		// Only the window bounds are needed below, but for the search of
		// the small layers (Layer.narrow); the rest is in the part.
		layers[n] = l
		if n > SearchSeeds {
			layers[n] = &Layer{N: n, Lo: l.Lo, Hi: l.Hi}
		}
		secs = append(secs, &section{kind: kindLayer, lock: Unlocked, n: n})
		encoded = append(encoded, enc)
	}
	return layers, secs, encoded, nil
}

// startLog starts the progress lines of a solve, one every cfg.Every, and
// returns the log of its other lines and the function that stops them.
func (cfg SolveConfig) startLog(p *progress) (logf func(string, ...any), stop func()) {
	done := make(chan struct{})
	if cfg.Log != nil {
		every := cfg.Every
		if every == 0 {
			every = 5 * time.Second
		}
		go func() {
			tick := time.NewTicker(every)
			defer tick.Stop()
			for {
				select {
				case <-done:
					return
				case <-tick.C:
					cfg.Log(p.line())
				}
			}
		}()
	}
	logf = func(format string, a ...any) {
		if cfg.Log != nil {
			cfg.Log(fmt.Sprintf(format, a...))
		}
	}
	return logf, func() { close(done) }
}

// writePart writes a table file atomically (see atomicfile.Write).
func writePart(name string, secs []*section, enc [][]byte) error {
	err := atomicfile.Write(name, 0o644, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<20)
		if err := writeTable(bw, secs, enc); err != nil {
			return err
		}
		return bw.Flush()
	})
	if err != nil {
		return fmt.Errorf("kpesolve: writing %s: %w", name, err)
	}
	return nil
}

// OpenFile opens the table file name (see Open). The file stays open for
// the life of the program.
func OpenFile(name string) (*Tables, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("kpesolve: %w", err)
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("kpesolve: %w", err)
	}
	t, err := Open(f, st.Size())
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("kpesolve: %s: %w", name, err)
	}
	return t, nil
}

// readPart reads a part written by an earlier solve; nil sections if
// there is none. A damaged part is an error: remove it to solve it again.
func readPart(name string) ([]*section, [][]byte, error) {
	data, err := os.ReadFile(name)
	if os.IsNotExist(err) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("kpesolve: %w", err)
	}
	secs, enc, err := readSections(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, nil, fmt.Errorf("kpesolve: %s (remove it to solve it again): %w", name, err)
	}
	return secs, enc, nil
}

// loadLayerPart reads the part of layer n, if there is one.
func loadLayerPart(name string, n int) (*Layer, []byte, error) {
	secs, enc, err := readPart(name)
	if err != nil || secs == nil {
		return nil, nil, err
	}
	if len(secs) != 1 || secs[0].kind != kindLayer || secs[0].n != n {
		return nil, nil, fmt.Errorf("kpesolve: %s does not hold layer %d", name, n)
	}
	s := secs[0]
	return &Layer{N: n, D: s.d, U: s.u, Lo: s.lo, Hi: s.hi, Cyc: s.cyc}, enc[0], nil
}

// loadLockedPart reads the part of the locked classes, if there is one.
func loadLockedPart(name string) ([]*section, [][]byte, error) {
	secs, enc, err := readPart(name)
	for _, s := range secs {
		if s.kind != kindClass {
			return nil, nil, fmt.Errorf("kpesolve: %s holds a layer", name)
		}
	}
	return secs, enc, err
}

// sortedClasses lists the classes by lock state, then seeds.
func sortedClasses(classes map[classKey]*Class) []*Class {
	var out []*Class
	for l := range 256 {
		for n := 0; n <= Seeds; n++ {
			if c := classes[classKey{Lock(l), n}]; c != nil {
				out = append(out, c)
			}
		}
	}
	return out
}

// WriteLayers solves the unlocked layers with up to maxSeeds seeds on the
// board, both parities, and writes them as a table file: a partial table
// (the solver's search works above it), quick to make for small maxSeeds.
func WriteLayers(w io.Writer, maxSeeds int) error {
	var secs []*section
	var enc [][]byte
	err := solveLayers(maxSeeds, nil, func(l *Layer) error {
		s := layerSection(l)
		e, err := s.encode()
		if err != nil {
			return err
		}
		secs, enc = append(secs, s), append(enc, e)
		return nil
	})
	if err != nil {
		return err
	}
	return writeTable(w, secs, enc)
}

// SmallTables solves the unlocked layers with up to maxSeeds seeds (see
// WriteLayers) and opens them from memory: tables for small endgames, in
// under a second up to 12 seeds.
func SmallTables(maxSeeds int) (*Tables, error) {
	var b bytes.Buffer
	if err := WriteLayers(&b, maxSeeds); err != nil {
		return nil, err
	}
	return Open(bytes.NewReader(b.Bytes()), int64(b.Len()))
}
