package scenes

import (
	"testing"
	"time"

	"tavola/rules"
	"tavola/session"
)

// endless is an AI search that never ends, and counts its cancels.
type endless struct{ cancels *int }

func (endless) Step(time.Duration) bool        { return false }
func (endless) Result() (rules.Action, uint64) { return 0, 0 }
func (e endless) Cancel()                      { *e.cancels++ }

func TestAGameLeftStopsItsAIAndAMenuOverItDoesNot(t *testing.T) {
	cancels := 0
	deps := DefaultDeps()
	deps.NewSearch = func(rules.Game, int, uint64, uint64) session.Search { return endless{&cancels} }
	r := newRig(t, Options{Deps: deps})
	p, err := newPlay(r.app, "gravity", [2]session.Seat{{AI: true, Level: 1}, {}})
	if err != nil {
		t.Fatal(err)
	}
	r.app.goTo(p)
	r.frames(30)
	if cancels != 0 {
		t.Fatalf("the AI's search was cancelled %d times while its game showed", cancels)
	}
	m := newGameMenu(r.app, p)
	r.app.goTo(m)
	r.frames(2)
	r.app.goTo(p)
	r.frames(2)
	if cancels != 0 {
		t.Fatalf("the game menu over the game cancelled its AI %d times", cancels)
	}
	r.app.goTo(newGameMenu(r.app, p))
	r.frames(2)
	r.app.goTo(newTitle(r.app))
	r.frames(2)
	if cancels != 1 {
		t.Errorf("leaving the game (from its menu) cancelled its AI %d times, want once", cancels)
	}
}
