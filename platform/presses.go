package platform

// PressCount is what the platform counted between two reads of the input:
// presses and releases of the pointer (mouse button or finger), where the
// last touch ended (screen pixels) and whether the last press was a
// touch, and the keys released (bit i for the i-th key watched).
// Platforms whose polled state already keeps such presses (GLFW's sticky
// buttons) count nothing.
type PressCount struct {
	Downs, Ups int
	X, Y       int
	Touch      bool
	Keys       uint32
}
