package i18n

import "strings"

// Lang is a language of the interface.
type Lang uint8

// The languages.
const (
	English Lang = iota
	Italian
)

// Code is the language's tag for settings files ("en", "it").
func (l Lang) Code() string {
	if l == Italian {
		return "it"
	}
	return "en"
}

// Parse reads a language tag or locale ("it", "it-IT", "it_IT.UTF-8"); any
// language but Italian is English.
func Parse(tag string) Lang {
	t := strings.ToLower(tag)
	if t == "it" || strings.HasPrefix(t, "it_") || strings.HasPrefix(t, "it-") || strings.HasPrefix(t, "it.") {
		return Italian
	}
	return English
}

// T returns the text of k in l.
func (l Lang) T(k Key) string {
	if l == Italian {
		return italian[k]
	}
	return english[k]
}
