package platform

import (
	"errors"
	"sync"
	"syscall/js"

	"tavola/device"
)

// pageClipboard is the browser's clipboard: navigator.clipboard where the
// page may use it (a secure page, after a gesture), with the old
// document.execCommand("copy") as a fallback for copying, and the page's
// paste event — which needs no permission — for a Ctrl+V while a text box
// listens.
type pageClipboard struct {
	clipQueue
	mu     sync.Mutex
	listen bool
}

// NewClipboard returns the page's clipboard.
func NewClipboard() device.Clipboard {
	c := &pageClipboard{}
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return c
	}
	win := js.Global()
	// Ebitengine takes every key on its canvas and prevents its default
	// action, which is pasting: while a text box listens, a Ctrl+V (Cmd+V)
	// is stopped before it reaches the canvas, so the page pastes.
	win.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if c.listening() && (e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) && (e.Get("key").String() == "v" || e.Get("key").String() == "V") {
			e.Call("stopPropagation")
		}
		return nil
	}), map[string]any{"capture": true})
	doc.Call("addEventListener", "paste", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if !c.listening() {
			return nil
		}
		e := args[0]
		if data := e.Get("clipboardData"); data.Truthy() {
			c.push(device.ClipResult{Pasted: true, Text: data.Call("getData", "text").String()})
			e.Call("preventDefault")
		}
		return nil
	}), map[string]any{"capture": true})
	return c
}

func (c *pageClipboard) listening() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.listen
}

func (c *pageClipboard) Listen(on bool) {
	c.mu.Lock()
	c.listen = on
	c.mu.Unlock()
}

func (c *pageClipboard) Copy(text string) {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		c.push(device.ClipResult{Err: c.execCopy(text)})
		return
	}
	c.await(clip.Call("writeText", text), func(js.Value) { c.push(device.ClipResult{}) }, func(reason js.Value) {
		// Refused (no gesture, no focus, an insecure page): the old way.
		if err := c.execCopy(text); err != nil {
			c.push(device.ClipResult{Err: errors.New(reason.Call("toString").String())})
			return
		}
		c.push(device.ClipResult{})
	})
}

// execCopy copies text through a hidden text area selected for
// document.execCommand("copy").
func (c *pageClipboard) execCopy(text string) error {
	doc := js.Global().Get("document")
	body := doc.Get("body")
	if !body.Truthy() {
		return device.ErrNoClipboard
	}
	ta := doc.Call("createElement", "textarea")
	ta.Set("value", text)
	ta.Call("setAttribute", "readonly", "")
	ta.Get("style").Set("cssText", "position:fixed;left:-9999px;top:0;opacity:0")
	body.Call("appendChild", ta)
	ta.Call("select")
	ok := doc.Call("execCommand", "copy").Bool()
	body.Call("removeChild", ta)
	if canvas := doc.Call("querySelector", "canvas"); canvas.Truthy() {
		canvas.Call("focus")
	}
	if !ok {
		return device.ErrNoClipboard
	}
	return nil
}

func (c *pageClipboard) Paste() {
	clip := js.Global().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("readText").Truthy() {
		c.push(device.ClipResult{Pasted: true, Err: device.ErrNoClipboard})
		return
	}
	c.await(clip.Call("readText"), func(v js.Value) { c.push(device.ClipResult{Pasted: true, Text: v.String()}) },
		func(js.Value) { c.push(device.ClipResult{Pasted: true, Err: device.ErrNoClipboard}) })
}

// await runs ok or fail when the promise p settles, and lets their
// functions go.
func (c *pageClipboard) await(p js.Value, ok, fail func(js.Value)) {
	var then, catch js.Func
	done := func() { then.Release(); catch.Release() }
	then = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer done()
		ok(arg(args))
		return nil
	})
	catch = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer done()
		fail(arg(args))
		return nil
	})
	p.Call("then", then, catch)
}

func arg(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}
