package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/audio"
	"tavola/i18n"
	"tavola/rules"
	"tavola/session"
	"tavola/ui"
)

// setupChoice is what the setup screen chooses: the game (a GIPF variant),
// who plays as player 1 and 2, and which of them starts.
type setupChoice struct {
	game    string
	ai      [2]bool
	level   [2]int
	starter int // 0: player 1 moves first
}

// seats turns the choice into the session's seats, indexed by rules.Player.
func (c setupChoice) seats() [2]session.Seat {
	var s [2]session.Seat
	for i := range 2 {
		if c.ai[i] {
			s[rules.Player(i^c.starter)] = session.Seat{AI: true, Level: c.level[i]}
		}
	}
	return s
}

// setup chooses the variant, the seats and who starts.
type setup struct {
	fam    string
	game   rules.Game // for the seats' names (White, South, …)
	choice setupChoice
	menu   *ui.Menu
	rows   []setupRow
}

type setupRow uint8

const (
	rowVariant setupRow = iota
	rowPlayer1
	rowPlayer2
	rowStarter
	rowStart
	rowBack
)

func newSetup(a Host, fam string) *setup {
	s := &setup{fam: fam, choice: a.setupFor(fam)}
	if g, err := a.Deps().NewGame(s.choice.game); err == nil {
		s.game = g
	}
	if fam == "gipf" {
		s.rows = append(s.rows, rowVariant)
	}
	s.rows = append(s.rows, rowPlayer1, rowPlayer2, rowStarter, rowStart, rowBack)
	items := make([]ui.MenuItem, len(s.rows))
	s.menu = ui.NewMenu(items...)
	s.refresh(a)
	for i, r := range s.rows {
		if r == rowStart {
			s.menu.Focus = i
		}
	}
	return s
}

// refresh writes the rows' texts from the choice.
func (s *setup) refresh(a Look) {
	for i, r := range s.rows {
		it := &s.menu.Items[i]
		switch r {
		case rowVariant:
			it.Text, it.Option = a.t(i18n.Variant), true
			for _, v := range i18n.Variants() {
				if v.Name == s.choice.game {
					it.Value = a.t(v.Key)
				}
			}
		case rowPlayer1, rowPlayer2:
			p := int(r - rowPlayer1)
			it.Text, it.Option = fmt.Sprintf(a.t(i18n.PlayerN), p+1), true
			if s.game != nil {
				side := playerName(a, s.game, rules.Player(p^s.choice.starter))
				it.Text = fmt.Sprintf(a.t(i18n.PlayerAs), p+1, side)
			}
			it.Value = a.t(i18n.Human)
			if s.choice.ai[p] {
				it.Value = fmt.Sprintf(a.t(i18n.AILevel), s.choice.level[p])
			}
		case rowStarter:
			it.Text, it.Option = a.t(i18n.WhoStarts), true
			it.Value = fmt.Sprintf(a.t(i18n.PlayerN), s.choice.starter+1)
		case rowStart:
			it.Text = a.t(i18n.Start)
		case rowBack:
			it.Text = a.t(i18n.Back)
		}
	}
}

// change moves an option one step: a seat cycles Human, AI 1 … AI max.
func (s *setup) change(a Games, r setupRow, d int) {
	switch r {
	case rowVariant:
		var offered []string
		for _, v := range i18n.Variants() {
			if a.offered(v.Name) {
				offered = append(offered, v.Name)
			}
		}
		for i, v := range offered {
			if v == s.choice.game {
				s.choice.game = offered[(i+d+len(offered))%len(offered)]
				break
			}
		}
	case rowPlayer1, rowPlayer2:
		p := int(r - rowPlayer1)
		// Step 0 is Human, step k the AI at level k.
		n := a.Deps().MaxLevel + 1
		step := 0
		if s.choice.ai[p] {
			step = s.choice.level[p]
		}
		step = (step + d + n) % n
		s.choice.ai[p] = step > 0
		if step > 0 {
			s.choice.level[p] = step
		}
	case rowStarter:
		s.choice.starter ^= 1
	}
}

func (s *setup) Update(a Host) error {
	if a.Input().Verbs.Has(VerbBack) {
		a.goTo(newChoose(a, chooseSetup))
		return nil
	}
	i, d, ok := s.menu.Update(a.Input().UI())
	if !ok {
		return nil
	}
	a.Sounds().Play(audio.Click)
	switch r := s.rows[i]; r {
	case rowStart:
		a.keepSetup(s.fam, s.choice)
		return a.startGame(s.choice.game, s.choice.seats(), func() Scene { return newSetup(a, s.fam) })
	case rowBack:
		a.goTo(newChoose(a, chooseSetup))
	default:
		s.change(a, r, d)
		s.refresh(a)
	}
	return nil
}

func (s *setup) Draw(dst *ebiten.Image, a Host) {
	sc := a.screen()
	a.Painter().Heading(dst, sc.Head(ui.Display), a.t(i18n.FamilyKeys(s.fam)[0]), a.Palette().Text)
	a.Painter().Line(dst, sc.Sub(ui.Display, ui.Lead), a.t(i18n.Setup), false, a.Palette().TextDim, ui.AlignCenter)
	s.menu.Layout(sc.MenuArea(sc.Below(ui.Display, ui.Lead), ui.Margin+ui.Gap), a.Unit())
	a.Painter().Menu(dst, s.menu, a.Palette())
}
