package ui

import (
	"testing"
	"unicode/utf8"

	"tavola/device"
)

// tenPerRuneAt measures every character as size/2 pixels wide.
func tenPerRuneAt(s string, size float64, _ bool) float64 {
	return size / 2 * float64(utf8.RuneCountInString(s))
}

func click(r Rect, fx float64) Input {
	return Input{Pointer: device.Pointer{X: int(r.X + r.W*fx), Y: int(r.Y + r.H/2), Present: true, Pressed: true, Released: true}}
}

func TestAOneTickClickChoosesAMenuItem(t *testing.T) {
	m := NewMenu(MenuItem{Text: "a"}, MenuItem{Text: "b"})
	m.Layout(Rect{X: 0, Y: 0, W: 200, H: 100}, 1)
	if i, _, ok := m.Update(click(m.Rects[1], 0.5)); !ok || i != 1 {
		t.Errorf("a press and release in one tick on item 1: %d, %v", i, ok)
	}
}

func TestMenuFocusSkipsDisabledItemsBothWays(t *testing.T) {
	m := NewMenu(MenuItem{Text: "a", Disabled: true}, MenuItem{Text: "b"}, MenuItem{Text: "c", Disabled: true}, MenuItem{Text: "d"})
	if m.Focus != 1 {
		t.Fatalf("focus %d at first, want 1 (the first enabled)", m.Focus)
	}
	m.Update(Input{Nav: NavDown})
	if m.Focus != 3 {
		t.Errorf("down from 1: focus %d, want 3", m.Focus)
	}
	m.Update(Input{Nav: NavDown})
	if m.Focus != 1 {
		t.Errorf("down from 3 wraps: focus %d, want 1", m.Focus)
	}
	m.Update(Input{Nav: NavUp})
	if m.Focus != 3 {
		t.Errorf("up from 1 wraps: focus %d, want 3", m.Focus)
	}
	if i, d, ok := m.Update(Input{Nav: NavConfirm}); !ok || i != 3 || d != 0 {
		t.Errorf("confirm: %d %d %v, want button 3", i, d, ok)
	}
}

func TestAClickOnADisabledItemChoosesNothing(t *testing.T) {
	m := NewMenu(MenuItem{Text: "a"}, MenuItem{Text: "b", Disabled: true})
	m.Layout(Rect{X: 0, Y: 0, W: 200, H: 100}, 1)
	if i, _, ok := m.Update(click(m.Rects[1], 0.5)); ok {
		t.Errorf("a click on the disabled item chose %d", i)
	}
}

func TestAnOptionChangesByArrowsAndByTheHalfOfItsValueClicked(t *testing.T) {
	m := NewMenu(MenuItem{Text: "level", Value: "3", Option: true})
	m.Layout(Rect{X: 0, Y: 0, W: 400, H: 100}, 1)
	for _, tc := range []struct {
		in   Input
		want int
	}{
		{Input{Nav: NavLeft}, -1}, {Input{Nav: NavRight}, 1}, {Input{Nav: NavConfirm}, 1},
		{click(m.Rects[0], 0.5), -1}, {click(m.Rects[0], 0.9), 1}, {click(m.Rects[0], 0.1), 1},
	} {
		if i, d, ok := m.Update(tc.in); !ok || i != 0 || d != tc.want {
			t.Errorf("%+v: %d %d %v, want 0 %+d", tc.in, i, d, ok, tc.want)
		}
	}
}

func TestAPointerOnlyMenuIgnoresTheKeys(t *testing.T) {
	m := NewMenu(MenuItem{Text: "a"}, MenuItem{Text: "b"})
	m.PointerOnly = true
	for _, n := range []Nav{NavDown, NavConfirm} {
		if _, _, ok := m.Update(Input{Nav: n}); ok || m.Focus != 0 {
			t.Errorf("nav %d: chose %v, focus %d", n, ok, m.Focus)
		}
	}
}

func TestMenuLayoutCentresItsRowsAndSqueezesThemIntoAShortArea(t *testing.T) {
	m := NewMenu(MenuItem{Text: "a"}, MenuItem{Text: "b"}, MenuItem{Text: "c"})
	area := Rect{X: 0, Y: 0, W: 1000, H: 1000}
	m.Layout(area, 10)
	for i, r := range m.Rects {
		if !r.Inside(area) || r.X+r.W/2 != 500 {
			t.Errorf("row %d %v: not centred in %v", i, r, area)
		}
		if i > 0 && r.Overlaps(m.Rects[i-1]) {
			t.Errorf("rows %d and %d overlap", i-1, i)
		}
	}
	short := Rect{X: 0, Y: 0, W: 1000, H: 100}
	m.Layout(short, 10)
	for i, r := range m.Rects {
		if !r.Inside(short) {
			t.Errorf("squeezed row %d %v outside %v", i, r, short)
		}
	}
}

func TestAFootRowTakesMoreRowsWhenItsLabelsDoNotFit(t *testing.T) {
	f := NewFootRow(MenuItem{Text: "copy"}, MenuItem{Text: "open"}, MenuItem{Text: "clear"}, MenuItem{Text: "back"})
	if top := f.LayoutFoot(Screen{W: 1000, H: 600, Un: 10}, tenPerRuneAt); len(f.Rects) != 4 || top != 600-RowsHeight(1, 10)-Gap*10 {
		t.Errorf("wide: top %v, %d rects, want one row", top, len(f.Rects))
	}
	f = NewFootRow(MenuItem{Text: "a long label one"}, MenuItem{Text: "a long label two"}, MenuItem{Text: "three"}, MenuItem{Text: "four"})
	top := f.LayoutFoot(Screen{W: 130, H: 600, Un: 2}, tenPerRuneAt)
	if rows := f.RowsFor(130-2*Margin*2, 2, tenPerRuneAt); rows != 2 || top != 600-RowsHeight(2, 2)-Gap*2 {
		t.Errorf("narrow: %d rows from %v, want 2", rows, top)
	}
	for i, r := range f.Rects {
		if r.X < Margin*2-1 || r.X+r.W > 130-Margin*2+1 {
			t.Errorf("button %d %v beyond the margins", i, r)
		}
	}
}

func TestFitSizeShrinksToMinFitAndNoFurther(t *testing.T) {
	// "abcdefghij" at 20 is 100 wide.
	if got := FitSize("abcdefghij", 20, 100, false, tenPerRuneAt); got != 20 {
		t.Errorf("fits: %v, want 20", got)
	}
	if got := FitSize("abcdefghij", 20, 90, false, tenPerRuneAt); got != 18 {
		t.Errorf("a little too wide: %v, want 18", got)
	}
	if got := FitSize("abcdefghij", 20, 10, false, tenPerRuneAt); got != 15 {
		t.Errorf("far too wide: %v, want 15 (MinFit of 20)", got)
	}
}
