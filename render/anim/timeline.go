package anim

import "iter"

// Span is when a step runs: from tick Start for Dur ticks. A step type
// embeds it, which makes the type a Step.
type Span struct{ Start, Dur int }

// End is the tick at which the span ends.
func (s Span) End() int { return s.Start + s.Dur }

// Progress is how far the span is at tick now, from 0 to 1.
func (s Span) Progress(now int) float64 { return Progress(now, s.Start, s.Dur) }

func (s Span) span() Span { return s }

// Step is a step of a timeline: a struct of the board's own that embeds a
// Span, beside what the board needs to draw the step and apply its
// change.
type Step interface{ span() Span }

// Timeline plays the steps of one action. A board lays them after Reset
// (Add, changing the last one through Steps while it grows), then plays
// them with Play or Reverse, calls Update and Apply once a tick, and
// draws what Running yields. The zero Timeline is empty and still.
//
// Each step changes what the board shows when it begins and when it
// ends (Apply). Forward, the changes are applied as their ticks come,
// from tick 1 on; when the last tick comes the timeline stops and the
// board shows its position as it is, so the changes due then are never
// applied. In reverse the board shows the position before the action as
// its truth, and at every tick the changes due by then are applied to it
// afresh: what is shown at a tick is the same both ways.
type Timeline[S Step] struct {
	steps []S
	marks []mark // whether each step's beginning and end have been applied
	tick  int
	total int // the length of the steps played, in ticks
	dir   int // 1 forward, -1 in reverse, 0 still
	rest  int // the clock tick at which the timeline comes (or came) to rest
}

type mark struct{ begun, ended bool }

// Reset drops every step and stops: from clock tick clock the board shows
// its position with no animation (a new game, an undo, a load, or an
// action with animations off).
func (t *Timeline[S]) Reset(clock int) {
	t.steps, t.marks = t.steps[:0], t.marks[:0]
	t.tick, t.total, t.dir, t.rest = 0, 0, 0, clock
}

// Add lays step s after the others.
func (t *Timeline[S]) Add(s S) {
	t.steps = append(t.steps, s)
	t.marks = append(t.marks, mark{})
}

// Steps returns the steps laid, in order. A board may change them until it
// plays them.
func (t *Timeline[S]) Steps() []S { return t.steps }

// Total is the length of the steps laid, in ticks: the end of the last to
// end.
func (t *Timeline[S]) Total() int {
	n := 0
	for i := range t.steps {
		n = max(n, t.steps[i].span().End())
	}
	return n
}

// Play starts the steps forward from tick 0, at clock tick clock. It
// reports whether there is anything to play; with no step the timeline
// is at rest at once.
func (t *Timeline[S]) Play(clock int) bool { return t.start(clock, 1) }

// Reverse starts the steps in reverse from their end, at clock tick
// clock, for a board that shows the position before the action: its
// Apply, called at once, shows the end of the action. It reports whether
// there is anything to play.
func (t *Timeline[S]) Reverse(clock int) bool { return t.start(clock, -1) }

func (t *Timeline[S]) start(clock, dir int) bool {
	clear(t.marks)
	t.total = t.Total()
	t.tick, t.dir, t.rest = 0, 0, clock
	if len(t.steps) == 0 {
		return false
	}
	t.dir, t.rest = dir, clock+t.total
	if dir < 0 {
		t.tick = t.total
	}
	return true
}

// Update advances the timeline by one tick (back one in reverse). It
// reports whether the board must show its position as it is before it
// calls Apply: when the timeline has just stopped, and at every tick in
// reverse, whose changes Apply then makes afresh.
func (t *Timeline[S]) Update() (fresh bool) {
	switch t.dir {
	case 1:
		if t.tick++; t.tick >= t.total {
			t.dir = 0
			return true
		}
	case -1:
		if t.tick--; t.tick <= 0 {
			t.dir = 0
		}
		clear(t.marks)
		return true
	}
	return false
}

// Apply calls change for every change due by the current tick and not
// yet applied, step by step in order: end false when the step begins,
// true when it ends. A still timeline applies nothing.
func (t *Timeline[S]) Apply(change func(s *S, end bool)) {
	if t.dir == 0 {
		return
	}
	for i := range t.steps {
		sp, m := t.steps[i].span(), &t.marks[i]
		if !m.begun && t.tick >= sp.Start {
			m.begun = true
			change(&t.steps[i], false)
		}
		if !m.ended && t.tick >= sp.End() {
			m.ended = true
			change(&t.steps[i], true)
		}
	}
}

// Running yields each step that has begun and not ended, with how far it
// has gone (0–1); nothing when the timeline is still.
func (t *Timeline[S]) Running() iter.Seq2[*S, float64] {
	return func(yield func(*S, float64) bool) {
		if t.dir == 0 {
			return
		}
		for i := range t.steps {
			if m := t.marks[i]; m.begun && !m.ended && !yield(&t.steps[i], t.steps[i].span().Progress(t.tick)) {
				return
			}
		}
	}
}

// Snap stops the timeline at clock tick clock, for an action that arrives
// while it plays, or a jump. It reports whether it was playing: the board
// then shows its position as it is.
func (t *Timeline[S]) Snap(clock int) bool {
	if t.dir == 0 {
		return false
	}
	t.dir, t.rest = 0, clock
	return true
}

// Playing reports whether the timeline is playing, forward or in reverse.
func (t *Timeline[S]) Playing() bool { return t.dir != 0 }

// Still reports whether the timeline is at rest: it changes nothing shown
// until it is told to play.
func (t *Timeline[S]) Still() bool { return t.dir == 0 }

// Back reports whether the timeline is playing in reverse.
func (t *Timeline[S]) Back() bool { return t.dir < 0 }

// Tick is the tick the timeline has reached, from 0 to its total.
func (t *Timeline[S]) Tick() int { return t.tick }

// Rest is the clock tick at which the timeline comes to rest (or came to
// it, once still): where what follows an action, such as a win's
// highlight fading in, starts.
func (t *Timeline[S]) Rest() int { return t.rest }
