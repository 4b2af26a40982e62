package scenes

import (
	"errors"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/device"
	"tavola/i18n"
	"tavola/rules/record"
	"tavola/ui"
	"tavola/ui/paint"
)

// textView is a text in a box: one to copy (a game's record, a position, a
// share link), put on the clipboard as the scene opens and shown to be read
// or copied again; or, editing, one to open (Paste), typed or pasted in,
// with what is wrong with it shown above the box — a record's error names
// its line and column — and the text kept to be mended. The box scrolls
// (wheel, drag, ↑ ↓).
type textView struct {
	edit bool
	head string // the heading
	note string // under the box: what the text is for
	text string
	// open opens an edited text (it goes to the scene that shows it) or
	// says why it cannot.
	open func(a Host, text string) error
	back func() Scene
	over *play // the game it shows over and goes back to, if any (Leaver)

	status string // what the clipboard did, or why the text did not open
	bad    bool   // status is an error

	lines   []string // text laid out in the box
	laid    string   // the text lines were laid out from
	laidW   float64  // and the width
	top     int      // the first line shown
	rows    int      // the lines the box holds
	box     ui.Rect
	buttons ui.FootRow
	acts    []func(a Host) error
	press   struct {
		on     bool
		y, top int
	}
	ticks    int
	shownEnd bool // keep the end of the text in view (editing)
}

// The box's text size and line height, in units.
const (
	boxText = ui.Small
	boxLine = 3.8
)

// statusLine is where the status goes: under the heading, in up to three
// lines.
func (v *textView) statusLine(s ui.Screen) ui.Line { return s.Sub(ui.Heading, ui.Small) }

// maxBoxLines bounds the lines laid out: a text longer than that (a
// pasted book) is opened or refused whole, but shown cut.
const maxBoxLines = 3000

// newCopyView shows text under head and puts it on the clipboard.
func newCopyView(a Host, head, text, note string, back func() Scene) *textView {
	v := &textView{head: head, text: text, note: note, back: back}
	v.buttons = v.menuOf([]ui.MenuItem{{Text: a.t(i18n.CopyButton)}, {Text: a.t(i18n.Back)}},
		[]func(a Host) error{v.copy, v.leave})
	_ = v.copy(a)
	return v
}

// newPasteView takes a text to open with open, starting with text (a file
// dropped or uploaded, which it tries to open at once).
func newPasteView(a Host, text string, open func(a Host, text string) error, back func() Scene) *textView {
	v := &textView{edit: true, head: a.t(i18n.PasteText), text: text, open: open, back: back, shownEnd: true}
	v.buttons = v.menuOf([]ui.MenuItem{{Text: a.t(i18n.PasteButton)}, {Text: a.t(i18n.Open)},
		{Text: a.t(i18n.Clear)}, {Text: a.t(i18n.Back)}},
		[]func(a Host) error{v.paste, v.submit, v.clear, v.leave})
	v.status = a.t(i18n.PasteHint)
	return v
}

// menuOf is the foot row of items, acts[i] run when item i is chosen.
func (v *textView) menuOf(items []ui.MenuItem, acts []func(a Host) error) ui.FootRow {
	v.acts = acts
	return ui.NewFootRow(items...)
}

func (v *textView) copy(a Host) error {
	v.status, v.bad = a.t(i18n.Copying), false
	a.Clipboard().Copy(v.text)
	return nil
}

func (v *textView) paste(a Host) error {
	a.Clipboard().Paste()
	return nil
}

func (v *textView) clear(Host) error {
	v.text, v.status, v.bad = "", "", false
	return nil
}

func (v *textView) leave(a Host) error {
	a.goTo(v.back())
	return nil
}

// submit opens the text, or shows why not.
func (v *textView) submit(a Host) error {
	if err := v.open(a, v.text); err != nil {
		v.status, v.bad = err.Error(), true
	}
	return nil
}

// clipped takes what the clipboard did: a copy done (or not), a text
// pasted, which is opened at once.
func (v *textView) clipped(a Host, r device.ClipResult) {
	a.Redraw()
	switch {
	case !r.Pasted && r.Err == nil:
		v.status, v.bad = a.t(i18n.Copied), false
	case !r.Pasted:
		v.status, v.bad = v.copyFailed(a, r.Err), true
	case !v.edit:
	case errors.Is(r.Err, errors.ErrUnsupported):
		v.status, v.bad = a.t(i18n.TypeHint), true
	case r.Err != nil:
		v.status, v.bad = r.Err.Error(), true
	default:
		v.put(r.Text)
		_ = v.submit(a)
	}
}

// copyFailed says why the text is not on the clipboard. Without a
// clipboard tool it is also written to the file copied.txt beside the
// settings, which the player can open.
func (v *textView) copyFailed(a Host, err error) string {
	if !errors.Is(err, errors.ErrUnsupported) || a.Links().CanFiles() {
		return strings.Replace(a.t(i18n.CopyRefused), "%s", err.Error(), 1)
	}
	const key = "copied"
	if serr := a.Texts().Save(key, []byte(v.text)); serr != nil {
		return serr.Error()
	}
	return strings.Replace(a.t(i18n.NoClipboard), "%s", a.Texts().Where(key), 1)
}

// put adds s to the text being edited (refusing more than a record may
// hold).
func (v *textView) put(s string) {
	if len(v.text)+len(s) > record.MaxSize {
		v.status, v.bad = (&record.Error{Line: 1, Column: 1, Msg: "the text is larger than 1 MB"}).Error(), true
		return
	}
	v.text += s
	v.shownEnd = true
}

