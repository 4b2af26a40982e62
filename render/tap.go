package render

// tap follows a press and release on the targets of a board (squares,
// pits), numbered from 0, noSquare for none: the one under the pointer
// that can be played (the hover preview) and the one pressed.
type tap struct {
	hover, press int
}

// noTap is a tap with nothing hovered or pressed.
var noTap = tap{noSquare, noSquare}

// reset forgets the hover and the press.
func (t *tap) reset() { *t = noTap }

// track takes the pointer p over target (noSquare when over none), which
// can be played when legal. It reports the target tapped: pressed, then
// released on the same target, which can be played.
func (t *tap) track(p Pointer, target int, legal bool) (int, bool) {
	t.hover = noSquare
	if legal {
		t.hover = target
	}
	if p.Pressed {
		t.press = target
	}
	if p.Released {
		pressed := t.press
		t.press = noSquare
		if legal && target == pressed {
			t.hover = noSquare
			return target, true
		}
	}
	return noSquare, false
}
