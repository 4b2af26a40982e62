package aiwork

import (
	"fmt"
	"os"
	"syscall/js"
)

// StartWorker starts the AI's Web Worker (worker.js beside the page, a
// WebAssembly instance of its own) and returns the client that talks to
// it, so that the page's one thread only draws and reads input; the
// worker's messages arrive between frames. Where the worker cannot run
// (no Worker, a failed download) the searches run on the page, with
// local, pumped in slices from the app's Update. The page's <html> says
// where they run, in data-ai ("worker" or "page"), for the browser tests.
func StartWorker(local SearchFunc) *Client {
	var w js.Value
	c := NewClient(func(m string) { w.Call("postMessage", m) }, local, func(why string) {
		fmt.Fprintln(os.Stderr, "tavola: the AI runs on the page:", why)
		markAI("page")
	})
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		c.Fail("this browser has no Web Worker")
		return c
	}
	started := func() (ok bool) {
		defer func() {
			if r := recover(); r != nil {
				c.Fail(fmt.Sprint(r))
			}
		}()
		w = ctor.New("worker.js")
		return true
	}()
	if !started {
		return c
	}
	w.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			if d := args[0].Get("data"); d.Type() == js.TypeString {
				c.Receive(d.String())
			}
		}
		return nil
	}))
	markAI("worker")
	w.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the AI worker stopped"
		if len(args) > 0 && args[0].Get("message").Type() == js.TypeString {
			msg += ": " + args[0].Get("message").String()
		}
		c.Fail(msg)
		return nil
	}))
	return c
}

// markAI says on the page's <html> (data-ai) where the searches run.
func markAI(where string) {
	if doc := js.Global().Get("document"); doc.Type() == js.TypeObject {
		doc.Get("documentElement").Call("setAttribute", "data-ai", where)
	}
}
