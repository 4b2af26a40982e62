package ai

import (
	"fmt"
	"time"
)

// clockEvery is how many units of work pass between two looks at the clock:
// often enough that a slice overruns by microseconds, rarely enough that
// reading the clock costs nothing measurable.
const clockEvery = 32

// control runs a search body on its own goroutine and lets one caller pump
// it slice by slice. The body calls tick for every node; tick counts the
// node budget and, every clockEvery units of work, reads the clock: it
// pauses the body (blocking its goroutine) when the slice is over and stops
// it when the time budget is spent or the search was cancelled. Pausing
// never changes what the body computes.
type control struct {
	maxNodes int64
	minNodes int64 // the time budget does not stop the body before nodes reach it
	maxTime  time.Duration
	hardTime time.Duration // ends the body whatever minNodes asks; 0 = none
	now      func() time.Time
	wall     bool          // maxTime counts from born by the wall clock
	born     time.Time     // when the first slice was given
	looked   time.Time     // the last look at the clock between nodes (wall-clock budgets)
	gap      time.Duration // the longest time between two such looks so far
	cap      int64         // a node count where the body's current phase ends; 0 = none
	capped   bool          // the search stopped at cap, not for its budget

	nodes   int64
	work    int
	worked  time.Duration // working time of the slices already finished
	start   time.Time     // start of the current slice
	end     time.Time     // end of the current slice
	stopped bool

	resume   chan time.Duration
	pause    chan bool // true once the body has returned
	cancel   chan struct{}
	exited   chan struct{} // closed when the body's goroutine ends
	started  bool
	finished bool
	failure  any // a panic of the body, raised again in the caller

	// team is the helpers of a parallel search while they run (see
	// parallel.go); nil with one thread. A helper's own control has
	// helper set and iter the depth it searches.
	team   *team
	helper bool
	iter   int
	told   int64 // the nodes of this thread already added to its team's count
}

// newControl returns the control of a search of budget b whose clock is
// now (time.Now when nil; tests give a clock of their own).
func newControl(b Budget, now func() time.Time) *control {
	if now == nil {
		now = time.Now
	}
	return &control{
		maxNodes: b.Nodes,
		minNodes: b.MinNodes,
		maxTime:  b.Time,
		hardTime: b.MaxTime,
		now:      now,
		wall:     b.Wall,
		resume:   make(chan time.Duration),
		pause:    make(chan bool),
		cancel:   make(chan struct{}),
		exited:   make(chan struct{}),
	}
}

// step lets the body work for about slice and reports whether it has
// finished. It must be called from one goroutine only.
func (c *control) step(slice time.Duration, body func()) bool {
	if c.finished {
		return true
	}
	if c.cancelled() {
		c.finish()
		return true
	}
	if !c.started {
		c.started = true
		c.born = c.now()
		go c.run(body)
	}
	select {
	case c.resume <- slice:
	case <-c.cancel:
		c.finish()
		return true
	}
	select {
	case done := <-c.pause:
		if done {
			c.finished = true
			if c.failure != nil {
				panic(fmt.Sprintf("ai: search failed: %v", c.failure))
			}
		}
		return done
	case <-c.cancel:
		c.finish()
		return true
	}
}

// finish marks the search finished after a cancel and waits for its body
// to end, which it does at once: nothing the body waits for outlasts a
// cancel.
func (c *control) finish() {
	c.finished = true
	if c.started {
		<-c.exited
	}
}

// cancelled reports whether the search was cancelled; any goroutine may
// ask.
func (c *control) cancelled() bool {
	select {
	case <-c.cancel:
		return true
	default:
		return false
	}
}

func (c *control) run(body func()) {
	defer close(c.exited)
	defer func() {
		c.failure = recover()
		select {
		case c.pause <- true:
		case <-c.cancel:
		}
	}()
	if !c.wait() {
		return
	}
	body()
}

// wait blocks the body until the caller gives it a slice; false means the
// search was cancelled meanwhile.
func (c *control) wait() bool {
	select {
	case slice := <-c.resume:
		c.start = c.now()
		c.end = c.start.Add(slice)
		return true
	case <-c.cancel:
		c.stopped = true
		return false
	}
}

// uncap lets the body go on after a phase ended at its cap (and nothing
// else stopped it).
func (c *control) uncap() {
	if c.capped {
		c.stopped, c.capped = false, false
	}
	c.cap = 0
}

