package main

import (
	"fmt"
	"strconv"
	"strings"

	"tavola/rules"
)

// nim is a small rules.Game for the framing tests: a pile of stones, each
// turn takes 1, 2 or 3 ("t1".."t3", upper case accepted), and whoever takes
// the last stone wins. Its position string is "<pile> <L|R>". Position
// fails with 5 stones left, standing in for a pending decision, and its
// board picture has an empty line in the middle.
type nim struct {
	pile    int
	toMove  rules.Player
	history []int
}

func newNim() *nim { return &nim{pile: 7} }

func fakeNames() []string { return []string{"nim"} }

func fakeNew(name string) (rules.Game, error) {
	if name != "nim" {
		return nil, fmt.Errorf("fake: unknown game %q", name)
	}
	return newNim(), nil
}

func (g *nim) Name() string { return "nim" }

func (g *nim) PlayerName(p rules.Player) string { return [...]string{"left", "right"}[p] }

func (g *nim) ToMove() rules.Player { return g.toMove }

func (g *nim) Outcome() rules.Outcome {
	if g.pile > 0 {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	return rules.Outcome{Over: true, Winner: g.toMove.Other(), Reason: rules.NoMoves}
}

func (g *nim) Actions(buf []rules.Action) []rules.Action {
	for take := 1; take <= 3 && take <= g.pile; take++ {
		buf = append(buf, rules.Action(take))
	}
	return buf
}

func (g *nim) Apply(a rules.Action, events []rules.Event) []rules.Event {
	g.pile -= int(a)
	g.history = append(g.history, int(a))
	g.toMove = g.toMove.Other()
	return events
}

func (g *nim) Undo() {
	last := g.history[len(g.history)-1]
	g.history = g.history[:len(g.history)-1]
	g.pile += last
	g.toMove = g.toMove.Other()
}

func (g *nim) Plies() int { return len(g.history) }

func (g *nim) Hash() uint64 { return uint64(g.pile)<<1 | uint64(g.toMove) }

func (g *nim) Position() (string, error) {
	if g.pile == 5 {
		return "", fmt.Errorf("nim: a decision is pending")
	}
	return fmt.Sprintf("%d %c", g.pile, "LR"[g.toMove]), nil
}

func (g *nim) SetPosition(s string) error {
	pile, side, ok := strings.Cut(s, " ")
	n, err := strconv.Atoi(pile)
	if !ok || err != nil || n < 0 || n > 99 || (side != "L" && side != "R") {
		return fmt.Errorf("nim: position %q: want <pile> <L|R>", s)
	}
	g.pile, g.toMove, g.history = n, rules.First, nil
	if side == "R" {
		g.toMove = rules.Second
	}
	return nil
}

func (g *nim) Reset() { *g = *newNim() }

func (g *nim) FormatAction(a rules.Action) string { return fmt.Sprintf("t%d", a) }

func (g *nim) ParseAction(s string) (rules.Action, error) {
	if len(s) != 2 || (s[0] != 't' && s[0] != 'T') || s[1] < '1' || s[1] > '3' {
		return 0, fmt.Errorf("nim: action %q: want t1, t2 or t3", s)
	}
	take := int(s[1] - '0')
	if take > g.pile {
		return 0, fmt.Errorf("nim: action %q: only %d stones left", s, g.pile)
	}
	return rules.Action(take), nil
}

func (g *nim) Board() string {
	return "pile " + strings.Repeat("o", g.pile) + "\n\n" + g.PlayerName(g.toMove) + " to move\n"
}

func (g *nim) Clone() rules.Game {
	c := *g
	c.history = append([]int(nil), g.history...)
	return &c
}
