package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/rules"
	"tavola/rules/record"
	"tavola/ui"
)

// gameMenu is the play scene's Menu, over the board: save the game, open
// a saved one, copy the game as text or its position, share a link, paste
// a game, in the browser download the game as a file or open one — each
// comes back to the game — and go to the title (the game stays saved for
// Continue, as Esc does).
type gameMenu struct {
	p    *play
	menu *ui.Menu
	acts []func(a Host) error
}

func newGameMenu(a Host, p *play) *gameMenu {
	m := &gameMenu{p: p}
	var items []ui.MenuItem
	add := func(k i18n.Key, f func(a Host) error, disabled bool) {
		items = append(items, ui.MenuItem{Text: a.t(k), Disabled: disabled})
		m.acts = append(m.acts, f)
	}
	_, midTurn := p.shownGame().Position()
	add(i18n.SaveGame, func(a Host) error { a.saveGame(p); a.goTo(p); return nil }, false)
	add(i18n.OpenGame, func(a Host) error { a.goTo(newLibrary(a, p)); return nil }, false)
	add(i18n.CopyRecord, func(a Host) error { return copyRecord(a, p) }, false)
	add(i18n.CopyPosition, func(a Host) error { return copyPosition(a, p) }, midTurn != nil)
	add(i18n.ShareLink, func(a Host) error { return shareLink(a, p) }, false)
	add(i18n.PasteText, func(a Host) error { a.goTo(pasteView(a, p)); return nil }, false)
	if a.Links().CanFiles() {
		add(i18n.Download, func(a Host) error { downloadGame(a, p); a.goTo(p); return nil }, false)
		add(i18n.Upload, func(a Host) error { a.Links().Upload(); a.goTo(p); return nil }, false)
	}
	add(i18n.MainMenu, p.leave, false)
	add(i18n.Back, func(a Host) error { a.goTo(p); return nil }, false)
	m.menu = ui.NewMenu(items...)
	return m
}

func (m *gameMenu) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(m.p)
		return nil
	}
	if i, _, ok := m.menu.Update(a.Input().UI()); ok {
		a.Sounds().Play(audio.Click)
		return m.acts[i](a)
	}
	return nil
}

func (m *gameMenu) Draw(dst *ebiten.Image, a Host) {
	drawOverGame(dst, a, m.p, a.t(i18n.Menu), "", m.menu)
}

// drawOverGame draws the play scene p dimmed, and over it a panel with a
// heading, a line of information and a menu.
func drawOverGame(dst *ebiten.Image, a Host, p *play, head, info string, m *ui.Menu) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	w, h := a.screen().W, a.screen().H
	p.Draw(dst, a)
	u.Rect(dst, 0, 0, w, h, pal.Background, 0.72)
	pw := min(w-2*ui.Inset*un, 90*un)
	n := float64(len(m.Items))
	ih := 0.0
	if info != "" {
		ih = u.ParaHeight(info, pw-2*ui.Margin*un, ui.Body*un, false, pal.TextDim, ui.AlignCenter, 3) + un
	}
	ph := min(h-2*ui.Inset*un, 14*un+ih+n*9.6*un)
	box := ui.Rect{X: (w - pw) / 2, Y: (h - ph) / 2, W: pw, H: ph}
	u.Panel(dst, box, ui.Radius*un, pal.Panel)
	u.Heading(dst, a.screen().PanelHead(box, ui.Subheading, ui.AlignCenter), head, pal.Text)
	if info != "" {
		u.Para(dst, info, w/2, box.Y+10*un, pw-2*ui.Margin*un, ui.Body*un, false, pal.TextDim, ui.AlignCenter, 3)
	}
	top := box.Y + 11*un + ih
	m.Layout(ui.Rect{X: box.X, Y: top, W: pw, H: box.Y + ph - top - ui.Gap*un}, un)
	u.Menu(dst, m, pal)
}

// shownGame is the game as the board shows it: the position reviewed, or
// the live one.
func (p *play) shownGame() rules.Game {
	if p.rev.active() {
		return p.rev.game
	}
	return p.sess.Game()
}

// copyRecord shows p's game as a record's text, put on the clipboard.
func copyRecord(a Host, p *play) error {
	text, err := record.Format(a.recordOf(p))
	if err != nil {
		return err
	}
	a.goTo(newCopyView(a, a.t(i18n.RecordTitle), text, "", func() Scene { return p }).of(p))
	return nil
}

// copyPosition shows the position the board shows, put on the clipboard.
func copyPosition(a Host, p *play) error {
	pos, err := p.shownGame().Position()
	if err != nil {
		return nil // in the middle of a GIPF turn: the item is disabled
	}
	a.goTo(newCopyView(a, a.t(i18n.PositionTitle), pos, "", func() Scene { return p }).of(p))
	return nil
}

// shareLink shows the link to p's game, put on the clipboard.
func shareLink(a Host, p *play) error {
	link, err := a.linkOf(p.sess.Record())
	if err != nil {
		return err
	}
	note := a.t(i18n.ShareNative)
	if a.Links().CanFiles() {
		note = a.t(i18n.ShareWeb)
	}
	a.Page().SetAttr("data-link", link)
	a.goTo(newCopyView(a, a.t(i18n.LinkTitle), link, note, func() Scene { return p }).of(p))
	return nil
}

// downloadGame offers p's game as a record file (in the browser).
func downloadGame(a Host, p *play) {
	text, err := record.Format(a.recordOf(p))
	if err == nil {
		err = a.Links().Download(fmt.Sprintf("%s-%s.txt", p.name, time.Now().Format("2006-01-02-1504")), text)
	}
	if err != nil {
		a.tell("shelf", a.t(i18n.SaveGameFailed), err.Error(), false)
	}
}

// pasteView is the box to paste a game into, from the scene of p (nil:
// not from a game).
func pasteView(a Host, p *play) *textView {
	back := a.sceneNow()
	open := func(a Host, text string) error {
		s, err := a.openText(text, func() Scene { return back }, a.seatsFor(p))
		if err != nil {
			return err
		}
		a.goTo(s)
		return nil
	}
	v := newPasteView(a, "", open, func() Scene { return back })
	if g, ok := back.(*play); ok {
		v.of(g)
	}
	return v
}

// openInBox opens text (a file dropped or uploaded) in the paste box: at
// once when it can be opened, else the box shows it and what is wrong.
func openInBox(a Host, text string, p *play) *textView {
	v := pasteView(a, p)
	a.goTo(v)
	if v.put(text); !v.bad {
		_ = v.submit(a)
	}
	return v
}
