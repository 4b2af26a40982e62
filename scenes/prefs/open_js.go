package prefs

import (
	"fmt"
	"syscall/js"
)

// localStorage is the browser's store; keys are prefixed with "tavola.".
type localStorage struct{ ls js.Value }

// Open returns the browser's localStorage, or an error when the page may
// not use it (private modes, sandboxed frames).
func Open() (s Store, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("prefs: localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("prefs: localStorage is not available")
	}
	return localStorage{ls}, nil
}

// Load reads tavola.<key>.
func (l localStorage) Load(key string) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("prefs: load %s: %v", key, r)
		}
	}()
	v := l.ls.Call("getItem", "tavola."+key)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

// Save writes tavola.<key> (a full quota is reported, not fatal).
func (l localStorage) Save(key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("prefs: save %s: %v", key, r)
		}
	}()
	l.ls.Call("setItem", "tavola."+key, string(data))
	return nil
}
