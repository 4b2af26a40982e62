package main

import (
	"fmt"
	"os"

	"tavola/i18n"
	"tavola/library"
	"tavola/scenes"
	"tavola/storage"
	"tavola/storage/shelf"
)

// keeping is the app's storage: the settings and autosaves in the app's
// folder (storage.Open, in the browser the page's local storage) and the
// saved games on the shelf (shelf.Open). What cannot be opened is kept in
// memory, and the player told on stderr.
type keeping struct{}

func (keeping) Open(g library.Games, lang func() i18n.Lang, told func(scenes.BrokenSave)) scenes.Kept {
	store, err := storage.Open()
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola: settings will not be kept:", err)
		store = storage.Memory{}
	}
	sh, err := shelf.Open()
	if err != nil {
		fmt.Fprintln(os.Stderr, "tavola: saved games will not be kept:", err)
		sh = shelf.InMemory(storage.Memory{})
	}
	return keep(store, sh, g, lang, told)
}

// keep is the app's keeping on store and sh (library.Keep).
func keep(store storage.Store, sh *shelf.Shelf, g library.Games, lang func() i18n.Lang, told func(scenes.BrokenSave)) scenes.Kept {
	saves, texts, lib := library.Keep(store, sh, g, lang, func(b storage.Broken) { told(scenes.BrokenSave(b)) })
	return scenes.Kept{Saves: saves, Texts: texts, Library: lib}
}
