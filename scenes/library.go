package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/library"
	"tavola/ui"
)

// savedList is the list of saved games, newest first, as the library
// package lists them: for each its game and how it stands or ended, when
// it was saved and who played. A click (or a tap, or Enter on the one
// chosen with ↑ ↓) opens it; the × at a row's end deletes it, after a
// second press. The list scrolls by the wheel and by dragging. A file
// that is not a record is listed with what is wrong. Buttons open the
// paste box and, in the browser, a record file.
type savedList struct {
	from    *play // the game it was opened from, nil from the title
	entries []library.Entry
	where   string // where the games are kept
	failed  string // why they could not be listed

	focus   int // the entry chosen by the keyboard
	confirm int // the entry whose delete waits for a second press, or -1
	top     int // the first entry shown
	rows    int // the entries that fit
	rowH    float64
	box     ui.Rect
	hover   int
	press   struct {
		on, dragged bool
		x, y, top   int
	}
	buttons ui.FootRow
	acts    []func(a Host) error
}

func newLibrary(a Host, from *play) *savedList {
	l := &savedList{from: from, confirm: -1, hover: -1}
	l.where = a.Library().Where()
	l.load(a)
	var items []ui.MenuItem
	add := func(k i18n.Key, f func(a Host) error) {
		items = append(items, ui.MenuItem{Text: a.t(k)})
		l.acts = append(l.acts, f)
	}
	add(i18n.PasteText, func(a Host) error { a.goTo(pasteView(a, l.from)); return nil })
	if a.Links().CanFiles() {
		add(i18n.Upload, func(a Host) error { a.Links().Upload(); return nil })
	}
	add(i18n.Back, l.leave)
	l.buttons = ui.NewFootRow(items...)
	return l
}

// load reads every saved game, for its line of the list.
func (l *savedList) load(a Host) {
	var err error
	if l.entries, err = a.Library().Entries(); err != nil {
		l.failed = err.Error()
	}
}

func (l *savedList) leave(a Host) error {
	if l.from != nil {
		a.goTo(l.from)
	} else {
		a.goTo(newTitle(a))
	}
	return nil
}

// openEntry opens the saved game i.
func (l *savedList) openEntry(a Host, i int) error {
	if s, ok := l.open(a, i); ok {
		a.goTo(s)
	}
	return nil
}

// open makes the scene of the saved game i; a record that cannot be opened
// is told, and nothing opens.
func (l *savedList) open(a Host, i int) (Scene, bool) {
	e := l.entries[i]
	if e.Record == nil {
		return nil, false
	}
	s, err := a.openRecordAs(e.Record, e.Name, func() Scene { return l })
	if err != nil {
		a.tell("shelf", e.Name, err.Error(), false)
		return nil, false
	}
	return s, true
}

// remove deletes the saved game i.
func (l *savedList) remove(a Host, i int) {
	if err := a.Library().Remove(l.entries[i].Name); err != nil {
		a.tell("shelf", l.entries[i].Name, err.Error(), false)
		return
	}
	l.entries = append(l.entries[:i], l.entries[i+1:]...)
	l.focus = max(0, min(l.focus, len(l.entries)-1))
}

func (l *savedList) Update(a Host) error {
	f := a.Input()
	switch {
	case f.Verbs.Has(VerbBack):
		return l.leave(a)
	case f.Verbs.Has(VerbPaste):
		a.goTo(pasteView(a, l.from))
		a.Clipboard().Paste()
		return nil
	case f.Verbs.Has(VerbUp) && len(l.entries) > 0:
		l.focus, l.confirm = max(0, l.focus-1), -1
		l.show(l.focus)
	case f.Verbs.Has(VerbDown) && len(l.entries) > 0:
		l.focus, l.confirm = min(len(l.entries)-1, l.focus+1), -1
		l.show(l.focus)
	case f.Verbs.Has(VerbConfirm) && len(l.entries) > 0:
		return l.openEntry(a, l.focus)
	}
	l.layout(a)
	if i, ok := l.buttons.Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		return l.acts[i](a)
	}
	return l.pointer(a, f)
}

// pointer reads the mouse or the finger over the list: the wheel and a
// drag scroll it, a click opens a game or (on its ×) deletes it.
func (l *savedList) pointer(a Host, f Frame) error {
	p := f.Pointer
	over := p.Present && l.box.Contains(p.X, p.Y)
	l.hover = -1
	if over {
		l.hover = l.at(p.Y)
	}
	if over && f.Wheel != 0 {
		l.top -= int(math.Copysign(math.Ceil(math.Abs(f.Wheel)), f.Wheel))
	}
	if p.Pressed && over {
		l.press.on, l.press.dragged = true, false
		l.press.x, l.press.y, l.press.top = p.X, p.Y, l.top
	}
	if l.press.on {
		if dy := float64(p.Y - l.press.y); math.Abs(dy) > l.rowH/3 {
			l.press.dragged = true
			l.top = l.press.top - int(math.Round(dy/l.rowH))
		}
	}
	l.top = max(0, min(l.top, len(l.entries)-l.rows))
	if !l.press.on || !p.Released {
		return nil
	}
	l.press.on = false
	i := l.at(l.press.y)
	if l.press.dragged || i < 0 || i != l.at(p.Y) {
		return nil
	}
	a.Sounds().Play(audio.Click)
	l.focus = i
	if float64(l.press.x) >= l.deleteX() {
		if l.confirm == i {
			l.confirm = -1
			l.remove(a, i)
			return nil
		}
		l.confirm = i
		return nil
	}
	l.confirm = -1
	if float64(l.press.x) >= l.analyseX(a) {
		return l.analyseEntry(a, i)
	}
	return l.openEntry(a, i)
}

