// Package i18n holds every word the app shows, in English and Italian (the
// rules came to us in Italian), and finds the language of the system
// (LANG natively, navigator.language in the browser).
package i18n
