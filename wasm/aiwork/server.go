package aiwork

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"tavola/ai"
	"tavola/ai/analysis"
	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/rules"
	"tavola/rules/kpe"
)

// Server runs the worker's searches, the Kpé coach's ratings and the
// evaluation bar's evaluations, one at a time and in the order they came, on one ai.Searcher (its tables are kept
// from search to search) and one kpesolve.Searcher, and the analyses of
// games, one at a time too, on an analysis.Search of their own: an
// analysis gives way to the searches and the ratings, which run at the
// next pause of its position's search (that position is then searched
// again). Handle takes the messages and never blocks; Run searches.
type Server struct {
	newGame func(string) (rules.Game, error)
	post    func(msg string)

	mu        sync.Mutex
	queue     []Request
	analyses  []*analysisJob  // the analyses asked for, the one under way first
	running   uint64          // the request being searched; 0 for none
	cancelled map[uint64]bool // queued or running requests cancelled
	wake      chan struct{}
	searcher  ai.Searcher
	coach     *kpesolve.Searcher // the coach's, on the tables it was made for
	kpe       *kpetables.Tables  // the Kpé tables, if any (SetKpeTables)
	analyser  analysis.Search    // the analyses' search, its tables kept
	evaluator analysis.Search    // the evaluations' (an analysis pauses inside its own)
}

// analysisJob is an analysis asked for; run is nil until it starts.
type analysisJob struct {
	req     Request
	start   rules.Game
	actions []rules.Action
	run     *analysis.Run
}

// SetKpeTables gives the server the Kpé tables t, started when a search
// first needs them: Kpé's top level then plays perfectly where they reach
// (a search that comes while they load plays without them), and the coach
// rates on them (a rating waits for them to load). Call it before Run.
func (s *Server) SetKpeTables(t *kpetables.Tables) { s.kpe = t }

// NewServer returns a server that makes games with newGame and posts its
// replies with post.
func NewServer(newGame func(string) (rules.Game, error), post func(msg string)) *Server {
	return &Server{newGame: newGame, post: post, cancelled: map[uint64]bool{}, wake: make(chan struct{}, 1)}
}

// Prepare makes the tables of the server's searches now (ai.Searcher's
// Prepare), so that the first search does not grow the heap for them. The
// worker calls it when it starts, before it has anything to search.
func (s *Server) Prepare() { s.searcher.Prepare() }

