//go:build js

// Command worker is the AI's Web Worker in the browser build: a WebAssembly
// instance of its own, with the rules and the AI and nothing of the screen,
// which answers the app's search, coach and analysis requests (package
// aiwork) over postMessage. worker.js starts it and queues in tavolaQueue the messages
// that come before it runs.
package main

import (
	"syscall/js"
	"time"

	"tavola/ai/kpetables"
	"tavola/rules/catalog"
	"tavola/wasm/aiwork"
)

// slice is how long a search runs before the worker reads its messages: a
// cancel stops a search within about this long.
const slice = 50 * time.Millisecond

func main() {
	self := js.Global()
	s := aiwork.NewServer(catalog.New, func(m string) { self.Call("postMessage", m) })
	// The Kpé tables' slice, fetched when the first top-level Kpé search
	// (which plays without them) or the first coach's rating (which waits
	// for them) asks for it.
	s.SetKpeTables(new(kpetables.Tables))
	handle := func(v js.Value) {
		if d := v.Get("data"); d.Type() == js.TypeString {
			s.Handle(d.String())
		}
	}
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			handle(args[0])
		}
		return nil
	}))
	if q := self.Get("tavolaQueue"); q.Type() == js.TypeObject {
		for i := range q.Length() {
			handle(q.Index(i))
		}
		self.Delete("tavolaQueue")
	}
	self.Call("postMessage", aiwork.Ready)
	// The tables, made while the app starts: its first search then finds
	// them made (requests that come meanwhile wait in the queue).
	s.Prepare()
	// Sleeping between slices hands the thread back to the browser, which
	// then delivers the messages that came meanwhile.
	s.Run(slice, func() { time.Sleep(time.Millisecond) })
}