// at is the entry shown at height y, or -1.
func (l *savedList) at(y int) int {
	if l.rowH <= 0 {
		return -1
	}
	i := l.top + int(math.Floor((float64(y)-l.box.Y)/l.rowH))
	if i < l.top || i >= min(len(l.entries), l.top+l.rows) {
		return -1
	}
	return i
}

// deleteX is where a row's delete button starts.
func (l *savedList) deleteX() float64 { return l.box.X + l.box.W - l.rowH }

// show scrolls entry i into view.
func (l *savedList) show(i int) {
	if i < l.top {
		l.top = i
	} else if i >= l.top+l.rows {
		l.top = i - l.rows + 1
	}
}

// libraryRow is the height of a row of the list, in units.
const libraryRow = 10

// layout places the heading, the list and the buttons across the foot.
func (l *savedList) layout(a Look) {
	s := a.screen()
	bottom := l.buttons.LayoutFoot(s, a.Painter().TextWidth) - s.U(ui.Gap)
	l.box = s.Box(s.Below(ui.Heading, ui.Small), bottom, libraryRow)
	l.rowH = s.U(libraryRow)
	l.rows = max(1, int(l.box.H/l.rowH))
	l.top = max(0, min(l.top, len(l.entries)-l.rows))
}

func (l *savedList) Draw(dst *ebiten.Image, a Host) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	w := a.screen().W
	l.layout(a)
	s := a.screen()
	u.Heading(dst, s.Head(ui.Heading), a.t(i18n.MenuSaved), pal.Text)
	u.Line(dst, s.Sub(ui.Heading, ui.Small), l.where, false, pal.TextDim, ui.AlignCenter)
	b := l.box
	switch {
	case l.failed != "":
		u.Para(dst, l.failed, w/2, b.Y+ui.Inset*un, b.W-2*ui.Inset*un, ui.Body*un, false, pal.Win, ui.AlignCenter, 4)
	case len(l.entries) == 0:
		u.Para(dst, a.t(i18n.NoSavedGames), w/2, b.Y+ui.Inset*un, b.W-2*ui.Inset*un, ui.Body*un, false, pal.TextDim, ui.AlignCenter, 4)
	}
	end := min(len(l.entries), l.top+l.rows)
	for i := l.top; i < end; i++ {
		e := &l.entries[i]
		r := ui.Rect{X: b.X, Y: b.Y + float64(i-l.top)*l.rowH, W: b.W, H: l.rowH - un}
		bg, fg, dim := pal.Panel, pal.Text, pal.TextDim
		if i == l.focus {
			bg, fg, dim = pal.Accent, pal.AccentText, pal.AccentText
		}
		u.Panel(dst, r, 1.2*un, bg)
		if i == l.hover && i != l.focus {
			u.Rect(dst, r.X+un, r.Y+r.H-0.6*un, r.W-2*un, 0.5*un, pal.Accent, 1)
		}
		text := r.W - l.rowH - l.analyseW(a) - 3*un
		if e.Record == nil && i != l.focus {
			dim = pal.Win
		}
		when := e.When
		if i == l.confirm {
			when = a.t(i18n.DeleteSure)
			if i != l.focus {
				dim = pal.Win
			}
		}
		u.TextIn(dst, e.What, r.X+2.5*un, r.Y+3*un, text, ui.Body*un, true, fg, ui.AlignLeft)
		u.TextIn(dst, when, r.X+2.5*un, r.Y+6.6*un, text, ui.Caption*un, i == l.confirm, dim, ui.AlignLeft)
		u.TextIn(dst, "×", l.deleteX()+l.rowH/2, r.Y+r.H/2, l.rowH, ui.Subheading*un, true, fg, ui.AlignCenter)
		if e.Record != nil {
			l.drawAnalyse(dst, a, r, fg)
		}
	}
	if len(l.entries) > l.rows {
		h := float64(l.rows) * l.rowH
		u.Rect(dst, b.X+b.W+un, b.Y+h*float64(l.top)/float64(len(l.entries)), 0.6*un,
			max(un, h*float64(l.rows)/float64(len(l.entries))), pal.Accent, 1)
	}
	u.Menu(dst, l.buttons.Menu, pal)
}
