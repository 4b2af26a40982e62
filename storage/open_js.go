package storage

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// localStorage is the browser's store; keys are prefixed with "tavola.".
type localStorage struct{ ls js.Value }

// Open returns the browser's localStorage, or an error when the page may
// not use it (private modes, sandboxed frames).
func Open() (s Store, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("storage: localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("storage: localStorage is not available")
	}
	return localStorage{ls}, nil
}

// item returns the raw value of tavola.<key>: null when there is none.
func (l localStorage) item(key string) js.Value { return l.ls.Call("getItem", "tavola."+key) }

// Load reads tavola.<key>; a value over MaxSize is refused before it is
// copied out of the browser.
func (l localStorage) Load(key string) (b []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			b, err = nil, fmt.Errorf("storage: load %s: %v", key, r)
		}
	}()
	v := l.item(key)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	// length counts UTF-16 units: at most the UTF-8 bytes, so a value
	// that passes may still be too long once copied. (A string is a
	// primitive, which syscall/js reads no property of: Object(v) wraps it.)
	if n := js.Global().Get("Object").Invoke(v).Get("length").Int(); n > MaxSize {
		return nil, fmt.Errorf("storage: load %s: %s characters, %w", key, sizeWords(int64(n)), ErrTooLarge)
	}
	b = []byte(v.String())
	if len(b) > MaxSize {
		return nil, fmt.Errorf("storage: load %s: %s, %w", key, sizeWords(int64(len(b))), ErrTooLarge)
	}
	return b, nil
}

// Save writes tavola.<key> (a full quota is reported, not fatal).
func (l localStorage) Save(key string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: save %s: %v", key, r)
		}
	}()
	l.ls.Call("setItem", "tavola."+key, string(data))
	return nil
}

// Remove deletes tavola.<key>.
func (l localStorage) Remove(key string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: remove %s: %v", key, r)
		}
	}()
	l.ls.Call("removeItem", "tavola."+key)
	return nil
}

// Rename copies tavola.<from> to tavola.<to>, then removes the first: the
// value stays under one key or both, never none (a full quota stops the
// copy and leaves it where it was).
func (l localStorage) Rename(from, to string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("storage: rename %s: %v", from, r)
		}
	}()
	if v := l.item(to); !v.IsNull() && !v.IsUndefined() {
		return fmt.Errorf("storage: rename %s: %s: %w", from, to, fs.ErrExist)
	}
	v := l.item(from)
	if v.IsNull() || v.IsUndefined() {
		return fmt.Errorf("storage: rename %s: %w", from, ErrNotFound)
	}
	l.ls.Call("setItem", "tavola."+to, v)
	l.ls.Call("removeItem", "tavola."+from)
	return nil
}

// Where names the storage key.
func (l localStorage) Where(key string) string { return "tavola." + key }
