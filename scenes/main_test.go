package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/ai/kpesolve"
)

// The tests need Ebitengine's GPU context. TestMain runs the game loop,
// without vsync and as fast as it can; the tests run on their own goroutine
// and hand the loop one frame at a time (frameLoop.do), so every Update and
// Draw of an app under test runs inside a real frame, as in the game. Run
// them under xvfb-run.
type frameLoop struct {
	m    *testing.M
	code int
	done chan struct{}
	jobs chan *frameJob
	cur  *frameJob
}

// frameJob is the work of one frame.
type frameJob struct {
	update func() error
	draw   func(screen *ebiten.Image)
	err    chan error
}

// loop is the test binary's game loop.
var loop = &frameLoop{jobs: make(chan *frameJob)}

// do runs update in the next frame's Update and draw (if any) in its Draw,
// and returns update's error.
func (l *frameLoop) do(update func() error, draw func(screen *ebiten.Image)) error {
	j := &frameJob{update: update, draw: draw, err: make(chan error, 1)}
	l.jobs <- j
	return <-j.err
}

func (l *frameLoop) Update() error {
	if l.done == nil {
		l.done = make(chan struct{})
		go func() {
			l.code = l.m.Run()
			close(l.done)
		}()
	}
	select {
	case <-l.done:
		return ebiten.Termination
	case j := <-l.jobs:
		if err := j.update(); err != nil {
			j.err <- err
			return nil
		}
		l.cur = j
	default:
	}
	return nil
}

func (l *frameLoop) Draw(screen *ebiten.Image) {
	if j := l.cur; j != nil {
		l.cur = nil
		if j.draw != nil {
			j.draw(screen)
		}
		j.err <- nil
	}
}

func (l *frameLoop) Layout(w, h int) (int, int) { return w, h }

func TestMain(m *testing.M) {
	// Keep the app away from the developer's config and cache folders
	// (their settings, saves, and Kpé tables that make kpe-table put there
	// would load in the background): without a temporary folder the tests
	// fail rather than work in the real ones. Give the app a slice of one
	// layer there: without a file every app of the tests whose Kpé coach
	// or top level asks would solve the endgames in the background
	// (kpetables tests that).
	dir, err := os.MkdirTemp("", "tavola-scenes-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "scenes tests: no temporary folder for the app's folders:", err)
		os.Exit(1)
	}
	os.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	os.Setenv("XDG_CACHE_HOME", filepath.Join(dir, "cache"))
	if err := emptyKpeSlice(); err != nil {
		os.RemoveAll(dir)
		panic(err)
	}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	loop.m = m
	if err := ebiten.RunGame(loop); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.RemoveAll(dir)
	os.Exit(loop.code)
}

// emptyKpeSlice writes the browser's slice of the Kpé tables with the
// layer of 0 seeds alone into the tables' folder (kpesolve.DefaultDir, in
// the cache folder): tables that know nothing.
func emptyKpeSlice() error {
	dir, err := kpesolve.DefaultDir()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := kpesolve.WriteLayers(&b, 0); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, kpesolve.WebFile), b.Bytes(), 0o644)
}
