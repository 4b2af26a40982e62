package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/ui"
	"tavola/ui/paint"
)

// chooseNext says where choosing a game leads.
type chooseNext uint8

const (
	chooseSetup chooseNext = iota
	chooseRules
)

// choose offers the games as cards (one for the GIPF variants): a small
// drawing of the board, by the board's own view, the game's name and a line
// about it; Back under them. Cards stand side by side on a wide screen and
// one above the other on a tall one. Arrows and Enter, a click or a tap
// choose.
type choose struct {
	next     chooseNext
	menu     *ui.Menu // the cards, then Back: their focus, hover and clicks
	families []string
	games    []string // the game each card draws (GIPF: the default variant)
	cards    []card
	back     ui.Rect
	laidOut  ui.Screen // the screen the cards were laid out for
}

// card is where one card's parts stand.
type card struct {
	box, thumb, name, blurb ui.Rect
}

func newChoose(a Host, next chooseNext) *choose {
	c := &choose{next: next, families: families(a)}
	var items []ui.MenuItem
	for _, f := range c.families {
		items = append(items, ui.MenuItem{Text: a.t(i18n.FamilyKeys(f)[0])})
		c.games = append(c.games, a.setupFor(f).game)
	}
	items = append(items, ui.MenuItem{Text: a.t(i18n.Back)})
	c.menu = ui.NewMenu(items...)
	c.layout(a)
	return c
}

// The card's parts, in units: the gap between cards, a card's padding, and
// the name's and the blurb's text sizes.
const (
	cardGap   = 3
	cardPad   = 2
	cardName  = ui.Subheading
	cardBlurb = ui.Body
)

// layout places the cards and Back for the screen.
func (c *choose) layout(a Look) {
	if c.laidOut == a.screen() && len(c.cards) == len(c.families) {
		return
	}
	c.laidOut = a.screen()
	s := a.screen()
	w, h, un := s.W, s.H, s.Un
	n := float64(len(c.families))
	top, bottom := s.Below(ui.Display, 0)+s.U(ui.Gap), h-s.U(ui.Margin)
	bw := min(w*0.6, 60*un)
	c.back = ui.Rect{X: (w - bw) / 2, Y: bottom - ui.MenuRowH*un, W: bw, H: ui.MenuRowH * un}
	area := s.Box(top, c.back.Y-3*un, 0)
	c.cards = c.cards[:0]
	pad, text := cardPad*un, (cardName+2*cardBlurb*paint.LineGap+3)*un
	if w >= h*1.15 {
		// Side by side: the board above its name and line.
		cw := min((area.W-cardGap*un*(n-1))/n, 80*un)
		x := (w - (cw*n + cardGap*un*(n-1))) / 2
		ch := min(area.H, cw-2*pad+text+2*pad)
		y := area.Y + (area.H-ch)/2
		side := min(cw-2*pad, ch-text-2*pad)
		for i := range c.families {
			b := ui.Rect{X: x + float64(i)*(cw+cardGap*un), Y: y, W: cw, H: ch}
			th := ui.Rect{X: b.X + (b.W-side)/2, Y: b.Y + pad, W: side, H: side}
			c.cards = append(c.cards, card{box: b, thumb: th,
				name:  ui.Rect{X: b.X + pad, Y: th.Y + th.H + un, W: b.W - 2*pad, H: cardName * un * 1.2},
				blurb: ui.Rect{X: b.X + pad, Y: th.Y + th.H + un + cardName*un*1.3, W: b.W - 2*pad, H: 2 * cardBlurb * un * paint.LineGap}})
		}
	} else {
		// One above the other: the board at the left, its name and line
		// beside it.
		ch := min((area.H-cardGap*un*(n-1))/n, 40*un)
		// The cards and Back together, in the middle of the room.
		spare := area.H - (ch*n + cardGap*un*(n-1))
		y := area.Y + spare/2
		c.back.Y -= spare / 2
		side := ch - 2*pad
		for i := range c.families {
			b := ui.Rect{X: area.X, Y: y + float64(i)*(ch+cardGap*un), W: area.W, H: ch}
			th := ui.Rect{X: b.X + pad, Y: b.Y + pad, W: side, H: side}
			tx := th.X + th.W + 2*pad
			mid := b.Y + b.H/2
			c.cards = append(c.cards, card{box: b, thumb: th,
				name:  ui.Rect{X: tx, Y: mid - cardName*un*1.2, W: b.X + b.W - pad - tx, H: cardName * un * 1.2},
				blurb: ui.Rect{X: tx, Y: mid + 0.5*un, W: b.X + b.W - pad - tx, H: 2 * cardBlurb * un * paint.LineGap}})
		}
	}
	c.menu.Rects = c.menu.Rects[:0]
	for _, k := range c.cards {
		c.menu.Rects = append(c.menu.Rects, k.box)
	}
	c.menu.Rects = append(c.menu.Rects, c.back)
	c.menu.Size = c.back.H * 0.42
}

