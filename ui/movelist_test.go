package ui

import (
	"fmt"
	"testing"

	"tavola/device"
	"tavola/rules"
	"tavola/session"
)

// oneActionTurns is a game of n one-action turns, the players in turn,
// its moves "m1", "m2", ….
func oneActionTurns(n int) ([]string, []session.Turn) {
	var moves []string
	var turns []session.Turn
	for i := range n {
		moves = append(moves, fmt.Sprintf("m%d", i+1))
		p := rules.First
		if i%2 == 1 {
			p = rules.Second
		}
		turns = append(turns, session.Turn{Player: p, Number: i/2 + 1, First: i, End: i + 1})
	}
	return moves, turns
}

func TestMoveListPairsOneActionTurnsAndHitsTheTurnClicked(t *testing.T) {
	var m MoveList
	moves, turns := oneActionTurns(5)
	m.Build(tenPerRuneAt, moves, turns, false)
	if len(m.Pairs) != 3 || m.Num[0] != "1." || m.Num[1] != "1..." || m.Pairs[2].Turn != [2]int{4, -1} {
		t.Fatalf("pairs %+v, nums %q", m.Pairs, m.Num)
	}
	if !m.Awaited(m.Pairs[2].Turn[1]) {
		t.Error("the turn to come of a game not over is not awaited")
	}
	m.Layout(10, Rect{X: 0, Y: 0, W: 400, H: 600}, -1)
	g := m.Geom
	if !g.Paired || g.N != 3 || g.First != 0 {
		t.Fatalf("geometry %+v, want 3 paired rows shown", g)
	}
	y := int(g.Y + g.Line) // the second row: turns 2 and 3
	if turn, ok := g.Hit(int(g.X+20), y, m.Pairs); !ok || turn != 2 {
		t.Errorf("a hit on the left of row 2: turn %d %v, want 2", turn, ok)
	}
	if turn, ok := g.Hit(int(g.Col2+5), y, m.Pairs); !ok || turn != 3 {
		t.Errorf("a hit on the right of row 2: turn %d %v, want 3", turn, ok)
	}
	if _, ok := g.Hit(int(g.Col2+5), int(g.Y+2*g.Line), m.Pairs); ok {
		t.Error("a hit on the empty column of the last row found a turn")
	}
	if _, ok := g.Hit(int(g.X+20), int(g.Y+5*g.Line), m.Pairs); ok {
		t.Error("a hit under the list found a turn")
	}
}

func TestMoveListScrollsByTheWheelAndShowsTheMarkedTurn(t *testing.T) {
	var m MoveList
	moves, turns := oneActionTurns(80)
	m.Build(tenPerRuneAt, moves, turns, true)
	box := Rect{X: 0, Y: 0, W: 400, H: 200}
	m.Layout(10, box, -1)
	g := m.Geom
	if g.N >= g.Lines || g.First+g.N != g.Lines {
		t.Fatalf("geometry %+v, want the newest rows shown of more", g)
	}
	in := Input{Pointer: device.Pointer{X: 50, Y: 100, Present: true}, Wheel: 2}
	m.Update(in)
	if m.Back() != 2 {
		t.Errorf("two notches up: back %d, want 2", m.Back())
	}
	m.Layout(10, box, 0) // the first turn marked: scrolled to the top
	if m.Geom.First != 0 {
		t.Errorf("turn 0 marked: first row %d, want 0", m.Geom.First)
	}
	m.Layout(10, box, -1) // the mark gone: the newest again
	if m.Back() != 0 || m.Geom.First+m.Geom.N != m.Geom.Lines {
		t.Errorf("the review over: back %d, geometry %+v", m.Back(), m.Geom)
	}
}

func TestADragScrollsTheMoveListAndChoosesNoTurn(t *testing.T) {
	var m MoveList
	moves, turns := oneActionTurns(80)
	m.Build(tenPerRuneAt, moves, turns, true)
	m.Layout(10, Rect{X: 0, Y: 0, W: 400, H: 200}, -1)
	line := int(m.Geom.Line)
	m.Update(Input{Pointer: device.Pointer{X: 50, Y: 100, Present: true, Down: true, Pressed: true}})
	m.Update(Input{Pointer: device.Pointer{X: 50, Y: 100 + 3*line, Present: true, Down: true}})
	if _, ok := m.Update(Input{Pointer: device.Pointer{X: 50, Y: 100 + 3*line, Present: true, Released: true}}); ok {
		t.Error("a drag chose a turn")
	}
	if m.Back() != 3 {
		t.Errorf("dragged three lines down: back %d, want 3", m.Back())
	}
}
