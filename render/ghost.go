package render

import "tavola/rules"

// Ghost is a board that shows where an action not played goes: the
// analysis draws the better move over the board as an arrow from
// (x0, y0) to (x1, y1), in screen device pixels. GhostOf reads the
// action's events on a copy of g (the position it is played from, not
// changed): a GIPF push from its dot to the spot the piece enters, a
// Gravity piece from its entry square to where it lands (the same square
// when it does not slide), a Kpé sowing from its pit to the last pit
// sown. ok is false for an action that moves nothing (a GIPF removal).
type Ghost interface {
	GhostOf(g rules.Game, a rules.Action) (x0, y0, x1, y1 float64, ok bool)
}

// ghostEvents are the events of a played from a copy of g.
func ghostEvents(g rules.Game, a rules.Action) []rules.Event {
	return g.Clone().Apply(a, make([]rules.Event, 0, 32))
}

// GhostOf is a GIPF push's arrow: from its dot to the spot it enters.
func (v *GIPFView) GhostOf(g rules.Game, a rules.Action) (x0, y0, x1, y1 float64, ok bool) {
	for _, e := range ghostEvents(g, a) {
		if e.Kind == rules.Moved && validPoint(int(e.From)) && validPoint(int(e.To)) {
			x0, y0 = v.lay.point(int(e.From))
			x1, y1 = v.lay.point(int(e.To))
			return x0, y0, x1, y1, true
		}
	}
	return 0, 0, 0, 0, false
}

// GhostOf is a Gravity move's arrow: from the entry square to the landing.
func (v *GravityView) GhostOf(g rules.Game, a rules.Action) (x0, y0, x1, y1 float64, ok bool) {
	from, to := -1, -1
	for _, e := range ghostEvents(g, a) {
		switch e.Kind {
		case rules.Placed:
			from, to = int(e.To), int(e.To)
		case rules.Moved:
			to = int(e.To)
		}
	}
	if from < 0 || v.cell <= 0 {
		return 0, 0, 0, 0, false
	}
	x0, y0 = v.center(from)
	x1, y1 = v.center(to)
	return x0, y0, x1, y1, true
}

// GhostOf is a Kpé sowing's arrow: from its pit to the last pit sown.
func (v *KpeView) GhostOf(g rules.Game, a rules.Action) (x0, y0, x1, y1 float64, ok bool) {
	from, to := -1, -1
	for _, e := range ghostEvents(g, a) {
		switch e.Kind {
		case rules.PickedUp:
			if from < 0 {
				from = int(e.From)
			}
		case rules.Sown:
			to = int(e.To)
		}
	}
	if from < 0 || from > 7 || to < 0 || to > 7 {
		return 0, 0, 0, 0, false
	}
	x0, y0 = v.pitCenter(from)
	x1, y1 = v.pitCenter(to)
	return x0, y0, x1, y1, true
}
