package scenes

// Leaver is a scene that holds what must be released when the app leaves
// it: a game's session, whose AI may be searching, and the Kpé coach,
// which may be rating. The app (goTo) calls Leave on the scene it leaves,
// with the scene it goes to; no screen closes a session by hand.
type Leaver interface {
	Leave(next Scene)
}

// overGame is a scene shown over a game, which it goes back to: the game
// menu, the saved games and the text boxes opened from it, the question
// before a branch. While one shows, the game keeps its session.
type overGame interface {
	game() *play
}

// keeps reports whether scene s is p or shown over p.
func keeps(s Scene, p *play) bool {
	if s == Scene(p) {
		return true
	}
	o, ok := s.(overGame)
	return ok && o.game() == p
}

// leaveGame releases p's session, coach and evaluation bar unless next
// keeps p.
func leaveGame(p *play, next Scene) {
	if p == nil || keeps(next, p) {
		return
	}
	p.an.cancel()
	p.sess.Close()
	if p.coach != nil {
		p.coach.Close()
	}
	if p.bar != nil {
		p.bar.gauge.Close()
	}
}

// Leave releases the game's session and coach, unless the app goes to a
// scene over it.
func (p *play) Leave(next Scene) { leaveGame(p, next) }

func (m *gameMenu) game() *play      { return m.p }
func (m *gameMenu) Leave(next Scene) { leaveGame(m.p, next) }

func (b *branchAsk) game() *play      { return b.p }
func (b *branchAsk) Leave(next Scene) { leaveGame(b.p, next) }

func (l *savedList) game() *play      { return l.from }
func (l *savedList) Leave(next Scene) { leaveGame(l.from, next) }

// of marks v as shown over the game p, which keeps its session meanwhile.
func (v *textView) of(p *play) *textView { v.over = p; return v }

func (v *textView) game() *play      { return v.over }
func (v *textView) Leave(next Scene) { leaveGame(v.over, next) }

// Leave lets the game in progress go that the question offered to
// replace, unless the app goes on playing it.
func (r *replace) Leave(next Scene) {
	if p, ok := next.(*play); ok && p.sess == r.saved {
		return
	}
	r.saved.Close()
}
