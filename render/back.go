package render

import (
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/kpe"
)

// Taking an action back (a review stepping back) plays the action's
// animation in reverse: the view shows the position before the action as
// the truth, builds the timeline the action had when it was played from
// there, and plays it in reverse from its end (anim.Timeline.Reverse).
// Drawing is the same as forward, at the tick reached, so every board
// animates the undo of whatever it animates: a Gravity piece flies back to
// its entry square and fades, Kpé seeds return to the pit they were sown
// from, a GIPF push slides back out and removed pieces fly back onto the
// board.

// AnimateBack shows the move a being taken back: the piece flies from its
// landing square back to its entry square and fades. g is the position
// before a, events what a did.
func (v *GravityView) AnimateBack(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	v.Sync(g)
	player, entry, land, ok := gravityMove(events)
	if t := v.speed.Ticks(); ok && t > 0 {
		v.tl.Add(newGravityFlight(player, entry, land, t))
		v.tl.Reverse(v.clock)
	}
}

// AnimateBack shows the sowing a being taken back: captured seeds leave
// the trays for their pits, the hand picks the sown seeds up again pit by
// pit, back to the pit they came from. g is the position before a, events
// what a did.
func (v *KpeView) AnimateBack(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	v.Sync(g)
	lifted := 0
	for _, e := range events {
		if e.Kind == rules.PickedUp {
			lifted = int(e.Count)
		}
	}
	t := v.speed.Ticks()
	if _, ok := g.(*kpe.Game); !ok || t == 0 || lifted == 0 {
		return
	}
	v.timeline(events, t, lifted)
	v.tl.Reverse(v.clock)
	v.tl.Apply(v.change)
}

// AnimateBack shows the action a being taken back: removed pieces fly
// back onto the board, the pushed chain slides back a spot and the pushed
// piece returns to its dot and its reserve. g is the position before a,
// events what a did.
func (v *GIPFView) AnimateBack(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	v.Sync(g)
	t := v.speed.Ticks()
	if _, ok := g.(*gipf.Game); !ok || t == 0 {
		return
	}
	dot := noSquare
	for i, e := range events {
		if e.Kind == rules.Moved && i > 0 && events[i-1].Kind == rules.Placed {
			dot = int(e.From)
		}
	}
	v.timeline(events, dot, t)
	v.tl.Reverse(v.clock)
	v.tl.Apply(v.change)
}
