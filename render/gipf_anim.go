package render

import (
	"tavola/render/anim"
	"tavola/rules"
	"tavola/rules/gipf"
)

// gstepKind is what one step of a GIPF animation shows.
type gstepKind uint8

const (
	gAppear gstepKind = iota // the new piece appears on its dot
	gSlide                   // the new piece and its chain move one spot along the line together
	gRow                     // a row is highlighted before it goes
	gFly                     // a removed piece flies to a stack
	gKeep                    // a GIPF piece left on the board pulses
)

// gstep is one step of the timeline; it changes the shown position when it
// starts and when it ends (change).
type gstep struct {
	kind        gstepKind
	point       int  // gAppear: the dot; gFly, gKeep: the spot
	piece       int8 // gAppear, gFly: the piece
	m0, m1      int  // gSlide: its moves are moves[m0:m1]
	points      uint64
	owner       rules.Player // gFly: whose stack receives the piece
	stack, slot int          // gFly: which stack, and the place in it
	count       int          // gFly: pieces the stack gains (2 for a GIPF piece)
	anim.Span
}

// gmove is one piece of a push: from a point to the next spot.
type gmove struct {
	from, to int
	piece    int8
}

// before rebuilds, from the truth after an action and the action's events,
// the position the action started from, into the shown position: removed
// pieces go back, the pushed chain steps back, the new piece returns to the
// reserve.
func (v *GIPFView) before(events []rules.Event) {
	v.showTruth()
	for _, e := range events {
		from := int(e.From)
		switch e.Kind {
		case rules.Captured:
			if validSpot(from) && e.Player <= rules.Second {
				v.shown[from] = pieceKind(e.Player.Other(), e.GIPF)
				v.shownCap[e.Player] -= int(e.Count)
			}
		case rules.Returned:
			if validSpot(from) && e.Player <= rules.Second {
				v.shown[from] = pieceKind(e.Player, e.GIPF)
				v.shownRes[e.Player] -= int(e.Count)
			}
		}
	}
	for _, e := range events {
		if e.Kind == rules.Moved && validPoint(int(e.To)) {
			v.shown[e.To] = noPiece
		}
	}
	for _, e := range events {
		switch {
		case e.Kind == rules.Moved && validSpot(int(e.From)) && e.Player <= rules.Second:
			v.shown[e.From] = pieceKind(e.Player, e.GIPF)
		case e.Kind == rules.Placed && e.Player <= rules.Second:
			v.shownRes[e.Player] += 1 + b2i(e.GIPF)
		}
	}
	for pl := range 2 {
		v.shownRes[pl] = min(max(v.shownRes[pl], 0), gipfMaxStack)
		v.shownCap[pl] = min(max(v.shownCap[pl], 0), gipfMaxStack)
	}
}

func validPoint(p int) bool { return p >= 0 && p < gipf.NumPoints }
func validSpot(p int) bool  { return validPoint(p) && !gipf.IsDot(p) }

// Animate shows action a: for a push, the new piece appears on its dot and
// slides in with its whole chain; then every row found is highlighted, and
// its pieces fly to their owner's reserve or to the captor's stack while
// GIPF pieces left on the board pulse.
func (v *GIPFView) Animate(g rules.Game, a rules.Action, events []rules.Event) {
	v.Snap()
	v.load(g)
	v.tl.Reset(v.clock)
	v.moves = v.moves[:0]
	// A push onto an empty spot entered here from another dot than the
	// canonical one shows the dot the player used.
	dot := noSquare
	if v.chosenAct == a && v.chosenDot != noSquare {
		dot = v.chosenDot
	}
	v.chosenAct, v.chosenDot = 0, noSquare
	// The last push: from its dot to the spot of its farthest piece (the
	// Moved events of a push come nearest the dot first).
	for i, e := range events {
		if e.Kind != rules.Moved || !validSpot(int(e.To)) {
			continue
		}
		if i > 0 && events[i-1].Kind == rules.Placed {
			chain := i+1 < len(events) && events[i+1].Kind == rules.Moved
			if dot == noSquare || chain || gipf.EntryIndex(dot, int(e.To)) < 0 {
				dot = int(e.From)
			}
			v.lastDot = dot
		}
		v.lastEnd = int(e.To)
	}
	t := v.speed.Ticks()
	if t == 0 {
		v.showTruth()
		return
	}
	v.before(events)
	v.timeline(events, dot, t)
	if !v.tl.Play(v.clock) {
		v.showTruth()
	}
}

