package aiwork

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"time"

	"tavola/ai/analysis"
	"tavola/ai/kpecoach"
	"tavola/rules"
	"tavola/rules/kpe"
)

// Search is one search as the app's session runs it (session.Search has
// the same methods): Step reports whether it has ended and never waits
// for the worker, Result is the action chosen and the generation the
// search was started with, Cancel stops it.
type Search interface {
	Step(slice time.Duration) (done bool)
	Result() (a rules.Action, generation uint64)
	Cancel()
}

// SearchFunc starts a search of g at level, as session.SearchFunc does.
type SearchFunc func(g rules.Game, level int, seed, generation uint64) Search

// Client is the app's end of the worker: it posts the requests and takes
// the worker's messages (Receive), which in the browser arrive between
// frames. A search the worker cannot do — it never started, it stopped,
// or it answered an error — runs on the page instead, with the local
// search. Its methods may be called from any goroutine.
type Client struct {
	post   func(msg string)
	local  SearchFunc
	onFail func(why string)

	mu         sync.Mutex
	failed     bool
	nextID     uint64
	live       map[uint64]bool // searches waiting for their reply
	replies    map[uint64]Reply
	coaching   map[uint64]*CoachRun    // ratings not done yet
	analysing  map[uint64]*AnalysisRun // analyses not done yet
	evaluating map[uint64]*EvalRun     // evaluations not done yet
}

// NewClient returns a client that posts its messages to the worker with
// post and runs on the page, with local, what the worker cannot; onFail
// is told once, when the worker has failed (nil: not told).
func NewClient(post func(msg string), local SearchFunc, onFail func(why string)) *Client {
	return &Client{post: post, local: local, onFail: onFail, live: map[uint64]bool{}, replies: map[uint64]Reply{},
		coaching: map[uint64]*CoachRun{}, analysing: map[uint64]*AnalysisRun{}, evaluating: map[uint64]*EvalRun{}}
}

// Fail makes every search from now on run on the page, and ends the
// coach's ratings (the page rates nothing), the analyses and the
// evaluations (with an error: the page analyses nothing): the worker could not start or has
// stopped (why says how).
func (c *Client) Fail(why string) {
	c.mu.Lock()
	first := !c.failed
	c.failed = true
	clear(c.coaching)
	for _, run := range c.analysing {
		run.finish(nil, workerless(why))
	}
	clear(c.analysing)
	for _, run := range c.evaluating {
		run.finish(analysis.Eval{}, evalWorkerless(why))
	}
	clear(c.evaluating)
	c.mu.Unlock()
	if first && c.onFail != nil {
		c.onFail(why)
	}
}