func (v *textView) Update(a Host) error {
	if v.ticks++; v.edit && v.ticks%30 == 0 {
		a.Redraw() // the caret blinks
	}
	f := a.Input()
	if v.edit {
		switch {
		case f.Verbs.Has(VerbErase):
			if _, n := utf8.DecodeLastRuneInString(v.text); n > 0 {
				v.text = v.text[:len(v.text)-n]
			}
			v.shownEnd = true
		case f.Verbs.Has(VerbBack):
			return v.leave(a)
		case f.Verbs.Has(VerbPaste):
			return v.paste(a)
		case f.Verbs.Has(VerbConfirm):
			return v.submit(a)
		}
		if f.Text != "" {
			v.put(f.Text)
		}
	} else {
		switch {
		case f.Verbs.Has(VerbBack):
			return v.leave(a)
		case f.Verbs.Has(VerbCopy), f.Verbs.Has(VerbConfirm):
			return v.copy(a)
		}
	}
	v.layout(a)
	switch {
	case f.Verbs.Has(VerbUp):
		v.top--
	case f.Verbs.Has(VerbDown):
		v.top++
	}
	v.scroll(f)
	if i, ok := v.buttons.Update(f.UI()); ok {
		a.Sounds().Play(audio.Click)
		return v.acts[i](a)
	}
	return nil
}

// scroll follows the wheel and a drag over the box.
func (v *textView) scroll(f Frame) {
	p := f.Pointer
	over := p.Present && v.box.Contains(p.X, p.Y)
	if over && f.Wheel != 0 {
		v.top -= int(math.Copysign(math.Ceil(math.Abs(f.Wheel)), f.Wheel))
	}
	if p.Pressed && over {
		v.press.on, v.press.y, v.press.top = true, p.Y, v.top
	}
	if v.press.on {
		if line := v.box.H / float64(max(v.rows, 1)); line > 0 {
			v.top = v.press.top - int(math.Round(float64(p.Y-v.press.y)/line))
		}
		if p.Released || !p.Down {
			v.press.on = false
		}
	}
	v.top = max(0, min(v.top, len(v.lines)-v.rows))
}

// layout places the heading, the status, the box and the buttons, and
// lays the text out again when it or the box's width changed.
func (v *textView) layout(a Look) {
	s := a.screen()
	un := s.Un
	// The status under the heading takes up to three lines; the box is
	// below them, the note (two lines) under the box.
	st := v.statusLine(s)
	top := st.Y - st.Size/2 + 3*st.Size*paint.LineGap
	bottom := v.buttons.LayoutFoot(s, a.Painter().TextWidth) - s.U(ui.Gap)
	if v.note != "" {
		bottom -= s.U(2*ui.Caption*paint.LineGap + ui.Pad)
	}
	v.box = s.Box(top, bottom, boxLine)
	v.rows = max(1, int((v.box.H-2*un)/(boxLine*un)))
	tw := v.box.W - 2*ui.Inset*un
	if v.text != v.laid || tw != v.laidW {
		v.laid, v.laidW = v.text, tw
		v.lines = ui.Wrap(v.text, tw, maxBoxLines, a.Painter().Advance(boxText*un, false))
	}
	if v.shownEnd {
		v.top, v.shownEnd = len(v.lines)-v.rows, false
	}
	v.top = max(0, min(v.top, len(v.lines)-v.rows))
}

func (v *textView) Draw(dst *ebiten.Image, a Host) {
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	w := a.screen().W
	v.layout(a)
	s := a.screen()
	u.Heading(dst, s.Head(ui.Heading), v.head, pal.Text)
	if v.status != "" {
		c := pal.TextDim
		if v.bad {
			c = pal.Win
		}
		st := v.statusLine(s)
		u.Para(dst, v.status, st.X, st.Y-st.Size/2, st.W, st.Size, v.bad, c, ui.AlignCenter, 3)
	}
	b := v.box
	u.Panel(dst, b, 1.5*un, pal.Panel)
	size, line := boxText*un, boxLine*un
	x := b.X + ui.Inset*un
	y := b.Y + un + line/2
	end := min(len(v.lines), v.top+v.rows)
	for i := v.top; i < end; i++ {
		u.TextIn(dst, v.lines[i], x, y, b.W-2*ui.Inset*un, size, false, pal.Text, ui.AlignLeft)
		y += line
	}
	if v.edit && v.ticks/30%2 == 0 {
		// The caret, after the last character.
		cx, cy := x, b.Y+un+line/2
		if n := len(v.lines); n > 0 && n-1 >= v.top && n-1 < end {
			cx += u.TextWidth(v.lines[n-1], size, false)
			cy += float64(n-1-v.top) * line
		}
		u.Rect(dst, cx+0.3*un, cy-line*0.35, 0.4*un, line*0.7, pal.Accent, 1)
	}
	if len(v.lines) > v.rows {
		// Where the lines shown stand among all.
		h := b.H - 2*un
		u.Rect(dst, b.X+b.W-1.2*un, b.Y+un+h*float64(v.top)/float64(len(v.lines)), 0.6*un,
			max(un, h*float64(v.rows)/float64(len(v.lines))), pal.Accent, 1)
	}
	if v.note != "" {
		u.Para(dst, v.note, w/2, b.Y+b.H+s.U(ui.Pad), s.Inner(), s.U(ui.Caption), false, pal.TextDim, ui.AlignCenter, 2)
	}
	u.Menu(dst, v.buttons.Menu, pal)
}
