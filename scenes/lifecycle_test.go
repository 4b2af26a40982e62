package scenes

import (
	"testing"
	"time"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/rules/kpe"
	"tavola/session"
)

// endless is an AI search that never ends, and counts its cancels.
type endless struct{ cancels *int }

func (endless) Step(time.Duration) bool        { return false }
func (endless) Result() (rules.Action, uint64) { return 0, 0 }
func (e endless) Cancel()                      { *e.cancels++ }

// menuThenLeave opens p's menu over it and goes back to p, then leaves p
// from its menu for the title, and checks the cancels of what p runs
// (its AI, its coach): none while the menu showed over it, one once p is
// left.
func menuThenLeave(t *testing.T, r *rig, p *play, what string, cancels *int) {
	t.Helper()
	r.app.goTo(newGameMenu(r.app, p))
	r.frames(2)
	r.app.goTo(p)
	r.frames(2)
	if *cancels != 0 {
		t.Fatalf("the game menu over the game cancelled its %s %d times", what, *cancels)
	}
	r.app.goTo(newGameMenu(r.app, p))
	r.frames(2)
	r.app.goTo(newTitle(r.app))
	r.frames(2)
	if *cancels != 1 {
		t.Errorf("leaving the game (from its menu) cancelled its %s %d times, want once", what, *cancels)
	}
}

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
	menuThenLeave(t, r, p, "AI", &cancels)
}

// endlessRating is a coach's rating that never ends, and counts its
// cancels.
type endlessRating struct{ cancels *int }

func (endlessRating) Latest() (kpecoach.Rating, int) { return kpecoach.Rating{}, 0 }
func (e endlessRating) Cancel()                      { *e.cancels++ }

func TestAKpeGameLeftStopsItsCoachAndAMenuOverItDoesNot(t *testing.T) {
	tab, err := kpesolve.SmallTables(2)
	if err != nil {
		t.Fatal(err)
	}
	starts, cancels := 0, 0
	deps := DefaultDeps()
	deps.KpeTables = kpetables.Loaded(tab, "")
	deps.NewCoach = func(*kpe.Game) session.CoachRun { starts++; return endlessRating{&cancels} }
	r := newRig(t, Options{Deps: deps})
	r.app.set.Coach = true
	r.app.applySettings()
	p, err := newPlay(r.app, "kpe", [2]session.Seat{{}, {AI: true, Level: 1}})
	if err != nil {
		t.Fatal(err)
	}
	r.app.goTo(p)
	r.frames(10)
	if starts != 1 || cancels != 0 {
		t.Fatalf("with the coach on and a person to move, the coach started %d times and was cancelled %d times, want 1 and 0", starts, cancels)
	}
	menuThenLeave(t, r, p, "coach", &cancels)
	if starts != 1 {
		t.Errorf("the coach started %d times, want once: a game left rates nothing more", starts)
	}
}