// Receive takes one message of the worker: a reply is kept for its
// search or its rating, a reply to one cancelled meanwhile is dropped, and
// the worker's own failure (a reply to id 0) sends every search to the
// page.
func (c *Client) Receive(msg string) {
	r, ok, err := DecodeReply(msg)
	switch {
	case err != nil:
		fmt.Fprintln(os.Stderr, "tavola:", err)
		return
	case !ok:
		return // Ready
	case r.ID == 0:
		c.Fail(r.Err)
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if run := c.coaching[r.ID]; run != nil {
		if r.Err != "" {
			fmt.Fprintln(os.Stderr, "tavola: the coach:", r.Err)
		}
		if r.Rating != nil {
			run.rating, run.n = *r.Rating, run.n+1
		}
		if r.Rating == nil || r.Rating.Done {
			delete(c.coaching, r.ID)
		}
		return
	}
	if run := c.analysing[r.ID]; run != nil {
		c.analysisReply(run, r)
		return
	}
	if run := c.evaluating[r.ID]; run != nil {
		c.evalReply(run, r)
		return
	}
	if c.live[r.ID] {
		delete(c.live, r.ID)
		c.replies[r.ID] = r
	}
}

// analysisReply takes a reply to an analysis: its progress, its result or
// its error (c.mu is held).
func (c *Client) analysisReply(run *AnalysisRun, r Reply) {
	switch {
	case r.Progress != nil:
		if r.Progress.Total == run.total && r.Progress.Done >= run.done {
			run.done = r.Progress.Done
		}
		return
	case r.Err != "":
		run.finish(nil, errors.New(r.Err))
	case r.Analysis != nil:
		run.finish(ReadAnalysis(run.start, run.actions, r.Analysis))
	default:
		run.finish(nil, fmt.Errorf("%w: reply to analysis %d", errMessage, r.ID))
	}
	delete(c.analysing, r.ID)
}

// take returns the reply to search id, once it has come, and whether the
// worker has failed.
func (c *Client) take(id uint64) (r Reply, ok, failed bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok = c.replies[id]
	delete(c.replies, id)
	return r, ok, c.failed
}

// NewSearch starts a search of g in the worker: it posts the request and
// returns at once.
func (c *Client) NewSearch(g rules.Game, level int, seed, generation uint64) Search {
	s := &clientSearch{c: c, g: g, level: level, seed: seed, gen: generation}
	c.mu.Lock()
	failed := c.failed
	c.nextID++
	s.id = c.nextID
	c.mu.Unlock()
	if failed {
		s.onPage("")
		return s
	}
	start, moves, err := History(g)
	if err != nil {
		s.onPage(err.Error())
		return s
	}
	c.mu.Lock()
	c.live[s.id] = true
	c.mu.Unlock()
	c.post(Request{ID: s.id, Game: g.Name(), Start: start, Moves: moves, Level: level, Seed: seed}.Encode())
	return s
}

// clientSearch is one search in the worker, or on the page when the
// worker could not do it.
type clientSearch struct {
	c      *Client
	id     uint64
	g      rules.Game
	level  int
	seed   uint64
	gen    uint64
	page   Search // the search on the page, if it came to that
	done   bool
	action rules.Action
}

// onPage runs the search on the page from now on (why, when not empty,
// says what went wrong in the worker).
func (s *clientSearch) onPage(why string) {
	if why != "" {
		fmt.Fprintln(os.Stderr, "tavola: the AI's search runs on the page:", why)
	}
	s.page = s.c.local(s.g, s.level, s.seed, s.gen)
}

// Step reports whether the worker's reply has come; it never waits.
func (s *clientSearch) Step(slice time.Duration) bool {
	if s.page != nil {
		return s.page.Step(slice)
	}
	if s.done {
		return true
	}
	r, ok, failed := s.c.take(s.id)
	switch {
	case ok && r.Err != "":
		s.onPage(r.Err)
		return s.page.Step(slice)
	case ok:
		a, err := s.g.ParseAction(r.Action)
		if err != nil {
			s.onPage(err.Error())
			return s.page.Step(slice)
		}
		s.action, s.done = a, true
		return true
	case failed:
		s.onPage("")
		return s.page.Step(slice)
	}
	return false
}

// Result is the action chosen and the search's generation.
func (s *clientSearch) Result() (rules.Action, uint64) {
	if s.page != nil {
		return s.page.Result()
	}
	return s.action, s.gen
}

// Cancel stops the search; a reply still on its way is dropped.
func (s *clientSearch) Cancel() {
	if s.page != nil {
		s.page.Cancel()
		return
	}
	if s.done {
		return
	}
	s.done = true
	c := s.c
	c.mu.Lock()
	waiting := c.live[s.id]
	delete(c.live, s.id)
	delete(c.replies, s.id)
	c.mu.Unlock()
	if waiting {
		c.post(Cancel(s.id))
	}
}

// Coach starts the coach's rating of g's moves in the worker: it posts
// the request and returns at once. Where the worker cannot rate (it
// failed, or has no tables), the run ends with no rating.
func (c *Client) Coach(g *kpe.Game) *CoachRun {
	run := &CoachRun{c: c}
	c.mu.Lock()
	failed := c.failed
	c.nextID++
	run.id = c.nextID
	c.mu.Unlock()
	if failed {
		return run
	}
	start, moves, err := History(g)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola: the coach:", err)
		return run
	}
	c.mu.Lock()
	c.coaching[run.id] = run
	c.mu.Unlock()
	c.post(Request{ID: run.id, Coach: true, Game: g.Name(), Start: start, Moves: moves}.Encode())
	return run
}

