package shelf

import (
	"fmt"
	"strings"
	"syscall/js"

	"tavola/storage"
)

// Open returns the shelf of the browser's localStorage: the keys
// tavola.game.<name>.
func Open() (*Shelf, error) {
	store, err := storage.Open()
	if err != nil {
		return nil, err
	}
	return New(store, "game.", keys, "browser"), nil
}

// keys lists the localStorage keys that are the app's ("tavola." cut).
func keys() (out []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	for i := range ls.Get("length").Int() {
		if k := ls.Call("key", i); k.Type() == js.TypeString {
			if n, ok := strings.CutPrefix(k.String(), "tavola."); ok {
				out = append(out, n)
			}
		}
	}
	return out, nil
}
