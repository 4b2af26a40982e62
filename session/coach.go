package session

import (
	"tavola/ai/kpecoach"
	"tavola/rules/kpe"
)

// CoachRun is one rating of a position under way (see CoachFunc).
type CoachRun interface {
	// Latest is the newest rating and how many have come so far (0: none
	// yet); it never waits.
	Latest() (r kpecoach.Rating, n int)
	// Cancel stops the rating; no rating comes after.
	Cancel()
}

// CoachFunc starts rating the moves of g's player to move (package
// ai/kpecoach) and returns at once; it reads g before it returns, and g
// may change after. Natively the rating runs on a goroutine (LocalCoach),
// in the browser in the AI's Web Worker.
type CoachFunc func(g *kpe.Game) CoachRun

// Coach follows the position of a Kpé game and keeps the newest rating of
// its moves, for the play screen to show: the screen says which position
// to follow (Follow) and asks what is new (News), once a frame; the
// search runs elsewhere. Its methods are called from one goroutine.
type Coach struct {
	start   CoachFunc
	key     [2]uint64 // the position followed: hash and plies; zero for none
	run     CoachRun
	seen    int  // the run's ratings News has returned
	cleared bool // the position changed since News last returned
	last    kpecoach.Rating
}

// NewCoach is a coach that rates with start; with a nil start it never
// rates.
func NewCoach(start CoachFunc) *Coach { return &Coach{start: start} }

// Follow makes the coach rate g's moves: a new rating when the position
// changed since the last call, the rating running when it did not. A nil
// g, or a game over, clears what the coach knows.
func (c *Coach) Follow(g *kpe.Game) {
	var key [2]uint64
	if g != nil && c.start != nil && !g.Outcome().Over {
		key = [2]uint64{g.Hash(), uint64(g.Plies())}
	}
	if key == c.key {
		return
	}
	c.key = key
	c.halt()
	c.cleared = true
	if key != ([2]uint64{}) {
		c.run = c.start(g)
	}
}

// News returns the rating of the position followed when it changed since
// the last call: the empty rating once the position changed (its notes
// go), then each rating as it comes.
func (c *Coach) News() (kpecoach.Rating, bool) {
	if c.run != nil {
		if r, n := c.run.Latest(); n != c.seen {
			c.seen, c.cleared, c.last = n, false, r
			return r, true
		}
	}
	if c.cleared {
		c.cleared, c.last = false, kpecoach.Rating{}
		return c.last, true
	}
	return kpecoach.Rating{}, false
}

// Last is the rating News returned last.
func (c *Coach) Last() kpecoach.Rating { return c.last }

// Close stops the rating running, if any; the coach follows nothing until
// the next Follow of a position.
func (c *Coach) Close() {
	c.halt()
	c.key = [2]uint64{}
}

// halt stops the rating running, if any.
func (c *Coach) halt() {
	if c.run != nil {
		c.run.Cancel()
		c.run, c.seen = nil, 0
	}
}
