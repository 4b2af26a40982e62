package anim_test

import (
	"fmt"
	"slices"
	"testing"

	"tavola/render/anim"
)

// step is a test step: its span and a name for what it changes.
type step struct {
	anim.Span
	name string
}

// shown is a board's picture as a test sees it: the changes applied, in
// order ("a+" when a begins, "a-" when it ends).
type shown []string

func (s *shown) change(st *step, end bool) {
	if end {
		*s = append(*s, st.name+"-")
	} else {
		*s = append(*s, st.name+"+")
	}
}

// lay resets tl and lays three overlapping steps: a over ticks 0–4, b over
// 2–5, c over 5–8.
func lay(tl *anim.Timeline[step]) {
	tl.Reset(0)
	tl.Add(step{anim.Span{Start: 0, Dur: 4}, "a"})
	tl.Add(step{anim.Span{Start: 2, Dur: 3}, "b"})
	tl.Add(step{anim.Span{Start: 5, Dur: 3}, "c"})
}

func TestForwardAppliesEachChangeOnceWhenItsTickComes(t *testing.T) {
	var tl anim.Timeline[step]
	lay(&tl)
	if tl.Total() != 8 {
		t.Fatalf("total %d ticks, want 8", tl.Total())
	}
	if !tl.Play(100) || !tl.Playing() || tl.Still() || tl.Back() {
		t.Fatal("Play of three steps does not play forward")
	}
	if tl.Rest() != 108 {
		t.Errorf("rest at clock %d, want 108 (the clock when it started, plus its 8 ticks)", tl.Rest())
	}
	var log shown
	ticks := 0
	for tl.Playing() {
		fresh := tl.Update()
		ticks++
		tl.Apply(log.change)
		if fresh != tl.Still() {
			t.Errorf("tick %d: fresh %v while still %v; forward, only the stop asks for the truth", tl.Tick(), fresh, tl.Still())
		}
	}
	want := shown{"a+", "b+", "a-", "b-", "c+"}
	if !slices.Equal(log, want) {
		t.Errorf("changes applied %v, want %v (c's end comes with the last tick, when the board shows its truth)", log, want)
	}
	if ticks != 8 || tl.Tick() != 8 {
		t.Errorf("stopped after %d updates at tick %d, want 8 and 8", ticks, tl.Tick())
	}
}

func TestForwardAppliesTheChangesOfEachTickAtThatTick(t *testing.T) {
	var tl anim.Timeline[step]
	lay(&tl)
	tl.Play(0)
	at := map[string]int{}
	for tl.Playing() {
		tl.Update()
		tl.Apply(func(s *step, end bool) {
			k := s.name + "+"
			if end {
				k = s.name + "-"
			}
			at[k] = tl.Tick()
		})
	}
	// A step that starts at 0 begins at the first tick played, 1.
	want := map[string]int{"a+": 1, "b+": 2, "a-": 4, "b-": 5, "c+": 5}
	if fmt.Sprint(at) != fmt.Sprint(want) {
		t.Errorf("changes at ticks %v, want %v", at, want)
	}
}

func TestRunningYieldsTheStepsUnderWayWithTheirProgress(t *testing.T) {
	var tl anim.Timeline[step]
	lay(&tl)
	tl.Play(0)
	for range 3 {
		tl.Update()
		tl.Apply(func(*step, bool) {})
	}
	got := map[string]float64{}
	for s, u := range tl.Running() {
		got[s.name] = u
	}
	// At tick 3: a is 3/4 through, b 1/3, c not begun.
	if len(got) != 2 || got["a"] != 0.75 || got["b"] < 0.333 || got["b"] > 0.334 {
		t.Errorf("running at tick 3: %v, want a at 0.75 and b at 1/3", got)
	}
	for range tl.Running() {
		break // a loop that stops early must not run on
	}
	tl.Snap(10)
	for s := range tl.Running() {
		t.Errorf("a still timeline yields %q", s.name)
	}
}

// state is the set of changes in log, so that two runs compare by what
// they show, not by the order they got there.
func state(log shown) string { return fmt.Sprint(slices.Sorted(slices.Values(log))) }

