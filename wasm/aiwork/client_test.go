package aiwork

import (
	"sync"
	"testing"
	"time"

	"tavola/rules"
	"tavola/rules/catalog"
)

// pageSearch is the page's search of the tests: done at once, with a
// fixed action, counting where it was made.
type pageSearch struct {
	action rules.Action
	gen    uint64
}

func (p pageSearch) Step(time.Duration) bool        { return true }
func (p pageSearch) Result() (rules.Action, uint64) { return p.action, p.gen }
func (p pageSearch) Cancel()                        {}

// linked is a Client talking to a Server on its own goroutine, as the
// page talks to the worker, with what the client sent and what ran on
// the page.
type linked struct {
	c     *Client
	s     *Server
	mu    sync.Mutex
	sent  []string
	pages int
	fails []string
}

func newLinked(t *testing.T) *linked {
	t.Helper()
	l := &linked{}
	l.s = NewServer(catalog.New, func(m string) { l.c.Receive(m) })
	l.c = NewClient(func(m string) {
		l.mu.Lock()
		l.sent = append(l.sent, m)
		l.mu.Unlock()
		l.s.Handle(m)
	}, func(g rules.Game, level int, seed, gen uint64) Search {
		l.mu.Lock()
		l.pages++
		l.mu.Unlock()
		return pageSearch{action: 99, gen: gen}
	}, func(why string) {
		l.mu.Lock()
		l.fails = append(l.fails, why)
		l.mu.Unlock()
	})
	go l.s.Run(time.Millisecond, func() { time.Sleep(time.Millisecond) })
	return l
}

// finish steps s until it is done.
func finish(t *testing.T, s Search) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !s.Step(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the search never finished")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestClientSearchesInTheWorker(t *testing.T) {
	l := newLinked(t)
	g, _ := catalog.New("gravity")
	playRandom(g, 4)
	s := l.c.NewSearch(g, 1, 3, 17)
	finish(t, s)
	a, gen := s.Result()
	if gen != 17 {
		t.Errorf("generation %d, want the session's 17", gen)
	}
	legal := false
	for _, b := range g.Actions(nil) {
		legal = legal || a == b
	}
	if !legal || l.pages != 0 {
		t.Errorf("the worker's answer %v is legal: %v; searches on the page: %d, want none", a, legal, l.pages)
	}
}

func TestClientCancelLetsTheWorkerGoAndDropsTheReply(t *testing.T) {
	l := newLinked(t)
	long, _ := catalog.New("gipf-standard")
	playRandom(long, 8)
	s := l.c.NewSearch(long, 6, 1, 1)
	time.Sleep(20 * time.Millisecond)
	s.Cancel()
	s.Cancel() // twice: one cancel message
	l.mu.Lock()
	if n := len(l.sent); n != 2 || l.sent[1] != Cancel(1) {
		t.Errorf("the client sent %q, want the request and one cancel", l.sent)
	}
	l.mu.Unlock()
	// The worker is free at once for the next search.
	short, _ := catalog.New("gravity")
	t0 := time.Now()
	finish(t, l.c.NewSearch(short, 1, 1, 2))
	if el := time.Since(t0); el > 5*time.Second {
		t.Errorf("the next search waited %v behind the cancelled one", el)
	}
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	if len(l.c.live) != 0 || len(l.c.replies) != 0 {
		t.Errorf("the client keeps %v live and replies %v", l.c.live, l.c.replies)
	}
}

func TestClientSearchesOnThePageWhenTheWorkerFails(t *testing.T) {
	l := newLinked(t)
	// A search in flight when the worker reports it could not start.
	g, _ := catalog.New("gipf-standard")
	s := l.c.NewSearch(g, 6, 1, 5)
	l.c.Receive("failed\n0\nno WebAssembly")
	finish(t, s)
	if a, gen := s.Result(); a != 99 || gen != 5 {
		t.Errorf("after the worker failed the search gave %v, %d; want the page's 99, 5", a, gen)
	}
	l.c.Fail("again")
	if len(l.fails) != 1 || l.fails[0] != "no WebAssembly" {
		t.Errorf("told of failures %q, want the first one once", l.fails)
	}
	// Every search from now on runs on the page, and nothing is posted.
	l.mu.Lock()
	sent := len(l.sent)
	l.mu.Unlock()
	h, _ := catalog.New("gravity")
	s = l.c.NewSearch(h, 1, 1, 6)
	finish(t, s)
	if a, _ := s.Result(); a != 99 || len(l.sent) != sent {
		t.Errorf("a search after the failure gave %v and posted %d messages", a, len(l.sent)-sent)
	}
}

func TestClientTakesAnErrorReplyToThePage(t *testing.T) {
	var c *Client
	c = NewClient(func(m string) {
		_, id, _, _ := decode(m)
		go c.Receive(Reply{ID: id, Err: "aiwork: out of memory"}.Encode())
	}, func(g rules.Game, level int, seed, gen uint64) Search { return pageSearch{action: 42, gen: gen} }, nil)
	g, _ := catalog.New("kpe")
	s := c.NewSearch(g, 2, 1, 8)
	finish(t, s)
	if a, gen := s.Result(); a != 42 || gen != 8 {
		t.Errorf("after the worker's error the search gave %v, %d; want the page's 42, 8", a, gen)
	}
	c.Receive("nonsense") // told on stderr, changes nothing
	if c.failed {
		t.Error("a message the client cannot read made it give up the worker")
	}
}
