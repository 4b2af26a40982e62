package scenes

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The tests need Ebitengine's GPU context: TestMain runs the game loop, and
// its first Update runs every test (they then call Update and Draw of their
// own apps directly, frame by frame). Run them under xvfb-run.
var exitCode int

type testRunner struct{ m *testing.M }

func (r *testRunner) Update() error {
	exitCode = r.m.Run()
	return ebiten.Termination
}
func (r *testRunner) Draw(*ebiten.Image)         {}
func (r *testRunner) Layout(w, h int) (int, int) { return w, h }

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(&testRunner{m}); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(exitCode)
}
