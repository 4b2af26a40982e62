package ui

import "tavola/device"

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

// Input is what the widgets read of a tick's input: the screens turn
// their own (keys, verbs) into it.
type Input struct {
	Nav     Nav
	Pointer device.Pointer
	// Wheel is how far the mouse wheel turned, in lines (positive: up).
	Wheel float64
}