// Handle takes one message of the app: a search or a rating is queued, a
// cancel marks its search (which then stops within a slice, or never starts, and gets
// no reply). A message that cannot be read is answered with an error when
// it has an id, and otherwise dropped.
func (s *Server) Handle(msg string) {
	kind, id, rest, err := decode(msg)
	if err == nil && kind != kindSearch && kind != kindCoach && kind != kindAnalyse && kind != kindEvaluate && kind != kindCancel {
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
	r.Coach, r.Analyse, r.Evaluate = kind == kindCoach, kind == kindAnalyse, kind == kindEvaluate
	s.mu.Lock()
	if r.Analyse {
		s.analyses = append(s.analyses, &analysisJob{req: r})
	} else {
		s.queue = append(s.queue, r)
	}
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run serves the queue for ever: each search runs in slices of slice, and
// pause is called between two (in the worker it sleeps a moment, which
// lets the browser hand over the messages that came meanwhile). When no
// search or rating waits, the analysis under way searches its next
// position.
func (s *Server) Run(slice time.Duration, pause func()) {
	for {
		if r, ok := s.next(); ok {
			s.serveRequest(r, slice, pause)
			continue
		}
		if job := s.nextAnalysis(); job != nil {
			s.analyse(job, slice, pause)
			continue
		}
		<-s.wake
	}
}

// serveRequest runs a search, a rating or an evaluation.
func (s *Server) serveRequest(r Request, slice time.Duration, pause func()) {
	switch {
	case r.Coach:
		s.rate(r, slice, pause)
	case r.Evaluate:
		s.evaluate(r, slice, pause)
	default:
		s.serve(r, slice, pause)
	}
}

// nextAnalysis is the analysis under way, or the next one asked for;
// those cancelled are dropped.
func (s *Server) nextAnalysis() *analysisJob {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.analyses) > 0 {
		job := s.analyses[0]
		if !s.cancelled[job.req.ID] {
			return job
		}
		delete(s.cancelled, job.req.ID)
		s.analyses = s.analyses[1:]
	}
	return nil
}

// endAnalysis drops the analysis under way and reports whether it was
// cancelled.
func (s *Server) endAnalysis(job *analysisJob) (cancelled bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.analyses = slices.DeleteFunc(s.analyses, func(j *analysisJob) bool { return j == job })
	cancelled = s.cancelled[job.req.ID]
	delete(s.cancelled, job.req.ID)
	return cancelled
}

// analyse searches the next position of an analysis (starting it first:
// its game replayed, its progress posted at 0), posts its progress, and
// its result once every position is searched. Every slice the search
// pauses, and serves the searches and ratings that came meanwhile: they
// never wait for the analysis. As the position's time is the wall
// clock's, a position whose search gave way to another is dropped, and
// searched again at the next call.
func (s *Server) analyse(job *analysisJob, slice time.Duration, pause func()) {
	id := job.req.ID
	if job.run == nil {
		start, actions, err := replayRequest(s.newGame, job.req)
		var run *analysis.Run
		if err == nil {
			run, err = analysis.NewRun(start, actions)
		}
		if err != nil {
			if !s.endAnalysis(job) {
				s.post(Reply{ID: id, Err: err.Error()}.Encode())
			}
			return
		}
		job.start, job.actions, job.run = start, actions, run
		s.post(Reply{ID: id, Progress: &Progress{0, run.Total()}}.Encode())
	}
	b := analysis.Budget(job.start.Name())
	b.Time, b.Wall = PositionTime, true
	s.analyser.Budget, s.analyser.Tables, s.analyser.Seed = b, nil, 1
	if s.kpe != nil && job.start.Name() == "kpe" {
		s.kpe.Start()
		s.analyser.Tables = s.kpe.Source()
	}
	rested := time.Now()
	gaveWay := false
	stop := func() bool {
		if !gaveWay && time.Since(rested) >= slice {
			pause()
			for {
				r, ok := s.next()
				if !ok {
					break
				}
				s.serveRequest(r, slice, pause)
				gaveWay = true
			}
			rested = time.Now()
		}
		return gaveWay || s.isCancelled(id)
	}
	finished, err := job.run.Step(&s.analyser, stop)
	var an *analysis.Game
	if finished {
		an, err = job.run.Result()
	}
	switch {
	case s.isCancelled(id):
		s.endAnalysis(job)
	case errors.Is(err, analysis.ErrStopped): // it gave way: searched again
	case err != nil:
		s.endAnalysis(job)
		s.post(Reply{ID: id, Err: err.Error()}.Encode())
	default:
		done, total := job.run.Progress()
		s.post(Reply{ID: id, Progress: &Progress{done, total}}.Encode())
		if an != nil && !s.endAnalysis(job) {
			s.post(Reply{ID: id, Analysis: encodeAnalysis(job.start, job.actions, an)}.Encode())
		}
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
	for _, j := range s.analyses {
		known = known || j.req.ID == id
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

// end marks request id as served and reports whether it was cancelled.
func (s *Server) end(id uint64) (cancelled bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cancelled = s.cancelled[id]
	delete(s.cancelled, id)
	s.running = 0
	return cancelled
}

// serve runs one search and posts its reply, unless it was cancelled.
func (s *Server) serve(r Request, slice time.Duration, pause func()) {
	g, err := Replay(s.newGame, r)
	if err != nil {
		s.end(r.ID)
		s.post(Reply{ID: r.ID, Err: err.Error()}.Encode())
		return
	}
	b := ai.LevelBudget(g.Name(), r.Level)
	if s.kpe != nil && g.Name() == "kpe" && r.Level == ai.MaxLevel {
		s.kpe.Start()
		b.KpeTables = s.kpe.Source()
	}
	search := s.searcher.NewSearchBudget(g, b, r.Seed, r.ID)
	for !search.Step(slice) {
		pause()
		if s.isCancelled(r.ID) {
			search.Cancel()
			break
		}
	}
	if s.end(r.ID) {
		return
	}
	res := search.Result()
	if !res.OK {
		s.post(Reply{ID: r.ID, Err: fmt.Sprintf("aiwork: %s: no action to choose", r.Game)}.Encode())
		return
	}
	s.post(Reply{ID: r.ID, Action: g.FormatAction(res.Action)}.Encode())
}

// rate runs the coach's rating of a Kpé position (package ai/kpecoach) and
// posts each rating it makes, until it is done or cancelled; a request it
// cannot rate — not Kpé, no tables — is answered with an error. Between
// slices the rating pauses, as a search does, for the messages to come
// in.
func (s *Server) rate(r Request, slice time.Duration, pause func()) {
	g, err := Replay(s.newGame, r)
	kg, ok := g.(*kpe.Game)
	if err == nil && !ok {
		err = fmt.Errorf("aiwork: the coach rates Kpé, not %s", r.Game)
	}
	var src kpesolve.Source
	if err == nil {
		src, err = s.coachTables(r.ID, pause)
	}
	if err != nil || src == nil { // src nil: cancelled while the tables loaded
		if !s.end(r.ID) && err != nil {
			s.post(Reply{ID: r.ID, Err: err.Error()}.Encode())
		}
		return
	}
	if s.coach == nil || s.coach.Src != src {
		s.coach = &kpesolve.Searcher{Src: src}
	}
	rested := time.Now()
	stop := func() bool {
		if time.Since(rested) >= slice {
			pause()
			rested = time.Now()
		}
		return s.isCancelled(r.ID)
	}
	kpecoach.Rate(s.coach, kpecoach.Of(kg), stop, func(rt kpecoach.Rating) {
		s.post(Reply{ID: r.ID, Rating: &rt}.Encode())
	})
	s.end(r.ID)
}

// coachTables are the Kpé tables for a rating: they are started, and
// waited for while they load (nil, nil when request id is cancelled
// meanwhile).
func (s *Server) coachTables(id uint64, pause func()) (kpesolve.Source, error) {
	if s.kpe == nil {
		return nil, errors.New("aiwork: the coach has no Kpé tables")
	}
	s.kpe.Start()
	for {
		if src := s.kpe.Source(); src != nil {
			return src, nil
		}
		switch st := s.kpe.Status(); st.State {
		case kpetables.Failed:
			return nil, fmt.Errorf("aiwork: the coach's Kpé tables: %v", st.Err)
		case kpetables.Absent:
			return nil, fmt.Errorf("aiwork: the coach has no Kpé tables (none at %s)", st.Where)
		}
		pause()
		if s.isCancelled(id) {
			return nil, nil
		}
	}
}