func (c *choose) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	c.layout(a)
	f := a.Input()
	// Cards side by side answer ← and → as well as ↑ and ↓.
	if f.Verbs.Has(VerbLeft) {
		f.Verbs |= VerbUp
	}
	if f.Verbs.Has(VerbRight) {
		f.Verbs |= VerbDown
	}
	i, _, ok := c.menu.Update(f.UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	if i == len(c.families) {
		a.goTo(newTitle(a))
		return nil
	}
	if c.next == chooseRules {
		a.goTo(newRules(a, c.families[i]))
		return nil
	}
	a.goTo(newSetup(a, c.families[i]))
	return nil
}

// cardCenter is the middle of card i on the screen.
func (c *choose) cardCenter(i int) (int, int) {
	b := c.cards[i].box
	return int(b.X + b.W/2), int(b.Y + b.H/2)
}

func (c *choose) Draw(dst *ebiten.Image, a Host) {
	c.layout(a)
	u, pal, un := a.Painter(), a.Palette(), a.Unit()
	head := a.t(i18n.ChooseGame)
	if c.next == chooseRules {
		head = a.t(i18n.MenuRules)
	}
	u.Heading(dst, a.screen().Head(ui.Display), head, pal.Text)
	for i, k := range c.cards {
		bg := pal.Panel
		if i == c.menu.Focus {
			// The focused card: framed in the accent colour.
			u.Panel(dst, ui.Rect{X: k.box.X - 0.6*un, Y: k.box.Y - 0.6*un, W: k.box.W + 1.2*un, H: k.box.H + 1.2*un}, 2.6*un, pal.Accent)
		}
		u.Panel(dst, k.box, ui.Radius*un, bg)
		a.drawThumb(dst, c.games[i], k.thumb)
		if i == c.menu.Hover && i != c.menu.Focus {
			u.Rect(dst, k.box.X+2*un, k.box.Y+k.box.H-0.8*un, k.box.W-4*un, 0.5*un, pal.Accent, 1)
		}
		al, x := ui.AlignCenter, k.name.X+k.name.W/2
		if k.name.X > k.thumb.X+k.thumb.W {
			al, x = ui.AlignLeft, k.name.X
		}
		fam := i18n.FamilyKeys(c.families[i])
		u.TextIn(dst, a.t(fam[0]), x, k.name.Y+k.name.H/2, k.name.W, cardName*un, true, pal.Text, al)
		u.Para(dst, a.t(fam[1]), x, k.blurb.Y, k.blurb.W, cardBlurb*un, false, pal.TextDim, al, 2)
	}
	u.MenuItem(dst, c.menu, pal, len(c.cards))
}

// families lists the game families offered, Gravity and Kpé first.
func families(a Games) []string {
	var out []string
	for _, f := range []string{"gravity", "kpe", "gipf"} {
		for _, n := range a.names() {
			if family(n) == f {
				out = append(out, f)
				break
			}
		}
	}
	return out
}
