package library_test

import (
	"slices"
	"testing"

	"tavola/i18n"
	"tavola/library"
	"tavola/rules"
	"tavola/rules/catalog"
	"tavola/session"
	"tavola/storage"
	"tavola/storage/shelf"
)

// TestKeepWiresTheAutosavesTextsAndLibraryOnOneStore opens the keeping on
// a memory store and shelf: a game autosaved is the library's game in
// progress (so a new one asks first), a text is written to the same store,
// and a broken save is told, once, with its game.
func TestKeepWiresTheAutosavesTextsAndLibraryOnOneStore(t *testing.T) {
	store := storage.Memory{}
	var told []storage.Broken
	var seed uint64
	g := library.Games{
		Names:   catalog.Names,
		Offered: func(name string) bool { return slices.Contains(catalog.Names(), name) },
		New:     catalog.New,
		Search:  func(rules.Game, int, uint64, uint64) session.Search { return idle{} },
		Seed:    func() uint64 { seed++; return seed },
	}
	saves, texts, lib := library.Keep(store, shelf.InMemory(storage.Memory{}), g,
		func() i18n.Lang { return i18n.English }, func(b storage.Broken) { told = append(told, b) })

	if old := lib.AskBeforeNew("gravity"); old != nil {
		t.Fatal("a new game asks with nothing autosaved")
	}
	if err := saves.Autosave(played(t, "gravity", "d6", "c4")); err != nil {
		t.Fatal(err)
	}
	old := lib.AskBeforeNew("gravity")
	if old == nil || len(old.Moves()) != 2 {
		t.Fatalf("the library's game in progress is %v, want the gravity game autosaved with 2 moves", old)
	}

	if err := texts.Save("copied.txt", []byte("1. d6")); err != nil {
		t.Fatal(err)
	}
	if b, err := store.Load("copied.txt"); err != nil || string(b) != "1. d6" {
		t.Errorf("the text written is %q (%v) in the store, want %q", b, err, "1. d6")
	}

	if err := store.Save(session.Key("kpe"), []byte("\x00 not a save")); err != nil {
		t.Fatal(err)
	}
	if s := saves.Load("kpe"); s != nil {
		t.Error("a broken save was restored")
	}
	if len(told) != 1 || told[0].Game != "kpe" {
		t.Errorf("told of broken saves %+v, want one, of kpe", told)
	}
}
