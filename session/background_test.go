//go:build !js

package session_test

import (
	"sync/atomic"
	"testing"
	"time"

	"tavola/rules"
	"tavola/session"
)

// slowSearch needs a number of steps and records where it was cancelled.
type slowSearch struct {
	steps     atomic.Int32
	need      int32
	cancelled atomic.Bool
}

func (s *slowSearch) Step(d time.Duration) bool {
	time.Sleep(time.Millisecond)
	return s.steps.Add(1) >= s.need
}
func (s *slowSearch) Result() (rules.Action, uint64) { return 7, 3 }
func (s *slowSearch) Cancel()                        { s.cancelled.Store(true) }

func TestBackgroundSearchNeverHoldsAFrame(t *testing.T) {
	inner := &slowSearch{need: 30}
	b := session.InBackground(inner)
	t0 := time.Now()
	done := b.Step(time.Hour)
	if el := time.Since(t0); el > 5*time.Millisecond || done {
		t.Fatalf("Step took %v and reported done %v: it must only look", el, done)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !b.Step(0) {
		if time.Now().After(deadline) {
			t.Fatal("the background search never finished")
		}
		time.Sleep(time.Millisecond)
	}
	if a, gen := b.Result(); a != 7 || gen != 3 {
		t.Errorf("Result = %v, %v; want the inner search's 7, 3", a, gen)
	}
}

func TestBackgroundSearchStopsWhenCancelled(t *testing.T) {
	inner := &slowSearch{need: 1 << 30}
	b := session.InBackground(inner)
	time.Sleep(5 * time.Millisecond)
	b.Cancel()
	b.Cancel() // twice is harmless
	deadline := time.Now().Add(5 * time.Second)
	for !b.Step(0) {
		if time.Now().After(deadline) {
			t.Fatal("the cancelled search's goroutine did not end")
		}
		time.Sleep(time.Millisecond)
	}
	if !inner.cancelled.Load() {
		t.Error("the inner search was not cancelled")
	}
	n := inner.steps.Load()
	time.Sleep(20 * time.Millisecond)
	if inner.steps.Load() != n {
		t.Error("the search went on after Cancel")
	}
}
