//go:build js

package kpetables

import (
	"bytes"
	"errors"
	"fmt"
	"syscall/js"

	"tavola/ai/kpesolve"
)

// solvable tells that the endgames are never solved in the page: the
// browser's slice is served beside the app.
const solvable = false

// endgames is never called in the browser (solvable is false): the
// solver's code stays out of the page's WebAssembly.
func endgames(func(error)) source { panic("kpetables: the browser solves no endgames") }

// load fetches the browser's slice, served beside the app; the answer
// arrives between frames.
func load(done func(source, string, error)) {
	fetch := js.Global().Get("fetch")
	if fetch.Type() != js.TypeFunction {
		done(nil, kpesolve.WebFile, errors.New("this browser cannot fetch"))
		return
	}
	var funcs []js.Func
	release := func() {
		for _, f := range funcs {
			f.Release()
		}
	}
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the download failed"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done(nil, kpesolve.WebFile, errors.New(msg))
		release()
		return nil
	})
	gotBytes := js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		t, err := kpesolve.Open(bytes.NewReader(b), int64(len(b)))
		done(t, kpesolve.WebFile, err)
		release()
		return nil
	})
	gotResponse := js.FuncOf(func(_ js.Value, args []js.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			if r.Get("status").Int() == 404 {
				done(nil, kpesolve.WebFile, nil) // not served: no tables
			} else {
				done(nil, kpesolve.WebFile, fmt.Errorf("HTTP %d", r.Get("status").Int()))
			}
			release()
			return nil
		}
		r.Call("arrayBuffer").Call("then", funcs[2]).Call("catch", funcs[0])
		return nil
	})
	funcs = []js.Func{fail, gotResponse, gotBytes}
	fetch.Invoke(kpesolve.WebFile).Call("then", gotResponse).Call("catch", fail)
}
