package scenes

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"tavola/library"
	"tavola/rules/record"
)

// pageLinks is the web page the app runs in, for game records: the share
// link the page was opened with (#r=… in the address of the page, or of
// the page that embeds it, index.html), a link pasted into the address
// bar later, downloads and uploads of record files.
type pageLinks struct {
	top     js.Value // the window whose address holds the link
	mu      sync.Mutex
	hash    string // a link's code the address bar got since the last look
	hashNew bool
	files   clipQueue // the texts of files chosen for upload
}

func newPageLinks() *pageLinks {
	l := &pageLinks{top: topWindow()}
	if l.top.Truthy() {
		l.top.Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
			if code, ok := library.LinkCode(l.top.Get("location").Get("hash").String()); ok {
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

// initial is the code of the link the page was opened with; the address
// bar keeps the page's address without it, so that a reload continues the
// game in progress instead of opening the link again.
func (l *pageLinks) initial() (string, bool) {
	if !l.top.Truthy() {
		return "", false
	}
	code, ok := library.LinkCode(l.top.Get("location").Get("hash").String())
	if ok {
		l.clear()
	}
	return code, ok
}

// clear takes the link out of the address bar.
func (l *pageLinks) clear() {
	loc := l.top.Get("location")
	if h := l.top.Get("history"); h.Truthy() {
		h.Call("replaceState", js.Null(), "", loc.Get("pathname").String()+loc.Get("search").String())
	}
}

// changed is the code of a link pasted into the address bar since the
// last call.
func (l *pageLinks) changed() (string, bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	ok := l.hashNew
	l.hashNew = false
	return l.hash, ok
}

// base is the page's address without fragment, for share links.
func (l *pageLinks) base() string {
	if !l.top.Truthy() {
		return ""
	}
	loc := l.top.Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// files reports whether records can be downloaded and uploaded.
func (l *pageLinks) canFiles() bool { return js.Global().Get("document").Truthy() }

// download offers text as a file called name.
func (l *pageLinks) download(name, text string) (err error) {
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

// upload asks the player for a file; its text comes by uploaded.
func (l *pageLinks) upload() {
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
			l.files.push(ClipResult{Pasted: true, Err: errors.New(f.Get("name").String() + ": larger than 1 MB")})
			return nil
		}
		var then js.Func
		then = js.FuncOf(func(_ js.Value, args []js.Value) any {
			defer then.Release()
			l.files.push(ClipResult{Pasted: true, Text: arg(args).String()})
			return nil
		})
		f.Call("text").Call("then", then)
		return nil
	})
	in.Call("addEventListener", "change", change)
	in.Call("click")
}

// uploaded is the text of a file the player chose, when one came.
func (l *pageLinks) uploaded() (ClipResult, bool) { return l.files.Poll() }