func TestReverseShowsAtEveryTickWhatForwardShowsAtIt(t *testing.T) {
	var fwd, back anim.Timeline[step]
	lay(&fwd)
	lay(&back)
	fwd.Play(0)
	var s shown
	forward := map[int]string{}
	for fwd.Playing() {
		if fwd.Update() {
			break
		}
		fwd.Apply(s.change)
		forward[fwd.Tick()] = state(s)
	}
	if !back.Reverse(50) || !back.Back() {
		t.Fatal("Reverse of three steps does not play back")
	}
	if back.Rest() != 58 {
		t.Errorf("reverse rests at clock %d, want 58", back.Rest())
	}
	var b shown
	back.Apply(b.change)
	if want := (shown{"a+", "a-", "b+", "b-", "c+", "c-"}); !slices.Equal(b, want) {
		t.Errorf("the reverse starts showing %v, want the action done: %v", b, want)
	}
	seen := 0
	for back.Playing() {
		if !back.Update() {
			t.Fatalf("tick %d back: Update did not ask for the truth afresh", back.Tick())
		}
		b = b[:0]
		back.Apply(b.change)
		if back.Still() {
			break
		}
		if got := state(b); got != forward[back.Tick()] {
			t.Errorf("tick %d: back shows %s, forward %s", back.Tick(), got, forward[back.Tick()])
		}
		seen++
	}
	if seen != 7 || back.Tick() != 0 {
		t.Errorf("compared %d ticks and stopped at tick %d, want 7 (ticks 7 to 1) and 0", seen, back.Tick())
	}
}

func TestSnapStopsOnceAndRestsAtItsClock(t *testing.T) {
	var tl anim.Timeline[step]
	lay(&tl)
	tl.Play(0)
	tl.Update()
	if !tl.Snap(40) || tl.Playing() || !tl.Still() || tl.Rest() != 40 {
		t.Errorf("Snap of a playing timeline: playing %v, rest %d; want stopped at 40", tl.Playing(), tl.Rest())
	}
	if tl.Snap(50) || tl.Rest() != 40 {
		t.Errorf("a second Snap reported playing or moved the rest to %d", tl.Rest())
	}
	if tl.Update() {
		t.Error("a still timeline asked for the truth on Update")
	}
	var s shown
	tl.Apply(s.change)
	if len(s) != 0 {
		t.Errorf("a still timeline applied %v", s)
	}
	// Played again, it starts from its beginning.
	tl.Play(60)
	tl.Update()
	tl.Apply(s.change)
	if !slices.Equal(s, shown{"a+"}) {
		t.Errorf("played again: %v, want a begun afresh", s)
	}
}

func TestNothingToPlayRestsAtOnce(t *testing.T) {
	var tl anim.Timeline[step]
	tl.Reset(5)
	if tl.Rest() != 5 || !tl.Still() {
		t.Errorf("after Reset(5): rest %d, still %v", tl.Rest(), tl.Still())
	}
	if tl.Play(7) || tl.Playing() || tl.Rest() != 7 {
		t.Errorf("Play with no step: playing %v, rest %d; want still, at rest from 7", tl.Playing(), tl.Rest())
	}
	if tl.Reverse(9) || tl.Playing() || tl.Rest() != 9 {
		t.Errorf("Reverse with no step: playing %v, rest %d; want still, at rest from 9", tl.Playing(), tl.Rest())
	}
	lay(&tl)
	tl.Reset(3)
	if len(tl.Steps()) != 0 || tl.Total() != 0 {
		t.Errorf("Reset left %d steps, %d ticks", len(tl.Steps()), tl.Total())
	}
}

func TestStepsCanGrowUntilPlayed(t *testing.T) {
	var tl anim.Timeline[step]
	tl.Reset(0)
	tl.Add(step{anim.Span{Start: 1, Dur: 2}, "slide"})
	tl.Steps()[0].Dur = 6 // a slide that takes one more piece along
	if tl.Total() != 7 {
		t.Errorf("total %d after the last step grew to end at 7", tl.Total())
	}
	tl.Play(0)
	n := 0
	for tl.Playing() {
		tl.Update()
		n++
	}
	if n != 7 {
		t.Errorf("played %d ticks, want 7", n)
	}
}
