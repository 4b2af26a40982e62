package render

import (
	"testing"

	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/rules/gravity"
	"tavola/rules/kpe"
	"tavola/sprites"
)

// TestGhostArrowsRunWhereTheRulesMoveThePiece: each board's arrow for an
// action starts and ends on the places the rules' events name, and the
// position it was asked on is not changed.
func TestGhostArrowsRunWhereTheRulesMoveThePiece(t *testing.T) {
	pal := &sprites.Palettes()[0]
	cases := []struct {
		name     string
		v        View
		g        rules.Game
		move     string
		from, to func(v View) (float64, float64)
	}{
		{"gravity: d3 enters at d3 and slides down to d1", NewGravityView(pal), gravity.New(), "d3",
			func(v View) (float64, float64) { return v.(*GravityView).center(26) },
			func(v View) (float64, float64) { return v.(*GravityView).center(24) }},
		{"kpe: A sows from pit A to pit c", NewKpeView(pal), kpe.New(), "A",
			func(v View) (float64, float64) { return v.(*KpeView).pitCenter(0) },
			func(v View) (float64, float64) { return v.(*KpeView).pitCenter(6) }},
	}
	for _, c := range cases {
		showing(c.v, 800, 600, SpeedNormal, c.g)
		before, _ := c.g.Position()
		x0, y0, x1, y1, ok := c.v.(Ghost).GhostOf(c.g, mustParse(t, c.g, c.move))
		fx, fy := c.from(c.v)
		tx, ty := c.to(c.v)
		if !ok || x0 != fx || y0 != fy || x1 != tx || y1 != ty {
			t.Errorf("%s: arrow (%v,%v)→(%v,%v) %v; want (%v,%v)→(%v,%v)", c.name, x0, y0, x1, y1, ok, fx, fy, tx, ty)
		}
		if after, _ := c.g.Position(); after != before {
			t.Errorf("%s: the position became %s", c.name, after)
		}
	}
	g := gipf.New(gipf.Standard)
	v := showing(NewGIPFView(pal).(*GIPFView), 800, 600, SpeedNormal, g)
	a := g.Actions(nil)[0]
	x0, y0, x1, y1, ok := v.GhostOf(g, a)
	var moved rules.Event
	for _, e := range g.Clone().Apply(a, make([]rules.Event, 0, 16)) {
		if e.Kind == rules.Moved {
			moved = e
			break
		}
	}
	fx, fy := v.PointCenter(int(moved.From))
	tx, ty := v.PointCenter(int(moved.To))
	if !ok || x0 != fx || y0 != fy || x1 != tx || y1 != ty || (x0 == x1 && y0 == y1) {
		t.Errorf("gipf %s: arrow (%v,%v)→(%v,%v) %v; want its dot (%v,%v) to its spot (%v,%v)", g.FormatAction(a), x0, y0, x1, y1, ok, fx, fy, tx, ty)
	}
}
