package scenes

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests need Ebitengine's GPU context: TestMain runs the game loop and
// its first Update starts the tests on their own goroutine. The tests call
// Update and Draw of their own apps (on offscreen images) frame by frame,
// while the loop keeps running real frames that flush the drawing to the
// GPU. Run them under xvfb-run.
type testRunner struct {
	m    *testing.M
	code int
	done chan struct{}
}

func (r *testRunner) Update() error {
	if r.done == nil {
		r.done = make(chan struct{})
		go func() {
			r.code = r.m.Run()
			close(r.done)
		}()
	}
	select {
	case <-r.done:
		return ebiten.Termination
	default:
		return nil
	}
}

func (r *testRunner) Draw(*ebiten.Image)         {}
func (r *testRunner) Layout(w, h int) (int, int) { return w, h }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	r := &testRunner{m: m}
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(r.code)
}
