package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/ui"
)

// branchAsk asks, before a reviewed game is played on from the move shown
// (Play from here), what becomes of the moves after it: kept in the
// record, as a variation of the next move played there, or dropped — the
// confirm that dropping them takes. Back leaves the review as it was.
type branchAsk struct {
	p          *play
	at         int
	head, info string
	menu       *ui.Menu
}

// The choices of branchAsk, in order.
const (
	branchKeep = iota
	branchDrop
	branchBack
)

func newBranchAsk(a Look, p *play) *branchAsk {
	n := len(p.sess.Played())
	at := p.rev.at
	return &branchAsk{p: p, at: at,
		head: fmt.Sprintf(a.t(i18n.BranchHead), at, n),
		info: fmt.Sprintf(a.t(i18n.BranchInfo), n-at),
		menu: ui.NewMenu(ui.MenuItem{Text: a.t(i18n.BranchKeep)}, ui.MenuItem{Text: a.t(i18n.BranchDrop)},
			ui.MenuItem{Text: a.t(i18n.Back)})}
}

func (b *branchAsk) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(b.p)
		return nil
	}
	i, _, ok := b.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	if i != branchBack {
		b.p.playFrom(a, b.at, i == branchKeep)
	}
	a.goTo(b.p)
	return nil
}

func (b *branchAsk) Draw(dst *ebiten.Image, a Host) {
	drawOverGame(dst, a, b.p, b.head, b.info, b.menu)
}

// playFrom plays the game on from its first k actions, the review over:
// the moves after k kept as a variation of the next move, or dropped.
func (p *play) playFrom(a Host, k int, keep bool) {
	if err := p.sess.PlayFrom(k, keep); err != nil {
		a.tell("branch", err.Error(), "", false)
		return
	}
	p.rev.game = nil
	p.view.Sync(p.sess.Game())
	p.cues.clear()
	p.ready = 0
	p.refresh(a)
	a.autosave(p.sess)
}

// askBranch starts Play from here: when a review shows an earlier move,
// the question of what becomes of the moves after it.
func (p *play) askBranch(a Host) {
	if p.hereShown() {
		a.goTo(newBranchAsk(a, p))
	}
}
