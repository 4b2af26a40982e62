//go:build !js

package platform

import "tavola/device"

import "github.com/hajimehoshi/ebiten/v2"

// Presses counts nothing natively: GLFW's sticky buttons and keys (which
// Ebitengine turns on) already show a press released before the next poll
// as down for one frame.
type Presses struct{}

// NewPresses returns the native count, which counts nothing.
func NewPresses([]ebiten.Key) *Presses { return &Presses{} }

// Take returns what was counted since the last call: nothing.
func (*Presses) Take() device.PressCount { return device.PressCount{} }
