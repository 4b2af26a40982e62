package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/render"
	"tavola/rules"
	"tavola/session"
	"tavola/ui"
)

// review is history review: the position after the first at actions of
// the game, shown on a locked board while game is not nil. The live game
// goes on in the session (the AI keeps thinking, the save is kept), so a
// review never touches it.
type review struct {
	game   rules.Game // a copy of the game stepped back and forth; nil when not reviewing
	at     int
	events []rules.Event
	text   string // "Reviewing · move 3 of 8", written by the play scene
}

// active reports whether a review is on.
func (r *review) active() bool { return r.game != nil }

// shown is how many actions of s's game the board shows.
func (r *review) shown(s *session.Session) int {
	if r.game != nil {
		return r.at
	}
	return len(s.Played())
}

// to shows the position after the first k actions of s's game on v (one
// step forward animates, one step back animates the action taken back in
// reverse; any other jump is shown at once). k at the end of the game
// returns to the live position. It reports whether the review is still on.
func (r *review) to(s *session.Session, v render.View, k int) bool {
	played := s.Played()
	n := len(played)
	k = max(0, min(k, n))
	if r.events == nil {
		// Apply records events into a buffer, never into nil.
		r.events = make([]rules.Event, 0, 64)
	}
	if k == n && r.game != nil && r.at == n-1 {
		// The last step forward animates into the live position.
		act := played[n-1]
		r.events = r.game.Apply(act, r.events[:0])
		r.game = nil
		v.Animate(s.Game(), act, r.events)
		return false
	}
	if k == n {
		r.end(s, v)
		return false
	}
	if r.game == nil {
		r.game = s.Game().Clone()
		r.at = n
	}
	if k == r.at+1 {
		act := played[r.at]
		r.events = r.game.Apply(act, r.events[:0])
		r.at = k
		v.Animate(r.game, act, r.events)
		return true
	}
	if k == r.at-1 {
		// The events of the action taken back are those it had when it
		// was played from the position before it.
		act := played[k]
		r.game.Undo()
		r.events = r.game.Apply(act, r.events[:0])
		r.game.Undo()
		r.at = k
		v.AnimateBack(r.game, act, r.events)
		return true
	}
	for ; r.at > k; r.at-- {
		r.game.Undo()
	}
	for ; r.at < k; r.at++ {
		r.game.Apply(played[r.at], nil)
	}
	v.Sync(r.game)
	return true
}

// end shows the live position of s on v again, if a review was on.
func (r *review) end(s *session.Session, v render.View) {
	if r.game != nil {
		r.game = nil
		v.Sync(s.Game())
	}
}

// turn is the turn holding the last action of the reviewed position, or
// -1 when not reviewing (or at the start).
func (r *review) turn(turns []session.Turn) int {
	if r.game == nil || r.at == 0 {
		return -1
	}
	for i, t := range turns {
		if r.at-1 < t.End {
			return i
		}
	}
	return -1
}

// drawFrame tints and frames the board b under review.
func (r *review) drawFrame(dst *ebiten.Image, a Look, b ui.Rect) {
	u, pal := a.Painter(), a.Palette()
	u.Rect(dst, b.X, b.Y, b.W, b.H, pal.Accent, 0.12)
	t := 0.6 * a.Unit()
	u.Rect(dst, b.X, b.Y, b.W, t, pal.Accent, 1)
	u.Rect(dst, b.X, b.Y+b.H-t, b.W, t, pal.Accent, 1)
	u.Rect(dst, b.X, b.Y+t, t, b.H-2*t, pal.Accent, 1)
	u.Rect(dst, b.X+b.W-t, b.Y+t, t, b.H-2*t, pal.Accent, 1)
}
