package library

import (
	"tavola/i18n"
	"tavola/storage"
	"tavola/storage/shelf"
)

// Keep opens what the app keeps between runs on store and sh, wired the
// one way the app and its tests wire it: the settings and one autosave per
// game kind in a storage.Keeper over storage.Keep(store) (what could not be
// written is read back from memory), the texts written for the player in
// that store, and the library of g's games on sh, whose games in progress
// are the keeper's. told hears of each save found broken.
func Keep(store storage.Store, sh *shelf.Shelf, g Games, lang func() i18n.Lang, told func(storage.Broken)) (*storage.Keeper, storage.Store, *Library) {
	store = storage.Keep(store)
	k := storage.NewKeeper(store, storage.Games{Offered: g.Offered, New: g.New, Search: g.Search, Seed: g.Seed}, told)
	g.InProgress = k.Load
	return k, store, New(sh, g, lang)
}
