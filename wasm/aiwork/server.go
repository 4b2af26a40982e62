package aiwork

import (
	"fmt"
	"sync"
	"time"

	"tavola/ai"
	"tavola/ai/kpesolve"
	"tavola/rules"
)

// Server runs the worker's searches, one at a time and in the order they
// came, on one ai.Searcher (its tables are kept from search to search).
// Handle takes the messages and never blocks; Run searches.
type Server struct {
	newGame func(string) (rules.Game, error)
	post    func(msg string)

	mu        sync.Mutex
	queue     []Request
	running   uint64          // the request being searched; 0 for none
	cancelled map[uint64]bool // queued or running requests cancelled
	wake      chan struct{}
	searcher  ai.Searcher
	kpe       func() kpesolve.Source // the Kpé tables, if any (SetKpeTables)
}

// SetKpeTables gives Kpé's top level the tables src returns (nil while
// there are none): it then plays perfectly where they reach. Call it
// before Run.
func (s *Server) SetKpeTables(src func() kpesolve.Source) { s.kpe = src }

// NewServer returns a server that makes games with newGame and posts its
// replies with post.
func NewServer(newGame func(string) (rules.Game, error), post func(msg string)) *Server {
	return &Server{newGame: newGame, post: post, cancelled: map[uint64]bool{}, wake: make(chan struct{}, 1)}
}

// Prepare makes the tables of the server's searches now (ai.Searcher's
// Prepare), so that the first search does not grow the heap for them. The
// worker calls it when it starts, before it has anything to search.
func (s *Server) Prepare() { s.searcher.Prepare() }

// Handle takes one message of the app: a search is queued, a cancel marks
// its search (which then stops within a slice, or never starts, and gets
// no reply). A message that cannot be read is answered with an error when
// it has an id, and otherwise dropped.
func (s *Server) Handle(msg string) {
	kind, id, rest, err := decode(msg)
	if err == nil && kind != kindSearch && kind != kindCancel {
		err = fmt.Errorf("%w: kind %q", errMessage, kind)
	}
	if err != nil {
		if id != 0 {
			s.post(Reply{ID: id, Err: err.Error()}.Encode())
		}
		return
	}
	if kind == kindCancel {
		s.cancel(id)
		return
	}
	r, err := decodeRequest(id, rest)
	if err != nil {
		s.post(Reply{ID: id, Err: err.Error()}.Encode())
		return
	}
	s.mu.Lock()
	s.queue = append(s.queue, r)
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run serves the queue for ever: each search runs in slices of slice, and
// pause is called between two (in the worker it sleeps a moment, which
// lets the browser hand over the messages that came meanwhile).
func (s *Server) Run(slice time.Duration, pause func()) {
	for {
		r, ok := s.next()
		if !ok {
			<-s.wake
			continue
		}
		s.serve(r, slice, pause)
	}
}

// cancel marks request id, if it is queued or running (a cancel that
// crossed its reply is dropped).
func (s *Server) cancel(id uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	known := id == s.running
	for _, r := range s.queue {
		known = known || r.ID == id
	}
	if known {
		s.cancelled[id] = true
	}
}

// next takes the first request that was not cancelled and marks it
// running.
func (s *Server) next() (Request, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.queue) > 0 {
		r := s.queue[0]
		s.queue = s.queue[1:]
		if !s.cancelled[r.ID] {
			s.running = r.ID
			return r, true
		}
		delete(s.cancelled, r.ID)
	}
	return Request{}, false
}

func (s *Server) isCancelled(id uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cancelled[id]
}

// serve runs one search and posts its reply, unless it was cancelled.
func (s *Server) serve(r Request, slice time.Duration, pause func()) {
	g, err := Replay(s.newGame, r)
	if err != nil {
		s.mu.Lock()
		delete(s.cancelled, r.ID)
		s.running = 0
		s.mu.Unlock()
		s.post(Reply{ID: r.ID, Err: err.Error()}.Encode())
		return
	}
	b := ai.LevelBudget(g.Name(), r.Level)
	if s.kpe != nil && g.Name() == "kpe" && r.Level == ai.MaxLevel {
		b.KpeTables = s.kpe()
	}
	search := s.searcher.NewSearchBudget(g, b, r.Seed, r.ID)
	for !search.Step(slice) {
		pause()
		if s.isCancelled(r.ID) {
			search.Cancel()
			break
		}
	}
	s.mu.Lock()
	cancelled := s.cancelled[r.ID]
	delete(s.cancelled, r.ID)
	s.running = 0
	s.mu.Unlock()
	if cancelled {
		return
	}
	res := search.Result()
	if !res.OK {
		s.post(Reply{ID: r.ID, Err: fmt.Sprintf("aiwork: %s: no action to choose", r.Game)}.Encode())
		return
	}
	s.post(Reply{ID: r.ID, Action: g.FormatAction(res.Action)}.Encode())
}
