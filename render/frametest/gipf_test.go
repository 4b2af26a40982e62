package frametest

import (
	"image"

	"tavola/render"
	"tavola/rules"
	"tavola/rules/gipf"
	"tavola/sprites"
)

// gipfScenarios are the GIPF boards measured beside the others: a push
// that forms a row whose four pieces then fly home (replayed whenever it
// ends), the board idle with a dot chosen and its chain previewed under
// the pointer, and a removal choice between two crossing rows waiting for
// the player, the pointer over one of them. Coordinates and hints are on.
func gipfScenarios() ([]scenario, error) {
	pal := sprites.DefaultPalette()
	bounds := image.Rect(0, 0, screenW, screenH)
	newView := func(g rules.Game) *render.GIPFView {
		v := render.NewGIPFView(pal).(*render.GIPFView)
		v.SetBounds(bounds)
		v.SetLabels(labels)
		v.SetHints(true)
		v.SetCoordinates(true)
		v.SetSpeed(render.SpeedSlow)
		v.Sync(g)
		return v
	}
	at := func(v *render.GIPFView, name string) render.Pointer {
		x, y := v.PointCenter(gipf.PointIndex(name))
		return render.Pointer{X: int(x), Y: int(y), Present: true}
	}
	play := func(g rules.Game, moves ...string) ([]rules.Event, rules.Action, error) {
		var ev []rules.Event
		var a rules.Action
		for _, m := range moves {
			var err error
			if a, err = g.ParseAction(m); err != nil {
				return nil, 0, err
			}
			ev = g.Apply(a, []rules.Event{})
		}
		return ev, a, nil
	}

	// e1-e5 pushes three pieces and completes White's row e2–e5, which
	// goes back to White's reserve at once.
	ag := gipf.New(gipf.Basic)
	if err := ag.SetPosition("basic 4/5/6/www4/6/5/4 w 12 15 -"); err != nil {
		return nil, err
	}
	aev, aa, err := play(ag, "e1-e5")
	if err != nil {
		return nil, err
	}
	av := newView(ag)

	// The middle of a Standard game, a1 chosen, the pointer on b2.
	ig := gipf.New(gipf.Standard)
	var acts []rules.Action
	for i := range 14 {
		acts = ig.Actions(acts[:0])
		ig.Apply(acts[(i*37+11)%len(acts)], nil)
	}
	iv := newView(ig)
	iv.Input(ig, render.Pointer{})
	press := at(iv, "a1")
	press.Down, press.Pressed = true, true
	iv.Input(ig, press)
	press.Pressed, press.Released, press.Down = false, true, false
	iv.Input(ig, press)

	// e1-e5 makes two rows crossing at e5: White chooses.
	crossing := func() (*gipf.Game, error) {
		g := gipf.New(gipf.Basic)
		if err := g.SetPosition("basic 4/1w3/2w3/www4/3w2/5/4 w 9 15 -"); err != nil {
			return nil, err
		}
		_, _, err := play(g, "e1-e5")
		return g, err
	}
	dg, err := crossing()
	if err != nil {
		return nil, err
	}
	dv := newView(dg)

	// The same choice with the row c3–f5 chosen: its legend, and the
	// pointer resting on the tick beside it (its tooltip).
	cg, err := crossing()
	if err != nil {
		return nil, err
	}
	cv := newView(cg)
	d4 := at(cv, "d4")
	d4.Down, d4.Pressed = true, true
	cv.Input(cg, d4)
	d4.Pressed, d4.Released, d4.Down = false, true, false
	cv.Input(cg, d4)
	tx, ty := cv.ConfirmCenter()

	return []scenario{
		{name: "gipf, a chosen row: legend, and the tick's tooltip", view: cv, game: cg, pointer: render.Pointer{X: int(tx), Y: int(ty), Present: true}},
		{name: "gipf, animating a push, its row and the flights home", view: av, game: ag, restart: func() { av.Animate(ag, aa, aev) }},
		{name: "gipf, idle with chain preview, hints and coordinates", view: iv, game: ig, pointer: at(iv, "b2")},
		{name: "gipf, removal choice between crossing rows", view: dv, game: dg, pointer: at(dv, "e3")},
	}, nil
}