// tick counts one node worth units of work and says whether the body must
// stop: the node budget is spent, the time budget is spent, or the search
// was cancelled. At the end of a slice it blocks until the next one.
func (c *control) tick(units int) bool {
	if c.stopped {
		return true
	}
	c.nodes++
	if c.maxNodes > 0 && c.nodes >= c.maxNodes {
		c.stopped = true
		return true
	}
	if c.cap > 0 && c.nodes >= c.cap {
		c.stopped, c.capped = true, true
		return true
	}
	return c.spend(units)
}

// pace looks at the clock after a piece of work that is not a node (a
// chunk of a table allocated) and reports whether the body may go on. It
// pauses at the end of a slice but leaves a working-time budget alone:
// making tables is not thinking (see restartTime). A wall-clock budget
// counts it.
func (c *control) pace() bool { return !c.stopped && !c.look(c.wall) }

// restartTime makes a working-time budget count from now: the tables the
// body made before it starts thinking (which a Searcher makes once) do
// not eat into a short budget. A wall-clock budget keeps counting.
func (c *control) restartTime() {
	if !c.wall {
		c.worked = -c.now().Sub(c.start)
	}
}

// spend counts units of work and, every clockEvery of them, looks at the
// clock as tick describes.
func (c *control) spend(units int) bool {
	c.work += units
	if c.work < clockEvery {
		return false
	}
	c.work = 0
	if searchThreads > 1 && c.team != nil {
		if c.helper {
			return c.helperLook()
		}
		c.team.tell(c)
		if c.team.spent() {
			c.stopped = true
			return true
		}
	}
	if c.wall {
		now := c.now()
		if !c.looked.IsZero() {
			c.gap = max(c.gap, now.Sub(c.looked))
		}
		c.looked = now
	}
	return c.look(true)
}

// look reads the clock and says whether the body must stop: it was
// cancelled, or (when timed) the time budget is spent. At the end of a
// slice it blocks until the next one.
func (c *control) look(timed bool) bool {
	select {
	case <-c.cancel:
		c.stopped = true
		return true
	default:
	}
	now := c.now()
	spent, limit, hard := c.worked+now.Sub(c.start), c.maxTime, c.hardTime
	if c.wall {
		spent, limit, hard = now.Sub(c.born), c.wallLimit(limit), c.wallLimit(hard)
	}
	if timed && (c.maxTime > 0 && spent >= limit && c.nodes >= c.minNodes || c.hardTime > 0 && spent >= hard) {
		c.stopped = true
		return true
	}
	if now.Before(c.end) {
		return false
	}
	c.worked += now.Sub(c.start)
	if searchThreads > 1 {
		c.team.pause()
	}
	select {
	case c.pause <- false:
	case <-c.cancel:
		c.stopped = true
		return true
	}
	if !c.wait() {
		return true
	}
	if searchThreads > 1 {
		c.team.resume()
	}
	return false
}

// wallLimit is when a wall-clock budget of t stops searching: early by
// wallMargin and by the longest gap seen between two looks at the clock.
func (c *control) wallLimit(t time.Duration) time.Duration {
	return t - wallMargin(t) - min(c.gap, t/2)
}

// total is the nodes of the search so far, its helpers' included.
func (c *control) total() int64 {
	if c.team == nil {
		return c.nodes
	}
	return c.team.nodes.Load() + c.nodes - c.told
}

// maxWallMargin is the most a wall-clock budget stops early (wallMargin).
const maxWallMargin = 50 * time.Millisecond

// wallMargin is how much sooner than its time a wall-clock budget stops
// searching: a tenth, at most maxWallMargin — what answering takes on a loaded
// machine, where a process can wait tens of milliseconds to run again
// (at load 30 on 2 cores, "genmove time 500" answered in 586 ms at the
// median without it). A wall-clock budget also stops sooner by the longest
// time it has seen between two of its looks at the clock between nodes
// (half its time at most; the making of the tables, whose chunks take long
// in WebAssembly, is left out): a process that waited that long to run once may wait as long
// again before its answer is out. On a machine that runs it when it is
// ready that is microseconds (a look every 32 nodes).
func wallMargin(t time.Duration) time.Duration { return min(t/10, maxWallMargin) }

// abort cancels the search; the body unwinds on its own goroutine.
func (c *control) abort() {
	select {
	case <-c.cancel:
	default:
		close(c.cancel)
	}
}
