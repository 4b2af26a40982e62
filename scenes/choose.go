package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
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
	menu     *menu // the cards, then Back: their focus, hover and clicks
	families []string
	games    []string // the game each card draws (GIPF: the default variant)
	cards    []card
	back     rectF
	w, h     int // the screen the cards were laid out for
}

// card is where one card's parts stand.
type card struct {
	box, thumb, name, blurb rectF
}

// families lists the game families offered, Gravity and Kpé first.
func (a *App) families() []string {
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

func newChoose(a *App, next chooseNext) *choose {
	c := &choose{next: next, families: a.families()}
	var items []menuItem
	for _, f := range c.families {
		items = append(items, menuItem{text: a.t(i18n.FamilyKeys(f)[0])})
		c.games = append(c.games, a.setupFor(f).game)
	}
	items = append(items, menuItem{text: a.t(i18n.Back)})
	c.menu = newMenu(items...)
	c.layout(a)
	return c
}

// The card's parts, in units: the gap between cards, a card's padding, and
// the name's and the blurb's text sizes.
const (
	cardGap   = 3
	cardPad   = 2
	cardName  = 5
	cardBlurb = 3
)

// layout places the cards and Back for the screen.
func (c *choose) layout(a *App) {
	if c.w == a.w && c.h == a.h && len(c.cards) == len(c.families) {
		return
	}
	c.w, c.h = a.w, a.h
	w, h, un := float64(a.w), float64(a.h), a.unit
	n := float64(len(c.families))
	top, bottom := 20*un, h-4*un
	bw := min(w*0.6, 60*un)
	c.back = rectF{(w - bw) / 2, bottom - 8*un, bw, 8 * un}
	area := rectF{4 * un, top, w - 8*un, c.back.y - 3*un - top}
	c.cards = c.cards[:0]
	pad, text := cardPad*un, (cardName+2*cardBlurb*lineGap+3)*un
	if w >= h*1.15 {
		// Side by side: the board above its name and line.
		cw := min((area.w-cardGap*un*(n-1))/n, 80*un)
		x := (w - (cw*n + cardGap*un*(n-1))) / 2
		ch := min(area.h, cw-2*pad+text+2*pad)
		y := area.y + (area.h-ch)/2
		side := min(cw-2*pad, ch-text-2*pad)
		for i := range c.families {
			b := rectF{x + float64(i)*(cw+cardGap*un), y, cw, ch}
			th := rectF{b.x + (b.w-side)/2, b.y + pad, side, side}
			c.cards = append(c.cards, card{box: b, thumb: th,
				name:  rectF{b.x + pad, th.y + th.h + un, b.w - 2*pad, cardName * un * 1.2},
				blurb: rectF{b.x + pad, th.y + th.h + un + cardName*un*1.3, b.w - 2*pad, 2 * cardBlurb * un * lineGap}})
		}
	} else {
		// One above the other: the board at the left, its name and line
		// beside it.
		ch := min((area.h-cardGap*un*(n-1))/n, 40*un)
		// The cards and Back together, in the middle of the room.
		spare := area.h - (ch*n + cardGap*un*(n-1))
		y := area.y + spare/2
		c.back.y -= spare / 2
		side := ch - 2*pad
		for i := range c.families {
			b := rectF{area.x, y + float64(i)*(ch+cardGap*un), area.w, ch}
			th := rectF{b.x + pad, b.y + pad, side, side}
			tx := th.x + th.w + 2*pad
			mid := b.y + b.h/2
			c.cards = append(c.cards, card{box: b, thumb: th,
				name:  rectF{tx, mid - cardName*un*1.2, b.x + b.w - pad - tx, cardName * un * 1.2},
				blurb: rectF{tx, mid + 0.5*un, b.x + b.w - pad - tx, 2 * cardBlurb * un * lineGap}})
		}
	}
	c.menu.rects = c.menu.rects[:0]
	for _, k := range c.cards {
		c.menu.rects = append(c.menu.rects, k.box)
	}
	c.menu.rects = append(c.menu.rects, c.back)
	c.menu.size = c.back.h * 0.42
}

func (c *choose) Update(a *App) error {
	if a.in.Verbs.Has(VerbBack) {
		a.goTo(newTitle(a))
		return nil
	}
	c.layout(a)
	f := a.in
	// Cards side by side answer ← and → as well as ↑ and ↓.
	if f.Verbs.Has(VerbLeft) {
		f.Verbs |= VerbUp
	}
	if f.Verbs.Has(VerbRight) {
		f.Verbs |= VerbDown
	}
	i, _, ok := c.menu.update(f)
	if !ok {
		return nil
	}
	a.snd.Play(audio.Click)
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
	return int(b.x + b.w/2), int(b.y + b.h/2)
}

func (c *choose) Draw(dst *ebiten.Image, a *App) {
	c.layout(a)
	u, pal, un := a.ui, a.pal, a.unit
	w := float64(a.w)
	head := a.t(i18n.ChooseGame)
	if c.next == chooseRules {
		head = a.t(i18n.MenuRules)
	}
	u.textIn(dst, head, w/2, 11*un, w-8*un, 8*un, true, pal.Text, alignCenter)
	for i, k := range c.cards {
		bg := pal.Panel
		if i == c.menu.focus {
			// The focused card: framed in the accent colour.
			u.panel(dst, rectF{k.box.x - 0.6*un, k.box.y - 0.6*un, k.box.w + 1.2*un, k.box.h + 1.2*un}, 2.6*un, pal.Accent)
		}
		u.panel(dst, k.box, 2*un, bg)
		a.thumbs.draw(dst, a, c.games[i], k.thumb)
		if i == c.menu.hover && i != c.menu.focus {
			u.rect(dst, k.box.x+2*un, k.box.y+k.box.h-0.8*un, k.box.w-4*un, 0.5*un, pal.Accent, 1)
		}
		al, x := alignCenter, k.name.x+k.name.w/2
		if k.name.x > k.thumb.x+k.thumb.w {
			al, x = alignLeft, k.name.x
		}
		fam := i18n.FamilyKeys(c.families[i])
		u.textIn(dst, a.t(fam[0]), x, k.name.y+k.name.h/2, k.name.w, cardName*un, true, pal.Text, al)
		u.para(dst, a.t(fam[1]), x, k.blurb.y, k.blurb.w, cardBlurb*un, false, pal.TextDim, al, 2)
	}
	c.menu.drawItem(dst, u, pal, len(c.cards))
}
