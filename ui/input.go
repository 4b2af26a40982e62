package ui

// Nav is the one thing the keyboard asked of a widget in a tick: a move
// of the focus, a change of an option's value, or a choice.
type Nav uint8

// The navigations (NavNone: the keyboard asked nothing of the widget).
const (
	NavNone Nav = iota
	NavUp
	NavDown
	NavLeft
	NavRight
	NavConfirm
)

// Pointer is the mouse or a finger in a tick, in screen pixels. It has
// render.Pointer's fields, so that one converts to the other.
type Pointer struct {
	X, Y     int
	Present  bool // the pointer is over the window (false for a lifted touch)
	Down     bool // a button or finger is down
	Pressed  bool // went down this tick
	Released bool // went up this tick
	Touch    bool // a finger, not a mouse
}

// Input is what the widgets read of a tick's input: the screens turn
// their own (keys, verbs) into it.
type Input struct {
	Nav     Nav
	Pointer Pointer
	// Wheel is how far the mouse wheel turned, in lines (positive: up).
	Wheel float64
}
