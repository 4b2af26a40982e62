package scenes

import (
	"fmt"

	"tavola/ai/kpecoach"
	"tavola/ai/kpesolve"
	"tavola/ai/kpetables"
	"tavola/i18n"
	"tavola/render"
	"tavola/rules/kpe"
	"tavola/session"
)

// coachNotes writes the notes of r: each pit's final seed difference for
// the mover, captures included, exact ("+4", "0", "−2") or the interval
// it is proven to lie in ("−2…+2"), and a caption that says which.
func coachNotes(a Look, r kpecoach.Rating) render.KpeCoach {
	var k render.KpeCoach
	if len(r.Moves) == 0 {
		return k
	}
	exact := true
	for _, m := range r.Moves {
		lo, hi := r.Lead+m.Lo, r.Lead+m.Hi
		i := int(kpesolve.Action(m.Pit, r.Mover))
		k.Notes[i] = signed(lo)
		if lo != hi {
			exact = false
			k.Notes[i] += "…" + signed(hi)
		}
		switch {
		case lo > 0:
			k.Tones[i] = render.CoachWin
		case hi < 0:
			k.Tones[i] = render.CoachLoss
		case lo == 0 && hi == 0:
			k.Tones[i] = render.CoachDraw
		}
	}
	switch {
	case !r.Done:
		k.Caption = a.t(i18n.CoachSearching)
	case exact:
		k.Caption = a.t(i18n.CoachExact)
	default:
		k.Caption = a.t(i18n.CoachBounds)
	}
	return k
}

// signed writes v with its sign: "+4", "0", "−2".
func signed(v int) string {
	switch {
	case v > 0:
		return fmt.Sprintf("+%d", v)
	case v < 0:
		return fmt.Sprintf("−%d", -v)
	}
	return "0"
}

// updateCoach shows the coach of a Kpé game (session.Coach, which rates
// elsewhere: natively on a goroutine, in the browser in the AI's worker):
// C turns it on or off (outside the demo), and while it is on, the tables
// have loaded and a person is to move in the live game, their pits show
// what each is worth.
func (p *play) updateCoach(a Host) {
	kv, ok := p.view.(*render.KpeView)
	if !ok {
		return
	}
	if p.demo == nil && a.Input().Verbs.Has(VerbCoach) {
		st := a.Settings()
		st.Coach = !st.Coach
		a.setSettings(st)
	}
	if p.coach == nil {
		p.coach = session.NewCoach(a.Deps().NewCoach)
	}
	g, _ := p.sess.Game().(*kpe.Game)
	if !a.Settings().Coach || p.demo != nil || !p.sess.HumanToMove() || p.rev.active() ||
		a.Deps().KpeTables == nil || a.Deps().KpeTables.Source() == nil {
		g = nil // the coach clears
	}
	p.coach.Follow(g)
	if r, changed := p.coach.News(); changed {
		k := coachNotes(a, r)
		kv.SetCoach(k)
		a.Page().SetAttr("data-coach", k.Caption) // for the browser tests: "" while it shows nothing
		a.Redraw()
	}
}

// coachStatus is the coach's setting: on or off, and where the tables
// come from (or where make kpe-table would put them).
func coachStatus(a Host) string {
	on := a.t(i18n.OffWord)
	if a.Settings().Coach {
		on = a.t(i18n.On)
	}
	if a.Deps().KpeTables == nil {
		return on
	}
	st := a.Deps().KpeTables.Status()
	switch {
	case st.Solved && st.State != kpetables.Failed:
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachSolved), st.Seeds)
	case st.State == kpetables.Ready:
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachTables), st.Where)
	case st.State == kpetables.Absent:
		dir, _ := kpesolve.DefaultDir()
		return on + " · " + fmt.Sprintf(a.t(i18n.CoachNoTables), dir)
	case st.State == kpetables.Failed:
		return on + " · " + st.Err.Error()
	}
	return on
}
