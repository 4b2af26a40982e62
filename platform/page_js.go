package platform

import "syscall/js"

// Page is the web page the app runs in, which the app tells what it shows
// (for the page's own script and the browser tests).
type Page struct{}

// SetAttr sets an attribute of the page's <html> element; lang is set on
// the embedding page's too, when it is of the same origin (index.html).
func (Page) SetAttr(name, value string) {
	doc := js.Global().Get("document")
	if doc.Type() != js.TypeObject {
		return
	}
	doc.Get("documentElement").Call("setAttribute", name, value)
	if name == "lang" {
		if root := parentRoot(); root.Type() == js.TypeObject {
			root.Call("setAttribute", name, value)
		}
	}
}

// parentRoot is the <html> of the page that embeds this one, when it is
// of the same origin; otherwise undefined.
func parentRoot() (root js.Value) {
	defer func() {
		if recover() != nil {
			root = js.Undefined()
		}
	}()
	w := js.Global().Get("window")
	if w.Type() != js.TypeObject {
		return js.Undefined()
	}
	parent := w.Get("parent")
	if parent.Equal(w) {
		return js.Undefined()
	}
	return parent.Get("document").Get("documentElement")
}
