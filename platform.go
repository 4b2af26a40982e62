package main

import (
	"tavola/library"
	"tavola/platform"
	"tavola/scenes"
)

// machine wires the platform's side (package platform) into the
// interfaces the screens declare (scenes.Platform).
func machine() scenes.Platform {
	return scenes.Platform{
		Clipboard:  clipboard{platform.NewClipboard()},
		Links:      links{platform.NewLinks(library.LinkCode)},
		Page:       platform.Page{},
		Canvas:     platform.NewCanvas(),
		Presses:    presses{platform.NewPresses(scenes.WatchedKeys())},
		Drops:      platform.Drops{},
		Screenshot: platform.Screenshot,
	}
}

// clipboard, links and presses hand the platform's results on as the
// screens' types (the same fields).
type clipboard struct{ platform.Clipboard }

func (c clipboard) Poll() (scenes.ClipResult, bool) {
	r, ok := c.Clipboard.Poll()
	return scenes.ClipResult(r), ok
}

type links struct{ *platform.Links }

func (l links) Uploaded() (scenes.ClipResult, bool) {
	r, ok := l.Links.Uploaded()
	return scenes.ClipResult(r), ok
}

type presses struct{ *platform.Presses }

func (p presses) Take() scenes.PressCount { return scenes.PressCount(p.Presses.Take()) }
