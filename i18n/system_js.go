package i18n

import "syscall/js"

// System is the browser's language (navigator.language).
func System() Lang {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return English
	}
	l := nav.Get("language")
	if l.Type() != js.TypeString {
		return English
	}
	return Parse(l.String())
}
