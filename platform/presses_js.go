//go:build js

package platform

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"tavola/device"
)

// Presses counts the page's pointer presses and releases (mouse and touch)
// and the keys released, from DOM events seen before Ebitengine's. The
// browser tells Ebitengine of a press and a release by events that merely
// set a state; when both come between two frames no frame sees the press,
// and a quick click or tap on a slow frame would be lost.
type Presses struct {
	mu     sync.Mutex
	counts device.PressCount
	codes  map[string]uint32 // a key's DOM code → its bit in device.PressCount.Keys
}

// NewPresses counts the page's presses, and the releases of keys (bit i
// of device.PressCount.Keys for keys[i]).
func NewPresses(keys []ebiten.Key) *Presses {
	l := &Presses{codes: map[string]uint32{}}
	for i, k := range keys {
		l.codes[domCode(k)] |= 1 << i
	}
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return l
	}
	opts := map[string]any{"capture": true, "passive": true}
	on := func(event string, f func(e js.Value)) {
		doc.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 {
				l.mu.Lock()
				f(args[0])
				l.mu.Unlock()
			}
			return nil
		}), opts)
	}
	on("mousedown", func(js.Value) { l.counts.Downs++; l.counts.Touch = false })
	on("mouseup", func(js.Value) { l.counts.Ups++ })
	on("touchstart", func(js.Value) { l.counts.Downs++; l.counts.Touch = true })
	touchEnd := func(e js.Value) {
		l.counts.Ups++
		if t := e.Get("changedTouches"); t.Truthy() && t.Length() > 0 {
			l.counts.X, l.counts.Y = toScreen(doc, t.Call("item", 0))
		}
	}
	on("touchend", touchEnd)
	on("touchcancel", touchEnd)
	on("keyup", func(e js.Value) { l.counts.Keys |= l.codes[e.Get("code").String()] })
	return l
}

// Take returns what was counted since the last call.
func (l *Presses) Take() device.PressCount {
	l.mu.Lock()
	defer l.mu.Unlock()
	c := l.counts
	l.counts = device.PressCount{Touch: c.Touch}
	return c
}

// domCode is the DOM's KeyboardEvent.code of k ("KeyU" for U, "Enter").
func domCode(k ebiten.Key) string {
	if n := k.String(); len(n) != 1 || n < "A" || n > "Z" {
		return n // "ArrowUp", "Enter", "NumpadAdd": the DOM's names too
	}
	return "Key" + k.String()
}

// toScreen maps an event's client position onto Ebitengine's canvas, in
// the screen's pixels (the app lays the screen out in device pixels, as
// many as the canvas has).
func toScreen(doc, ev js.Value) (int, int) {
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	c := doc.Call("querySelector", "canvas")
	if !c.Truthy() {
		return int(x), int(y)
	}
	r := c.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	if w <= 0 || h <= 0 {
		return int(x), int(y)
	}
	return int((x - r.Get("left").Float()) * c.Get("width").Float() / w),
		int((y - r.Get("top").Float()) * c.Get("height").Float() / h)
}