// timeline builds the steps that show events from the position shown, the
// piece pushed in from dot, at steps of t ticks.
func (v *GIPFView) timeline(events []rules.Event, dot, t int) {
	res, capt := v.shownRes, v.shownCap
	now := 0
	for _, e := range events {
		from, to := int(e.From), int(e.To)
		switch e.Kind {
		case rules.Placed:
			if e.Player > rules.Second || !validPoint(to) {
				continue
			}
			d := anim.Scale(t, 0.5)
			v.tl.Add(gstep{kind: gAppear, point: dot, piece: pieceKind(e.Player, e.GIPF), owner: e.Player, count: 1 + b2i(e.GIPF), Span: anim.Span{Start: now, Dur: d}})
			now += d
		case rules.Moved:
			if !validPoint(from) || !validSpot(to) || e.Player > rules.Second {
				continue
			}
			if gipf.IsDot(from) && dot != noSquare {
				from = dot
			}
			steps := v.tl.Steps()
			if n := len(steps); n == 0 || steps[n-1].kind != gSlide {
				v.tl.Add(gstep{kind: gSlide, m0: len(v.moves), m1: len(v.moves), Span: anim.Span{Start: now}})
				steps = v.tl.Steps()
			}
			v.moves = append(v.moves, gmove{from, to, pieceKind(e.Player, e.GIPF)})
			s := &steps[len(steps)-1]
			s.m1 = len(v.moves)
			s.Dur = anim.Scale(t, 0.9+0.08*float64(s.m1-s.m0-1))
			now = s.End()
		case rules.RowFound:
			now += anim.Scale(t, 0.15)
			d := anim.Scale(t, 1.1)
			v.tl.Add(gstep{kind: gRow, points: e.Points, owner: e.Player, Span: anim.Span{Start: now, Dur: d}})
			now += anim.Scale(t, 0.8)
		case rules.Returned, rules.Captured:
			if !validSpot(from) || e.Player > rules.Second {
				continue
			}
			s := gstep{kind: gFly, point: from, owner: e.Player, count: int(e.Count), Span: anim.Span{Start: now, Dur: anim.Scale(t, 1)}}
			if e.Kind == rules.Returned {
				s.piece, s.stack, s.slot = pieceKind(e.Player, e.GIPF), stackReserve, res[e.Player]
				res[e.Player] += s.count
			} else {
				s.piece, s.stack, s.slot = pieceKind(e.Player.Other(), e.GIPF), stackCaptured, capt[e.Player]
				capt[e.Player] += s.count
			}
			v.tl.Add(s)
			now += anim.Scale(t, 0.18)
		case rules.Kept:
			if validSpot(from) {
				v.tl.Add(gstep{kind: gKeep, point: from, Span: anim.Span{Start: now, Dur: anim.Scale(t, 2)}})
			}
		}
	}
}

// Update advances the animation by one tick.
func (v *GIPFView) Update() {
	v.clockTick()
	if v.tl.Update() {
		v.showTruth()
	}
	v.tl.Apply(v.change)
}

// change applies to the shown position the beginning of step s, or its
// end.
func (v *GIPFView) change(s *gstep, end bool) {
	switch {
	case !end && s.kind == gAppear:
		v.shownRes[s.owner] = max(0, v.shownRes[s.owner]-s.count)
	case !end && s.kind == gFly:
		v.shown[s.point] = noPiece
	case end && s.kind == gSlide:
		for _, m := range v.moves[s.m0:s.m1] {
			if validSpot(m.from) {
				v.shown[m.from] = noPiece
			}
		}
		for _, m := range v.moves[s.m0:s.m1] {
			v.shown[m.to] = m.piece
		}
	case end && s.kind == gFly && s.stack == stackReserve:
		v.shownRes[s.owner] = min(gipfMaxStack, s.slot+s.count)
	case end && s.kind == gFly:
		v.shownCap[s.owner] = min(gipfMaxStack, s.slot+s.count)
	}
}

// Animating reports whether an action is still being shown.
func (v *GIPFView) Animating() bool { return v.tl.Playing() }

// Still reports whether the next Draw would draw what the last one did.
func (v *GIPFView) Still() bool { return v.tl.Still() && v.still() }

// Snap ends the running animation.
func (v *GIPFView) Snap() {
	if v.tl.Snap(v.clock) {
		v.showTruth()
	}
}
