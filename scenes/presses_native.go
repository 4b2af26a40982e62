//go:build !js

package scenes

// pressLog counts nothing natively: GLFW's sticky buttons and keys (which
// Ebitengine turns on) already show a press released before the next poll
// as down for one frame.
type pressLog struct{}

func newPressLog() *pressLog { return &pressLog{} }

// take returns what was counted since the last call: nothing.
func (*pressLog) take() pressCounts { return pressCounts{} }
