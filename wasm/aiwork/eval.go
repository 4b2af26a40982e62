package aiwork

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"tavola/ai/analysis"
	"tavola/rules"
)

// EvalTime is the time the worker gives the evaluation bar's value of a
// position, by the wall clock, within the analysis budget of nodes
// (analysis.Budget), as session.EvalTime is natively: the bar follows a
// game played at speed, and the AI's searches queued behind an
// evaluation wait no longer than that.
const EvalTime = 300 * time.Millisecond

// formatFloat writes v as short as it reads back.
func formatFloat(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }

// decodeEval reads an evaluation's value and bounds: three finite numbers,
// the value within the bounds.
func decodeEval(text string) (*analysis.Eval, error) {
	f := strings.Fields(text)
	if len(f) != 3 {
		return nil, fmt.Errorf("%d fields, want 3", len(f))
	}
	var v [3]float64
	for i, s := range f {
		x, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, fmt.Errorf("value %.30q", s)
		}
		v[i] = x
	}
	if v[1] > v[0] || v[0] > v[2] {
		return nil, fmt.Errorf("value %v outside its bounds %v…%v", v[0], v[1], v[2])
	}
	return &analysis.Eval{Value: v[0], Lo: v[1], Hi: v[2]}, nil
}

// evaluate searches the position of an evaluation request within
// EvalTime (pausing every slice, so that the cancels that came are read)
// and posts its value, unless it was cancelled.
func (s *Server) evaluate(r Request, slice time.Duration, pause func()) {
	g, err := Replay(s.newGame, r)
	if err != nil {
		s.end(r.ID)
		s.post(Reply{ID: r.ID, Err: err.Error()}.Encode())
		return
	}
	b := analysis.Budget(g.Name())
	b.Time, b.Wall = EvalTime, true
	s.evaluator.Budget, s.evaluator.Tables, s.evaluator.Seed = b, nil, 1
	if s.kpe != nil && g.Name() == "kpe" {
		s.kpe.Start()
		s.evaluator.Tables = s.kpe.Source()
	}
	rested := time.Now()
	e, err := s.evaluator.Evaluate(g, func() bool {
		if time.Since(rested) >= slice {
			pause()
			rested = time.Now()
		}
		return s.isCancelled(r.ID)
	})
	if s.end(r.ID) {
		return
	}
	if err != nil {
		s.post(Reply{ID: r.ID, Err: err.Error()}.Encode())
		return
	}
	s.post(Reply{ID: r.ID, Eval: &analysis.Eval{Value: e.Value, Lo: e.Lo, Hi: e.Hi}}.Encode())
}

// Evaluate starts the evaluation of g's position in the worker, for the
// evaluation bar: it posts the request and returns at once (g may change
// after). Where the worker cannot evaluate (it failed, or g does not
// replay), the run ends at once with the error: the page evaluates
// nothing, as its one thread must draw.
func (c *Client) Evaluate(g rules.Game) *EvalRun {
	run := &EvalRun{c: c}
	start, moves, err := History(g)
	c.mu.Lock()
	c.nextID++
	run.id = c.nextID
	switch {
	case err != nil:
		run.finish(analysis.Eval{}, err)
	case c.failed:
		run.finish(analysis.Eval{}, evalWorkerless(""))
	default:
		c.evaluating[run.id] = run
	}
	posted := err == nil && !c.failed
	c.mu.Unlock()
	if posted {
		c.post(Request{ID: run.id, Evaluate: true, Game: g.Name(), Start: start, Moves: moves}.Encode())
	}
	return run
}

// evalWorkerless is the error of an evaluation that has no worker to run
// in (why, when not empty, says what became of it).
func evalWorkerless(why string) error {
	if why == "" {
		return errors.New("aiwork: the evaluation runs in the AI's worker, which has stopped")
	}
	return fmt.Errorf("aiwork: the evaluation runs in the AI's worker, which has stopped: %s", why)
}

// evalReply takes the reply to an evaluation (c.mu is held).
func (c *Client) evalReply(run *EvalRun, r Reply) {
	switch {
	case r.Eval != nil:
		run.finish(*r.Eval, nil)
	case r.Err != "":
		run.finish(analysis.Eval{}, errors.New(r.Err))
	default:
		run.finish(analysis.Eval{}, fmt.Errorf("%w: reply to evaluation %d", errMessage, r.ID))
	}
	delete(c.evaluating, r.ID)
}

// EvalRun is one evaluation in the worker (session.EvalRun, once its
// value is turned to the first player's view). Its methods never wait.
type EvalRun struct {
	c  *Client
	id uint64
	// Guarded by c.mu:
	done bool
	eval analysis.Eval
	err  error
}

// finish ends the run (c.mu is held, or the run is not shared yet).
func (r *EvalRun) finish(e analysis.Eval, err error) {
	if !r.done {
		r.done, r.eval, r.err = true, e, err
	}
}

// Result is the position's value, from the view of the player who decides
// there, once done, or the error that ended the run.
func (r *EvalRun) Result() (e analysis.Eval, done bool, err error) {
	r.c.mu.Lock()
	defer r.c.mu.Unlock()
	return r.eval, r.done, r.err
}

// Cancel stops the evaluation; the worker drops it, and its reply, if it
// still comes, is dropped here.
func (r *EvalRun) Cancel() {
	c := r.c
	c.mu.Lock()
	waiting := c.evaluating[r.id] == r
	delete(c.evaluating, r.id)
	r.finish(analysis.Eval{}, analysis.ErrStopped)
	c.mu.Unlock()
	if waiting {
		c.post(Cancel(r.id))
	}
}
