package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/ui"
)

// The play scene's part in game records: the keys (Ctrl+S saves, Ctrl+O
// opens the saved games, Ctrl+C copies the game as text, Ctrl+V pastes
// one, Enter opens the menu and in a review plays on from the move
// shown), the Menu button's
// menu (gameMenu), the Play from here button on the review's line, the
// move list's marks of variations, and the position told to the web page.

// recordKeys handles the record keys and the Play from here button; done
// says the frame was used.
func (p *play) recordKeys(a Host, f Frame) (done bool, err error) {
	switch {
	case f.Verbs.Has(VerbSave):
		a.saveGame(p)
		return true, nil
	case f.Verbs.Has(VerbOpen):
		a.goTo(newLibrary(a, p))
		return true, nil
	case f.Verbs.Has(VerbCopy):
		return true, copyRecord(a, p)
	case f.Verbs.Has(VerbPaste):
		a.goTo(pasteView(a, p))
		a.Clipboard().Paste()
		return true, nil
	case f.Verbs.Has(VerbConfirm) && p.rev.active():
		p.askBranch(a)
		return true, nil
	case f.Verbs.Has(VerbConfirm) && !p.sess.Game().Outcome().Over:
		// Out of a review, Enter opens the menu (over, it plays again).
		a.goTo(newGameMenu(a, p))
		return true, nil
	}
	if !p.hereShown() {
		return false, nil
	}
	p.layoutHere(a)
	if _, _, ok := p.hereMenu(a).Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		p.askBranch(a)
		return true, nil
	}
	return false, nil
}

// hereMenu is the Play from here button.
func (p *play) hereMenu(a Look) *ui.Menu {
	if p.here == nil {
		p.here = ui.NewMenu(ui.MenuItem{Text: a.t(i18n.PlayFromHere)})
		p.here.PointerOnly = true
	}
	return p.here
}

// hereText is the size of the Play from here button's label, in units.
const hereText = 2.4

// layoutHere puts the Play from here button at the right end of the
// review's line, as wide as its label.
func (p *play) layoutHere(a Look) {
	un, hb := a.Unit(), p.hintBox
	m := p.hereMenu(a)
	w := min(a.Painter().TextWidth(m.Items[0].Text, hereText*un, false)+4*un, hb.W*0.6)
	m.LayoutRow(ui.Rect{X: hb.X + hb.W - w, Y: hb.Y, W: w, H: hb.H}, un, a.Painter().TextWidth, 1)
	m.Size = hereText * un
}

// drawHintLine draws the line under the move list: while reviewing, how
// to step and leave, and Play from here; while moves are set aside to keep
// as a variation, what the next move does with them.
func (p *play) drawHintLine(dst *ebiten.Image, a Host) {
	u, pal, un, hb := a.Painter(), a.Palette(), a.Unit(), p.hintBox
	switch {
	case p.rev.active():
		if p.hereShown() {
			p.layoutHere(a)
			u.Menu(dst, p.hereMenu(a), pal)
		}
		s, w := p.reviewHint(a)
		u.TextIn(dst, s, hb.X, hb.Y+hb.H/2, w, hintText*un, false, pal.TextDim, ui.AlignLeft)
	case p.aside != "":
		u.TextIn(dst, p.aside, hb.X, hb.Y+hb.H/2, hb.W, hintText*un, false, pal.Accent, ui.AlignLeft)
	}
}

// hintText is the size of the review's hint, in units.
const hintText = ui.Caption

// hereShown reports whether the review shows Play from here: on every
// move but the last, where the game itself goes on; never in the demo.
func (p *play) hereShown() bool {
	return p.demo == nil && p.rev.active() && p.rev.at < len(p.sess.Played())
}

// reviewHint is the review's hint and the width it has: the whole line,
// or the room left of Play from here, where the keys alone are shown when
// the whole hint would be cut.
func (p *play) reviewHint(a Look) (string, float64) {
	hint, w := a.t(i18n.ReviewHint), p.hintBox.W
	if !p.hereShown() {
		return hint, w
	}
	p.layoutHere(a)
	w = p.hereMenu(a).Rects[0].X - p.hintBox.X - a.Unit()
	if !a.Painter().Fits(hint, hintText*a.Unit(), w, false) {
		hint = a.t(i18n.ReviewKeys)
	}
	return hint, w
}

// refreshRecord writes what the record adds to the move list after a
// change: "(+1)" after a turn whose move has variations, and the line
// about moves set aside; and tells the web page the position.
func (p *play) refreshRecord(a Host) {
	for i, t := range p.sess.Turns() {
		n := 0
		for k := t.First; k < t.End; k++ {
			n += p.sess.Variations(k)
		}
		if n > 0 && i < len(p.moves.Text) {
			p.moves.Text[i] += fmt.Sprintf(" (+%d)", n)
			p.moves.Width[i] = a.Painter().TextWidth(p.moves.Text[i], ui.MoveSize*ui.MeasureUnit, false) / ui.MeasureUnit
		}
	}
	p.aside = ""
	if n := p.sess.SetAside(); n > 0 {
		p.aside = fmt.Sprintf(a.t(i18n.SetAside), n)
	}
	if p.demo == nil {
		pos, _ := p.sess.Game().Position()
		a.Page().SetAttr("data-game", p.name)
		a.Page().SetAttr("data-position", pos)
	}
}

// variationNote is what the review's status adds about the move shown:
// the first variation played instead of it, "· also: d4 c3".
func (p *play) variationNote(a Look) string {
	k := p.rev.at - 1
	if k < 0 || p.sess.Variations(k) == 0 {
		return ""
	}
	return " · " + fmt.Sprintf(a.t(i18n.AlsoPlayed), p.sess.Variation(k))
}
