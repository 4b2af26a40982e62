package platform

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"tavola/device"
	"tavola/rules/record"
)

// Links is the web page the app runs in, for game records: the share
// link the page was opened with (#r=… in the address of the page, or of
// the page that embeds it, index.html), a link pasted into the address
// bar later, downloads and uploads of record files.
type Links struct {
	code    func(fragment string) (string, bool) // a share link's code in an address's fragment
	top     js.Value                             // the window whose address holds the link
	mu      sync.Mutex
	hash    string // a link's code the address bar got since the last look
	hashNew bool
	files   clipQueue // the texts of files chosen for upload
}

// NewLinks returns the page's links; code finds a share link's code in the
// fragment of an address (library.LinkCode).
func NewLinks(code func(fragment string) (string, bool)) *Links {
	l := &Links{code: code, top: topWindow()}
	if l.top.Truthy() {
		l.top.Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
			if code, ok := l.code(l.top.Get("location").Get("hash").String()); ok {
				l.mu.Lock()
				l.hash, l.hashNew = code, true
				l.mu.Unlock()
				l.clear()
			}
			return nil
		}))
	}
	return l
}

// topWindow is the page whose address the player sees: the embedding page
// when it is of the same origin (index.html around main.html), else this
// one.
func topWindow() (w js.Value) {
	w = js.Global().Get("window")
	if !w.Truthy() {
		return js.Undefined()
	}
	defer func() {
		if recover() != nil {
			w = js.Global().Get("window")
		}
	}()
	if p := w.Get("parent"); p.Truthy() && !p.Equal(w) && p.Get("location").Get("href").Type() == js.TypeString {
		return p
	}
	return w
}

// Initial is the code of the link the page was opened with; the address
// bar keeps the page's address without it, so that a reload continues the
// game in progress instead of opening the link again.
func (l *Links) Initial() (string, bool) {
	if !l.top.Truthy() {
		return "", false
	}
	code, ok := l.code(l.top.Get("location").Get("hash").String())
	if ok {
		l.clear()
	}
	return code, ok
}

// clear takes the link out of the address bar.
func (l *Links) clear() {
	loc := l.top.Get("location")
	if h := l.top.Get("history"); h.Truthy() {
		h.Call("replaceState", js.Null(), "", loc.Get("pathname").String()+loc.Get("search").String())
	}
}

// Changed is the code of a link pasted into the address bar since the
// last call.
func (l *Links) Changed() (string, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	ok := l.hashNew
	l.hashNew = false
	return l.hash, ok
}

// Base is the page's address without fragment, for share links.
func (l *Links) Base() string {
	if !l.top.Truthy() {
		return ""
	}
	loc := l.top.Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// CanFiles reports whether records can be downloaded and uploaded.
func (l *Links) CanFiles() bool { return js.Global().Get("document").Truthy() }

// Download offers text as a file called name.
func (l *Links) Download(name, text string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("download: %v", r)
		}
	}()
	doc := js.Global().Get("document")
	blob := js.Global().Get("Blob").New([]any{text}, map[string]any{"type": "text/plain;charset=utf-8"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	doc.Get("body").Call("removeChild", a)
	js.Global().Call("setTimeout", js.FuncOf(func(this js.Value, _ []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		return nil
	}), 10000)
	return nil
}

// Upload asks the player for a file; its text comes by Uploaded.
func (l *Links) Upload() {
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".txt,.record,text/plain")
	in.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", in)
	var change js.Func
	change = js.FuncOf(func(js.Value, []js.Value) any {
		defer change.Release()
		defer doc.Get("body").Call("removeChild", in)
		files := in.Get("files")
		if files.Length() == 0 {
			return nil
		}
		f := files.Index(0)
		if f.Get("size").Int() > record.MaxSize {
			l.files.push(device.ClipResult{Pasted: true, Err: errors.New(f.Get("name").String() + ": larger than 1 MB")})
			return nil
		}
		var then js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			defer then.Release()
			l.files.push(device.ClipResult{Pasted: true, Text: arg(args).String()})
			return nil
		})
		f.Call("text").Call("then", then)
		return nil
	})
	in.Call("addEventListener", "change", change)
	in.Call("click")
}

// Uploaded is the text of a file the player chose, when one came.
func (l *Links) Uploaded() (device.ClipResult, bool) { return l.files.Poll() }
