package ai

import (
	"tavola/ai/kpesolve"
	"tavola/rules"
	"tavola/rules/kpe"
)

// perfect is the perfect Kpé player (Budget.KpeTables): it searches the
// value of every move with the path-aware solver (kpesolve.Searcher) on
// the tables and plays a move no other is proven better than, the one
// with the best value when all are known. Among moves of equal known
// value it prefers, when winning, the move that ends the game, then the
// one that captures most, and when losing the reverse: progress towards
// the end of the game, or away from it. When the tables do not hold the
// position (a partial table, or a position play cannot reach) it is the
// master level's search.
type perfect struct {
	g        *kpe.Game
	src      kpesolve.Source
	ctl      *control
	fallback engine
	used     engine // the fallback, once it ran

	action rules.Action
	value  float64
	ok     bool
}

func newPerfect(g *kpe.Game, src kpesolve.Source, ctl *control, fallback engine) *perfect {
	return &perfect{g: g, src: src, ctl: ctl, fallback: fallback}
}

func (p *perfect) run(t *tables) {
	root, history, lead := kpesolve.FromGame(p.g)
	if _, ok := p.src.Lookup(root); !ok || p.g.Outcome().Over {
		p.used = p.fallback
		p.fallback.run(t)
		return
	}
	if t.kpe == nil || t.kpe.Src != p.src {
		t.kpe = &kpesolve.Searcher{Src: p.src}
	}
	sr := t.kpe
	// The master level's floor is a node count of the search; the
	// solver counts none, and its time is the budget's Time.
	p.ctl.minNodes = 0
	sr.Stop = func() bool { return p.ctl.spend(clockEvery) }
	moves := sr.MoveValues(root, history)
	best := choose(moves)
	mover := p.g.ToMove()
	p.action = kpesolve.Action(moves[best].Pit, mover)
	m := moves[best]
	p.value = float64(lead) + float64(m.Lo+m.Hi)/2
	p.ok = true
}

func (p *perfect) result() (rules.Action, float64, []rules.Action, int, bool) {
	if p.used != nil {
		return p.used.result()
	}
	if !p.ok {
		return 0, 0, nil, 0, false
	}
	return p.action, p.value, []rules.Action{p.action}, 0, true
}

// choose picks the move to play among the values of all moves: the best
// middle of its interval (so never a move another is proven better than:
// its upper bound is below that move's lower bound, hence below its
// middle), then the best lower bound, then, among moves of equal known
// value, progress: when winning the move that ends the game, then the one
// that takes most; when losing the reverse.
func choose(moves []kpesolve.MoveValue) int {
	best := 0
	for i, m := range moves[1:] {
		if better(m, moves[best]) {
			best = i + 1
		}
	}
	return best
}

func better(m, b kpesolve.MoveValue) bool {
	if m.Lo+m.Hi != b.Lo+b.Hi {
		return m.Lo+m.Hi > b.Lo+b.Hi
	}
	if m.Lo != b.Lo {
		return m.Lo > b.Lo
	}
	if !m.Exact() || !b.Exact() || m.Lo == 0 {
		return false
	}
	pm, pb := progress(m), progress(b)
	if m.Lo < 0 {
		return pm < pb
	}
	return pm > pb
}

// progress rates how much nearer the end of the game a move brings it.
func progress(m kpesolve.MoveValue) int {
	p := m.Taken
	if m.Ends {
		p += 100
	}
	return p
}
