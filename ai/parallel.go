package ai

import (
	"sync"
	"sync/atomic"

	"tavola/rules"
)

// Parallel search is Lazy SMP: beside the main search, helpers search the
// same root on their own copies of the game, with their own move-ordering
// memory, sharing the transposition table, which is safe for that without
// locks (see table). What they store there orders and cuts the main
// search; only the main search's result is used. A helper searches the
// main search's current depth, or one deeper (the odd helpers), and
// drops its iteration for a deeper one as soon as the main search moves
// past it. Helpers start after the exact endgame phase, only in the
// iterative deepening, and all have ended when the search returns.

// Team states.
const (
	teamRun int32 = iota
	teamPause
	teamStop
)

// team is what the main search shares with its helpers.
type team struct {
	state atomic.Int32 // teamRun, teamPause or teamStop
	depth atomic.Int32 // the depth of the main search's current iteration
	nodes atomic.Int64 // every thread's nodes, each adding its own every clockEvery units
	max   int64        // the node budget of them all; 0 = none
	mu    sync.Mutex
	gate  chan struct{} // closed when state leaves teamPause
	wg    sync.WaitGroup
}

func newTeam(maxNodes int64) *team {
	return &team{max: maxNodes, gate: make(chan struct{})}
}

// tell adds the nodes c has searched since it last told them.
func (t *team) tell(c *control) {
	t.nodes.Add(c.nodes - c.told)
	c.told = c.nodes
}

// spent reports whether the threads together have spent the node budget.
func (t *team) spent() bool { return t.max > 0 && t.nodes.Load() >= t.max }

// set changes the state and wakes the helpers that wait.
func (t *team) set(state int32) {
	t.mu.Lock()
	defer t.mu.Unlock()
	old := t.state.Swap(state)
	switch {
	case state == teamPause && old != teamPause:
		t.gate = make(chan struct{})
	case state != teamPause && old == teamPause:
		close(t.gate)
	}
}

// parked waits while the team is paused.
func (t *team) parked() {
	t.mu.Lock()
	gate := t.gate
	paused := t.state.Load() == teamPause
	t.mu.Unlock()
	if paused {
		<-gate
	}
}

// pause parks the helpers at their next look (the main search's slice
// is over); nothing on a search of one thread.
func (t *team) pause() {
	if t != nil {
		t.set(teamPause)
	}
}

// resume lets parked helpers go on.
func (t *team) resume() {
	if t != nil {
		t.set(teamRun)
	}
}

// helperLook is a helper's look every clockEvery units of work: it adds
// its nodes to the team's, parks while the team is paused, and says
// whether the helper must stop its iteration — the search is over, the
// node budget spent, or the main search has gone deeper than it.
func (c *control) helperLook() bool {
	t := c.team
	t.tell(c)
	if t.spent() {
		c.stopped = true
		return true
	}
	for {
		switch t.state.Load() {
		case teamRun:
			if int(t.depth.Load()) > c.iter {
				c.stopped = true
				return true
			}
			return false
		case teamStop:
			c.stopped = true
			return true
		}
		t.parked()
	}
}

// helpers starts n-1 helpers of ab (its root actions listed, its table
// prepared) on the work spaces of t, and returns what ends them: stop
// waits until every helper has returned.
func (ab *alphaBeta) helpers(n int, t *tables, limit int) (stop func()) {
	tm := newTeam(ab.ctl.maxNodes)
	tm.tell(ab.ctl)
	ab.ctl.team = tm
	ab.tt.shared = true
	for len(t.helpers) < n-1 {
		t.helpers = append(t.helpers, newABWork())
	}
	for k := 1; k < n; k++ {
		g := ab.g.Clone()
		ctl := &control{team: tm, helper: true}
		h := &alphaBeta{g: g, ev: evaluatorFor(g), ctl: ctl, tt: ab.tt, abWork: t.helpers[k-1], scored: ab.scored}
		h.distinct, _ = g.(distinctLister)
		h.bestPV = make([]rules.Action, 0, maxPly)
		h.rootActs = append([]rules.Action(nil), ab.rootActs...)
		h.rootVals = make([]int32, len(h.rootActs))
		tm.wg.Add(1)
		go func() {
			defer tm.wg.Done()
			h.help(k%2, limit)
		}()
	}
	return func() {
		tm.set(teamStop)
		tm.wg.Wait()
		tm.tell(ab.ctl)
		ab.ctl.team = nil
		ab.tt.shared = false
		ab.ctl.nodes, ab.ctl.told = tm.nodes.Load(), 0
	}
}

// help is a helper's iterative deepening: each iteration at the main
// search's depth plus offset, until the team stops.
func (ab *alphaBeta) help(offset, limit int) {
	ab.reset()
	c, t := ab.ctl, ab.ctl.team
	defer t.tell(c)
	d := 0
	for t.state.Load() != teamStop && !t.spent() {
		d = min(max(d+1, int(t.depth.Load())+offset), limit)
		c.iter, c.stopped = d, false
		ab.horizon = false
		if ab.iterate(d) && d == limit {
			return
		}
	}
}