// CoachRun is one rating in the worker (session.CoachRun).
type CoachRun struct {
	c  *Client
	id uint64
	// Guarded by c.mu:
	rating kpecoach.Rating
	n      int // the ratings that came
}

// Latest is the newest rating the worker sent and how many came.
func (r *CoachRun) Latest() (kpecoach.Rating, int) {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	return r.rating, r.n
}

// Cancel stops the rating; the worker drops it, and what it still sends
// is dropped here.
func (r *CoachRun) Cancel() {
	c := r.c
	c.mu.Lock()
	waiting := c.coaching[r.id] == r
	delete(c.coaching, r.id)
	c.mu.Unlock()
	if waiting {
		c.post(Cancel(r.id))
	}
}

// workerless is the error of an analysis that has no worker to run in.
func workerless(why string) error {
	if why == "" {
		return errors.New("aiwork: the analysis runs in the AI's worker, which has stopped")
	}
	return fmt.Errorf("aiwork: the analysis runs in the AI's worker, which has stopped: %s", why)
}

// Analyse starts the analysis of the game played from start by actions in
// the worker (package ai/analysis): it posts the request and returns at
// once. A game that does not replay ends the run at once with the error;
// where the worker cannot analyse (it failed), with that error: the page
// analyses nothing, as its one thread must draw.
func (c *Client) Analyse(start rules.Game, actions []rules.Action) *AnalysisRun {
	run := &AnalysisRun{c: c, start: start.Clone(), actions: slices.Clone(actions)}
	r, err := analysis.NewRun(start, actions)
	var pos string
	if err == nil {
		run.total = r.Total()
		pos, err = start.Position()
	}
	if err != nil {
		run.finish(nil, err)
		return run
	}
	moves := make([]string, len(actions))
	g := start.Clone()
	for i, a := range actions {
		moves[i] = g.FormatAction(a)
		g.Apply(a, nil)
	}
	c.mu.Lock()
	c.nextID++
	run.id = c.nextID
	failed := c.failed
	if failed {
		run.finish(nil, workerless(""))
	} else {
		c.analysing[run.id] = run
	}
	c.mu.Unlock()
	if failed {
		return run
	}
	c.post(Request{ID: run.id, Analyse: true, Game: start.Name(), Start: pos, Moves: moves}.Encode())
	return run
}

// AnalysisRun is one analysis in the worker (session.Analyser). Its
// methods never wait.
type AnalysisRun struct {
	c       *Client
	id      uint64
	start   rules.Game
	actions []rules.Action
	// Guarded by c.mu:
	done, total int
	ended       bool
	result      *analysis.Game
	err         error
}

// finish ends the run (c.mu is held, or the run is not shared yet).
func (r *AnalysisRun) finish(an *analysis.Game, err error) {
	if !r.ended {
		r.ended, r.result, r.err = true, an, err
		if err == nil {
			r.done = r.total
		}
	}
}

// Progress is the positions the worker has analysed, and how many there
// are.
func (r *AnalysisRun) Progress() (done, total int) {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	return r.done, r.total
}

// Done reports whether the analysis has ended.
func (r *AnalysisRun) Done() bool {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	return r.ended
}

// Result is the analysis once Done, or the error that ended it.
func (r *AnalysisRun) Result() (*analysis.Game, error) {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	return r.result, r.err
}

// Cancel ends the analysis (analysis.ErrStopped); the worker drops it, and
// what it still sends is dropped here.
func (r *AnalysisRun) Cancel() {
	c := r.c
	c.mu.Lock()
	waiting := c.analysing[r.id] == r
	delete(c.analysing, r.id)
	r.finish(nil, analysis.ErrStopped)
	c.mu.Unlock()
	if waiting {
		c.post(Cancel(r.id))
	}
}
